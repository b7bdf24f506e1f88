// Chapter 12's pictures: chapter 00's solution cut in two, its halves' diagonals traced to the
// cut, and their signatures, checked against the chapter's top_halves and bottom_halves. Not
// tangled: this is the code that draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <array>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "canvas.hpp"
#include "queens/ch12/meet_in_the_middle.hpp"

namespace queens::ch12 {

namespace {

using pictures::Board;

/// A half of `solution`, rows `rows` of the board in the order given, drawn as rows 0, 1, … with
/// the squares its queens' diagonals cross on the way to its last row marked; returns the
/// crossed squares of that row, falling and rising as drawn, which is what the chapter's
/// top_signature and bottom_signature take.
std::pair<Word, Word> trace_half(const Placement& solution, const std::vector<int>& rows,
                                 bool upside_down, Board& board) {
    const int n = board.size;
    const int last = static_cast<int>(rows.size()) - 1;
    Word falling = 0;
    Word rising = 0;
    board.columns.assign(rows.size(), -1);
    for (int row = 0; row <= last; ++row) {
        const int column = solution[static_cast<std::size_t>(rows[static_cast<std::size_t>(row)])];
        board.columns[static_cast<std::size_t>(row)] = column;
        board.row_notes.push_back("row " + std::to_string(rows[static_cast<std::size_t>(row)]));
        // Turned upside down, a diagonal that runs down to the right on the board runs down to
        // the left in the drawing; its colour stays the board's.
        for (const int step : {1, -1}) {
            const int room = step == 1 ? n - 1 - column : column;
            const bool reaches = last - row <= room;
            const bool board_falling = (step == 1) != upside_down;
            board.traces.push_back({row, column, std::min(last - row, room), step,
                                    board_falling ? pictures::first_tint : pictures::second_tint,
                                    reaches});
            if (reaches) {
                (step == 1 ? falling : rising) |= Word{1} << (column + step * (last - row));
            }
        }
    }
    return {falling, rising};
}

/// The sum over subsets of the example's block: for the first chunk of the eight bottom halves on
/// the columns {0, 4, 5, 7}, the halves whose value is each value exactly, after each pass of
/// `within_each_value`, and the row of the table each value selects, as the constructor of the
/// chapter's slices fills it; checked against what the chapter finds by hand for the top half
/// 3 1 6 2, whose signature is `top`.
void draw_within(const pictures::Canvas& canvas, Signature top) {
    using pictures::square_of;
    constexpr int n = 8;
    constexpr int chunk_bits = 4;
    constexpr std::size_t values = std::size_t{1} << chunk_bits;
    const Cut cut{n, 0};
    const std::vector<Signature> bottoms = bottom_halves(cut, 0b1011'0001);
    const Key key = key_for(n, bottoms.size(), 0, 256);
    std::array<std::uint64_t, values> exactly{};
    for (std::size_t half = 0; half < bottoms.size(); ++half) {
        exactly[key.rest(bottoms[half]) & (values - 1)] |= std::uint64_t{1} << half;
    }
    std::vector<Board> boards;
    const auto draw = [&](const std::array<std::uint64_t, values>& halves, const std::string& label,
                          const char* tint) {
        Board board = pictures::annotated_board(n, static_cast<int>(values));
        board.size = static_cast<int>(bottoms.size());
        board.tints.assign(values * bottoms.size(), "");
        board.texts.assign(values * bottoms.size(), "");
        for (std::size_t value = 0; value < values; ++value) {
            std::string bits;
            for (int bit = chunk_bits - 1; bit >= 0; --bit) {
                bits += (value >> bit & 1) != 0 ? '1' : '0';
            }
            board.row_notes.push_back(bits);
            for (std::size_t half = 0; half < bottoms.size(); ++half) {
                if ((halves[value] >> half & 1) != 0) {
                    const auto row = static_cast<int>(value);
                    const auto column = static_cast<int>(half);
                    square_of(board.tints, board.size, row, column) = tint;
                    square_of(board.texts, board.size, row, column) = std::to_string(half);
                }
            }
        }
        board.label = label;
        boards.push_back(std::move(board));
    };
    draw(exactly, "each half in the row\nof its value", pictures::first_tint);
    for (int passes = 1; passes <= chunk_bits; ++passes) {
        draw(within_each_value(exactly, passes),
             "after the pass over bit " + std::to_string(passes - 1) +
                 (passes == chunk_bits ? ":\nthe halves within each value" : ""),
             pictures::first_tint);
    }
    const std::array<std::uint64_t, values> within = within_each_value(exactly, chunk_bits);
    std::array<std::uint64_t, values> conflicts{};
    const std::uint64_t block = (std::uint64_t{1} << bottoms.size()) - 1;
    for (std::size_t value = 0; value < values; ++value) {
        conflicts[value] = ~within[(values - 1) ^ value] & block;
    }
    const std::uint64_t value = key.rest(top) & (values - 1);
    if (value != 12 || conflicts[value] != 0b0101'1111) {
        throw std::runtime_error("the top half 3 1 6 2 selects another row of the first chunk "
                                 "than the chapter finds by hand");
    }
    draw(conflicts, "the table: the halves\neach value conflicts with", pictures::second_tint);
    boards.back().row_notes[value] += ": 3 1 6 2";
    canvas.write("within-8.svg",
                 pictures::board_grid(boards, 3, 16,
                                      "The sum over subsets for the first chunk of the example's "
                                      "block: the halves within each value, pass by pass"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    using pictures::square_of;
    constexpr int n = 8;
    constexpr int h = n / 2;
    const Cut cut{n, 0};
    const Placement solution = pictures::chapter_00_solution();
    Board whole = pictures::annotated_board(n);
    whole.columns = solution;
    whole.rules_below = {h - 1};
    Word top_columns = 0;
    Word bottom_columns = 0;
    for (int row = 0; row < n; ++row) {
        const int column = solution[static_cast<std::size_t>(row)];
        (row < h ? top_columns : bottom_columns) |= Word{1} << column;
    }
    whole.label = "the cut below row 3";

    Board top = pictures::annotated_board(n, h);
    const auto [top_falling, top_rising] = trace_half(solution, {0, 1, 2, 3}, false, top);
    top.label = "top half";
    Board bottom = pictures::annotated_board(n, h);
    const auto [bottom_falling, bottom_rising] = trace_half(solution, {7, 6, 5, 4}, true, bottom);
    bottom.label = "bottom half, upside down";

    const Signature top_signed = top_signature(cut, top_falling, top_rising);
    const Signature bottom_signed = bottom_signature(cut, bottom_falling, bottom_rising);
    const std::vector<Signature> tops = top_halves(cut, top_columns);
    const std::vector<Signature> bottoms = bottom_halves(cut, bottom_columns);
    if (std::find(tops.begin(), tops.end(), top_signed) == tops.end() ||
        std::find(bottoms.begin(), bottoms.end(), bottom_signed) == bottoms.end() ||
        (top_signed & bottom_signed) != 0) {
        throw std::runtime_error("the halves of " + pictures::columns_of(solution) +
                                 " are not signed as top_halves and bottom_halves sign them");
    }
    // Four rows of the squares of row 3: the falling bits 0 to n - 1 of each signature, then
    // the rising bits n to 2n - 1.
    Board signatures = pictures::annotated_board(n, 4);
    const std::array<Signature, 2> signed_halves = {top_signed, bottom_signed};
    for (int row = 0; row < 4; ++row) {
        const Signature signature = signed_halves[static_cast<std::size_t>(row % 2)];
        const int first_bit = row < 2 ? 0 : n;
        for (int column = 0; column < n; ++column) {
            if ((signature >> (first_bit + column) & 1U) != 0) {
                square_of(signatures.texts, n, row, column) = std::to_string(first_bit + column);
                square_of(signatures.tints, n, row, column) =
                    row < 2 ? pictures::first_tint : pictures::second_tint;
            }
        }
    }
    signatures.rules_below = {1};
    signatures.row_notes = {"top, falling", "bottom, falling", "top, rising", "bottom, rising"};
    signatures.label = "the bits of the signatures,\nover the columns of row 3";
    const std::vector<Board> halves = {whole, top, bottom};
    canvas.write("cut-8.svg",
                 pictures::board_grid(halves, 2, 16,
                                      "Chapter 00's solution cut in two, and its halves with the "
                                      "diagonals they carry to the cut"));
    canvas.write("signatures-8.svg",
                 pictures::board_grid(std::span(&signatures, 1), 1, 26,
                                      "The signatures of the two halves: no bit in common"));
    draw_within(canvas, top_signed);
}

} // namespace queens::ch12
