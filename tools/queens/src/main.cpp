// The process around the command: Ctrl-C and the progress line, which only a real process has.
//
// Both streams write to their file descriptors through chapter 00's `Descriptor`, which erases
// the progress line before it writes anything and remembers why a write failed; chapter 00's
// `finish_output` ends the run as both programs end it: a write to stdout that failed (a full
// disk, a closed file) is reported in one line with the status `unwritten`, and a reader that
// stops early (`| head`) ends the run quietly, as SIGPIPE does for any Unix tool.
//
// Ctrl-C, SIGTERM and SIGHUP stop the run through chapter 00's `stop_on_signals`, with two seconds
// of grace: the flag they set is the solver's `Options::stop`, and the command exits with the
// signal's status and its one line, leaving on stdout the whole lines of the answer written before
// it (chapter 00's `Descriptor` writes whole lines only; a write that a slow reader held back may
// still be cut).
//
// Memory that runs out anywhere, in the command or here, ends the run with one line and the status
// `bad_input`, never with a partial answer: the answer is written as it is formatted, through a
// fixed buffer, so writing it needs no memory that could run out.

#include <array>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

#include "command.hpp"
#include "queens/ch00/process.hpp"

namespace {

std::atomic<bool> stop_requested{false};
std::atomic<int> stop_signal{0};
std::mutex pace_mutex;
queens::ProgressPace progress_pace;

using Clock = std::chrono::steady_clock;
const Clock::time_point started = Clock::now();

double seconds_since_start() {
    return std::chrono::duration<double>(Clock::now() - started).count();
}

// The progress line of a long run, at chapter 00's pace: how much of the work is done (the
// solver's own units, as a share), the time so far and the time left at the same pace.
void draw_progress(std::uint64_t done, std::uint64_t total) {
    const std::lock_guard lock(pace_mutex);
    const double elapsed = seconds_since_start();
    if (total == 0 || !progress_pace.due(elapsed, done >= total)) {
        return;
    }
    const double share = static_cast<double>(done) / static_cast<double>(total);
    const double remaining = done == 0 ? 0.0 : elapsed * (1.0 - share) / share;
    std::array<char, 128> line{};
    std::snprintf(line.data(), line.size(), "%.0f%% done, %.0f s elapsed, about %.0f s left",
                  100.0 * share, elapsed, remaining);
    queens::draw_progress_line(line.data());
}

// What a long run does after its progress reaches the end, such as checking a large solution.
void draw_phase(std::string_view what) {
    const std::lock_guard lock(pace_mutex);
    const double elapsed = seconds_since_start();
    if (!progress_pace.due(elapsed, true)) {
        return;
    }
    std::array<char, 32> seconds{};
    std::snprintf(seconds.data(), seconds.size(), ", %.0f s elapsed", elapsed);
    queens::draw_progress_line(std::string(what) + seconds.data());
}

/// Runs the command on the process's arguments and streams; returns the exit status.
int run_process(int argc, char** argv) {
    queens::command::Environment environment;
    environment.stop = &stop_requested;
    environment.stop_signal = &stop_signal;
    if (isatty(STDERR_FILENO) != 0) {
        environment.progress = draw_progress;
        environment.phase = draw_phase;
    }
    queens::Descriptor out_buffer(STDOUT_FILENO);
    queens::Descriptor err_buffer(STDERR_FILENO);
    std::ostream out(&out_buffer);
    std::ostream err(&err_buffer);
    const std::vector<std::string> arguments(argv + 1, argv + argc);
    const int status = queens::command::run(arguments, out, err, environment);
    return queens::finish_output("queens", out, out_buffer, err, status);
}

} // namespace

int main(int argc, char** argv) {
    queens::stop_on_signals("queens", stop_requested, stop_signal, 2, true);
    // A stdout grown past the limit `ulimit -f` sets: the write fails (EFBIG) and is reported
    // with the status `unwritten`, as queens-cluster does, instead of SIGXFSZ ending the run.
    std::signal(SIGXFSZ, SIG_IGN);
    try {
        return run_process(argc, argv);
    } catch (const std::bad_alloc&) {
        queens::say_out_of_memory("queens");
        return queens::bad_input;
    }
}
