// Chapter 15's pictures: the GPU's count, tasks drawn from one counter by the threads of warps,
// laid out by Graphviz, which shows no computation and is described here rather than drawn from
// the chapter's code; and the shared-memory banks that a warp's 32 lanes read, each at a row of
// its own, with a stack of its own for each thread and with the chapter's interleaved stacks
// (interleaved_stack). Not tangled: this is the code that draws the chapter's figures
// (docs/README.md).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "queens/ch09/family.hpp"
#include "queens/ch15/search.hpp"

namespace queens::ch15 {

namespace {

void draw_roles(const pictures::Canvas& canvas) {
    canvas.write("gpu-roles.dot", pictures::digraph("gpu_roles", "0.45", "0.06,0.04", R"dot(
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
)dot"));
}

constexpr std::size_t lanes = 32;  // a warp; shared memory has as many banks
constexpr std::size_t block = 128; // the threads of a block

/// The lanes of a warp that read a bank: for each bank, the lanes whose word is in it.
using Banks = std::array<std::vector<std::size_t>, lanes>;

/// One panel: a column for each bank, holding the lanes that read it, one above the other; a
/// bank read by k lanes serves them in k turns.
void draw_banks(std::ostringstream& svg, int top, const std::string& title, const Banks& banks) {
    constexpr int cell = 19;
    constexpr int left = 12;
    std::size_t turns = 0;
    for (const std::vector<std::size_t>& readers : banks) {
        turns = std::max(turns, readers.size());
    }
    svg << "<text x=\"" << left << "\" y=\"" << top + 14 << "\" font-weight=\"bold\">"
        << pictures::escape(title) << "</text>\n"
        << "<text x=\"" << left << "\" y=\"" << top + 31 << "\" font-size=\"12\">" << turns
        << (turns == 1 ? " turn" : " turns") << " for the warp's read</text>\n";
    const int base = top + 40;
    for (std::size_t bank = 0; bank < lanes; ++bank) {
        const int x = left + static_cast<int>(bank) * cell;
        const auto& readers = banks[bank];
        for (std::size_t at = 0; at < readers.size(); ++at) {
            const int y = base + static_cast<int>(at) * cell;
            svg << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << cell - 2
                << "\" height=\"" << cell - 2 << "\" fill=\""
                << (at == 0 ? pictures::light_square : pictures::second_tint) << "\" stroke=\""
                << pictures::ink << "\"/>\n"
                << "<text x=\"" << x + (cell - 2) / 2 << "\" y=\"" << y + 12
                << "\" text-anchor=\"middle\" font-size=\"9\">" << readers[at] << "</text>\n";
        }
        if (readers.empty()) {
            svg << "<rect x=\"" << x << "\" y=\"" << base << "\" width=\"" << cell - 2
                << "\" height=\"" << cell - 2
                << "\" fill=\"none\" stroke=\"#9e9e9e\" stroke-dasharray=\"2 2\"/>\n";
        }
    }
    const int foot = base + static_cast<int>(turns) * cell + 12;
    for (const std::size_t bank :
         {std::size_t{0}, std::size_t{8}, std::size_t{16}, std::size_t{24}, lanes - 1}) {
        svg << "<text x=\"" << left + static_cast<int>(bank) * cell + (cell - 2) / 2 << "\" y=\""
            << foot << "\" text-anchor=\"middle\" font-size=\"10\">" << bank << "</text>\n";
    }
    svg << "<text x=\"" << left + static_cast<int>(lanes) * cell + 4 << "\" y=\"" << foot
        << "\" font-size=\"10\">bank</text>\n";
}

/// The banks of the words that the lanes of warp 0 read on the 16 × 16 board, whose tasks are
/// at row 7, each lane at a row drawn at random: each thread's stack a block of its own (the
/// untried squares of every row, then the two diagonal words of every row), and the chapter's
/// interleaved stacks.
void draw_interleaving(const pictures::Canvas& canvas) {
    constexpr std::size_t n = 16;
    constexpr std::size_t first_row = 7;
    const std::size_t rows = stack_rows(n, first_row);
    std::vector<ch09::Word> words(3 * rows * block);
    std::mt19937 random(2025);
    Banks own;
    Banks interleaved;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
        const std::size_t row = first_row + random() % rows;
        own[(lane * 3 * rows + row - first_row) % lanes].push_back(lane);
        const InterleavedStack stack = interleaved_stack(words.data(), n, first_row, block, lane);
        const auto word = static_cast<std::size_t>(&stack.untried[row] - words.data());
        interleaved[word % lanes].push_back(lane);
    }
    std::size_t most = 0;
    for (const std::vector<std::size_t>& readers : own) {
        most = std::max(most, readers.size());
    }
    constexpr int cell = 19;
    const int width = 24 + static_cast<int>(lanes) * cell + 34;
    const int first_height = 40 + static_cast<int>(most) * cell + 30;
    const int height = first_height + 40 + cell + 30 + 6;
    std::ostringstream svg;
    draw_banks(svg, 6, "a stack of its own for each thread, " + std::to_string(3 * rows) + " words",
               own);
    draw_banks(svg, 6 + first_height, "interleaved stacks (interleaved_stack)", interleaved);
    canvas.write("shared-banks.svg",
                 pictures::svg_document(width, height,
                                        "The shared-memory banks a warp's 32 lanes read, with a "
                                        "stack of its own for each thread and with interleaved "
                                        "stacks",
                                        svg.str()));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    draw_roles(canvas);
    draw_interleaving(canvas);
}

} // namespace queens::ch15
