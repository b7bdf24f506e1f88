"""Tests of the benchmark tools, on a small made-up run (no timing is measured here).

    cd tools/bench && /usr/bin/python3 -m unittest test_bench_tools
"""

from __future__ import annotations

import io
import json
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from bench_tools import cli, figures, numbers, page, rerun, run, tables
from bench_tools.book import Book
from bench_tools.run import Run, SeriesKey


def entry(name: str, milliseconds: float, label: str = "", **counters) -> dict:
    return {
        "name": name + "/real_time",
        "run_name": name + "/real_time",
        "run_type": "iteration",
        "iterations": 1,
        "real_time": milliseconds,
        "cpu_time": milliseconds,
        "time_unit": "ms",
        "label": label,
        **counters,
    }


SOLVERS = [
    {"chapter": 1, "slug": "brute-force", "variant": "", "title": "Brute force: every queen anywhere",
     "space": "(n²)^n placements", "kind": "enumerates", "bench": 5, "representable": 9,
     "unit": "placements", "workload": {"6": 2.2e9, "8": 2.8e14}},
    {"chapter": 3, "slug": "one-per-row", "variant": "", "title": "One queen per row", "space": "n^n boards",
     "kind": "enumerates", "bench": 8, "representable": 15, "workload": {}},
    {"chapter": 9, "slug": "parallel", "variant": "", "title": "The fastest counter", "space": "a tree",
     "kind": "counts", "bench": 17, "representable": 32, "workload": {}},
    {"chapter": 10, "slug": "min-conflicts", "variant": "", "title": "Min-conflicts", "space": "moves",
     "kind": "finds", "bench": 10000, "representable": 10000000, "workload": {}},
]


def run_json(*benchmarks: dict, solvers: list | None = None) -> dict:
    """The JSON of a run on the test machine with these cases, and SOLVERS unless told others."""
    return {
        "context": {
            "date": "2030-01-02T03:04:05+00:00",
            "queens_machine": "Test machine",
            "queens_mode": "full",
            "queens_solvers": SOLVERS if solvers is None else solvers,
        },
        "benchmarks": list(benchmarks),
    }


# The chapters of the made-up run, as the book's model names them.
BOOK_MODEL = {"chapters": [{"number": solver["chapter"], "id": f"ch{solver['chapter']:02}",
                            "title": solver["title"]} for solver in SOLVERS]}
BOOK = Book(BOOK_MODEL)


def tables_command(folder: str, text: str, entries: list[dict], solvers: list | None = None,
                   chunk: int | None = None) -> list[str]:
    """`bench-tools tables` on a book of one chapter, ch03, whose Markdown is `text`, with a run
    of these cases, all written in `folder`; `chunk` is the line of the chapter's one chunk's
    header (the tangler would give it)."""
    run_path = Path(folder) / "run.json"
    run_path.write_text(json.dumps(run_json(*entries, solvers=solvers)), encoding="utf-8")
    chapter = Path(folder) / "README.md"
    chapter.write_text(text, encoding="utf-8")
    definitions = [{"line": chunk, "end": chunk + 1}] if chunk else []
    model = Path(folder) / "model.json"
    model.write_text(json.dumps({"chapters": [{
        "number": 3, "id": "ch03", "title": "One queen per row", "markdown": str(chapter),
        "chunks": [{"name": "Count the boards", "definitions": definitions}]}]}), encoding="utf-8")
    return ["tables", "--json", str(run_path), "--model", str(model)]


def book_run(data: dict) -> Run:
    return Run(data, book=BOOK)


def made_up_run() -> Run:
    return book_run(made_up_data())


