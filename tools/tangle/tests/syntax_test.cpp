// The chunk syntax: which fenced blocks define chunks, how references expand, and what is left
// alone. These tangle Markdown held in memory, without #line directives unless a test is about
// them.

#include "support.hpp"

namespace tangle::testing {
namespace {

TEST(Chunks, AFencedBlockWhoseFirstLineIsADefinitionBecomesAChunk) {
    auto result = tangle_text("Some prose.\n"
                              "\n"
                              "```cpp\n"
                              "<<file:a.cpp>>=\n"
                              "int main() {}\n"
                              "```\n");
    EXPECT_EQ(only_file(result), "int main() {}\n");
    EXPECT_EQ(result.files.front().path, "a.cpp");
}

TEST(Chunks, AFencedBlockWithoutADefinitionIsAnIllustrationAndIsNotTangled) {
    auto result = tangle_text("```cpp\n"
                              "int shown_only();\n"
                              "```\n"
                              "```cpp\n"
                              "<<file:a.cpp>>=\n"
                              "int tangled();\n"
                              "```\n"
                              "```text\n"
                              "\n"
                              "<<file:b.cpp>>=\n"
                              "```\n");
    EXPECT_EQ(only_file(result), "int tangled();\n");
}

TEST(Chunks, ADefinitionOutsideAFenceIsProse) {
    auto result = tangle_text("<<file:prose.cpp>>=\n"
                              "not code\n"
                              "```\n"
                              "<<file:a.cpp>>=\n"
                              "code\n"
                              "```\n");
    EXPECT_EQ(only_file(result), "code\n");
}

TEST(Chunks, DefiningANameAgainAppendsToItInTheOrderOfTheMarkdown) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\none\n<<Body>>\n```\n"
                              "```\n<<Body>>=\ntwo\n```\n"
                              "```\n<<file:a.cpp>>=\nthree\n```\n"
                              "```\n<<Body>>=\nfour\n```\n");
    EXPECT_EQ(only_file(result), "one\ntwo\nfour\nthree\n");
}

TEST(Chunks, DefinitionsInSeveralFilesJoinOneWeb) {
    std::vector<Source> sources{{"one.md", "```\n<<file:a.cpp>>=\n<<Shared>>\n```\n"},
                                {"two.md", "```\n<<Shared>>=\nfrom two\n```\n"}};
    Options options;
    options.line_directives = false;
    auto result = tangle::tangle(sources, options);
    EXPECT_EQ(only_file(result), "from two\n");
}

TEST(Chunks, ADefinitionHeaderMayBeIndentedAndFollowedByBlanks) {
    auto result = tangle_text("```\n  <<file:a.cpp>>=  \nx\n```\n");
    EXPECT_EQ(only_file(result), "x\n");
}

TEST(Chunks, AnEmptyDefinitionAppendedToAChunkAddsNothing) {
    auto result =
        tangle_text("```\n<<file:a.cpp>>=\n<<Body>>\nafter\n```\n"
                    "```\n<<Body>>=\n```\n```\n<<Body>>=\nbody\n```\n```\n<<Body>>=\n```\n");
    EXPECT_EQ(only_file(result), "body\nafter\n");
}

TEST(Chunks, AReferenceToAChunkWithNoLinesLeavesItsLineBlankAsInNoweb) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\nbefore\n<<Nothing>>\n  <<Nothing>>\n"
                              "    <<Wrapper>>\nafter\n```\n"
                              "```\n<<Nothing>>=\n```\n"
                              "```\n<<Wrapper>>=\n<<Nothing>>\n  <<Nothing>>\n```\n");
    EXPECT_EQ(only_file(result), "before\n\n  \n    \n      \nafter\n");
}

TEST(Chunks, AnEmptyRootIsAFileOfOneEmptyLineAsInNoweb) {
    EXPECT_EQ(only_file(tangle_text("```\n<<file:empty.cpp>>=\n```\n")), "\n");
    EXPECT_EQ(only_file(tangle_text("```\n<<file:empty.cpp>>=\n```\n", true)),
              "#line 2 \"book.md\"\n\n");
}

TEST(Chunks, RootsComeOutInTheOrderTheyAreFirstDefined) {
    auto result = tangle_text("```\n<<file:z.cpp>>=\nz\n```\n"
                              "```\n<<file:a.cpp>>=\na\n```\n"
                              "```\n<<file:m/n.cpp>>=\nn\n```\n");
    ASSERT_TRUE(result.ok()) << messages(result.diagnostics);
    ASSERT_EQ(result.files.size(), 3U);
    EXPECT_EQ(result.files[0].path, "z.cpp");
    EXPECT_EQ(result.files[1].path, "a.cpp");
    EXPECT_EQ(result.files[2].path, "m/n.cpp");
}

TEST(Chunks, ARootPathIsWrittenInItsNormalForm) {
    auto result = tangle_text("```\n<<file:./src//x/../a.cpp>>=\na\n```\n");
    only_file(result);
    ASSERT_EQ(result.files.size(), 1U);
    EXPECT_EQ(result.files.front().path, "src/a.cpp");
}

