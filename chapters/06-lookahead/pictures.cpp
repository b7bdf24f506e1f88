// Chapter 06's pictures: the 8 × 8 board as one word of eight byte lanes, the attack layers of
// three queens, one byte of them counted step by step, the count in each byte, and the wide board
// in 16-bit lanes, from the chapter's Lanes. Not tangled: this is the code that draws the
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

/// The 8 × 8 board as one 64-bit word: each square holds the number of its bit, and each row is
/// noted with the bits of its lane, from the lanes' word_of and shift_of.
void draw_byte_lanes(const pictures::Canvas& canvas) {
    using Lanes = Lanes<8>;
    constexpr int n = 8;
    constexpr int example_row = 3;
    constexpr int example_column = 5;
    Board word = pictures::annotated_board(n);
    for (int row = 0; row < n; ++row) {
        const auto lane = static_cast<std::size_t>(row);
        if (Lanes::word_of(lane) != 0) {
            throw std::runtime_error("the 8 × 8 board does not fit one word");
        }
        const int shift = Lanes::shift_of(lane);
        for (int column = 0; column < n; ++column) {
            pictures::square_of(word.texts, n, row, column) = std::to_string(shift + column);
        }
        word.row_notes.push_back("byte " + std::to_string(row) + ": bits " + std::to_string(shift) +
                                 "–" + std::to_string(shift + std::popcount(Lanes::lane) - 1));
    }
    pictures::square_of(word.tints, n, example_row, example_column) = pictures::first_tint;
    word.label = "one 64-bit word: a lane of 8 bits a row";
    canvas.write("lanes-8.svg",
                 pictures::board_grid(std::span(&word, 1), 1, 28,
                                      "The 8 × 8 board as one 64-bit word: each square's bit, "
                                      "and the byte that holds each row"));
}

/// The attacked squares of the first three queens of chapter 00's solution, one bit a square.
std::uint64_t attacked_by_three_queens() {
    constexpr int n = 8;
    const Placement solution = pictures::chapter_00_solution();
    std::uint64_t attacked = 0;
    for (int row = 0; row < 3; ++row) {
        const int queen = solution[static_cast<std::size_t>(row)];
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                if (c == queen || falling_diagonal(r, c, n) == falling_diagonal(row, queen, n) ||
                    rising_diagonal(r, c) == rising_diagonal(row, queen)) {
                    attacked |= std::uint64_t{1} << (8 * r + c);
                }
            }
        }
    }
    return attacked;
}

/// Throws unless each group of `width` bits of `counted` holds the number of ones in the same
/// group of `bits`: what the steps of the count promise.
void check_groups(std::uint64_t bits, std::uint64_t counted, int width, const char* step) {
    const std::uint64_t group = (std::uint64_t{1} << width) - 1;
    for (int at = 0; at < 64; at += width) {
        if ((counted >> at & group) !=
            static_cast<std::uint64_t>(std::popcount(bits >> at & group))) {
            throw std::runtime_error(std::string("the count's ") + step + " are wrong at bit " +
                                     std::to_string(at));
        }
    }
}

/// One byte of the attacked squares of three queens, row 4, through the three steps of the count
/// per lane, bit 7 written first: the two operands of each step and its result, with the number
/// each group holds. The steps are count_per_lane's three lines, run here on the whole word; each
/// group of every byte is checked against std::popcount, and the last step against
/// count_per_lane itself.
void draw_counted_byte(const pictures::Canvas& canvas) {
    using Lanes = Lanes<8>;
    constexpr int n = 8;
    constexpr int row = 4;
    const std::uint64_t attacked = attacked_by_three_queens();
    const std::uint64_t halves = (attacked >> 1) & 0x5555'5555'5555'5555ULL;
    const std::uint64_t pairs = attacked - halves;
    const std::uint64_t low_pairs = pairs & 0x3333'3333'3333'3333ULL;
    const std::uint64_t high_pairs = (pairs >> 2) & 0x3333'3333'3333'3333ULL;
    const std::uint64_t nibbles = low_pairs + high_pairs;
    const std::uint64_t summed = nibbles + (nibbles >> 4);
    const std::uint64_t bytes = summed & 0x0F0F'0F0F'0F0F'0F0FULL;
    check_groups(attacked, pairs, 2, "pairs");
    check_groups(attacked, nibbles, 4, "nibbles");
    check_groups(attacked, bytes, 8, "bytes");
    if (bytes != Lanes::count_per_lane(attacked)) {
        throw std::runtime_error("the three steps drawn are not count_per_lane");
    }

    // The groups of `width` bits of the row's byte, bit 7 first, as numbers: "2 1 1 1".
    const auto groups = [](std::uint64_t word, int width) {
        const std::uint64_t byte = word >> (8 * row) & Lanes::lane;
        std::string text;
        for (int at = 8 - width; at >= 0; at -= width) {
            if (!text.empty()) {
                text += ' ';
            }
            text += std::to_string(byte >> at & ((std::uint64_t{1} << width) - 1));
        }
        return text;
    };
    struct Line {
        std::uint64_t word;
        std::string note;
        bool result;
    };
    const auto step = [&](const std::vector<Line>& lines, std::vector<int> rules_right_of,
                          const std::string& label) {
        Board board = pictures::annotated_board(n, static_cast<int>(lines.size()));
        for (std::size_t line = 0; line < lines.size(); ++line) {
            const auto at = static_cast<int>(line);
            for (int bit = 0; bit < n; ++bit) {
                const bool set = (lines[line].word >> (8 * row + bit) & 1U) != 0;
                const int column = n - 1 - bit;
                pictures::square_of(board.texts, n, at, column) = std::string(1, set ? '1' : '0');
                if (set) {
                    pictures::square_of(board.tints, n, at, column) =
                        lines[line].result ? pictures::second_tint : pictures::first_tint;
                }
            }
            board.row_notes.push_back(lines[line].note);
        }
        board.rules_below = {static_cast<int>(lines.size()) - 2};
        board.rules_right_of = std::move(rules_right_of);
        board.label = label;
        return board;
    };
    const std::vector<Board> steps = {
        step({{attacked, "bits: row 4, bit 7 first", false},
              {halves, "(bits >> 1) & 0x55…", false},
              {pairs, "the difference, in pairs: " + groups(pairs, 2), true}},
             {1, 3, 5}, "step 1: the ones of each pair"),
        step({{low_pairs, "bits & 0x33…", false},
              {high_pairs, "(bits >> 2) & 0x33…", false},
              {nibbles, "the sum, in nibbles: " + groups(nibbles, 4), true}},
             {3}, "step 2: the ones of each nibble"),
        step({{summed, "bits + (bits >> 4)", false},
              {bytes, "& 0x0F…, the byte: " + groups(bytes, 8), true}},
             {}, "step 3: the ones of the byte")};
    canvas.write("count-one-byte.svg",
                 pictures::board_grid(steps, 1, 24,
                                      "One byte through the three steps of the count per lane, "
                                      "bit 7 first"));
}

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
    if (attacked != attacked_by_three_queens()) {
        throw std::runtime_error("the three layers do not make the squares the count is shown on");
    }
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
    draw_byte_lanes(canvas);
    draw_attack_layers(canvas);
    draw_counted_byte(canvas);
    draw_wide_lanes(canvas);
}

} // namespace queens::ch06