def made_up_data() -> dict:
    return run_json(
        entry("ch01/count/n:4", 1.0, "placements", placements=65536.0, solutions=2.0),
        entry("ch01/count/n:5", 100.0, "placements", placements=9765625.0, solutions=10.0),
        entry("ch03/count/n:5", 0.5, "boards", boards=3125.0, solutions=10.0),
        entry("ch03/count/n:8", 200.0, "boards", boards=16777216.0, solutions=92.0),
        entry("ch03.bitmap/count/n:8", 100.0, "boards", boards=16777216.0, solutions=92.0),
        entry("ch09/count/threads:1/n:16", 4000.0, "nodes", nodes=1e9),
        entry("ch09/count/threads:2/n:16", 2000.0, "nodes", nodes=1e9),
        entry("ch09/count/threads:1/n:17", 24000.0, "nodes", nodes=6e9),
        entry("ch09/count/threads:2/n:17", 12500.0, "nodes", nodes=6e9),
        entry("ch10/find/n:1000", 2.0, "moves", moves=1500.0, peak_heap_bytes=12000.0),
        entry("ch10/find/n:10000", 30.0, "moves", moves=16000.0, peak_heap_bytes=95000.0),
    )


class ReadingTheJson(unittest.TestCase):
    def test_a_name_gives_chapter_variant_operation_threads_and_n(self):
        self.assertEqual(run.parse_name("ch04.heap/count/n:9/real_time"),
                         (SeriesKey(4, "heap", "count", None), 9))
        self.assertEqual(run.parse_name("ch09/count/threads:2/n:17/real_time"),
                         (SeriesKey(9, "", "count", 2), 17))
        self.assertIsNone(run.parse_name("BM_Something/8"))
        self.assertIsNone(run.parse_name("ch09/count/threads:2"))

    def test_a_solver_is_named_by_its_chapter_and_variant_everywhere(self):
        self.assertEqual(run.parse_solver("ch04.heap"), (4, "heap"))
        self.assertEqual(run.parse_solver("ch09"), (9, ""))
        self.assertIsNone(run.parse_solver("ch9"))
        self.assertEqual(BOOK.id(3, "bitmap"), "ch03.bitmap")
        self.assertEqual(BOOK.id(12), "chapter 12")
        with self.assertRaises(ValueError):
            tables.regenerate("<!-- bench:chapter5 -->\n<!-- /bench:chapter5 -->\n", made_up_run())

    def test_a_run_whose_solvers_are_text_is_refused_with_one_line(self):
        data = made_up_data()
        data["context"]["queens_solvers"] = json.dumps(SOLVERS)
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "old.json"
            path.write_text(json.dumps(data), encoding="utf-8")
            model = Path(folder) / "model.json"
            model.write_text(json.dumps(BOOK_MODEL), encoding="utf-8")
            errors = io.StringIO()
            with redirect_stderr(errors):
                self.assertEqual(cli.main(["page", folder, "--json", str(path), "--model", str(model)]), 2)
                self.assertEqual(cli.main(["tables", "--check", "--json", str(Path(folder) / "none.json"),
                                           "--model", str(model)]), 2)
                self.assertEqual(cli.main(["tables", "--json", str(path), "--model", str(path)]), 2)
            self.assertEqual(len(errors.getvalue().splitlines()), 3)
            self.assertIn("queens_solvers is not a list", errors.getvalue())
            self.assertIn("not the book's model", errors.getvalue())

    def test_a_workload_is_written_in_words_with_its_unit(self):
        info = run.SolverInfo(chapter=1, variant="", unit="boards",
                              workload={6: 65536.0, 8: 2.8e14})
        self.assertEqual(info.workload_in_words(6), "65,536 boards")
        self.assertEqual(info.workload_in_words(8), "2.8 × 10^14 boards")

    def test_cases_carry_seconds_work_and_their_headline_unit(self):
        run = made_up_run()
        case = run.case(SeriesKey(1), 5)
        self.assertAlmostEqual(case.seconds, 0.1)
        self.assertEqual(case.headline, "placements")
        self.assertEqual(case.headline_work, 9765625.0)
        self.assertEqual(run.book.title(1), "Brute force: every queen anywhere")

    def test_the_previous_chapter_is_the_nearest_earlier_one_with_the_same_operation(self):
        run = made_up_run()
        self.assertEqual(run.previous_chapter(9, "count"), 3)
        self.assertIsNone(run.previous_chapter(10, "find"))
        self.assertIsNone(run.previous_chapter(1, "count"))


