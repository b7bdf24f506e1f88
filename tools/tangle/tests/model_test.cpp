// The book's model (`tangle --model BOOK`): what it says of each chapter and of the parts, and
// the one-line complaints about a chapter it cannot describe.

#include "support.hpp"

#include <map>

#include <nlohmann/json.hpp>

namespace tangle::testing {
namespace {

using nlohmann::json;

/// A small book: chapter 00, chapter 01 that opens a part, chapter 02 in that part.
class Book : public ::testing::Test {
protected:
    void SetUp() override {
        chapter("00-the-problem", "# 0. The problem\n\n"
                                  "```cpp\n<<file:board.hpp>>=\nint board;\n```\n");
        chapter("01-first-try",
                "# 1. *First* try: everything\n"           // 1
                "\n"                                       // 2
                "<!-- Part I: Counting -->\n"              // 3
                "\n"                                       // 4
                "![A board](pictures/board-4.svg \"4\")\n" // 5
                "```cpp\n"                                 // 6
                "<<file:first_try.hpp>>=\n"                // 7
                "#include \"queens/ch00/board.hpp\"\n"     // 8
                "<<Count>>\n"                              // 9
                "```\n"                                    // 10
                "```cpp\n"                                 // 11
                "<<Count>>=\n"                             // 12
                "int count;\n"                             // 13
                "```\n"                                    // 14
                "```text\n"                                // 15
                "<<Count>>\n"                              // 16
                "![not a picture](x.svg)\n"                // 17
                "```\n");                                  // 18
        write_file(book_ / "chapters" / "01-first-try" / "pictures.cpp", "// draws\n");
        chapter("02-second", "# 2. Second\n\n"
                             "```cpp\n<<file:second.hpp>>=\n"
                             "#include \"queens/ch01/first_try.hpp\"\n"
                             "#include \"queens/ch00/board.hpp\"\n```\n");
    }

    void chapter(const std::string& folder, const std::string& text) {
        write_file(book_ / "chapters" / folder / "README.md", text);
    }

    /// The model, or the complaints (one per line) when there is none.
    std::pair<json, std::string> model() {
        std::vector<Diagnostic> diagnostics;
        std::optional<std::string> text = describe_book(book_.path(), diagnostics);
        if (!text) {
            return {json(), messages(diagnostics)};
        }
        EXPECT_TRUE(diagnostics.empty()) << messages(diagnostics);
        return {json::parse(*text), ""};
    }

    /// The one complaint a broken book gets, with the book's path left out.
    std::string complaint() {
        auto [found, complaints] = model();
        EXPECT_TRUE(found.is_null());
        const std::string prefix = book_.path().lexically_normal().generic_string() + "/";
        for (std::size_t at = complaints.find(prefix); at != std::string::npos;
             at = complaints.find(prefix, at)) {
            complaints.erase(at, prefix.size());
        }
        return complaints;
    }

