// The main of every chapter's tests and of the equivalence suite: GoogleTest's own, and, where
// QUEENS_BOARD_SECONDS is set (a student edition's tests set it), a watch on every test with twice
// that limit, so that a lab that never ends stops its test with a line that names it.

#include <optional>
#include <string>

#include <gtest/gtest.h>

#include "support/grade.hpp"

namespace {

class WatchEachTest : public testing::EmptyTestEventListener {
public:
    explicit WatchEachTest(std::chrono::seconds limit) : limit_(limit) {}

    void OnTestStart(const testing::TestInfo& test) override {
        watch_.emplace(
            std::string("running the test ") + test.test_suite_name() + "." + test.name(), limit_);
    }
    void OnTestEnd(const testing::TestInfo&) override { watch_.reset(); }

private:
    std::chrono::seconds limit_;
    std::optional<queens::grade::Watch> watch_;
};

} // namespace

int main(int argc, char** argv) {
    testing::InitGoogleTest(&argc, argv);
    if (const auto limit = queens::grade::board_limit_set()) {
        testing::UnitTest::GetInstance()->listeners().Append(new WatchEachTest(2 * *limit));
    }
    return RUN_ALL_TESTS();
}
