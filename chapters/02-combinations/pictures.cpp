// Chapter 02's pictures: the first candidates of the 4 × 4 board in the order the search steps
// through them, from the chapter's first_candidates, checked against the count solve reports.
// Not tangled: this is the code that draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch02/combinations.hpp"

namespace queens::ch02 {

namespace {

using pictures::Board;
using pictures::columns_of;

/// A candidate's board: each queen's square coloured and numbered by the queen, in orange for
/// the queens the step to it moved (from the first that differs from `previous` on).
Board candidate_board(const std::vector<int>& squares, const std::vector<int>& previous, int n,
                      std::size_t number) {
    Board board = pictures::annotated_board(n);
    const auto moved = static_cast<std::size_t>(
        std::mismatch(squares.begin(), squares.end(), previous.begin()).first - squares.begin());
    for (std::size_t queen = 0; queen < squares.size(); ++queen) {
        const int row = squares[queen] / n;
        const int column = squares[queen] % n;
        pictures::square_of(board.tints, n, row, column) =
            queen >= moved ? pictures::second_tint : pictures::first_tint;
        pictures::square_of(board.texts, n, row, column) = std::to_string(queen);
    }
    board.label = columns_of(squares) + "\ncandidate " + std::to_string(number);
    return board;
}

void draw_stepping(const pictures::Canvas& canvas) {
    constexpr int n = 4;
    constexpr std::size_t all = 1'820; // C(16, 4)
    const std::vector<std::vector<int>> met = first_candidates(n, all + 1);
    const std::uint64_t checked = tally_of(solve(n, [](std::span<const int>) {}), "candidates");
    bool in_order = true;
    for (std::size_t index = 0; index < met.size(); ++index) {
        in_order = in_order && std::adjacent_find(met[index].begin(), met[index].end(),
                                                  std::greater_equal<>()) == met[index].end();
        in_order = in_order && (index == 0 || met[index - 1] < met[index]);
    }
    if (met.size() != all || checked != all || !in_order ||
        met.front() != std::vector<int>{0, 1, 2, 3}) {
        throw std::runtime_error("first_candidates(4) steps through " + std::to_string(met.size()) +
                                 " candidates and solve checks " + std::to_string(checked) +
                                 ", not C(16, 4) = 1820 increasing ones from 0 1 2 3 up");
    }
    // The steps to candidates 2, 3 and 13 move the last queen; the step to 14 moves the third
    // queen and restarts the last; the step to 92 moves the second.
    std::vector<Board> boards;
    for (const std::size_t number : {1U, 2U, 3U, 13U, 14U, 92U}) {
        const std::vector<int>& squares = met[number - 1];
        boards.push_back(
            candidate_board(squares, number > 1 ? met[number - 2] : squares, n, number));
    }
    canvas.write("candidates-4.svg",
                 pictures::board_grid(boards, 3, 20,
                                      "Six of the first 92 candidates of the 4 × 4 board, in the "
                                      "order the search steps through them, each queen numbered, "
                                      "the queens the last step moved in orange"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) { draw_stepping(canvas); }

} // namespace queens::ch02
