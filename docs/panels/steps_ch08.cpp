// Chapter 08's search, step by step: every queen its search for least boards places, in order,
// and which full boards are the least of their class, as the search tells its watcher
// (watch_search).

#include "panel.hpp"
#include "queens/ch08/symmetry.hpp"

namespace queens::panel {

const std::string_view stepped_search = "chapter 08's search for the least board of each class";

Work step_through(int n, Trace& trace) {
    return ch08::watch_search(
        n, [&trace](int class_size) { trace.least(class_size); },
        [&trace](int row, int column) { trace.placed(row, column, row); });
}

} // namespace queens::panel
