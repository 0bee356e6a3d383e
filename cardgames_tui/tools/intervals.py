"""95% confidence intervals for tournament figures."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


def wilson(successes: int, trials: int) -> tuple[float, float]:
    """The Wilson score interval of a proportion (sound for small counts and
    for rates near 0 or 1)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = (
        Z95
        * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
        / (1 + z2 / trials)
    )
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its normal-approximation 95% interval."""
    if not values:
        return (0.0, 0.0, 0.0)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return (mean, mean, mean)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return (mean, mean - half, mean + half)


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` quantile (0..1) by the nearest-rank rule."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1))
    return ordered[rank]
