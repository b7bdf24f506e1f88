// Chapter 13's pictures: a top half and its two quarters, with the chapter's quarter_boards;
// chapter 00's solution and its reflection with their queens on the long diagonals; and its class
// under the eight symmetries, from chapter 08's images_of. Not tangled: this is the code that
// draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "canvas.hpp"
#include "queens/ch08/symmetry.hpp"
#include "queens/ch13/quarters.hpp"

namespace queens::ch13 {

namespace {

using pictures::Board;
using pictures::columns_of;
using pictures::square_of;

/// The members of a set of bits, "{0, 1, 3}".
std::string members_of(std::uint64_t bits) {
    std::string text = "{";
    for (int bit = 0; bits != 0; ++bit, bits >>= 1U) {
        if ((bits & 1U) != 0) {
            text += text.size() > 1 ? ", " : "";
            text += std::to_string(bit);
        }
    }
    return text + "}";
}

void draw_quarters(const pictures::Canvas& canvas) {
    constexpr int n = 8;
    constexpr int h = n / 2;
    constexpr int left_columns = (n + 1) / 2;
    const Placement solution = pictures::chapter_00_solution();
    Board half = pictures::annotated_board(n, h);
    Board left = pictures::annotated_board(left_columns, h);
    Board right = pictures::annotated_board(n - left_columns, h);
    left.columns.assign(h, -1);
    right.columns.assign(h, -1);
    half.columns.assign(solution.begin(), solution.begin() + h);
    half.rules_right_of = {left_columns - 1};
    std::array<std::uint64_t, 2> rows{};
    std::array<std::uint64_t, 2> columns{};
    for (int row = 0; row < h; ++row) {
        const int column = solution[static_cast<std::size_t>(row)];
        const bool on_left = column < left_columns;
        square_of(half.tints, n, row, column) =
            on_left ? pictures::first_tint : pictures::second_tint;
        Board& quarter = on_left ? left : right;
        const int within = on_left ? column : column - left_columns;
        quarter.columns[static_cast<std::size_t>(row)] = within;
        square_of(quarter.tints, quarter.size, row, within) =
            on_left ? pictures::first_tint : pictures::second_tint;
        rows[on_left ? 0U : 1U] |= std::uint64_t{1} << row;
        columns[on_left ? 0U : 1U] |= std::uint64_t{1} << column;
    }
    half.label =
        "the top half they make;\n" + std::to_string(quarter_boards(n)) + " quarters in all";
    left.label = "left: rows " + members_of(rows[0]) + "\ncolumns " + members_of(columns[0]);
    right.label = "right: rows " + members_of(rows[1]) + "\ncolumns " + members_of(columns[1]);
    const std::vector<Board> boards = {left, right, half};
    canvas.write("quarters-8.svg",
                 pictures::board_grid(boards, 2, 20,
                                      "The top half of chapter 00's solution and its two "
                                      "quarters"));
}

/// The queens of a solution on the long diagonals: in the top half, and in the bottom half.
std::pair<int, int> on_long_diagonals(const Placement& solution) {
    const int n = static_cast<int>(solution.size());
    int top = 0;
    int bottom = 0;
    for (int row = 0; row < n; ++row) {
        const int column = solution[static_cast<std::size_t>(row)];
        if (column == row || column == n - 1 - row) {
            ++(row < n / 2 ? top : bottom);
        }
    }
    return {top, bottom};
}

/// The weight the chapter gives a solution by its queens on the long diagonals.
int weight_of(const std::pair<int, int>& kind) {
    if (kind.first == 1 && kind.second == 1) {
        return 0;
    }
    return kind.first == 2 || kind.second == 2 ? 2 : 1;
}

Board long_diagonal_board(const Placement& solution) {
    const int n = static_cast<int>(solution.size());
    Board board = pictures::annotated_board(n);
    board.columns = solution;
    board.rules_below = {n / 2 - 1};
    for (int row = 0; row < n; ++row) {
        square_of(board.tints, n, row, row) = pictures::first_tint;
        square_of(board.tints, n, row, n - 1 - row) = pictures::second_tint;
    }
    const std::pair<int, int> kind = on_long_diagonals(solution);
    board.label = columns_of(solution) + "\n(a, b) = (" + std::to_string(kind.first) + ", " +
                  std::to_string(kind.second) + ")\nweight " + std::to_string(weight_of(kind));
    return board;
}

void draw_long_diagonals(const pictures::Canvas& canvas) {
    constexpr int n = 8;
    const std::vector<Placement> solutions = pictures::solutions_of(n);
    std::uint64_t weighed = 0;
    for (const Placement& solution : solutions) {
        weighed += static_cast<std::uint64_t>(weight_of(on_long_diagonals(solution)));
    }
    const Placement solution = pictures::chapter_00_solution();
    Placement reflected(n, -1);
    for (int row = 0; row < n; ++row) {
        reflected[static_cast<std::size_t>(solution[static_cast<std::size_t>(row)])] = row;
    }
    if (weighed != pictures::known_count(n) || on_long_diagonals(solution) != std::pair{1, 1} ||
        !std::binary_search(solutions.begin(), solutions.end(), reflected)) {
        throw std::runtime_error("the weights of the solutions of n = 8 add up to " +
                                 std::to_string(weighed) + ", or " + columns_of(solution) +
                                 " is not of kind (1, 1) with a reflection that is a solution");
    }
    const std::vector<Board> boards = {long_diagonal_board(solution),
                                       long_diagonal_board(reflected)};
    canvas.write("long-diagonals-8.svg",
                 pictures::board_grid(boards, 2, 20,
                                      "Chapter 00's solution, with a queen on each long diagonal "
                                      "on either side of the cut, and its reflection in the main "
                                      "diagonal"));
}

void draw_symmetry_class(const pictures::Canvas& canvas) {
    const Placement solution = pictures::chapter_00_solution();
    std::vector<Placement> members = ch08::images_of(solution);
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());
    // The images that weigh nothing first, then the others, each group in dictionary order.
    std::stable_sort(members.begin(), members.end(), [](const Placement& a, const Placement& b) {
        return weight_of(on_long_diagonals(a)) < weight_of(on_long_diagonals(b));
    });
    std::vector<Board> boards;
    std::size_t weighed = 0;
    for (const Placement& member : members) {
        if (!is_solution(member)) {
            throw std::runtime_error("images_of returned a board that is no solution: " +
                                     columns_of(member));
        }
        weighed += static_cast<std::size_t>(weight_of(on_long_diagonals(member)));
        boards.push_back(long_diagonal_board(member));
    }
    if (weighed != members.size()) {
        throw std::runtime_error("the class of " + columns_of(solution) + " weighs " +
                                 std::to_string(weighed) + ", not its size " +
                                 std::to_string(members.size()));
    }
    canvas.write("symmetry-class-8.svg",
                 pictures::board_grid(boards, 3, 13,
                                      "The class of chapter 00's solution under the eight "
                                      "symmetries, with the kind and the weight of each member"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    draw_quarters(canvas);
    draw_long_diagonals(canvas);
    draw_symmetry_class(canvas);
}

} // namespace queens::ch13