    ScratchFolder book_;
};

TEST_F(Book, GivesEachChapterItsNumberIdFolderTitleAndPart) {
    auto [found, complaints] = model();
    ASSERT_TRUE(complaints.empty()) << complaints;
    ASSERT_EQ(found["chapters"].size(), 3U);
    const json& first = found["chapters"][1];
    EXPECT_EQ(first["number"], 1);
    EXPECT_EQ(first["id"], "ch01");
    EXPECT_EQ(first["folder"], "01-first-try");
    EXPECT_EQ(first["slug"], "first-try");
    EXPECT_EQ(first["markdown"], "chapters/01-first-try/README.md");
    EXPECT_EQ(first["title"], "First try: everything");
    EXPECT_EQ(first["namespace"], "queens::ch01");
    EXPECT_EQ(first["entry_header"], "queens/ch01/first_try.hpp");
    EXPECT_EQ(found["chapters"][0]["namespace"], "queens");
    EXPECT_TRUE(found["chapters"][0]["part"].is_null());
    EXPECT_EQ(first["part"], "Part I: Counting");
    EXPECT_EQ(found["chapters"][2]["part"], "Part I: Counting");
    EXPECT_EQ(found["parts"], json::parse(R"([{"title": "Part I: Counting",
                                                "chapters": ["ch01", "ch02"]}])"));
}

TEST_F(Book, GivesTheRootsTheIncludedChaptersAndThePictureCode) {
    auto [found, complaints] = model();
    ASSERT_TRUE(complaints.empty()) << complaints;
    const json& first = found["chapters"][1];
    EXPECT_EQ(first["roots"], json::parse(R"(["first_try.hpp"])"));
    EXPECT_EQ(first["includes"], json::parse(R"(["ch00"])"));
    EXPECT_EQ(found["chapters"][2]["includes"], json::parse(R"(["ch01", "ch00"])"));
    EXPECT_EQ(first["pictures_code"], "chapters/01-first-try/pictures.cpp");
    EXPECT_TRUE(found["chapters"][2]["pictures_code"].is_null());
}

TEST_F(Book, SaysWhereEachChunkIsDefinedAndUsedAndWhatIllustrationsMention) {
    auto [found, complaints] = model();
    ASSERT_TRUE(complaints.empty()) << complaints;
    const json& first = found["chapters"][1];
    EXPECT_EQ(first["chunks"], json::parse(R"([
        {"name": "file:first_try.hpp", "file": "first_try.hpp",
         "definitions": [{"line": 7, "end": 9, "markdown": "chapters/01-first-try/README.md",
                          "lab": false}],
         "uses": []},
        {"name": "Count", "file": null,
         "definitions": [{"line": 12, "end": 13, "markdown": "chapters/01-first-try/README.md",
                          "lab": false}],
         "uses": [{"line": 9, "markdown": "chapters/01-first-try/README.md",
                   "in": "file:first_try.hpp"}]}])"));
    EXPECT_EQ(first["mentions"], json::parse(R"([{"line": 16,
        "markdown": "chapters/01-first-try/README.md", "name": "Count"}])"));
    EXPECT_TRUE(first["appendix"].is_null());
}

TEST_F(Book, ReadsAChapterAndItsAppendixAsOneWebWithChunksCrossingBetweenThem) {
    write_file(book_ / "chapters" / "02-second" / "APPENDIX.md",
               "# Appendix to *chapter* 2: the tests\n" // 1
               "\n"                                     // 2
               "```cpp\n"                               // 3
               "<<file:second_test.cpp>>=\n"            // 4
               "<<Shared>>\n"                           // 5
               "```\n"                                  // 6
               "```cpp\n"                               // 7
               "<<Helper>>=\n"                          // 8
               "int helper;\n"                          // 9
               "```\n");                                // 10
    chapter("02-second", "# 2. Second\n\n"              // 1, 2
                         "```cpp\n"                     // 3
                         "<<file:second.hpp>>=\n"
                         "<<Helper>>\n" // 5
                         "```\n"
                         "```cpp\n"      // 7
                         "<<Shared>>=\n" // 8
                         "int shared;\n"
                         "```\n");
    auto [found, complaints] = model();
    ASSERT_TRUE(complaints.empty()) << complaints;
    const json& second = found["chapters"][2];
    EXPECT_EQ(second["appendix"], json::parse(R"({"markdown": "chapters/02-second/APPENDIX.md",
                                                  "title": "Appendix to chapter 2: the tests"})"));
    EXPECT_EQ(second["roots"], json::parse(R"(["second.hpp", "second_test.cpp"])"));
    const std::string readme = "chapters/02-second/README.md";
    const std::string appendix = "chapters/02-second/APPENDIX.md";
    std::map<std::string, json> chunks;
    for (const json& chunk : second["chunks"]) {
        chunks[chunk["name"]] = chunk;
    }
    EXPECT_EQ(chunks["Helper"]["definitions"][0]["markdown"], appendix);
    EXPECT_EQ(chunks["Helper"]["uses"][0]["markdown"], readme);
    EXPECT_EQ(chunks["Shared"]["definitions"][0]["markdown"], readme);
    EXPECT_EQ(chunks["Shared"]["uses"][0], json::parse(R"({"line": 5,
        "markdown": "chapters/02-second/APPENDIX.md", "in": "file:second_test.cpp"})"));
}

