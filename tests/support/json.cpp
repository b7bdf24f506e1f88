#include "support/json.hpp"

namespace queens::support {

nlohmann::ordered_json describe(const Solver& solver) {
    return {
        {"chapter", solver.chapter.number},
        {"slug", solver.chapter.name},
        {"variant", solver.variant},
        {"title", solver.chapter.title},
        {"space", solver.space},
        {"kind", solver.enumerates() ? "enumerates"
                 : solver.counts()   ? "counts"
                                     : "finds"},
        {"threaded", solver.threaded},
        {"fundamental", solver.fundamental},
        {"command", solver.limits.command},
        {"bench", solver.limits.bench},
        {"representable", solver.limits.representable},
        {"unit", solver.workload ? solver.workload(1).unit : std::string_view{}},
    };
}

} // namespace queens::support
