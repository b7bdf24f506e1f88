// Chapter 01's pictures: the 4 × 4 solution 1 3 0 2 as the placements the brute force meets it
// as, one for each order of its four queens, found with the chapter's no_two_attack and checked
// against its solve. Not tangled: this is the code that draws the chapter's figures
// (docs/README.md).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch01/brute_force.hpp"

namespace queens::ch01 {

namespace {

using pictures::Board;
using pictures::columns_of;

/// Every placement of the n × n board that passes no_two_attack, in the order the chapter's
/// odometer meets them: the odometer counts in base n², so the p-th placement it meets holds the
/// digits of p, queen 0's the most significant.
std::vector<std::vector<int>> passing_placements(int n) {
    const auto base = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n);
    std::uint64_t placements = 1;
    for (int queen = 0; queen < n; ++queen) {
        placements *= base;
    }
    std::vector<std::vector<int>> passing;
    std::vector<int> squares(static_cast<std::size_t>(n), 0);
    for (std::uint64_t number = 0; number < placements; ++number) {
        std::uint64_t rest = number;
        for (int queen = n - 1; queen >= 0; --queen) {
            squares[static_cast<std::size_t>(queen)] = static_cast<int>(rest % base);
            rest /= base;
        }
        if (no_two_attack(squares, n)) {
            passing.push_back(squares);
        }
    }
    return passing;
}

/// The board of a placement, each row's queen named by its place in the placement.
Board order_board(const std::vector<int>& squares, int n, std::size_t met, std::size_t orders) {
    Board board = pictures::annotated_board(n);
    board.columns.assign(static_cast<std::size_t>(n), -1);
    board.row_notes.assign(static_cast<std::size_t>(n), "");
    const bool increasing = std::is_sorted(squares.begin(), squares.end());
    for (std::size_t queen = 0; queen < squares.size(); ++queen) {
        const int row = squares[queen] / n;
        const int column = squares[queen] % n;
        board.columns[static_cast<std::size_t>(row)] = column;
        board.row_notes[static_cast<std::size_t>(row)] = "queen " + std::to_string(queen);
        if (increasing) {
            pictures::square_of(board.tints, n, row, column) = pictures::first_tint;
        }
    }
    board.label = "squares " + columns_of(squares) + "\norder " + std::to_string(met) + " of " +
                  std::to_string(orders) + (increasing ? "\nincreasing" : "");
    return board;
}

void draw_orders(const pictures::Canvas& canvas) {
    constexpr int n = 4;
    std::vector<Placement> visited;
    solve(n, [&](std::span<const int> columns) {
        visited.emplace_back(columns.begin(), columns.end());
    });
    if (visited.size() != pictures::known_count(n)) {
        throw std::runtime_error("solve visited " + std::to_string(visited.size()) +
                                 " solutions of n = 4, not " +
                                 std::to_string(pictures::known_count(n)));
    }
    const Placement& solution = visited.front();
    std::vector<int> solution_squares;
    for (int row = 0; row < n; ++row) {
        solution_squares.push_back(row * n + solution[static_cast<std::size_t>(row)]);
    }
    // The placements that hold the solution's squares in some order, in the order they are met.
    const std::vector<std::vector<int>> passing = passing_placements(n);
    std::vector<std::vector<int>> orders;
    for (const std::vector<int>& squares : passing) {
        std::vector<int> sorted = squares;
        std::sort(sorted.begin(), sorted.end());
        if (sorted == solution_squares) {
            orders.push_back(squares);
        }
    }
    constexpr std::size_t factorial = 1 * 2 * 3 * 4;
    if (orders.size() != factorial || passing.size() != factorial * visited.size() ||
        orders.front() != solution_squares ||
        std::count_if(orders.begin(), orders.end(), [](const std::vector<int>& squares) {
            return std::is_sorted(squares.begin(), squares.end());
        }) != 1) {
        throw std::runtime_error(
            "no_two_attack passes " + std::to_string(passing.size()) + " placements of n = 4, " +
            std::to_string(orders.size()) + " of them holding " + columns_of(solution_squares) +
            ", not 4! times each solution with the increasing order met first");
    }
    std::vector<Board> boards;
    for (std::size_t index = 0; index < 5; ++index) {
        boards.push_back(order_board(orders[index], n, index + 1, orders.size()));
    }
    boards.push_back(order_board(orders.back(), n, orders.size(), orders.size()));
    canvas.write("orders-4.svg",
                 pictures::board_grid(boards, 2, 20,
                                      "The solution 1 3 0 2 of the 4 × 4 board as six of the 24 "
                                      "placements the brute force meets it as, each queen "
                                      "numbered by its place in the placement"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) { draw_orders(canvas); }

} // namespace queens::ch01
