#pragma once

// What the programs that describe the registry to scripts say of each solver, as JSON: the
// benchmarks (in their run's context) and the pictures (for the site's table of chapters).

#include <nlohmann/json.hpp>

#include "queens/ch00/solver.hpp"

namespace queens::support {

/// What a solver says of itself: `{"chapter": 5, "slug": "backtracking", "variant": "",
/// "title": …, "space": …, "kind": "enumerates", "threaded": false, "fundamental": false,
/// "command": 15, "bench": 14, "representable": 26, "unit": "nodes"}`. `kind` is derived from
/// the functions the solver offers; `unit` is that of its workload, empty when it states none.
[[nodiscard]] nlohmann::ordered_json describe(const Solver& solver);

} // namespace queens::support
