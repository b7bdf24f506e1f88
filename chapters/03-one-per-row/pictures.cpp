// Chapter 03's pictures: the threat masks, from the chapter's threat_mask. Not tangled: this is
// the code that draws the chapter's figures (docs/README.md).

#include <cstdint>
#include <cstdio>
#include <span>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch03/one_per_row.hpp"

namespace queens::ch03 {

namespace {

std::string hex(std::uint64_t value) {
    char text[24];
    std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(value));
    return text;
}

pictures::Board threat_board(int row, int column) {
    Placement queen(8, -1);
    queen[static_cast<std::size_t>(row)] = column;
    const std::uint64_t mask = threat_mask(row, column);
    const std::uint64_t own_square = std::uint64_t{1} << (8 * row + column);
    return {8, queen, mask & ~own_square,
            "threat_mask(" + std::to_string(row) + ", " + std::to_string(column) + ")\n" +
                hex(mask)};
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            const pictures::Board board = threat_board(row, column);
            canvas.write(
                "threat-mask-" + std::to_string(row) + "-" + std::to_string(column) + ".svg",
                pictures::board_grid(std::span(&board, 1), 1, 26,
                                     "The squares a queen on row " + std::to_string(row) +
                                         ", column " + std::to_string(column) + " attacks"));
        }
    }
    const std::vector<pictures::Board> examples = {threat_board(0, 0), threat_board(3, 4),
                                                   threat_board(0, 5), threat_board(6, 1)};
    canvas.write("threat-masks.svg",
                 pictures::board_grid(examples, 2, 20,
                                      "The threat masks of four squares: the queen's row, column "
                                      "and diagonals, shaded"));
}

} // namespace queens::ch03
