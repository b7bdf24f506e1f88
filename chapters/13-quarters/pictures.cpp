// Chapter 13's pictures: a top half and its two quarters, with the chapter's quarter_boards; the
// diagonals of its queens and those each side's window keeps, with kept_diagonals; the three
// numberings of every diagonal of the half, with half_diagonals and packed_diagonals; the sets of
// rows the join of the half's quarters visits, with filed_quarters; chapter 00's solution and its
// reflection with their queens on the long diagonals; its class under the eight symmetries, from
// chapter 08's images_of; and the rounds that turn a block on its side, with turn_round. Not
// tangled: this is the code that draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <iterator>
#include <span>
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

/// The squares of one side of the half (`left`) that lie on the falling diagonal `diagonal`
/// (c + d) or the rising one (c − d), as column and row d.
std::vector<std::pair<int, int>> side_squares_on(bool left, bool falling, int diagonal) {
    std::vector<std::pair<int, int>> squares;
    for (int column = left ? 0 : left_columns; column < (left ? left_columns : board_size);
         ++column) {
        for (int d = 0; d < half_rows; ++d) {
            if ((falling ? column + d : column - d) == diagonal) {
                squares.emplace_back(column, d);
            }
        }
    }
    return squares;
}

/// Every diagonal of the top half of the 8 × 8 board with its three numbers: its own (c + d or
/// c − d), its bit in a half's `Diagonals` word (half_diagonals) and its bit in the window of each
/// side that has a square on it (packed_diagonals), × where the window drops it; checked against
/// kept_diagonals on every square.
void draw_diagonal_bits(const pictures::Canvas& canvas) {
    constexpr std::uint64_t falling_part = 0xFFFF'FFFF;
    std::vector<Board> tables;
    for (const bool falling : {true, false}) {
        const int first = falling ? 0 : -(half_rows - 1);
        const int last = falling ? board_size + half_rows - 2 : board_size - 1;
        const int diagonals = last - first + 1;
        Board table = pictures::annotated_board(diagonals, 4);
        for (int diagonal = first; diagonal <= last; ++diagonal) {
            const int at = diagonal - first;
            square_of(table.texts, diagonals, 0, at) = number(diagonal);
            square_of(table.tints, diagonals, 0, at) =
                falling ? pictures::first_tint : pictures::second_tint;
            std::vector<int> word_bits;
            for (const bool left : {true, false}) {
                std::vector<std::uint32_t> packed_bits;
                for (const auto& [column, d] : side_squares_on(left, falling, diagonal)) {
                    const std::uint64_t bit = half_diagonals(board_size, column, d) &
                                              (falling ? falling_part : ~falling_part);
                    const std::uint32_t packed = packed_diagonals(board_size, left, bit);
                    if (std::popcount(bit) != 1 || std::popcount(packed) > 1 ||
                        (packed != 0) != ((kept_diagonals(board_size, column, d) & bit) != 0)) {
                        throw std::runtime_error(
                            "half_diagonals, packed_diagonals and kept_diagonals disagree on "
                            "column " +
                            std::to_string(column) + ", row " + std::to_string(d));
                    }
                    word_bits.push_back(std::countr_zero(bit));
                    packed_bits.push_back(packed);
                }
                if (packed_bits.empty()) {
                    continue;
                }
                if (std::adjacent_find(packed_bits.begin(), packed_bits.end(),
                                       std::not_equal_to<>()) != packed_bits.end()) {
                    throw std::runtime_error("one diagonal packs to two bits of a window");
                }
                const int row = left ? 2 : 3;
                if (packed_bits.front() == 0) {
                    square_of(table.texts, diagonals, row, at) = "\u00d7";
                } else {
                    square_of(table.texts, diagonals, row, at) =
                        std::to_string(std::countr_zero(packed_bits.front()));
                }
            }
            if (word_bits.empty() || std::adjacent_find(word_bits.begin(), word_bits.end(),
                                                        std::not_equal_to<>()) != word_bits.end()) {
                throw std::runtime_error("a diagonal of the half has no bit of its own");
            }
            square_of(table.texts, diagonals, 1, at) = std::to_string(word_bits.front());
        }
        table.row_notes = {falling ? "c + d" : "c \u2212 d", "its bit in Diagonals",
                           "its bit in the left window", "its bit in the right window"};
        table.label =
            std::string(falling ? "the falling" : "the rising") + " diagonals of the half" +
            (falling ? "" : "\n\u00d7: the side's window drops it; blank: not on the side");
        tables.push_back(std::move(table));
    }
    canvas.write("diagonal-bits-8.svg",
                 pictures::board_grid(tables, 1, 26,
                                      "The three numbers of every diagonal of the top half of the "
                                      "8 × 8 board: its own, its bit in Diagonals and its bit in "
                                      "each side's window"));
}

