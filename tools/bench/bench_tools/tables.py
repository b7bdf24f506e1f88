"""The measurement tables of every chapter, and the figures in its prose, from a benchmark run.

Each chapter's README.md marks its table with two lines,

    <!-- bench:ch05 -->
    | n | time | … |
    <!-- /bench:ch05 -->

and everything between them is replaced by tables built from the run: for each board size the
main solver was timed on, the number of solutions, the time (one column per thread count for a
threaded solver), the work the solver reported, the work per second, and the speed-up over the
previous chapter at the same n; a board too slow to time for n = 8 is estimated (≈, with the
method in the caption). A chapter with variants gets a second table, every solver side by side
on a few boards. A chapter the run has no cases for is left as it is.

A figure in the prose is marked the same way, inline, so that no measured number is typed by
hand:

    the search takes <!-- measured: time ch07/count/n:16 -->8.18 s<!-- /measured --> here

and the text between the markers is rewritten from the run. What a marker can say, each of a
case named as queens_bench names it (without `/process_time/real_time`):

    time CASE           its time: `8.18 s`
    estimate CASE       the time of a board not timed
    heap CASE           the most heap one call held: `45.3 MB`
    bytes CASE          that per queen: `4.53`
    workload CASE       the chapter's own estimate of the work of a board not timed, as the
                        run recorded it: `7.3 × 10^11 placements`
    ratio A B           time of A over time of B: `4.76`  (how many times faster B is)
    per-ratio A B       time per unit of work of A over that of B
    saving A B          how much less time B takes than A, in per cent: `25%`

Every marked figure must name a case the run has: a marker that does not is an error, so a
sentence can never go on quoting a case that is no longer measured.

Nothing this rewrites may move a line of code. The tangler gives every chunk `#line`
directives that point back into the chapter, and a new run can give a table more or fewer rows,
so every table must stand after the chapter's last chunk (where the book's model says its
header `<<name>>=` is), and every inline figure must stay on one line. `--check` fails, naming the chapter
and the line, when a table stands above a chunk (a rewrite warns); a marker that opens and
closes on different lines, or whose figure would span lines, is an error in every mode.
"""

from __future__ import annotations

import difflib
import re
import sys

from .numbers import format_bytes, format_count, format_rate, format_seconds, format_speedup, significant
from .run import PROGRESSION_N, ROOT, Case, Failure, Run, parse_name, parse_solver

OPENING = re.compile(r"^<!-- bench:(?P<solver>\S+) -->\s*$")
MEASURED = re.compile(r"<!-- measured: (?P<what>[^>]*?) -->(?P<value>.*?)<!-- /measured -->")
MEASURED_OPENING = "<!-- measured:"


def previous_time(run: Run, chapter: int, operation: str, n: int) -> tuple[float, bool] | None:
    """The previous chapter's time at n: measured, or for the progression board, estimated."""
    previous = run.previous_chapter(chapter, operation)
    if previous is None:
        return None
    key = run.main_key(previous, operation)
    case = run.case(key, n) if key else None
    if case:
        return case.seconds, False
    if key and n == PROGRESSION_N:
        estimate = run.estimate(key, n)
        if estimate:
            return estimate.seconds, True
    return None


def separate_variants(run: Run, chapter: int) -> list[str]:
    """The variants of a chapter that get a table of their own rather than a row in the chapter's:
    those that do what the main solver does not (count, or find), and those timed on no board the
    main solver was timed on (chapter 10's search for a first solution, on boards of 8 to 33
    queens, beside local search from a thousand queens on)."""
    series = {key: cases for key, cases in run.series().items() if key.chapter == chapter}
    main = [key for key in series if key.variant == ""]
    if not main:
        return []
    operation = main[0].operation
    boards = {case.n for key in main for case in series[key]}
    separate = {key.variant for key, cases in series.items() if key.variant and (
        key.operation != operation or not boards & {case.n for case in cases})}
    return sorted(separate)


