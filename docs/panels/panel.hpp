#pragma once

// What a chapter's panel answers its page: one JSON text per call, valid until the next call.

#include <functional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "queens/ch00/solver.hpp"

namespace queens::panel {

/// The tallies of a run, as [{"unit": …, "count": …}, …].
nlohmann::json work_of(const Work& work);

/// Keeps `answer` as the text the page reads, and returns it.
const char* reply(const nlohmann::json& answer);

/// Calls `placed(row, column)` for every queen a chapter's search places on the n × n board.
using Placed = std::function<void(int row, int column)>;

/// The queens `search` places on the n × n board, as [row, column] pairs in its order, its
/// work, and `what` it is: the answer of a chapter's `panel_steps(n)`, for 1 ≤ n ≤ 8.
const char* steps(int n, std::string_view what,
                  const std::function<Work(int n, const Placed& placed)>& search);

} // namespace queens::panel
