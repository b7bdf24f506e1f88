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
#include <string_view>

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

using Clock = std::chrono::steady_clock;
const Clock::time_point started = Clock::now();

double seconds_since_start() {
    return std::chrono::duration<double>(Clock::now() - started).count();
}

// The progress line of a long run: how much of the work is done (the solver's own units, as a
// share), the time so far and the time left at the same pace. Nothing for the first two
// seconds, and at most five redraws a second.
void draw_progress(std::uint64_t done, std::uint64_t total) {
    static double last_drawn = -1.0;
    const std::lock_guard lock(progress_mutex);
    const double elapsed = seconds_since_start();
    if (elapsed < 2.0 || total == 0 || (elapsed - last_drawn < 0.2 && done < total)) {
        return;
    }
    last_drawn = elapsed;
    const double share = static_cast<double>(done) / static_cast<double>(total);
    const double remaining = done == 0 ? 0.0 : elapsed * (1.0 - share) / share;
    std::fprintf(stderr, "\r\033[K%.0f%% done, %.0f s elapsed, about %.0f s left", 100.0 * share,
                 elapsed, remaining);
    std::fflush(stderr);
    progress_shown = true;
}

// What a long run does after its progress reaches the end, such as checking a large solution.
void draw_phase(std::string_view what) {
    const std::lock_guard lock(progress_mutex);
    const double elapsed = seconds_since_start();
    if (elapsed < 2.0) {
        return;
    }
    std::fprintf(stderr, "\r\033[K%.*s, %.0f s elapsed", static_cast<int>(what.size()), what.data(),
                 elapsed);
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
        environment.phase = draw_phase;
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
