// The chunk syntax: which fenced blocks define chunks, how references expand, and what is left
// alone. These tangle Markdown held in memory, without #line directives unless a test is about
// them.

#include "support.hpp"

namespace tangle::testing {
namespace {

TEST(Chunks, AFencedBlockWhoseFirstLineIsADefinitionBecomesAChunk) {
    EXPECT_EQ(files_of(tangle_text("Some prose.\n"
                                   "\n"
                                   "```cpp\n"
                                   "<<file:a.cpp>>=\n"
                                   "int main() {}\n"
                                   "```\n")),
              (Files{{"a.cpp", "int main() {}\n"}}));
}

TEST(Chunks, AFencedBlockWithoutADefinitionIsAnIllustrationAndIsNotTangled) {
    EXPECT_EQ(tangled("```cpp\n"
                      "int shown_only();\n"
                      "```\n"
                      "```cpp\n"
                      "<<file:a.cpp>>=\n"
                      "int tangled();\n"
                      "```\n"
                      "```text\n"
                      "\n"
                      "<<file:b.cpp>>=\n"
                      "```\n"),
              "int tangled();\n");
}

TEST(Chunks, ADefinitionOutsideAFenceIsProse) {
    EXPECT_EQ(tangled("<<file:prose.cpp>>=\n"
                      "not code\n"
                      "```\n"
                      "<<file:a.cpp>>=\n"
                      "code\n"
                      "```\n"),
              "code\n");
}

TEST(Chunks, DefiningANameAgainAppendsToItInTheOrderOfTheMarkdown) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\none\n<<Body>>\n```\n"
                      "```\n<<Body>>=\ntwo\n```\n"
                      "```\n<<file:a.cpp>>=\nthree\n```\n"
                      "```\n<<Body>>=\nfour\n```\n"),
              "one\ntwo\nfour\nthree\n");
}

TEST(Chunks, DefinitionsInSeveralFilesJoinOneWeb) {
    std::vector<Source> sources{{"one.md", "```\n<<file:a.cpp>>=\n<<Shared>>\n```\n"},
                                {"two.md", "```\n<<Shared>>=\nfrom two\n```\n"}};
    Options options;
    options.line_directives = false;
    options.chunk_names = false;
    EXPECT_EQ(only_file(tangle::tangle(sources, options)), "from two\n");
}

TEST(Chunks, ADefinitionHeaderMayBeIndentedAndFollowedByBlanks) {
    EXPECT_EQ(tangled("```\n  <<file:a.cpp>>=  \nx\n```\n"), "x\n");
}

TEST(Chunks, AnEmptyDefinitionAppendedToAChunkAddsNothing) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n<<Body>>\nafter\n```\n"
                      "```\n<<Body>>=\n```\n```\n<<Body>>=\nbody\n```\n```\n<<Body>>=\n```\n"),
              "body\nafter\n");
}

TEST(Chunks, AReferenceToAChunkWithNoLinesLeavesItsLineBlankAsInNoweb) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\nbefore\n<<Nothing>>\n  <<Nothing>>\n"
                      "    <<Wrapper>>\nafter\n```\n"
                      "```\n<<Nothing>>=\n```\n"
                      "```\n<<Wrapper>>=\n<<Nothing>>\n  <<Nothing>>\n```\n"),
              "before\n\n  \n    \n      \nafter\n");
}

TEST(Chunks, AnEmptyRootIsAFileOfOneEmptyLineAsInNoweb) {
    EXPECT_EQ(tangled("```\n<<file:empty.cpp>>=\n```\n"), "\n");
    EXPECT_EQ(tangled("```\n<<file:empty.cpp>>=\n```\n", true), "#line 2 \"book.md\"\n\n");
}

TEST(Chunks, RootsComeOutInTheOrderTheyAreFirstDefined) {
    EXPECT_EQ(files_of(tangle_text("```\n<<file:z.cpp>>=\nz\n```\n"
                                   "```\n<<file:a.cpp>>=\na\n```\n"
                                   "```\n<<file:m/n.cpp>>=\nn\n```\n")),
              (Files{{"z.cpp", "z\n"}, {"a.cpp", "a\n"}, {"m/n.cpp", "n\n"}}));
}

TEST(Chunks, ARootPathIsWrittenInItsNormalForm) {
    EXPECT_EQ(files_of(tangle_text("```\n<<file:./src//x/../a.cpp>>=\na\n```\n")),
              (Files{{"src/a.cpp", "a\n"}}));
}

TEST(Chunks, ChunkNamesAreTakenLetterForLetter) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n<<Place a queen>>\n<< Place a queen >>\n```\n"
                      "```\n<<Place a queen>>=\ntight\n```\n"
                      "```\n<< Place a queen >>=\nspaced\n```\n"),
              "tight\nspaced\n");
}

TEST(References, AReferenceIsReplacedByTheChunkIndentedLikeTheReference) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n"
                      "void f() {\n"
                      "    <<Body>>\n"
                      "}\n"
                      "```\n"
                      "```\n<<Body>>=\n"
                      "if (x) {\n"
                      "    y();\n"
                      "}\n"
                      "```\n"),
              "void f() {\n"
              "    if (x) {\n"
              "        y();\n"
              "    }\n"
              "}\n");
}

