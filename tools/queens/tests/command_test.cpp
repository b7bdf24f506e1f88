// The `queens` command, run in-process: what it prints for good requests, and the one line and
// exit status 2 it answers bad ones with, printing nothing on stdout.

#include <algorithm>
#include <atomic>
#include <cctype>
#include <csignal>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "command.hpp"
#include "queens/ch00/board.hpp"
#include "queens/ch00/registry.hpp"
#include "queens/ch13/quarters.hpp"
#include "queens/ch15/gpu.hpp"
#include "support/text.hpp"

namespace queens::command {
namespace {

using support::lines_of;

struct Outcome {
    int status = 0;
    std::string out;
    std::string err;
};

Outcome queens(std::vector<std::string> arguments, const Environment& environment = {}) {
    std::ostringstream out;
    std::ostringstream err;
    int status = run(arguments, out, err, environment);
    return {status, out.str(), err.str()};
}

TEST(TheCommand, PrintsTheTenSolutionsOfFiveQueensSortedForChapterOne) {
    Outcome result = queens({"solve", "1", "5"});
    EXPECT_EQ(result.status, ok);
    std::vector<std::string> lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 10U);
    EXPECT_TRUE(std::is_sorted(lines.begin(), lines.end()));
    EXPECT_EQ(lines.front(), "0 2 4 1 3");
    EXPECT_EQ(lines.back(), "4 2 0 3 1");
    EXPECT_EQ(result.err, "");
}

TEST(TheCommand, ReadsNumbersWithLeadingZerosEverywhere) {
    EXPECT_EQ(queens({"count", "007", "08"}).out, "92\n");
    EXPECT_EQ(queens({"count", "9", "8", "--threads", "02"}).out, "92\n");
    EXPECT_EQ(queens({"find", "10", "50", "--seed=007"}).out,
              queens({"find", "10", "50", "--seed", "7"}).out);
}

TEST(TheCommand, PrintsItsHelpWithEveryOptionAndEveryExitStatusOnStdout) {
    Outcome result = queens({"count", "--help"});
    EXPECT_EQ(result.status, ok);
    EXPECT_EQ(result.err, "");
    std::string words; // the help with its lines joined and its runs of spaces made one
    for (const char character : result.out) {
        if (!std::isspace(static_cast<unsigned char>(character))) {
            words += character;
        } else if (!words.empty() && words.back() != ' ') {
            words += ' ';
        }
    }
    for (const StatusMeaning& status : status_meanings) {
        const std::string said = std::to_string(status.status) + " " + std::string(status.meaning);
        EXPECT_NE(words.find(said), std::string::npos) << said;
    }
    for (const char* option : {"--variant NAME", "--threads T", "--seed S", "--quiet"}) {
        EXPECT_NE(words.find(option), std::string::npos) << option;
    }
    EXPECT_NE(words.find("1 to " + std::to_string(most_threads)), std::string::npos);
    EXPECT_NE(words.find("a thread that could not be started are bad input too"),
              std::string::npos);
    EXPECT_NE(words.find("the lines of the answer written before it, each whole but perhaps the "
                         "last"),
              std::string::npos);
}

TEST(TheCommand, SaysWhichSignalStoppedItWithItsStatus) {
    const std::atomic<bool> stop{true};
    for (const auto& [signal, line, status] : {std::tuple{0, "queens: interrupted\n", 130},
                                               std::tuple{SIGINT, "queens: interrupted\n", 130},
                                               std::tuple{SIGTERM, "queens: terminated\n", 143},
                                               std::tuple{SIGHUP, "queens: hung up\n", 129}}) {
        const std::atomic<int> stop_signal{signal};
        Environment stopped;
        stopped.stop = &stop;
        stopped.stop_signal = &stop_signal;
        Outcome result = queens({"count", "9", "12"}, stopped);
        EXPECT_EQ(result.status, status) << signal;
        EXPECT_EQ(result.out, "") << signal;
        EXPECT_EQ(result.err, line) << signal;
    }
}

TEST(TheCommand, CountsTwoSolutionsOfFourQueens) {
    Outcome result = queens({"count", "1", "4"});
    EXPECT_EQ(result.status, ok);
    EXPECT_EQ(result.out, "2\n");
}

TEST(TheCommand, NamesAChapterByNumberWithOrWithoutItsZeroOrBySlug) {
    EXPECT_EQ(queens({"count", "01", "4"}).out, "2\n");
    EXPECT_EQ(queens({"count", "brute-force", "4"}).out, "2\n");
}

TEST(TheCommand, ReportsTheWorkOnStderrWithStats) {
    Outcome result = queens({"count", "1", "4", "--stats"});
    EXPECT_EQ(result.out, "2\n");
    EXPECT_EQ(result.err, "65536 placements\n");
}

TEST(TheCommand, DrawsTheBoardsWhenAsked) {
    Outcome result = queens({"solve", "1", "4", "--boards"});
    EXPECT_EQ(result.out, "1 3 0 2\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n\n"
                          "2 0 3 1\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n");
}

TEST(TheCommand, ListsEveryRegisteredSolverOnALineOfItsOwn) {
    Outcome result = queens({"list"});
    EXPECT_EQ(result.status, ok);
    EXPECT_EQ(lines_of(result.out).size(), registry().size());
    EXPECT_NE(result.out.find("01 brute-force"), std::string::npos);
}

TEST(TheCommand, RunsBeyondTheReasonableLimitOnlyWithForce) {
    EXPECT_EQ(queens({"count", "1", "7"}).status, bad_input);
    // --force is accepted (the run itself is not attempted here: it would take hours).
}

TEST(TheCommand, CountsTheSeventeenBySeventeenBoardWithTheParallelCounter) {
    EXPECT_EQ(queens({"count", "9", "17"}).out, "95815104\n");
}

TEST(TheCommand, TakesEveryThreadCountFromZeroToTheMostEvenBeyondTheParts) {
    for (const char* threads : {"0", "1", "2", "1024"}) {
        EXPECT_EQ(queens({"count", "9", "8", "--threads", threads}).out, "92\n") << threads;
    }
}

TEST(Finding, TakesEverySeedThatSixtyFourBitsHold) {
    for (const char* seed : {"0", "18446744073709551615"}) {
        Outcome result = queens({"find", "10", "50", "--seed", seed});
        EXPECT_EQ(result.status, ok) << seed << ": " << result.err;
    }
}

TEST(TheCommand, AnswersAnyErrorOfASolverInOneLineWithStatusFour) {
    // A solver that fails in a way no input explains: the command must not end the process.
    std::ostringstream out;
    std::ostringstream err;
    Environment environment;
    environment.progress = [](std::uint64_t, std::uint64_t) { throw std::runtime_error("boom"); };
    const int status = run({"count", "9", "12"}, out, err, environment);
    EXPECT_EQ(status, failed);
    EXPECT_EQ(out.str(), "");
    EXPECT_EQ(err.str(), "queens: the run failed: boom\n");
}

TEST(TheCommand, RefusesAChaptersEnvironmentVariableInOneLineBeforeAnyCount) {
    // Chapter 13 reads its variables on the pool's threads at n = 14, where a refusal would end
    // the process; the command reads every chapter's first, whatever the chapter asked for.
    std::vector<std::tuple<const char*, const char*, std::string>> refused = {
        {"QUEENS_POPCOUNT", "bogus", "QUEENS_POPCOUNT is 'bogus', which names no population"},
        {"QUEENS_JOIN", "bogus\033[2J", "QUEENS_JOIN is 'bogus\\x1b[2J', which names no join"},
        {"QUEENS_GPU_KERNEL", "bogus", "QUEENS_GPU_KERNEL is 'bogus', which names no kernel"},
    };
    if (!ch13::counts_eight_words_at_once()) {
        refused.emplace_back("QUEENS_POPCOUNT", "eight-words",
                             "QUEENS_POPCOUNT is eight-words, and this processor has no vpopcntq");
    }
    for (const auto& [variable, value, line] : refused) {
        ASSERT_EQ(setenv(variable, value, 1), 0);
        for (const std::vector<std::string>& arguments :
             {std::vector<std::string>{"count", "14", "8"},
              {"count", "13", "8"},
              {"solve", "5", "6"}}) {
            const Outcome result = queens(arguments);
            EXPECT_EQ(result.status, bad_input) << variable << " " << arguments[1];
            EXPECT_EQ(result.out, "");
            EXPECT_EQ(lines_of(result.err).size(), 1U) << result.err;
            EXPECT_TRUE(result.err.starts_with("queens: " + line)) << result.err;
        }
        ASSERT_EQ(unsetenv(variable), 0);
    }
    EXPECT_EQ(queens({"count", "14", "8"}).out, "92\n");
}

TEST(Finding, PrintsOneSolutionThatPassesTheChecker) {
    Outcome result = queens({"find", "11", "1000"});
    EXPECT_EQ(result.status, ok);
    std::vector<int> columns;
    std::istringstream line(result.out);
    for (int column = 0; line >> column;) {
        columns.push_back(column);
    }
    EXPECT_EQ(columns.size(), 1000U);
    EXPECT_TRUE(is_solution(columns));
    EXPECT_EQ(result.err, "");
}

TEST(Finding, GivesTheSameSolutionForTheSameSeedAndAnotherForAnother) {
    const std::string first = queens({"find", "10", "2000", "--seed", "7"}).out;
    EXPECT_EQ(queens({"find", "10", "2000", "--seed", "7"}).out, first);
    EXPECT_NE(queens({"find", "10", "2000", "--seed", "8"}).out, first);
}

TEST(Finding, PrintsTheTimeTheWorkAndVerifiedWhenQuiet) {
    Outcome result = queens({"find", "11", "100000", "--quiet"});
    EXPECT_EQ(result.status, ok);
    std::vector<std::string> lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 3U) << result.out;
    EXPECT_TRUE(lines[0].starts_with("n = 100000: found in ")) << lines[0];
    EXPECT_EQ(lines[1], "100000 queens placed");
    EXPECT_EQ(lines[2], "verified");
}

