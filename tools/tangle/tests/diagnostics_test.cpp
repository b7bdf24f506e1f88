// Every complaint the tangler makes, word for word, through the command line: printed as
// `path:line: error: message`, exit status 1, and the output folder left as it was.

#include "support.hpp"

namespace tangle::testing {
namespace {

class Diagnostics : public ::testing::Test {
protected:
    Diagnostics() {
        write_file(output() / "kept.txt", "already here\n");
        write_file(output() / "a.cpp", "old text\n");
        before_ = snapshot(output());
    }

    [[nodiscard]] fs::path output() const { return folder_ / "out"; }

    /// Writes `book.md`, tangles it (and any extra files), and returns what was printed;
    /// fails the test unless the status is 1, nothing is printed on stdout and nothing changed.
    std::string failure(const std::string& markdown, std::vector<std::string> extra = {}) {
        write_file(book(), markdown);
        std::vector<std::string> arguments{"-o", output().string(), book()};
        arguments.insert(arguments.end(), extra.begin(), extra.end());
        Outcome outcome = run_tangle(arguments);
        EXPECT_EQ(outcome.status, 1);
        EXPECT_EQ(outcome.out, "");
        EXPECT_EQ(snapshot(output()), before_) << "the output folder changed";
        return outcome.err;
    }

    [[nodiscard]] std::string book() const { return (folder_ / "book.md").string(); }
    [[nodiscard]] std::string at(int line) const { return book() + ":" + std::to_string(line); }

    /// What the tangler prints for these complaints about book.md, each a line number and a
    /// message: `path:line: error: message`, one a line, in this order.
    [[nodiscard]] std::string
    errors(const std::vector<std::pair<int, std::string>>& complaints) const {
        std::string text;
        for (const auto& [line, message] : complaints) {
            text += at(line) + ": error: " + message + "\n";
        }
        return text;
    }

    ScratchFolder folder_;
    std::map<std::string, std::string> before_;
};

/// The complaints of a tangle of Markdown held in memory as `path`; it must give no file.
std::string refusal(const std::string& path, const std::string& markdown, const Options& options) {
    const Result result = tangle::tangle(std::vector<Source>{{path, markdown}}, options);
    EXPECT_TRUE(result.files.empty());
    return messages(result.diagnostics);
}

TEST_F(Diagnostics, AReferenceToAnUndefinedChunkIsReportedWhereItIsMade) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\nint a;\n  <<Compute the answer>>\n```\n"),
              errors({{4, "undefined chunk <<Compute the answer>>"}}));
}

TEST_F(Diagnostics, AChunkDefinedButNeverUsedIsReportedAtItsFirstDefinition) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\nint a;\n```\n"
                      "```\n<<Spare part>>=\nx\n```\n"
                      "```\n<<Spare part>>=\ny\n```\n"),
              errors({{6, "chunk <<Spare part>> is defined but never used"}}));
}

TEST_F(Diagnostics, EveryChunkThatNoRootReachesIsReportedAsUnused) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\nint a;\n```\n"
                      "```\n<<Outer>>=\n<<Inner>>\n```\n"
                      "```\n<<Inner>>=\n<<Outer>>\n```\n"),
              errors({{6, "chunk <<Outer>> is defined but never used"},
                      {10, "chunk <<Inner>> is defined but never used"}}));
}

TEST_F(Diagnostics, AReferenceCyclePrintsThePathAroundTheCycle) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\n<<First>>\n```\n" // 1-4
                      "```\n<<First>>=\n<<Second>>\n```\n"     // 5-8
                      "```\n<<Second>>=\n<<Third>>\n```\n"     // 9-12
                      "```\n<<Third>>=\n<<First>>\n```\n"),    // 13-16
              errors({{15, "reference cycle: First -> Second -> Third -> First"}}));
}

TEST_F(Diagnostics, AChunkReferencingItselfIsACycle) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\n<<Again>>\n```\n"
                      "```\n<<Again>>=\nonce\n<<Again>>\n```\n"),
              errors({{8, "reference cycle: Again -> Again"}}));
}

TEST_F(Diagnostics, ARootReferencingItselfIsACycle) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\n<<file:a.cpp>>\n```\n"),
              errors({{3, "reference cycle: file:a.cpp -> file:a.cpp"}}));
}

