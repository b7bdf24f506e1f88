#include "support/oracle.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <numeric>

namespace queens::oracle {

std::vector<Placement> solutions_among_all_boards(int n) {
    std::vector<Placement> found;
    Placement board(static_cast<std::size_t>(n), 0);
    for (;;) {
        if (is_solution(board)) {
            found.push_back(board);
        }
        int row = n - 1;
        while (row >= 0 && ++board[static_cast<std::size_t>(row)] == n) {
            board[static_cast<std::size_t>(row)] = 0;
            --row;
        }
        if (row < 0) {
            break;
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

std::vector<Placement> solutions_among_permutations(int n) {
    std::vector<Placement> found;
    Placement board(static_cast<std::size_t>(n));
    std::iota(board.begin(), board.end(), 0);
    do {
        if (is_solution(board)) {
            found.push_back(board);
        }
    } while (std::next_permutation(board.begin(), board.end()));
    return found;
}

const std::vector<Placement>& solutions(int n) {
    static std::map<int, std::vector<Placement>> cache;
    auto found = cache.find(n);
    if (found == cache.end()) {
        found = cache
                    .emplace(n, n <= 7 ? solutions_among_all_boards(n)
                                       : solutions_among_permutations(n))
                    .first;
    }
    return found->second;
}

namespace {

// OEIS A000170: the number of solutions, n = 0 to 27.
constexpr std::array<std::uint64_t, 28> a000170 = {
    // n = 0 to 9
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352,
    // n = 10 to 19
    724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624, 4968057848,
    // n = 20 to 27
    39029188884, 314666222712, 2691008701644, 24233937684440, 227514171973736, 2207893435808352,
    22317699616364044, 234907967154122528};

// OEIS A002562: the number of fundamental solutions, n = 0 to 27.
constexpr std::array<std::uint64_t, 28> a002562 = {
    // n = 0 to 9
    1, 1, 0, 0, 1, 2, 1, 6, 12, 46,
    // n = 10 to 19
    92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591, 621012754,
    // n = 20 to 27
    4878666808, 39333324973, 336376244042, 3029242658210, 28439272956934, 275986683743434,
    2789712466510289, 29363495934315694};

std::optional<std::uint64_t> lookup(const std::array<std::uint64_t, 28>& table, int n) {
    if (n < 0 || n >= static_cast<int>(table.size())) {
        return std::nullopt;
    }
    return table[static_cast<std::size_t>(n)];
}

} // namespace

std::optional<std::uint64_t> known_total(int n) { return lookup(a000170, n); }
std::optional<std::uint64_t> known_unique(int n) { return lookup(a002562, n); }

} // namespace queens::oracle