TEST(Finding, SaysInOneLineThatTheTwoAndThreeBoardsHaveNoSolution) {
    for (const char* chapter : {"10", "11"}) {
        for (const char* n : {"2", "3"}) {
            Outcome result = queens({"find", chapter, n});
            EXPECT_EQ(result.status, no_solution) << chapter << ' ' << n;
            EXPECT_EQ(result.out, "");
            EXPECT_EQ(result.err,
                      std::string("queens: the ") + n + " × " + n + " board has no solution\n");
        }
    }
}

TEST(TheCommand, RefusesToCountOnAGpuWhereNoneCanInOneLineSayingWhy) {
    const std::string why = ch15::why_no_gpu();
    if (why.empty()) {
        GTEST_SKIP() << "a GPU can count here";
    }
    Outcome result = queens({"count", "15", "8", "--variant", "gpu"});
    EXPECT_EQ(result.status, bad_input);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "queens: chapter 15 cannot count on a GPU here: " + why + "\n");
}

TEST(Finding, RefusesABoardTheMachineHasNoMemoryForWithTheFigures) {
    Environment small_machine;
    small_machine.memory_bytes = 1e9L;
    Outcome result = queens({"find", "11", "500000000", "--force"}, small_machine);
    EXPECT_EQ(result.status, bad_input);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "queens: chapter 11 (construction) at n = 500000000 needs about "
                          "2.4 GB of memory with the check, and this machine has 1.0 GB\n");
}