def aggregate(name: str, statistic: str, milliseconds: float, **counters) -> dict:
    return {**entry(name, milliseconds, "nodes", **counters), "name": f"{name}/real_time_{statistic}",
            "run_type": "aggregate", "aggregate_name": statistic, "repetitions": 5}


class RepeatingTheSlowCases(unittest.TestCase):
    def test_only_the_cases_over_the_threshold_are_repeated(self):
        run = made_up_run()
        entries = [entry(case.name.removesuffix("/real_time"), case.seconds * 1000) for case in run.cases]
        self.assertEqual(rerun.slow_cases(entries, 1.0),
                         ["ch09/count/threads:1/n:16/real_time", "ch09/count/threads:2/n:16/real_time",
                          "ch09/count/threads:1/n:17/real_time", "ch09/count/threads:2/n:17/real_time"])

    def test_the_filter_matches_the_names_exactly(self):
        pattern = rerun.name_filter(["ch07.wide/count/n:16/real_time"])
        self.assertRegex("ch07.wide/count/n:16/real_time", pattern)
        self.assertNotRegex("ch07Xwide/count/n:16/real_time", pattern)
        self.assertNotRegex("ch07.wide/count/n:16/real_time_median", pattern)

    def test_a_repeated_case_stands_as_its_median_and_the_others_as_their_one_run(self):
        data = {"context": {"queens_solvers": SOLVERS},
                "benchmarks": [entry("ch09/count/threads:1/n:16", 4000.0, "nodes", nodes=1e9),
                               entry("ch09/count/threads:1/n:15", 600.0, "nodes", nodes=1.5e8)]}
        repeated = {"benchmarks": [aggregate("ch09/count/threads:1/n:16", statistic, time, nodes=1e9)
                                   for statistic, time in (("mean", 4300.0), ("median", 4100.0),
                                                           ("stddev", 90.0))]}
        merged = rerun.merge(data, repeated, 1.0, 5)
        run = book_run(merged)
        self.assertAlmostEqual(run.case(SeriesKey(9, threads=1), 16).seconds, 4.1)
        self.assertAlmostEqual(run.case(SeriesKey(9, threads=1), 15).seconds, 0.6)
        self.assertIn("median of 5", run.method)
        self.assertNotIn("median", made_up_run().method)

    def test_a_case_over_the_threshold_left_as_one_entry_is_named_under_its_table(self):
        data = {"context": {"queens_solvers": SOLVERS},
                "benchmarks": [entry("ch09/count/threads:1/n:16", 4000.0, "nodes", nodes=1e9),
                               entry("ch09/count/threads:1/n:17", 9000.0, "nodes", nodes=7e9),
                               entry("ch09/count/threads:1/n:15", 600.0, "nodes", nodes=1.5e8)]}
        repeated = {"benchmarks": [aggregate("ch09/count/threads:1/n:16", "median", 4100.0, nodes=1e9)]}
        run = book_run(rerun.merge(data, repeated, 1.0, 3))
        self.assertEqual(run.timed_once_over(run.cases), [17])
        self.assertIn("Timed in one call", "\n".join(tables.chapter_table(run, 9)))
        self.assertIn("n = 17.", "\n".join(tables.chapter_table(run, 9)))
        self.assertEqual(made_up_run().timed_once_over(made_up_run().cases), [])


