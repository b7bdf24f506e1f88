"""The book's figures from a benchmark run, drawn with matplotlib as SVG.

time-against-n: time against n for every chapter's main solver (the variants are in the
chapters' own tables): the exhaustive chapters on the left (n linear, time logarithmic), the
chapters that find one solution on the right (both logarithmic, n from 10^3 up), one time axis
for both. time-at-n8: the time for n = 8 chapter by chapter, with the boards a chapter was not
timed on estimated and hatched. (Why matplotlib: tools/bench/README.md.)
"""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.ticker import FixedLocator, FuncFormatter, NullLocator  # noqa: E402

from .numbers import format_seconds  # noqa: E402
from .run import PROGRESSION_N, Failure, Run, SeriesKey  # noqa: E402

# The time axis is marked at durations a reader knows, not at powers of ten of a second.
YEAR = 86400.0 * 365.25
TICKS = [
    (1e-9, "1 ns"), (1e-8, "10 ns"), (1e-7, "100 ns"), (1e-6, "1 µs"), (1e-5, "10 µs"),
    (1e-4, "100 µs"), (1e-3, "1 ms"), (1e-2, "10 ms"), (0.1, "100 ms"), (1.0, "1 s"),
    (10.0, "10 s"), (60.0, "1 min"), (600.0, "10 min"), (3600.0, "1 h"), (36000.0, "10 h"),
    (86400.0, "1 day"), (864000.0, "10 days"), (8640000.0, "100 days"), (YEAR, "1 year"),
    (10 * YEAR, "10 years"), (100 * YEAR, "100 years"), (1000 * YEAR, "1,000 years"),
    (1e4 * YEAR, "10,000 years"), (1e5 * YEAR, "100,000 years"), (1e6 * YEAR, "a million years"),
]


def _time_ticks(low: float, high: float, most: int = 12) -> tuple[list[float], list[str], float, float]:
    """Ticks covering [low, high], at most about `most` of them, and the axis limits they give."""
    below = [t for t in TICKS if t[0] <= low] or TICKS[:1]
    above = [t for t in TICKS if t[0] >= high] or TICKS[-1:]
    first, last = TICKS.index(below[-1]), TICKS.index(above[0])
    chosen = TICKS[first : last + 1]
    step = (len(chosen) - 1) // most + 1
    chosen = chosen[::step]
    if chosen[-1][0] < high:
        chosen.append(TICKS[min(len(TICKS) - 1, TICKS.index(chosen[-1]) + step)])
    return [t[0] for t in chosen], [t[1] for t in chosen], chosen[0][0], chosen[-1][0]


def _time_axis(axis, low: float, high: float, which: str = "y", most: int = 12) -> None:
    values, labels, first, last = _time_ticks(low, high, most)
    scale = axis.yaxis if which == "y" else axis.xaxis
    (axis.set_yscale if which == "y" else axis.set_xscale)("log")
    (axis.set_ylim if which == "y" else axis.set_xlim)(first, last)
    scale.set_major_locator(FixedLocator(values))
    scale.set_minor_locator(NullLocator())
    named = dict(zip(values, labels))
    scale.set_major_formatter(
        FuncFormatter(lambda value, _: named.get(min(named, key=lambda v: abs(math.log(v / value))), ""))
    )
    axis.grid(True, axis=which, color="0.88", linewidth=0.6)


def _style() -> None:
    plt.rcParams.update({
        "svg.fonttype": "none",  # text stays text: smaller, searchable, the page's font
        "svg.hashsalt": "queens",  # the same input draws the same file
        "font.size": 9, "axes.spines.top": False, "axes.spines.right": False,
    })


# After matplotlib's ten, colours that none of those ten is near: gold (chapter 11, alone on its
# side of the figure), black, navy, dark teal.
LATER_COLOURS = ["#e6ab02", "0.15", "#1a237e", "#006d5b"]


def _colour(chapter: int):
    """One colour a chapter, the same in both figures."""
    if 1 <= chapter <= 10:
        return plt.get_cmap("tab10")(chapter - 1)
    return LATER_COLOURS[(chapter - 11) % len(LATER_COLOURS)]


def _line_style(key: SeriesKey) -> str:
    return "-." if key.threads and key.threads > 1 else "--" if key.variant else "-"


def _marker(run: Run, key: SeriesKey) -> str:
    """A circle for a chapter's main solver; its variants and thread counts get other shapes."""
    if key.threads and key.threads > 1:
        return "s"
    if not key.variant:
        return "o"
    variants = sorted({k.variant for k in run.series() if k.chapter == key.chapter and k.variant})
    return "^vD<>"[variants.index(key.variant) % 5]


def _plot(axis, run: Run, key: SeriesKey, cases: list) -> object:
    """A series' time against n on `axis`, in its chapter's colour; gives the line."""
    (line,) = axis.plot([c.n for c in cases], [c.seconds for c in cases], _line_style(key),
                        marker=_marker(run, key), markersize=3.5, linewidth=1.2,
                        color=_colour(key.chapter))
    return line


