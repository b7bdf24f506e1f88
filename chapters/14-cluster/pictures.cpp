// Chapter 14's pictures: the roles of the cluster's count and the states of a class in the
// foreman's books, laid out by Graphviz, which show no computation and are described here rather
// than drawn from the chapter's code; the messages
// between rank 0 and a worker of two threads, with the tags and names of the chapter's messages
// (report_tag, assignment_tag, hello, no_more, count_now, report_words), the worker's reserve from
// least_reserve and reserve_for and the classes handed out by the chapter's Foreman; the two
// timelines of the plan's ten classes on three workers, in the order of their indices and largest
// first, replayed by the chapter's own simulate; and the efficiency of the same replay on one to
// ten workers. Not tangled: this is the code that draws the chapter's figures (docs/README.md).

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <numeric>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "canvas.hpp"
#include "queens/ch14/cluster.hpp"

namespace queens::ch14 {

namespace {

/// The states of a class in the foreman's books (Foreman::State) and the calls that move it.
void draw_states(const pictures::Canvas& canvas) {
    canvas.write("foreman-states.dot",
                 pictures::digraph("foreman_states", "0.45", "0.08,0.04", R"dot(
  waiting [label="waiting"];
  handed_out [label="handed out"];
  accepted [label="accepted"];
  done [label="done"];
  verifying [label="verifying"];
  journal [label="a class the\njournal holds", shape=note, fillcolor="#ffffff"];
  waiting -> handed_out [label="next_group"];
  handed_out -> accepted [label="accept"];
  accepted -> done [label="write,\nthen settle"];
  journal -> done [style=dashed, label="the run\nstarts"];
  {rank=same; done; verifying;}
  done -> verifying [label="next_group,\nto verify"];
  verifying -> done [label="accept:\nthe same count"];
)dot"));
}

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
  worker3 [label="worker\nrank k − 1:\na crew of\nthreads"];
  foreman -> worker1 [dir=both, label="work,\nsubtotal"];
  foreman -> worker2 [dir=both];
  foreman -> worker3 [dir=both];
)dot"));
}

/// One message between rank 0 and a worker: which way it goes, what it carries as the code
/// names it, and, beside it, when the worker sends it, what rank 0 has left to hand out and what
/// the worker holds.
struct Message {
    bool from_worker = false;
    std::string carries;
    std::string sent_at;
    std::string left;
    std::string in_hand;
};

std::string ordinal(std::size_t number) {
    const std::size_t tens = number % 100;
    const char* suffix = tens / 10 == 1     ? "th"
                         : number % 10 == 1 ? "st"
                         : number % 10 == 2 ? "nd"
                         : number % 10 == 3 ? "rd"
                                            : "th";
    return std::to_string(number) + suffix;
}

std::string times(std::size_t count, const std::string& what) {
    return count == 1 ? what : what + " × " + std::to_string(count);
}

/// The messages between rank 0, with `classes` classes to hand out, and one worker of `threads`
/// threads whose every class takes `class_time` microseconds, every answer arriving at once. The
/// worker's loop of the chapter, <<Ask for classes, count them, and send back what they hold>>:
/// a hello asking for the crew's reserve, then, whenever the crew has counted half its reserve or
/// all it holds (as Crew::collect waits), one report for each class counted, the last asking for
/// what brings the crew back to its reserve (reserve_for); rank 0 answers each message with as many
/// assignments, each the class the chapter's Foreman hands out next, or no_more.
std::vector<Message> exchange(std::size_t classes, unsigned threads, std::uint64_t class_time) {
    Plan plan;
    plan.cost.assign(classes, 1);
    plan.most.assign(classes, 0);
    plan.weight.assign(classes, 1);
    plan.order.resize(classes);
    std::iota(plan.order.begin(), plan.order.end(), std::size_t{0});
    Foreman foreman(plan, nullptr);
    std::size_t handed = 0;
    std::vector<std::uint64_t> free_at(threads, 0); // when each of the crew's threads is free
    std::deque<std::uint64_t> counted_at;           // when each class in hand is counted
    std::uint64_t now = 0;
    std::size_t reserve = least_reserve(threads);
    std::vector<Message> messages;
    const auto answer = [&](std::size_t wanted) {
        const std::size_t first = handed + 1;
        std::size_t none = 0;
        for (std::size_t assignment = 0; assignment < wanted; ++assignment) {
            if (!foreman.next_group()) {
                ++none;
                continue;
            }
            ++handed;
            const auto thread = std::ranges::min_element(free_at);
            *thread = std::max(*thread, now) + class_time;
            counted_at.push_back(*thread);
        }
        std::string carries = "assignment_tag " + std::to_string(assignment_tag) + ": ";
        if (handed >= first) {
            carries += handed == first ? "the plan's " + ordinal(first) + " class"
                       : handed == first + 1
                           ? "the plan's " + ordinal(first) + " and " + ordinal(handed)
                           : std::to_string(handed + 1 - first) + " classes, the plan's " +
                                 ordinal(first) + " to " + ordinal(handed);
            carries += none > 0 ? ", then " : "";
        }
        carries += none > 0 ? times(none, "no_more") : "";
        messages.push_back({false, carries, "", std::to_string(classes - handed) + " left",
                            std::to_string(counted_at.size()) + " in hand"});
    };
    const auto milliseconds = [](std::uint64_t microseconds) {
        return "at " + std::to_string(microseconds / 1000) + " ms";
    };
    messages.push_back({true,
                        "report_tag " + std::to_string(report_tag) +
                            ": a Report, group = hello, wanted = " + std::to_string(reserve),
                        milliseconds(now), std::to_string(classes) + " left", "none in hand"});
    answer(reserve);
    while (!counted_at.empty()) {
        std::ranges::sort(counted_at);
        const std::size_t enough =
            std::min(std::max<std::size_t>(reserve / 2, 1), counted_at.size());
        now = counted_at[enough - 1];
        std::size_t reports = 0;
        while (!counted_at.empty() && counted_at.front() <= now) {
            counted_at.pop_front();
            ++reports;
        }
        reserve = reserve_for(threads, class_time);
        const std::size_t wanted = reserve > counted_at.size() ? reserve - counted_at.size() : 0;
        messages.push_back({true,
                            "report_tag " + std::to_string(report_tag) + ": " +
                                std::to_string(reports) + " Reports, " +
                                std::to_string(reports * report_words) +
                                " words; the last: wanted = " + std::to_string(wanted),
                            milliseconds(now), "", std::to_string(counted_at.size()) + " in hand"});
        if (wanted > 0) {
            answer(wanted);
        }
    }
    return messages;
}

/// The messages of a worker of two threads with rank 0, which has 20 classes left, each taking
/// 5 ms: a sequence diagram, time flowing down, rank 0 on the left and the worker on the right.
void draw_exchange(const pictures::Canvas& canvas) {
    constexpr unsigned threads = 2;
    const std::vector<Message> messages = exchange(20, threads, 5000);
    constexpr int rank0 = 124;  // rank 0's lifeline
    constexpr int worker = 560; // the worker's
    constexpr int pitch = 40;   // from one message to the next
    constexpr int slant = 8;    // how far a message falls on its way
    constexpr int top = 64;     // the first message
    const int bottom = top + static_cast<int>(messages.size() + 1) * pitch + 10;
    const int width = worker + 86;
    const int height = bottom + 44;
    std::ostringstream svg;
    const auto head = [&](int x, const std::string& first, const std::string& second) {
        svg << "<rect x=\"" << x - 80 << "\" y=\"6\" width=\"160\" height=\"40\" rx=\"6\" fill=\""
            << pictures::light_square << "\" stroke=\"" << pictures::ink << "\"/>\n"
            << "<text x=\"" << x << "\" y=\"22\" text-anchor=\"middle\">" << first << "</text>\n"
            << "<text x=\"" << x << "\" y=\"39\" text-anchor=\"middle\">" << second << "</text>\n"
            << "<line x1=\"" << x << "\" y1=\"46\" x2=\"" << x << "\" y2=\"" << bottom
            << "\" stroke=\"" << pictures::ink << "\" stroke-dasharray=\"4 3\"/>\n";
    };
    head(rank0, "rank 0, the foreman", "its classes left");
    head(worker, "rank 1, a worker", "a crew of " + std::to_string(threads) + " threads");
    const auto arrow = [&](int y, bool rightwards, const char* colour, const char* marker,
                           const std::string& carries) {
        const int from = rightwards ? rank0 : worker;
        const int to = rightwards ? worker - 4 : rank0 + 4;
        svg << "<line x1=\"" << from << "\" y1=\"" << y << "\" x2=\"" << to << "\" y2=\""
            << y + slant << "\" stroke=\"" << colour << "\" stroke-width=\"2\" marker-end=\"url(#"
            << marker << ")\"/>\n"
            << "<text x=\"" << (rank0 + worker) / 2 << "\" y=\"" << y - 3
            << "\" text-anchor=\"middle\" font-size=\"12\">" << pictures::escape(carries)
            << "</text>\n";
    };
    int y = top;
    arrow(y, true, pictures::left_out_tint, "dark",
          "MPI_Bcast: count_now, " + std::to_string(count_now));
    for (const Message& message : messages) {
        y += pitch;
        arrow(y, !message.from_worker,
              message.from_worker ? pictures::first_tint : pictures::second_tint,
              message.from_worker ? "report" : "answer", message.carries);
        const int at = y + (message.from_worker ? 0 : slant) + 4;
        if (!message.sent_at.empty()) {
            svg << "<text x=\"8\" y=\"" << y + 4 << "\" font-size=\"11\">" << message.sent_at
                << "</text>\n";
        }
        if (!message.left.empty()) {
            svg << "<text x=\"" << rank0 - 8 << "\" y=\"" << at
                << "\" text-anchor=\"end\" font-size=\"11\">" << message.left << "</text>\n";
        }
        svg << "<text x=\"" << worker + 8 << "\" y=\"" << y + slant + 4 << "\" font-size=\"11\">"
            << message.in_hand << "</text>\n";
    }
    y += pitch;
    svg << "<rect x=\"" << rank0 - 40 << "\" y=\"" << y - 14 << "\" width=\"" << worker - rank0 + 80
        << "\" height=\"22\" rx=\"4\" fill=\"#ffffff\" stroke=\"" << pictures::left_out_tint
        << "\" stroke-dasharray=\"5 3\"/>\n"
        << "<text x=\"" << (rank0 + worker) / 2 << "\" y=\"" << y + 1
        << "\" text-anchor=\"middle\" font-size=\"12\">both: MPI_Ibarrier, in "
           "end_together</text>\n";
    const auto marker = [](const char* id, const char* colour) {
        return std::string("<marker id=\"") + id +
               "\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
               "markerHeight=\"7\" orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 Z\" fill=\"" +
               colour + "\"/></marker>";
    };
    canvas.write("exchange.svg",
                 pictures::svg_document(
                     width, height,
                     "The messages between rank 0 and a worker of two threads, from the word to "
                     "count to the barrier",
                     svg.str(),
                     marker("report", pictures::first_tint) + "\n" +
                         marker("answer", pictures::second_tint) + "\n" +
                         marker("dark", pictures::left_out_tint)));
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
    const Prediction prediction = simulate(costs, {.cores = workers}, &stints);
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
        const int y = bars_top + static_cast<int>(stint.core) * row_pitch;
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

/// The plan's ten classes: their costs in the order of their indices, and their letters.
const std::vector<double> ten_classes{2, 1, 8, 1, 3, 7, 1, 2, 6, 1};
constexpr std::string_view ten_letters = "abcdefghij";

/// The positions of `costs` largest first, those of equal cost in the order of their indices, as
/// plan_of sorts them.
std::vector<std::size_t> largest_first_order(std::span<const double> costs) {
    std::vector<std::size_t> order(costs.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::ranges::stable_sort(order, std::greater<>(), [&](std::size_t at) { return costs[at]; });
    return order;
}

/// The plan's ten classes on three workers, in the order of their indices and largest first.
void draw_orders(const pictures::Canvas& canvas) {
    std::vector<double> largest_first;
    std::string largest_letters;
    for (const std::size_t at : largest_first_order(ten_classes)) {
        largest_first.push_back(ten_classes[at]);
        largest_letters += ten_letters[at];
    }
    const int panel = heading + static_cast<int>(workers) * row_pitch + axis + 12;
    const int width = left + span_units * unit + 70;
    const int height = 2 * panel + 8;
    std::ostringstream svg;
    draw_panel(svg, 6, "in the order of the indices", ten_classes, ten_letters);
    draw_panel(svg, 6 + panel, "largest first", largest_first, largest_letters);
    canvas.write("largest-first.svg",
                 pictures::svg_document(width, height,
                                        "Ten classes on three workers, in the order of their "
                                        "indices and largest first",
                                        svg.str()));
}

std::string percent(double share) { return std::to_string(std::lround(100 * share)) + " %"; }

/// The efficiency of the plan's ten classes on 1 to 10 workers, replayed by the chapter's
/// simulate with no setup and no messages, largest first and in the order of their indices, and
/// the bound no order passes: the work over the workers times the finish, which is never before
/// the work over the workers nor before the largest class ends.
void draw_efficiency(const pictures::Canvas& canvas) {
    constexpr std::size_t most_workers = 10;
    constexpr int first = 70; // where one worker is
    constexpr int step = 52;  // from one number of workers to the next
    constexpr int high = 56;  // where 100 % is
    constexpr int tall = 220; // from 100 % to 0 %
    std::vector<double> largest_first;
    for (const std::size_t at : largest_first_order(ten_classes)) {
        largest_first.push_back(ten_classes[at]);
    }
    const double work = std::accumulate(ten_classes.begin(), ten_classes.end(), 0.0);
    const double largest = *std::ranges::max_element(ten_classes);
    std::vector<double> sorted;
    std::vector<double> by_index;
    std::vector<double> most;
    for (std::size_t count = 1; count <= most_workers; ++count) {
        sorted.push_back(simulate(largest_first, {.cores = count}).efficiency);
        by_index.push_back(simulate(ten_classes, {.cores = count}).efficiency);
        const double soonest = std::max(work / static_cast<double>(count), largest);
        most.push_back(work / (static_cast<double>(count) * soonest));
    }
    const int right = first + static_cast<int>(most_workers - 1) * step;
    const int low = high + tall;
    const auto x = [&](std::size_t at) { return first + static_cast<int>(at) * step; };
    const auto y = [&](double share) {
        return high + static_cast<int>(std::lround((1 - share) * tall));
    };
    std::ostringstream svg;
    for (int grid = 0; grid <= 100; grid += 25) {
        const int at = y(grid / 100.0);
        svg << "<line x1=\"" << first - 10 << "\" y1=\"" << at << "\" x2=\"" << right + 10
            << "\" y2=\"" << at << "\" stroke=\"" << (grid == 0 ? pictures::ink : "#d0d0d0")
            << "\"/>\n"
            << "<text x=\"" << first - 16 << "\" y=\"" << at + 4
            << "\" text-anchor=\"end\" font-size=\"11\">" << grid << " %</text>\n";
    }
    for (std::size_t at = 0; at < most_workers; ++at) {
        svg << "<line x1=\"" << x(at) << "\" y1=\"" << low << "\" x2=\"" << x(at) << "\" y2=\""
            << low + 5 << "\" stroke=\"" << pictures::ink << "\"/>\n"
            << "<text x=\"" << x(at) << "\" y=\"" << low + 18
            << "\" text-anchor=\"middle\" font-size=\"11\">" << at + 1 << "</text>\n";
    }
    svg << "<text x=\"" << (first + right) / 2 << "\" y=\"" << low + 36
        << "\" text-anchor=\"middle\">workers</text>\n"
        << "<text x=\"" << first - 40 << "\" y=\"18\" font-weight=\"bold\">efficiency: the work, "
        << std::lround(work) << ", over the workers times the finish</text>\n";
    const std::string solid = "stroke-width=\"2\"";
    const std::string dashed = "stroke-width=\"2\" stroke-dasharray=\"7 4\"";
    const std::string band = "stroke-width=\"10\" stroke-opacity=\"0.35\" stroke-linecap=\"round\"";
    const auto polyline = [&](const std::vector<double>& shares, const char* colour,
                              const std::string& style) {
        svg << "<polyline fill=\"none\" stroke=\"" << colour << "\" " << style
            << " stroke-linejoin=\"round\" points=\"";
        for (std::size_t at = 0; at < shares.size(); ++at) {
            svg << (at == 0 ? "" : " ") << x(at) << ',' << y(shares[at]);
        }
        svg << "\"/>\n";
    };
    polyline(most, pictures::second_tint, band);
    polyline(by_index, pictures::left_out_tint, dashed);
    polyline(sorted, pictures::first_tint, solid);
    for (std::size_t at = 0; at < most_workers; ++at) {
        // Above the dot, or above and right of it where the line falls steeply into it.
        const bool rises = at == 0 || sorted[at - 1] < sorted[at] + 0.05;
        svg << "<circle cx=\"" << x(at) << "\" cy=\"" << y(sorted[at]) << "\" r=\"4\" fill=\""
            << pictures::first_tint << "\"/>\n"
            << "<text x=\"" << x(at) + (rises ? 0 : 6) << "\" y=\"" << y(sorted[at]) - 9
            << "\" text-anchor=\"" << (rises ? "middle" : "start") << "\" font-size=\"11\" fill=\""
            << pictures::first_tint << "\">" << percent(sorted[at]) << "</text>\n";
        if (std::lround(100 * by_index[at]) != std::lround(100 * sorted[at])) {
            svg << "<circle cx=\"" << x(at) << "\" cy=\"" << y(by_index[at])
                << "\" r=\"3.5\" fill=\"#ffffff\" stroke=\"" << pictures::left_out_tint
                << "\" stroke-width=\"2\"/>\n"
                << "<text x=\"" << x(at) << "\" y=\"" << y(by_index[at]) + 18
                << "\" text-anchor=\"middle\" font-size=\"11\" fill=\"" << pictures::left_out_tint
                << "\">" << percent(by_index[at]) << "</text>\n";
        }
    }
    int line = low - 66;
    const int legend = x(5) - 20;
    const auto key = [&](const char* colour, const std::string& style, const std::string& text) {
        line += 18;
        svg << "<line x1=\"" << legend << "\" y1=\"" << line - 4 << "\" x2=\"" << legend + 30
            << "\" y2=\"" << line - 4 << "\" stroke=\"" << colour << "\" " << style
            << "/>\n<text x=\"" << legend + 40 << "\" y=\"" << line << "\" font-size=\"12\">"
            << pictures::escape(text) << "</text>\n";
    };
    key(pictures::first_tint, solid, "largest first");
    key(pictures::left_out_tint, dashed, "in the order of the indices");
    key(pictures::second_tint, band, "the bound no order can pass");
    canvas.write("efficiency.svg",
                 pictures::svg_document(right + 40, low + 46,
                                        "The efficiency of the ten classes on one to ten workers, "
                                        "largest first and in the order of their indices",
                                        svg.str()));
}

} // namespace

void draw_pictures(pictures::Canvas& canvas) {
    draw_roles(canvas);
    draw_states(canvas);
    draw_exchange(canvas);
    draw_orders(canvas);
    draw_efficiency(canvas);
}

} // namespace queens::ch14
