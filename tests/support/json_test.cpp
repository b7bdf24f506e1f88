// The description of a solver that the benchmarks and the pictures write for the scripts.

#include "support/json.hpp"

#include <gtest/gtest.h>

#include <string>

namespace queens::support {
namespace {

Solver counter() {
    Solver solver{.variant = "wide",
                  .space = "a \"tree\"\tof nodes",
                  .limits = {.command = 16, .representable = 26, .bench = 17},
                  .threaded = true,
                  .workload =
                      [](int n) {
                          return Amount{static_cast<long double>(n), "nodes"};
                      },
                  .count_all = [](int, const Options&) { return Count{}; }};
    solver.chapter = {.number = 7, .name = "bitmask", .title = "Bit masks"};
    return solver;
}

TEST(SolverDescription, SaysWhatTheSolverOffersAndHowFarItGoes) {
    const nlohmann::ordered_json described = describe(counter());
    EXPECT_EQ(described["chapter"], 7);
    EXPECT_EQ(described["slug"], "bitmask");
    EXPECT_EQ(described["variant"], "wide");
    EXPECT_EQ(described["kind"], "counts");
    EXPECT_EQ(described["threaded"], true);
    EXPECT_EQ(described["bench"], 17);
    EXPECT_EQ(described["unit"], "nodes");
}

} // namespace
} // namespace queens::support
