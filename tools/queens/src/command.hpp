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
    bad_input = 2,     ///< unknown chapter, malformed or out-of-range n, unknown option
    failed_check = 3,  ///< a solver's answer failed chapter 00's checker (a bug, never expected)
    failed = 4,        ///< a solver failed with an error no input explains (never expected)
    unwritten = 5,     ///< the output could not be written: a full disk, a closed file
    interrupted = 130, ///< stopped by Ctrl-C
};

/// What the process around the command provides.
struct Environment {
    /// Draws a progress line; empty when stderr is not a terminal.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    /// Says in the progress line what a long run is doing now ("checking the solution"); empty
    /// when stderr is not a terminal.
    std::function<void(std::string_view what)> phase;
    /// Set on Ctrl-C.
    const std::atomic<bool>* stop = nullptr;
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
