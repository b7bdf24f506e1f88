#include "svg.hpp"

#include <algorithm>
#include <cstddef>
#include <sstream>
#include <utility>
#include <vector>

#include "support/text.hpp"

namespace pictures {

namespace {

using queens::support::lines_of;

constexpr const char* dark_square = "#b58863";
constexpr const char* shade = "#c62828";
constexpr int line_height = 17;
constexpr int gap = 18;
constexpr int margin = 10;

// A queen in a 100 × 100 square: a crown of five points on a base, three balls on top.
constexpr const char* queen_symbol = R"(<symbol id="queen" viewBox="0 0 100 100">
<path d="M22 82 H78 L74 70 H26 Z M26 67 L14 32 L36 52 L50 24 L64 52 L86 32 L74 67 Z" fill="#1f1f1f" stroke="#fafafa" stroke-width="3" stroke-linejoin="round"/>
<circle cx="14" cy="28" r="6" fill="#1f1f1f" stroke="#fafafa" stroke-width="2.5"/>
<circle cx="50" cy="19" r="6" fill="#1f1f1f" stroke="#fafafa" stroke-width="2.5"/>
<circle cx="86" cy="28" r="6" fill="#1f1f1f" stroke="#fafafa" stroke-width="2.5"/>
</symbol>)";

int rows_of(const Board& board) { return board.rows > 0 ? board.rows : board.size; }

std::string at(const std::vector<std::string>& per_square, const Board& board, int row,
               int column) {
    const auto index = static_cast<std::size_t>(row * board.size + column);
    return index < per_square.size() ? per_square[index] : std::string();
}

/// The width of a line of text in pixels, at about 7 pixels a character and 4 a space (UTF-8:
/// characters are counted, not bytes).
int text_width(const std::string& text) {
    int width = 0;
    for (const char c : text) {
        if ((static_cast<unsigned char>(c) & 0xC0U) != 0x80U) {
            width += c == ' ' ? 4 : 7;
        }
    }
    return width;
}

/// The width of the notes right of a board's rows.
int notes_width(const Board& board) {
    int widest = 0;
    for (const std::string& note : board.row_notes) {
        widest = std::max(widest, text_width(note));
    }
    return widest == 0 ? 0 : 6 + widest;
}

/// The width a board takes with its notes and the lines under it.
int board_width(const Board& board, int square) {
    int widest = board.size * square + notes_width(board);
    for (const std::string& line : lines_of(board.label)) {
        widest = std::max(widest, text_width(line));
    }
    return widest;
}

void draw_rule(std::ostringstream& svg, int x1, int y1, int x2, int y2) {
    svg << "<line x1=\"" << x1 << "\" y1=\"" << y1 << "\" x2=\"" << x2 << "\" y2=\"" << y2
        << "\" stroke=\"" << ink << "\" stroke-width=\"3\"/>\n";
}

/// Two numbers in small type at the foot of a square of colour `colour` whose lower left corner
/// is `x`, `y`, either side of its middle, each over an outline of itself in the square's colour
/// so that lines through the square do not cover them.
void draw_foot(std::ostringstream& svg, const std::pair<std::string, std::string>& foot,
               const char* colour, int x, int y, int square) {
    const int middle = x + square / 2;
    for (const bool left : {true, false}) {
        for (const bool outline : {true, false}) {
            svg << "<text x=\"" << (left ? middle - 2 : middle + 2) << "\" y=\"" << y - 3
                << "\" font-size=\"10\"";
            if (outline) {
                svg << " fill=\"" << colour << "\" stroke=\"" << colour << "\" stroke-width=\"3\"";
            }
            svg << (left ? " text-anchor=\"end\">" : ">") << escape(left ? foot.first : foot.second)
                << "</text>\n";
        }
    }
}

void draw(std::ostringstream& svg, const Board& board, int left, int top, int square) {
    const int rows = rows_of(board);
    svg << "<g transform=\"translate(" << left << ' ' << top << ")\">\n";
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < board.size; ++column) {
            const bool dark = (row + column) % 2 == 1;
            svg << "<rect x=\"" << column * square << "\" y=\"" << row * square << "\" width=\""
                << square << "\" height=\"" << square << "\" fill=\""
                << (dark ? dark_square : light_square) << "\"/>\n";
            const int bit = 8 * row + column;
            if (board.size <= 8 && (board.shaded >> bit & 1U) != 0) {
                svg << "<rect x=\"" << column * square << "\" y=\"" << row * square << "\" width=\""
                    << square << "\" height=\"" << square << "\" fill=\"" << shade
                    << "\" fill-opacity=\"0.55\"/>\n";
            }
            if (const std::string tint = at(board.tints, board, row, column); !tint.empty()) {
                svg << "<rect x=\"" << column * square << "\" y=\"" << row * square << "\" width=\""
                    << square << "\" height=\"" << square << "\" fill=\"" << escape(tint)
                    << "\" fill-opacity=\"0.7\"/>\n";
            }
            if (const std::string text = at(board.texts, board, row, column); !text.empty()) {
                svg << "<text x=\"" << column * square + square / 2 << "\" y=\""
                    << row * square + square / 2 + 5 << "\" text-anchor=\"middle\">" << escape(text)
                    << "</text>\n";
            }
        }
    }
    // Where two traces end in a dot on one square, each dot moves back a little along its own
    // line, so that both show.
    const auto end_of = [](const Board::Trace& trace) {
        return std::pair{trace.row + trace.rows, trace.column + trace.step * trace.rows};
    };
    for (const Board::Trace& trace : board.traces) {
        const int x1 = trace.column * square + square / 2;
        const int y1 = trace.row * square + square / 2;
        const int x2 = x1 + trace.step * trace.rows * square;
        const int y2 = y1 + trace.rows * square;
        svg << "<line x1=\"" << x1 << "\" y1=\"" << y1 << "\" x2=\"" << x2 << "\" y2=\"" << y2
            << "\" stroke=\"" << escape(trace.colour) << "\" stroke-width=\"3\"/>\n";
        if (trace.ends_in_dot) {
            const bool shared = std::any_of(
                board.traces.begin(), board.traces.end(), [&](const Board::Trace& other) {
                    return &other != &trace && other.ends_in_dot && end_of(other) == end_of(trace);
                });
            const int back = shared && trace.rows > 0 ? 5 : 0;
            svg << "<circle cx=\"" << x2 - trace.step * back << "\" cy=\"" << y2 - back
                << "\" r=\"5\" fill=\"" << escape(trace.colour) << "\"/>\n";
        }
    }
    for (std::size_t row = 0; row < board.columns.size() && static_cast<int>(row) < rows; ++row) {
        const int column = board.columns[row];
        if (column < 0) {
            continue;
        }
        // Above numbers at the feet of the squares, a queen is drawn a fifth smaller.
        const int size = board.feet.empty() ? square : square * 4 / 5;
        svg << "<use href=\"#queen\" x=\"" << column * square + (square - size) / 2 << "\" y=\""
            << static_cast<int>(row) * square << "\" width=\"" << size << "\" height=\"" << size
            << "\"/>\n";
    }
    for (std::size_t index = 0; index < board.feet.size(); ++index) {
        const int row = static_cast<int>(index) / board.size;
        const int column = static_cast<int>(index) % board.size;
        if (row < rows) {
            draw_foot(svg, board.feet[index], (row + column) % 2 == 1 ? dark_square : light_square,
                      column * square, (row + 1) * square, square);
        }
    }
    const int width = board.size * square;
    const int height = rows * square;
    svg << "<rect x=\"0\" y=\"0\" width=\"" << width << "\" height=\"" << height
        << "\" fill=\"none\" stroke=\"" << ink << "\" stroke-width=\"1\"/>\n";
    for (const int row : board.rules_below) {
        draw_rule(svg, 0, (row + 1) * square, width, (row + 1) * square);
    }
    for (const int column : board.rules_right_of) {
        draw_rule(svg, (column + 1) * square, 0, (column + 1) * square, height);
    }
    for (std::size_t row = 0; row < board.row_notes.size() && static_cast<int>(row) < rows; ++row) {
        svg << "<text x=\"" << width + 6 << "\" y=\""
            << static_cast<int>(row) * square + square / 2 + 5 << "\">"
            << escape(board.row_notes[row]) << "</text>\n";
    }
    int baseline = height;
    for (const std::string& line : lines_of(board.label)) {
        baseline += line_height;
        svg << "<text x=\"" << board_width(board, square) / 2 << "\" y=\"" << baseline
            << "\" text-anchor=\"middle\">" << escape(line) << "</text>\n";
    }
    svg << "</g>\n";
}

} // namespace