TEST(References, NestedReferencesAddTheirIndentations) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n"
                      "  <<Outer>>\n"
                      "```\n"
                      "```\n<<Outer>>=\n"
                      "outer\n"
                      "    <<Inner>>\n"
                      "```\n"
                      "```\n<<Inner>>=\n"
                      "inner\n"
                      "  <<Innermost>>\n"
                      "```\n"
                      "```\n<<Innermost>>=\n"
                      "innermost\n"
                      "```\n"),
              "  outer\n"
              "      inner\n"
              "        innermost\n");
}

TEST(References, EmptyLinesOfAnIndentedChunkStayEmptyAndBlankLinesKeepTheirBlanks) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n"
                      "    <<Body>>\n"
                      "```\n"
                      "```\n<<Body>>=\n"
                      "a\n"
                      "\n"
                      "  \n"
                      "b\n"
                      "```\n"),
              "    a\n\n      \n    b\n");
}

TEST(References, TheFirstLineOfAChunkKeepsTheIndentationOfItsReferenceEvenWhenEmptyAsInNoweb) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n"
                      "x\n"
                      "    <<Body>>\n"
                      "```\n"
                      "```\n<<Body>>=\n"
                      "\n"
                      "a\n"
                      "\n"
                      "```\n"),
              "x\n    \n    a\n\n");
}

TEST(References, BlanksAfterAReferenceAreIgnored) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n  <<Body>>   \n```\n```\n<<Body>>=\nb\n```\n"),
              "  b\n");
}

TEST(References, AChunkMayBeUsedMoreThanOnce) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n<<Twice>>\n  <<Twice>>\n```\n"
                      "```\n<<Twice>>=\nt\n```\n"),
              "t\n  t\n");
}

TEST(References, ARootMayUseAnotherRoot) {
    EXPECT_EQ(files_of(tangle_text("```\n<<file:a.cpp>>=\n<<file:b.cpp>>\n```\n"
                                   "```\n<<file:b.cpp>>=\nb\n```\n")),
              (Files{{"a.cpp", "b\n"}, {"b.cpp", "b\n"}}));
}

TEST(ShiftOperators, ShiftsAndStreamOperatorsInCodeAreLeftAlone) {
    std::string code = "std::cout << x << '\\n';\n"
                       "mask >>= 1;\n"
                       "auto bit = 1ULL << (n - 1) >> shift;\n"
                       "std::vector<std::vector<int>> rows;\n"
                       "x = a<<b>>c;\n"
                       "<<not a reference>> and more\n"
                       "<<a>> <<b>>\n"
                       "<<header>>= looks like a definition\n"
                       "<<lone\n"
                       ">>\n";
    EXPECT_EQ(tangled("```cpp\n<<file:a.cpp>>=\n" + code + "```\n"), code);
}

TEST(ShiftOperators, ALineThatLooksLikeADefinitionInsideAChunkIsCode) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\nfirst\n<<Other>>=\nlast\n```\n"),
              "first\n<<Other>>=\nlast\n");
}

TEST(Fences, TildeFencesWorkLikeBacktickFences) {
    EXPECT_EQ(tangled("~~~cpp\n<<file:a.cpp>>=\ntilde\n~~~\n"), "tilde\n");
}

TEST(Fences, AFenceOfAnyInfoStringDefinesChunks) {
    EXPECT_EQ(
        files_of(tangle_text("```c++ {.numberLines startFrom=\"10\"}\n<<file:a.cpp>>=\na\n```\n"
                             "~~~ text with `backticks`\n<<file:b.cpp>>=\nb\n~~~\n"
                             "```\n<<file:c.cpp>>=\nc\n```\n")),
        (Files{{"a.cpp", "a\n"}, {"b.cpp", "b\n"}, {"c.cpp", "c\n"}}));
}

TEST(Fences, ALongerFenceHoldsShorterFencesAsCode) {
    EXPECT_EQ(tangled("`````markdown\n<<file:a.md>>=\n```cpp\nx\n```\n````\n`````\n"),
              "```cpp\nx\n```\n````\n");
}

TEST(Fences, AFenceOfTheOtherMarkerDoesNotClose) {
    EXPECT_EQ(tangled("~~~\n<<file:a.md>>=\n```\n~~\n~~~~\n"), "```\n~~\n");
}

TEST(Fences, AClosingFenceMayBeLongerAndIndentedUpToThreeSpacesAndFollowedByBlanks) {
    EXPECT_EQ(tangled("```\n<<file:a>>=\na\n``````\n"), "a\n");
    EXPECT_EQ(tangled("```\n<<file:a>>=\na\n   ```\n"), "a\n");
    EXPECT_EQ(tangled("```\n<<file:a>>=\na\n```  \t\n"), "a\n");
}

TEST(Fences, AClosingFenceWithTextAfterItOrFourSpacesOfIndentIsCode) {
    EXPECT_EQ(tangled("```\n<<file:a>>=\n``` cpp\n    ```\n```\n"), "``` cpp\n    ```\n");
}

