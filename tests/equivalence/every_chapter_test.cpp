// The shared equivalence suite: every chapter, whatever it does inside, must yield exactly the
// reference solution set and the known counts. Parameterised over the registry, so a chapter
// joins by existing; each chapter's limits come from its own declaration. It is also the grader
// of a student edition (tools/lab): where a chapter disagrees, it says on the smallest board
// where, with the board drawn, and a run that hangs or crashes ends with a line naming the board.

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "queens/ch00/registry.hpp"
#include "support/grade.hpp"
#include "support/oracle.hpp"

namespace queens {
namespace {

std::vector<Solver> solvers_where(bool (*wanted)(const Solver&)) {
    std::vector<Solver> chosen;
    for (const Solver& solver : registry()) {
        if (wanted(solver)) {
            chosen.push_back(solver);
        }
    }
    return chosen;
}

bool enumerates(const Solver& solver) { return solver.enumerates(); }
// A counter the suite cannot run everywhere (chapter 15's GPU variant) has no suite limit; its
// chapter's own tests count with it where they can.
bool counts(const Solver& solver) { return solver.counts() && solver.limits.count_in_suite >= 1; }
bool counts_eight_queens(const Solver& solver) {
    return counts(solver) && solver.limits.count_in_suite >= 8;
}
bool counts_unique(const Solver& solver) { return solver.fundamental && counts(solver); }
bool finds(const Solver& solver) { return solver.finds(); }
bool any(const Solver&) { return true; }

/// `Ch05Backtracking`, `Ch04PermutationsHeap`: the chapter, its slug and variant in CamelCase.
std::string test_name(const testing::TestParamInfo<Solver>& info) {
    const Solver& solver = info.param;
    std::string name;
    bool capital = true;
    for (char c : std::string(solver.chapter.id) + "-" + std::string(solver.chapter.name) + "-" +
                      std::string(solver.variant)) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
            capital = true;
        } else {
            name += capital ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
            capital = false;
        }
    }
    return name;
}

} // namespace

/// How GoogleTest prints a solver in a test's description: its chapter and name.
void PrintTo(const Solver& solver, std::ostream* out) { *out << label(solver); }

namespace {

/// Declares `Suite`, whose tests run once for every solver of the registry that `wanted` picks,
/// as `Instance/Suite.Test/Ch05Backtracking`; a build with no such solver runs none of them.
#define SUITE_OVER_SOLVERS(Suite, Instance, wanted)                                                \
    class Suite : public testing::TestWithParam<Solver> {};                                        \
    GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Suite);                                          \
    INSTANTIATE_TEST_SUITE_P(Instance, Suite, testing::ValuesIn(solvers_where(wanted)), test_name)

// ---------------------------------------------------------------- chapters that enumerate

SUITE_OVER_SOLVERS(EveryChapter, Enumerating, enumerates);

TEST_P(EveryChapter, YieldsExactlyTheReferenceSolutionSetForEveryBoardUpToItsLimit) {
    const Solver& solver = GetParam();
    ASSERT_GE(solver.limits.enumerate_in_suite, 5) << "every enumerating chapter reaches n = 5";
    for (int n = 1; n <= solver.limits.enumerate_in_suite; ++n) {
        std::string difference;
        {
            grade::Watch watch(label(solver) +
                               ", listing the solutions of n = " + std::to_string(n));
            difference =
                grade::compare_listings(sorted_solutions(solver, n), oracle::solutions(n), n);
        }
        if (!difference.empty()) {
            ADD_FAILURE() << "n = " << n << " is the smallest board where the listing differs:\n"
                          << difference;
            break;
        }
    }
}

TEST_P(EveryChapter, VisitsOnlyBoardsThatPassTheChecker) {
    const Solver& solver = GetParam();
    const int n = std::min(solver.limits.enumerate_in_suite, 8);
    std::uint64_t visited = 0;
    std::string first_wrong;
    grade::Watch watch(label(solver) + ", visiting the solutions of n = " + std::to_string(n));
    solver.solve(n, [&](std::span<const int> columns) {
        ++visited;
        const std::string why = grade::why_not_a_solution(columns, n);
        if (!why.empty() && first_wrong.empty()) {
            first_wrong = format_columns(columns) + " (n = " + std::to_string(n) + "): " + why;
        }
    });
    EXPECT_EQ(first_wrong, "") << "a board visited as a solution is not one";
    EXPECT_EQ(visited, oracle::known_total(n));
}

TEST_P(EveryChapter, CountsAsManySolutionsAsItVisits) {
    const Solver& solver = GetParam();
    const int n = std::min(solver.limits.enumerate_in_suite, 8);
    std::uint64_t visited = 0;
    solver.solve(n, [&](std::span<const int>) { ++visited; });
    EXPECT_EQ(solver.count(n, Options{}).total, visited);
}

TEST_P(EveryChapter, ReportsTheWorkItDidInItsOwnUnits) {
    const Solver& solver = GetParam();
    Work work = solver.solve(4, [](std::span<const int>) {});
    ASSERT_FALSE(work.empty());
    for (const Tally& tally : work) {
        EXPECT_FALSE(tally.unit.empty());
    }
    EXPECT_GT(work.front().count, 0U) << work.front().unit;
}

// ---------------------------------------------------------------- chapters that count

SUITE_OVER_SOLVERS(EveryCountingChapter, Counting, counts);

