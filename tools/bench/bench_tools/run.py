"""A benchmark run as queens_bench writes it (JSON): its context, its cases and the solvers.

A case is one benchmark: one solver, one operation (count or find), one board size n, and for
a threaded solver one thread count. Its name says all of that, as queens_bench writes it:
`ch04.heap/count/n:9/process_time/real_time`, `ch09/count/threads:2/n:17/process_time/real_time`
(older runs lack `/process_time`). What comes before the
first slash names the solver, `ch04.heap`, as the chapters' table markers do too;
`parse_solver` and `parse_name` are the only readers of these names. What a chapter is called
comes from the book's model (`book.py`), never from here.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .numbers import format_count, format_rate

if TYPE_CHECKING:
    from .book import Book

ROOT = Path(__file__).resolve().parents[3]
REFERENCE = ROOT / "tools" / "bench" / "book-run.json"
LATEST = ROOT / "build" / "bench" / "bench" / "results.json"

# The ordinary board, on which the book follows every chapter.
PROGRESSION_N = 8

# How many queens beyond its largest timed board a chapter's growth is trusted to continue.
MAX_GROWTH_STEPS = 3

SECONDS_PER = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}


class Failure(Exception):
    """Input the tools cannot use: a run that does not read, a marker that names no case."""


def read_json(path: Path) -> dict:
    """The JSON of a run, as written."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise Failure(f"{path}: not a benchmark run ({error})") from error


SOLVER = re.compile(r"ch(?P<chapter>\d\d)(?:\.(?P<variant>[a-z0-9-]+))?")


def parse_solver(text: str) -> tuple[int, str] | None:
    """The chapter and variant a solver's name gives: `ch04.heap` → (4, "heap"), `ch09` → (9, "")."""
    match = SOLVER.fullmatch(text)
    return (int(match.group("chapter")), match.group("variant") or "") if match else None


@dataclass(frozen=True)
class SeriesKey:
    """What a line of the figure is: a chapter's solver, an operation, a thread count."""

    chapter: int
    variant: str = ""
    operation: str = "count"
    threads: int | None = None

    @property
    def is_main(self) -> bool:
        return self.variant == "" and self.threads in (None, 1)

    def label(self) -> str:
        """The series among its chapter's: `main`, `heap`, `2 threads`."""
        parts = [self.variant] if self.variant else []
        if self.threads is not None:
            parts.append(f"{self.threads} thread" + ("" if self.threads == 1 else "s"))
        return ", ".join(parts) or "main"


@dataclass
class Case:
    name: str
    key: SeriesKey
    n: int
    seconds: float
    work: dict[str, float] = field(default_factory=dict)
    solutions: float | None = None
    error: str | None = None
    headline: str | None = None
    heap_bytes: float | None = None  # the most heap one call held at once
    repeated: bool = False  # its time is the median of repetitions, not one entry

    @property
    def headline_work(self) -> float | None:
        """The amount of the solver's headline unit (its first), per run."""
        return self.work.get(self.headline) if self.headline else None


@dataclass
class SolverInfo:
    """What the run's context says of a solver: its own estimate of the work of the boards it
    was not timed on."""

    chapter: int
    variant: str
    unit: str = ""
    workload: dict[int, float] = field(default_factory=dict)

    def workload_in_words(self, n: int) -> str:
        """The chapter's own count of the work at n, in its unit: `2.8 × 10^14 placements`."""
        return f"{format_count(self.workload[n])} {self.unit}"


@dataclass
class Estimate:
    """A time for a board a chapter was not timed on, and how it was reached."""

    seconds: float
    method: str
    work: str | None = None


def parse_name(name: str) -> tuple[SeriesKey, int] | None:
    """The series and n of a case name, or None for a name queens_bench does not write."""
    solver, _, rest = name.partition("/")
    operation, _, rest = rest.partition("/")
    parsed = parse_solver(solver)
    settings = dict(part.split(":", 1) for part in rest.split("/") if ":" in part)
    if parsed is None or not re.fullmatch("[a-z_]+", operation) or not settings.get("n", "").isdigit():
        return None
    threads = settings.get("threads", "")
    return SeriesKey(*parsed, operation, int(threads) if threads.isdigit() else None), int(settings["n"])


