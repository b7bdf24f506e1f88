// Chapter 12's pictures: chapter 00's solution cut in two, its halves' diagonals traced to the
// cut, and their signatures, checked against the chapter's top_halves and bottom_halves; the
// example's block of bottom halves against its top half, with the table of conflicts of
// within_each_value; the same halves sorted by a key of key_for; and the top half as a left and a
// right part met at one column, with list_parts. Not tangled: this is the code that draws the
// chapter's figures (docs/README.md).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "canvas.hpp"
#include "queens/ch12/meet_in_the_middle.hpp"

namespace queens::ch12 {

namespace {

using pictures::Board;

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

/// The columns of the example's bottom halves, {0, 4, 5, 7}: those chapter 00's solution leaves
/// below the cut.
constexpr Word example_bottom_columns = 0b1011'0001;

/// The bits of a chunk of a signature's rest, as the chapter's slices take them, and its values.
constexpr int chunk_bits = 4;
constexpr std::size_t chunk_values = std::size_t{1} << chunk_bits;
using ByValue = std::array<std::uint64_t, chunk_values>;

/// The value of chunk `chunk` of the rest of `signature` under `key`.
std::uint64_t chunk_value(const Key& key, Signature signature, std::size_t chunk) {
    return key.rest(signature) >> (chunk * chunk_bits) & (chunk_values - 1);
}

/// For chunk `chunk`, the halves of `bottoms` whose value is each value exactly: bit i is the
/// i-th half.
ByValue halves_by_value(const std::vector<Signature>& bottoms, const Key& key, std::size_t chunk) {
    ByValue exactly{};
    for (std::size_t half = 0; half < bottoms.size(); ++half) {
        exactly[chunk_value(key, bottoms[half], chunk)] |= std::uint64_t{1} << half;
    }
    return exactly;
}

/// The table's row for each value, the halves of a block of `halves` that the value conflicts
/// with, from the halves within each value, as the constructor of the chapter's slices fills it.
ByValue conflicts_by_value(const ByValue& within, std::size_t halves) {
    const std::uint64_t block = (std::uint64_t{1} << halves) - 1;
    ByValue conflicts{};
    for (std::size_t value = 0; value < chunk_values; ++value) {
        conflicts[value] = ~within[(chunk_values - 1) ^ value] & block;
    }
    return conflicts;
}

/// The sum over subsets of the example's block: for the first chunk of the eight bottom halves on
/// the columns {0, 4, 5, 7}, the halves whose value is each value exactly, after each pass of
/// `within_each_value`, and the row of the table each value selects, as the constructor of the
/// chapter's slices fills it; checked against what the chapter finds by hand for the top half
/// 3 1 6 2, whose signature is `top`.
void draw_within(const pictures::Canvas& canvas, Signature top) {
    using pictures::square_of;
    constexpr int n = 8;
    const Cut cut{n, 0};
    const std::vector<Signature> bottoms = bottom_halves(cut, example_bottom_columns);
    const Key key = key_for(n, bottoms.size(), 0, 256);
    const ByValue exactly = halves_by_value(bottoms, key, 0);
    std::vector<Board> boards;
    const auto draw = [&](const ByValue& halves, const std::string& label, const char* tint) {
        Board board = pictures::annotated_board(n, static_cast<int>(chunk_values));
        board.size = static_cast<int>(bottoms.size());
        board.tints.assign(chunk_values * bottoms.size(), "");
        board.texts.assign(chunk_values * bottoms.size(), "");
        for (std::size_t value = 0; value < chunk_values; ++value) {
            std::string bits;
            for (int bit = chunk_bits - 1; bit >= 0; --bit) {
                bits += (value >> bit & 1) != 0 ? '1' : '0';
            }
            board.row_notes.push_back(bits);
            for (std::size_t half = 0; half < bottoms.size(); ++half) {
                if ((halves[value] >> half & 1) != 0) {
                    const auto row = static_cast<int>(value);
                    const auto column = static_cast<int>(half);
                    square_of(board.tints, board.size, row, column) = tint;
                    square_of(board.texts, board.size, row, column) = std::to_string(half);
                }
            }
        }
        board.label = label;
        boards.push_back(std::move(board));
    };
    draw(exactly, "each half in the row\nof its value", pictures::first_tint);
    for (int passes = 1; passes <= chunk_bits; ++passes) {
        draw(within_each_value(exactly, passes),
             "after the pass over bit " + std::to_string(passes - 1) +
                 (passes == chunk_bits ? ":\nthe halves within each value" : ""),
             pictures::first_tint);
    }
    const ByValue conflicts =
        conflicts_by_value(within_each_value(exactly, chunk_bits), bottoms.size());
    const std::uint64_t value = chunk_value(key, top, 0);
    if (value != 12 || conflicts[value] != 0b0101'1111) {
        throw std::runtime_error("the top half 3 1 6 2 selects another row of the first chunk "
                                 "than the chapter finds by hand");
    }
    draw(conflicts, "the table: the halves\neach value conflicts with", pictures::second_tint);
    boards.back().row_notes[value] += ": 3 1 6 2";
    canvas.write("within-8.svg",
                 pictures::board_grid(boards, 3, 16,
                                      "The sum over subsets for the first chunk of the example's "
                                      "block: the halves within each value, pass by pass"));
}

/// The members of a set of bits, "{0, 1, 3}", or "{ }" for none.
std::string members_of(std::uint64_t bits) {
    std::string text;
    for (int bit = 0; bits != 0; ++bit, bits >>= 1U) {
        if ((bits & 1U) != 0) {
            text += text.empty() ? "{" : ", ";
            text += std::to_string(bit);
        }
    }
    return text.empty() ? "{ }" : text + "}";
}

/// A line along a diagonal from the centre of the square `from` to that of `to` (row, column), in
/// `colour`, ending in a dot on `to` when `dot`. A board's lines run downwards, so a line that
/// climbs is drawn from `to` down, and its dot apart.
void trace_between(Board& board, std::pair<int, int> from, std::pair<int, int> to,
                   const char* colour, bool dot) {
    const auto [top, bottom] = from.first <= to.first ? std::pair{from, to} : std::pair{to, from};
    const int step = bottom.second >= top.second ? 1 : -1;
    const bool dot_at_bottom = dot && bottom == to;
    board.traces.push_back(
        {top.first, top.second, bottom.first - top.first, step, colour, dot_at_bottom});
    if (dot && !dot_at_bottom) {
        board.traces.push_back({to.first, to.second, 0, 1, colour, true});
    }
}

/// The top half 3 1 6 2 of `solution` as `list_halves` splits it: the left part, its queens in
/// the first h / 2 of its columns, and the right part, in the others, each drawn with its queens'
/// diagonals followed to the meeting column, the last left one, and a dot where they cross it.
/// The rows crossed are checked against the `meeting` word of that part as the chapter's
/// list_parts lists it, and the parts' numbers and joins against what the chapter says of them.
void draw_meeting(const pictures::Canvas& canvas, const Placement& solution) {
    constexpr int n = 8;
    constexpr int h = n / 2;
    const Cut cut{n, 0};
    std::vector<int> columns(solution.begin(), solution.begin() + h);
    std::sort(columns.begin(), columns.end());
    const auto split = static_cast<std::ptrdiff_t>(h / 2);
    const std::vector<int> left(columns.begin(), columns.begin() + split);
    const std::vector<int> right(columns.rbegin(), columns.rend() - split);
    const int meeting = left.back();

    std::vector<Board> boards;
    std::array<std::vector<Part>, 2> listed;
    for (const bool on_left : {true, false}) {
        const std::vector<int>& order = on_left ? left : right;
        Board board = pictures::annotated_board(n, h);
        board.columns.assign(h, -1);
        board.rules_right_of = {meeting - 1, meeting};
        Word rows = 0;
        Word falling_rows = 0;
        Word rising_rows = 0;
        std::uint64_t crossed = 0;
        for (int row = 0; row < h; ++row) {
            const int d = h - 1 - row;
            const int column = solution[static_cast<std::size_t>(row)];
            if (std::find(order.begin(), order.end(), column) == order.end()) {
                continue;
            }
            board.columns[static_cast<std::size_t>(row)] = column;
            rows |= Word{1} << d;
            crossed |= std::uint64_t{1} << (column + d);
            crossed |= column >= d ? std::uint64_t{1} << (32 + column - d) : 0;
            // Towards the meeting column a falling diagonal goes down as it goes right, a rising
            // one up; each is followed until it reaches the meeting column or leaves the half.
            const int gap = meeting - column;
            const int way = gap >= 0 ? 1 : -1;
            for (const bool falling : {true, false}) {
                const int down = falling ? way : -way;
                const int steps = std::min(std::abs(gap), down > 0 ? h - 1 - row : row);
                const bool reaches = steps == std::abs(gap);
                trace_between(board, {row, column}, {row + down * steps, column + way * steps},
                              falling ? pictures::first_tint : pictures::second_tint, reaches);
                if (reaches) {
                    (falling ? falling_rows : rising_rows) |= Word{1} << (d - down * steps);
                }
            }
        }
        for (int d = h - 1; d >= 0; --d) {
            const bool falling = (falling_rows >> d & 1U) != 0;
            const bool rising = (rising_rows >> d & 1U) != 0;
            board.row_notes.push_back("d = " + std::to_string(d) +
                                      (falling && rising ? ": falling, rising"
                                       : falling         ? ": falling"
                                       : rising          ? ": rising"
                                                         : ""));
        }
        list_parts(cut, order, meeting,
                   [&](const Part& part) { listed[on_left ? 0U : 1U].push_back(part); });
        const auto& parts = listed[on_left ? 0U : 1U];
        const auto same = [&](const Part& part) {
            return part.rows == rows && part.crossed == crossed;
        };
        const auto found = std::find_if(parts.begin(), parts.end(), same);
        if (std::count_if(parts.begin(), parts.end(), same) != 1 ||
            found->meeting != (falling_rows | rising_rows << h)) {
            throw std::runtime_error("list_parts does not carry the part of 3 1 6 2 on the "
                                     "columns " +
                                     std::to_string(order.front()) + " and " +
                                     std::to_string(order.back()) +
                                     " to the meeting column as the figure draws it");
        }
        const Word mask = (Word{1} << h) - 1;
        board.label = std::string(on_left ? "left" : "right") + " part, columns " +
                      std::to_string(std::min(order.front(), order.back())) + " and " +
                      std::to_string(std::max(order.front(), order.back())) + ":\nfalling rows " +
                      members_of(found->meeting & mask) + ", rising " +
                      members_of(found->meeting >> h);
        boards.push_back(std::move(board));
    }

    // The chapter's numbers for this set of columns: the parts listed, the pairs on
    // complementary rows, and those that fit, which must be the set's top halves.
    std::size_t complementary = 0;
    std::vector<Signature> joined;
    for (const Part& left_part : listed[0]) {
        for (const Part& right_part : listed[1]) {
            if ((left_part.rows ^ right_part.rows) == (Word{1} << h) - 1) {
                ++complementary;
                if ((left_part.meeting & right_part.meeting) == 0) {
                    const std::uint64_t crossed = left_part.crossed | right_part.crossed;
                    joined.push_back(top_signature(cut, static_cast<Word>(crossed),
                                                   static_cast<Word>(crossed >> 32)));
                }
            }
        }
    }
    Word top_columns = 0;
    for (const int column : columns) {
        top_columns |= Word{1} << column;
    }
    std::vector<Signature> tops = top_halves(cut, top_columns);
    std::sort(joined.begin(), joined.end());
    std::sort(tops.begin(), tops.end());
    if (listed[0].size() != 6 || listed[1].size() != 10 || complementary != 12 || joined != tops ||
        tops.size() != 4) {
        throw std::runtime_error("the parts of the columns {1, 2, 3, 6} are not the 6 left and 10 "
                                 "right ones, with 12 pairs on complementary rows and 4 that fit, "
                                 "that the chapter counts");
    }
    canvas.write("meeting-8.svg",
                 pictures::board_grid(boards, 1, 30,
                                      "The top half 3 1 6 2 as a left and a right part, with the "
                                      "rows of the meeting column that their diagonals cross"));
}

/// A pale shade for the columns a half's bits are compared in.
constexpr const char* compared_tint = "#b0bec5";

/// The columns of the bottom half on the rows n / 2 to n − 1 of the n × n board whose signature
/// is `signature`, among the orderings of `columns` that are halves, "5 7 4 0"; throws unless
/// exactly one has it.
std::string bottom_half_of(const Cut& cut, Word columns, Signature signature) {
    const int n = cut.n;
    const int h = n / 2;
    std::vector<int> order;
    for (int column = 0; column < n; ++column) {
        if ((columns >> column & 1U) != 0) {
            order.push_back(column);
        }
    }
    std::vector<int> rows;
    for (int row = n - 1; row >= h; --row) {
        rows.push_back(row);
    }
    std::vector<std::string> found;
    do {
        Placement placement(static_cast<std::size_t>(n), -1);
        std::copy(order.begin(), order.end(), placement.begin() + h);
        bool apart = true;
        for (int row = h; row < n; ++row) {
            for (int other = row + 1; other < n; ++other) {
                apart =
                    apart && std::abs(placement[static_cast<std::size_t>(row)] -
                                      placement[static_cast<std::size_t>(other)]) != other - row;
            }
        }
        Board scratch = pictures::annotated_board(n, h);
        const auto [falling, rising] = trace_half(placement, rows, true, scratch);
        if (apart && bottom_signature(cut, falling, rising) == signature) {
            found.push_back(
                pictures::columns_of(Placement(placement.begin() + h, placement.end())));
        }
    } while (std::next_permutation(order.begin(), order.end()));
    if (found.size() != 1) {
        throw std::runtime_error("a signature of bottom_halves is not one bottom half's");
    }
    return found.front();
}

/// A row of a grid of signatures: bit j of `signature` tinted in column j, falling bits in the
/// first tint and rising in the second, or, outside the columns of `shaded`, in `left_out` when
/// it is given; the columns of `shaded` shaded where the signature has no bit, and a × where it
/// shares a bit with `against`.
void draw_signature(Board& grid, int row, int n, Signature signature, Signature shaded,
                    Signature against, const char* left_out = nullptr) {
    for (int bit = 0; bit < 2 * n; ++bit) {
        std::string& tint = pictures::square_of(grid.tints, grid.size, row, bit);
        if ((signature >> bit & 1U) != 0) {
            const bool left_aside = left_out != nullptr && (shaded >> bit & 1U) == 0;
            tint = left_aside ? left_out : bit < n ? pictures::first_tint : pictures::second_tint;
            if ((against >> bit & 1U) != 0) {
                pictures::square_of(grid.texts, grid.size, row, bit) = "\u00d7";
            }
        } else if ((shaded >> bit & 1U) != 0) {
            tint = compared_tint;
        }
    }
}

/// The example's block: the eight bottom halves on {0, 4, 5, 7}, a row each in the order
/// bottom_halves lists them, their falling squares then their rising ones, and the top half
/// 3 1 6 2, whose signature is `top`, under them; the columns its bits select are shaded, and
/// each half is marked as conflicting with it or fitting it. Checked against the chapter's
/// compatible_pairs and against the rows of the table, from within_each_value, that the text
/// gives for each chunk of the top half.
void draw_block(const pictures::Canvas& canvas, Signature top) {
    constexpr int n = 8;
    const Cut cut{n, 0};
    const std::vector<Signature> bottoms = bottom_halves(cut, example_bottom_columns);
    Board grid = pictures::annotated_board(2 * n, static_cast<int>(bottoms.size()) + 1);
    grid.rules_right_of = {n - 1};
    grid.rules_below = {static_cast<int>(bottoms.size()) - 1};
    std::uint64_t fits = 0;
    for (std::size_t half = 0; half < bottoms.size(); ++half) {
        const bool conflict = (bottoms[half] & top) != 0;
        fits |= conflict ? 0 : std::uint64_t{1} << half;
        draw_signature(grid, static_cast<int>(half), n, bottoms[half], top, top);
        grid.row_notes.push_back("half " + std::to_string(half) + ", " +
                                 bottom_half_of(cut, example_bottom_columns, bottoms[half]) +
                                 (conflict ? ": conflict" : ": fits"));
    }
    draw_signature(grid, static_cast<int>(bottoms.size()), n, top, 0, 0);
    grid.row_notes.emplace_back("the top half, 3 1 6 2");
    grid.label = "falling squares 0 to 7, then rising squares 0 to 7;\nshaded: the columns of the "
                 "top half's bits; \u00d7: a bit the bottom half shares with it";

    // The table's row for each chunk of the top half, as the text gives it: the value, and the
    // halves that value conflicts with.
    const Key key = key_for(n, bottoms.size(), 0, 256);
    const std::array<std::pair<std::uint64_t, std::uint64_t>, 4> chunks{
        {{12, 0b0101'1111}, {12, 0b0001'0000}, {5, 0b0000'1100}, {2, 0b0100'0100}}};
    const std::uint64_t block = (std::uint64_t{1} << bottoms.size()) - 1;
    std::uint64_t conflicts = 0;
    for (std::size_t chunk = 0; chunk < chunks.size(); ++chunk) {
        const std::uint64_t value = chunk_value(key, top, chunk);
        const std::uint64_t row =
            conflicts_by_value(within_each_value(halves_by_value(bottoms, key, chunk), chunk_bits),
                               bottoms.size())[value];
        if (std::pair{value, row} != chunks[chunk]) {
            throw std::runtime_error("the top half 3 1 6 2 selects another row for its chunk " +
                                     std::to_string(chunk) + " than the chapter gives");
        }
        conflicts |= row;
    }
    const std::vector<Signature> tops{top};
    if (key.width != 0 || fits != (~conflicts & block) || fits != 0b1010'0000 ||
        compatible_pairs(tops, bottoms, n) != 2) {
        throw std::runtime_error("3 1 6 2 does not fit the bottom halves 5 and 7 alone");
    }
    canvas.write("block-8.svg",
                 pictures::board_grid(std::span(&grid, 1), 1, 24,
                                      "The example's block of eight bottom halves, and the top "
                                      "half 3 1 6 2 under them: halves 5 and 7 fit it"));
}

/// The key's two bits written as the columns read, the falling one first: "10".
std::string key_bits(std::uint64_t key) {
    return std::string(1, (key & 1U) != 0 ? '1' : '0') + ((key & 2U) != 0 ? '1' : '0');
}

/// The example's block sorted by a key of one square each way, the key key_for gives when it asks
/// for two bottom halves to a value instead of 256: the halves of each key together, the key's
/// two columns shaded, and the halves whose keys do not lie within the complement of the top half's
/// key drawn as left out, all but the key's bits. Checked against what the text says: four halves
/// tested, and the two pairs that fit.
void draw_key(const pictures::Canvas& canvas, Signature top) {
    constexpr int n = 8;
    const Cut cut{n, 0};
    const std::vector<Signature> bottoms = bottom_halves(cut, example_bottom_columns);
    const Key key = key_for(n, bottoms.size(), 0, 2);
    if (key.width != 1 || key.falling != 3 || key.rising != n + 3 || key.values() != 4) {
        throw std::runtime_error("key_for does not give the example one square each way, from "
                                 "column 3");
    }
    std::vector<std::size_t> sorted(bottoms.size());
    for (std::size_t half = 0; half < sorted.size(); ++half) {
        sorted[half] = half;
    }
    std::stable_sort(sorted.begin(), sorted.end(), [&](std::size_t one, std::size_t other) {
        return key.of(bottoms[one]) < key.of(bottoms[other]);
    });
    const std::uint64_t top_key = key.of(top);
    std::uint64_t tested_keys = 0;
    for_each_within((key.values() - 1) & ~top_key,
                    [&](std::uint64_t within) { tested_keys |= std::uint64_t{1} << within; });
    const Signature key_columns = Signature{1} << key.falling | Signature{1} << key.rising;
    Board grid = pictures::annotated_board(2 * n, static_cast<int>(bottoms.size()) + 1);
    grid.rules_right_of = {n - 1};
    std::size_t tested = 0;
    std::size_t fit = 0;
    std::string empty;
    for (std::uint64_t value = 0; value < key.values(); ++value) {
        const bool tests = (tested_keys >> value & 1U) != 0;
        bool any = false;
        for (const std::size_t half : sorted) {
            if (key.of(bottoms[half]) != value) {
                continue;
            }
            any = true;
            const auto row = static_cast<int>(grid.row_notes.size());
            draw_signature(grid, row, n, bottoms[half], key_columns, top & key_columns,
                           tests ? nullptr : pictures::left_out_tint);
            const bool fits = (bottoms[half] & top) == 0;
            tested += tests ? 1 : 0;
            fit += tests && fits ? 1 : 0;
            grid.row_notes.push_back("key " + key_bits(value) + ", half " + std::to_string(half) +
                                     (!tests ? ": not tested"
                                      : fits ? ": tested, fits"
                                             : ": tested, conflict"));
        }
        if (any) {
            grid.rules_below.push_back(static_cast<int>(grid.row_notes.size()) - 1);
        } else {
            empty += (empty.empty() ? "" : ", ") + key_bits(value);
        }
    }
    draw_signature(grid, static_cast<int>(bottoms.size()), n, top, key_columns, 0);
    grid.row_notes.push_back("key " + key_bits(top_key) + ", the top half, 3 1 6 2");
    const std::vector<Signature> tops{top};
    if (key_bits(top_key) != "10" || empty != "11" || tested != 4 || fit != 2 ||
        compatible_pairs(tops, bottoms, n) != fit) {
        throw std::runtime_error("the key of one square does not leave the four halves and the "
                                 "two pairs the chapter finds");
    }
    grid.label = "shaded: the key's squares, falling 3 and rising 3, its two bits in that order;\n"
                 "no half has the key " +
                 empty + "; grey: the halves not tested";
    canvas.write("key-8.svg",
                 pictures::board_grid(std::span(&grid, 1), 1, 24,
                                      "The example's block sorted by a key of one square each "
                                      "way: the top half's key 10 tests the keys 00 and 01"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    using pictures::square_of;
    constexpr int n = 8;
    constexpr int h = n / 2;
    const Cut cut{n, 0};
    const Placement solution = pictures::chapter_00_solution();
    Board whole = pictures::annotated_board(n);
    whole.columns = solution;
    whole.rules_below = {h - 1};
    Word top_columns = 0;
    Word bottom_columns = 0;
    for (int row = 0; row < n; ++row) {
        const int column = solution[static_cast<std::size_t>(row)];
        (row < h ? top_columns : bottom_columns) |= Word{1} << column;
    }
    whole.label = "the cut below row 3";

    Board top = pictures::annotated_board(n, h);
    const auto [top_falling, top_rising] = trace_half(solution, {0, 1, 2, 3}, false, top);
    top.label = "top half";
    Board bottom = pictures::annotated_board(n, h);
    const auto [bottom_falling, bottom_rising] = trace_half(solution, {7, 6, 5, 4}, true, bottom);
    bottom.label = "bottom half, upside down";

    const Signature top_signed = top_signature(cut, top_falling, top_rising);
    const Signature bottom_signed = bottom_signature(cut, bottom_falling, bottom_rising);
    const std::vector<Signature> tops = top_halves(cut, top_columns);
    const std::vector<Signature> bottoms = bottom_halves(cut, bottom_columns);
    if (std::find(tops.begin(), tops.end(), top_signed) == tops.end() ||
        std::find(bottoms.begin(), bottoms.end(), bottom_signed) == bottoms.end() ||
        (top_signed & bottom_signed) != 0) {
        throw std::runtime_error("the halves of " + pictures::columns_of(solution) +
                                 " are not signed as top_halves and bottom_halves sign them");
    }
    // Four rows of the squares of row 3: the falling bits 0 to n - 1 of each signature, then
    // the rising bits n to 2n - 1.
    Board signatures = pictures::annotated_board(n, 4);
    const std::array<Signature, 2> signed_halves = {top_signed, bottom_signed};
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
    canvas.write("cut-8.svg",
                 pictures::board_grid(halves, 2, 16,
                                      "Chapter 00's solution cut in two, and its halves with the "
                                      "diagonals they carry to the cut"));
    canvas.write("signatures-8.svg",
                 pictures::board_grid(std::span(&signatures, 1), 1, 26,
                                      "The signatures of the two halves: no bit in common"));
    draw_within(canvas, top_signed);
    draw_block(canvas, top_signed);
    draw_key(canvas, top_signed);
    draw_meeting(canvas, solution);
}

} // namespace queens::ch12
