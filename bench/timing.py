"""Timing helpers the bench scripts share (figures, not pass/fail).

`median_ms(fn, runs)`: the median wall time of `fn()` over `runs` calls, in milliseconds;
`spread_ms(seconds, digits)`: a list of timings in seconds as "median .. ms, p90 .. ms, max .. ms".
Scripts import it as `timing` (bench/ is the script's folder, first on sys.path).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_ms(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def spread_ms(seconds: list[float], digits: int = 2) -> str:
    values = sorted(seconds)
    p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
    median = statistics.median(values)
    return (f"median {median * 1000:.{digits}f} ms, p90 {p90 * 1000:.{digits}f} ms, "
            f"max {values[-1] * 1000:.{digits}f} ms")
