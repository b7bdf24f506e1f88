// `#line N "path"` directives: one before the first line, then one wherever the next line does
// not come from the line after the previous one, and nowhere else.

#include "support.hpp"

namespace tangle::testing {
namespace {

TEST(LineDirectives, TheFirstLineGetsADirectiveAndConsecutiveLinesDoNot) {
    EXPECT_EQ(tangled("Prose\n"           // 1
                      "```cpp\n"          // 2
                      "<<file:a.cpp>>=\n" // 3
                      "int a;\n"          // 4
                      "int b;\n"          // 5
                      "```\n",            // 6
                      true, "ch/README.md"),
              "#line 4 \"ch/README.md\"\n"
              "int a;\n"
              "int b;\n");
}

TEST(LineDirectives, AReferenceJumpsThereAndBack) {
    EXPECT_EQ(tangled("```\n"             // 1
                      "<<file:a.cpp>>=\n" // 2
                      "void f() {\n"      // 3
                      "    <<Body>>\n"    // 4
                      "}\n"               // 5
                      "```\n"             // 6
                      "\n"                // 7
                      "```\n"             // 8
                      "<<Body>>=\n"       // 9
                      "one();\n"          // 10
                      "two();\n"          // 11
                      "```\n",            // 12
                      true),
              "#line 3 \"book.md\"\n"
              "void f() {\n"
              "#line 10 \"book.md\"\n"
              "    one();\n"
              "    two();\n"
              "#line 5 \"book.md\"\n"
              "}\n");
}

TEST(LineDirectives, ASecondDefinitionOfTheSameChunkStartsWithADirective) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\none\n```\n"  // 1-4
                      "```\n<<file:a.cpp>>=\ntwo\n```\n", // 5-8
                      true),
              "#line 3 \"book.md\"\n"
              "one\n"
              "#line 7 \"book.md\"\n"
              "two\n");
}

TEST(LineDirectives, TheBlankLineLeftByAnEmptyChunkKeepsTheMappingConsecutive) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\nbefore\n<<Empty>>\nafter\n```\n"
                      "```\n<<Empty>>=\n```\n",
                      true),
              "#line 3 \"book.md\"\n"
              "before\n"
              "\n"
              "after\n");
}

TEST(LineDirectives, AChunkFromAnotherFileNamesThatFile) {
    std::vector<Source> sources{{"one.md", "```\n<<file:a.cpp>>=\n<<Shared>>\nend\n```\n"},
                                {"two.md", "```\n<<Shared>>=\nshared\n```\n"}};
    EXPECT_EQ(only_file(tangle::tangle(sources, Options{})), "#line 2 \"two.md\"\n"
                                                             "// <<Shared>>\n"
                                                             "shared\n"
                                                             "#line 4 \"one.md\"\n"
                                                             "end\n");
}

TEST(LineDirectives, DirectivesStartInTheFirstColumnAndIndentationIsKept) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\nstruct S {\n        <<Members>>\n};\n```\n"
                      "```\n<<Members>>=\nint x;\n```\n",
                      true),
              "#line 3 \"book.md\"\n"
              "struct S {\n"
              "#line 9 \"book.md\"\n"
              "        int x;\n"
              "#line 5 \"book.md\"\n"
              "};\n");
}

TEST(LineDirectives, RemovingTheDirectivesGivesTheOutputOfNoLine) {
    std::string markdown = "```\n<<file:a.cpp>>=\na\n  <<B>>\nc\n```\n"
                           "```\n<<B>>=\nb\n\n  <<C>>\n```\n```\n<<C>>=\nc\n```\n";
    std::string with = tangled(markdown, true);
    std::string without = tangled(markdown, false);
    std::string stripped;
    std::istringstream lines(with);
    for (std::string line; std::getline(lines, line);) {
        if (!line.starts_with("#line ")) {
            stripped += line + "\n";
        }
    }
    EXPECT_EQ(stripped, without);
    EXPECT_NE(with, without);
}

TEST(LineDirectives, NoDirectiveSplitsALineContinuedWithABackslash) {
    EXPECT_EQ(tangled("```\n"                       // 1
                      "<<file:a.hpp>>=\n"           // 2
                      "#define TWICE(x) \\\n"       // 3
                      "    <<Body of the macro>>\n" // 4
                      "int after;\n"                // 5
                      "```\n"                       // 6
                      "```\n"                       // 7
                      "<<Body of the macro>>=\n"    // 8
                      "((x) + \\\n"                 // 9
                      " (x))\n"                     // 10
                      "```\n",                      // 11
                      true),
              "#line 3 \"book.md\"\n"
              "#define TWICE(x) \\\n"
              "    ((x) + \\\n"
              "     (x))\n"
              "#line 5 \"book.md\"\n"
              "int after;\n");
}

TEST(LineDirectives, APathWithQuotesOrBackslashesIsEscapedInTheDirective) {
    EXPECT_EQ(tangled("```\n<<file:a.cpp>>=\nx\n```\n", true, "say \"hi\"\\there.md"),
              "#line 3 \"say \\\"hi\\\"\\\\there.md\"\nx\n");
}

TEST(LineDirectives, NoLineTurnsThemOffOnTheCommandLine) {
    ScratchFolder folder;
    write_file(folder / "book.md", "```\n<<file:a.cpp>>=\nx\n```\n");
    auto with = run_tangle({"-o", (folder / "with").string(), (folder / "book.md").string()});
    auto without = run_tangle(
        {"--no-line", "-o", (folder / "without").string(), (folder / "book.md").string()});
    ASSERT_EQ(with.status, 0) << with.err;
    ASSERT_EQ(without.status, 0) << without.err;
    EXPECT_EQ(read_file(folder / "with" / "a.cpp"),
              "#line 3 \"" + (folder / "book.md").string() + "\"\nx\n");
    EXPECT_EQ(read_file(folder / "without" / "a.cpp"), "x\n");
}

} // namespace
} // namespace tangle::testing
