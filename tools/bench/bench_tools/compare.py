"""Two benchmark runs side by side: the time of each case in both, and the speed-up.

Each run is a JSON file written by queens_bench, or a queens_bench program, which is then run
(with the filter and the arguments given) and its JSON compared. The speed-up is the base's
time over the new one's: above 1, the new run is faster. A case whose solver reported
different work in the two runs is marked, since it is then not the same computation. Google
Benchmark ships a compare.py of its own in its source tree, but Debian's libbenchmark-dev does
not install it; this is the part of it the book needs, without its statistical tests.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path

from .numbers import format_seconds, format_speedup
from .rerun import run_bench
from .run import Run


def load(source: str, name_filter: str | None, bench_args: list[str]) -> Run:
    """The run in a JSON file, or the run a queens_bench program makes now."""
    path = Path(source)
    if path.is_file() and os.access(path, os.X_OK) and path.suffix != ".json":
        arguments = [f"--benchmark_filter={name_filter}"] if name_filter else []
        return Run(run_bench(str(path.resolve()), arguments + bench_args))
    return Run.load(path)


def compare(base: Run, new: Run, name_filter: str | None = None) -> tuple[list[list[str]], list[float]]:
    """The rows of the comparison, and the speed-ups of the cases both runs have."""
    pattern = re.compile(name_filter) if name_filter else None
    before = {case.name: case for case in base.cases}
    after = {case.name: case for case in new.cases}
    names = list(before) + [name for name in after if name not in before]
    rows = []
    ratios = []
    for name in names:
        if pattern and not pattern.search(name):
            continue
        old, now = before.get(name), after.get(name)
        shown = name.removesuffix("/real_time")
        if old is None or now is None:
            rows.append([shown, _time(old), _time(now), "only in " + ("new" if old is None else "base"), ""])
            continue
        if old.error or now.error or now.seconds <= 0:
            rows.append([shown, _time(old), _time(now), "—", "error"])
            continue
        ratio = old.seconds / now.seconds
        ratios.append(ratio)
        note = ""
        if old.headline_work is not None and now.headline_work is not None and not math.isclose(
            old.headline_work, now.headline_work, rel_tol=1e-9
        ):
            note = f"{old.headline} differ"
        rows.append([shown, _time(old), _time(now), format_speedup(ratio), note])
    return rows, ratios


def _time(case) -> str:
    if case is None:
        return "—"
    if case.error:
        return "error"
    return format_seconds(case.seconds)


def render(rows: list[list[str]], header: list[str]) -> str:
    widths = [max(len(row[i]) for row in [header] + rows) for i in range(len(header))]
    def line(row):
        cells = [row[0].ljust(widths[0])] + [row[i].rjust(widths[i]) for i in range(1, 4)] + [row[4]]
        return "  ".join(cells).rstrip()
    return "\n".join([line(header), line(["-" * w for w in widths])] + [line(row) for row in rows])


def report(base_source: str, new_source: str, name_filter: str | None, bench_args: list[str]) -> None:
    base = load(base_source, name_filter, bench_args)
    new = load(new_source, name_filter, bench_args)
    rows, ratios = compare(base, new, name_filter)
    header = ["case", f"base ({base.date})", f"new ({new.date})", "speed-up", ""]
    print(render(rows, header))
    if ratios:
        mean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"\n{len(ratios)} cases in both; geometric mean speed-up {format_speedup(mean)}")
    if base.machine != new.machine:
        print(f"note: different machines: {base.machine} / {new.machine}")
