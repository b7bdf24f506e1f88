// Chapter 11's pictures: the explicit solutions of the 10 × 10 and 8 × 8 boards, from the
// chapter's explicit_solution. Not tangled: this is the code that draws the chapter's figures
// (docs/README.md).

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch11/construction.hpp"

namespace queens::ch11 {

namespace {

pictures::Board staircase_board(int n) {
    const std::optional<Placement> solution = explicit_solution(n);
    if (!solution || !is_solution(*solution)) {
        throw std::runtime_error("explicit_solution(" + std::to_string(n) + ") is no solution");
    }
    pictures::Board board = pictures::annotated_board(n);
    board.columns = *solution;
    std::string recipe;
    for (int row = 0; row < n; ++row) {
        const int column = (*solution)[static_cast<std::size_t>(row)];
        const bool even = (column + 1) % 2 == 0;
        pictures::square_of(board.tints, n, row, column) =
            even ? pictures::first_tint : pictures::second_tint;
        recipe += row > 0 ? " " : "";
        recipe += std::to_string(column + 1);
    }
    board.label = "n = " + std::to_string(n) + "\n" + recipe;
    return board;
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    const std::vector<pictures::Board> boards = {staircase_board(10), staircase_board(8)};
    canvas.write("staircases.svg",
                 pictures::board_grid(boards, 2, 16,
                                      "The explicit solutions of the 10 × 10 and the 8 × 8 "
                                      "boards: the even columns, then the odd ones"));
}

} // namespace queens::ch11