class Estimating(unittest.TestCase):
    def test_the_chapters_own_workload_at_the_measured_rate(self):
        estimate = made_up_run().estimate(SeriesKey(1), 8)
        # 9,765,625 placements in 0.1 s is 97.7 M a second; 2.8e14 of them take 2.87e6 s.
        self.assertAlmostEqual(estimate.seconds, 2.8e14 / 97656250.0, delta=1.0)
        self.assertIn("the chapter's own count", estimate.method)

    def test_without_a_workload_the_growth_of_the_last_two_boards_continues(self):
        estimate = made_up_run().estimate(SeriesKey(3), 10)
        # From 0.5 ms at n = 5 to 200 ms at n = 8: ×400 over three queens, ×400^(2/3) more.
        self.assertAlmostEqual(estimate.seconds, 0.2 * 400 ** (2 / 3), places=6)

    def test_a_board_already_timed_is_not_estimated(self):
        self.assertIsNone(made_up_run().estimate(SeriesKey(3), 8))

    def test_each_main_counter_at_a_board_is_timed_there_or_else_estimated(self):
        found = {key: (case, estimate) for key, case, estimate in made_up_run().counted_at(8)}
        self.assertEqual(list(found), [SeriesKey(1), SeriesKey(3)])
        case, estimate = found[SeriesKey(3)]
        self.assertEqual((case.seconds, estimate), (0.2, None))
        case, estimate = found[SeriesKey(1)]
        self.assertIsNone(case)
        self.assertEqual(estimate, made_up_run().estimate(SeriesKey(1), 8))


class WritingNumbers(unittest.TestCase):
    def test_durations_read_in_the_unit_that_fits(self):
        self.assertEqual(numbers.format_seconds(0.000396), "396 µs")
        self.assertEqual(numbers.format_seconds(0.0123), "12.3 ms")
        self.assertEqual(numbers.format_seconds(1.25), "1.25 s")
        self.assertEqual(numbers.format_seconds(19.6 * 86400), "19.6 days")
        self.assertEqual(numbers.format_seconds(3 * 365.25 * 86400), "3.00 years")

    def test_counts_are_exact_until_they_are_too_long_to_read(self):
        self.assertEqual(numbers.format_count(2056), "2,056")
        self.assertEqual(numbers.format_count(2.81e14), "2.8 × 10^14")
        self.assertEqual(numbers.format_count(9.96e14), "1.0 × 10^15")


