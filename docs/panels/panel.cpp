// The panel of a chapter's page: the chapter's own solvers, compiled to WebAssembly with the
// registry of that chapter alone, called by docs/_static/panel.js. Each function answers JSON.

#include "panel.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <exception>
#include <span>
#include <string>
#include <vector>

#include <emscripten/emscripten.h>

#include "queens/ch00/registry.hpp"

namespace queens::panel {

namespace {

/// A solution the panel prints can be long; a finder's board stops here.
constexpr int largest_found_board = 10'000;
/// The solutions a listing run shows, of however many it visits.
constexpr std::size_t solutions_shown = 12;

/// The largest board the panel offers in `mode`: what the shared suite runs for a count or a
/// listing, which finishes in a few seconds, and for finding, what a page can print.
int largest_board(const Solver& solver, std::string_view mode) {
    if (mode == "find") {
        return std::min(solver.limits.command, largest_found_board);
    }
    return mode == "list" ? solver.limits.enumerate_in_suite : solver.limits.count_in_suite;
}

std::vector<std::string_view> modes_of(const Solver& solver) {
    std::vector<std::string_view> modes;
    if (solver.counts()) {
        modes.emplace_back("count");
    }
    if (solver.enumerates()) {
        modes.emplace_back("list");
    }
    if (solver.finds()) {
        modes.emplace_back("find");
    }
    return modes;
}

nlohmann::json run(const Solver& solver, std::string_view mode, int n) {
    const Options one_thread{.threads = 1};
    nlohmann::json answer{{"n", n}, {"mode", mode}};
    if (mode == "count") {
        const Count count = solver.count(n, one_thread);
        answer["total"] = count.total;
        if (count.unique) {
            answer["unique"] = *count.unique;
        }
        answer["work"] = work_of(count.work);
    } else if (mode == "list") {
        std::uint64_t total = 0;
        nlohmann::json shown = nlohmann::json::array();
        const Work work = solver.solve(n, [&](std::span<const int> columns) {
            if (shown.size() < solutions_shown) {
                shown.push_back(std::vector<int>(columns.begin(), columns.end()));
            }
            ++total;
        });
        answer["total"] = total;
        answer["solutions"] = shown;
        answer["work"] = work_of(work);
    } else {
        const Found found = solver.find(n, one_thread);
        answer["solution"] =
            found.solution ? nlohmann::json(*found.solution) : nlohmann::json(nullptr);
        answer["work"] = work_of(found.work);
    }
    return answer;
}

} // namespace

nlohmann::json work_of(const Work& work) {
    nlohmann::json tallies = nlohmann::json::array();
    for (const Tally& tally : work) {
        tallies.push_back({{"unit", tally.unit}, {"count", tally.count}});
    }
    return tallies;
}

const char* reply(const nlohmann::json& answer) {
    static std::string text;
    text = answer.dump();
    return text.c_str();
}

} // namespace queens::panel

extern "C" {

/// The chapter and its solvers: variant, what it searches, the modes it runs and how large a
/// board each takes on the page.
EMSCRIPTEN_KEEPALIVE const char* panel_describe() {
    using namespace queens;
    nlohmann::json solvers = nlohmann::json::array();
    for (const Solver& solver : registry()) {
        nlohmann::json largest;
        for (std::string_view mode : panel::modes_of(solver)) {
            largest[std::string(mode)] = panel::largest_board(solver, mode);
        }
        solvers.push_back({{"variant", solver.variant},
                           {"space", solver.space},
                           {"modes", panel::modes_of(solver)},
                           {"largest", largest}});
    }
    const Chapter chapter = registry().empty() ? Chapter{} : registry().front().chapter;
    return panel::reply(
        {{"chapter", chapter.number}, {"title", chapter.title}, {"solvers", solvers}});
}

/// Runs solver number `index` of the chapter in `mode` ("count", "list" or "find") on the n × n
/// board, on one thread, and answers what it found, the work it reports and the milliseconds.
EMSCRIPTEN_KEEPALIVE const char* panel_run(int index, const char* mode, int n) {
    using namespace queens;
    const auto solvers = registry();
    try {
        refuse_unless(0 <= index && static_cast<std::size_t>(index) < solvers.size(),
                      "this chapter has no solver number " + std::to_string(index));
        const Solver& solver = solvers[static_cast<std::size_t>(index)];
        const std::string_view wanted(mode);
        const auto modes = panel::modes_of(solver);
        refuse_unless(std::find(modes.begin(), modes.end(), wanted) != modes.end(),
                      label(solver) + " does not " + std::string(wanted));
        const int largest = panel::largest_board(solver, wanted);
        refuse_unless(1 <= n && n <= largest, "the panel runs " + label(solver) +
                                                  " on boards of 1 to " + std::to_string(largest) +
                                                  " rows");
        const auto start = std::chrono::steady_clock::now();
        nlohmann::json answer = panel::run(solver, wanted, n);
        const std::chrono::duration<double, std::milli> took =
            std::chrono::steady_clock::now() - start;
        answer["milliseconds"] = took.count();
        return panel::reply(answer);
    } catch (const std::exception& error) {
        return panel::reply({{"error", error.what()}});
    }
}

} // extern "C"
