// The search of a chapter's panel, step by step: linked into the panels of the chapters that
// have a steps_chNN.cpp, which says which search it is and runs it.

#include <string>

#include <emscripten/emscripten.h>

#include "panel.hpp"

namespace queens::panel {

void Trace::placed(int row, int column, int queens, bool forced) {
    steps.push_back({{"row", row}, {"column", column}, {"queens", queens}, {"forced", forced}});
}

void Trace::least(int class_size) { steps.back()["least"] = class_size; }

} // namespace queens::panel

extern "C" {

/// The steps of the chapter's search on the n × n board, 1 ≤ n ≤ 8, its work, and what it is.
EMSCRIPTEN_KEEPALIVE const char* panel_steps(int n) {
    using namespace queens;
    constexpr int largest_drawn_board = 8;
    if (n < 1 || n > largest_drawn_board) {
        return panel::reply({{"error", "the panel steps through boards of 1 to " +
                                           std::to_string(largest_drawn_board) + " rows"}});
    }
    panel::Trace trace;
    const Work work = panel::step_through(n, trace);
    return panel::reply({{"n", n},
                         {"search", panel::stepped_search},
                         {"steps", trace.steps},
                         {"work", panel::work_of(work)}});
}

} // extern "C"