class ChapterTables(unittest.TestCase):
    TEXT = "\n".join([
        "# 3. One queen per row",
        "",
        "<!-- bench:ch03 -->",
        "| n | time |",
        "| 8 | 1 s |",
        "<!-- /bench:ch03 -->",
        "",
        "<!-- bench:ch07 -->",
        "hand-typed, and not in the run",
        "<!-- /bench:ch07 -->",
        "",
    ])

    def test_the_table_between_the_markers_is_rebuilt_and_the_rest_kept(self):
        new_text, rebuilt = tables.regenerate(self.TEXT, made_up_run())
        self.assertEqual(rebuilt, ["ch03"])
        self.assertTrue(new_text.startswith("# 3. One queen per row\n\n<!-- bench:ch03 -->\n| n | solutions | time | boards |"))
        self.assertIn("| 5 | 10 | 500 µs | 3,125 | 6.25 M | ×200 |", new_text)
        self.assertIn("| bitmap | 100 ms | 16,777,216 |", new_text)
        self.assertIn("hand-typed, and not in the run", new_text)
        self.assertTrue(new_text.endswith("<!-- /bench:ch07 -->\n"))

    def test_rebuilding_twice_changes_nothing(self):
        once, _ = tables.regenerate(self.TEXT, made_up_run())
        twice, _ = tables.regenerate(once, made_up_run())
        self.assertEqual(once, twice)

    def test_a_board_the_previous_chapter_did_not_reach_is_compared_with_its_estimate(self):
        new_text, _ = tables.regenerate(self.TEXT, made_up_run())
        row = next(line for line in new_text.splitlines() if line.startswith("| 8 | 92 | 200 ms |"))
        self.assertIn("≈ ×", row)

    def test_a_chapter_not_timed_that_far_gets_an_estimated_row(self):
        table = "\n".join(tables.chapter_table(made_up_run(), 1))
        self.assertIn("| 8 | 92 | ≈ 33.2 days | ≈ 2.8 × 10^14 | — |", table)
        self.assertIn("≈: not timed", table)

    def test_the_threaded_chapter_has_a_time_column_per_thread_count(self):
        table = tables.chapter_table(made_up_run(), 9)
        self.assertEqual(table[0], "| n | time, 1 thread | time, 2 threads | nodes | nodes a second (1 thread) | "
                                   "speed-up over ch03's main solver (1 thread) |")
        self.assertIn("| 17 | 24.0 s | 12.5 s | 6,000,000,000 | 250 M | — |", table)

    def test_a_variant_that_finds_in_a_counting_chapter_has_a_table_of_its_own(self):
        run = book_run(run_json(
            entry("ch09/count/threads:1/n:16", 4000.0, "nodes", nodes=1e9),
            entry("ch09.first/find/n:28", 20.0, "placements", placements=3e6),
            entry("ch09.first/find/n:29", 10.0, "placements", placements=1.5e6)))
        chapter = "\n".join(tables.chapter_table(run, 9))
        self.assertNotIn("first", chapter)
        first = tables.chapter_table(run, 9, "first")
        self.assertEqual(first[0], "| n | time to a solution | placements | placements a second |")
        self.assertIn("| 29 | 10.0 ms | 1,500,000 | 150 M |", first)
        text = "<!-- bench:ch09.first -->\n<!-- /bench:ch09.first -->\n"
        new_text, rebuilt = tables.regenerate(text, run)
        self.assertEqual(rebuilt, ["ch09.first"])
        self.assertIn("| 28 | 20.0 ms |", new_text)

    def test_a_variant_timed_on_none_of_the_main_solvers_boards_has_a_table_of_its_own(self):
        run = book_run(run_json(
            entry("ch10/find/n:1000", 2.0, "moves", moves=1500.0),
            entry("ch10/find/n:10000", 30.0, "moves", moves=16000.0),
            entry("ch10.minton/find/n:1000", 20.0, "moves", moves=50.0),
            entry("ch10.minton/find/n:10000", 300.0, "moves", moves=60.0),
            entry("ch10.first/find/n:28", 20.0, "placements", placements=3e6),
            entry("ch10.first/find/n:29", 10.0, "placements", placements=1.5e6)))
        self.assertEqual(tables.separate_variants(run, 10), ["first"])
        chapter = "\n".join(tables.chapter_table(run, 10))
        self.assertIn("| minton | 20.0 ms | 300 ms |", chapter)
        self.assertNotIn("first", chapter)
        first = tables.chapter_table(run, 10, "first")
        self.assertIn("| 29 | 10.0 ms | 1,500,000 | 150 M |", first)

    def test_an_unclosed_marker_is_an_error(self):
        with self.assertRaises(ValueError):
            tables.regenerate("<!-- bench:ch03 -->\n| n |\n", made_up_run())

    def test_check_fails_on_a_stale_table_and_passes_once_rebuilt(self):
        with tempfile.TemporaryDirectory() as folder:
            command = tables_command(folder, self.TEXT, [entry("ch03/count/n:8", 200.0, "boards",
                                                               boards=16777216.0)])
            with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
                self.assertEqual(cli.main(command + ["--check"]), 1)
                self.assertEqual(cli.main(command), 0)
                self.assertEqual(cli.main(command + ["--check"]), 0)


