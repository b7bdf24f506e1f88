// Cutting text into lines, as the command's tests, the book's tests and the pictures read it.

#include "support/text.hpp"

#include <gtest/gtest.h>

namespace queens::support {
namespace {

TEST(TextCutIntoLines, EndsALineAtEveryLineEndAndDropsTheLineEnd) {
    EXPECT_EQ(lines_of("one\n\nthree\n"), (std::vector<std::string>{"one", "", "three"}));
}

TEST(TextCutIntoLines, KeepsALastLineThatHasNoLineEnd) {
    EXPECT_EQ(lines_of("one\ntwo"), (std::vector<std::string>{"one", "two"}));
}

TEST(TextCutIntoLines, HasNoLinesWhenTheTextIsEmpty) { EXPECT_TRUE(lines_of("").empty()); }

} // namespace
} // namespace queens::support
