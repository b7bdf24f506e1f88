"""Timing cases of a run again with queens_bench, and putting the new figures in the run.

`repeat_slow`: a case over a second runs as one call, so one slow or fast call decides its
figure. Those cases run again with Google Benchmark's repetitions, and each one's single entry
is replaced by the aggregates of the repetitions (mean, median, standard deviation); the run is
read with the median. The context records how many repetitions were made and above what time,
and the tables' captions say so.

`retime`: after a change to one chapter its figures in the book's run are stale, and the whole
run takes the best part of an hour. Every case of the solvers named (`ch12`, `ch04.heap`) is
timed again, in the run's mode and under the run's name for the machine, those over a second
are repeated as the run's were, and the solvers' entries in the run are replaced. The context
records which were timed again and when, and the tables' captions say so. Run it on the machine
that took the run, as quiet as it was then.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from .run import SECONDS_PER, Failure, parse_name, parse_solver, read_json


def run_bench(bench: str, arguments: list[str]) -> dict:
    """The JSON of a run of the queens_bench program `bench` with these arguments; its console
    table goes to stderr."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "run.json"
        command = [bench, *arguments, f"--benchmark_out={out}", "--benchmark_out_format=json"]
        print("running " + " ".join(command), file=sys.stderr, flush=True)
        subprocess.run(command, check=True, stdout=sys.stderr)
        if not out.is_file() or out.stat().st_size == 0:
            raise Failure(f"{bench} wrote no JSON")
        return json.loads(out.read_text(encoding="utf-8"))


def write(path: Path, data: dict) -> None:
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print("JSON rewritten:", path)


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


def with_slow_repeated(data: dict, bench: str, over: float, repetitions: int, bench_args: list[str]) -> dict:
    """`data` with its cases over `over` seconds timed `repetitions` times by `bench`."""
    names = slow_cases(data.get("benchmarks", []), over)
    if not names:
        print("no case took longer than", over, "s: nothing to repeat")
        return data
    print(f"timing {len(names)} cases {repetitions} times each: {', '.join(names)}", flush=True)
    mode = data.get("context", {}).get("queens_mode", "full")
    repeated = run_bench(bench, [f"--queens_mode={mode}", *bench_args, f"--benchmark_filter={name_filter(names)}",
                                 f"--benchmark_repetitions={repetitions}",
                                 "--benchmark_report_aggregates_only=true"])
    return merge(data, repeated, over, repetitions)


def repeat_slow(bench: str, path: Path, over: float, repetitions: int, bench_args: list[str]) -> None:
    write(path, with_slow_repeated(read_json(path), bench, over, repetitions, bench_args))


def series_of(name: str) -> str | None:
    """The solver a case belongs to: `ch04.heap` for `ch04.heap/count/n:9/real_time`."""
    return name.partition("/")[0] if parse_name(name) else None


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
        raise Failure(f"the new run has no cases of {', '.join(sorted(wanted - found))}")
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


def retime(bench: str, path: Path, series: list[str], bench_args: list[str]) -> None:
    wrong = [one for one in series if parse_solver(one) is None]
    if wrong:
        raise Failure(f"not a solver's name (ch12, ch04.heap): {', '.join(wrong)}")
    data = read_json(path)
    context = data.get("context", {})
    machine = [f"--queens_machine={context['queens_machine']}"] if context.get("queens_machine") else []
    arguments = [*machine, *bench_args]
    fresh = run_bench(bench, [f"--queens_mode={context.get('queens_mode', 'full')}", *arguments,
                              f"--benchmark_filter={series_filter(series)}"])
    repetitions = context.get("queens_repetitions")
    if repetitions:
        over = float(context.get("queens_repeated_over_seconds", 1.0))
        fresh = with_slow_repeated(fresh, bench, over, int(repetitions), arguments)
    write(path, replace_series(data, fresh, series))