class Run:
    """One benchmark run: its context (machine, date) and its cases; with the book's model, which
    names the chapters, when it is to be shown (`tables`, `page`)."""

    def __init__(self, data: dict, path: Path | None = None, book: Book | None = None):
        self.path = path
        self.book = book
        self.context: dict = data.get("context", {})
        self.cases: list[Case] = []
        self.solvers: list[SolverInfo] = []
        self._read_solvers()
        self._read_cases(data.get("benchmarks", []))

    @classmethod
    def load(cls, path: Path, book: Book | None = None) -> "Run":
        data = read_json(path)
        try:
            return cls(data, path, book)
        except ValueError as error:
            raise Failure(f"{path}: not a benchmark run ({error})") from error

    def _read_solvers(self) -> None:
        described = self.context.get("queens_solvers", [])
        if not isinstance(described, list):
            raise ValueError("its context's queens_solvers is not a list; an older queens_bench "
                             "wrote it: time it again")
        for item in described:
            workload = {int(n): float(amount) for n, amount in item.get("workload", {}).items()}
            self.solvers.append(SolverInfo(chapter=int(item.get("chapter", 0)), variant=item.get("variant", ""),
                                           unit=item.get("unit", ""), workload=workload))

    def _read_cases(self, entries: list[dict]) -> None:
        # A case timed with repetitions (all of them, or those over a second: `repeat-slow`)
        # stands as its median; any other case is its one entry.
        repeated = {entry.get("run_name", entry["name"]) for entry in entries
                    if entry.get("run_type") == "aggregate" and entry.get("aggregate_name") == "median"}
        for entry in entries:
            name = entry.get("run_name", entry["name"])
            if entry.get("run_type") == "aggregate":
                if entry.get("aggregate_name") != "median":
                    continue
            elif name in repeated:
                continue
            parsed = parse_name(name)
            if parsed is None:
                continue
            key, n = parsed
            error = entry.get("error_message") if entry.get("error_occurred") else None
            unit = SECONDS_PER.get(entry.get("time_unit", "ns"), 1e-9)
            work = {}
            solutions = None
            heap_bytes = None
            for counter, value in entry.items():
                if counter in RESERVED or not isinstance(value, (int, float)):
                    continue
                if counter == "solutions":
                    solutions = float(value)
                elif counter == HEAP_COUNTER:
                    heap_bytes = float(value)
                elif not counter.endswith("/s"):
                    work[counter] = float(value)
            self.cases.append(Case(name=name, key=key, n=n, seconds=float(entry.get("real_time", 0.0)) * unit,
                                   work=work, solutions=solutions, error=error, heap_bytes=heap_bytes,
                                   headline=_headline(entry.get("label", ""), work),
                                   repeated=entry.get("run_type") == "aggregate"))

    # What the run was.

    @property
    def method(self) -> str:
        """How a case was timed, as the tables' captions say it."""
        text = ("Wall-clock time of one call, the mean over as many calls as fit in half a second "
                "(at least one)")
        over = self.repeated_over
        if over is not None:
            repetitions = int(self.context["queens_repetitions"])
            text += (f"; a case over {over:g} s is the median of {repetitions} such calls")
        return text + ", Release build"

    @property
    def repeated_over(self) -> float | None:
        """The time above which the run repeats a case; None when it repeats nothing."""
        if not self.context.get("queens_repetitions"):
            return None
        return float(self.context.get("queens_repeated_over_seconds", 1.0))

    def timed_once_over(self, cases) -> list[int]:
        """The boards among `cases` whose time is one entry although over the time above which
        the run repeats a case (none when the run repeats nothing)."""
        over = self.repeated_over
        if over is None:
            return []
        return sorted({case.n for case in cases if case.seconds > over and not case.repeated})

    @property
    def machine(self) -> str:
        return self.context.get("queens_machine") or self.context.get("host_name", "unknown machine")

    @property
    def date(self) -> str:
        return str(self.context.get("date", "unknown date"))[:10]

    @property
    def mode(self) -> str:
        return self.context.get("queens_mode", "")

    @property
    def ways(self) -> str:
        """The ways of computing the chapters' environment variables chose, as queens_bench
        names them (`ch13: QUEENS_POPCOUNT=nibbles QUEENS_JOIN=four-at-once`); empty in a run
        older than that record."""
        return str(self.context.get("queens_ways", ""))

    @property
    def build(self) -> str:
        parts = [self.context.get("queens_compiler", ""), self.context.get("queens_build", "")]
        return ", ".join(part for part in parts if part)

    def source(self) -> str:
        """The JSON file's path, relative to the repository when it is inside it."""
        if self.path is None:
            return "(in memory)"
        try:
            return str(self.path.resolve().relative_to(ROOT))
        except ValueError:
            return str(self.path)

    # Looking things up.

    def chapters(self) -> list[int]:
        return sorted({case.key.chapter for case in self.cases})

    def series(self) -> dict[SeriesKey, list[Case]]:
        """Every series with its good cases, n ascending, in chapter order."""
        found: dict[SeriesKey, list[Case]] = {}
        for case in self.cases:
            if case.error is None:
                found.setdefault(case.key, []).append(case)
        order = sorted(found, key=lambda k: (k.chapter, k.operation, k.variant != "", k.variant, k.threads or 0))
        return {key: sorted(found[key], key=lambda c: c.n) for key in order}

    def case(self, key: SeriesKey, n: int) -> Case | None:
        for case in self.cases:
            if case.key == key and case.n == n and case.error is None:
                return case
        return None

    def counted_at(self, n: int) -> list[tuple[SeriesKey, Case | None, Estimate | None]]:
        """Every counting series of a main solver (one per thread count) at board n, in chapter
        order: the case timed there, else the estimate; a series with neither is left out."""
        found = []
        for key in self.series():
            if key.operation != "count" or key.variant:
                continue
            case = self.case(key, n)
            estimate = None if case else self.estimate(key, n)
            if case or estimate:
                found.append((key, case, estimate))
        return found

    def main_key(self, chapter: int, operation: str | None = None) -> SeriesKey | None:
        """The series that stands for a chapter: its main solver, one thread."""
        for key in self.series():
            if key.chapter == chapter and key.is_main and (operation is None or key.operation == operation):
                return key
        return None

    def previous_chapter(self, chapter: int, operation: str) -> int | None:
        """The nearest earlier chapter timed on the same operation."""
        earlier = [
            key.chapter
            for key in self.series()
            if key.chapter < chapter and key.operation == operation and key.is_main
        ]
        return max(earlier) if earlier else None

    def solver(self, chapter: int, variant: str = "") -> SolverInfo | None:
        for info in self.solvers:
            if info.chapter == chapter and info.variant == variant:
                return info
        return None

    def series_label(self, key: SeriesKey) -> str:
        """How the page and the figures name a series: `ch09 The fastest counter (2 threads)`."""
        detail = key.label()
        return (f"{self.book.id(key.chapter)} {self.book.title(key.chapter).split(':')[0]}".rstrip()
                + ("" if detail == "main" else f" ({detail})"))

    def estimate(self, key: SeriesKey, n: int) -> Estimate | None:
        """The time of a board larger than any this series was timed on.

        Preferred: the chapter's own count of the work at n (the registry's `workload`,
        recorded in the JSON) divided by the rate measured at the largest board timed. When
        the chapter gives no such count, the growth between its two largest boards, continued,
        and only a few queens further.
        """
        cases = self.series().get(key, [])
        if not cases or n <= cases[-1].n:
            return None
        last = cases[-1]
        info = self.solver(key.chapter, key.variant)
        if info and n in info.workload and last.work.get(info.unit) and last.seconds > 0:
            rate = last.work[info.unit] / last.seconds
            return Estimate(
                seconds=info.workload[n] / rate,
                method=(
                    f"{info.workload_in_words(n)} (the chapter's own count for n = {n}) at the "
                    f"{format_rate(rate)} {info.unit} a second measured for n = {last.n}"
                ),
                work=format_count(info.workload[n]),
            )
        if len(cases) >= 2 and cases[-2].seconds > 0 and n - last.n <= MAX_GROWTH_STEPS:
            before = cases[-2]
            growth = (last.seconds / before.seconds) ** (1.0 / (last.n - before.n))
            return Estimate(
                seconds=last.seconds * growth ** (n - last.n),
                method=(
                    f"the growth from n = {before.n} to n = {last.n} (×{growth:.3g} per queen) "
                    f"continued to n = {n}"
                ),
            )
        return None


def _headline(label: str, work: dict[str, float]) -> str | None:
    # queens_bench labels each case with the first unit its solver reported.
    if label in work:
        return label
    return min(work) if work else None


# queens_bench's counter of the most heap memory one call held at once, in bytes.
HEAP_COUNTER = "peak_heap_bytes"

RESERVED = {
    "family_index",
    "per_family_instance_index",
    "repetitions",
    "repetition_index",
    "threads",
    "iterations",
    "real_time",
    "cpu_time",
}


def load_default(path: Path | None, book: Book) -> Run:
    """The run named; without one, the last full run of the bench preset
    (build/bench/bench/results.json) when there is one; else the reference run."""
    if path is not None:
        return Run.load(path, book)
    if LATEST.is_file():
        run = Run.load(LATEST, book)
        if run.mode == "full":
            return run
    return Run.load(REFERENCE, book)
