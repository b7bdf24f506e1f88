// Chapter 14's pictures: the roles of the cluster's count, laid out by Graphviz, which shows no
// computation and is described here rather than drawn from the chapter's code; and the two
// timelines of the plan's ten classes on three workers, in the order of their indices and largest
// first, replayed by the chapter's own simulate. Not tangled: this is the code that draws the
// chapter's figures (docs/README.md).

#include <algorithm>
#include <cstddef>
#include <functional>
#include <numeric>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "canvas.hpp"
#include "queens/ch14/cluster.hpp"

namespace queens::ch14 {

namespace {

void draw_roles(const pictures::Canvas& canvas) {
    canvas.write("cluster-roles.dot", pictures::digraph("cluster_roles", "0.5", "0.08,0.04", R"dot(
  subgraph cluster_rank0 {
    label="rank 0"; style="rounded"; color="#1f1f1f";
    foreman [label="the foreman:\nwhat is left,\nthe sum"];
    journal [label="the journal:\na line for each\ncounted class", shape=note, fillcolor="#ffffff"];
    {rank=same; foreman -> journal [label="write,\nflush"];}
  }
  worker1 [label="worker\nrank 1:\na crew of\nthreads"];
  worker2 [label="worker\nrank 2:\na crew of\nthreads"];
  worker3 [label="worker\nrank k:\na crew of\nthreads"];
  foreman -> worker1 [dir=both, label="work,\nsubtotal"];
  foreman -> worker2 [dir=both];
  foreman -> worker3 [dir=both];
)dot"));
}

// The timelines' geometry, in pixels.
constexpr int unit = 30;       // one unit of cost
constexpr int left = 96;       // where time 0 is
constexpr int bar = 24;        // a bar's height
constexpr int row_pitch = 30;  // from one worker's bar to the next
constexpr int heading = 24;    // a panel's heading, above its bars
constexpr int axis = 40;       // the time axis and the finish, below the bars
constexpr int span_units = 15; // the axis runs from 0 to this
constexpr std::size_t workers = 3;
constexpr double large = 6; // a class this costly or more is drawn dark

/// One panel: the classes `letters` of `costs`, handed out in that order to three workers,
/// each bar where the replay puts it, with the finish and the bound no order can beat.
void draw_panel(std::ostringstream& svg, int top, const std::string& title,
                std::span<const double> costs, std::string_view letters) {
    std::vector<Stint> stints;
    const Prediction prediction = simulate(costs, {.workers = workers}, &stints);
    const double bound = std::accumulate(costs.begin(), costs.end(), 0.0) / workers;
    const auto x = [](double time) { return left + static_cast<int>(time * unit + 0.5); };
    const int bars_top = top + heading;
    const int bars_bottom = bars_top + static_cast<int>(workers) * row_pitch;
    svg << "<text x=\"" << left << "\" y=\"" << top + 15 << "\" font-weight=\"bold\">"
        << pictures::escape(title) << "</text>\n";
    for (std::size_t worker = 0; worker < workers; ++worker) {
        svg << "<text x=\"" << left - 8 << "\" y=\""
            << bars_top + static_cast<int>(worker) * row_pitch + 17
            << "\" text-anchor=\"end\">worker " << worker + 1 << "</text>\n";
    }
    for (std::size_t at = 0; at < stints.size(); ++at) {
        const Stint& stint = stints[at];
        const bool dark = costs[at] >= large;
        const int y = bars_top + static_cast<int>(stint.worker) * row_pitch;
        svg << "<rect x=\"" << x(stint.start) << "\" y=\"" << y << "\" width=\""
            << x(stint.end) - x(stint.start) << "\" height=\"" << bar << "\" fill=\""
            << (dark ? pictures::first_tint : pictures::light_square) << "\" stroke=\""
            << pictures::ink << "\"/>\n"
            << "<text x=\"" << (x(stint.start) + x(stint.end)) / 2 << "\" y=\"" << y + 17
            << "\" text-anchor=\"middle\"" << (dark ? " fill=\"#ffffff\"" : "") << ">"
            << letters[at] << "</text>\n";
    }
    svg << "<line x1=\"" << left << "\" y1=\"" << bars_bottom << "\" x2=\"" << x(span_units)
        << "\" y2=\"" << bars_bottom << "\" stroke=\"" << pictures::ink << "\"/>\n";
    for (int time = 0; time <= span_units; ++time) {
        const int tick = time % 5 == 0 ? 6 : 3;
        svg << "<line x1=\"" << x(time) << "\" y1=\"" << bars_bottom << "\" x2=\"" << x(time)
            << "\" y2=\"" << bars_bottom + tick << "\" stroke=\"" << pictures::ink << "\"/>\n";
        if (time % 5 == 0) {
            svg << "<text x=\"" << x(time) << "\" y=\"" << bars_bottom + 19
                << "\" text-anchor=\"middle\" font-size=\"11\">" << time << "</text>\n";
        }
    }
    std::ostringstream bound_text;
    bound_text.precision(3);
    bound_text << bound;
    svg << "<line x1=\"" << x(bound) << "\" y1=\"" << bars_top - 4 << "\" x2=\"" << x(bound)
        << "\" y2=\"" << bars_bottom << "\" stroke=\"" << pictures::second_tint
        << "\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>\n"
        << "<line x1=\"" << x(prediction.finish) << "\" y1=\"" << bars_top - 4 << "\" x2=\""
        << x(prediction.finish) << "\" y2=\"" << bars_bottom + 24 << "\" stroke=\"" << pictures::ink
        << "\" stroke-width=\"2\"/>\n"
        << "<text x=\"" << x(prediction.finish) + 5 << "\" y=\"" << bars_bottom + 36
        << "\" font-size=\"12\">finished at " << prediction.finish << "</text>\n"
        << "<text x=\"" << x(bound) - 5 << "\" y=\"" << bars_bottom + 36
        << "\" text-anchor=\"end\" font-size=\"12\" fill=\"" << pictures::second_tint
        << "\">no order before " << bound_text.str() << "</text>\n";
}

/// The plan's ten classes on three workers, in the order of their indices and largest first.
void draw_orders(const pictures::Canvas& canvas) {
    const std::vector<double> by_index{2, 1, 8, 1, 3, 7, 1, 2, 6, 1};
    const std::string letters = "abcdefghij";
    // Largest first, the classes of equal cost in the order of their indices, as plan_of sorts.
    std::vector<std::size_t> order(by_index.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::ranges::stable_sort(order, std::greater<>(), [&](std::size_t at) { return by_index[at]; });
    std::vector<double> largest_first;
    std::string largest_letters;
    for (const std::size_t at : order) {
        largest_first.push_back(by_index[at]);
        largest_letters += letters[at];
    }
    const int panel = heading + static_cast<int>(workers) * row_pitch + axis + 12;
    const int width = left + span_units * unit + 70;
    const int height = 2 * panel + 8;
    std::ostringstream svg;
    draw_panel(svg, 6, "in the order of the indices", by_index, letters);
    draw_panel(svg, 6 + panel, "largest first", largest_first, largest_letters);
    canvas.write("largest-first.svg",
                 pictures::svg_document(width, height,
                                        "Ten classes on three workers, in the order of their "
                                        "indices and largest first",
                                        svg.str()));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    draw_roles(canvas);
    draw_orders(canvas);
}

} // namespace queens::ch14
