// Chapter 05's search, step by step: every queen its backtracking search places (mirror
// shortcut off), in order, as the search's own trace hook records them.

#include <vector>

#include "panel.hpp"
#include "queens/ch05/search.hpp"

namespace queens::panel {

const std::string_view stepped_search = "chapter 05's search without the mirror shortcut";

Work step_through(int n, Trace& trace) {
    std::vector<ch05::Step> steps;
    ch05::Backtracking search(n, false, [](std::span<const int>) {});
    search.record_steps(&steps);
    search.run();
    for (const ch05::Step& step : steps) {
        const auto row = static_cast<int>(step.row);
        trace.placed(row, static_cast<int>(step.column), row);
    }
    return search.work();
}

} // namespace queens::panel
