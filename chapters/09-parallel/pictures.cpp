// Chapter 09's pictures: the families of the 8 × 8 board with the squares their bounds leave out
// (which chapter 08 shows, before the families exist, so it goes to that chapter's folder), the
// parts one family is cut into, the list of all the parts that the pool of threads reads, and the
// last two rows of one board settled by the formula, from the chapter's families_of,
// free_squares, child, shuffle_in_fixed_order, parts_of, ending_of and finish. Not tangled: this
// is the code that draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "canvas.hpp"
#include "queens/ch00/board.hpp"
#include "queens/ch09/family.hpp"
#include "queens/ch09/parallel.hpp"

namespace queens::ch09 {

namespace {

/// A family of boards drawn with its first queens and the squares its bounds leave out.
pictures::Board family_board(const Family& family) {
    const auto n = static_cast<int>(family.n);
    pictures::Board board = pictures::annotated_board(n);
    board.columns.assign(family.n, -1);
    board.columns[0] = family.corner ? 0 : static_cast<int>(family.column);
    if (family.corner) {
        board.columns[1] = static_cast<int>(family.column);
    }
    int left_out = 0;
    for (int row = 0; row < n; ++row) {
        for (int column = 0; column < n; ++column) {
            const bool in_bounds =
                (family.in_bounds[static_cast<std::size_t>(row)] >> column & 1U) != 0;
            const bool fixed_row = row == 0 || (family.corner && row == 1);
            if (!in_bounds && !fixed_row) {
                pictures::square_of(board.tints, n, row, column) = pictures::left_out_tint;
                ++left_out;
            }
        }
    }
    board.label = (family.corner ? "corner, c₁ = " : "a = ") + std::to_string(family.column) +
                  "\n" + std::to_string(left_out) + " left out";
    return board;
}

void draw_bounds(const pictures::Canvas& canvas, const std::vector<Family>& families) {
    std::vector<pictures::Board> boards;
    for (const Family& family : families) {
        boards.push_back(family_board(family));
    }
    canvas.chapter(8).write(
        "bounds-8.svg",
        pictures::board_grid(boards, 3, 13,
                             "The families of the 8 × 8 board, with the squares their "
                             "bounds leave out"));
}

/// A part as the picture knows it: its family, the node it is searched from, and the queens above.
struct DrawnPart {
    std::size_t family = 0;
    Node node;
    Placement queens_above;
};

/// The parts of one family: the nodes at row `depth`, expanded with the chapter's own
/// free_squares and child, with the queen of each row above; counts the queens placed.
void expand_family(const Family& family, const Node& node, std::size_t depth,
                   Placement& queens_above, std::vector<DrawnPart>& parts,
                   std::uint64_t& placements) {
    if (node.row == depth) {
        parts.push_back({0, node, queens_above});
        return;
    }
    for (Word free = free_squares(family, node); free != 0; free &= free - 1) {
        const Word queen = free & -free;
        ++placements;
        queens_above[node.row] = std::countr_zero(queen);
        expand_family(family, child(node, queen), depth, queens_above, parts, placements);
        queens_above[node.row] = -1;
    }
}

/// The split of the n × n board into parts, family by family, as split_tree makes it before the
/// shuffle, and the queens it places.
std::vector<DrawnPart> parts_in_family_order(const std::vector<Family>& families, int n,
                                             std::uint64_t& placements) {
    const std::size_t depth = std::min<std::size_t>(3, static_cast<std::size_t>(n) - 3);
    std::vector<DrawnPart> all;
    for (std::size_t index = 0; index < families.size(); ++index) {
        Placement queens_above(static_cast<std::size_t>(n), -1);
        std::vector<DrawnPart> parts;
        expand_family(families[index], {}, depth, queens_above, parts, placements);
        for (DrawnPart& part : parts) {
            part.family = index;
            all.push_back(std::move(part));
        }
    }
    return all;
}

void draw_parts(const pictures::Canvas& canvas, const std::vector<Family>& families) {
    constexpr int n = 8;
    std::uint64_t placements = 0;
    const std::vector<DrawnPart> all = parts_in_family_order(families, n, placements);
    std::vector<pictures::Board> boards;
    for (std::size_t index = 0; index < families.size(); ++index) {
        const Family& family = families[index];
        if (family.corner || family.column != 2) {
            continue;
        }
        pictures::Board board = family_board(family);
        const auto parts = std::count_if(
            all.begin(), all.end(), [&](const DrawnPart& part) { return part.family == index; });
        board.label = "family a = 2:\n" + std::to_string(parts) + " parts";
        boards.push_back(board);
        int drawn_parts = 0;
        for (const DrawnPart& part : all) {
            if (part.family == index) {
                pictures::Board drawn = board;
                drawn.columns = part.queens_above;
                drawn.label = "part " + std::to_string(++drawn_parts);
                boards.push_back(drawn);
            }
        }
    }
    const std::size_t expected = parts_of(n).size;
    if (all.size() != expected || boards.empty()) {
        throw std::runtime_error("the families of n = 8 expand to " + std::to_string(all.size()) +
                                 " parts, parts_of(8) has " + std::to_string(expected));
    }
    canvas.write("parts-8.svg",
                 pictures::board_grid(boards, 3, 14,
                                      "A family of the 8 × 8 board and the parts it is cut into"));
}

/// The queens of a part's first rows as the book writes a board's columns: "1 4 6".
std::string queens_of(const DrawnPart& part) {
    std::string text;
    for (const int column : part.queens_above) {
        if (column >= 0) {
            if (!text.empty()) {
                text += ' ';
            }
            text += std::to_string(column);
        }
    }
    return text;
}

/// The name of a family as chapter 08's figure of the bounds names it.
std::string family_name(const Family& family) {
    return (family.corner ? "corner, c₁ = " : "a = ") + std::to_string(family.column);
}

// The geometry of the list of parts, in pixels.
constexpr int cell_width = 40;
constexpr int cell_height = 22;
constexpr int cell_pitch = 44;
constexpr int cells_a_line = 11;
constexpr int labels_width = 168;
constexpr int title_height = 26;

/// One part as a cell: its queens, on the light square colour for a side family and in the
/// corner families' tint for a corner family, with `under` in small type below it.
void draw_cell(std::ostringstream& svg, int x, int y, const DrawnPart& part, bool corner,
               const std::string& under) {
    svg << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << cell_width << "\" height=\""
        << cell_height << "\" fill=\"" << (corner ? pictures::first_tint : pictures::light_square)
        << "\" fill-opacity=\"" << (corner ? "0.35" : "1") << "\" stroke=\"" << pictures::ink
        << "\"/>\n"
        << "<text x=\"" << x + cell_width / 2 << "\" y=\"" << y + 16 << "\" text-anchor=\"middle\">"
        << queens_of(part) << "</text>\n";
    if (!under.empty()) {
        svg << "<text x=\"" << x + cell_width / 2 << "\" y=\"" << y + cell_height + 12
            << "\" text-anchor=\"middle\" font-size=\"11\">" << pictures::escape(under)
            << "</text>\n";
    }
}

/// An arrow from x1, y1 to x2, y2, its head a small triangle at x2, y2 (level or upright only).
void draw_arrow(std::ostringstream& svg, int x1, int y1, int x2, int y2) {
    const int along_x = (x2 > x1) - (x2 < x1);
    const int along_y = (y2 > y1) - (y2 < y1);
    svg << "<line x1=\"" << x1 << "\" y1=\"" << y1 << "\" x2=\"" << x2 - 6 * along_x << "\" y2=\""
        << y2 - 6 * along_y << "\" stroke=\"" << pictures::ink << "\" stroke-width=\"1.5\"/>\n"
        << "<polygon points=\"" << x2 << ',' << y2 << ' ' << x2 - 8 * along_x - 4 * along_y << ','
        << y2 - 8 * along_y - 4 * along_x << ' ' << x2 - 8 * along_x + 4 * along_y << ','
        << y2 - 8 * along_y + 4 * along_x << "\" fill=\"" << pictures::ink << "\"/>\n";
}

/// A box with two lines of text, centred, at x, y.
void draw_box(std::ostringstream& svg, int x, int y, int width, const std::string& first,
              const std::string& second) {
    svg << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << width
        << "\" height=\"40\" rx=\"4\" fill=\"" << pictures::light_square << "\" stroke=\""
        << pictures::ink << "\"/>\n"
        << "<text x=\"" << x + width / 2 << "\" y=\"" << y + 17 << "\" text-anchor=\"middle\">"
        << pictures::escape(first) << "</text>\n"
        << "<text x=\"" << x + width / 2 << "\" y=\"" << y + 33
        << "\" text-anchor=\"middle\" font-size=\"11\">" << pictures::escape(second) << "</text>\n";
}

/// From families to the pool on the 8 × 8 board: the parts of each family in the order the split
/// makes them, then the same parts shuffled into the list the pool's threads read, each with the
/// solutions its search counts, and the shared index the threads take the next part from.
void draw_pool(const pictures::Canvas& canvas, const std::vector<Family>& families) {
    constexpr int n = 8;
    std::uint64_t placements = 0;
    std::vector<DrawnPart> parts = parts_in_family_order(families, n, placements);
    std::ostringstream svg;
    int y = 10;
    svg << "<text x=\"10\" y=\"" << y + 15
        << "\" font-weight=\"bold\">split_tree(8): " << families.size()
        << " families, their first three rows expanded into " << parts.size() << " parts</text>\n";
    y += title_height;
    for (std::size_t index = 0; index < families.size(); ++index) {
        std::vector<const DrawnPart*> own;
        for (const DrawnPart& part : parts) {
            if (part.family == index) {
                own.push_back(&part);
            }
        }
        svg << "<text x=\"" << labels_width - 10 << "\" y=\"" << y + 16 << "\" text-anchor=\"end\">"
            << family_name(families[index]) << ": " << own.size()
            << (own.size() == 1 ? " part" : " parts") << "</text>\n";
        for (std::size_t at = 0; at < own.size(); ++at) {
            if (at > 0 && at % cells_a_line == 0) {
                y += cell_height + 4;
            }
            draw_cell(svg, labels_width + static_cast<int>(at % cells_a_line) * cell_pitch, y,
                      *own[at], families[index].corner, "");
        }
        y += cell_height + 4;
    }

    // The list the pool reads: split_tree's shuffle, checked against parts_of's fingerprint of
    // the parts in their order.
    shuffle_in_fixed_order(parts, 2009);
    const Parts counted = parts_of(n);
    std::uint64_t fingerprint = placements;
    for (const DrawnPart& part : parts) {
        fingerprint =
            (fingerprint ^ part.family ^ part.node.falling ^ part.node.rising) * 0x100'0000'01B3;
    }
    if (counted.size != parts.size() || counted.placements != placements ||
        counted.fingerprint != fingerprint) {
        throw std::runtime_error("the parts drawn for n = 8 are not parts_of(8)'s, in its order");
    }
    y += 14;
    draw_arrow(svg, labels_width + cell_width / 2, y - 10, labels_width + cell_width / 2, y + 18);
    svg << "<text x=\"" << labels_width + cell_width / 2 + 12 << "\" y=\"" << y + 8
        << "\">shuffle_in_fixed_order(parts, 2009)</text>\n";
    y += 24;
    svg << "<text x=\"10\" y=\"" << y + 15
        << "\" font-weight=\"bold\">The list the threads read, and the solutions each part "
           "counts</text>\n";
    y += title_height;
    std::uint64_t total = 0;
    for (std::size_t index = 0; index < parts.size(); ++index) {
        const Subtotal subtotal = counted.count(index, nullptr);
        total += subtotal.total;
        const auto at = static_cast<int>(index);
        if (at % cells_a_line == 0) {
            if (at > 0) {
                y += cell_height + 18;
            }
            svg << "<text x=\"" << labels_width - 10 << "\" y=\"" << y + 16
                << "\" text-anchor=\"end\">" << (at == 0 ? "index " : "") << at << " to "
                << std::min<int>(at + cells_a_line, static_cast<int>(parts.size())) - 1
                << "</text>\n";
        }
        draw_cell(svg, labels_width + (at % cells_a_line) * cell_pitch, y, parts[index],
                  families[parts[index].family].corner,
                  subtotal.total == 0 ? "" : std::to_string(subtotal.total));
    }
    if (total != pictures::known_count(n)) {
        throw std::runtime_error("the parts of n = 8 count " + std::to_string(total) +
                                 " boards, not " + std::to_string(pictures::known_count(n)));
    }
    y += cell_height + 18;

    // The pool: two threads, as in the benchmarks, and the one index they share.
    svg << "<text x=\"10\" y=\"" << y + 15
        << "\" font-weight=\"bold\">The pool: two threads take the next index, one at a "
           "time</text>\n";
    y += title_height + 6;
    const int width = labels_width + cells_a_line * cell_pitch;
    constexpr int box = 140;
    draw_box(svg, 10, y, box, "thread 0", "the calling thread");
    draw_box(svg, (width - box) / 2 + 5, y, box, "next_piece",
             "0, 1, 2, … to " + std::to_string(parts.size() - 1));
    draw_box(svg, width - box, y, box, "thread 1", "a helper");
    for (const bool left : {true, false}) {
        const int from = left ? 10 + box : width - box;
        const int to = left ? (width - box) / 2 + 5 : (width + box) / 2 + 5;
        draw_arrow(svg, from, y + 20, to, y + 20);
        svg << "<text x=\"" << (from + to) / 2 << "\" y=\"" << y + 14
            << "\" text-anchor=\"middle\" font-size=\"11\">fetch_add(1)</text>\n";
    }
    y += 40;
    canvas.write("pool-8.svg",
                 pictures::svg_document(width + 10, y + 10,
                                        "From the families of the 8 × 8 board to its parts, and "
                                        "the parts to the pool of threads",
                                        svg.str()));
}

/// The last two rows of one 8 × 8 board of the family a = 2 settled by the formula: the node with
/// six queens placed, walked down with the chapter's free_squares and child, the squares of rows
/// 6 and 7 that a queen above attacks along a diagonal (red) or the bounds leave out (grey), and
/// the two ways to finish it, as finish() decides them; checked against the attacks counted
/// square by square.
void draw_last_two_rows(const pictures::Canvas& canvas, const std::vector<Family>& families) {
    constexpr int n = 8;
    const Placement placed = {2, 4, 1, 7, 0, 6};
    const auto family = std::find_if(families.begin(), families.end(),
                                     [](const Family& f) { return !f.corner && f.column == 2; });
    if (family == families.end()) {
        throw std::runtime_error("families_of(8) has no family a = 2");
    }
    Node node;
    for (const int column : placed) {
        const Word queen = Word{1} << column;
        if ((free_squares(*family, node) & queen) == 0) {
            throw std::runtime_error("the family a = 2 does not reach " +
                                     pictures::columns_of(placed));
        }
        node = child(node, queen);
    }
    const LastTwoRows last = finish(ending_of(*family), node.columns, node.falling, node.rising);

    pictures::Board board = pictures::annotated_board(n);
    board.columns = placed;
    board.columns.resize(n, -1);
    // What each square of the last two rows is, counted square by square: out of bounds, attacked
    // along a diagonal by a queen above, or free.
    const auto in_bounds = [&](int row, int column) {
        return (family->in_bounds[static_cast<std::size_t>(row)] >> column & 1U) != 0;
    };
    const auto attacked = [&](int row, int column) {
        for (std::size_t queen_row = 0; queen_row < placed.size(); ++queen_row) {
            const auto queen_at = static_cast<long long>(queen_row);
            const int queen = placed[queen_row];
            if (falling_diagonal(row, column, n) == falling_diagonal(queen_at, queen, n) ||
                rising_diagonal(row, column) == rising_diagonal(queen_at, queen)) {
                return true;
            }
        }
        return false;
    };
    for (int row = n - 2; row < n; ++row) {
        for (int column = 0; column < n; ++column) {
            if (!in_bounds(row, column)) {
                pictures::square_of(board.tints, n, row, column) = pictures::left_out_tint;
            } else if (attacked(row, column)) {
                board.shaded |= std::uint64_t{1} << (8 * row + column);
            } else if ((node.columns >> column & 1U) == 0) {
                pictures::square_of(board.tints, n, row, column) = pictures::first_tint;
            }
        }
    }
    const int lower = std::countr_zero(last.lower);
    const int upper = std::countr_zero(last.upper);
    const auto free_at = [&](int row, int column) {
        return in_bounds(row, column) && !attacked(row, column);
    };
    const bool apart = upper != lower + 1;
    const bool lower_first = apart && free_at(n - 2, lower) && free_at(n - 1, upper);
    const bool upper_first = apart && free_at(n - 2, upper) && free_at(n - 1, lower);
    if (std::popcount(last.lower | last.upper) != 2 || lower_first != last.lower_first ||
        upper_first != last.upper_first) {
        throw std::runtime_error("finish() and the squares counted one by one disagree on " +
                                 pictures::columns_of(placed));
    }
    board.label = pictures::columns_of(placed) + ":\ntwo rows left,\nopen columns " +
                  std::to_string(lower) + " and " + std::to_string(upper);
    std::vector<pictures::Board> boards = {board};
    for (const bool lower_one : {true, false}) {
        pictures::Board finished = board;
        const int second_last = lower_one ? lower : upper;
        const int last_column = lower_one ? upper : lower;
        finished.columns[n - 2] = second_last;
        finished.columns[n - 1] = last_column;
        // Why a way fails: the columns side by side, or what keeps each square that is not free.
        std::vector<std::pair<int, std::string>> failing;
        for (const auto& [row, column] :
             {std::pair{n - 2, second_last}, std::pair{n - 1, last_column}}) {
            if (!free_at(row, column)) {
                failing.emplace_back(row, in_bounds(row, column) ? "attacked" : "out of bounds");
            }
        }
        std::string why = "columns side by side";
        if (apart && failing.size() == 2 && failing[0].second == failing[1].second) {
            why = "both " + failing[0].second;
        } else if (apart) {
            why.clear();
            for (const auto& [row, reason] : failing) {
                why += why.empty() ? "row " : ", row ";
                why += std::to_string(row) + " " + reason;
            }
        }
        const bool works = lower_one ? last.lower_first : last.upper_first;
        finished.label =
            std::string(lower_one ? "lower first: " : "upper first: ") +
            std::to_string(second_last) + ", then " + std::to_string(last_column) + "\n" +
            (works ? "both free:\n" + pictures::columns_of(finished.columns) : why + ":\nno board");
        boards.push_back(finished);
    }
    canvas.write("last-two-rows-8.svg",
                 pictures::board_grid(boards, 3, 18,
                                      "The last two rows of an 8 × 8 board settled by the formula: "
                                      "the squares attacked or out of bounds, and the two ways to "
                                      "finish"));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    const std::vector<Family> families = families_of(8);
    draw_bounds(canvas, families);
    draw_parts(canvas, families);
    draw_pool(canvas, families);
    draw_last_two_rows(canvas, families);
}

} // namespace queens::ch09
