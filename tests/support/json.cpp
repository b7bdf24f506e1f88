#include "support/json.hpp"

#include <cstdio>
#include <sstream>

namespace queens::support {

std::string json_string(std::string_view text) {
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') {
            quoted += '\\';
            quoted += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
            quoted += escaped;
        } else {
            quoted += c;
        }
    }
    return quoted + '"';
}

std::string solver_members(const Solver& solver) {
    const char* kind = solver.enumerates() ? "enumerates" : solver.counts() ? "counts" : "finds";
    const auto flag = [](bool value) { return value ? "true" : "false"; };
    std::ostringstream members;
    members << "\"chapter\": " << solver.chapter.number
            << ", \"slug\": " << json_string(solver.chapter.name)
            << ", \"variant\": " << json_string(solver.variant)
            << ", \"title\": " << json_string(solver.chapter.title)
            << ", \"space\": " << json_string(solver.space) << ", \"kind\": \"" << kind << '"'
            << ", \"threaded\": " << flag(solver.threaded)
            << ", \"fundamental\": " << flag(solver.fundamental)
            << ", \"command\": " << solver.limits.command << ", \"bench\": " << solver.limits.bench
            << ", \"representable\": " << solver.limits.representable << ", \"unit\": "
            << json_string(solver.workload ? solver.workload(1).unit : std::string_view{});
    return members.str();
}

} // namespace queens::support
