// Chapter 04's pictures: one step of lexicographic order on the 4 × 4 board, from the chapter's
// lexicographic_order, walked row by row as the generator walks it; the 24 boards of n = 4 in
// Heap's order, from the chapter's heap_order, with the two rows each step swaps; and where each
// run over rows 0 to 2 starts and ends. Not tangled: this is the code that draws the chapter's
// figures (docs/README.md).

#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch04/permutations.hpp"

namespace queens::ch04 {

namespace {

/// The columns of a board of up to ten rows as one string of digits, "0123".
std::string digits_of(const Placement& columns) {
    std::string digits;
    for (const int column : columns) {
        digits += std::to_string(column);
    }
    return digits;
}

/// "3" or "1, 3": columns as a label lists them.
std::string listed(const std::vector<int>& columns) {
    std::string text;
    for (const int column : columns) {
        if (!text.empty()) {
            text += ", ";
        }
        text += std::to_string(column);
    }
    return text;
}

/// The step of lexicographic order from `1 0 3 2` on the 4 × 4 board, as the generator takes it:
/// each row from the last up frees its column and looks along the larger columns for a free one,
/// the first row that finds one moves there, and the rows below it take the free columns in
/// increasing order. The boards before and after the step are consecutive in the chapter's
/// lexicographic_order(4); the walk between them is checked to end where the generator ends, which
/// is also where std::next_permutation goes.
void draw_lexicographic_step(const pictures::Canvas& canvas) {
    constexpr int n = 4;
    const Placement start = {1, 0, 3, 2};
    const std::vector<Placement> order = lexicographic_order(n);
    const auto found = std::find(order.begin(), order.end(), start);
    if (found == order.end() || std::next(found) == order.end()) {
        throw std::runtime_error("lexicographic_order(4) has no step from 1 0 3 2");
    }
    const Placement& next = *std::next(found);
    Placement expected = start;
    std::next_permutation(expected.begin(), expected.end());
    if (next != expected) {
        throw std::runtime_error("lexicographic_order(4) steps from 1 0 3 2 to " +
                                 pictures::columns_of(next) + ", not to the next permutation");
    }

    Placement columns = start;
    std::array<bool, n> in_use{};
    in_use.fill(true);
    std::vector<pictures::Board> boards;
    // A board of the step: the queens still on it, and the flags `in_use` on a line below.
    const auto board_now = [&](const std::string& label) {
        pictures::Board board = pictures::annotated_board(n, n + 1);
        board.columns = columns;
        for (int column = 0; column < n; ++column) {
            pictures::square_of(board.texts, n, n, column) =
                std::string(1, in_use[static_cast<std::size_t>(column)] ? '1' : '0');
        }
        board.rules_below = {n - 1};
        board.label = label;
        return board;
    };
    boards.push_back(board_now(pictures::columns_of(start) + "\nthe permutation"));

    int row = n;
    int moved_to = -1;
    while (moved_to < 0 && row > 0) {
        --row;
        const int freed = columns[static_cast<std::size_t>(row)];
        in_use[static_cast<std::size_t>(freed)] = false;
        columns[static_cast<std::size_t>(row)] = -1;
        std::vector<int> taken;
        for (int column = freed + 1; column < n && moved_to < 0; ++column) {
            if (in_use[static_cast<std::size_t>(column)]) {
                taken.push_back(column);
            } else {
                moved_to = column;
            }
        }
        std::string label = "row " + std::to_string(row) + " frees " + std::to_string(freed) + ",";
        if (!taken.empty()) {
            label += "\n" + listed(taken) + (taken.size() == 1 ? " is" : " are") + " in use";
        }
        if (moved_to >= 0) {
            columns[static_cast<std::size_t>(row)] = moved_to;
            in_use[static_cast<std::size_t>(moved_to)] = true;
            label += (taken.empty() ? "\n" : ",\n") + std::string("moves to ") +
                     std::to_string(moved_to);
        } else if (taken.empty()) {
            label += "\nno larger column";
        }
        pictures::Board board = board_now(label);
        for (const int column : taken) {
            pictures::square_of(board.tints, n, row, column) = pictures::second_tint;
        }
        if (moved_to >= 0) {
            pictures::square_of(board.tints, n, row, moved_to) = pictures::first_tint;
        }
        boards.push_back(board);
    }
    if (moved_to < 0 || moved_to != next[static_cast<std::size_t>(row)]) {
        throw std::runtime_error("the walk from 1 0 3 2 does not move the row that "
                                 "lexicographic_order(4) moves");
    }

    std::vector<int> below;
    int free_column = 0;
    for (int refilled = row + 1; refilled < n; ++refilled) {
        while (in_use[static_cast<std::size_t>(free_column)]) {
            ++free_column;
        }
        columns[static_cast<std::size_t>(refilled)] = free_column;
        in_use[static_cast<std::size_t>(free_column)] = true;
        below.push_back(refilled);
    }
    if (columns != next) {
        throw std::runtime_error("the walk from 1 0 3 2 ends at " + pictures::columns_of(columns) +
                                 ", not where lexicographic_order(4) goes");
    }
    std::vector<int> refilled_columns;
    for (const int refilled : below) {
        refilled_columns.push_back(columns[static_cast<std::size_t>(refilled)]);
    }
    pictures::Board last = board_now(pictures::columns_of(next) + "\nrows " + listed(below) +
                                     " take\n" + listed(refilled_columns));
    for (const int refilled : below) {
        pictures::square_of(last.tints, n, refilled, columns[static_cast<std::size_t>(refilled)]) =
            pictures::first_tint;
    }
    boards.push_back(last);
    canvas.write(
        "lexicographic-step-4.svg",
        pictures::board_grid(boards, static_cast<int>(boards.size()), 24,
                             "One step of lexicographic order on the 4 × 4 board, from "
                             "1 0 3 2 to 1 2 0 3, with the flags in_use under each board"));
}

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
        const std::string digits = digits_of(order[step]);
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

/// Where each run over rows 0 to 2 of heap_order(4) starts (the top line) and ends (the line
/// below): checked to leave row 1 alone and exchange rows 0 and 2, and to be followed by a swap of
/// row 3 with row 0, 1 and then 2, which brings into row 3 a column it has not held.
void draw_heap_runs(const pictures::Canvas& canvas) {
    constexpr int n = 4;
    constexpr std::size_t run_length = 6;
    const std::vector<Placement> order = heap_order(n);
    if (order.size() != n * run_length) {
        throw std::runtime_error("heap_order(4) does not list 24 permutations");
    }
    std::vector<pictures::Board> starts;
    std::vector<pictures::Board> ends;
    std::set<int> held_by_row_3;
    for (std::size_t run = 0; run < n; ++run) {
        const Placement& first = order[run * run_length];
        const Placement& last = order[run * run_length + run_length - 1];
        const std::string number = std::to_string(run + 1);
        pictures::Board start = pictures::annotated_board(n);
        start.columns = first;
        if (run == 0) {
            start.label =
                digits_of(first) + "\nrun 1 starts:\nrow 3 holds " + std::to_string(first[n - 1]);
        } else {
            const std::vector<int> rows = swapped_rows(order[run * run_length - 1], first);
            if (rows[0] != static_cast<int>(run) - 1 || rows[1] != n - 1) {
                throw std::runtime_error("heap_order(4) opens run " + number +
                                         " by a swap of rows " + std::to_string(rows[0]) + " and " +
                                         std::to_string(rows[1]));
            }
            for (const int row : rows) {
                for (int column = 0; column < n; ++column) {
                    pictures::square_of(start.tints, n, row, column) = pictures::second_tint;
                }
            }
            start.label = digits_of(first) + "\nswap rows " + std::to_string(rows[0]) + ", " +
                          std::to_string(rows[1]) + ":\nrow 3 gets " + std::to_string(first[n - 1]);
        }
        if (!held_by_row_3.insert(first[n - 1]).second) {
            throw std::runtime_error("heap_order(4) brings column " + std::to_string(first[n - 1]) +
                                     " into row 3 twice");
        }
        pictures::Board end = pictures::annotated_board(n);
        end.columns = last;
        const std::vector<int> rows = swapped_rows(first, last);
        if (rows != std::vector<int>{0, 2} || first[0] != last[2] || first[2] != last[0]) {
            throw std::runtime_error("run " + number +
                                     " of heap_order(4) does more than exchange rows 0 and 2");
        }
        for (const int row : rows) {
            for (int column = 0; column < n; ++column) {
                pictures::square_of(end.tints, n, row, column) = pictures::first_tint;
            }
        }
        end.label = digits_of(last) + "\nrun " + number + " ends:\nrows 0, 2 exchanged";
        starts.push_back(start);
        ends.push_back(end);
    }
    std::vector<pictures::Board> boards = starts;
    boards.insert(boards.end(), ends.begin(), ends.end());
    canvas.write("heap-runs-4.svg",
                 pictures::board_grid(boards, n, 24,
                                      "Where each run over rows 0 to 2 of Heap's order for n = 4 "
                                      "starts and ends, and what the swap with row 3 brings in"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    draw_lexicographic_step(canvas);
    draw_heap_order(canvas);
    draw_heap_runs(canvas);
}

} // namespace queens::ch04
