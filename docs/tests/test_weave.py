"""Builds a small book (docs/tests/fixture) with the site's own configuration and checks the
weaving and the links in the HTML: python3 docs/tests/test_weave.py

The fixture has what the real chapters may not have yet: a chunk name that breaks a C++ lexer,
a chunk in two parts, a reference across chapters, an illustration that names chunks, shift
operators, a second part, and links to the table of contents and to a source file. Its model
is written by the tangler named in the environment variable QUEENS_TANGLE, as the build does.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent
FIXTURE = DOCS / "tests" / "fixture"
FIRST = "chapters/01-first/README.html"


def text_of(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def sphinx(source: Path, site: Path, work: Path, *options: str) -> subprocess.CompletedProcess:
    """Builds the site of `source` into `site` as the book is built: the site's configuration,
    the book.json in `work`, every warning an error."""
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q",
         "-c", str(DOCS), *options, str(source), str(site)],
        env={"QUEENS_BOOK_CONFIG": str(work / "book.json"), "PATH": "/usr/bin:/bin"},
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


class WovenBook(unittest.TestCase):
    site: Path
    chapters: list[str]
    scratch: tempfile.TemporaryDirectory

    @classmethod
    def setUpClass(cls) -> None:
        cls.scratch = tempfile.TemporaryDirectory(prefix="queens-weave-")
        work = Path(cls.scratch.name)
        stage = work / "source"
        model = subprocess.run([os.environ["QUEENS_TANGLE"], "--model", str(FIXTURE)],
                               stdout=subprocess.PIPE, check=True).stdout
        (work / "model.json").write_bytes(model)
        cls.chapters = [markdown for chapter in json.loads(model)["chapters"]
                        for markdown in [chapter["markdown"]]
                        + ([chapter["appendix"]["markdown"]] if chapter["appendix"] else [])]
        for page in ["index.md", "api.md", "tools/tangle/README.md"] + cls.chapters:
            (stage / page).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(FIXTURE / page, stage / page)
        pictures = stage / "chapters" / "01-first" / "pictures"  # committed beside the chapter
        pictures.mkdir()
        (pictures / "corner.svg").write_text(
            '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">'
            '<rect width="8" height="8" fill="#b58863"/></svg>\n', encoding="utf-8")
        (work / "facts").mkdir()
        (work / "facts" / "solvers.json").write_text(json.dumps(
            [{"chapter": 1, "variant": "", "space": "the first space"}]), encoding="utf-8")
        config = {
            "repository": str(FIXTURE), "docs": str(DOCS), "work": str(work),
            "stage": str(stage), "doxygen_xml": str(work / "no-xml"),
            "model": str(work / "model.json"), "title": "The fixture's book",
        }
        (work / "book.json").write_text(json.dumps(config), encoding="utf-8")
        cls.site = work / "site"
        result = sphinx(stage, cls.site, work, "-d", str(work / "doctrees"))
        cls.build_output = result.stdout
        cls.build_status = result.returncode

    @classmethod
    def tearDownClass(cls) -> None:
        cls.scratch.cleanup()

    def page(self, name: str = FIRST) -> str:
        return (self.site / name).read_text(encoding="utf-8")

    def block(self, anchor: str, name: str = FIRST) -> str:
        """The HTML of the chunk definition with this anchor on the page `name`, caption to the
        end of its code."""
        page = self.page(name)
        start = page.index(f'id="{anchor}"')
        return page[start:page.index("</pre>", start)]

    def test_builds_without_a_warning(self) -> None:
        self.assertEqual(self.build_status, 0, self.build_output)

    def test_captions_say_define_and_continue(self) -> None:
        self.assertIn("<<don't panic>>=", text_of(self.block("chunk-don-t-panic")))
        self.assertIn("<<Count the queens>>=", text_of(self.block("chunk-count-the-queens")))
        self.assertIn("<<Count the queens>>+=", text_of(self.block("chunk-count-the-queens-2")))

    def test_the_header_line_is_not_part_of_the_code(self) -> None:
        code = self.block("chunk-don-t-panic")
        code = code[code.index("<pre>"):]
        self.assertNotIn("panic&gt;&gt;=", code)

    def test_references_link_to_their_definitions_and_stay_highlighted(self) -> None:
        root = self.block("chunk-file-first-cpp")
        self.assertIn('href="#chunk-don-t-panic">&lt;&lt;don&#x27;t panic&gt;&gt;</a>', root)
        self.assertIn('href="#chunk-count-the-queens">', root)
        self.assertIn('<span class="kt">int</span>', root)
        self.assertIn('<span class="o">&lt;&lt;</span>', root, "shift operators are C++")

    def test_a_name_inside_a_line_of_code_is_no_reference(self) -> None:
        part = self.block("chunk-count-the-queens-2")
        self.assertIn("&lt;&lt;not a reference&gt;&gt; because of this comment", part)
        self.assertNotIn("chunk-ref", part)

    def test_references_across_chapters_link_to_the_other_page(self) -> None:
        root = self.block("chunk-file-second-cpp", "chapters/02-second/README.html")
        self.assertIn('href="../01-first/README.html#chunk-don-t-panic"', root)
        self.assertIn('href="#chunk-shared-with-the-second-chapter"', root)

    def test_definitions_say_where_they_are_used_and_continued(self) -> None:
        first = self.page()
        after_panic = text_of(first[first.index('id="chunk-don-t-panic"'):])
        used = after_panic[after_panic.index("Used in"):][:200]
        self.assertIn("<<file:first.cpp>>", used)
        self.assertIn("<<file:second.cpp>>", used)
        after_count = first[first.index('id="chunk-count-the-queens"'):]
        self.assertIn('Continued in <a class="chunk-link reference internal" '
                      'href="#chunk-count-the-queens-2">', after_count)
        after_second = first[first.index('id="chunk-count-the-queens-2"'):]
        self.assertIn('Continues <a class="chunk-link reference internal" '
                      'href="#chunk-count-the-queens">', after_second)

    def test_a_chapter_and_its_appendix_are_one_web(self) -> None:
        root = self.block("chunk-file-first-cpp")
        self.assertIn('href="APPENDIX.html#chunk-say-it-from-the-appendix"', root)
        appendix = "chapters/01-first/APPENDIX.html"
        test = self.block("chunk-file-first-test-cpp", appendix)
        self.assertIn('href="README.html#chunk-don-t-panic"', test)
        first = self.page()
        after_panic = text_of(first[first.index('id="chunk-don-t-panic"'):])
        self.assertIn("<<file:first_test.cpp>>", after_panic[after_panic.index("Used in"):][:300])
        index = text_of(self.page(appendix)[self.page(appendix).index('id="index-of-chunks"'):])
        self.assertIn("<<Say it from the appendix>>, used in <<file:first.cpp>>", index)
        self.assertNotIn("<<Count the queens>>", index, "the chapter's own chunks stay in its index")

    def test_the_navigation_shows_the_appendices_as_a_part(self) -> None:
        landing = self.page("index.html")
        part = landing.index('<span class="caption-text">Appendices')
        self.assertGreater(landing.index('href="chapters/01-first/APPENDIX.html"', part), part)
        self.assertIn('href="README.html"', self.page("chapters/01-first/APPENDIX.html"))
        self.assertIn('href="APPENDIX.html"', self.page())

    def test_root_chunks_name_their_file(self) -> None:
        first = self.page()
        after_root = text_of(first[first.index('id="chunk-file-first-cpp"'):])
        self.assertIn("Root chunk, written to first.cpp.", after_root)

    def test_illustrations_link_known_names_and_leave_the_others(self) -> None:
        first = self.page()
        start = first.index('<div class="highlight-text')
        illustration = first[start:first.index("</pre>", start)]
        self.assertIn('href="#chunk-count-the-queens">', illustration)
        self.assertIn('<span class="chunk-ref">&lt;&lt;A chunk nobody defines&gt;&gt;</span>',
                      illustration)

    def test_inline_names_of_chunks_link_to_them(self) -> None:
        first = self.page()
        self.assertRegex(first, r'Counting comes in two parts, <a class="chunk-link reference '
                                r'internal" href="#chunk-count-the-queens">')

    def test_each_chapter_ends_with_its_index_of_chunks(self) -> None:
        first = self.page()
        index = text_of(first[first.index('id="index-of-chunks"'):])
        for name in ("<<Count the queens>> in parts 1, 2", "<<don't panic>>, used in",
                     "<<file:first.cpp>>, the file first.cpp"):
            self.assertIn(name, index)

    def test_links_that_work_on_github_work_or_read_as_text(self) -> None:
        first = self.page()
        self.assertIn('href="../02-second/README.html#the-second-chapter"', first)
        self.assertIn('href="../../index.html"', first)
        second = self.page("chapters/02-second/README.html")
        self.assertIn('href="../01-first/README.html"', second)
        self.assertRegex(first, r'<span class="repository-file">[^<]*<span[^>]*>a source file')

    def test_the_landing_page_lists_every_chapter_with_what_it_searches(self) -> None:
        landing = text_of(self.page("index.html"))
        self.assertIn("01 First: chunks of every kind", landing)
        self.assertIn("the first space", landing)
        self.assertIn("02 Second chapter", landing)
        self.assertIn("Part I: The later chapters", landing)
        self.assertNotIn("A figure no script drew", landing)

    def test_the_navigation_shows_the_parts_as_captions(self) -> None:
        landing = self.page("index.html")
        part = landing.index('<span class="caption-text">Part I: The later chapters</span>')
        self.assertLess(landing.index('href="chapters/01-first/README.html"'), part)
        self.assertGreater(landing.index('href="chapters/02-second/README.html"', part), part)

    def test_a_generated_picture_shows_with_its_caption(self) -> None:
        first = self.page()
        figure = first[first.index("<figure"):first.index("</figure>")]
        self.assertIn('src="../../_images/corner.svg"', figure)
        self.assertIn('alt="A board with one queen in the corner"', figure)
        self.assertIn("The corner, drawn by the build.", text_of(figure))
        self.assertTrue((self.site / "_images" / "corner.svg").is_file())

    def test_the_tanglers_manual_shows_chunk_syntax_unwoven(self) -> None:
        manual = self.page("tools/tangle/README.html")
        self.assertIn("&lt;&lt;file:hello.cpp&gt;&gt;=\n&lt;&lt;Say hello&gt;&gt;", manual)
        self.assertNotIn("chunk-ref", manual)
        self.assertIn('href="../../chapters/01-first/README.html"', manual)
        self.assertIn('href="tools/tangle/README.html"', self.page("index.html"))

    def test_a_broken_link_fails_the_build(self) -> None:
        work = Path(self.scratch.name)
        stage = work / "source"
        broken = work / "broken"
        shutil.copytree(stage, broken)
        page = broken / self.chapters[-1]
        page.write_text(page.read_text(encoding="utf-8") +
                        "\nA [typo](../01-frist/README.md).\n", encoding="utf-8")
        result = sphinx(broken, work / "broken-site", work)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("01-frist", result.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=2)
