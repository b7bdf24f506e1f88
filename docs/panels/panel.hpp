#pragma once

// What a chapter's panel answers its page: one JSON text per call, valid until the next call.

#include <nlohmann/json.hpp>

namespace queens::panel {

/// Keeps `answer` as the text the page reads, and returns it.
const char* reply(const nlohmann::json& answer);

} // namespace queens::panel
