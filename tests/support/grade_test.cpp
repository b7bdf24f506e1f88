// What the suite tells a student: the reasons, the comparisons, and the watch that ends a run
// which hangs or crashes with one line naming it.

#include "support/grade.hpp"

#include <csignal>
#include <cstdlib>
#include <thread>

#include <gtest/gtest.h>

namespace queens::grade {
namespace {

TEST(Grade, SaysWhichTwoQueensAttackEachOtherAndHow) {
    EXPECT_EQ(why_not_a_solution(Placement{1, 3, 0, 2}, 4), "");
    EXPECT_EQ(why_not_a_solution(Placement{0, 2, 0, 3}, 4),
              "the queens of rows 0 and 2, in columns 0 and 0, share a column");
    EXPECT_EQ(why_not_a_solution(Placement{1, 0, 3, 2}, 4),
              "the queens of rows 0 and 1, in columns 1 and 0, share a diagonal");
    EXPECT_EQ(why_not_a_solution(Placement{1, 3, 0}, 4), "it has 3 queens, not 4");
    EXPECT_EQ(why_not_a_solution(Placement{1, 3, 0, 4}, 4),
              "the queen of row 3 is in column 4, off the board");
}

TEST(Grade, DrawsTheFirstBoardMissingAndTheFirstExtraOneWithWhyItIsNoSolution) {
    const std::vector<Placement> want = {{1, 3, 0, 2}, {2, 0, 3, 1}};
    EXPECT_EQ(compare_listings(want, want, 4), "");
    const std::string text = compare_listings({{0, 2, 0, 3}, {2, 0, 3, 1}}, want, 4);
    EXPECT_NE(text.find("the 4 × 4 board has 2 boards in the reference; the chapter listed 2 "
                        "boards."),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("The first board it missed (1 missed):\n    1 3 0 2\n    . Q . .\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("not in the reference (1 such):\n    0 2 0 3\n    Q . . .\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("share a column"), std::string::npos) << text;
    const std::string twice = compare_listings({{1, 3, 0, 2}, {1, 3, 0, 2}, {2, 0, 3, 1}}, want, 4);
    EXPECT_NE(twice.find("It listed this board more than once:\n    1 3 0 2\n"), std::string::npos)
        << twice;
}

TEST(Grade, SaysByHowMuchACountIsOff) {
    EXPECT_EQ(compare_counts(92, 92), "");
    EXPECT_EQ(compare_counts(96, 92), "counted 96, but the reference says 92: 4 too many");
    EXPECT_EQ(compare_counts(0, 1), "counted 0, but the reference says 1: 1 too few");
}

TEST(GradeDeathTest, ARunThatCrashesEndsWithOneLineNamingIt) {
    EXPECT_EXIT(
        {
            Watch watch("listing the solutions of n = 6");
            std::raise(SIGSEGV);
        },
        testing::ExitedWithCode(1),
        "The run stopped while listing the solutions of n = 6: it crashed with a segmentation "
        "fault");
}

TEST(GradeDeathTest, ARunThatDoesNotEndStopsAfterTheTimeLimit) {
    EXPECT_EXIT(
        {
            ::setenv("QUEENS_BOARD_SECONDS", "1", 1);
            Watch watch("counting n = 9");
            std::this_thread::sleep_for(std::chrono::seconds(30));
        },
        testing::ExitedWithCode(1),
        "The run stopped while counting n = 9: no answer after 1 seconds");
}

TEST(Grade, ARunThatEndsInTimeLeavesNothingBehind) {
    for (int run = 0; run < 3; ++run) {
        Watch watch("a quick run");
    }
    SUCCEED();
}

} // namespace
} // namespace queens::grade
