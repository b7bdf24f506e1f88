// The table of contents, chapters/README.md, says of each chapter what its main solver says of
// itself: its number, folder, the title of its heading (up to the colon), and what it searches.
// The solvers are the source; the table is checked against them, row by row.

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "queens/ch00/registry.hpp"
#include "support/text.hpp"

namespace queens {
namespace {

std::string table_of_contents() {
    std::ifstream file(std::string(QUEENS_SOURCE_DIR) + "/chapters/README.md");
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

/// `| [05 Backtracking](05-backtracking/README.md) | a search tree, pruned at the first clash |`
std::string row_of(const Solver& solver) {
    const std::string_view title = solver.chapter.title;
    std::ostringstream row;
    row << "| [" << (solver.chapter.number < 10 ? "0" : "") << solver.chapter.number << ' '
        << title.substr(0, title.find(':')) << "](" << (solver.chapter.number < 10 ? "0" : "")
        << solver.chapter.number << '-' << solver.chapter.name << "/README.md) | " << solver.space
        << " |";
    return row.str();
}

TEST(TheTableOfContents, SaysWhatEveryChaptersMainSolverSaysOfItself) {
    const std::string text = table_of_contents();
    ASSERT_FALSE(text.empty()) << "cannot read chapters/README.md";
    const std::vector<std::string> rows = support::lines_of(text);
    const std::set<std::string> lines(rows.begin(), rows.end());
    int chapters = 0;
    for (const Solver& solver : registry()) {
        if (solver.variant.empty()) {
            ++chapters;
            EXPECT_TRUE(lines.contains(row_of(solver))) << "expected the row\n" << row_of(solver);
        }
    }
    EXPECT_GT(chapters, 0);
}

} // namespace
} // namespace queens
