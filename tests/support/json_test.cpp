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

TEST(SolverDescription, ReadsBackAsTheSameObjectInsideBraces) {
    const Solver solver = counter();
    std::string object = "{";
    object += solver_members(solver);
    object += '}';
    const auto read = nlohmann::ordered_json::parse(object);
    EXPECT_EQ(read, describe(solver));
    EXPECT_EQ(read["space"], "a \"tree\"\tof nodes");
}

TEST(JsonString, QuotesAndEscapesText) { EXPECT_EQ(json_string("a \"b\"\n"), R"("a \"b\"\n")"); }

} // namespace
} // namespace queens::support
