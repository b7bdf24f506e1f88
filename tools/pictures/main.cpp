// queens_pictures OUTPUT_DIR: draws the book's pictures from the solvers' own output.
//
// Every picture of a board is computed here, at build time, by the code the chapters describe;
// none is drawn by hand or kept in git. The two diagrams of roles (the cluster's, the GPU's)
// show no computation: they are described here and laid out by Graphviz. docs/README.md lists
// the files and how a chapter shows them.
// Besides the pictures, solvers.json describes every solver in the registry for the site's
// table of chapters.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "pictures_chapters.hpp"
#include "queens/ch00/board.hpp"
#include "queens/ch00/registry.hpp"
#include "queens/ch00/solver.hpp"
#include "support/json.hpp"
#include "support/oracle.hpp"
#include "svg.hpp"

namespace {

namespace fs = std::filesystem;
using pictures::Board;
using queens::Placement;

// OEIS A000170: the number of solutions, for checking what the solver returns.
std::uint64_t known_count(int n) { return queens::oracle::known_total(n).value(); }

void write(const fs::path& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
    if (!file) {
        throw std::runtime_error("cannot write " + path.string());
    }
}

std::string columns_of(const Placement& placement) { return queens::format_columns(placement); }

/// The enumerating solver that goes furthest in the shared suite, if any reaches n.
const queens::Solver* enumerator_for(int n) {
    const queens::Solver* best = nullptr;
    for (const queens::Solver& solver : queens::registry()) {
        if (!solver.enumerates() || solver.limits.enumerate_in_suite < n) {
            continue;
        }
        if (best == nullptr || solver.limits.enumerate_in_suite > best->limits.enumerate_in_suite) {
            best = &solver;
        }
    }
    return best;
}

std::vector<Placement> all_solutions(const queens::Solver& solver, int n) {
    const std::vector<Placement> solutions = queens::sorted_solutions(solver, n);
    const auto expected = known_count(n);
    if (solutions.size() != expected) {
        throw std::runtime_error(
            queens::label(solver) + " found " + std::to_string(solutions.size()) +
            " solutions for n = " + std::to_string(n) + ", not " + std::to_string(expected));
    }
    for (const Placement& solution : solutions) {
        if (!queens::is_solution(solution)) {
            throw std::runtime_error(
                queens::label(solver) +
                " returned a board that is no solution: " + columns_of(solution));
        }
    }
    return solutions;
}

void draw_solutions(const fs::path& out, int n) {
    const queens::Solver* solver = enumerator_for(n);
    if (solver == nullptr) {
        std::cout << "queens_pictures: no chapter enumerates n = " << n << " yet; skipped\n";
        return;
    }
    const std::vector<Placement> solutions = all_solutions(*solver, n);
    std::vector<Board> boards;
    for (const Placement& solution : solutions) {
        boards.push_back({n, solution, 0, columns_of(solution)});
    }
    const int square = n >= 8 ? 14 : 20;
    const std::string name = "solutions-" + std::to_string(n) + ".svg";
    write(out / name,
          pictures::board_grid(boards, n >= 8 ? 8 : 5, square,
                               "The " + std::to_string(solutions.size()) + " solutions of the " +
                                   std::to_string(n) + " × " + std::to_string(n) + " board"));
    if (!solutions.empty()) {
        const Board first{n, solutions.front(), 0, columns_of(solutions.front())};
        write(out / ("solution-" + std::to_string(n) + ".svg"),
              pictures::board_grid(std::span(&first, 1), 1, 36,
                                   "A solution of the " + std::to_string(n) + " × " +
                                       std::to_string(n) + " board: " + first.label));
    }
}

#if QUEENS_PICTURES_FUNDAMENTAL && QUEENS_PICTURES_IMAGES
/// The distinct images of a placement under the symmetries of the square: its class.
std::set<Placement> symmetry_class(const Placement& columns) {
    const std::vector<Placement> images = pictures::supplied::images_of(columns);
    return {images.begin(), images.end()};
}

void draw_fundamental(const fs::path& out, int n) {
    std::vector<Placement> fundamental = pictures::supplied::fundamental_solutions(n);
    std::sort(fundamental.begin(), fundamental.end());
    std::vector<Board> boards;
    std::uint64_t covered = 0;
    for (const Placement& solution : fundamental) {
        if (!queens::is_solution(solution)) {
            throw std::runtime_error(
                "fundamental_solutions(" + std::to_string(n) +
                ") returned a board that is no solution: " + columns_of(solution));
        }
        const std::size_t images = symmetry_class(solution).size();
        covered += images;
        boards.push_back(
            {n, solution, 0, columns_of(solution) + "  (×" + std::to_string(images) + ")"});
    }
    if (covered != known_count(n)) {
        throw std::runtime_error("the images of fundamental_solutions(" + std::to_string(n) +
                                 ") cover " + std::to_string(covered) + " boards, not " +
                                 std::to_string(known_count(n)));
    }
    write(out / ("fundamental-" + std::to_string(n) + ".svg"),
          pictures::board_grid(boards, 3, n >= 8 ? 16 : 20,
                               "The " + std::to_string(fundamental.size()) +
                                   " fundamental solutions of the " + std::to_string(n) + " × " +
                                   std::to_string(n) + " board, each with the size of its class"));
}
#endif

#if QUEENS_PICTURES_THREAT_MASKS
std::string hex(std::uint64_t value) {
    char text[24];
    std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(value));
    return text;
}

