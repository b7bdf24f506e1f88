// Chapter 06's search, step by step: every queen its lookahead search places, chosen or forced
// by a rule, in order, as the search tells its watcher (watch_search).

#include "panel.hpp"
#include "queens/ch06/attack_layers.hpp"

namespace queens::panel {

const std::string_view stepped_search = "chapter 06's search with the rules on rows";

Work step_through(int n, Trace& trace) {
    return ch06::watch_search(
        n, [](std::span<const int>) {},
        [&trace](int row, int column, int queens, bool forced) {
            trace.placed(row, column, queens, forced);
        });
}

} // namespace queens::panel