def chapter_table(run: Run, chapter: int, variant: str | None = None) -> list[str] | None:
    """The Markdown lines of a chapter's measurements, or None when the run did not time it.

    First the main solver over every n it was timed on (one time column per thread count for
    the threaded chapter): time, work, work a second, speed-up over the previous chapter. Then,
    for a chapter with variants, every solver side by side on a few boards. A variant that does
    what the main solver does not, or that was timed on none of its boards (chapter 10's search
    for a first solution), is left out of the chapter's table and has a table of its own, asked
    for with its name: `<!-- bench:ch10.first -->` (see `separate_variants`).
    """
    series = {key: cases for key, cases in run.series().items() if key.chapter == chapter}
    if variant is not None:
        series = {key: cases for key, cases in series.items() if key.variant == variant}
    else:
        operations = [key.operation for key in series if key.variant == ""] or [
            key.operation for key in series]
        separate = separate_variants(run, chapter)
        series = {key: cases for key, cases in series.items()
                  if key.operation == operations[0] and key.variant not in separate}
    if not series:
        return None
    notes: list[str] = []
    lines = _main_table(run, chapter, series, notes)
    if len({key.variant for key in series}) > 1:
        lines += [""] + _variants_table(series)
    lines.append("")
    once = run.timed_once_over([case for cases in series.values() for case in cases])
    if once:
        boards = ", ".join(_size(n) for n in once)
        notes.append(f"Timed in one call, although over the time above which the run repeats a case: "
                     f"n = {boards}.")
    caption = f"Measured on {run.machine}, {run.date}. {run.method} (`{run.source()}`)."
    lines.append("*" + " ".join([caption] + notes) + "*")
    return lines


def _size(n: int) -> str:
    return f"{n:,}"


def _main_table(run: Run, chapter: int, series: dict, notes: list[str]) -> list[str]:
    main = [key for key in series if key.variant == ""] or [
        key for key in series if key.variant == next(iter(series)).variant]
    first = main[0]
    operation = first.operation
    units = {case.headline for key in main for case in series[key] if case.headline}
    unit = units.pop() if len(units) == 1 else None
    previous = run.previous_chapter(chapter, operation)

    time = "time to a solution" if operation == "find" else "time"
    counted = any(case.solutions is not None for key in main for case in series[key])
    header = ["n"] + (["solutions"] if counted else [])
    header += [f"{time}, {key.label()}" if len(main) > 1 else time for key in main]
    # The rate is of the first time column: one thread, where there are several.
    rate = f"{unit} a second" if unit else "work a second"
    header += [unit or "work", f"{rate} ({main[0].label()})" if len(main) > 1 else rate]
    if previous is not None:
        # Against the previous chapter on the same resources: one thread.
        compared = f" ({main[0].label()})" if len(main) > 1 else ""
        # A chapter of several solvers is compared by its main one, and the heading says so.
        has_variants = any(key.chapter == previous and key.variant for key in run.series())
        whose = "'s main solver" if has_variants else ""
        header.append(f"speed-up over {run.book.id(previous)}{whose}{compared}")

    rows = []
    sizes = sorted({case.n for key in main for case in series[key]})
    for n in sizes:
        cases = [run.case(key, n) for key in main]
        reference = next(case for case in cases if case)
        row = [_size(n)]
        if counted:
            row.append(format_count(reference.solutions) if reference.solutions is not None else "—")
        row += [format_seconds(case.seconds) if case else "—" for case in cases]
        row.append(_work_cell(reference, unit))
        row.append(_rate_cell(reference, unit))
        if previous is not None:
            row.append(_speedup_cell(run, chapter, operation, n, cases[0].seconds if cases[0] else None))
        rows.append(row)
    estimated = _estimated_row(run, first, series[first], len(main), unit, previous is not None, notes,
                               counted)
    if estimated:
        rows.append(estimated)
    return markdown_table(header, rows)


def _variants_table(series: dict) -> list[str]:
    """Every solver of the chapter on n = 8 and the two largest boards all of them reach."""
    common = set.intersection(*({case.n for case in cases} for cases in series.values()))
    sizes = sorted(common)[-2:]
    if PROGRESSION_N in common and PROGRESSION_N not in sizes:
        sizes.insert(0, PROGRESSION_N)
    if not sizes:
        return []
    largest = sizes[-1]
    units = {case.headline for cases in series.values() for case in cases if case.n == largest}
    unit = units.pop() if len(units) == 1 and None not in units else None
    header = ["solver"] + [f"time, n = {_size(n)}" for n in sizes]
    header.append(f"{unit} at n = {_size(largest)}" if unit else f"work at n = {_size(largest)}")
    rows = []
    for key, cases in series.items():
        by_n = {case.n: case for case in cases}
        label = key.label()
        if not key.variant and label != "main":
            label = "main, " + label
        row = [label] + [format_seconds(by_n[n].seconds) for n in sizes]
        row.append(_work_cell(by_n[largest], unit))
        rows.append(row)
    return markdown_table(header, rows, text_columns=1)


def markdown_table(header: list[str], rows: list[list[str]], text_columns: int = 0) -> list[str]:
    """The lines of a Markdown table, the first `text_columns` columns aligned left, the others right."""
    align = ["---"] * text_columns + ["---:"] * (len(header) - text_columns)
    return ["| " + " | ".join(cells) + " |" for cells in [header, align] + rows]


def _work_cell(case: Case, unit: str | None) -> str:
    amount = case.headline_work
    if amount is None:
        return "—"
    return format_count(amount) if unit else f"{format_count(amount)} {case.headline}"


