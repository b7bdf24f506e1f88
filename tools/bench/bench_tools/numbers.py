"""Numbers written for people: durations, counts, sizes, rates and speed-ups."""

from __future__ import annotations

import math


def format_seconds(seconds: float) -> str:
    """`0.42 µs`, `12.3 ms`, `1.25 s`, `4.2 min`, `3.1 h`, `46 days`, `3.4 years`."""
    if seconds < 0 or math.isnan(seconds):
        return "—"
    for limit, divisor, unit in (
        (1e-6, 1e-9, "ns"),
        (1e-3, 1e-6, "µs"),
        (1.0, 1e-3, "ms"),
        (60.0, 1.0, "s"),
        (3600.0, 60.0, "min"),
        (86400.0, 3600.0, "h"),
        (86400.0 * 365.25, 86400.0, "days"),
    ):
        if seconds < limit:
            return f"{significant(seconds / divisor)} {unit}"
    return f"{significant(seconds / (86400.0 * 365.25))} years"


def significant(value: float) -> str:
    """Three significant digits, no exponent: 0.123, 1.23, 12.3, 123, 1,234."""
    value = float(f"{value:.3g}")
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.3g}"


def format_count(value: float) -> str:
    """Exact with separators up to 10^12 (`2,056`), then `2.8 × 10^14`."""
    if value < 1e12:
        return f"{round(value):,}"
    exponent = int(math.floor(math.log10(value)))
    mantissa = value / 10**exponent
    if round(mantissa, 1) >= 10:
        mantissa /= 10
        exponent += 1
    return f"{mantissa:.1f} × 10^{exponent}"


def format_bytes(value: float) -> str:
    """A size in memory, decimal units: `392 bytes`, `2.39 kB`, `45.3 MB`, `5.10 GB`."""
    for divisor, unit in ((1e9, "GB"), (1e6, "MB"), (1e3, "kB")):
        if value >= divisor:
            return f"{significant(value / divisor)} {unit}"
    return f"{round(value)} bytes"


def format_rate(value: float) -> str:
    """A rate with an SI prefix: `950 k`, `72.4 M`, `1.3 G`."""
    for divisor, prefix in ((1e9, " G"), (1e6, " M"), (1e3, " k")):
        if value >= divisor:
            return f"{significant(value / divisor)}{prefix}"
    return significant(value)


def format_speedup(ratio: float) -> str:
    """`×2.41`, `×37.5`, `×1,234`, `×9.8 billion`; below one, `×0.81` (slower)."""
    for size, word in ((1e12, "trillion"), (1e9, "billion"), (1e6, "million")):
        if ratio >= size:
            return f"×{significant(ratio / size)} {word}"
    return f"×{significant(ratio)}"