Board threat_board(int row, int column) {
    Placement queen(8, -1);
    queen[static_cast<std::size_t>(row)] = column;
    const std::uint64_t mask = pictures::supplied::threat_mask(row, column);
    const std::uint64_t own_square = std::uint64_t{1} << (8 * row + column);
    return {8, queen, mask & ~own_square,
            "threat_mask(" + std::to_string(row) + ", " + std::to_string(column) + ")\n" +
                hex(mask)};
}

void draw_threat_masks(const fs::path& out) {
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            const Board board = threat_board(row, column);
            write(out / ("threat-mask-" + std::to_string(row) + "-" + std::to_string(column) +
                         ".svg"),
                  pictures::board_grid(std::span(&board, 1), 1, 26,
                                       "The squares a queen on row " + std::to_string(row) +
                                           ", column " + std::to_string(column) + " attacks"));
        }
    }
    const std::vector<Board> examples = {threat_board(0, 0), threat_board(3, 4), threat_board(0, 5),
                                         threat_board(6, 1)};
    write(out / "threat-masks.svg",
          pictures::board_grid(examples, 2, 20,
                               "The threat masks of four squares: the queen's row, column "
                               "and diagonals, shaded"));
}
#endif

#if QUEENS_PICTURES_SEARCH_TREE
void draw_search_trees(const fs::path& out) {
    for (int n : {4, 5}) {
        write(out / ("search-tree-" + std::to_string(n) + ".dot"),
              pictures::supplied::search_tree_dot(n));
    }
}
#endif

/// A board of `rows` rows (0: all n) with room for a colour and a text on every square.
Board annotated_board(int n, int rows = 0) {
    Board board;
    board.size = n;
    board.rows = rows;
    const auto squares = static_cast<std::size_t>(n * (rows > 0 ? rows : n));
    board.tints.assign(squares, "");
    board.texts.assign(squares, "");
    return board;
}

std::string& square_of(std::vector<std::string>& per_square, int n, int row, int column) {
    return per_square.at(static_cast<std::size_t>(row * n + column));
}

/// Chapter 00's solution of the 8 × 8 board, which chapters 12 and 13 take apart; checked against
/// the solutions the registry's enumerator finds.
Placement chapter_00_solution() {
    const Placement solution = {3, 1, 6, 2, 5, 7, 4, 0};
    const queens::Solver* solver = enumerator_for(8);
    if (solver == nullptr) {
        throw std::runtime_error("no chapter enumerates n = 8");
    }
    const std::vector<Placement> solutions = all_solutions(*solver, 8);
    if (!std::binary_search(solutions.begin(), solutions.end(), solution)) {
        throw std::runtime_error(queens::label(*solver) + " does not find " + columns_of(solution));
    }
    return solution;
}

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

