// Chapter 13's pictures: a top half and its two quarters, with the chapter's quarter_boards; the
// diagonals of its queens and those each side's window keeps, with kept_diagonals;
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

/// The example's board, its half's rows and its left side's columns: chapter 00's 8 × 8 solution.
constexpr int board_size = 8;
constexpr int half_rows = board_size / 2;
constexpr int left_columns = (board_size + 1) / 2;

/// The top half of chapter 00's solution, with a heavy line between its two sides.
Board top_half(const Placement& solution) {
    Board half = pictures::annotated_board(board_size, half_rows);
    half.columns.assign(solution.begin(), solution.begin() + half_rows);
    half.rules_right_of = {left_columns - 1};
    return half;
}

void draw_quarters(const pictures::Canvas& canvas) {
    const Placement solution = pictures::chapter_00_solution();
    Board half = top_half(solution);
    Board left = pictures::annotated_board(left_columns, half_rows);
    Board right = pictures::annotated_board(board_size - left_columns, half_rows);
    left.columns.assign(half_rows, -1);
    right.columns.assign(half_rows, -1);
    std::array<std::uint64_t, 2> rows{};
    std::array<std::uint64_t, 2> columns{};
    for (int row = 0; row < half_rows; ++row) {
        const int column = solution[static_cast<std::size_t>(row)];
        const bool on_left = column < left_columns;
        square_of(half.tints, board_size, row, column) =
            on_left ? pictures::first_tint : pictures::second_tint;
        Board& quarter = on_left ? left : right;
        const int within = on_left ? column : column - left_columns;
        quarter.columns[static_cast<std::size_t>(row)] = within;
        square_of(quarter.tints, quarter.size, row, within) =
            on_left ? pictures::first_tint : pictures::second_tint;
        rows[on_left ? 0U : 1U] |= std::uint64_t{1} << row;
        columns[on_left ? 0U : 1U] |= std::uint64_t{1} << column;
    }
    half.label = "the top half they make;\n" + std::to_string(quarter_boards(board_size)) +
                 " quarters in all";
    left.label = "left: rows " + members_of(rows[0]) + "\ncolumns " + members_of(columns[0]);
    right.label = "right: rows " + members_of(rows[1]) + "\ncolumns " + members_of(columns[1]);
    const std::vector<Board> boards = {left, right, half};
    canvas.write("quarters-8.svg",
                 pictures::board_grid(boards, 2, 20,
                                      "The top half of chapter 00's solution and its two "
                                      "quarters"));
}

/// A number as the book writes it, with a minus sign for a negative one.
std::string number(int value) {
    return value < 0 ? "\u2212" + std::to_string(-value) : std::to_string(value);
}

/// Numbers as a set, "{0, 2}", or "0 to 6" when `as_range` and there are more than two.
std::string numbers_of(const std::vector<int>& values, bool as_range = false) {
    if (as_range && values.size() > 2) {
        return number(values.front()) + " to " + number(values.back());
    }
    std::string text = "{";
    for (const int value : values) {
        text += (text.size() > 1 ? ", " : "") + number(value);
    }
    return text + "}";
}

/// The diagonals of one side of the half: those its window keeps on any square, those it keeps
/// of its queens, and those of its queens it drops; falling ones first, then rising ones, sorted.
struct SideDiagonals {
    std::array<std::vector<int>, 2> window;
    std::array<std::vector<int>, 2> kept;
    std::array<std::vector<int>, 2> dropped;
};

/// Adds the falling diagonal `falling` and the rising one `rising` to `kept` or `dropped` as the
/// bits of `diagonals` (kept_diagonals' word) say.
void file_diagonals(std::uint64_t diagonals, int falling, int rising,
                    std::array<std::vector<int>, 2>& kept,
                    std::array<std::vector<int>, 2>* dropped) {
    const std::array<bool, 2> keeps = {(diagonals >> falling & 1U) != 0,
                                       (diagonals >> (32 + rising + half_rows - 1) & 1U) != 0};
    const std::array<int, 2> numbers = {falling, rising};
    for (std::size_t kind = 0; kind < 2; ++kind) {
        if (keeps[kind]) {
            kept[kind].push_back(numbers[kind]);
        } else if (dropped != nullptr) {
            (*dropped)[kind].push_back(numbers[kind]);
        }
    }
}

