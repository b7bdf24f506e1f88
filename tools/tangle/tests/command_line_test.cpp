// The command line and the files it writes: -o, rewriting only what changed,
// atomic writes, and an output folder that cannot be written.

#include "support.hpp"

namespace tangle::testing {
namespace {

const std::string two_roots = "# A chapter\n"
                              "```cpp\n<<file:include/a.hpp>>=\nint a();\n```\n"
                              "```cpp\n<<file:./src/b.cpp>>=\n<<Body>>\n```\n"
                              "```cpp\n<<Body>>=\nint b() { return 1 << 2; }\n```\n";

class CommandLine : public ::testing::Test {
protected:
    CommandLine() { write_file(book(), two_roots); }

    [[nodiscard]] std::string book() const { return (folder_ / "book.md").string(); }
    [[nodiscard]] fs::path output() const { return folder_ / "out"; }
    Outcome tangle_book(std::vector<std::string> options = {}) {
        options.insert(options.end(), {"-o", output().string(), book()});
        return run_tangle(options);
    }

    ScratchFolder folder_;
};

TEST_F(CommandLine, WritesEveryRootUnderTheOutputFolder) {
    auto outcome = tangle_book({"--no-line"});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    EXPECT_EQ(outcome.out, "");
    EXPECT_EQ(outcome.err, "");
    std::map<std::string, std::string> expected{
        {"include", "<folder>"},
        {"include/a.hpp", "int a();\n"},
        {"src", "<folder>"},
        {"src/b.cpp", "// <<Body>>\nint b() { return 1 << 2; }\n"}};
    EXPECT_EQ(snapshot(output()), expected);
}

TEST_F(CommandLine, AFileIsNotRewrittenWhenItsTextIsUnchanged) {
    ASSERT_EQ(tangle_book().status, 0);
    const auto long_ago = fs::file_time_type::clock::now() - std::chrono::hours(24);
    fs::last_write_time(output() / "include/a.hpp", long_ago);
    fs::last_write_time(output() / "src/b.cpp", long_ago);

    ASSERT_EQ(tangle_book().status, 0);
    EXPECT_EQ(modified(output() / "include/a.hpp"), long_ago);
    EXPECT_EQ(modified(output() / "src/b.cpp"), long_ago);

    std::string edited = two_roots;
    edited.replace(edited.find("return 1"), 8, "return 2");
    write_file(book(), edited);
    ASSERT_EQ(tangle_book().status, 0);
    EXPECT_EQ(modified(output() / "include/a.hpp"), long_ago);
    EXPECT_NE(modified(output() / "src/b.cpp"), long_ago);
    EXPECT_NE(read_file(output() / "src/b.cpp").find("return 2 << 2;"), std::string::npos);
}

TEST_F(CommandLine, WriteFilesReportsWhatItRewrote) {
    Result result = tangle::tangle(std::vector<Source>{{"book.md", two_roots}}, Options{});
    ASSERT_TRUE(result.ok());
    std::vector<Diagnostic> diagnostics;
    EXPECT_EQ(write_files(output(), result.files, diagnostics),
              (std::vector<std::string>{"include/a.hpp", "src/b.cpp"}));
    EXPECT_EQ(write_files(output(), result.files, diagnostics), std::vector<std::string>{});
    EXPECT_TRUE(diagnostics.empty()) << messages(diagnostics);
    EXPECT_EQ(read_file(output() / "src/b.cpp"), result.files.back().text);
}

TEST_F(CommandLine, TwoRunsWriteByteIdenticalFiles) {
    ASSERT_EQ(run_tangle({"-o", (folder_ / "first").string(), book()}).status, 0);
    ASSERT_EQ(run_tangle({"-o", (folder_ / "second").string(), book()}).status, 0);
    EXPECT_EQ(snapshot(folder_ / "first"), snapshot(folder_ / "second"));
    EXPECT_EQ(read_file(folder_ / "first/src/b.cpp"),
              "#line 11 \"" + book() + "\"\n// <<Body>>\nint b() { return 1 << 2; }\n");
}

TEST_F(CommandLine, NoTemporaryFileIsLeftBehind) {
    ASSERT_EQ(tangle_book().status, 0);
    for (const auto& [name, text] : snapshot(output())) {
        EXPECT_EQ(name.find("tangle-tmp"), std::string::npos) << name;
    }
}

TEST_F(CommandLine, AnOutputFolderThatIsARegularFileIsReportedAndNothingIsWritten) {
    write_file(output(), "I am a file\n");
    auto outcome = tangle_book();
    EXPECT_EQ(outcome.status, 1);
    EXPECT_EQ(outcome.err, (output() / "include/a.hpp").string() +
                               ":1: error: cannot create folder '" +
                               (output() / "include").string() + "': Not a directory\n");
    EXPECT_EQ(read_file(output()), "I am a file\n");
    EXPECT_EQ(snapshot(folder_.path()).size(), 2U); // book.md and out
}

TEST_F(CommandLine, AFileInTheWayOfALaterFolderUndoesTheFoldersMadeBeforeIt) {
    write_file(book(),
               "```\n<<file:new/deep/a.cpp>>=\na\n```\n```\n<<file:blocked/b.cpp>>=\nb\n```\n");
    write_file(output() / "blocked", "a file, not a folder\n");
    auto before = snapshot(output());
    auto outcome = tangle_book();
    EXPECT_EQ(outcome.status, 1);
    EXPECT_EQ(outcome.err, (output() / "blocked/b.cpp").string() +
                               ":1: error: cannot create folder '" +
                               (output() / "blocked").string() + "': Not a directory\n");
    EXPECT_EQ(snapshot(output()), before);
}

TEST_F(CommandLine, AFolderWhereAFileShouldGoIsReported) {
    fs::create_directories(output() / "src/b.cpp");
    auto before = snapshot(output());
    auto outcome = tangle_book();
    EXPECT_EQ(outcome.status, 1);
    EXPECT_EQ(outcome.err, (output() / "src/b.cpp").string() +
                               ":1: error: cannot write the file: a folder is in the way\n");
    EXPECT_EQ(snapshot(output()), before);
}

TEST_F(CommandLine, AFolderIsNeverTakenForAnUpToDateEmptyFile) {
    fs::create_directories(output() / "empty.txt");
    std::vector<OutputFile> files{{"empty.txt", ""}};
    std::vector<Diagnostic> diagnostics;
    EXPECT_TRUE(write_files(output(), files, diagnostics).empty());
    EXPECT_EQ(messages(diagnostics),
              (output() / "empty.txt").string() +
                  ":1: error: cannot write the file: a folder is in the way\n");
}

TEST_F(CommandLine, AnOutputFolderTheSystemRefusesIsReported) {
    if (!fs::is_directory("/proc/self")) {
        GTEST_SKIP() << "no /proc here";
    }
    auto outcome = run_tangle({"-o", "/proc/self/tangle-output", book()});
    EXPECT_EQ(outcome.status, 1);
    EXPECT_TRUE(outcome.err.starts_with("/proc/self/tangle-output/include/a.hpp:1: error: cannot "
                                        "create folder '/proc/self/tangle-output/include': "))
        << outcome.err;
    EXPECT_FALSE(fs::exists("/proc/self/tangle-output"));
}

TEST_F(CommandLine, ARootNamedLikeATemporaryFileDoesNotCollideWithOne) {
    write_file(book(), "```\n<<file:x>>=\nx\n```\n```\n<<file:x.tangle-tmp>>=\ntmp\n```\n");
    auto outcome = tangle_book({"--no-line"});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    std::map<std::string, std::string> expected{{"x", "x\n"}, {"x.tangle-tmp", "tmp\n"}};
    EXPECT_EQ(snapshot(output()), expected);
}

TEST_F(CommandLine, ATemporaryFileLeftByAnEarlierCrashIsNotInTheWay) {
    write_file(output() / "include/a.hpp.tangle-tmp", "left over\n");
    auto outcome = tangle_book({"--no-line"});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    EXPECT_EQ(read_file(output() / "include/a.hpp"), "int a();\n");
}

TEST_F(CommandLine, AnErrorInTheMarkdownLeavesEarlierOutputUntouched) {
    ASSERT_EQ(tangle_book().status, 0);
    auto before = snapshot(output());
    write_file(book(), two_roots + "```\n<<Orphan>>=\n```\n");
    auto outcome = tangle_book();
    EXPECT_EQ(outcome.status, 1);
    EXPECT_EQ(outcome.err, book() + ":15: error: chunk <<Orphan>> is defined but never used\n");
    EXPECT_EQ(snapshot(output()), before);
}

} // namespace
} // namespace tangle::testing