TEST_P(EveryCountingChapter, CountsMatchOeisA000170ForEveryBoardUpToItsLimit) {
    const Solver& solver = GetParam();
    for (unsigned threads : {1U, 2U}) {
        for (int n = 1; n <= solver.limits.count_in_suite; ++n) {
            Options options;
            options.threads = threads;
            std::uint64_t total = 0;
            {
                grade::Watch watch(label(solver) + ", counting n = " + std::to_string(n) + " on " +
                                   std::to_string(threads) + " thread(s)");
                total = solver.count(n, options).total;
            }
            const std::string difference =
                grade::compare_counts(total, oracle::known_total(n).value());
            if (!difference.empty()) {
                ADD_FAILURE() << "n = " << n << " is the smallest board counted wrong on "
                              << threads << " thread(s): " << difference << " (OEIS A000170)";
                break;
            }
        }
        if (!solver.threaded) {
            break;
        }
    }
}

SUITE_OVER_SOLVERS(EveryChapterThatReachesEightQueens, Counting, counts_eight_queens);

TEST_P(EveryChapterThatReachesEightQueens, FindsThe92SolutionsOfTheEightByEightBoard) {
    EXPECT_EQ(GetParam().count(8, Options{}).total, 92U);
}

SUITE_OVER_SOLVERS(EveryUniqueCountingChapter, UniqueCounting, counts_unique);

TEST_P(EveryUniqueCountingChapter, CountsFundamentalSolutionsMatchingOeisA002562) {
    const Solver& solver = GetParam();
    for (int n = 1; n <= solver.limits.count_in_suite; ++n) {
        grade::Watch watch(label(solver) +
                           ", counting the fundamental solutions of n = " + std::to_string(n));
        Count count = solver.count(n, Options{});
        ASSERT_TRUE(count.unique.has_value()) << "n = " << n;
        const std::string difference =
            grade::compare_counts(*count.unique, oracle::known_unique(n).value());
        if (!difference.empty()) {
            ADD_FAILURE() << "n = " << n << " is the smallest board whose fundamental solutions "
                          << "are counted wrong: " << difference << " (OEIS A002562)";
            break;
        }
    }
}

// ---------------------------------------------------------------- chapters that find one

SUITE_OVER_SOLVERS(EveryFindingChapter, Finding, finds);

TEST_P(EveryFindingChapter, FindsASolutionFromTheReferenceSetForEverySmallBoard) {
    const Solver& solver = GetParam();
    for (int n : {1, 4, 5, 6, 7, 8, 9, 10}) {
        grade::Watch watch(label(solver) + ", finding a solution of n = " + std::to_string(n));
        Found found = solver.find(n, Options{});
        ASSERT_TRUE(found.solution.has_value()) << "n = " << n << " has solutions; none was found";
        const auto& reference = oracle::solutions(n);
        EXPECT_TRUE(std::binary_search(reference.begin(), reference.end(), *found.solution))
            << "n = " << n
            << ": the board found is no solution: " << grade::why_not_a_solution(*found.solution, n)
            << "\n"
            << format_columns(*found.solution) << "\n"
            << draw_board(*found.solution);
    }
}

TEST_P(EveryFindingChapter, SaysTheTwoAndThreeBoardsHaveNoSolution) {
    const Solver& solver = GetParam();
    EXPECT_FALSE(solver.find(2, Options{}).solution.has_value());
    EXPECT_FALSE(solver.find(3, Options{}).solution.has_value());
}

// ---------------------------------------------------------------- every chapter

SUITE_OVER_SOLVERS(EveryRegisteredSolver, Registered, any);

TEST_P(EveryRegisteredSolver, DeclaresConsistentLimits) {
    const Solver& solver = GetParam();
    EXPECT_GE(solver.chapter.number, 1);
    EXPECT_FALSE(solver.chapter.name.empty());
    EXPECT_FALSE(solver.chapter.title.empty());
    EXPECT_FALSE(solver.space.empty());
    EXPECT_GE(solver.limits.command, 1);
    EXPECT_LE(solver.limits.command, solver.limits.representable);
    EXPECT_LE(solver.limits.enumerate_in_suite, solver.limits.representable);
    EXPECT_LE(solver.limits.count_in_suite, solver.limits.representable);
    EXPECT_GE(solver.limits.bench, 1);
}

TEST_P(EveryRegisteredSolver, StatesMoreWorkForALargerBoard) {
    const Solver& solver = GetParam();
    if (!solver.workload) {
        GTEST_SKIP() << label(solver) << " cannot know its work in advance";
    }
    const int largest = solver.limits.representable;
    EXPECT_GT(solver.workload(largest).count, solver.workload(largest / 2).count);
    EXPECT_GT(solver.workload(largest / 2).count, 0);
}

// The benchmarks estimate the time of a board they do not time from its workload and the rate
// at which a timed run reported that unit, so a counter states its work in one of those units.
TEST_P(EveryRegisteredSolver, CountsInTheUnitItsWorkloadIsStatedIn) {
    const Solver& solver = GetParam();
    if (!solver.workload || !solver.counts()) {
        GTEST_SKIP() << label(solver) << " states no workload the benchmarks extrapolate";
    }
    Work work;
    try {
        work = solver.count(4).work;
    } catch (const Refused& refused) {
        // A solver that needs what this machine lacks (chapter 15's GPU variant) says why.
        GTEST_SKIP() << label(solver) << " cannot count here: " << refused.what();
    }
    const std::string_view unit = solver.workload(4).unit;
    EXPECT_TRUE(std::any_of(work.begin(), work.end(),
                            [&](const Tally& tally) { return tally.unit == unit; }))
        << label(solver) << " states its work in " << unit << ", which its runs do not report";
}

TEST_P(EveryRegisteredSolver, EitherCountsOrFindsOneSolution) {
    const Solver& solver = GetParam();
    EXPECT_NE(solver.counts(), solver.finds()) << label(solver);
    EXPECT_TRUE(!solver.fundamental || solver.counts()) << label(solver);
    EXPECT_TRUE(!solver.threaded || solver.counts()) << label(solver);
}

} // namespace
} // namespace queens