/// The lines under the board for one side: what its window keeps, and of its queens' diagonals.
std::string side_label(const std::string& side, const SideDiagonals& diagonals) {
    std::string text = side + " side keeps falling " + numbers_of(diagonals.window[0], true) +
                       ", rising " + numbers_of(diagonals.window[1], true) + ":\nof its queens " +
                       numbers_of(diagonals.kept[0]) + " and " + numbers_of(diagonals.kept[1]);
    const std::array<const char*, 2> kinds = {"falling", "rising"};
    for (std::size_t kind = 0; kind < 2; ++kind) {
        if (!diagonals.dropped[kind].empty()) {
            text += std::string(", not ") + kinds[kind] + " " + numbers_of(diagonals.dropped[kind]);
        }
    }
    return text;
}

/// The top half of chapter 00's solution with every square's falling and rising number, the
/// queens' diagonals traced towards the cut, and what each side's window keeps, from
/// kept_diagonals; checks that a window keeps exactly the diagonals that reach the row next to
/// the cut on the board, the ones the picture traces to a dot there.
void draw_kept_diagonals(const pictures::Canvas& canvas) {
    const Placement solution = pictures::chapter_00_solution();
    Board half = top_half(solution);
    half.feet.resize(static_cast<std::size_t>(board_size * half_rows));
    std::array<SideDiagonals, 2> sides{};
    for (int row = 0; row < half_rows; ++row) {
        const int d = half_rows - 1 - row;
        half.row_notes.push_back("d = " + std::to_string(d));
        for (int column = 0; column < board_size; ++column) {
            const std::uint64_t kept = kept_diagonals(board_size, column, d);
            const int falling = column + d;
            const int rising = column - d;
            const std::uint64_t reaching =
                (falling < board_size ? std::uint64_t{1} << falling : 0U) |
                (rising >= 0 ? std::uint64_t{1} << (32 + rising + half_rows - 1) : 0U);
            if (kept != reaching) {
                throw std::runtime_error("kept_diagonals(" + std::to_string(board_size) + ", " +
                                         std::to_string(column) + ", " + std::to_string(d) +
                                         ") keeps other diagonals than those that reach d = 0");
            }
            half.feet[static_cast<std::size_t>(row * board_size + column)] = {number(falling),
                                                                              number(rising)};
            SideDiagonals& side = sides[column < left_columns ? 0U : 1U];
            file_diagonals(kept, falling, rising, side.window, nullptr);
            if (solution[static_cast<std::size_t>(row)] == column) {
                file_diagonals(kept, falling, rising, side.kept, &side.dropped);
                half.traces.push_back({row, column, std::min(d, board_size - 1 - column), 1,
                                       pictures::first_tint, falling < board_size});
                half.traces.push_back(
                    {row, column, std::min(d, column), -1, pictures::second_tint, rising >= 0});
            }
        }
    }
    for (SideDiagonals& side : sides) {
        for (auto* lists : {&side.window, &side.kept, &side.dropped}) {
            for (std::vector<int>& list : *lists) {
                std::sort(list.begin(), list.end());
                list.erase(std::unique(list.begin(), list.end()), list.end());
            }
        }
    }
    half.label = side_label("left", sides[0]) + "\n" + side_label("right", sides[1]);
    canvas.write("kept-diagonals-8.svg",
                 pictures::board_grid(std::vector<Board>{half}, 1, 44,
                                      "The top half of chapter 00's solution with the falling "
                                      "and rising number of every square, its queens' diagonals "
                                      "and those each side keeps"));
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
    draw_kept_diagonals(canvas);
    draw_long_diagonals(canvas);
    draw_symmetry_class(canvas);
}

} // namespace queens::ch13
