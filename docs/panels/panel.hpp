#pragma once

// What a chapter's panel answers its page: one JSON text per call, valid until the next call.

#include <nlohmann/json.hpp>

#include "queens/ch00/solver.hpp"

namespace queens::panel {

/// The tallies of a run, as [{"unit": …, "count": …}, …].
nlohmann::json work_of(const Work& work);

/// Keeps `answer` as the text the page reads, and returns it.
const char* reply(const nlohmann::json& answer);

} // namespace queens::panel
