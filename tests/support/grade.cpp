#include "support/grade.hpp"
#include "support/text.hpp"

#include <algorithm>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

#include <unistd.h>

namespace queens::grade {

std::string why_not_a_solution(std::span<const int> columns, int n) {
    if (columns.size() != static_cast<std::size_t>(n)) {
        return "it has " + std::to_string(columns.size()) + " queens, not " + std::to_string(n);
    }
    for (std::size_t row = 0; row < columns.size(); ++row) {
        if (columns[row] < 0 || columns[row] >= n) {
            return "the queen of row " + std::to_string(row) + " is in column " +
                   std::to_string(columns[row]) + ", off the board";
        }
    }
    for (std::size_t above = 0; above < columns.size(); ++above) {
        for (std::size_t row = above + 1; row < columns.size(); ++row) {
            const int gap = columns[row] - columns[above];
            const auto rows_apart = static_cast<int>(row - above);
            if (gap == 0 || gap == rows_apart || gap == -rows_apart) {
                return "the queens of rows " + std::to_string(above) + " and " +
                       std::to_string(row) + ", in columns " + std::to_string(columns[above]) +
                       " and " + std::to_string(columns[row]) + ", share " +
                       (gap == 0 ? "a column" : "a diagonal");
            }
        }
    }
    return "";
}

namespace {

std::string boards(std::size_t count) {
    return std::to_string(count) + (count == 1 ? " board" : " boards");
}

/// The board in the book's notation and drawn, indented under a line of the message.
std::string shown(std::span<const int> columns) {
    std::string text = "    " + format_columns(columns) + "\n";
    if (std::all_of(columns.begin(), columns.end(), [&](int column) {
            return column >= 0 && static_cast<std::size_t>(column) < columns.size();
        })) {
        for (const std::string& line : support::lines_of(draw_board(columns))) {
            text += "    " + line + "\n";
        }
    }
    return text;
}

} // namespace

std::string compare_listings(const std::vector<Placement>& got, const std::vector<Placement>& want,
                             int n) {
    if (got == want) {
        return "";
    }
    const std::string board = std::to_string(n) + " × " + std::to_string(n);
    std::string text = "the " + board + " board has " + boards(want.size()) +
                       " in the reference; " + "the chapter listed " + boards(got.size()) + ".\n";
    std::vector<Placement> missing;
    std::vector<Placement> extra;
    std::set_difference(want.begin(), want.end(), got.begin(), got.end(),
                        std::back_inserter(missing));
    std::set_difference(got.begin(), got.end(), want.begin(), want.end(),
                        std::back_inserter(extra));
    if (!missing.empty()) {
        text += "The first board it missed (" + std::to_string(missing.size()) + " missed):\n" +
                shown(missing.front());
    }
    if (!extra.empty()) {
        const Placement& first = extra.front();
        const std::string why = why_not_a_solution(first, n);
        text += "The first board it listed that is not in the reference (" +
                std::to_string(extra.size()) + " such):\n" + shown(first) + "    It is no " +
                "solution: " + (why.empty() ? "it is one, so the reference is wrong" : why) + ".\n";
    }
    auto repeated = std::adjacent_find(got.begin(), got.end());
    if (repeated != got.end()) {
        text += "It listed this board more than once:\n" + shown(*repeated);
    }
    return text;
}

std::string compare_counts(std::uint64_t got, std::uint64_t want) {
    if (got == want) {
        return "";
    }
    const std::uint64_t off = got > want ? got - want : want - got;
    return "counted " + std::to_string(got) + ", but the reference says " + std::to_string(want) +
           ": " + std::to_string(off) + (got > want ? " too many" : " too few");
}

namespace {

/// What the watched run is, for the signal handler: written before the run, read by it.
char watched[256] = "";

void say_and_end(const char* what, const char* why) {
    const char* parts[] = {"\nThe run stopped while ", what, ": ", why, "\n"};
    for (const char* part : parts) {
        ssize_t written = ::write(STDERR_FILENO, part, std::strlen(part));
        (void)written;
    }
    std::_Exit(1);
}

void on_crash(int signal) {
    const char* why = signal == SIGSEGV  ? "it crashed with a segmentation fault (an access "
                                           "outside its memory, or a recursion too deep)"
                      : signal == SIGFPE ? "it crashed with an arithmetic error (a division by "
                                           "zero?)"
                      : signal == SIGBUS ? "it crashed with a bus error"
                                         : "it aborted (an assertion, or an exception nothing "
                                           "caught, perhaps on a thread)";
    say_and_end(watched, why);
}

/// The crash handlers, installed once, on a stack of their own so a stack overflow reaches them.
void install_crash_handlers() {
    static const bool installed = [] {
        static std::vector<char> stack(1 << 16);
        stack_t alternate{};
        alternate.ss_sp = stack.data();
        alternate.ss_size = stack.size();
        ::sigaltstack(&alternate, nullptr);
        struct sigaction action {};
        action.sa_handler = on_crash;
        action.sa_flags = static_cast<int>(SA_ONSTACK | SA_RESETHAND);
        for (int signal : {SIGSEGV, SIGFPE, SIGBUS, SIGABRT}) {
            ::sigaction(signal, &action, nullptr);
        }
        return true;
    }();
    (void)installed;
}

} // namespace

std::optional<std::chrono::seconds> board_limit_set() {
    const char* text = std::getenv("QUEENS_BOARD_SECONDS");
    const long seconds = text == nullptr ? 0 : std::strtol(text, nullptr, 10);
    if (seconds <= 0) {
        return std::nullopt;
    }
    return std::chrono::seconds(seconds);
}

struct Watch::State {
    std::string what;
    std::string outer; // what the watch around this one watched, for a crash after this one
    std::mutex mutex;
    std::condition_variable done_changed;
    bool done = false;
    std::thread watcher;
};

Watch::Watch(std::string what)
    : Watch(std::move(what), board_limit_set().value_or(std::chrono::seconds(120))) {}

Watch::Watch(std::string what, std::chrono::seconds limit) : state_(std::make_unique<State>()) {
    install_crash_handlers();
    state_->what = std::move(what);
    state_->outer = watched;
    std::snprintf(watched, sizeof watched, "%s", state_->what.c_str());
    State* state = state_.get();
    state_->watcher = std::thread([state, limit] {
        std::unique_lock lock(state->mutex);
        if (!state->done_changed.wait_for(lock, limit, [state] { return state->done; })) {
            const std::string why = "no answer after " + std::to_string(limit.count()) +
                                    " seconds (QUEENS_BOARD_SECONDS): does every loop end?";
            say_and_end(state->what.c_str(), why.c_str());
        }
    });
}

Watch::~Watch() {
    {
        std::lock_guard lock(state_->mutex);
        state_->done = true;
    }
    state_->done_changed.notify_all();
    state_->watcher.join();
    std::snprintf(watched, sizeof watched, "%s", state_->outer.c_str());
}

} // namespace queens::grade
