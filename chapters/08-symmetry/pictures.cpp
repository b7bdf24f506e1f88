// Chapter 08's pictures: the boards a bound leaves out on the 8 × 8 board, each beside its least
// image, from the chapter's watch_search, images_of and fundamental_solutions; and the fundamental
// solutions of the 4 × 4 to 8 × 8 boards, each with the size of its class, from the chapter's
// fundamental_solutions and images_of. Not tangled: this is the code that draws the chapter's
// figures (docs/README.md).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "canvas.hpp"
#include "queens/ch00/board.hpp"
#include "queens/ch08/symmetry.hpp"

namespace queens::ch08 {

namespace {

using pictures::columns_of;

/// The motions in the order images_of returns their images (transpose, then flip the rows, then
/// flip the columns, as the bits 4, 2 and 1 of their index), named as the chapter's table names
/// them.
constexpr std::array<const char*, 8> motion_names = {"identity",
                                                     "mirror left to right",
                                                     "mirror top to bottom",
                                                     "rotate by 180°",
                                                     "reflect in the main diagonal",
                                                     "rotate a quarter turn clockwise",
                                                     "rotate a quarter turn anticlockwise",
                                                     "reflect in the other diagonal"};

/// Where motion `motion` takes the square `row`, `column` of the n × n board, by the chapter's
/// table; checked against images_of where it is used.
std::pair<int, int> square_under(int motion, int row, int column, int n) {
    if ((motion & 4) != 0) {
        std::swap(row, column);
    }
    return {(motion & 2) != 0 ? n - 1 - row : row, (motion & 1) != 0 ? n - 1 - column : column};
}

/// What a bound leaves out, on the 8 × 8 board: the free squares of row 1 that the search never
/// tries below the first queen in column 2 (the column nearest the corner whose bounds reach row
/// 1), every solution through them, and beside each its least image, which the search counts
/// instead.
void draw_left_out(const pictures::Canvas& canvas) {
    constexpr int n = 8;
    constexpr int first = 2;
    constexpr int row = 1;
    std::vector<int> path;
    std::set<int> tried;
    watch_search(
        n, [](int) {},
        [&](int placed_row, int column) {
            path.resize(static_cast<std::size_t>(placed_row));
            path.push_back(column);
            if (placed_row == row && path[0] == first) {
                tried.insert(column);
            }
        });
    const std::vector<Placement> solutions = pictures::solutions_of(n);
    const std::vector<Placement> fundamental = fundamental_solutions(n);
    std::vector<pictures::Board> boards;
    for (int column = 0; column < n; ++column) {
        const bool attacked = column == first ||
                              falling_diagonal(row, column, n) == falling_diagonal(0, first, n) ||
                              rising_diagonal(row, column) == rising_diagonal(0, first);
        if (attacked || tried.contains(column)) {
            continue;
        }
        for (const Placement& solution : solutions) {
            if (solution[0] != first || solution[static_cast<std::size_t>(row)] != column) {
                continue;
            }
            const std::vector<Placement> images = images_of(solution);
            const auto least = std::min_element(images.begin(), images.end());
            const auto motion = static_cast<int>(least - images.begin());
            if ((*least)[0] >= first ||
                std::find(fundamental.begin(), fundamental.end(), *least) == fundamental.end()) {
                throw std::runtime_error("the least image of " + columns_of(solution) + ", " +
                                         columns_of(*least) +
                                         ", is not a fundamental solution that starts nearer "
                                         "its corner");
            }
            pictures::Board board = pictures::annotated_board(n);
            board.columns = solution;
            pictures::square_of(board.tints, n, 0, first) = pictures::first_tint;
            pictures::square_of(board.tints, n, row, column) = pictures::second_tint;
            board.label = columns_of(solution) + "\nrow " + std::to_string(row) + ", column " +
                          std::to_string(column) + ": left out";
            pictures::Board image = pictures::annotated_board(n);
            image.columns = *least;
            for (const auto& [from_row, from_column, tint] :
                 {std::tuple{0, first, pictures::first_tint},
                  std::tuple{row, column, pictures::second_tint}}) {
                const auto [to_row, to_column] = square_under(motion, from_row, from_column, n);
                if ((*least)[static_cast<std::size_t>(to_row)] != to_column) {
                    throw std::runtime_error("images_of and the table of motions disagree");
                }
                pictures::square_of(image.tints, n, to_row, to_column) = tint;
            }
            image.label = std::string(motion_names[static_cast<std::size_t>(motion)]) + ":\n" +
                          columns_of(*least) + ", the least";
            boards.push_back(std::move(board));
            boards.push_back(std::move(image));
        }
    }
    if (boards.empty()) {
        throw std::runtime_error("the bounds leave out no square of row 1 below column 2");
    }
    canvas.write("left-out-8.svg",
                 pictures::board_grid(boards, 2, 18,
                                      "The solutions through the squares of row 1 that the bounds "
                                      "leave out below the first queen in column 2, each beside "
                                      "its least image"));
}

void draw_fundamental(const pictures::Canvas& canvas, int n) {
    std::vector<Placement> fundamental = fundamental_solutions(n);
    std::sort(fundamental.begin(), fundamental.end());
    std::vector<pictures::Board> boards;
    std::uint64_t covered = 0;
    for (const Placement& solution : fundamental) {
        if (!is_solution(solution)) {
            throw std::runtime_error(
                "fundamental_solutions(" + std::to_string(n) +
                ") returned a board that is no solution: " + columns_of(solution));
        }
        const std::vector<Placement> images = images_of(solution);
        const std::size_t class_size = std::set<Placement>(images.begin(), images.end()).size();
        covered += class_size;
        boards.push_back(
            {n, solution, 0, columns_of(solution) + "  (×" + std::to_string(class_size) + ")"});
    }
    if (covered != pictures::known_count(n)) {
        throw std::runtime_error("the images of fundamental_solutions(" + std::to_string(n) +
                                 ") cover " + std::to_string(covered) + " boards, not " +
                                 std::to_string(pictures::known_count(n)));
    }
    canvas.write("fundamental-" + std::to_string(n) + ".svg",
                 pictures::board_grid(boards, 3, n >= 8 ? 16 : 20,
                                      "The " + std::to_string(fundamental.size()) +
                                          " fundamental solutions of the " + std::to_string(n) +
                                          " × " + std::to_string(n) +
                                          " board, each with the size of its class"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    draw_left_out(canvas);
    for (int n = 4; n <= 8; ++n) {
        draw_fundamental(canvas, n);
    }
}

} // namespace queens::ch08
