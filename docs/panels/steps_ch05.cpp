// Chapter 05's search, step by step: every queen its backtracking search places on the n × n
// board (mirror shortcut off), in order, as the search's own trace hook records them.

#include <vector>

#include <emscripten/emscripten.h>

#include "panel.hpp"
#include "queens/ch05/search.hpp"

extern "C" {

/// The queens placed, as [row, column] pairs in the search's order, and the work it reports.
EMSCRIPTEN_KEEPALIVE const char* panel_steps(int n) {
    using namespace queens;
    if (n < 1 || n > 8) {
        return panel::reply({{"error", "the panel steps through boards of 1 to 8 rows"}});
    }
    std::vector<ch05::Step> steps;
    ch05::Backtracking search(n, false, [](std::span<const int>) {});
    search.record_steps(&steps);
    search.run();
    nlohmann::json placed = nlohmann::json::array();
    for (const ch05::Step& step : steps) {
        placed.push_back({step.row, step.column});
    }
    return panel::reply({{"n", n}, {"steps", placed}, {"work", panel::work_of(search.work())}});
}

} // extern "C"
