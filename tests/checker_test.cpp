// Chapter 00's checker and the reference built from it: the two things every chapter is judged by,
// so they are tested first, against facts that need no program at all.

#include <numeric>
#include <stdexcept>
#include <vector>

#include <gtest/gtest.h>

#include "queens/ch00/board.hpp"
#include "queens/ch00/solver.hpp"
#include "oracle/oracle.hpp"

namespace queens {
namespace {

TEST(TheChecker, AcceptsTheBoardDrawnInChapterZero) {
    EXPECT_TRUE(is_solution(Placement{3, 1, 6, 2, 5, 7, 4, 0}));
}

TEST(TheChecker, AcceptsTheSingleQueen) { EXPECT_TRUE(is_solution(Placement{0})); }

TEST(TheChecker, RejectsTwoQueensInOneColumn) {
    EXPECT_FALSE(is_solution(Placement{1, 3, 0, 3}));
}

TEST(TheChecker, RejectsTwoQueensOnAFallingDiagonal) {
    EXPECT_FALSE(is_solution(Placement{0, 1}));
    EXPECT_FALSE(is_solution(Placement{0, 3, 1, 2})); // rows 2 and 3 only
}

TEST(TheChecker, RejectsTwoQueensOnARisingDiagonal) {
    EXPECT_FALSE(is_solution(Placement{1, 0}));
    EXPECT_FALSE(is_solution(Placement{1, 3, 2, 0})); // rows 1 and 2 only
}

TEST(TheChecker, RejectsAQueenOffTheBoard) {
    EXPECT_FALSE(is_solution(Placement{1, 3, 0, 4}));
    EXPECT_FALSE(is_solution(Placement{-1, 1, 3, 0}));
}

TEST(TheChecker, ChecksAMillionQueensLaidOutByAKnownFormula) {
    // For n = 6k + 1 (not divisible by 2 or 3) the queen of row r in column 2r mod n is a
    // solution: a classical construction, independent of every chapter.
    const int n = 1'000'003;
    Placement board(n);
    for (int row = 0; row < n; ++row) {
        board[static_cast<std::size_t>(row)] = static_cast<int>((2LL * row) % n);
    }
    EXPECT_TRUE(is_solution(board));
    std::swap(board[10], board[20]);
    EXPECT_FALSE(is_solution(board));
}

TEST(TheReference, PermutationsGiveTheSameSetAsAllOneQueenPerRowBoards) {
    for (int n = 1; n <= 7; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        EXPECT_EQ(oracle::solutions_among_permutations(n),
                  oracle::solutions_among_all_boards(n));
    }
}

TEST(TheReference, HasTheKnownNumberOfSolutionsUpToTenQueens) {
    for (int n = 1; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        EXPECT_EQ(oracle::solutions(n).size(), oracle::known_total(n));
    }
}

TEST(Printing, WritesTheColumnsSeparatedBySpaces) {
    EXPECT_EQ(format_columns(Placement{1, 3, 0, 2}), "1 3 0 2");
}

TEST(Printing, DrawsOneRowPerLineWithTheQueenInItsColumn) {
    EXPECT_EQ(draw_board(Placement{1, 3, 0, 2}), ". Q . .\n. . . Q\nQ . . .\n. . Q .\n");
}

TEST(Printing, WritesLargeNumbersSoAReaderTakesThemInAtOnce) {
    EXPECT_EQ(approximately(65536), "65,536");
    EXPECT_EQ(approximately(999), "999");
    EXPECT_EQ(approximately(1.5e17L), "1.5 × 10^17");
    EXPECT_EQ(approximately(9.97e9L), "1.0 × 10^10");
}

TEST(Helpers, RefuseWithTheReasonOnlyWhenTheConditionFails) {
    EXPECT_NO_THROW(refuse_unless(true, "unused"));
    try {
        refuse_unless(false, "the board has 64 squares: 1 ≤ n ≤ 8");
        ADD_FAILURE() << "refuse_unless(false, …) returned";
    } catch (const std::out_of_range& error) {
        EXPECT_STREQ(error.what(), "the board has 64 squares: 1 ≤ n ≤ 8");
    }
}

TEST(Helpers, PickASolverByItsVariantName) {
    std::vector<Solver> solvers(2);
    solvers[0].chapter = 3;
    solvers[1].chapter = 3;
    solvers[1].variant = "bitmap";
    EXPECT_EQ(&variant_of(solvers, ""), &solvers[0]);
    EXPECT_EQ(&variant_of(solvers, "bitmap"), &solvers[1]);
    EXPECT_THROW((void)variant_of(solvers, "inverted"), std::invalid_argument);
}

} // namespace
} // namespace queens
