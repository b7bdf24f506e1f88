// Chapter 07's picture: one node of the search on the 8 × 8 board, its three words over the next
// row, their OR, the free squares and the lowest set bit, from the chapter's node_after. Not
// tangled: this is the code that draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch07/bitmask.hpp"

namespace queens::ch07 {

namespace {

using pictures::Board;

/// The columns that the search, watched, tries in the row below the queens `above`, in order.
std::vector<int> columns_tried_below(int n, const std::vector<int>& above) {
    const auto row_below = static_cast<int>(above.size());
    std::vector<int> placed(static_cast<std::size_t>(n), -1);
    std::vector<int> tried;
    watch_search(
        n, [](std::span<const int>) {},
        [&](int row, int column) {
            placed[static_cast<std::size_t>(row)] = column;
            if (row == row_below && std::equal(above.begin(), above.end(), placed.begin())) {
                tried.push_back(column);
            }
        });
    return tried;
}

void draw_node(const pictures::Canvas& canvas) {
    constexpr int n = 8;
    const std::vector<int> above = {2, 4};
    const auto row = static_cast<int>(above.size());
    const Node node = node_after(n, above);
    const std::uint32_t attacked = node.columns | node.falling | node.rising;
    const std::uint32_t first = node.free & -node.free;

    // What is drawn must be what the search does: it tries exactly the free columns, lowest first.
    std::vector<int> free_columns;
    for (int column = 0; column < n; ++column) {
        if ((node.free >> column & 1U) != 0) {
            free_columns.push_back(column);
        }
    }
    if (columns_tried_below(n, above) != free_columns ||
        free_columns.front() != std::countr_zero(first)) {
        throw std::runtime_error("node_after(8, {2, 4}) does not give the squares the search tries "
                                 "in row 2, lowest first");
    }

    Board board = pictures::annotated_board(n, row + 1);
    board.columns = above;
    board.columns.push_back(std::countr_zero(first));
    for (const int column : free_columns) {
        pictures::square_of(board.tints, n, row, column) = pictures::second_tint;
    }
    board.row_notes = {"row 0", "row 1", "row 2"};

    struct Line {
        std::string name;
        std::uint32_t word;
        const char* tint;
    };
    const std::vector<Line> lines = {{"columns", node.columns, pictures::first_tint},
                                     {"falling", node.falling, pictures::first_tint},
                                     {"rising", node.rising, pictures::first_tint},
                                     {"their OR", attacked, pictures::first_tint},
                                     {"free", node.free, pictures::second_tint},
                                     {"free & -free", first, pictures::second_tint}};
    Board bits = pictures::annotated_board(n, static_cast<int>(lines.size()));
    for (std::size_t line = 0; line < lines.size(); ++line) {
        const auto at = static_cast<int>(line);
        for (int column = 0; column < n; ++column) {
            const bool set = (lines[line].word >> column & 1U) != 0;
            pictures::square_of(bits.texts, n, at, column) = std::string(1, set ? '1' : '0');
            if (set) {
                pictures::square_of(bits.tints, n, at, column) = lines[line].tint;
            }
        }
        bits.row_notes.push_back(lines[line].name);
    }
    bits.rules_below = {2, 3};
    const std::vector<Board> boards = {board, bits};
    canvas.write("node-words-8.svg",
                 pictures::board_grid(boards, 1, 24,
                                      "A node of the 8 × 8 search: the three words over row 2, "
                                      "their OR, the free squares and the lowest set bit"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) { draw_node(canvas); }

} // namespace queens::ch07
