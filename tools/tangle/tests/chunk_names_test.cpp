// The name of each chunk, written as a comment above its code so that a tangled file reads on its
// own: where it goes, where it does not, and how it keeps the `#line` mapping consecutive.

#include "support.hpp"

namespace tangle::testing {
namespace {

std::string named(const std::string& text, bool line_directives = false) {
    return only_file(tangle_text(text, line_directives, "book.md", true));
}

TEST(ChunkNames, EachReferencedChunkIsHeadedByItsNameAtTheReferencesIndentation) {
    EXPECT_EQ(named("```\n<<file:a.cpp>>=\nvoid f() {\n    <<Place a queen>>\n}\n```\n"
                    "```\n<<Place a queen>>=\nplace();\n<<Count it>>\n```\n"
                    "```\n<<Count it>>=\n++count;\n```\n"),
              "void f() {\n"
              "    // <<Place a queen>>\n"
              "    place();\n"
              "    // <<Count it>>\n"
              "    ++count;\n"
              "}\n");
}

TEST(ChunkNames, EveryPartOfAChunkDefinedTwiceIsHeadedByTheName) {
    EXPECT_EQ(named("```\n<<file:a.cpp>>=\n<<Body>>\n```\n"
                    "```\n<<Body>>=\none();\n```\n"
                    "```\n<<Body>>=\ntwo();\n```\n"),
              "// <<Body>>\none();\n// <<Body>>\ntwo();\n");
}

TEST(ChunkNames, TheNameStandsForTheHeaderLineSoTheCodeNeedsNoDirectiveOfItsOwn) {
    EXPECT_EQ(named("```\n"             // 1
                    "<<file:a.cpp>>=\n" // 2
                    "void f() {\n"      // 3
                    "    <<Body>>\n"    // 4
                    "}\n"               // 5
                    "```\n"             // 6
                    "```\n"             // 7
                    "<<Body>>=\n"       // 8
                    "one();\n"          // 9
                    "```\n",            // 10
                    true),
              "#line 3 \"book.md\"\n"
              "void f() {\n"
              "#line 8 \"book.md\"\n"
              "    // <<Body>>\n"
              "    one();\n"
              "#line 5 \"book.md\"\n"
              "}\n");
}

TEST(ChunkNames, AnEmptyChunkStillLeavesItsLineAfterItsName) {
    EXPECT_EQ(named("```\n<<file:a.cpp>>=\nbefore\n  <<Empty>>\nafter\n```\n"
                    "```\n<<Empty>>=\n```\n"),
              "before\n  // <<Empty>>\n  \nafter\n");
}

TEST(ChunkNames, NoNameFollowsALineThatContinuesAMacro) {
    EXPECT_EQ(named("```\n<<file:a.cpp>>=\n#define TWICE(x) \\\n<<Body>>\n```\n"
                    "```\n<<Body>>=\n(x) + (x)\n```\n"),
              "#define TWICE(x) \\\n(x) + (x)\n");
}

TEST(ChunkNames, FilesWithoutALineCommentTheTanglerKnowsGetNoNames) {
    Result result = tangle_text("```\n<<file:notes.txt>>=\n<<Body>>\n```\n"
                                "```\n<<file:run.py>>=\n<<Body>>\n```\n"
                                "```\n<<file:kernel.cu>>=\n<<Body>>\n```\n"
                                "```\n<<Body>>=\nbody\n```\n",
                                false, "book.md", true);
    EXPECT_EQ(files_of(result), (Files{{"notes.txt", "body\n"},
                                       {"run.py", "body\n"},
                                       {"kernel.cu", "// <<Body>>\nbody\n"}}));
}

TEST(ChunkNames, NoNamesLeavesThemOutAndTheRestIsTheSame) {
    ScratchFolder folder;
    write_file(folder / "book.md", "```\n<<file:a.cpp>>=\n<<Body>>\n```\n"
                                   "```\n<<Body>>=\nbody\n```\n");
    Outcome with = run_tangle({"-o", (folder / "with").string(), (folder / "book.md").string()});
    Outcome without = run_tangle(
        {"--no-names", "-o", (folder / "without").string(), (folder / "book.md").string()});
    EXPECT_EQ(with.status, 0) << with.err;
    EXPECT_EQ(without.status, 0) << without.err;
    EXPECT_NE(read_file(folder / "with" / "a.cpp").find("// <<Body>>\n"), std::string::npos);
    EXPECT_EQ(read_file(folder / "without" / "a.cpp").find("<<Body>>"), std::string::npos);
}

} // namespace
} // namespace tangle::testing
