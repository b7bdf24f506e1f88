#include "support/process.hpp"

#include <array>
#include <cerrno>
#include <csignal>
#include <map>
#include <system_error>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace queens::support {

namespace {

[[noreturn]] void fail(int error, const std::string& what) {
    throw std::system_error(error, std::generic_category(), what);
}

/// This process's environment with `additions` put in, each replacing a variable of its name.
std::vector<std::string> merged(const std::vector<std::string>& additions) {
    std::map<std::string, std::string> variables;
    const auto put = [&](const std::string& entry) {
        variables[entry.substr(0, entry.find('='))] = entry;
    };
    for (char** entry = environ; *entry != nullptr; ++entry) {
        put(*entry);
    }
    for (const std::string& entry : additions) {
        put(entry);
    }
    std::vector<std::string> result;
    for (const auto& [name, entry] : variables) {
        result.push_back(entry);
    }
    return result;
}

std::vector<char*> pointers(std::vector<std::string>& texts) {
    std::vector<char*> result;
    for (std::string& text : texts) {
        result.push_back(text.data());
    }
    result.push_back(nullptr);
    return result;
}

} // namespace

Child::Child(const std::vector<std::string>& arguments,
             const std::vector<std::string>& environment) {
    std::array<int, 2> out{};
    std::array<int, 2> err{};
    if (pipe2(out.data(), O_CLOEXEC) != 0 || pipe2(err.data(), O_CLOEXEC) != 0) {
        fail(errno, "cannot make a pipe");
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
    std::vector<std::string> argument_texts = arguments;
    std::vector<std::string> environment_texts = merged(environment);
    std::vector<char*> argv = pointers(argument_texts);
    std::vector<char*> envp = pointers(environment_texts);
    const int error =
        posix_spawnp(&pid_, argv.front(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    close(err[1]);
    out_ = out[0];
    err_ = err[0];
    if (error != 0) {
        close(out_);
        close(err_);
        fail(error, "cannot start " + arguments.front());
    }
}

Child::~Child() {
    if (pid_ > 0) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
    }
    for (int descriptor : {out_, err_}) {
        if (descriptor >= 0) {
            close(descriptor);
        }
    }
}

Outcome Child::wait() {
    Outcome outcome;
    std::array<pollfd, 2> streams{pollfd{out_, POLLIN, 0}, pollfd{err_, POLLIN, 0}};
    std::array<std::string*, 2> texts{&outcome.out, &outcome.err};
    int open = 2;
    while (open > 0) {
        if (poll(streams.data(), streams.size(), -1) < 0) {
            if (errno == EINTR) {
                continue;
            }
            fail(errno, "cannot read the program's output");
        }
        for (std::size_t stream = 0; stream < streams.size(); ++stream) {
            if (streams[stream].fd < 0 || streams[stream].revents == 0) {
                continue;
            }
            std::array<char, 4096> buffer{};
            const ssize_t got = read(streams[stream].fd, buffer.data(), buffer.size());
            if (got > 0) {
                texts[stream]->append(buffer.data(), static_cast<std::size_t>(got));
            } else if (got == 0 || errno != EINTR) {
                streams[stream].fd = -1;
                --open;
            }
        }
    }
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0) {
        if (errno != EINTR) {
            fail(errno, "cannot wait for the program");
        }
    }
    pid_ = -1;
    outcome.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return outcome;
}

Outcome run(const std::vector<std::string>& arguments,
            const std::vector<std::string>& environment) {
    return Child(arguments, environment).wait();
}

} // namespace queens::support
