#!/usr/bin/python3
"""Put two benchmark runs side by side: the time of each case in both, and the speed-up.

    compare.py BASE NEW [--filter REGEX] [--markdown] [-- ARGS for the programs]

BASE and NEW are each a JSON file written by queens_bench (--benchmark_out=FILE
--benchmark_out_format=json), or a queens_bench program, which is then run with --filter
and the ARGS after `--` and its JSON compared. Two builds of the project compare as

    compare.py build/before/tools/bench/queens_bench build/h-bench/tools/bench/queens_bench \\
        --filter 'ch07' -- --queens_mode=quick

The speed-up is BASE's time over NEW's: above 1, NEW is faster. A case whose solver reported
different work in the two runs is marked, since it is then not the same computation. Google
Benchmark ships a compare.py of its own in its source tree, but Debian's libbenchmark-dev does
not install it; this is the part of it the book needs, without its statistical tests.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchdata import Run, format_seconds, format_speedup  # noqa: E402


def load(source: str, name_filter: str | None, extra: list[str]) -> Run:
    path = Path(source)
    if path.is_file() and os.access(path, os.X_OK) and path.suffix != ".json":
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "run.json"
            command = [str(path.resolve()), f"--benchmark_out={out}", "--benchmark_out_format=json"]
            if name_filter:
                command.append(f"--benchmark_filter={name_filter}")
            command += extra
            print("running " + " ".join(command), file=sys.stderr)
            subprocess.run(command, check=True, stdout=sys.stderr)
            return Run.load(out)
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


def render(rows: list[list[str]], header: list[str], markdown: bool) -> str:
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "| --- | ---: | ---: | ---: | --- |"]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        return "\n".join(lines)
    widths = [max(len(row[i]) for row in [header] + rows) for i in range(len(header))]
    def line(row):
        cells = [row[0].ljust(widths[0])] + [row[i].rjust(widths[i]) for i in range(1, 4)] + [row[4]]
        return "  ".join(cells).rstrip()
    return "\n".join([line(header), line(["-" * w for w in widths])] + [line(row) for row in rows])


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1 :]
        argv = argv[: argv.index("--")]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("base", help="JSON file or queens_bench program: the run compared against")
    parser.add_argument("new", help="JSON file or queens_bench program: the run being judged")
    parser.add_argument("--filter", help="only the cases whose name matches this regular expression")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)

    base = load(args.base, args.filter, extra)
    new = load(args.new, args.filter, extra)
    rows, ratios = compare(base, new, args.filter)
    header = ["case", f"base ({base.date})", f"new ({new.date})", "speed-up", ""]
    print(render(rows, header, args.markdown))
    if ratios:
        mean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"\n{len(ratios)} cases in both; geometric mean speed-up {format_speedup(mean)}")
    if base.machine != new.machine:
        print(f"note: different machines: {base.machine} / {new.machine}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
