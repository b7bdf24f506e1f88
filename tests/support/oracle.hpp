#pragma once

// The independent references every chapter is held to: the solution sets, built by chapter 00's
// checker alone, and the known counts from the OEIS. Nothing here uses any solver.

#include <cstdint>
#include <optional>
#include <vector>

#include "queens/ch00/board.hpp"

namespace queens::oracle {

/// Every one-queen-per-row board of size n (n^n of them) that passes is_solution, sorted.
[[nodiscard]] std::vector<Placement> solutions_among_all_boards(int n);

/// Every permutation of 0 … n−1 that passes is_solution, sorted: the same set as above (a board
/// with two queens in one column fails the checker), reached in n! steps instead of n^n.
[[nodiscard]] std::vector<Placement> solutions_among_permutations(int n);

/// The reference set for n, computed once per process: all boards for n ≤ 7, permutations above.
[[nodiscard]] const std::vector<Placement>& solutions(int n);

/// OEIS A000170: the number of solutions of the n × n board, where known (n ≤ 27).
[[nodiscard]] std::optional<std::uint64_t> known_total(int n);

/// OEIS A002562: the number of fundamental solutions (up to the 8 symmetries), where known.
[[nodiscard]] std::optional<std::uint64_t> known_unique(int n);

} // namespace queens::oracle