TEST(Fences, TwoMarkersAreNotAFence) {
    EXPECT_EQ(tangled("``\n<<file:a>>=\n``\n```\n<<file:b>>=\nb\n```\n"), "b\n");
}

TEST(Fences, ABacktickFenceWithABacktickInItsInfoStringIsNotAFence) {
    EXPECT_EQ(
        files_of(tangle_text("``` a`b\n<<file:no.cpp>>=\n```\n<<file:yes.cpp>>=\nyes\n```\n")),
        (Files{{"yes.cpp", "yes\n"}}));
}

TEST(Fences, FourSpacesOfIndentMakeAnIndentedCodeBlockNotAFence) {
    EXPECT_EQ(tangled("    ```\n    <<file:no.cpp>>=\n    ```\n```\n<<file:a>>=\na\n```\n"), "a\n");
}

TEST(Fences, AnIndentedOpeningFenceStripsThatMuchIndentFromItsLines) {
    EXPECT_EQ(tangled("  ```cpp\n"
                      "  <<file:a.cpp>>=\n"
                      "  two\n"
                      " one\n"
                      "zero\n"
                      "     five\n"
                      "  ```\n"),
              "two\none\nzero\n   five\n");
}

TEST(InputText, CrlfLineEndsAreReadAsLf) {
    ScratchFolder folder;
    write_file(folder / "crlf.md",
               "Prose\r\n\r\n```cpp\r\n<<file:a.cpp>>=\r\nint a;\r\n<<B>>\r\n```\r\n"
               "```\r\n<<B>>=\r\nint b;\r\n```\r\n");
    auto outcome =
        run_tangle({"--no-line", "-o", (folder / "out").string(), (folder / "crlf.md").string()});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    EXPECT_EQ(read_file(folder / "out" / "a.cpp"), "int a;\n// <<B>>\nint b;\n");
}

TEST(InputText, AByteOrderMarkIsDroppedAndLineNumbersAreUnchanged) {
    ScratchFolder folder;
    write_file(folder / "bom.md", "\xEF\xBB\xBF```\n<<file:a.cpp>>=\nint a;\n```\n");
    auto outcome = run_tangle({"-o", (folder / "out").string(), (folder / "bom.md").string()});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    EXPECT_EQ(read_file(folder / "out" / "a.cpp"),
              "#line 3 \"" + (folder / "bom.md").string() + "\"\nint a;\n");
}

TEST(InputText, TabsAreCopiedAsTheyAreInCodeAndInTheIndentationOfAReference) {
    EXPECT_EQ(tangled("```make\n<<file:Makefile>>=\nall:\n\t<<Recipe>>\n```\n"
                      "```\n<<Recipe>>=\necho\tone\n\techo two\n```\n"),
              "all:\n\techo\tone\n\t\techo two\n");
}

TEST(InputText, AnEmptyFileHasNoRootsAndWritesNothing) {
    ScratchFolder folder;
    write_file(folder / "empty.md", "");
    auto outcome = run_tangle({"-o", (folder / "out").string(), (folder / "empty.md").string()});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    EXPECT_EQ(outcome.err, "");
    EXPECT_TRUE(snapshot(folder / "out").empty());
}

TEST(InputText, AFileOfOneHugeLineIsProseAndWritesNothing) {
    ScratchFolder folder;
    write_file(folder / "huge.md", std::string(8'000'000, 'x'));
    auto outcome = run_tangle({"-o", (folder / "out").string(), (folder / "huge.md").string()});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    EXPECT_TRUE(snapshot(folder / "out").empty());
}

TEST(InputText, AHugeLineOfCodeIsCopiedWhole) {
    std::string line(4'000'000, 'y');
    EXPECT_EQ(tangled("```\n<<file:a>>=\n" + line + "\n```\n"), line + "\n");
}

TEST(InputText, TheLastLineNeedsNoLineEnd) {
    EXPECT_EQ(tangled("```\n<<file:a>>=\nx\n```"), "x\n");
}

TEST(InputText, NonAsciiUtf8IsCopiedAsItIs) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\n<<Écrire « bonjour »>>\n```\n"
                      "```\n<<Écrire « bonjour »>>=\n// Ω ≠ ∅ — 🙂\n```\n"),
              "// Ω ≠ ∅ — 🙂\n");
}

TEST(Depth, AChainOfTenThousandChunksExpandsWithoutRecursion) {
    constexpr int depth = 10'000;
    std::string markdown = "```\n<<file:deep.cpp>>=\n<<Level 0>>\n```\n";
    for (int level = 0; level < depth; ++level) {
        markdown += "```\n<<Level " + std::to_string(level) + ">>=\n";
        markdown += (level + 1 < depth) ? " <<Level " + std::to_string(level + 1) + ">>\n"
                                        : std::string("bottom\n");
        markdown += "```\n";
    }
    EXPECT_EQ(tangled(markdown), std::string(depth - 1, ' ') + "bottom\n");
}

} // namespace
} // namespace tangle::testing
