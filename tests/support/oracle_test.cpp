// The oracle every chapter is judged by, tested against facts that need no solver: its two ways
// of building the solution sets agree, and they have the known numbers of solutions.

#include "support/oracle.hpp"

#include <gtest/gtest.h>

namespace queens {
namespace {

TEST(TheOracle, PermutationsGiveTheSameSetAsAllOneQueenPerRowBoards) {
    for (int n = 1; n <= 7; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        EXPECT_EQ(oracle::solutions_among_permutations(n), oracle::solutions_among_all_boards(n));
    }
}

TEST(TheOracle, HasTheKnownNumberOfSolutionsUpToTenQueens) {
    for (int n = 1; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        EXPECT_EQ(oracle::solutions(n).size(), oracle::known_total(n));
    }
}

} // namespace
} // namespace queens
