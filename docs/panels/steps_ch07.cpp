// Chapter 07's search, step by step: every queen its bit-mask search places, in order, as the
// search tells its watcher (watch_search).

#include "panel.hpp"
#include "queens/ch07/bitmask.hpp"

namespace queens::panel {

const std::string_view stepped_search = "chapter 07's search in 32-bit words";

Work step_through(int n, Trace& trace) {
    return ch07::watch_search(
        n, [](std::span<const int>) {},
        [&trace](int row, int column) { trace.placed(row, column, row); });
}

} // namespace queens::panel
