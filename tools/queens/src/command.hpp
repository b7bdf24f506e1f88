#pragma once

// The `queens` command, as a function of its arguments and streams, so the tests can run it
// in-process; main.cpp adds what only a real process has (signals, a terminal).

#include <atomic>
#include <functional>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "queens/ch00/solver.hpp"

namespace queens::command {

/// The exit statuses of `queens`, as its help and the README document them.
enum Status : int {
    ok = 0,
    no_solution = 1,   ///< `find` on a board that has none (n = 2, 3)
    bad_input = 2,     ///< bad arguments, or a board this machine has no memory for
    failed_check = 3,  ///< a solver's answer failed chapter 00's checker (a bug, never expected)
    failed = 4,        ///< a solver failed with an error no input explains (never expected)
    unwritten = 5,     ///< the output could not be written: a full disk, a closed file
    hung_up = 129,     ///< stopped by SIGHUP: the terminal closed (128 + 1)
    interrupted = 130, ///< stopped by Ctrl-C, SIGINT (128 + 2)
    pipe_closed = 141, ///< the reader of stdout closed it early, as `| head` does (128 + 13)
    terminated = 143,  ///< stopped by SIGTERM, as `kill` sends it (128 + 15)
};

/// The line, newline included, of a run that ran out of memory (status `bad_input`).
inline constexpr char out_of_memory_line[] = "queens: this machine ran out of memory for the run\n";

/// How a run stopped by `signal` (SIGINT, SIGTERM or SIGHUP) ends: the one line it writes on
/// stderr, newline included, and its exit status. Safe to call in a signal handler.
struct Stopped {
    const char* line;
    Status status;
};
Stopped stopped_by(int signal) noexcept;

/// What the process around the command provides.
struct Environment {
    /// Draws a progress line; empty when stderr is not a terminal.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    /// Says in the progress line what a long run is doing now ("checking the solution"); empty
    /// when stderr is not a terminal.
    std::function<void(std::string_view what)> phase;
    /// Set on Ctrl-C, SIGTERM and SIGHUP.
    const std::atomic<bool>* stop = nullptr;
    /// The signal that set `stop`; a stop without one reads as Ctrl-C.
    const std::atomic<int>* stop_signal = nullptr;
    /// The memory of the machine in bytes, against which a board's needs are held; 0 asks the
    /// system.
    long double memory_bytes = 0;
};

/// Runs `queens ARGUMENTS…` (without the program name); returns the exit status.
int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err,
        const Environment& environment = {});

/// The solver named by `chapter` ("5", "05" or "backtracking") and `variant` ("" for the
/// main one) among `solvers`, or nullptr.
const Solver* find_solver(std::span<const Solver> solvers, std::string_view chapter,
                          std::string_view variant);

} // namespace queens::command