class FiguresInTheProse(unittest.TestCase):
    def figure(self, what: str) -> str:
        return tables.measured_figure(made_up_run(), what)

    def test_each_kind_of_figure_is_computed_from_the_run(self):
        self.assertEqual(self.figure("time ch03/count/n:8"), "200 ms")
        self.assertEqual(self.figure("bytes ch10/find/n:10000"), "9.50")
        self.assertEqual(self.figure("heap ch10/find/n:10000"), "95.0 kB")
        self.assertEqual(self.figure("ratio ch03/count/n:8 ch03.bitmap/count/n:8"), "2.00")
        # 11.9 ns a board against 10.2 ns a placement
        self.assertEqual(self.figure("per-ratio ch03/count/n:8 ch01/count/n:5"), "1.16")
        self.assertEqual(self.figure("saving ch09/count/threads:1/n:17 ch09/count/threads:2/n:17"), "48%")
        self.assertEqual(self.figure("estimate ch01/count/n:8"), "33.2 days")
        self.assertEqual(self.figure("workload ch01/count/n:8"), "2.8 × 10^14 placements")

    def test_the_text_between_the_markers_is_rewritten_and_the_markers_kept(self):
        text = ("Two threads take <!-- measured: time ch09/count/threads:2/n:17 -->9 s<!-- /measured -->, "
                "<!-- measured: ratio ch09/count/threads:1/n:17 ch09/count/threads:2/n:17 -->1<!-- /measured -->"
                " times less.")
        new_text, _ = tables.regenerate(text, made_up_run())
        self.assertEqual(new_text, "Two threads take <!-- measured: time ch09/count/threads:2/n:17 -->12.5 s"
                                   "<!-- /measured -->, <!-- measured: ratio ch09/count/threads:1/n:17 "
                                   "ch09/count/threads:2/n:17 -->1.92<!-- /measured --> times less.")

    def test_a_figure_of_a_case_the_run_lacks_is_an_error(self):
        with self.assertRaises(ValueError):
            self.figure("time ch03/count/n:9")
        with self.assertRaises(ValueError):
            self.figure("speed ch03/count/n:8")
        with self.assertRaises(ValueError):
            self.figure("ratio ch03/count/n:8")
        with self.assertRaises(ValueError):
            self.figure("bytes ch03/count/n:8")


class NoFigureBreaksAParagraph(unittest.TestCase):
    """Markdown ends a paragraph at a line that begins with an HTML comment."""

    def test_a_marker_at_the_start_of_a_line_is_named_with_its_line(self):
        text = ("# 1. Brute force\n\nThe run takes about\n"
                "<!-- measured: time ch01/count/n:5 -->66 ms<!-- /measured --> here.\n")
        self.assertEqual([line for line, _ in tables.markers_that_begin_lines(text)], [4])

    def test_a_marker_after_a_word_is_fine(self):
        text = ("# 1. Brute force\n\nThe run takes\n"
                "about <!-- measured: time ch01/count/n:5 -->66 ms<!-- /measured --> here.\n")
        self.assertEqual(tables.markers_that_begin_lines(text), [])


