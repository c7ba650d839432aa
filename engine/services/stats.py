"""The balance lab's statistics: intervals for rates, tests against a fair share and between two runs,
and Holm's correction when one run asks several questions at once.

Every rate the lab reports comes with its sample size and a 95% Wilson interval. A verdict ("above
its fair share", "a real difference") comes from a test whose p-value is corrected, with the other
questions of the same family, by Holm's method: a family of m questions asked of a run where nothing
differs flags one in at most 5% of runs, where m tests at 5% each would flag one in up to m * 5%.

>>> [round(x, 3) for x in wilson(5, 20)]
[0.112, 0.469]
>>> holm([0.01, 0.04, 0.03, 0.5])
[True, False, False, False]
>>> holm([0.01, 0.04, 0.03, 0.5], alpha=0.2)
[True, True, True, False]
"""

from __future__ import annotations

import math
from collections.abc import Sequence

ALPHA = 0.05
"""The family-wise error rate of every verdict the lab gives."""
Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion k/n (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def difference_interval(k1: int, n1: int, k2: int, n2: int) -> tuple[float, float, float]:
    """p2 - p1 with Newcombe's hybrid score interval (from the two Wilson intervals)."""
    p1, p2 = rate(k1, n1), rate(k2, n2)
    l1, u1 = wilson(k1, n1)
    l2, u2 = wilson(k2, n2)
    d = p2 - p1
    lo = d - math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2)
    hi = d + math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)
    return d, lo, hi


def rate(k: int, n: int) -> float:
    return k / n if n else 0.0


def two_sided(z: float) -> float:
    """The two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))


EXACT_UP_TO = 4000
"""Below this many trials a rate's test is exact (binomial, Fisher); from it on, the normal
approximation, which is then as good to the digits reported."""


def _log_choose(n: int, k: int) -> float:
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)


def _at_most_as_likely(logs: list[float], observed: float) -> float:
    """The total probability of the outcomes no more likely than the observed one."""
    cut = observed + 1e-7  # outcomes as likely as the observed one, up to rounding, count
    return min(1.0, sum(math.exp(x) for x in logs if x <= cut))


def proportion_p(k: int, n: int, p0: float) -> float:
    """The p-value of k successes in n against a rate of p0 (exact binomial test below
    :data:`EXACT_UP_TO` trials, the score test above)."""
    if n == 0 or p0 <= 0.0 or p0 >= 1.0:
        return 1.0
    if n < EXACT_UP_TO:
        lp, lq = math.log(p0), math.log1p(-p0)
        logs = [_log_choose(n, i) + i * lp + (n - i) * lq for i in range(n + 1)]
        return _at_most_as_likely(logs, logs[k])
    return two_sided((k / n - p0) / math.sqrt(p0 * (1 - p0) / n))


def two_proportion_p(k1: int, n1: int, k2: int, n2: int) -> float:
    """The p-value of k1/n1 against k2/n2 (Fisher's exact test below :data:`EXACT_UP_TO` trials in
    all, the pooled z test above)."""
    if n1 == 0 or n2 == 0:
        return 1.0
    n, k = n1 + n2, k1 + k2
    if n < EXACT_UP_TO:
        first, last = max(0, k - n2), min(k, n1)
        base = _log_choose(n, k)
        logs = [_log_choose(n1, x) + _log_choose(n2, k - x) - base for x in range(first, last + 1)]
        return _at_most_as_likely(logs, logs[k1 - first])
    pooled = k / n
    var = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
    if var <= 0.0:
        return 1.0
    return two_sided((k2 / n2 - k1 / n1) / math.sqrt(var))


def welch_p(mean1: float, var1: float, n1: int, mean2: float, var2: float, n2: int) -> float:
    """The p-value of two means, from their samples' variances and sizes (Welch's t test)."""
    if n1 < 2 or n2 < 2:
        return 1.0
    a, b = var1 / n1, var2 / n2
    if a + b <= 0.0:
        return 1.0 if mean1 == mean2 else 0.0
    t = (mean2 - mean1) / math.sqrt(a + b)
    df = (a + b) ** 2 / (a * a / (n1 - 1) + b * b / (n2 - 1))
    return incomplete_beta(df / 2, 0.5, df / (df + t * t))


def incomplete_beta(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b) (its continued fraction, by Lentz's method).

    >>> round(incomplete_beta(2.0, 3.0, 0.4), 6)  # 1 - (0.6**4 + 4 * 0.4 * 0.6**3)
    0.5248
    """
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    if x > (a + 1) / (a + b + 2):  # the fraction converges fast on this side
        return 1.0 - incomplete_beta(b, a, 1.0 - x)
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)) / a
    tiny = 1e-300
    f, c, d = 1.0, 1.0, 0.0
    for i in range(400):
        m = i // 2
        if i == 0:
            step = 1.0
        elif i % 2 == 0:
            step = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
        else:
            step = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
        d = 1.0 + step * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + step / c if abs(c) > tiny else 1.0 + step / tiny
        cd = c * d
        f *= cd
        if abs(1.0 - cd) < 1e-12:
            break
    return front * (f - 1.0)


def holm(pvalues: Sequence[float], alpha: float = ALPHA) -> list[bool]:
    """Which of a family's questions are answered "yes" at family-wise error ``alpha`` (Holm's
    step-down: the smallest p-value against alpha / m, the next against alpha / (m - 1), ... until
    one fails)."""
    order = sorted(range(len(pvalues)), key=lambda i: pvalues[i])
    out = [False] * len(pvalues)
    m = len(pvalues)
    for rank, i in enumerate(order):
        if pvalues[i] > alpha / (m - rank):
            break
        out[i] = True
    return out
