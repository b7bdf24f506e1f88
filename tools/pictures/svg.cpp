#include "svg.hpp"

#include <algorithm>
#include <cstddef>
#include <sstream>

#include "support/text.hpp"

namespace pictures {

namespace {

using queens::support::lines_of;

constexpr const char* light_square = "#f0d9b5";
constexpr const char* dark_square = "#b58863";
constexpr const char* shade = "#c62828";
constexpr const char* ink = "#1f1f1f";
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

void draw(std::ostringstream& svg, const Board& board, int left, int top, int square) {
    svg << "<g transform=\"translate(" << left << ' ' << top << ")\">\n";
    for (int row = 0; row < board.size; ++row) {
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
        }
    }
    for (std::size_t row = 0; row < board.columns.size(); ++row) {
        const int column = board.columns[row];
        if (column < 0) {
            continue;
        }
        svg << "<use href=\"#queen\" x=\"" << column * square << "\" y=\""
            << static_cast<int>(row) * square << "\" width=\"" << square << "\" height=\"" << square
            << "\"/>\n";
    }
    const int side = board.size * square;
    svg << "<rect x=\"0\" y=\"0\" width=\"" << side << "\" height=\"" << side
        << "\" fill=\"none\" stroke=\"" << ink << "\" stroke-width=\"1\"/>\n";
    int baseline = side;
    for (const std::string& line : lines_of(board.label)) {
        baseline += line_height;
        svg << "<text x=\"" << side / 2 << "\" y=\"" << baseline << "\" text-anchor=\"middle\">"
            << escape(line) << "</text>\n";
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
    int largest = 1;
    int label_lines = 0;
    for (const Board& board : boards) {
        largest = std::max(largest, board.size);
        label_lines = std::max(label_lines, static_cast<int>(lines_of(board.label).size()));
    }
    const int count = static_cast<int>(boards.size());
    const int columns = std::max(1, std::min(per_row, count));
    const int rows = std::max(1, (count + columns - 1) / columns);
    const int cell_width = largest * square + gap;
    const int cell_height = largest * square + label_lines * line_height + 4 + gap;
    const int width = columns * cell_width - gap + 2 * margin;
    const int height = rows * cell_height - gap + 2 * margin;

    std::ostringstream svg;
    svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
        << "\" viewBox=\"0 0 " << width << ' ' << height
        << "\" role=\"img\" font-family=\"sans-serif\" font-size=\"13\" fill=\"" << ink
        << "\">\n<title>" << escape(title) << "</title>\n<defs>\n"
        << queen_symbol << "\n</defs>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    for (int index = 0; index < count; ++index) {
        const int left = margin + (index % columns) * cell_width;
        const int top = margin + (index / columns) * cell_height;
        draw(svg, boards[static_cast<std::size_t>(index)], left, top, square);
    }
    svg << "</svg>\n";
    return svg.str();
}

} // namespace pictures
