// Chapter 06's pictures: the attack layers of three queens, the count in each byte, and the wide
// board in 16-bit lanes, from the chapter's Lanes. Not tangled: this is the code that draws the
// chapter's figures (docs/README.md).

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "canvas.hpp"
#include "queens/ch00/board.hpp"
#include "queens/ch06/attack_layers.hpp"

namespace queens::ch06 {

namespace {

using pictures::Board;

void draw_attack_layers(const pictures::Canvas& canvas) {
    using Lanes = Lanes<8>;
    constexpr int n = 8;
    const Placement solution = pictures::chapter_00_solution();
    constexpr int queens_placed = 3;
    std::uint64_t columns = 0;
    std::uint64_t falling = 0;
    std::uint64_t rising = 0;
    for (int row = 0; row < queens_placed; ++row) {
        const int queen = solution[static_cast<std::size_t>(row)];
        columns |= Lanes::low_bit_of_each_lane << queen;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const std::uint64_t square = std::uint64_t{1} << (8 * r + c);
                if (falling_diagonal(r, c, n) == falling_diagonal(row, queen, n)) {
                    falling |= square;
                }
                if (rising_diagonal(r, c) == rising_diagonal(row, queen)) {
                    rising |= square;
                }
            }
        }
    }
    Placement placed = solution;
    std::fill(placed.begin() + queens_placed, placed.end(), -1);
    const std::uint64_t attacked = columns | falling | rising;
    const std::vector<Board> layers = {{n, placed, columns, "columns_attacked"},
                                       {n, placed, falling, "falling_attacked"},
                                       {n, placed, rising, "rising_attacked"},
                                       {n, placed, attacked, "their OR: attacked"}};
    canvas.write("attack-layers.svg",
                 pictures::board_grid(layers, 2, 18,
                                      "The three attack layers of three queens, and the squares "
                                      "they attack together"));

    Board lanes{n, placed, attacked, "count_per_lane(attacked)"};
    const std::uint64_t counts = Lanes::count_per_lane(attacked);
    for (int row = 0; row < n; ++row) {
        const auto count = static_cast<int>(counts >> (8 * row) & Lanes::lane);
        if (count != std::popcount(attacked >> (8 * row) & Lanes::lane)) {
            throw std::runtime_error("count_per_lane miscounts lane " + std::to_string(row));
        }
        lanes.row_notes.push_back("byte " + std::to_string(row) + ": " + std::to_string(count) +
                                  (row < queens_placed ? " (queen)"
                                   : count == n - 1    ? " (forced)"
                                                       : ""));
    }
    canvas.write("popcount-lanes.svg",
                 pictures::board_grid(std::span(&lanes, 1), 1, 24,
                                      "The attacked squares, one byte a row, and the count in "
                                      "each byte"));
}

