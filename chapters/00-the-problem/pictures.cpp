// Chapter 00's pictures: the numbering of the diagonals. Not tangled: this is the code that draws
// the chapter's figures, calling the chapter's own functions (docs/README.md).

#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch00/board.hpp"

namespace queens::ch00 {

void draw_pictures(pictures::Canvas& canvas) {
    using pictures::square_of;
    constexpr int n = 6;
    pictures::Board falling = pictures::annotated_board(n);
    pictures::Board rising = pictures::annotated_board(n);
    for (int row = 0; row < n; ++row) {
        for (int column = 0; column < n; ++column) {
            const long long down_right = falling_diagonal(row, column, n);
            const long long down_left = rising_diagonal(row, column);
            square_of(falling.texts, n, row, column) = std::to_string(down_right);
            square_of(rising.texts, n, row, column) = std::to_string(down_left);
            if (down_right == falling_diagonal(3, 1, n)) {
                square_of(falling.tints, n, row, column) = pictures::first_tint;
            }
            if (down_left == rising_diagonal(3, 1)) {
                square_of(rising.tints, n, row, column) = pictures::second_tint;
            }
        }
    }
    falling.label = "row − column + 5";
    rising.label = "row + column";
    const std::vector<pictures::Board> boards = {falling, rising};
    canvas.write("diagonal-numbers.svg",
                 pictures::board_grid(boards, 2, 28,
                                      "The falling and the rising diagonals of the 6 × 6 board, "
                                      "numbered"));
}

} // namespace queens::ch00