void draw_diagonal_numbers(const fs::path& out) {
    constexpr int n = 6;
    Board falling = annotated_board(n);
    Board rising = annotated_board(n);
    for (int row = 0; row < n; ++row) {
        for (int column = 0; column < n; ++column) {
            const long long down_right = queens::falling_diagonal(row, column, n);
            const long long down_left = queens::rising_diagonal(row, column);
            square_of(falling.texts, n, row, column) = std::to_string(down_right);
            square_of(rising.texts, n, row, column) = std::to_string(down_left);
            if (down_right == queens::falling_diagonal(3, 1, n)) {
                square_of(falling.tints, n, row, column) = pictures::first_tint;
            }
            if (down_left == queens::rising_diagonal(3, 1)) {
                square_of(rising.tints, n, row, column) = pictures::second_tint;
            }
        }
    }
    falling.label = "row − column + 5";
    rising.label = "row + column";
    const std::vector<Board> boards = {falling, rising};
    write(out / "diagonal-numbers.svg",
          pictures::board_grid(boards, 2, 28,
                               "The falling and the rising diagonals of the 6 × 6 board, "
                               "numbered"));
}

#if QUEENS_PICTURES_LANES
void draw_attack_layers(const fs::path& out) {
    using Lanes = pictures::supplied::Lanes<8>;
    constexpr int n = 8;
    const Placement solution = chapter_00_solution();
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
                if (queens::falling_diagonal(r, c, n) == queens::falling_diagonal(row, queen, n)) {
                    falling |= square;
                }
                if (queens::rising_diagonal(r, c) == queens::rising_diagonal(row, queen)) {
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
    write(out / "attack-layers.svg",
          pictures::board_grid(layers, 2, 18,
                               "The three attack layers of three queens, and the squares they "
                               "attack together"));

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
    write(out / "popcount-lanes.svg",
          pictures::board_grid(std::span(&lanes, 1), 1, 24,
                               "The attacked squares, one byte a row, and the count in each "
                               "byte"));
}

/// The 12 × 12 board in 16-bit lanes: which word and which bits hold each row, and the bits past
/// the board's edge that count as attacked from the start.
void draw_wide_lanes(const fs::path& out) {
    using Lanes = pictures::supplied::Lanes<16>;
    constexpr int n = 12;
    constexpr int lane_bits = static_cast<int>(Lanes::largest_n);
    Board lanes = annotated_board(lane_bits, n);
    for (int row = 0; row < n; ++row) {
        const auto word = Lanes::word_of(static_cast<std::size_t>(row));
        const int shift = Lanes::shift_of(static_cast<std::size_t>(row));
        lanes.row_notes.push_back("word " + std::to_string(word) + ", bits " +
                                  std::to_string(shift) + "–" +
                                  std::to_string(shift + lane_bits - 1));
        for (int column = n; column < lane_bits; ++column) {
            square_of(lanes.tints, lane_bits, row, column) = pictures::left_out_tint;
        }
        if (row + 1 < n && Lanes::word_of(static_cast<std::size_t>(row) + 1) != word) {
            lanes.rules_below.push_back(row);
        }
    }
    lanes.rules_right_of = {n - 1};
    lanes.label = "a layer of the 12 × 12 board: 12 lanes\nof 16 bits in words of 4 lanes";
    write(out / "lanes-16.svg",
          pictures::board_grid(std::span(&lanes, 1), 1, 13,
                               "The 12 × 12 board in 16-bit lanes: four to a word, and the bits "
                               "past the edge set from the start"));
}
#endif

#if QUEENS_PICTURES_FAMILIES
/// A family of boards drawn with its first queens and the squares its bounds leave out.
Board family_board(const queens::ch09::Family& family) {
    const auto n = static_cast<int>(family.n);
    Board board = annotated_board(n);
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
                square_of(board.tints, n, row, column) = pictures::left_out_tint;
                ++left_out;
            }
        }
    }
    board.label = (family.corner ? "corner, c₁ = " : "a = ") + std::to_string(family.first) + "\n" +
                  std::to_string(left_out) + " left out";
    return board;
}

void draw_bounds(const fs::path& out) {
    std::vector<Board> boards;
    for (const queens::ch09::Family& family : pictures::supplied::families_of(8)) {
        boards.push_back(family_board(family));
    }
    write(out / "bounds-8.svg",
          pictures::board_grid(boards, 3, 13,
                               "The families of the 8 × 8 board, with the squares their bounds "
                               "leave out"));
}
#endif

#if QUEENS_PICTURES_FAMILIES && QUEENS_PICTURES_PARTS
/// The parts of one family: the nodes at row `depth`, expanded with the chapter's own
/// free_squares and child, with the queen of each row above.
void expand_family(const queens::ch09::Family& family, const queens::ch09::Node& node,
                   std::size_t depth, Placement& queens_above, std::vector<Placement>& parts) {
    if (node.row == depth) {
        parts.push_back(queens_above);
        return;
    }
    for (queens::ch09::Word free = queens::ch09::free_squares(family, node); free != 0;
         free &= free - 1) {
        const queens::ch09::Word queen = free & -free;
        queens_above[node.row] = std::countr_zero(queen);
        expand_family(family, queens::ch09::child(node, queen), depth, queens_above, parts);
        queens_above[node.row] = -1;
    }
}

