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
    return panel::steps(n, "chapter 05's search without the mirror shortcut",
                        [](int rows, const panel::Placed& placed) {
                            std::vector<ch05::Step> steps;
                            ch05::Backtracking search(rows, false, [](std::span<const int>) {});
                            search.record_steps(&steps);
                            search.run();
                            for (const ch05::Step& step : steps) {
                                placed(static_cast<int>(step.row), static_cast<int>(step.column));
                            }
                            return search.work();
                        });
}

} // extern "C"
