#pragma once

// JSON for the programs that describe the registry to scripts: the benchmarks (in their
// context) and the pictures (for the site's table of chapters).

#include <string>
#include <string_view>

#include "queens/ch00/solver.hpp"

namespace queens::support {

/// `text` as a JSON string, quotes included.
[[nodiscard]] std::string json_string(std::string_view text);

/// What a solver says of itself, as the members of a JSON object without its braces:
/// `"chapter": 5, "slug": "backtracking", "variant": "", "title": …, "space": …,
/// "kind": "enumerates", "threaded": false, "fundamental": false, "command": 15,
/// "bench": 14, "representable": 26, "unit": "nodes"`. `kind` is derived from the functions
/// the solver offers; `unit` is that of its workload, empty when it states none.
[[nodiscard]] std::string solver_members(const Solver& solver);

} // namespace queens::support