TEST(Finding, ShowsWhatItDoesOnATerminalWhileItChecks) {
    std::vector<std::string> phases;
    Environment terminal;
    terminal.phase = [&](std::string_view what) { phases.emplace_back(what); };
    EXPECT_EQ(queens({"find", "11", "1000", "--quiet"}, terminal).status, ok);
    EXPECT_EQ(phases, std::vector<std::string>{"checking the solution"});
}

struct BadRequest {
    std::string name;
    std::vector<std::string> arguments;
    std::string message;
};

void PrintTo(const BadRequest& request, std::ostream* out) {
    *out << "queens";
    for (const std::string& argument : request.arguments) {
        *out << ' ' << argument;
    }
}

/// `queens count 1 N` with an N that is no whole number.
BadRequest malformed_board_size(std::string name, const std::string& n) {
    return {
        std::move(name), {"count", "1", n}, "n must be a whole number from 1 up, not '" + n + "'"};
}

class BadInputTable : public testing::TestWithParam<BadRequest> {};

TEST_P(BadInputTable, IsAnsweredWithOneClearLineAndStatusTwo) {
    Outcome result = queens(GetParam().arguments);
    EXPECT_EQ(result.status, bad_input);
    EXPECT_EQ(result.out, "") << "nothing on stdout";
    EXPECT_EQ(lines_of(result.err).size(), 1U) << result.err;
    EXPECT_NE(result.err.find(GetParam().message), std::string::npos) << result.err;
    EXPECT_TRUE(result.err.starts_with("queens: ")) << result.err;
    EXPECT_LE(result.err.size(), 300U) << "a message that quotes input cuts it short";
    EXPECT_TRUE(std::none_of(result.err.begin(), result.err.end() - 1, [](char c) {
        return static_cast<unsigned char>(c) < 0x20;
    })) << "no control character but the final newline";
}

