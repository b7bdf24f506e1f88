#pragma once

// What a chapter's panel answers its page: one JSON text per call, valid until the next call.

#include <string_view>

#include <nlohmann/json.hpp>

#include "queens/ch00/solver.hpp"

namespace queens::panel {

/// The tallies of a run, as [{"unit": …, "count": …}, …].
nlohmann::json work_of(const Work& work);

/// Keeps `answer` as the text the page reads, and returns it.
const char* reply(const nlohmann::json& answer);

/// What a chapter's search tells the page as it goes: every queen it places, and, where the
/// chapter keeps only some full boards, which ones it keeps.
class Trace {
public:
    /// A queen in (row, column), on top of `queens` others (a search that fills the rows in
    /// order has `row` of them); `forced` when one of the chapter's rules put it there.
    void placed(int row, int column, int queens, bool forced = false);
    /// The board just completed is the least of its class, of `class_size` boards.
    void least(int class_size);

    nlohmann::json steps = nlohmann::json::array();
};

/// What a chapter's steps_chNN.cpp defines, for `panel_steps(n)` (steps.cpp) to answer: the
/// search it steps through, in words, and that search run on the n × n board, telling `trace`
/// as it goes; it returns the search's work.
extern const std::string_view stepped_search;
Work step_through(int n, Trace& trace);

} // namespace queens::panel