TEST_F(Diagnostics, ACycleReachedTwiceIsReportedOnce) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\n<<Loop>>\n<<Loop>>\n```\n"
                      "```\n<<file:b.cpp>>=\n<<Loop>>\n```\n"
                      "```\n<<Loop>>=\n<<Loop>>\n```\n"),
              errors({{12, "reference cycle: Loop -> Loop"}}));
}

TEST_F(Diagnostics, TwoRootsForOneFileAreReportedAtTheSecond) {
    EXPECT_EQ(failure("```\n<<file:src/a.cpp>>=\nx\n```\n"
                      "```\n<<file:src/./a.cpp>>=\ny\n```\n"),
              errors({{6, "two roots for one file 'src/a.cpp' (the other is at " + at(2) + ")"}}));
}

TEST_F(Diagnostics, AnAbsoluteRootPathIsRefused) {
    EXPECT_EQ(failure("```\n<<file:/tmp/a.cpp>>=\nx\n```\n"),
              errors({{2, "root path '/tmp/a.cpp' is absolute"}}));
}

TEST_F(Diagnostics, ARootPathThatClimbsOutOfTheOutputFolderIsRefused) {
    EXPECT_EQ(failure("```\n<<file:../a.cpp>>=\nx\n```\n"
                      "```\n<<file:src/../../b.cpp>>=\ny\n```\n"
                      "```\n<<file:..>>=\nz\n```\n"),
              errors({{2, "root path '../a.cpp' climbs out of the output folder"},
                      {6, "root path 'src/../../b.cpp' climbs out of the output folder"},
                      {10, "root path '..' climbs out of the output folder"}}));
}

TEST_F(Diagnostics, ARootPathThatNamesAFolderIsRefused) {
    EXPECT_EQ(failure("```\n<<file:src/>>=\nx\n```\n```\n<<file:src/..>>=\ny\n```\n"),
              errors({{2, "root path 'src/' does not name a file"},
                      {6, "root path 'src/..' does not name a file"}}));
}

TEST_F(Diagnostics, ARootThatNeedsAnotherRootToBeAFolderIsRefused) {
    EXPECT_EQ(
        failure("```\n<<file:src>>=\nx\n```\n```\n<<file:src/a.cpp>>=\ny\n```\n"),
        errors({{6, "root path 'src/a.cpp' needs 'src' to be a folder, but it is a file (root at " +
                        at(2) + ")"}}));
}

TEST_F(Diagnostics, ARootPathWithBlanksAtItsEndsOrControlCharactersIsRefused) {
    EXPECT_EQ(failure("```\n<<file: a.cpp>>=\nx\n```\n```\n<<file:a\tb.cpp>>=\ny\n```\n"),
              errors({{2, "root path ' a.cpp' begins or ends with a blank"},
                      {6, "root path contains the control character 0x09"}}));
}

TEST(RootPaths, ANulCharacterCannotCutARootPathShort) {
    using namespace std::string_literals;
    EXPECT_EQ(refusal("book.md", "```\n<<file:..\0/../a.cpp>>=\nx\n```\n"s, Options{}),
              "book.md:2: error: root path contains the control character 0x00\n");
}

TEST_F(Diagnostics, ARootWithAnEmptyPathIsRefused) {
    EXPECT_EQ(failure("```\n<<file:>>=\nx\n```\n"), errors({{2, "empty file name in root"}}));
}

TEST_F(Diagnostics, AnUnterminatedFenceIsReportedAtItsOpeningLine) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\nx\n```\n"
                      "\n"
                      "````cpp\n"
                      "<<More>>=\n"
                      "```\n"),
              errors({{6, "unterminated code fence"}}));
}

TEST_F(Diagnostics, AnUnterminatedIllustrationIsAnErrorToo) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\nx\n```\n~~~text\nnot code\n"),
              errors({{5, "unterminated code fence"}}));
}

TEST_F(Diagnostics, AnEmptyChunkNameIsRefusedInADefinitionAndInAReference) {
    EXPECT_EQ(failure("```\n<<>>=\nx\n```\n"
                      "```\n<<  >>=\ny\n```\n"
                      "```\n<<file:a.cpp>>=\n<< >>\n```\n"),
              errors({{2, "empty chunk name"}, {6, "empty chunk name"}, {11, "empty chunk name"}}));
}

TEST_F(Diagnostics, AMissingInputFileIsReported) {
    std::string missing = (folder_ / "missing.md").string();
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\nx\n```\n", {missing}),
              missing + ":1: error: no such file\n");
}

TEST_F(Diagnostics, AFolderGivenAsInputIsReported) {
    std::string folder = folder_.path().string();
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\nx\n```\n", {folder}),
              folder + ":1: error: is a folder, not a Markdown file\n");
}

TEST_F(Diagnostics, AFileThatIsNotUtf8IsReportedAtTheLineOfTheFirstBadByte) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\n// caf\xE9\n```\n"),
              errors({{3, "file is not valid UTF-8"}}));
}