TEST(Chunks, ChunkNamesAreTakenLetterForLetter) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n<<Place a queen>>\n<< Place a queen >>\n```\n"
                              "```\n<<Place a queen>>=\ntight\n```\n"
                              "```\n<< Place a queen >>=\nspaced\n```\n");
    EXPECT_EQ(only_file(result), "tight\nspaced\n");
}

TEST(References, AReferenceIsReplacedByTheChunkIndentedLikeTheReference) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n"
                              "void f() {\n"
                              "    <<Body>>\n"
                              "}\n"
                              "```\n"
                              "```\n<<Body>>=\n"
                              "if (x) {\n"
                              "    y();\n"
                              "}\n"
                              "```\n");
    EXPECT_EQ(only_file(result), "void f() {\n"
                                 "    if (x) {\n"
                                 "        y();\n"
                                 "    }\n"
                                 "}\n");
}

TEST(References, NestedReferencesAddTheirIndentations) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n"
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
                              "```\n");
    EXPECT_EQ(only_file(result), "  outer\n"
                                 "      inner\n"
                                 "        innermost\n");
}

TEST(References, EmptyLinesOfAnIndentedChunkStayEmptyAndBlankLinesKeepTheirBlanks) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n"
                              "    <<Body>>\n"
                              "```\n"
                              "```\n<<Body>>=\n"
                              "a\n"
                              "\n"
                              "  \n"
                              "b\n"
                              "```\n");
    EXPECT_EQ(only_file(result), "    a\n\n      \n    b\n");
}

TEST(References, TheFirstLineOfAChunkKeepsTheIndentationOfItsReferenceEvenWhenEmptyAsInNoweb) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n"
                              "x\n"
                              "    <<Body>>\n"
                              "```\n"
                              "```\n<<Body>>=\n"
                              "\n"
                              "a\n"
                              "\n"
                              "```\n");
    EXPECT_EQ(only_file(result), "x\n    \n    a\n\n");
}

TEST(References, BlanksAfterAReferenceAreIgnored) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n  <<Body>>   \n```\n```\n<<Body>>=\nb\n```\n");
    EXPECT_EQ(only_file(result), "  b\n");
}

TEST(References, AChunkMayBeUsedMoreThanOnce) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n<<Twice>>\n  <<Twice>>\n```\n"
                              "```\n<<Twice>>=\nt\n```\n");
    EXPECT_EQ(only_file(result), "t\n  t\n");
}

TEST(References, ARootMayUseAnotherRoot) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n<<file:b.cpp>>\n```\n"
                              "```\n<<file:b.cpp>>=\nb\n```\n");
    ASSERT_TRUE(result.ok()) << messages(result.diagnostics);
    ASSERT_EQ(result.files.size(), 2U);
    EXPECT_EQ(result.files[0].text, "b\n");
    EXPECT_EQ(result.files[1].text, "b\n");
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
    auto result = tangle_text("```cpp\n<<file:a.cpp>>=\n" + code + "```\n");
    EXPECT_EQ(only_file(result), code);
}

TEST(ShiftOperators, ALineThatLooksLikeADefinitionInsideAChunkIsCode) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\nfirst\n<<Other>>=\nlast\n```\n");
    EXPECT_EQ(only_file(result), "first\n<<Other>>=\nlast\n");
}

TEST(Fences, TildeFencesWorkLikeBacktickFences) {
    auto result = tangle_text("~~~cpp\n<<file:a.cpp>>=\ntilde\n~~~\n");
    EXPECT_EQ(only_file(result), "tilde\n");
}

TEST(Fences, AFenceOfAnyInfoStringDefinesChunks) {
    auto result = tangle_text("```c++ {.numberLines startFrom=\"10\"}\n<<file:a.cpp>>=\na\n```\n"
                              "~~~ text with `backticks`\n<<file:b.cpp>>=\nb\n~~~\n"
                              "```\n<<file:c.cpp>>=\nc\n```\n");
    ASSERT_TRUE(result.ok()) << messages(result.diagnostics);
    ASSERT_EQ(result.files.size(), 3U);
    EXPECT_EQ(result.files[0].text, "a\n");
    EXPECT_EQ(result.files[1].text, "b\n");
    EXPECT_EQ(result.files[2].text, "c\n");
}

TEST(Fences, ALongerFenceHoldsShorterFencesAsCode) {
    auto result = tangle_text("`````markdown\n<<file:a.md>>=\n```cpp\nx\n```\n````\n`````\n");
    EXPECT_EQ(only_file(result), "```cpp\nx\n```\n````\n");
}

TEST(Fences, AFenceOfTheOtherMarkerDoesNotClose) {
    auto result = tangle_text("~~~\n<<file:a.md>>=\n```\n~~\n~~~~\n");
    EXPECT_EQ(only_file(result), "```\n~~\n");
}

TEST(Fences, AClosingFenceMayBeLongerAndIndentedUpToThreeSpacesAndFollowedByBlanks) {
    EXPECT_EQ(only_file(tangle_text("```\n<<file:a>>=\na\n``````\n")), "a\n");
    EXPECT_EQ(only_file(tangle_text("```\n<<file:a>>=\na\n   ```\n")), "a\n");
    EXPECT_EQ(only_file(tangle_text("```\n<<file:a>>=\na\n```  \t\n")), "a\n");
}

