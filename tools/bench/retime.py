#!/usr/bin/python3
"""Time some series of a run again, and put them in the run in place of the old ones.

    retime.py BENCH RUN.json SERIES [SERIES ...] [BENCH ARGUMENTS]

A series is what a case's name holds before its first slash: `ch12`, `ch04.heap`. After a
change to one chapter its figures in the book's run are stale, and the whole run takes the best
part of an hour. This script times every case of the named series again, in the run's mode and
under the run's name for the machine, repeats those over a second as the run did
(repeat_slow.py), and replaces the series' entries in RUN.json. The context records which series
were timed again and when, and the tables' captions say so. Run it on the machine that took the
run, as quiet as it was then.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))

from repeat_slow import escaped  # noqa: E402


def series_of(name: str) -> str:
    """The series a case belongs to: its name up to the first slash."""
    return name.split("/", 1)[0]


def series_filter(series: list[str]) -> str:
    """A --benchmark_filter that matches every case of these series and no other."""
    return "^(" + "|".join(escaped(one) for one in series) + ")/"


def replace_series(data: dict, fresh: dict, series: list[str]) -> dict:
    """`data` with the entries of `series` replaced by those of `fresh`, where the old ones
    stood (at the end for a series the run did not have), and the context noting when."""
    wanted = set(series)
    new = [entry for entry in fresh.get("benchmarks", []) if series_of(entry["name"]) in wanted]
    found = {series_of(entry["name"]) for entry in new}
    if found != wanted:
        raise SystemExit(f"the new run has no cases of {', '.join(sorted(wanted - found))}")
    merged: list[dict] = []
    for entry in data.get("benchmarks", []):
        if series_of(entry["name"]) not in wanted:
            merged.append(entry)
        elif new:
            merged.extend(new)
            new = []
    merged.extend(new)
    data["benchmarks"] = merged
    when = fresh.get("context", {}).get("date", "")
    retimed = data.setdefault("context", {}).setdefault("queens_retimed", {})
    retimed.update({one: when for one in series})
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bench", help="the queens_bench program")
    parser.add_argument("results", type=Path, help="the run's JSON, rewritten in place")
    parser.add_argument("series", nargs="+", help="the series to time again: ch12, ch04.heap")
    arguments, bench_args = parser.parse_known_args()
    data = json.loads(arguments.results.read_text(encoding="utf-8"))
    context = data.get("context", {})
    mode = context.get("queens_mode", "full")
    repetitions = context.get("queens_repetitions")
    over = context.get("queens_repeated_over_seconds", 1.0)
    repeat = [f"--repetitions={repetitions}", f"--over={over}"] if repetitions else []
    machine = [f"--queens_machine={context['queens_machine']}"] if context.get("queens_machine") else []
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "retimed.json"
        subprocess.run([arguments.bench, f"--queens_mode={mode}", *machine, *bench_args,
                        f"--benchmark_filter={series_filter(arguments.series)}",
                        f"--benchmark_out={out}", "--benchmark_out_format=json"], check=True)
        if repeat:
            subprocess.run([sys.executable, str(Path(__file__).with_name("repeat_slow.py")),
                            arguments.bench, str(out), *repeat, *machine, *bench_args], check=True)
        fresh = json.loads(out.read_text(encoding="utf-8"))
    merged = replace_series(data, fresh, arguments.series)
    arguments.results.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    print("JSON rewritten:", arguments.results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