def draw_progression(run: Run, path: Path) -> None:
    """Time against n, every series of the run: exhaustive on the left, finders on the right."""
    # Each exhaustive chapter's main solver (with each thread count), its variants being in the
    # chapters' tables; and every solver that finds one solution, variants included, since they
    # are few and each makes a point (how far a search gets, where a heuristic stops scaling).
    series = {key: cases for key, cases in run.series().items()
              if not key.variant or key.operation == "find"}
    exhaustive = {k: v for k, v in series.items() if k.operation != "find"}
    found = {k: v for k, v in series.items() if k.operation == "find"}
    estimates = {}
    for key, cases in exhaustive.items():
        if key.is_main and cases[-1].n < PROGRESSION_N:
            estimate = run.estimate(key, PROGRESSION_N)
            if estimate:
                estimates[key] = estimate

    times = [c.seconds for cases in series.values() for c in cases if c.seconds > 0]
    times += [e.seconds for e in estimates.values()]
    if not times:
        raise Failure("the run has no timed cases")
    low, high = min(times), max(times)

    panels = (2 if found else 1) if exhaustive else 1
    widths = [3, 2] if panels == 2 else [1]
    figure, axes = plt.subplots(1, panels, figsize=(12 if panels == 2 else 9, 5.2), sharey=True,
                                gridspec_kw={"width_ratios": widths}, squeeze=False)
    axes = list(axes[0])
    handles = {}

    if exhaustive:
        axis = axes[0]
        for key, cases in exhaustive.items():
            handles[key] = _plot(axis, run, key, cases)
            if key in estimates:
                axis.plot([cases[-1].n, PROGRESSION_N], [cases[-1].seconds, estimates[key].seconds], ":",
                          color=_colour(key.chapter), linewidth=1.0)
                axis.plot([PROGRESSION_N], [estimates[key].seconds], marker="o", markersize=4,
                          markerfacecolor="white", color=_colour(key.chapter))
        sizes = {c.n for cases in exhaustive.values() for c in cases}
        if estimates:
            sizes.add(PROGRESSION_N)
        axis.set_xticks(sorted(sizes))
        axis.set_xlabel("n (board n × n): counting every solution")
        axis.set_ylabel("time (wall clock)")

    if found:
        axis = axes[-1]
        for key, cases in found.items():
            handles[key] = _plot(axis, run, key, cases)
        axis.set_xscale("log")
        axis.set_xlabel("n: time to a first solution")
        if not exhaustive:
            axis.set_ylabel("time (wall clock)")

    _time_axis(axes[0], low, high)
    labels = [run.series_label(key) for key in handles]
    columns = 1 if len(labels) <= 22 else 2
    figure.suptitle(f"Time against n, every chapter — {run.machine}, {run.date}"
                    + (" (open circles: estimated)" if estimates else ""), fontsize=10)
    figure.tight_layout()
    # The legend stands outside the plots, to their right, and the saved picture is widened to
    # hold it, so that it never covers a point, however long its labels.
    legend = figure.legend(list(handles.values()), labels, loc="center left",
                           bbox_to_anchor=(1.0, 0.5), ncol=columns, fontsize=7.5, frameon=False)
    figure.savefig(path, bbox_inches="tight", bbox_extra_artists=[legend], metadata={"Date": None})
    plt.close(figure)


def draw_n8(run: Run, path: Path) -> None:
    """The time for n = 8, chapter by chapter: the progression the book claims."""
    rows = [(key, case.seconds if case else estimate.seconds, case is None)
            for key, case, estimate in run.counted_at(PROGRESSION_N)]
    if not rows:
        return
    figure, axis = plt.subplots(figsize=(7, 0.32 * len(rows) + 1.2))
    positions = list(range(len(rows)))[::-1]
    for position, (key, seconds, estimated) in zip(positions, rows):
        axis.barh(position, seconds, color=_colour(key.chapter), alpha=0.45 if estimated else 0.9,
                  hatch="///" if estimated else None, edgecolor=_colour(key.chapter), log=True)
        axis.annotate(("≈ " if estimated else "") + format_seconds(seconds), (seconds, position),
                      xytext=(3, 0), textcoords="offset points", va="center", fontsize=7.5)
    axis.set_yticks(positions)
    axis.set_yticklabels([run.series_label(key) for key, _, _ in rows])
    times = [seconds for _, seconds, _ in rows]
    _time_axis(axis, min(times) / 3, max(times) * 30, which="x", most=7)
    axis.set_title(f"Counting the 92 solutions of n = 8, chapter by chapter (hatched: estimated)\n"
                   f"{run.machine}, {run.date}", fontsize=9)
    figure.tight_layout()
    figure.savefig(path, metadata={"Date": None})
    plt.close(figure)


def draw_all(run: Run, out: Path) -> list[Path]:
    _style()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, draw in (("time-against-n", draw_progression), ("time-at-n8", draw_n8)):
        path = out / f"{name}.svg"
        draw(run, path)
        if path.exists():
            written.append(path)
    return written