class NothingMovesTheCode(unittest.TestCase):
    """A table's rows and a figure's text change with every run; the chunks' `#line` must not."""

    CHUNK = "```cpp\n<<Count the boards>>=\nint boards = 0;\n```\n"
    TABLE = "<!-- bench:ch03 -->\n<!-- /bench:ch03 -->\n"

    def check(self, text: str, solvers: list | None = None, chunk: int | None = None) -> tuple[int, str]:
        """The status and the messages of `--check` on a chapter whose tables were rebuilt first;
        `chunk` is the line of its one chunk's header, as the book's model would give it."""
        with tempfile.TemporaryDirectory() as folder:
            command = tables_command(folder, text, self._entries(), solvers, chunk)
            with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
                cli.main(command)
            errors = io.StringIO()
            with redirect_stderr(errors):
                status = cli.main(command + ["--check"])
            return status, errors.getvalue()

    @staticmethod
    def _entries():
        return [entry("ch01/count/n:5", 100.0, "placements", placements=9765625.0, solutions=10.0),
                entry("ch03/count/n:8", 200.0, "boards", boards=16777216.0, solutions=92.0)]

    def test_check_fails_on_a_table_above_a_chunk_and_names_the_line(self):
        text = "# 3. One queen per row\n\n" + self.TABLE + "\n" + self.CHUNK
        status, errors = self.check(text, chunk=7)
        self.assertEqual(status, 1)
        self.assertRegex(errors, r"README\.md:3: the table <!-- bench:ch03 --> stands above the code "
                                 r"chunk <<Count the boards>>= at line \d+;")
        self.assertNotIn("differs", errors)

    def test_check_passes_once_the_table_follows_the_last_chunk(self):
        text = "# 3. One queen per row\n\n" + self.CHUNK + "\n" + self.TABLE
        self.assertEqual(self.check(text, chunk=4), (0, ""))

    def test_the_last_chunk_is_the_last_definition_the_model_gives(self):
        text = "```cpp\n<<A>>=\n```\n<!-- bench:ch03 -->\n<!-- /bench:ch03 -->\n"
        chapter = {"chunks": [{"name": "A", "definitions": [{"line": 2, "end": 2}, {"line": 15, "end": 16}]},
                              {"name": "B", "definitions": [{"line": 9, "end": 10}]},
                              {"name": "Used, never defined", "definitions": []}]}
        self.assertIn("<<A>>= at line 15;", tables.tables_above_chunks(text, chapter)[0][1])
        chapter["chunks"][0]["definitions"].pop()
        self.assertIn("<<B>>= at line 9;", tables.tables_above_chunks(text, chapter)[0][1])
        chapter["chunks"].pop(1)
        self.assertEqual(tables.tables_above_chunks(text, chapter), [])

    def test_a_figure_that_would_span_lines_is_an_error_that_names_the_line(self):
        solvers = [dict(SOLVERS[0], unit="placements\nof queens")]
        text = ("# 1. Brute force\n\nAbout <!-- measured: workload ch01/count/n:8 -->"
                "2.8 × 10^14 placements<!-- /measured --> of them.\n")
        status, errors = self.check(text, solvers)
        self.assertEqual(status, 2)
        self.assertIn("README.md:3: <!-- measured: workload ch01/count/n:8 --> would span lines", errors)
        with self.assertRaises(ValueError):
            tables.regenerate_figures(text, book_run(run_json(*self._entries(), solvers=solvers)))

    def test_a_marker_that_closes_on_another_line_is_an_error(self):
        text = "A board costs\n<!-- measured: time ch03/count/n:8 -->200\nms<!-- /measured --> here.\n"
        status, errors = self.check(text)
        self.assertEqual(status, 2)
        self.assertIn("README.md:2:", errors)
        text = "A board costs <!-- measured: time\nch03/count/n:8 -->200 ms<!-- /measured --> here.\n"
        self.assertEqual(self.check(text)[0], 2)


class TheBookPage(unittest.TestCase):
    def test_the_page_has_the_progression_the_fastest_counters_and_the_finders(self):
        text = page.page(made_up_run())
        self.assertIn("## The progression at n = 8", text)
        self.assertIn("| ch01 Brute force | ≈ 33.2 days |", text)
        self.assertIn("### 9. The fastest counter", text)
        self.assertIn("| 17 | — | — | 24.0 s | 12.5 s | ×1.92 | ×1.92 |", text)
        self.assertIn("| 10,000 | 30.0 ms (16,000 moves) |", text)
        self.assertIn("**Machine:** Test machine", text)

    def test_the_figures_are_drawn(self):
        with tempfile.TemporaryDirectory() as folder:
            written = figures.draw_all(made_up_run(), Path(folder))
            self.assertEqual(sorted(path.name for path in written), ["time-against-n.svg", "time-at-n8.svg"])
            self.assertIn("<svg", (Path(folder) / "time-against-n.svg").read_text(encoding="utf-8"))


if __name__ == "__main__":
    unittest.main()