INSTANTIATE_TEST_SUITE_P(
    Requests, BadInputTable,
    testing::Values(
        BadRequest{"AnUnknownChapterNumber", {"count", "42", "8"}, "unknown chapter '42'"},
        BadRequest{"AnUnknownChapterName", {"count", "bogus", "8"}, "unknown chapter 'bogus'"},
        BadRequest{"BoardSizeZero", {"count", "1", "0"}, "n = 0 does not fit"},
        malformed_board_size("ANegativeBoardSize", "-1"),
        malformed_board_size("ABoardSizeWithAPlus", "+8"),
        malformed_board_size("ABoardSizeInLetters", "abc"),
        malformed_board_size("AFractionalBoardSize", "8.5"),
        malformed_board_size("ABoardSizeInScientificNotation", "1e9"),
        malformed_board_size("AnEmptyBoardSize", ""),
        BadRequest{
            "ABoardSizeThatOverflows", {"count", "1", "99999999999999999999"}, "far too large"},
        BadRequest{"ABillionQueensForAnEnumeratingChapter",
                   {"count", "1", "1000000000"},
                   "holds boards of 1 to 9 queens: n = 1000000000 does not fit"},
        BadRequest{"ABoardBeyondTheChaptersWordSize", {"count", "1", "10"}, "n = 10 does not fit"},
        BadRequest{"ABoardThatWouldTakeHours",
                   {"count", "1", "7"},
                   "would examine 6.8 × 10^11 placements"},
        BadRequest{"ASolveThatWouldTakeCenturies", {"solve", "1", "9"}, "unless you add --force"},
        BadRequest{"AMissingBoardSize", {"count", "1"}, "count needs N: queens count CHAPTER N"},
        BadRequest{
            "AMissingChapter", {"count"}, "count needs CHAPTER and N: queens count CHAPTER N"},
        BadRequest{"AMissingSubcommand", {}, "a command is required: list, solve, count or find"},
        BadRequest{"AnOptionBeforeTheSubcommand", {"--bogus"}, "unknown option '--bogus'"},
        BadRequest{"AnExtraArgument",
                   {"find", "11", "20", "5"},
                   "unexpected argument '5' after queens find CHAPTER N"},
        BadRequest{"AnArgumentToList", {"list", "3"}, "unexpected argument '3' after queens list"},
        BadRequest{"AnOptionGivenTwice",
                   {"count", "1", "4", "--variant", "a", "--variant", "b"},
                   "--variant is given twice"},
        BadRequest{
            "AFlagGivenTwice", {"count", "1", "4", "--stats", "--stats"}, "--stats is given twice"},
        BadRequest{
            "AFlagWithAValue", {"count", "1", "4", "--stats=0"}, "--stats takes no value, not '0'"},
        BadRequest{
            "AnOptionWithoutItsValue", {"find", "10", "8", "--seed"}, "--seed needs a value"},
        BadRequest{"AnEmptyVariant",
                   {"count", "1", "4", "--variant", ""},
                   "--variant takes the name of a variant, not ''"},
        BadRequest{"AnEmptyVariantAfterAnEqualsSign",
                   {"count", "1", "4", "--variant="},
                   "--variant takes the name of a variant, not ''"},
        BadRequest{"ASeedForAChapterThatMakesNoRandomChoices",
                   {"find", "11", "20", "--seed", "5"},
                   "chapter 11 (construction) makes no random choices; --seed is for chapter 10"},
        BadRequest{"AnOptionOfAnotherSubcommand",
                   {"count", "1", "4", "--seed", "5"},
                   "--seed is not an option of count; it is for find"},
        BadRequest{"AChapterWithANewline", {"count", "1\n2", "8"}, "unknown chapter '1\\n2'"},
        BadRequest{"AChapterWithTerminalEscapes",
                   {"count", "\x1b[2J\x1b[31m", "8"},
                   "unknown chapter '\\x1b[2J\\x1b[31m'"},
        BadRequest{"ABoardSizeWithANewline",
                   {"count", "1", "8\n9"},
                   "n must be a whole number from 1 up, not '8\\n9'"},
        BadRequest{"AHundredKilobyteChapter",
                   {"count", std::string(100'000, 'x'), "8"},
                   "unknown chapter '" + std::string(40, 'x') + "…' (queens list shows them)"},
        BadRequest{"AnUnknownSubcommand", {"frobnicate"}, "unknown command 'frobnicate'"},
        BadRequest{"AnUnknownFlag", {"count", "1", "8", "--bogus"}, "unknown option '--bogus'"},
        BadRequest{"UniqueCountsFromAChapterWithoutThem",
                   {"count", "1", "4", "--unique"},
                   "does not count fundamental solutions"},
        BadRequest{
            "AnUnknownVariant", {"count", "1", "4", "--variant", "nope"}, "has no variant 'nope'"},
        BadRequest{"FindOnAnEnumeratingChapter",
                   {"find", "1", "4"},
                   "does not find single solutions; try `queens count 1 4` (find is for"},
        BadRequest{"SolveOnAFindingChapter",
                   {"solve", "10", "8"},
                   "does not list solutions; try `queens find 10 8` (solve is for"},
        BadRequest{"SolveOnAChapterThatOnlyCounts",
                   {"solve", "9", "8"},
                   "does not list solutions; try `queens count 9 8` (solve is for"},
        BadRequest{"CountOnAFindingChapter",
                   {"count", "10", "8"},
                   "finds one solution but does not count them; try `queens find 10 8` (count"},
        BadRequest{
            "AMalformedSeed", {"find", "10", "8", "--seed", "abc"}, "--seed takes a whole number"},
        BadRequest{"ANegativeSeed", {"find", "10", "8", "--seed", "-1"}, "not '-1'"},
        BadRequest{"ASeedOneMoreThan64BitsHold",
                   {"find", "10", "8", "--seed", "18446744073709551616"},
                   "from 0 to 18446744073709551615, not '18446744073709551616'"},
        BadRequest{"ASeedFarBeyond64Bits",
                   {"find", "10", "8", "--seed", "99999999999999999999999"},
                   "not '99999999999999999999999'"},
        BadRequest{"ASeedWithAFraction", {"find", "10", "8", "--seed", "1.5"}, "not '1.5'"},
        BadRequest{"AnEmptySeed", {"find", "10", "8", "--seed", ""}, "not ''"},
        BadRequest{"ANegativeThreadCount", {"count", "9", "8", "--threads", "-2"}, "--threads"},
        BadRequest{"AHundredThousandThreads",
                   {"count", "9", "8", "--threads", "100000"},
                   "--threads takes a whole number from 0 to 1024, not '100000'"},
        BadRequest{"AThreadCountBeyondThirtyTwoBits",
                   {"count", "9", "8", "--threads", "4294967297"},
                   "not '4294967297'"},
        BadRequest{"ThreadsForASolverThatRunsOnOne",
                   {"count", "5", "8", "--threads", "2"},
                   "runs on one thread; --threads is for chapter"}),
    [](const testing::TestParamInfo<BadRequest>& request) { return request.param.name; });

TEST(TheRegistry, ListsChaptersInOrderEachWithItsMainSolverFirst) {
    std::span<const Solver> solvers = registry();
    ASSERT_FALSE(solvers.empty());
    std::set<std::pair<int, std::string_view>> names;
    for (std::size_t i = 0; i < solvers.size(); ++i) {
        EXPECT_TRUE(names.insert({solvers[i].chapter.number, solvers[i].variant}).second)
            << "chapter " << solvers[i].chapter.number << " variant " << solvers[i].variant;
        if (i > 0) {
            EXPECT_LE(solvers[i - 1].chapter.number, solvers[i].chapter.number);
            if (solvers[i - 1].chapter.number != solvers[i].chapter.number) {
                EXPECT_TRUE(solvers[i].variant.empty()) << "chapter " << solvers[i].chapter.number;
            }
        }
    }
}

TEST(TheRegistry, FindsAChaptersSolversByNumberOrSlug) {
    std::span<const Solver> solvers = registry();
    const std::span<const Solver> first = solvers_of(solvers, "1");
    ASSERT_FALSE(first.empty());
    EXPECT_EQ(first.data(), solvers.data());
    EXPECT_TRUE(std::all_of(first.begin(), first.end(),
                            [](const Solver& solver) { return solver.chapter.number == 1; }));
    EXPECT_EQ(solvers_of(solvers, "01").data(), solvers_of(solvers, "brute-force").data());
    EXPECT_EQ(solvers_of(solvers, "01").size(), solvers_of(solvers, "brute-force").size());
    const std::span<const Solver> third = solvers_of(solvers, "3");
    EXPECT_EQ(third.front().chapter.number, 3);
    EXPECT_GT(third.size(), 1U) << "chapter 3 has variants";
    EXPECT_TRUE(solvers_of(solvers, "").empty());
    EXPECT_TRUE(solvers_of(solvers, "99").empty());
}

} // namespace
} // namespace queens::command