/// A quarter filed by the chapter, its queens found: the columns of its queens by row d, -1 for a
/// row it leaves empty, the one placement of its rows on its columns whose diagonals are those
/// the quarter keeps (kept_diagonals).
std::array<int, half_rows> queens_of(const ListedQuarter& quarter, int from) {
    std::vector<int> rows;
    std::vector<int> columns;
    for (int bit = 0; bit < board_size; ++bit) {
        if ((quarter.rows >> bit & 1U) != 0) {
            rows.push_back(bit);
        }
        if ((quarter.columns >> bit & 1U) != 0) {
            columns.push_back(from + bit);
        }
    }
    std::vector<std::array<int, half_rows>> found;
    do {
        std::uint64_t diagonals = 0;
        std::array<int, half_rows> by_row{};
        by_row.fill(-1);
        for (std::size_t queen = 0; queen < rows.size(); ++queen) {
            diagonals |= kept_diagonals(board_size, columns[queen], rows[queen]);
            by_row[static_cast<std::size_t>(rows[queen])] = columns[queen];
        }
        if (diagonals == quarter.diagonals) {
            found.push_back(by_row);
        }
    } while (std::next_permutation(rows.begin(), rows.end()));
    if (rows.size() != columns.size() || found.size() != 1) {
        throw std::runtime_error("a filed quarter is not one placement of its rows on its columns");
    }
    return found.front();
}

/// The join of the top halves on the columns of chapter 00's solution's top half, set of rows by
/// set of rows as Quarters::join walks them (ch12::next_set_of_as_many), with the quarters of
/// both cells from filed_quarters and each pair tried; checked against the pairs Classes says the
/// join tries and the halves chapter 12 lists on those columns.
void draw_join_walk(const pictures::Canvas& canvas) {
    const Placement solution = pictures::chapter_00_solution();
    const ch12::Cut cut{board_size, 0};
    ch12::Word columns = 0;
    for (int row = 0; row < half_rows; ++row) {
        columns |= ch12::Word{1} << solution[static_cast<std::size_t>(row)];
    }
    const ch12::Word all_rows = (ch12::Word{1} << half_rows) - 1;
    const ch12::Word left_set = columns & ((ch12::Word{1} << left_columns) - 1);
    const ch12::Word right_set = columns & ~left_set;
    const std::vector<ListedQuarter> left_side = filed_quarters(board_size, true, 1);
    const std::vector<ListedQuarter> right_side = filed_quarters(board_size, false, 1);
    const auto cell = [](const std::vector<ListedQuarter>& side, ch12::Word rows,
                         ch12::Word side_columns) {
        std::vector<ListedQuarter> quarters;
        std::copy_if(side.begin(), side.end(), std::back_inserter(quarters),
                     [&](const ListedQuarter& quarter) {
                         return quarter.rows == rows && quarter.columns == side_columns;
                     });
        return quarters;
    };
    std::vector<Board> boards;
    std::uint64_t pairs = 0;
    std::uint64_t halves = 0;
    ch12::Word rows = (ch12::Word{1} << std::popcount(left_set)) - 1;
    for (;;) {
        const ch12::Word other_rows = all_rows & ~rows;
        const std::vector<ListedQuarter> lefts = cell(left_side, rows, left_set);
        const std::vector<ListedQuarter> rights =
            cell(right_side, other_rows, right_set >> left_columns);
        Board cells = pictures::annotated_board(board_size, half_rows);
        cells.columns.assign(half_rows, -1);
        cells.rules_right_of = {left_columns - 1};
        for (int d = 0; d < half_rows; ++d) {
            const int row = half_rows - 1 - d;
            cells.row_notes.insert(cells.row_notes.begin(), "d = " + std::to_string(d));
            const bool on_left = (rows >> d & 1U) != 0;
            for (int column = 0; column < board_size; ++column) {
                if ((columns >> column & 1U) != 0 && (column < left_columns) == on_left) {
                    square_of(cells.tints, board_size, row, column) =
                        on_left ? pictures::first_tint : pictures::second_tint;
                }
            }
        }
        const std::string heading = "rows " + members_of(rows) + " = " + std::to_string(rows) +
                                    " and " + members_of(other_rows) +
                                    "\nquarters: " + std::to_string(lefts.size()) + " left, " +
                                    std::to_string(rights.size()) + " right";
        if (lefts.empty() || rights.empty()) {
            cells.label = heading + "\nno pair to try";
            boards.push_back(cells);
        }
        std::size_t tried = 0;
        for (const ListedQuarter& left : lefts) {
            for (const ListedQuarter& right : rights) {
                ++tried;
                const bool fits = (left.diagonals & right.diagonals) == 0;
                Board half = cells;
                const std::array<int, half_rows> left_queens = queens_of(left, 0);
                const std::array<int, half_rows> right_queens = queens_of(right, left_columns);
                for (int d = 0; d < half_rows; ++d) {
                    const int column = std::max(left_queens[static_cast<std::size_t>(d)],
                                                right_queens[static_cast<std::size_t>(d)]);
                    half.columns[static_cast<std::size_t>(half_rows - 1 - d)] = column;
                }
                half.label = heading + "\npair " + std::to_string(tried) + " of " +
                             std::to_string(lefts.size() * rights.size()) +
                             (fits ? ": " + columns_of(half.columns) : ": no half");
                boards.push_back(std::move(half));
                ++pairs;
                halves += fits ? 1 : 0;
            }
        }
        if (rows == 0 || rows == all_rows) {
            break;
        }
        rows = ch12::next_set_of_as_many(rows);
        if (rows > all_rows) {
            break;
        }
    }
    const Classes classes(board_size, 1);
    const std::span<const ch12::Group> groups = classes.groups();
    const auto group = std::find_if(groups.begin(), groups.end(),
                                    [&](const ch12::Group& g) { return g.top_columns == columns; });
    if (group == groups.end() ||
        classes.quarter_pairs(static_cast<std::size_t>(group - groups.begin())).top != pairs ||
        ch12::top_halves(cut, columns).size() != halves) {
        throw std::runtime_error("the join of the top halves on " + members_of(columns) +
                                 " tries other pairs, or finds other halves, than drawn");
    }
    canvas.write("join-walk-8.svg",
                 pictures::board_grid(boards, 3, 20,
                                      "The join of the top halves on the columns of chapter 00's "
                                      "solution's top half, set of rows by set of rows"));
}

