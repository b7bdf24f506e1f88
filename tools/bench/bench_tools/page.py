"""The book's Measurements page and its figures, from a benchmark run.

`write` puts measurements.md (Markdown that MyST and GitHub both read) in a folder beside
time-against-n.svg and time-at-n8.svg; the page says which run it shows, on what machine and
when.
"""

from __future__ import annotations

from pathlib import Path

from . import figures
from .numbers import format_count, format_seconds, format_speedup, significant
from .run import PROGRESSION_N, Case, Run, SeriesKey
from .tables import chapter_table, markdown_table, separate_variants


def _header(run: Run) -> list[str]:
    load = run.context.get("load_avg")
    lines = [
        "# Measurements",
        "",
        "Each chapter sets its times beside the one before it. These are the measurements behind",
        "those comparisons: every chapter's solver, timed by the benchmark program in `tools/bench/`",
        "over the board sizes the chapter declares, counting every solution (or, for chapters 10 and",
        "11, finding one). The chapters' own tables are drawn from the same run.",
        "",
        f"- **Machine:** {run.machine}",
        f"- **Date:** {run.date}",
        f"- **Build:** {run.build or 'Release'}",
    ]
    if run.ways:
        lines.append(f"- **Ways chosen:** {run.ways}")
    lines += [
        f"- **Data:** `{run.source()}`" + (f" ({run.mode} run)" if run.mode and run.mode != "full" else ""),
    ]
    if isinstance(load, list) and load:
        lines.append(f"- **Load average when it started:** {', '.join(f'{value:.2f}' for value in load)}")
    lines += [
        "",
        f"Times: {run.method[0].lower()}{run.method[1:]}. Work is what the solver itself counted (placements, boards,",
        "nodes: each chapter's own unit), so the tables show how much less each chapter examines as",
        "well as how much less time it takes. Every run's answer is checked against the known number",
        "of solutions before its time is kept.",
        "",
    ]
    return lines


def _figure(images: str) -> list[str]:
    return [
        "## Time against n",
        "",
        f"![Time against n for every chapter, on a logarithmic scale]({images}time-against-n.svg)",
        "",
        "Each step of *n* multiplies the work of an exhaustive search, so the lines climb steeply",
        "on the logarithmic time axis; what a chapter gains shows as the distance between its line",
        "and the one before it. The solvers that find a single solution are on the right: chapter",
        "10's search for the first solution on boards up to a few dozen queens, and the local and",
        "constructive solvers of chapters 10 and 11 on boards from a thousand queens to a hundred",
        "million.",
        "",
    ]


def _progression(run: Run, images: str) -> list[str]:
    rows = []
    notes = []
    for key, case, estimate in run.counted_at(PROGRESSION_N):
        if case:
            work = f"{format_count(case.headline_work)} {case.headline}" if case.headline_work is not None else "—"
            rows.append((key, case.seconds, work, False))
        else:
            rows.append((key, estimate.seconds, f"≈ {estimate.work}" if estimate.work else "—", True))
            notes.append(f"{run.book.id(key.chapter)}: {estimate.method}")
    if not rows:
        return []
    lines = [
        f"## The progression at n = {PROGRESSION_N}",
        "",
        f"![The time to count the solutions of n = {PROGRESSION_N}, chapter by chapter]({images}time-at-n8.svg)",
        "",
    ]
    first = rows[0][1]
    above = None
    cells = []
    for key, seconds, work, estimated in rows:
        cells.append([run.series_label(key), ("≈ " if estimated else "") + format_seconds(seconds), work,
                      format_speedup(above / seconds) if above else "—",
                      format_speedup(first / seconds) if seconds != first else "—"])
        above = seconds
    lines += markdown_table(["chapter", "time", "work", "speed-up over the row above", "over the first"],
                            cells, text_columns=1) + [""]
    if notes:
        lines += [
            "≈: too slow to time at this size; estimated instead. A chapter states the work any *n*",
            "would take (the registry's `workload`); the estimate divides that by the rate, work per",
            "second, measured at the largest board the chapter was timed on. These chapters spend",
            "about the same time on every candidate they examine, whatever *n*, so the rate carries",
            "over:",
            "",
        ]
        lines += [f"- {note}." for note in notes]
        lines.append("")
    return lines