TEST_F(Diagnostics, OverlongEncodingsSurrogatesAndTruncatedSequencesAreNotUtf8) {
    EXPECT_EQ(failure("ok\n\xC0\xAF\n"), errors({{2, "file is not valid UTF-8"}}));
    EXPECT_EQ(failure("\xED\xA0\x80\n"), errors({{1, "file is not valid UTF-8"}}));
    EXPECT_EQ(failure("a\nb\nc\xE2\x82"), errors({{3, "file is not valid UTF-8"}}));
    EXPECT_EQ(failure("\xF4\x90\x80\x80"), errors({{1, "file is not valid UTF-8"}}));
    EXPECT_EQ(failure("\xFF"), errors({{1, "file is not valid UTF-8"}}));
}

TEST_F(Diagnostics, EveryProblemIsReportedInOneRun) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\n<<Missing>>\n<<Self>>\n```\n" // 1-5
                      "```\n<<Self>>=\n<<Self>>\n```\n"                    // 6-9
                      "```\n<<Unused>>=\n```\n"),                          // 10-12
              errors({{3, "undefined chunk <<Missing>>"},
                      {8, "reference cycle: Self -> Self"},
                      {11, "chunk <<Unused>> is defined but never used"}}));
}

TEST_F(Diagnostics, OneBadRootKeepsTheGoodOnesFromBeingWritten) {
    EXPECT_EQ(failure("```\n<<file:a.cpp>>=\nnew text\n```\n"
                      "```\n<<file:fresh.cpp>>=\nfresh\n```\n"
                      "```\n<<file:bad.cpp>>=\n<<Nowhere>>\n```\n"),
              errors({{11, "undefined chunk <<Nowhere>>"}}));
}

TEST(Limits, AChunkUsedExponentiallyOftenStopsWithAMessageInsteadOfExhaustingMemory) {
    std::string markdown = "```\n<<file:bomb.cpp>>=\n<<Level 0>>\n```\n";
    for (int level = 0; level < 64; ++level) {
        std::string next = "<<Level " + std::to_string(level + 1) + ">>\n";
        markdown += "```\n<<Level " + std::to_string(level) + ">>=\n" + next + next + "```\n";
    }
    markdown += "```\n<<Level 64>>=\nboom\n```\n";
    Options options;
    options.max_lines = 100'000;
    EXPECT_EQ(refusal("bomb.md", markdown, options),
              "bomb.md:2: error: <<file:bomb.cpp>> grows past 100000 chunk lines (is a chunk "
              "used exponentially often?)\n");
}

TEST(Limits, AnExpansionBeyondTheByteLimitStopsWithAMessage) {
    std::string markdown = "```\n<<file:big.cpp>>=\n<<Line>>\n<<Line>>\n<<Line>>\n```\n"
                           "```\n<<Line>>=\n" +
                           std::string(1000, 'x') + "\n```\n";
    Options options;
    options.max_bytes = 2500;
    EXPECT_EQ(refusal("big.md", markdown, options),
              "big.md:2: error: <<file:big.cpp>> grows past 2500 bytes (is a chunk used "
              "exponentially often?)\n");
}

TEST(UsageErrors, AnUnknownOptionExitsWithStatusTwoAndTheUsage) {
    auto outcome = run_tangle({"--frobnicate", "book.md"});
    EXPECT_EQ(outcome.status, 2);
    EXPECT_TRUE(outcome.err.starts_with("tangle: unknown option '--frobnicate'\nusage: tangle"))
        << outcome.err;
}

TEST(UsageErrors, NoInputFileExitsWithStatusTwo) {
    auto outcome = run_tangle({"--no-line"});
    EXPECT_EQ(outcome.status, 2);
    EXPECT_TRUE(outcome.err.starts_with("tangle: no input files\nusage: tangle")) << outcome.err;
}

TEST(UsageErrors, AnOutputOptionWithoutAFolderExitsWithStatusTwo) {
    auto outcome = run_tangle({"book.md", "-o"});
    EXPECT_EQ(outcome.status, 2);
    EXPECT_TRUE(outcome.err.starts_with("tangle: -o needs a folder\n")) << outcome.err;
}

TEST(UsageErrors, HelpPrintsTheUsageAndSucceeds) {
    auto outcome = run_tangle({"--help"});
    EXPECT_EQ(outcome.status, 0);
    EXPECT_TRUE(outcome.out.starts_with("usage: tangle")) << outcome.out;
}

} // namespace
} // namespace tangle::testing