std::string escape(const std::string& text) {
    std::string escaped;
    for (char c : text) {
        switch (c) {
        case '&':
            escaped += "&amp;";
            break;
        case '<':
            escaped += "&lt;";
            break;
        case '>':
            escaped += "&gt;";
            break;
        case '"':
            escaped += "&quot;";
            break;
        default:
            escaped += c;
        }
    }
    return escaped;
}

std::string board_grid(std::span<const Board> boards, int per_row, int square,
                       const std::string& title) {
    const int count = static_cast<int>(boards.size());
    const int columns = std::max(1, std::min(per_row, count));
    const int rows = std::max(1, (count + columns - 1) / columns);
    // Every column of the grid is as wide as the widest board; every row as tall as its own
    // tallest board and its longest label.
    int widest = square;
    std::vector<int> row_tops(static_cast<std::size_t>(rows) + 1, margin);
    for (int row = 0; row < rows; ++row) {
        int tallest = square;
        int label_lines = 0;
        for (int index = row * columns; index < std::min(count, (row + 1) * columns); ++index) {
            const Board& board = boards[static_cast<std::size_t>(index)];
            widest = std::max(widest, board_width(board, square));
            tallest = std::max(tallest, rows_of(board) * square);
            label_lines = std::max(label_lines, static_cast<int>(lines_of(board.label).size()));
        }
        row_tops[static_cast<std::size_t>(row) + 1] =
            row_tops[static_cast<std::size_t>(row)] + tallest + label_lines * line_height + 4 + gap;
    }
    const int cell_width = widest + gap;
    const int width = columns * cell_width - gap + 2 * margin;
    const int height = row_tops.back() - gap + margin;

    std::ostringstream svg;
    for (int index = 0; index < count; ++index) {
        const int left = margin + (index % columns) * cell_width;
        const int top = row_tops[static_cast<std::size_t>(index / columns)];
        draw(svg, boards[static_cast<std::size_t>(index)], left, top, square);
    }
    return svg_document(width, height, title, svg.str(), queen_symbol);
}

std::string svg_document(int width, int height, const std::string& title, const std::string& body,
                         const std::string& defs) {
    std::ostringstream svg;
    svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
        << "\" viewBox=\"0 0 " << width << ' ' << height
        << "\" role=\"img\" font-family=\"sans-serif\" font-size=\"13\" fill=\"" << ink
        << "\">\n<title>" << escape(title) << "</title>\n";
    if (!defs.empty()) {
        svg << "<defs>\n" << defs << "\n</defs>\n";
    }
    svg << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n" << body << "</svg>\n";
    return svg.str();
}

} // namespace pictures