void draw_parts(const fs::path& out) {
    constexpr int n = 8;
    const std::size_t depth = std::min<std::size_t>(3, n - 3);
    const std::vector<queens::ch09::Family> families = pictures::supplied::families_of(n);
    std::size_t all_parts = 0;
    std::vector<Board> boards;
    for (const queens::ch09::Family& family : families) {
        Placement queens_above(n, -1);
        std::vector<Placement> parts;
        expand_family(family, {}, depth, queens_above, parts);
        all_parts += parts.size();
        if (!family.corner && family.first == 2) {
            Board board = family_board(family);
            board.label = "family a = 2:\n" + std::to_string(parts.size()) + " parts";
            boards.push_back(board);
            for (std::size_t part = 0; part < parts.size(); ++part) {
                Board drawn = board;
                drawn.columns = parts[part];
                drawn.label = "part " + std::to_string(part + 1);
                boards.push_back(drawn);
            }
        }
    }
    const std::size_t expected = pictures::supplied::parts_of(n).size;
    if (all_parts != expected || boards.empty()) {
        throw std::runtime_error("the families of n = 8 expand to " + std::to_string(all_parts) +
                                 " parts, parts_of(8) has " + std::to_string(expected));
    }
    write(out / "parts-8.svg",
          pictures::board_grid(boards, 3, 14,
                               "A family of the 8 × 8 board and the parts it is cut into"));
}
#endif

#if QUEENS_PICTURES_CONSTRUCTION
Board staircase_board(int n) {
    const std::optional<Placement> solution = pictures::supplied::explicit_solution(n);
    if (!solution || !queens::is_solution(*solution)) {
        throw std::runtime_error("explicit_solution(" + std::to_string(n) + ") is no solution");
    }
    Board board = annotated_board(n);
    board.columns = *solution;
    std::string recipe;
    for (int row = 0; row < n; ++row) {
        const int column = (*solution)[static_cast<std::size_t>(row)];
        const bool even = (column + 1) % 2 == 0;
        square_of(board.tints, n, row, column) =
            even ? pictures::first_tint : pictures::second_tint;
        recipe += row > 0 ? " " : "";
        recipe += std::to_string(column + 1);
    }
    board.label = "n = " + std::to_string(n) + "\n" + recipe;
    return board;
}

void draw_staircases(const fs::path& out) {
    const std::vector<Board> boards = {staircase_board(10), staircase_board(8)};
    write(out / "staircases.svg",
          pictures::board_grid(boards, 2, 16,
                               "The explicit solutions of the 10 × 10 and the 8 × 8 boards: the "
                               "even columns, then the odd ones"));
}
#endif

#if QUEENS_PICTURES_SIGNATURES
using queens::ch12::Cut;
using queens::ch12::Signature;
using queens::ch12::Word;

/// A half of `solution`, rows `rows` of the board in the order given, drawn as rows 0, 1, … with
/// the squares its queens' diagonals cross on the way to its last row marked; returns the
/// crossed squares of that row, falling and rising as drawn, which is what the chapter's
/// top_signature and bottom_signature take.
std::pair<Word, Word> trace_half(const Placement& solution, const std::vector<int>& rows,
                                 bool upside_down, Board& board) {
    const int n = board.size;
    const int last = static_cast<int>(rows.size()) - 1;
    Word falling = 0;
    Word rising = 0;
    board.columns.assign(rows.size(), -1);
    for (int row = 0; row <= last; ++row) {
        const int column = solution[static_cast<std::size_t>(rows[static_cast<std::size_t>(row)])];
        board.columns[static_cast<std::size_t>(row)] = column;
        board.row_notes.push_back("row " + std::to_string(rows[static_cast<std::size_t>(row)]));
        // Turned upside down, a diagonal that runs down to the right on the board runs down to
        // the left in the drawing; its colour stays the board's.
        for (const int step : {1, -1}) {
            const int room = step == 1 ? n - 1 - column : column;
            const bool reaches = last - row <= room;
            const bool board_falling = (step == 1) != upside_down;
            board.traces.push_back({row, column, std::min(last - row, room), step,
                                    board_falling ? pictures::first_tint : pictures::second_tint,
                                    reaches});
            if (reaches) {
                (step == 1 ? falling : rising) |= Word{1} << (column + step * (last - row));
            }
        }
    }
    return {falling, rising};
}