/// The rounds that turn a block of 64 words on its side, on its 8 × 8 corner, the rest of the
/// block 0: turn_round, run on each bit of the corner alone, says where each goes. Each square
/// shows the word and the bit its bit started in; the squares a round moved are tinted, blue
/// where the bit came up from a later word, orange where it went down.
void draw_turn_rounds(const pictures::Canvas& canvas) {
    constexpr int corner = 8;
    // where[word][bit]: the square, word and bit, that the bit which started there is in now.
    using Squares = std::array<std::array<std::pair<int, int>, corner>, corner>;
    Squares where{};
    for (int word = 0; word < corner; ++word) {
        for (int bit = 0; bit < corner; ++bit) {
            where[static_cast<std::size_t>(word)][static_cast<std::size_t>(bit)] = {word, bit};
        }
    }
    const auto board_of = [&](const std::string& label, const Squares& before) {
        Board board = pictures::annotated_board(corner);
        for (int word = 0; word < corner; ++word) {
            for (int bit = 0; bit < corner; ++bit) {
                const auto at = [&](const Squares& squares) {
                    return squares[static_cast<std::size_t>(word)][static_cast<std::size_t>(bit)];
                };
                const auto [now_word, now_bit] = at(where);
                square_of(board.texts, corner, now_word, now_bit) =
                    std::to_string(word) + "," + std::to_string(bit);
                if (at(before) != at(where)) {
                    square_of(board.tints, corner, now_word, now_bit) =
                        now_word < at(before).first ? pictures::first_tint : pictures::second_tint;
                }
            }
        }
        board.label = label;
        return board;
    };
    std::vector<Board> boards = {board_of("the corner of a block:\nbit b of word w is w,b", where)};
    for (std::size_t size = 32; size != 0; size >>= 1) {
        const Squares before = where;
        bool moved = false;
        for (auto& bits : where) {
            for (auto& [word, bit] : bits) {
                std::array<std::uint64_t, 64> block{};
                block[static_cast<std::size_t>(word)] = std::uint64_t{1} << bit;
                block = turn_round(block, size);
                const auto found = std::find_if(block.begin(), block.end(),
                                                [](std::uint64_t w) { return w != 0; });
                const auto now_word = static_cast<int>(found - block.begin());
                if (found == block.end() || std::popcount(*found) != 1 || now_word >= corner ||
                    std::countr_zero(*found) >= corner) {
                    throw std::runtime_error("turn_round moves a bit of the corner out of it");
                }
                const int now_bit = std::countr_zero(*found);
                moved = moved || now_word != word || now_bit != bit;
                word = now_word;
                bit = now_bit;
            }
        }
        if (moved != (size < corner)) {
            throw std::runtime_error("the round of " + std::to_string(size) +
                                     (moved ? " moves" : " does not move") + " the corner's bits");
        }
        if (moved) {
            boards.push_back(board_of("after the round of " + std::to_string(size) +
                                          (size == 1 ? ":\nbit b of word w is b,w" : ""),
                                      before));
        }
    }
    for (int word = 0; word < corner; ++word) {
        for (int bit = 0; bit < corner; ++bit) {
            if (where[static_cast<std::size_t>(word)][static_cast<std::size_t>(bit)] !=
                std::pair{bit, word}) {
                throw std::runtime_error(
                    "the six rounds of turn_round do not transpose the corner");
            }
        }
    }
    canvas.write("turn-rounds-8.svg",
                 pictures::board_grid(boards, 2, 26,
                                      "The rounds that turn a block on its side, on the 8 × 8 "
                                      "corner of a block"));
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
    draw_diagonal_bits(canvas);
    draw_join_walk(canvas);
    draw_long_diagonals(canvas);
    draw_symmetry_class(canvas);
    draw_turn_rounds(canvas);
}

} // namespace queens::ch13
