#!/usr/bin/python3
"""Time again, several times, every case of a benchmark run that took longer than a second.

    repeat_slow.py BENCH RESULTS.json [--over SECONDS] [--repetitions R] [BENCH ARGUMENTS]

A case over a second runs as one call, so one slow or fast call decides its figure. This script
runs those cases again with Google Benchmark's repetitions, and replaces each one's single entry
in RESULTS.json by the aggregates of the repetitions (mean, median, standard deviation); the
scripts that read the run take the median. The context records how many repetitions were made
and above what time, and the tables' captions say so.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchdata import SECONDS_PER  # noqa: E402


def slow_cases(entries: list[dict], over: float) -> list[str]:
    """The names of the single-run cases that took longer than `over` seconds."""
    names = []
    for entry in entries:
        if entry.get("run_type", "iteration") != "iteration":
            continue
        seconds = float(entry.get("real_time", 0.0)) * SECONDS_PER.get(entry.get("time_unit", "ns"), 1e-9)
        if seconds > over and not entry.get("error_occurred"):
            names.append(entry["name"])
    return names


def escaped(text: str) -> str:
    """`text` as an extended POSIX regular expression that matches it alone, in which only the
    characters that mean something may be escaped (Google Benchmark's filters)."""
    return re.sub(r"([.^$*+?()\[\]{}|\\])", r"\\\1", text)


def name_filter(names: list[str]) -> str:
    """A --benchmark_filter that matches exactly these cases."""
    return "^(" + "|".join(escaped(name) for name in names) + ")$"


def merge(data: dict, repeated: dict, over: float, repetitions: int) -> dict:
    """`data` with the entries of the repeated cases replaced by their aggregates."""
    aggregates: dict[str, list[dict]] = {}
    for entry in repeated.get("benchmarks", []):
        if entry.get("run_type") == "aggregate":
            aggregates.setdefault(entry["run_name"], []).append(entry)
    merged = []
    for entry in data.get("benchmarks", []):
        name = entry.get("run_name", entry["name"])
        if entry.get("run_type", "iteration") == "iteration" and name in aggregates:
            merged.extend(aggregates.pop(name))
        else:
            merged.append(entry)
    if aggregates:
        raise SystemExit(f"repeated cases missing from the run: {', '.join(sorted(aggregates))}")
    data["benchmarks"] = merged
    data.setdefault("context", {})["queens_repetitions"] = repetitions
    data["context"]["queens_repeated_over_seconds"] = over
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bench", help="the queens_bench program")
    parser.add_argument("results", type=Path, help="the run's JSON, rewritten in place")
    parser.add_argument("--over", type=float, default=1.0, help="repeat cases over this many seconds")
    parser.add_argument("--repetitions", type=int, default=5, help="how many times (an odd number)")
    arguments, bench_args = parser.parse_known_args()
    data = json.loads(arguments.results.read_text(encoding="utf-8"))
    names = slow_cases(data.get("benchmarks", []), arguments.over)
    if not names:
        print("no case took longer than", arguments.over, "s: nothing to repeat")
        return 0
    print(f"timing {len(names)} cases {arguments.repetitions} times each: {', '.join(names)}", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "repeated.json"
        mode = data.get("context", {}).get("queens_mode", "full")
        subprocess.run([arguments.bench, f"--queens_mode={mode}", *bench_args,
                        f"--benchmark_filter={name_filter(names)}",
                        f"--benchmark_repetitions={arguments.repetitions}",
                        "--benchmark_report_aggregates_only=true", f"--benchmark_out={out}",
                        "--benchmark_out_format=json"], check=True)
        if not out.exists() or out.stat().st_size == 0:
            raise SystemExit("the benchmark program wrote no JSON for the repeated cases")
        repeated = json.loads(out.read_text(encoding="utf-8"))
    merged = merge(data, repeated, arguments.over, arguments.repetitions)
    arguments.results.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    print("JSON rewritten:", arguments.results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