TEST_F(Book, MarksTheBlocksOfTheLabByTheWordLabAfterTheLanguage) {
    chapter("02-second", "# 2. Second\n\n"                                         // 1, 2
                         "```cpp\n<<file:second.hpp>>=\n<<Step>>\n<<Rest>>\n```\n" // 3-7
                         "``` cpp  lab\n<<Step>>=\nint step;\n```\n"               // 8-11
                         "```lab\n<<Rest>>=\nint rest;\n```\n"                     // 12-15
                         "~~~cpp laboratory\n<<Step>>=\nint more;\n~~~\n");        // 16-19
    auto [found, complaints] = model();
    ASSERT_TRUE(complaints.empty()) << complaints;
    const json& chunks = found["chapters"][2]["chunks"];
    ASSERT_EQ(chunks.size(), 3U);
    EXPECT_EQ(chunks[0]["definitions"][0]["lab"], false);
    EXPECT_EQ(chunks[1]["name"], "Step");
    EXPECT_EQ(chunks[1]["definitions"][0]["lab"], true);
    EXPECT_EQ(chunks[1]["definitions"][1]["lab"], false) << "only the word lab itself marks a lab";
    EXPECT_EQ(chunks[2]["definitions"][0]["lab"], false) << "the first word is the language";
}

TEST_F(Book, ComplainsWhenAnAppendixHasNoHeading) {
    write_file(book_ / "chapters" / "02-second" / "APPENDIX.md", "The tests\n");
    EXPECT_EQ(complaint(), "chapters/02-second/APPENDIX.md:1: error: the appendix does not begin "
                           "with a heading '# Title'\n");
}

TEST_F(Book, ComplainsInOneLineWhenAHeadingAndItsFolderDisagree) {
    chapter("02-second", "# 3. Second\n");
    EXPECT_EQ(complaint(),
              "chapters/02-second/README.md:1: error: the chapter is headed 3, but its folder "
              "says 02\n");
}

TEST_F(Book, ComplainsWhenAChapterHasNoHeading) {
    chapter("02-second", "Second\n");
    EXPECT_EQ(complaint(), "chapters/02-second/README.md:1: error: the chapter does not begin "
                           "with a heading '# N. Title'\n");
}

TEST_F(Book, ComplainsWhenAChapterIncludesALaterOne) {
    chapter("01-first-try", "# 1. First\n\n```\n<<file:first_try.hpp>>=\n"
                            "#include \"queens/ch02/second.hpp\"\n```\n");
    EXPECT_EQ(complaint(), "chapters/01-first-try/README.md:5: error: the chapter includes "
                           "ch02's headers, which is not an earlier chapter\n");
}

TEST_F(Book, ComplainsWhenTwoChaptersOpenOnePart) {
    chapter("02-second", "# 2. Second\n<!-- Part I: Counting -->\n");
    EXPECT_EQ(complaint(),
              "chapters/02-second/README.md:2: error: a second chapter opens 'Part I: Counting'\n");
}

TEST_F(Book, ComplainsWhenTwoFoldersHaveOneNumber) {
    chapter("02-again", "# 2. Again\n");
    EXPECT_EQ(complaint(), "chapters/02-again/README.md:1: error: two chapter folders are "
                           "numbered 02\n"
                           "chapters/02-second/README.md:1: error: two chapter folders are "
                           "numbered 02\n");
}

TEST_F(Book, ComplainsAboutABrokenChunkAsTanglingWould) {
    chapter("02-second", "# 2. Second\n\n```\n<<file:/etc/x>>=\n```\n");
    EXPECT_EQ(complaint(),
              "chapters/02-second/README.md:4: error: root path '/etc/x' is absolute\n");
}

TEST_F(Book, DescribesAChapterWhoseChunkIsNotWrittenYetAndLeavesThatToTheBuild) {
    chapter("02-second", "# 2. Second\n\n```\n<<file:second.hpp>>=\n<<Not written yet>>\n```\n");
    auto [found, complaints] = model();
    EXPECT_EQ(complaints, "");
    EXPECT_EQ(found["chapters"][2]["roots"], json::parse(R"(["second.hpp"])"));
}

TEST(Model, ComplainsWhenThereAreNoChapters) {
    ScratchFolder empty;
    Outcome outcome = run_tangle({"--model", empty.path().string()});
    EXPECT_EQ(outcome.status, 1);
    EXPECT_EQ(outcome.out, "");
    EXPECT_NE(outcome.err.find("error: no chapter folders"), std::string::npos) << outcome.err;
}

TEST(Model, ReadsOneBook) {
    Outcome outcome = run_tangle({"--model", "a", "b"});
    EXPECT_EQ(outcome.status, 2);
    EXPECT_TRUE(outcome.err.starts_with("tangle: --model reads one book")) << outcome.err;
}

} // namespace
} // namespace tangle::testing
