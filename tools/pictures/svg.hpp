#pragma once

// Boards drawn in SVG: the squares, the queens, shaded squares, and labels under each board.

#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace pictures {

/// One board of a picture: the queens (the column of each row's queen, -1 for none), the
/// squares to shade (bit 8 * row + column, boards up to 8 × 8), and the line under it.
///
/// The rest is for boards cut apart or annotated: `rows` rows of `size` columns (0: all
/// `size`), a colour and a short text for each square (row by row, "" for none), two numbers in
/// small type at the foot of each square (`feet`, row by row, left and right), a heavy rule
/// below each row of `rules_below` and right of each column of `rules_right_of`, and a note
/// right of each row (`row_notes`, "" for none), and diagonal lines from square centres.
struct Board {
    int size = 8;
    std::vector<int> columns;
    std::uint64_t shaded = 0;
    std::string label;
    int rows = 0;
    std::vector<std::string> tints;
    std::vector<std::string> texts;
    std::vector<std::pair<std::string, std::string>> feet;
    std::vector<int> rules_below;
    std::vector<int> rules_right_of;
    std::vector<std::string> row_notes;
    /// A line from the centre of the square in `row`, `column` down `rows` rows, `step` columns
    /// (1 or -1) a row, in `colour`; it ends in a dot when `ends_in_dot`.
    struct Trace {
        int row = 0;
        int column = 0;
        int rows = 0;
        int step = 1;
        std::string colour;
        bool ends_in_dot = true;
    };
    std::vector<Trace> traces;
};

/// The colours the pictures share: a first and a second kind of thing, and what is left out.
inline constexpr const char* first_tint = "#1e88e5";
inline constexpr const char* second_tint = "#fb8c00";
inline constexpr const char* left_out_tint = "#37474f";

/// Boards in a grid of `per_row` columns, each square `square` pixels wide, as a whole SVG
/// document with `title` as its accessible name.
[[nodiscard]] std::string board_grid(std::span<const Board> boards, int per_row, int square,
                                     const std::string& title);

/// The colour of the boards' light squares, which other boxes share, and the ink of lines and text.
inline constexpr const char* light_square = "#f0d9b5";
inline constexpr const char* ink = "#1f1f1f";

/// A whole SVG document, `width` by `height` pixels, with `title` as its accessible name, the
/// pictures' type and ink, a white ground, and `body` drawn on it; `defs`, if any, are its
/// definitions (symbols that the body uses).
[[nodiscard]] std::string svg_document(int width, int height, const std::string& title,
                                       const std::string& body, const std::string& defs = "");

/// Text safe inside an SVG or XML element or attribute.
[[nodiscard]] std::string escape(const std::string& text);

} // namespace pictures