void draw_cut(const fs::path& out) {
    constexpr int n = 8;
    constexpr int h = n / 2;
    const Cut cut{n, 0};
    const Placement solution = chapter_00_solution();
    Board whole = annotated_board(n);
    whole.columns = solution;
    whole.rules_below = {h - 1};
    Word top_columns = 0;
    Word bottom_columns = 0;
    for (int row = 0; row < n; ++row) {
        const int column = solution[static_cast<std::size_t>(row)];
        (row < h ? top_columns : bottom_columns) |= Word{1} << column;
    }
    whole.label = "the cut below row 3";

    Board top = annotated_board(n, h);
    const auto [top_falling, top_rising] = trace_half(solution, {0, 1, 2, 3}, false, top);
    top.label = "top half";
    Board bottom = annotated_board(n, h);
    const auto [bottom_falling, bottom_rising] = trace_half(solution, {7, 6, 5, 4}, true, bottom);
    bottom.label = "bottom half, upside down";

    const Signature top_signature = queens::ch12::top_signature(cut, top_falling, top_rising);
    const Signature bottom_signature =
        queens::ch12::bottom_signature(cut, bottom_falling, bottom_rising);
    const std::vector<Signature> tops = queens::ch12::top_halves(cut, top_columns);
    const std::vector<Signature> bottoms = queens::ch12::bottom_halves(cut, bottom_columns);
    if (std::find(tops.begin(), tops.end(), top_signature) == tops.end() ||
        std::find(bottoms.begin(), bottoms.end(), bottom_signature) == bottoms.end() ||
        (top_signature & bottom_signature) != 0) {
        throw std::runtime_error("the halves of " + columns_of(solution) +
                                 " are not signed as top_halves and bottom_halves sign them");
    }
    // Four rows of the squares of row 3: the falling bits 0 to n - 1 of each signature, then
    // the rising bits n to 2n - 1.
    Board signatures = annotated_board(n, 4);
    const std::array<Signature, 2> signed_halves = {top_signature, bottom_signature};
    for (int row = 0; row < 4; ++row) {
        const Signature signature = signed_halves[static_cast<std::size_t>(row % 2)];
        const int first_bit = row < 2 ? 0 : n;
        for (int column = 0; column < n; ++column) {
            if ((signature >> (first_bit + column) & 1U) != 0) {
                square_of(signatures.texts, n, row, column) = std::to_string(first_bit + column);
                square_of(signatures.tints, n, row, column) =
                    row < 2 ? pictures::first_tint : pictures::second_tint;
            }
        }
    }
    signatures.rules_below = {1};
    signatures.row_notes = {"top, falling", "bottom, falling", "top, rising", "bottom, rising"};
    signatures.label = "the bits of the signatures,\nover the columns of row 3";
    const std::vector<Board> halves = {whole, top, bottom};
    write(out / "cut-8.svg",
          pictures::board_grid(halves, 2, 16,
                               "Chapter 00's solution cut in two, and its halves with the "
                               "diagonals they carry to the cut"));
    write(out / "signatures-8.svg",
          pictures::board_grid(std::span(&signatures, 1), 1, 26,
                               "The signatures of the two halves: no bit in common"));
}
#endif

