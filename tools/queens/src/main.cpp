// The process around the command: Ctrl-C and the progress line, which only a real process has.
//
// Ctrl-C sets a flag that asks the running solver to stop (Options::stop) and starts a
// two-second alarm. A solver that polls the flag returns within moments and the command exits
// 130 with nothing on stdout; one that does not (the enumerating chapters finish in seconds at
// the sizes the command allows) is cut short by the alarm, which exits 130 too. Both handlers do
// only what a signal handler may: set an atomic flag, write(2), alarm(2), _exit(2).

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <mutex>

#include <unistd.h>

#include "command.hpp"

namespace {

std::atomic<bool> stop_requested{false};
std::atomic<bool> progress_shown{false};
std::mutex progress_mutex;

void write_to_stderr(const char* text, std::size_t length) {
    [[maybe_unused]] ssize_t written = write(STDERR_FILENO, text, length);
}

void clear_progress_line() {
    if (progress_shown.exchange(false)) {
        constexpr char clear[] = "\r\033[K";
        write_to_stderr(clear, sizeof clear - 1);
    }
}

extern "C" void on_interrupt(int) {
    stop_requested = true;
    alarm(2);
}

extern "C" void on_alarm(int) {
    clear_progress_line();
    constexpr char message[] = "queens: interrupted\n";
    write_to_stderr(message, sizeof message - 1);
    _exit(queens::command::interrupted);
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
    std::signal(SIGINT, on_interrupt);
    std::signal(SIGALRM, on_alarm);

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
