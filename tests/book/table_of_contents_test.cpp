// The contents of the book (the site's table of chapters and its navigation) are made from the
// book's model, which the tangler writes from the chapters' folders and headings. These tests
// hold the model to the solvers the build registered: every chapter of the model has its main
// solver in the registry under the same number, name and title, and says what it searches;
// every registered chapter is in the model; and the parts take every chapter after the first, in
// order.

#include <fstream>
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "queens/ch00/registry.hpp"

namespace queens {
namespace {

nlohmann::json book_model() {
    std::ifstream file(QUEENS_BOOK_MODEL);
    return nlohmann::json::parse(file, nullptr, false);
}

const Solver* main_solver(int number) {
    for (const Solver& solver : registry()) {
        if (solver.chapter.number == number && solver.variant.empty()) {
            return &solver;
        }
    }
    return nullptr;
}

TEST(TheBooksModel, NamesEveryChapterAsItsMainSolverDoesAndSaysWhatItSearches) {
    const nlohmann::json model = book_model();
    ASSERT_TRUE(model.is_object()) << "cannot read " << QUEENS_BOOK_MODEL;
    int chapters = 0;
    for (const nlohmann::json& chapter : model["chapters"]) {
        const int number = chapter["number"];
        if (number == 0) {
            continue; // the problem: the interface every solver speaks, no solver of its own
        }
        ++chapters;
        const Solver* solver = main_solver(number);
        ASSERT_NE(solver, nullptr) << chapter["folder"] << " has no main solver in the registry";
        EXPECT_EQ(solver->chapter.name, chapter["slug"].get<std::string>());
        EXPECT_EQ(solver->chapter.title, chapter["title"].get<std::string>());
        EXPECT_FALSE(solver->space.empty())
            << chapter["folder"] << " does not say what it searches";
    }
    EXPECT_GT(chapters, 0);
}

TEST(TheBooksModel, HasEveryChapterTheRegistryHas) {
    const nlohmann::json model = book_model();
    ASSERT_TRUE(model.is_object()) << "cannot read " << QUEENS_BOOK_MODEL;
    std::set<int> numbers;
    for (const nlohmann::json& chapter : model["chapters"]) {
        numbers.insert(chapter["number"].get<int>());
    }
    for (const Solver& solver : registry()) {
        EXPECT_TRUE(numbers.contains(solver.chapter.number))
            << "chapter " << solver.chapter.number << " is registered but not in the model";
    }
}

TEST(TheBooksModel, PutsEveryChapterAfterTheFirstInOnePartInOrder) {
    const nlohmann::json model = book_model();
    ASSERT_TRUE(model.is_object()) << "cannot read " << QUEENS_BOOK_MODEL;
    ASSERT_FALSE(model["parts"].empty());
    std::vector<std::string> in_parts;
    for (const nlohmann::json& part : model["parts"]) {
        EXPECT_TRUE(part["title"].get<std::string>().starts_with("Part ")) << part["title"];
        EXPECT_FALSE(part["chapters"].empty()) << part["title"];
        for (const nlohmann::json& id : part["chapters"]) {
            in_parts.push_back(id);
        }
    }
    std::vector<std::string> after_the_first;
    for (const nlohmann::json& chapter : model["chapters"]) {
        if (chapter["number"] == 0) {
            EXPECT_TRUE(chapter["part"].is_null()) << "the problem comes before every part";
        } else {
            after_the_first.push_back(chapter["id"]);
        }
    }
    EXPECT_EQ(in_parts, after_the_first);
}

} // namespace
} // namespace queens
