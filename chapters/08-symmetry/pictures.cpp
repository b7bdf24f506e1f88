// Chapter 08's pictures: the fundamental solutions of the 4 × 4 to 8 × 8 boards, each with the
// size of its class, from the chapter's fundamental_solutions and images_of. Not tangled: this is
// the code that draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch08/symmetry.hpp"

namespace queens::ch08 {

namespace {

using pictures::columns_of;

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
    for (int n = 4; n <= 8; ++n) {
        draw_fundamental(canvas, n);
    }
}

} // namespace queens::ch08