TEST(Fences, AClosingFenceWithTextAfterItOrFourSpacesOfIndentIsCode) {
    EXPECT_EQ(only_file(tangle_text("```\n<<file:a>>=\n``` cpp\n    ```\n```\n")),
              "``` cpp\n    ```\n");
}

TEST(Fences, TwoMarkersAreNotAFence) {
    EXPECT_EQ(only_file(tangle_text("``\n<<file:a>>=\n``\n```\n<<file:b>>=\nb\n```\n")), "b\n");
}

TEST(Fences, ABacktickFenceWithABacktickInItsInfoStringIsNotAFence) {
    auto result = tangle_text("``` a`b\n<<file:no.cpp>>=\n```\n<<file:yes.cpp>>=\nyes\n```\n");
    ASSERT_TRUE(result.ok()) << messages(result.diagnostics);
    ASSERT_EQ(result.files.size(), 1U);
    EXPECT_EQ(result.files.front().path, "yes.cpp");
    EXPECT_EQ(result.files.front().text, "yes\n");
}

TEST(Fences, FourSpacesOfIndentMakeAnIndentedCodeBlockNotAFence) {
    auto result = tangle_text("    ```\n    <<file:no.cpp>>=\n    ```\n```\n<<file:a>>=\na\n```\n");
    EXPECT_EQ(only_file(result), "a\n");
}

TEST(Fences, AnIndentedOpeningFenceStripsThatMuchIndentFromItsLines) {
    auto result = tangle_text("  ```cpp\n"
                              "  <<file:a.cpp>>=\n"
                              "  two\n"
                              " one\n"
                              "zero\n"
                              "     five\n"
                              "  ```\n");
    EXPECT_EQ(only_file(result), "two\none\nzero\n   five\n");
}

TEST(InputText, CrlfLineEndsAreReadAsLf) {
    ScratchFolder folder;
    write_file(folder / "crlf.md",
               "Prose\r\n\r\n```cpp\r\n<<file:a.cpp>>=\r\nint a;\r\n<<B>>\r\n```\r\n"
               "```\r\n<<B>>=\r\nint b;\r\n```\r\n");
    auto outcome =
        run_tangle({"--no-line", "-o", (folder / "out").string(), (folder / "crlf.md").string()});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    EXPECT_EQ(read_file(folder / "out" / "a.cpp"), "int a;\nint b;\n");
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
    auto result = tangle_text("```make\n<<file:Makefile>>=\nall:\n\t<<Recipe>>\n```\n"
                              "```\n<<Recipe>>=\necho\tone\n\techo two\n```\n");
    EXPECT_EQ(only_file(result), "all:\n\techo\tone\n\t\techo two\n");
}

TEST(InputText, AnEmptyFileHasNoRootsAndWritesNothing) {
    ScratchFolder folder;
    write_file(folder / "empty.md", "");
    auto outcome = run_tangle({"-o", (folder / "out").string(), (folder / "empty.md").string()});
    EXPECT_EQ(outcome.status, 0) << outcome.err;
    EXPECT_EQ(outcome.err, "");
    EXPECT_TRUE(snapshot(folder / "out").empty());
    auto list = run_tangle({"--list", (folder / "empty.md").string()});
    EXPECT_EQ(list.status, 0);
    EXPECT_EQ(list.out, "");
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
    auto result = tangle_text("```\n<<file:a>>=\n" + line + "\n```\n");
    EXPECT_EQ(only_file(result), line + "\n");
}

TEST(InputText, TheLastLineNeedsNoLineEnd) {
    EXPECT_EQ(only_file(tangle_text("```\n<<file:a>>=\nx\n```")), "x\n");
}

TEST(InputText, NonAsciiUtf8IsCopiedAsItIs) {
    auto result = tangle_text("```\n<<file:a.cpp>>=\n<<Écrire « bonjour »>>\n```\n"
                              "```\n<<Écrire « bonjour »>>=\n// Ω ≠ ∅ — 🙂\n```\n");
    EXPECT_EQ(only_file(result), "// Ω ≠ ∅ — 🙂\n");
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
    auto result = tangle_text(markdown);
    EXPECT_EQ(only_file(result), std::string(depth - 1, ' ') + "bottom\n");
}

TEST(Determinism, TwoTanglesOfTheSameMarkdownAreByteForByteEqual) {
    std::string markdown = "```\n<<file:b.cpp>>=\n<<X>>\n<<Y>>\n```\n"
                           "```\n<<file:a.cpp>>=\n  <<Y>>\n```\n"
                           "```\n<<X>>=\nx\n```\n```\n<<Y>>=\ny\n```\n";
    auto first = tangle_text(markdown, true);
    auto second = tangle_text(markdown, true);
    ASSERT_TRUE(first.ok());
    EXPECT_EQ(first.files, second.files);
}

} // namespace
} // namespace tangle::testing