def _fastest(run: Run) -> list[str]:
    """The last counting chapters at the largest boards, with every thread count."""
    threaded = [key for key in run.series() if key.operation == "count" and key.threads and not key.variant]
    if not threaded:
        return []
    chapter = threaded[0].chapter
    before = sorted(
        {k.chapter for k in run.series() if k.operation == "count" and k.is_main and k.chapter < chapter}
    )[-2:]
    columns = [run.main_key(c, "count") for c in before] + threaded
    sizes = sorted({case.n for key in threaded for case in run.series()[key]})[-2:]
    lines = [
        "## The fastest counters",
        "",
        f"The counters that use threads, chapter {chapter} and those after it, beside the two chapters",
        "before it, on the two largest boards timed, with each thread count they were run with.",
        "",
    ]
    rows = []
    notes = []
    for n in sizes:
        times = []
        cells = []
        for key in columns:
            case = run.case(key, n)
            if case:
                times.append(case.seconds)
                cells.append(format_seconds(case.seconds))
                continue
            estimate = run.estimate(key, n) if key not in threaded else None
            times.append(estimate.seconds if estimate else None)
            cells.append("≈ " + format_seconds(estimate.seconds) if estimate else "—")
            if estimate:
                notes.append(f"{run.book.id(key.chapter)} at n = {n}: {estimate.method}")
        threads = [t for key, t in zip(columns, times) if key in threaded and t]
        scaling = format_speedup(threads[0] / min(threads[1:])) if len(threads) > 1 else "—"
        known = [(t, cell.startswith("≈")) for t, cell in zip(times, cells) if t]
        overall = "—"
        if len(known) > 1:
            fastest = min(known)
            overall = format_speedup(known[0][0] / fastest[0])
            if known[0][1] or fastest[1]:
                overall = "≈ " + overall
        rows.append([str(n)] + cells + [scaling, overall])
    header = ["n"] + [run.series_label(key) for key in columns] + ["speed-up from threads", "fastest over the first"]
    lines += markdown_table(header, rows) + [""]
    if notes:
        lines += ["≈: not timed; estimated from " + "; ".join(notes) + ".", ""]
    return lines


def _finders(run: Run) -> list[str]:
    keys = [key for key in run.series() if key.operation == "find"]
    if not keys:
        return []
    sizes = sorted({case.n for key in keys for case in run.series()[key]})
    lines = [
        "## One solution for a large board",
        "",
        "The chapters that find a single solution, timed from the call to a checked solution; for",
        "local search each run starts from a different seed, so the time is a mean over seeds.",
        "",
    ]

    def time_and_work(case: Case) -> str:
        work = f" ({format_count(case.headline_work)} {case.headline})" if case.headline_work is not None else ""
        return format_seconds(case.seconds) + work

    return lines + _table_by_n(run, keys, sizes, time_and_work) + _memory(run, keys)


def _memory(run: Run, keys: list[SeriesKey]) -> list[str]:
    """The most heap a run held, per queen, for the finders timed on a thousand queens or more."""
    measured = [key for key in keys if any(case.heap_bytes and case.n >= 1000 for case in run.series()[key])]
    if not measured:
        return []
    sizes = sorted({case.n for key in measured for case in run.series()[key] if case.n >= 1000})
    lines = [
        "The memory they need, as the most heap one run held at once (the benchmark program counts",
        "every allocation), in bytes a queen:",
        "",
    ]
    return lines + _table_by_n(run, measured, sizes,
                               lambda case: significant(case.heap_bytes / case.n) if case.heap_bytes else "—")


def _table_by_n(run: Run, keys: list[SeriesKey], sizes: list[int], cell) -> list[str]:
    """A table with a row for each n and a column for each series; `cell` writes a case, and a
    board the series was not timed on is a dash."""
    rows = [[f"{n:,}"] + [cell(case) if case else "—" for case in (run.case(key, n) for key in keys)]
            for n in sizes]
    return markdown_table(["n"] + [run.series_label(key) for key in keys], rows) + [""]


def _chapters(run: Run) -> list[str]:
    lines = ["## Chapter by chapter", ""]
    for chapter in run.chapters():
        table = chapter_table(run, chapter)
        if table:
            lines += [f"### {chapter}. {run.book.title(chapter)}", ""] + table + [""]
        for variant in separate_variants(run, chapter):
            lines += [f"The variant `{variant}`, timed apart from the others:", ""]
            lines += chapter_table(run, chapter, variant) + [""]
    return lines


def _reproduce() -> list[str]:
    return [
        "## Measuring again",
        "",
        "```sh",
        "cmake --preset bench",
        "cmake --build --preset bench --target bench        # minutes; bench-quick: about one",
        "cmake --build --preset bench --target bench-book   # this page and its figures from that run",
        "```",
        "",
        "The run writes `build/bench/bench/results.json`; `tools/bench/README.md` has the details.",
        "",
    ]


def page(run: Run, images: str = "") -> str:
    lines = _header(run) + _figure(images) + _progression(run, images) + _fastest(run) + _finders(run)
    lines += _chapters(run) + _reproduce()
    return "\n".join(lines).rstrip("\n") + "\n"


def write(run: Run, out: Path, images: str = "") -> Path:
    """The page and its figures in `out`; `images` is how the page's links reach the figures."""
    out.mkdir(parents=True, exist_ok=True)
    figures.draw_all(run, out)
    target = out / "measurements.md"
    target.write_text(page(run, images), encoding="utf-8")
    return target