/// The two rules on the 6 × 6 boards of the chapter's first section: the attacked squares of each
/// free row counted by `count_per_lane`, with the bits past the board's edge set as the search
/// sets them, and the dead row and the forced square found by the tests the search makes.
void draw_two_rules(const pictures::Canvas& canvas) {
    using Lanes = Lanes<8>;
    constexpr int n = 6;
    std::uint64_t edge = 0;
    for (int column = n; column < 8; ++column) {
        edge |= Lanes::low_bit_of_each_lane << column;
    }
    std::vector<Board> boards;
    for (const auto& [queens, caption] :
         {std::pair{Placement{0, 5, 1, -1, -1, -1}, std::string("a dead row: row 4")},
          std::pair{Placement{1, 3, 5, 0, -1, -1},
                    std::string("a forced move: row 5, column 4")}}) {
        std::uint64_t attacked = edge;
        std::uint64_t free_rows = 0;
        for (int row = 0; row < n; ++row) {
            const int queen = queens[static_cast<std::size_t>(row)];
            if (queen < 0) {
                free_rows |= Lanes::lane << (8 * row);
                continue;
            }
            for (int r = 0; r < n; ++r) {
                for (int c = 0; c < n; ++c) {
                    if (c == queen ||
                        falling_diagonal(r, c, n) == falling_diagonal(row, queen, n) ||
                        rising_diagonal(r, c) == rising_diagonal(row, queen)) {
                        attacked |= std::uint64_t{1} << (8 * r + c);
                    }
                }
            }
        }
        const std::uint64_t counts = Lanes::count_per_lane(attacked);
        // The search's two tests, the dead rows first (a board with one is given up before the
        // second test): a count of 8 has the bit of `count_is_full` set; a count of 7, plus one,
        // has it too.
        const std::uint64_t dead = counts & Lanes::count_is_full & free_rows;
        const std::uint64_t forced =
            dead != 0 ? 0
                      : (counts + Lanes::low_bit_of_each_lane) & Lanes::count_is_full & free_rows;
        Board board{n, queens, attacked & ~edge & free_rows, caption};
        board.tints.assign(n * n, "");
        for (int row = 0; row < n; ++row) {
            if ((free_rows >> (8 * row) & 1) == 0) {
                board.row_notes.emplace_back("");
                continue;
            }
            const auto count = static_cast<int>(counts >> (8 * row) & Lanes::lane) - (8 - n);
            std::string note = std::to_string(n - count) + " safe";
            if ((dead >> (8 * row) & Lanes::lane) != 0) {
                note += ": dead";
                for (int column = 0; column < n; ++column) {
                    pictures::square_of(board.tints, n, row, column) = pictures::second_tint;
                }
            } else if ((forced >> (8 * row) & Lanes::lane) != 0) {
                note += ": forced";
                const int column = std::countr_zero(~(attacked >> (8 * row)) & Lanes::lane);
                pictures::square_of(board.tints, n, row, column) = pictures::first_tint;
            }
            board.row_notes.push_back(note);
        }
        boards.push_back(std::move(board));
    }
    canvas.write("two-rules.svg",
                 pictures::board_grid(boards, 2, 28,
                                      "The two rules on 6 × 6 boards: a free row with no safe "
                                      "square, and a free row with one"));
}

/// The 12 × 12 board in 16-bit lanes: which word and which bits hold each row, and the bits past
/// the board's edge that count as attacked from the start.
void draw_wide_lanes(const pictures::Canvas& canvas) {
    using Lanes = Lanes<16>;
    constexpr int n = 12;
    constexpr int lane_bits = static_cast<int>(Lanes::largest_n);
    Board lanes = pictures::annotated_board(lane_bits, n);
    for (int row = 0; row < n; ++row) {
        const auto word = Lanes::word_of(static_cast<std::size_t>(row));
        const int shift = Lanes::shift_of(static_cast<std::size_t>(row));
        lanes.row_notes.push_back("word " + std::to_string(word) + ", bits " +
                                  std::to_string(shift) + "–" +
                                  std::to_string(shift + lane_bits - 1));
        for (int column = n; column < lane_bits; ++column) {
            pictures::square_of(lanes.tints, lane_bits, row, column) = pictures::left_out_tint;
        }
        if (row + 1 < n && Lanes::word_of(static_cast<std::size_t>(row) + 1) != word) {
            lanes.rules_below.push_back(row);
        }
    }
    lanes.rules_right_of = {n - 1};
    lanes.label = "a layer of the 12 × 12 board: 12 lanes\nof 16 bits in words of 4 lanes";
    canvas.write("lanes-16.svg",
                 pictures::board_grid(std::span(&lanes, 1), 1, 13,
                                      "The 12 × 12 board in 16-bit lanes: four to a word, and "
                                      "the bits past the edge set from the start"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    draw_two_rules(canvas);
    draw_attack_layers(canvas);
    draw_wide_lanes(canvas);
}

} // namespace queens::ch06
