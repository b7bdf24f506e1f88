// Chapter 10's pictures: the first repair of Minton's solver on the 8 × 8 board, from the chapter's
// watch_moves: the start with its attacked queens, the queens each square of the lifted queen's
// row would meet, and the solution that its move makes; and the ring of random numbers that Sosič
// and Gu's start draws ahead, try by try, from watch_tries. Not tangled: this is the code that
// draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <tuple>
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

/// The first tries of Sosič and Gu's start on the 8 × 8 board with seed 307, the run the chapter
/// follows, from watch_tries: a row a try, a column a slot of the ring, each slot's number as the
/// position among the unused columns it points at for the row being placed; the slot drawn from
/// and the slot halfway round are tinted. Checks the run against the chapter's account of it.
void draw_ring(const pictures::Canvas& canvas) {
    constexpr int n = 8;
    constexpr std::size_t slots = 8;
    constexpr std::size_t tries_shown = 10;
    Options options;
    options.seed = 307;
    std::vector<Try> tries;
    const Found found = watch_tries(n, options, [&](const Try& seen) { tries.push_back(seen); });
    // The chapter's account: for each row, its draws, position and column, the last one kept.
    std::vector<std::tuple<std::size_t, std::size_t, int, bool>> told = {
        {0, 4, 4, true}, {1, 2, 2, true}, {2, 4, 0, true}, {3, 4, 1, false},
        {3, 5, 5, true}, {4, 7, 7, true}, {5, 7, 1, true}, {6, 6, 6, true}};
    for (int draw = 0; draw < 100; ++draw) {
        told.emplace_back(7, 7, 3, false);
    }
    std::vector<std::tuple<std::size_t, std::size_t, int, bool>> made;
    for (const Try& seen : tries) {
        made.emplace_back(seen.row, seen.position, seen.column, seen.fits);
    }
    // And what the chapter reads off the ring: slot 4 halfway round at try 1, pointing at
    // position 3, drawn at try 5 at position 5; row 7 starting at try 9 with slot 0.
    const bool ring_as_told = tries.size() > 8 && tries[0].halfway == 4 && tries[0].ring[4] == 3 &&
                              tries[4].slot == 4 && tries[4].position == 5 && tries[8].slot == 0 &&
                              tries[8].row == 7 && tries[7].row == 6;
    if (made != told || !ring_as_told || !found.solution ||
        pictures::columns_of(*found.solution) != "4 2 0 5 7 1 3 6") {
        throw std::runtime_error("the start of find_by_swaps(8) with seed 307 is no longer the one "
                                 "chapter 10 follows");
    }

    Board ring = pictures::annotated_board(static_cast<int>(slots), static_cast<int>(tries_shown));
    for (std::size_t at = 0; at < tries_shown; ++at) {
        const Try& seen = tries[at];
        const int row = static_cast<int>(at);
        for (std::size_t slot = 0; slot < slots; ++slot) {
            square_of(ring.texts, static_cast<int>(slots), row, static_cast<int>(slot)) =
                std::to_string(seen.ring[slot]);
        }
        square_of(ring.tints, static_cast<int>(slots), row, static_cast<int>(seen.slot)) =
            pictures::first_tint;
        square_of(ring.tints, static_cast<int>(slots), row, static_cast<int>(seen.halfway)) =
            pictures::second_tint;
        ring.row_notes.push_back("try " + std::to_string(at + 1) + ", row " +
                                 std::to_string(seen.row) + ": column " +
                                 std::to_string(seen.column) + (seen.fits ? " fits" : " attacked"));
    }
    ring.label = "slots 0 to 7, left to right; each number a position\n"
                 "among the unused columns, row to 7; blue: the slot\n"
                 "drawn from, orange: the slot halfway round";
    canvas.write("ring-8.svg",
                 pictures::board_grid(std::span(&ring, 1), 1, 26,
                                      "The ring of random numbers drawn ahead in the start of "
                                      "Sosič and Gu's solver on the 8 × 8 board, seed 307, try "
                                      "by try"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    draw_repair(canvas);
    draw_ring(canvas);
}

} // namespace queens::ch10
