// Chapter 04's picture: the 24 boards of n = 4 in Heap's order, from the chapter's heap_order, with
// the two rows each step swaps. Not tangled: this is the code that draws the chapter's figures
// (docs/README.md).

#include <cstddef>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch04/permutations.hpp"

namespace queens::ch04 {

namespace {

/// The rows in which `after` differs from `before`; throws unless there are exactly two, which is
/// the one swap Heap's algorithm makes between two permutations.
std::vector<int> swapped_rows(const Placement& before, const Placement& after) {
    std::vector<int> rows;
    for (std::size_t row = 0; row < after.size(); ++row) {
        if (after[row] != before[row]) {
            rows.push_back(static_cast<int>(row));
        }
    }
    if (rows.size() != 2) {
        throw std::runtime_error("heap_order(4) goes from " + pictures::columns_of(before) +
                                 " to " + pictures::columns_of(after) + ", not by one swap");
    }
    return rows;
}

void draw_heap_order(const pictures::Canvas& canvas) {
    constexpr int n = 4;
    constexpr std::size_t per_line = 6;
    const std::vector<Placement> order = heap_order(n);
    if (order.size() != 24 || std::set<Placement>(order.begin(), order.end()).size() != 24) {
        throw std::runtime_error("heap_order(4) does not list the 24 permutations once each");
    }
    std::vector<pictures::Board> boards;
    for (std::size_t step = 0; step < order.size(); ++step) {
        pictures::Board board = pictures::annotated_board(n);
        board.columns = order[step];
        std::string digits;
        for (const int column : order[step]) {
            digits += std::to_string(column);
        }
        if (step == 0) {
            board.label = digits + "\nstart";
        } else {
            const std::vector<int> rows = swapped_rows(order[step - 1], order[step]);
            // A swap with the last row starts a line of six: it brings a new column into row 3,
            // and within a line row 3 stays put.
            const bool new_line = rows[1] == n - 1;
            if (new_line != (step % per_line == 0)) {
                throw std::runtime_error("heap_order(4) swaps row 3 at step " +
                                         std::to_string(step) + ", not only between lines of six");
            }
            for (const int row : rows) {
                for (int column = 0; column < n; ++column) {
                    pictures::square_of(board.tints, n, row, column) =
                        new_line ? pictures::second_tint : pictures::first_tint;
                }
            }
            board.label =
                digits + "\nrows " + std::to_string(rows[0]) + ", " + std::to_string(rows[1]);
        }
        boards.push_back(board);
    }
    canvas.write("heap-order-4.svg",
                 pictures::board_grid(boards, static_cast<int>(per_line), 18,
                                      "The 24 permutations of four rows in Heap's order, each "
                                      "with the two rows swapped to reach it"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) { draw_heap_order(canvas); }

} // namespace queens::ch04
