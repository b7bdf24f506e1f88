// Chapter 09's pictures: the families of the 8 × 8 board with the squares their bounds leave out
// (which chapter 08 shows, before the families exist, so it goes to that chapter's folder), and
// the parts one family is cut into, from the chapter's families_of, free_squares, child and
// parts_of. Not tangled: this is the code that draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <bit>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch09/family.hpp"
#include "queens/ch09/parallel.hpp"

namespace queens::ch09 {

namespace {

/// A family of boards drawn with its first queens and the squares its bounds leave out.
pictures::Board family_board(const Family& family) {
    const auto n = static_cast<int>(family.n);
    pictures::Board board = pictures::annotated_board(n);
    board.columns.assign(family.n, -1);
    board.columns[0] = family.corner ? 0 : static_cast<int>(family.first);
    if (family.corner) {
        board.columns[1] = static_cast<int>(family.first);
    }
    int left_out = 0;
    for (int row = 0; row < n; ++row) {
        for (int column = 0; column < n; ++column) {
            const bool in_bounds =
                (family.in_bounds[static_cast<std::size_t>(row)] >> column & 1U) != 0;
            const bool fixed_row = row == 0 || (family.corner && row == 1);
            if (!in_bounds && !fixed_row) {
                pictures::square_of(board.tints, n, row, column) = pictures::left_out_tint;
                ++left_out;
            }
        }
    }
    board.label = (family.corner ? "corner, c₁ = " : "a = ") + std::to_string(family.first) + "\n" +
                  std::to_string(left_out) + " left out";
    return board;
}

void draw_bounds(const pictures::Canvas& canvas, const std::vector<Family>& families) {
    std::vector<pictures::Board> boards;
    for (const Family& family : families) {
        boards.push_back(family_board(family));
    }
    canvas.chapter(8).write(
        "bounds-8.svg",
        pictures::board_grid(boards, 3, 13,
                             "The families of the 8 × 8 board, with the squares their "
                             "bounds leave out"));
}

/// The parts of one family: the nodes at row `depth`, expanded with the chapter's own
/// free_squares and child, with the queen of each row above.
void expand_family(const Family& family, const Node& node, std::size_t depth,
                   Placement& queens_above, std::vector<Placement>& parts) {
    if (node.row == depth) {
        parts.push_back(queens_above);
        return;
    }
    for (Word free = free_squares(family, node); free != 0; free &= free - 1) {
        const Word queen = free & -free;
        queens_above[node.row] = std::countr_zero(queen);
        expand_family(family, child(node, queen), depth, queens_above, parts);
        queens_above[node.row] = -1;
    }
}

void draw_parts(const pictures::Canvas& canvas, const std::vector<Family>& families) {
    constexpr int n = 8;
    const std::size_t depth = std::min<std::size_t>(3, n - 3);
    std::size_t all_parts = 0;
    std::vector<pictures::Board> boards;
    for (const Family& family : families) {
        Placement queens_above(n, -1);
        std::vector<Placement> parts;
        expand_family(family, {}, depth, queens_above, parts);
        all_parts += parts.size();
        if (!family.corner && family.first == 2) {
            pictures::Board board = family_board(family);
            board.label = "family a = 2:\n" + std::to_string(parts.size()) + " parts";
            boards.push_back(board);
            for (std::size_t part = 0; part < parts.size(); ++part) {
                pictures::Board drawn = board;
                drawn.columns = parts[part];
                drawn.label = "part " + std::to_string(part + 1);
                boards.push_back(drawn);
            }
        }
    }
    const std::size_t expected = parts_of(n).size;
    if (all_parts != expected || boards.empty()) {
        throw std::runtime_error("the families of n = 8 expand to " + std::to_string(all_parts) +
                                 " parts, parts_of(8) has " + std::to_string(expected));
    }
    canvas.write("parts-8.svg",
                 pictures::board_grid(boards, 3, 14,
                                      "A family of the 8 × 8 board and the parts it is cut into"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    const std::vector<Family> families = families_of(8);
    draw_bounds(canvas, families);
    draw_parts(canvas, families);
}

} // namespace queens::ch09
