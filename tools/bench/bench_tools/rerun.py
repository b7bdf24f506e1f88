"""`repeat-slow`: timing the slow cases of a run again with queens_bench.

A case over a second runs as one call, so one slow or fast call decides its figure. Those cases
run again with Google Benchmark's repetitions, and each one's single entry is replaced by the
aggregates of the repetitions (mean, median, standard deviation); the run is read with the
median. The context records how many repetitions were made and above what time, and the tables'
captions say so.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from .run import SECONDS_PER, Failure, read_json


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
        raise Failure(f"repeated cases missing from the run: {', '.join(sorted(aggregates))}")
    data["benchmarks"] = merged
    data.setdefault("context", {})["queens_repetitions"] = repetitions
    data["context"]["queens_repeated_over_seconds"] = over
    return data


# A case is repeated when its one call took longer than OVER seconds, REPETITIONS times.
OVER = 1.0
REPETITIONS = 3


def repeat_slow(bench: str, path: Path, bench_args: list[str]) -> None:
    """The run in `path` with its slow cases timed again by the queens_bench program `bench`,
    written back; the program's console table goes to stderr."""
    data = read_json(path)
    names = slow_cases(data.get("benchmarks", []), OVER)
    if not names:
        print("no case took longer than", OVER, "s: nothing to repeat")
        return
    print(f"timing {len(names)} cases {REPETITIONS} times each: {', '.join(names)}", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "run.json"
        mode = data.get("context", {}).get("queens_mode", "full")
        subprocess.run([bench, f"--queens_mode={mode}", *bench_args, f"--benchmark_filter={name_filter(names)}",
                        f"--benchmark_repetitions={REPETITIONS}", "--benchmark_report_aggregates_only=true",
                        f"--benchmark_out={out}", "--benchmark_out_format=json"], check=True, stdout=sys.stderr)
        repeated = read_json(out)
    path.write_text(json.dumps(merge(data, repeated, OVER, REPETITIONS), indent=2) + "\n", encoding="utf-8")
    print("JSON rewritten:", path)
