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

#include "queens/ch00/command_line.hpp"
#include "queens/ch00/solver.hpp"

namespace queens::command {

/// The line, newline included, of a run that ran out of memory (status `bad_input`).
inline constexpr char out_of_memory_line[] = "queens: this machine ran out of memory for the run\n";

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

/// The solvers of the chapter that `chapter` names ("5", "05" or "backtracking") among
/// `solvers`, where each chapter's stand together; empty when it names none.
std::span<const Solver> solvers_of(std::span<const Solver> solvers, std::string_view chapter);

} // namespace queens::command
