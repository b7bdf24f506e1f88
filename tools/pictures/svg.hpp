#pragma once

// Boards drawn in SVG: the squares, the queens, shaded squares, and labels under each board.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace pictures {

/// One board of a picture: the queens (the column of each row's queen, -1 for none), the
/// squares to shade (bit 8 * row + column, boards up to 8 × 8), and the line under it.
struct Board {
    int size = 8;
    std::vector<int> columns;
    std::uint64_t shaded = 0;
    std::string label;
};

/// Boards in a grid of `per_row` columns, each square `square` pixels wide, as a whole SVG
/// document with `title` as its accessible name.
[[nodiscard]] std::string board_grid(std::span<const Board> boards, int per_row, int square,
                                     const std::string& title);

/// Text safe inside an SVG or XML element or attribute.
[[nodiscard]] std::string escape(const std::string& text);

} // namespace pictures
