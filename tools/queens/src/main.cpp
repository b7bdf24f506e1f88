// The process around the command: Ctrl-C and the progress line, which only a real process has.
//
// Ctrl-C is taken by a thread of its own (sigwait), which asks the running solver to stop
// (Options::stop). A solver that polls the flag returns within moments and the command exits 130
// with nothing on stdout; one that does not (the enumerating chapters finish in seconds at the
// sizes the command allows) is given two seconds, and then the process exits 130 anyway.

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>

#include <pthread.h>
#include <unistd.h>

#include "command.hpp"

namespace {

std::atomic<bool> stop_requested{false};
std::atomic<bool> progress_shown{false};
std::mutex progress_mutex;

void clear_progress_line() {
    if (progress_shown.exchange(false)) {
        std::fputs("\r\033[K", stderr);
        std::fflush(stderr);
    }
}

void draw_progress(std::uint64_t done, std::uint64_t total) {
    using clock = std::chrono::steady_clock;
    static const clock::time_point start = clock::now();
    static clock::time_point last_drawn{};
    const clock::time_point now = clock::now();
    const std::lock_guard lock(progress_mutex);
    const double elapsed = std::chrono::duration<double>(now - start).count();
    if (elapsed < 2.0 || (now - last_drawn < std::chrono::milliseconds(200) && done < total)) {
        return;
    }
    last_drawn = now;
    const double remaining = done == 0 ? 0.0 : elapsed * static_cast<double>(total - done) /
                                                   static_cast<double>(done);
    std::fprintf(stderr, "\r\033[K%llu of %llu parts done, %.0f s elapsed, about %.0f s left",
                 static_cast<unsigned long long>(done), static_cast<unsigned long long>(total),
                 elapsed, remaining);
    std::fflush(stderr);
    progress_shown = true;
}

} // namespace

int main(int argc, char** argv) {
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    pthread_sigmask(SIG_BLOCK, &interrupt, nullptr);
    std::thread([interrupt] {
        int signal = 0;
        sigwait(&interrupt, &signal);
        stop_requested = true;
        std::this_thread::sleep_for(std::chrono::seconds(2));
        const std::lock_guard lock(progress_mutex);
        clear_progress_line();
        std::fputs("queens: interrupted\n", stderr);
        std::_Exit(queens::command::interrupted);
    }).detach();

    queens::command::Environment environment;
    environment.stop = &stop_requested;
    if (isatty(STDERR_FILENO) != 0) {
        environment.progress = draw_progress;
    }
    std::vector<std::string> arguments(argv + 1, argv + argc);
    const int status = queens::command::run(arguments, std::cout, std::cerr, environment);
    {
        const std::lock_guard lock(progress_mutex);
        clear_progress_line();
    }
    std::cout.flush();
    return status;
}
