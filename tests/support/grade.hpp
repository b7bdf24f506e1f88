#pragma once

// What the shared suite tells a student whose chapter disagrees with the reference: not two
// vectors of boards, but the first board missing or extra, drawn, with the two queens that attack
// each other on it; the count and by how much it is off. And a run that never ends, or that
// crashes, ends the test with one line that says on which board, instead of hanging or dumping.

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "queens/ch00/board.hpp"

namespace queens::grade {

/// Why `columns` is not a solution of the n × n board, in words ("the queens of rows 0 and 2, in
/// columns 1 and 3, share a diagonal"), or "" when it is one.
[[nodiscard]] std::string why_not_a_solution(std::span<const int> columns, int n);

/// "" when the listing `got` of the n × n board is `want`, the reference (both sorted);
/// otherwise how many boards each has, and the first board missing from `got` and the first
/// extra or repeated one, each drawn, with why an extra board is not a solution.
[[nodiscard]] std::string compare_listings(const std::vector<Placement>& got,
                                           const std::vector<Placement>& want, int n);

/// "" when `got` equals `want`; otherwise "counted 96, but the reference says 92: 4 too many".
[[nodiscard]] std::string compare_counts(std::uint64_t got, std::uint64_t want);

/// While it lives, the run it watches is `what` ("listing the solutions of n = 6"): if that takes
/// longer than `limit`, the process says so on stderr and ends with status 1; if the run crashes
/// (a segmentation fault, a stack overflow, an abort), it says which run crashed and ends the same
/// way. Watches nest: a crash names the innermost. The limit is 120 seconds unless given, or
/// QUEENS_BOARD_SECONDS where that is set.
class Watch {
public:
    explicit Watch(std::string what);
    Watch(std::string what, std::chrono::seconds limit);
    ~Watch();
    Watch(const Watch&) = delete;
    Watch& operator=(const Watch&) = delete;

private:
    struct State;
    std::unique_ptr<State> state_;
};

/// The limit of a board: QUEENS_BOARD_SECONDS, where it is set to a positive number.
[[nodiscard]] std::optional<std::chrono::seconds> board_limit_set();

} // namespace queens::grade