#if QUEENS_PICTURES_QUARTERS
void draw_quarters(const fs::path& out) {
    constexpr int n = 8;
    constexpr int h = n / 2;
    constexpr int left_columns = (n + 1) / 2;
    const Placement solution = chapter_00_solution();
    Board half = annotated_board(n, h);
    Board left = annotated_board(left_columns, h);
    Board right = annotated_board(n - left_columns, h);
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
    half.label = "the top half they make;\n" +
                 std::to_string(pictures::supplied::quarter_boards(n)) + " quarters in all";
    left.label = "left: rows " + members_of(rows[0]) + "\ncolumns " + members_of(columns[0]);
    right.label = "right: rows " + members_of(rows[1]) + "\ncolumns " + members_of(columns[1]);
    const std::vector<Board> boards = {left, right, half};
    write(out / "quarters-8.svg",
          pictures::board_grid(boards, 2, 20,
                               "The top half of chapter 00's solution and its two quarters"));
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

/// The weight chapter 13 gives a solution by its queens on the long diagonals.
int weight_of(const std::pair<int, int>& kind) {
    if (kind.first == 1 && kind.second == 1) {
        return 0;
    }
    return kind.first == 2 || kind.second == 2 ? 2 : 1;
}

Board long_diagonal_board(const Placement& solution) {
    const int n = static_cast<int>(solution.size());
    Board board = annotated_board(n);
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

void draw_long_diagonals(const fs::path& out) {
    constexpr int n = 8;
    const queens::Solver* solver = enumerator_for(n);
    if (solver == nullptr) {
        throw std::runtime_error("no chapter enumerates n = 8");
    }
    const std::vector<Placement> solutions = all_solutions(*solver, n);
    std::uint64_t weighed = 0;
    for (const Placement& solution : solutions) {
        weighed += static_cast<std::uint64_t>(weight_of(on_long_diagonals(solution)));
    }
    const Placement solution = chapter_00_solution();
    Placement reflected(n, -1);
    for (int row = 0; row < n; ++row) {
        reflected[static_cast<std::size_t>(solution[static_cast<std::size_t>(row)])] = row;
    }
    if (weighed != known_count(n) || on_long_diagonals(solution) != std::pair{1, 1} ||
        !std::binary_search(solutions.begin(), solutions.end(), reflected)) {
        throw std::runtime_error("the weights of the solutions of n = 8 add up to " +
                                 std::to_string(weighed) + ", or " + columns_of(solution) +
                                 " is not of kind (1, 1) with a reflection that is a solution");
    }
    const std::vector<Board> boards = {long_diagonal_board(solution),
                                       long_diagonal_board(reflected)};
    write(out / "long-diagonals-8.svg",
          pictures::board_grid(boards, 2, 20,
                               "Chapter 00's solution, with a queen on each long diagonal on "
                               "either side of the cut, and its reflection in the main diagonal"));
}
#endif

#if QUEENS_PICTURES_QUARTERS && QUEENS_PICTURES_IMAGES
void draw_symmetry_class(const fs::path& out) {
    const Placement solution = chapter_00_solution();
    const std::vector<Placement> images = pictures::supplied::images_of(solution);
    std::vector<Placement> members(images.begin(), images.end());
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());
    // The images that weigh nothing first, then the others, each group in dictionary order.
    std::stable_sort(members.begin(), members.end(), [](const Placement& a, const Placement& b) {
        return weight_of(on_long_diagonals(a)) < weight_of(on_long_diagonals(b));
    });
    std::vector<Board> boards;
    std::size_t weighed = 0;
    for (const Placement& member : members) {
        if (!queens::is_solution(member)) {
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
    write(out / "symmetry-class-8.svg",
          pictures::board_grid(boards, 3, 13,
                               "The class of chapter 00's solution under the eight symmetries, "
                               "with the kind and the weight of each member"));
}
#endif

/// The roles of the cluster's count, in Graphviz.
void draw_cluster_roles(const fs::path& out) {
    write(out / "cluster-roles.dot", R"dot(digraph cluster_roles {
  graph [fontname="sans-serif", fontsize=13, nodesep=0.15, ranksep=0.5];
  node [shape=box, style="rounded,filled", fillcolor="#f0d9b5", fontname="sans-serif", fontsize=13, margin="0.08,0.04"];
  edge [fontname="sans-serif", fontsize=12];
  subgraph cluster_rank0 {
    label="rank 0"; style="rounded"; color="#1f1f1f";
    foreman [label="the foreman:\nwhat is left,\nthe sum"];
    journal [label="the journal:\na line for each\ncounted piece", shape=note, fillcolor="#ffffff"];
    {rank=same; foreman -> journal [label="write,\nflush"];}
  }
  worker1 [label="worker\nrank 1:\na crew of\nthreads"];
  worker2 [label="worker\nrank 2:\na crew of\nthreads"];
  worker3 [label="worker\nrank k:\na crew of\nthreads"];
  foreman -> worker1 [dir=both, label="work,\nsubtotal"];
  foreman -> worker2 [dir=both];
  foreman -> worker3 [dir=both];
}
)dot");
}

/// The GPU's count: tasks drawn from one counter by the threads of warps, in Graphviz.
void draw_gpu_roles(const fs::path& out) {
    write(out / "gpu-roles.dot", R"dot(digraph gpu_roles {
  graph [fontname="sans-serif", fontsize=13, nodesep=0.15, ranksep=0.45];
  node [shape=box, style="rounded,filled", fillcolor="#f0d9b5", fontname="sans-serif", fontsize=13, margin="0.06,0.04"];
  edge [fontname="sans-serif", fontsize=12];
  tasks [label="the tasks, shuffled\n(global memory)"];
  next [label="next: one counter,\natomicAdd(next, 1)", fillcolor="#ffffff"];
  tasks -> next [dir=none, style=dashed];
  subgraph cluster_block {
    label="a block: whole warps"; labelloc="b"; style="rounded"; color="#1f1f1f";
    subgraph cluster_warp {
      label="a warp: 32 threads\nin lockstep"; labelloc="b"; style="rounded,dashed";
      thread0 [label="thread\n0"];
      dots [label="…", shape=plaintext, style=""];
      thread31 [label="thread\n31"];
      {rank=same; thread0 -> dots -> thread31 [style=invis];}
    }
    others [label="other\nwarps", fillcolor="#ffffff"];
  }
  next -> thread0 [label="a task"];
  next -> thread31;
  next -> others;
  sums [label="the totals: each warp's\nfirst thread adds\nthe warp's sums", fillcolor="#ffffff"];
  thread0 -> sums;
  others -> sums;
}
)dot");
}

/// The first figure of the work a run at n did, in words ("2,057 nodes"), when the shared suite
/// runs that n (and so it is quick); empty otherwise.
std::string measured_work(const queens::Solver& solver, int n) {
    queens::Work work;
    if (solver.finds()) {
        if (n > solver.limits.command) {
            return "";
        }
        work = solver.find(n).work;
    } else {
        if (n > solver.limits.count_in_suite) {
            return "";
        }
        work = solver.count(n).work;
    }
    if (work.empty()) {
        return "";
    }
    return queens::approximately(static_cast<long double>(work.front().count)) + " " +
           std::string(work.front().unit);
}

/// What the site's table of chapters says about each solver, from the solvers themselves.
std::string solvers_json() {
    std::ostringstream json;
    json << "[\n";
    bool first = true;
    for (const queens::Solver& solver : queens::registry()) {
        const std::string workload_8 =
            solver.workload && solver.limits.representable >= 8 ? in_words(solver.workload(8)) : "";
        json << (first ? "" : ",\n") << "  {" << queens::support::solver_members(solver)
             << ", \"workload_8\": " << queens::support::json_string(workload_8)
             << ", \"work_8\": " << queens::support::json_string(measured_work(solver, 8)) << "}";
        first = false;
    }
    json << "\n]\n";
    return json.str();
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: queens_pictures OUTPUT_DIR\n";
        return 2;
    }
    try {
        const fs::path out = argv[1];
        fs::create_directories(out);
        write(out / "solvers.json", solvers_json());
        for (int n = 4; n <= 8; ++n) {
            draw_solutions(out, n);
        }
#if QUEENS_PICTURES_FUNDAMENTAL && QUEENS_PICTURES_IMAGES
        for (int n = 4; n <= 8; ++n) {
            draw_fundamental(out, n);
        }
#endif
#if QUEENS_PICTURES_THREAT_MASKS
        draw_threat_masks(out);
#endif
#if QUEENS_PICTURES_SEARCH_TREE
        draw_search_trees(out);
#endif
        draw_diagonal_numbers(out);
#if QUEENS_PICTURES_LANES
        draw_attack_layers(out);
        draw_wide_lanes(out);
#endif
#if QUEENS_PICTURES_FAMILIES
        draw_bounds(out);
#endif
#if QUEENS_PICTURES_FAMILIES && QUEENS_PICTURES_PARTS
        draw_parts(out);
#endif
#if QUEENS_PICTURES_CONSTRUCTION
        draw_staircases(out);
#endif
#if QUEENS_PICTURES_SIGNATURES
        draw_cut(out);
#endif
#if QUEENS_PICTURES_QUARTERS
        draw_quarters(out);
        draw_long_diagonals(out);
#endif
#if QUEENS_PICTURES_QUARTERS && QUEENS_PICTURES_IMAGES
        draw_symmetry_class(out);
#endif
        draw_cluster_roles(out);
        draw_gpu_roles(out);
    } catch (const std::exception& error) {
        std::cerr << "queens_pictures: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