def _rate_cell(case: Case, unit: str | None) -> str:
    amount = case.headline_work
    if amount is None or case.seconds <= 0:
        return "—"
    rate = format_rate(amount / case.seconds)
    return rate if unit else f"{rate} {case.headline}"


def _speedup_cell(run: Run, chapter: int, operation: str, n: int, seconds: float | None) -> str:
    before = previous_time(run, chapter, operation, n)
    if before is None or not seconds or seconds <= 0:
        return "—"
    text = format_speedup(before[0] / seconds)
    return f"≈ {text}" if before[1] else text


def _estimated_row(run, key, cases, time_columns, unit, with_speedup, notes, counted):
    """The progression board, estimated, for a main solver not timed that far."""
    if key.operation != "count" or cases[-1].n >= PROGRESSION_N:
        return None
    estimate = run.estimate(key, PROGRESSION_N)
    if estimate is None:
        return None
    work = estimate.work
    row = [_size(PROGRESSION_N)] + (["92"] if counted else [])
    row += ["≈ " + format_seconds(estimate.seconds)] * time_columns
    row += [("≈ " + work) if work else "—", "—"]
    if with_speedup:
        row.append("—")
    notes.append(f"≈: not timed; estimated from {estimate.method}.")
    return row


def _named_case(run: Run, name: str) -> Case:
    parsed = parse_name(name)
    case = run.case(*parsed) if parsed else None
    if case is None:
        raise ValueError(f"the run has no case {name!r}")
    return case


def _per_unit(case: Case) -> float:
    if not case.headline_work:
        raise ValueError(f"{case.name} reports no work")
    return case.seconds / case.headline_work


def measured_figure(run: Run, what: str) -> str:
    """The text of one inline figure: `time ch07/count/n:16` → `8.18 s`."""
    words = what.split()
    if not words:
        raise ValueError("an empty <!-- measured: --> marker")
    verb, names = words[0], words[1:]
    single = {"time", "bytes", "heap", "estimate", "workload"}
    double = {"ratio", "per-ratio", "saving"}
    if verb not in single | double:
        raise ValueError(f"<!-- measured: {what} -->: {verb!r} is not one of "
                         f"{', '.join(sorted(single | double))}")
    if len(names) != (1 if verb in single else 2):
        raise ValueError(f"<!-- measured: {what} -->: {verb} takes {1 if verb in single else 2} case(s)")
    if verb in ("workload", "estimate"):
        parsed = parse_name(names[0])
        if verb == "workload":
            info = run.solver(parsed[0].chapter, parsed[0].variant) if parsed else None
            if info is None or parsed[1] not in info.workload:
                raise ValueError(f"<!-- measured: {what} -->: the run records no workload for it")
            return info.workload_in_words(parsed[1])
        estimate = run.estimate(*parsed) if parsed else None
        if estimate is None:
            raise ValueError(f"<!-- measured: {what} -->: the run gives no estimate for it")
        return format_seconds(estimate.seconds)
    cases = [_named_case(run, name) for name in names]
    first = cases[0]
    if verb == "time":
        return format_seconds(first.seconds)
    if verb in ("bytes", "heap"):
        if first.heap_bytes is None:
            raise ValueError(f"{first.name} has no heap measurement")
        return significant(first.heap_bytes / first.n) if verb == "bytes" else format_bytes(first.heap_bytes)
    if verb == "ratio":
        return significant(first.seconds / cases[1].seconds)
    if verb == "per-ratio":
        return significant(_per_unit(first) / _per_unit(cases[1]))
    return f"{round(100.0 * (1.0 - cases[1].seconds / first.seconds))}%"


class MarkedError(ValueError):
    """An error at one line of a chapter."""

    def __init__(self, line: int, message: str):
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def regenerate_figures(text: str, run: Run) -> str:
    """The text with every inline figure rewritten from the run.

    A figure must stay on the line of its marker, since a line more or less above a chunk would
    move the chunk's `#line`: a marker that does not close on the line it opens, or whose new
    figure would span lines, is an error.
    """
    matched = {match.start() for match in MEASURED.finditer(text)}
    start = text.find(MEASURED_OPENING)
    while start != -1:
        if start not in matched:
            raise MarkedError(_line_of(text, start), f"{MEASURED_OPENING} … --> has no <!-- /measured --> "
                              "after it on the same line")
        start = text.find(MEASURED_OPENING, start + 1)

    def rewrite(match: re.Match) -> str:
        what = match.group("what")
        line = _line_of(text, match.start())
        try:
            figure = measured_figure(run, what)
        except ValueError as error:
            raise MarkedError(line, str(error)) from error
        replacement = f"<!-- measured: {what} -->{figure}<!-- /measured -->"
        if "\n" in replacement:
            raise MarkedError(line, f"<!-- measured: {' '.join(what.split())} --> would span lines "
                              f"({figure!r}); an inline figure must stay on its line, or the code "
                              "chunks below it move")
        return replacement

    return MEASURED.sub(rewrite, text)


