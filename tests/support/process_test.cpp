// The program runner the tests of a chapter's programs use: what it captures and reports.

#include "support/process.hpp"

#include <gtest/gtest.h>

#include <system_error>

namespace queens::support {
namespace {

TEST(Process, KeepsBothStreamsApartAndTheExitStatus) {
    const Outcome outcome = run({"/bin/sh", "-c", "echo out; echo err >&2; echo more; exit 3"});
    EXPECT_EQ(outcome.status, 3);
    EXPECT_EQ(outcome.out, "out\nmore\n");
    EXPECT_EQ(outcome.err, "err\n");
}

TEST(Process, AddsTheEnvironmentItIsGivenToItsOwn) {
    const Outcome outcome =
        run({"/bin/sh", "-c", "echo \"$QUEENS_ONE $PATH\" | cut -c1-9"}, {"QUEENS_ONE=one"});
    EXPECT_EQ(outcome.out.substr(0, 4), "one ");
    EXPECT_GT(outcome.out.size(), 5U) << "PATH was lost";
}

TEST(Process, ReportsASignalAsOneHundredAndTwentyEightAndItsNumber) {
    EXPECT_EQ(run({"/bin/sh", "-c", "kill -9 $$"}).status, 128 + 9);
}

TEST(Process, ReadsMoreThanAPipeHolds) {
    const Outcome outcome =
        run({"/bin/sh", "-c", "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2"});
    EXPECT_EQ(outcome.out.size(), 300'000U);
    EXPECT_EQ(outcome.err.size(), 200'000U);
}

TEST(Process, ThrowsWhenTheProgramCannotBeStarted) {
    EXPECT_THROW(run({"/no/such/program"}), std::system_error);
}

} // namespace
} // namespace queens::support
