// Chapter 10's picture: the first repair of Minton's solver on the 8 × 8 board, from the chapter's
// watch_moves: the start with its attacked queens, the queens each square of the lifted queen's
// row would meet, and the solution that its move makes. Not tangled: this is the code that draws
// the chapter's figures (docs/README.md).

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch00/board.hpp"
#include "queens/ch10/min_conflicts.hpp"

namespace queens::ch10 {

namespace {

using pictures::Board;
using pictures::square_of;

/// The 8 × 8 board `columns` with the queens of `attacked` tinted, and `label` under it.
Board with_attacked(const Placement& columns, const std::vector<int>& attacked,
                    const std::string& label) {
    constexpr int n = 8;
    Board board = pictures::annotated_board(n);
    board.columns = columns;
    for (const int row : attacked) {
        square_of(board.tints, n, row, columns[static_cast<std::size_t>(row)]) =
            pictures::second_tint;
    }
    board.label = label;
    return board;
}

void draw_repair(const pictures::Canvas& canvas) {
    constexpr int n = 8;
    // The seed whose start the chapter shows: a single move, which takes a queen that meets two
    // queens to the one square of its row that meets none, solves it.
    Options options;
    options.seed = 25;
    std::vector<Move> moves;
    const Found found = watch_moves(n, options, [&](const Move& move) { moves.push_back(move); });
    if (moves.size() != 1 || !found.solution || !is_solution(*found.solution)) {
        throw std::runtime_error("watch_moves(8) with seed 25 did not solve the board in one move");
    }
    const Move& move = moves.front();
    const int lifted_from = move.board[static_cast<std::size_t>(move.row)];
    Placement after = move.board;
    after[static_cast<std::size_t>(move.row)] = move.column;
    const std::vector<int> attacked_told = {4, 6, 7};
    const bool as_told = move.attacked == attacked_told && move.row == 4 && lifted_from == 2 &&
                         move.column == 6 && move.seen[2] == 2 && move.seen[6] == 0 &&
                         std::count(move.seen.begin(), move.seen.end(), 0U) == 1 &&
                         after == *found.solution;
    if (!as_told) {
        throw std::runtime_error("the move of watch_moves(8) with seed 25 is no longer the one "
                                 "chapter 10 describes (row 4, from column 2 to 6)");
    }

    Board row_counts = pictures::annotated_board(n);
    row_counts.columns = move.board;
    row_counts.columns[static_cast<std::size_t>(move.row)] = -1;
    for (int column = 0; column < n; ++column) {
        square_of(row_counts.texts, n, move.row, column) =
            std::to_string(move.seen[static_cast<std::size_t>(column)]);
    }
    square_of(row_counts.tints, n, move.row, lifted_from) = pictures::second_tint;
    square_of(row_counts.tints, n, move.row, move.column) = pictures::first_tint;
    row_counts.label =
        "row " + std::to_string(move.row) + "'s queen lifted:\nqueens met per square";

    const std::vector<Board> boards = {
        with_attacked(move.board, move.attacked,
                      "after the start:\n" + std::to_string(move.attacked.size()) +
                          " queens attacked"),
        row_counts,
        with_attacked(after, {},
                      "moved to column " + std::to_string(move.column) + ":\na solution")};
    canvas.write("repair-8.svg",
                 pictures::board_grid(boards, 2, 20,
                                      "A repair by Minton's solver on the 8 × 8 board, seed 25: "
                                      "the attacked queens after the start, the queens each "
                                      "square of the lifted queen's row meets, and the solution "
                                      "its move makes"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) { draw_repair(canvas); }

} // namespace queens::ch10