def markers_that_begin_lines(text: str) -> list[tuple[int, str]]:
    """The inline figures whose marker begins a line. Markdown reads a line that begins with an
    HTML comment as the start of a block of HTML, which ends the paragraph above in mid-sentence
    on the site, so a marker must follow a word on its line."""
    return [(number, "an inline figure's marker begins the line; Markdown would end the "
                     "paragraph here: move a word of the line above in front of it")
            for number, line in enumerate(text.split("\n"), start=1)
            if line.lstrip().startswith(MEASURED_OPENING)]


def tables_above_chunks(text: str, chapter: dict, markdown: str | None = None) -> list[tuple[int, str]]:
    """(line, message) for every measurement table that stands above a code chunk of the
    chapter (its entry in the book's model) in the same file, `markdown` (the chapter's own
    Markdown unless it names the appendix).

    A new run can give a table more or fewer rows, which would move the `#line` of every chunk
    below it; so a chapter's tables stand after its last chunk.
    """
    markdown = markdown or chapter.get("markdown")
    headers = [(definition["line"], chunk["name"]) for chunk in chapter["chunks"]
               for definition in chunk["definitions"]
               if definition.get("markdown", markdown) == markdown]
    if not headers:
        return []
    last_line, last_name = max(headers)
    problems = []
    for number, line in enumerate(text.split("\n"), start=1):
        opening = OPENING.match(line)
        if opening and number < last_line:
            problems.append((number, f"the table <!-- bench:{opening.group('solver')} --> stands above the code chunk "
                                     f"<<{last_name}>>= at line {last_line}; a new run can change its "
                                     "number of rows and move the chunk's #line: put the table after "
                                     "the chapter's last chunk"))
    return problems


def regenerate(text: str, run: Run) -> tuple[str, list[str]]:
    """The text with every marked table and inline figure rebuilt, and the chapters whose table
    was rebuilt."""
    lines = regenerate_figures(text, run).split("\n")
    out: list[str] = []
    rebuilt: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        out.append(line)
        index += 1
        opening = OPENING.match(line)
        if not opening:
            continue
        table_id = opening.group("solver")
        solver = parse_solver(table_id)
        if solver is None:
            raise ValueError(f"<!-- bench:{table_id} -->: not a solver's name (ch05, ch10.first)")
        closing = f"<!-- /bench:{table_id} -->"
        end = index
        while end < len(lines) and lines[end].strip() != closing:
            end += 1
        if end == len(lines):
            raise ValueError(f"<!-- bench:{table_id} --> has no closing {closing}")
        table = chapter_table(run, solver[0], solver[1] or None)
        if table is None:
            out.extend(lines[index:end])
        else:
            out.extend(table)
            rebuilt.append(table_id)
        out.append(lines[end])
        index = end + 1
    return "\n".join(out), rebuilt


def rewrite(run: Run, check: bool) -> int:
    """Rewrites the tables and figures of every chapter of the book's model from the run; with
    `check`, changes nothing and says what differs. 0 when all is well, 1 when a chapter is stale
    or misplaces a table."""
    stale = 0
    for chapter, markdown in ((chapter, markdown) for chapter in run.book.chapters
                              for markdown in [chapter["markdown"]]
                              + ([chapter["appendix"]["markdown"]] if chapter.get("appendix")
                                 else [])):
        path = ROOT / markdown
        text = path.read_text(encoding="utf-8")
        try:
            new_text, rebuilt = regenerate(text, run)
        except MarkedError as error:
            raise Failure(f"{path}:{error.line}: {error.message}") from error
        except ValueError as error:
            raise Failure(f"{path}: {error}") from error
        misplaced = tables_above_chunks(text, chapter, markdown) + markers_that_begin_lines(text)
        for line, message in misplaced:
            print(f"{path}:{line}: {message}", file=sys.stderr)
        if check:
            if new_text != text:
                print(f"{path}: the measurement table differs from {run.source()}", file=sys.stderr)
                sys.stderr.writelines(
                    difflib.unified_diff(text.splitlines(True), new_text.splitlines(True), str(path), "regenerated")
                )
            stale += bool(misplaced) or new_text != text
        elif new_text != text:
            path.write_text(new_text, encoding="utf-8")
            print(f"{path}: rebuilt {', '.join(rebuilt)}")
    if stale:
        print(f"{stale} chapter(s) out of date, with a table above a chunk or a marker that begins a "
              "line: run tools/bench/bench-tools tables, and mend each line named above", file=sys.stderr)
        return 1
    return 0
