// Chapter 07's search, step by step: every queen its bit-mask search places on the n × n board,
// in order, as the search tells its watcher (watch_search).

#include <emscripten/emscripten.h>

#include "panel.hpp"
#include "queens/ch07/bitmask.hpp"

extern "C" {

/// The queens placed, as [row, column] pairs in the search's order, and the work it reports.
EMSCRIPTEN_KEEPALIVE const char* panel_steps(int n) {
    using namespace queens;
    return panel::steps(n, "chapter 07's search in 32-bit words",
                        [](int rows, const panel::Placed& placed) {
                            return ch07::watch_search(
                                rows, [](std::span<const int>) {}, placed);
                        });
}

} // extern "C"
