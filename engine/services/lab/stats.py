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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import NormalDist

ALPHA = 0.05
"""The family-wise error rate of every verdict the lab gives."""
Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""
POWER = 0.8
"""The chance of finding a difference that the lab says "could still hide" below its size."""


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion k/n (95% by default): it always holds k/n (at k = n
    rounding would put its top a hair below 1, and a chart's whisker would be negative)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


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


def chi2_1_p(x: float) -> float:
    """The p-value of a chi-square statistic with one degree of freedom."""
    return math.erfc(math.sqrt(max(x, 0.0) / 2))


def t_p(t: float, df: float) -> float:
    """The two-sided p-value of Student's t with ``df`` degrees of freedom."""
    if df <= 0:
        return 1.0
    return incomplete_beta(df / 2, 0.5, df / (df + t * t)) if t else 1.0


def t_quantile(q: float, df: float) -> float:
    """The q-quantile of Student's t with ``df`` degrees of freedom (0.5 < q < 1), by bisection.

    >>> round(t_quantile(0.975, 10), 4)  # scipy.stats.t.ppf(0.975, 10) is 2.2281
    2.2281
    """
    want = 2 * (1 - q)  # the two-sided p-value at the quantile
    lo, hi = 0.0, 1.0
    while t_p(hi, df) > want:
        hi *= 2
    for _ in range(200):
        mid = (lo + hi) / 2
        if t_p(mid, df) > want:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-12 * max(1.0, hi):
            break
    return (lo + hi) / 2


def detectable(se: float, questions: int = 1, alpha: float = ALPHA, power: float = POWER) -> float:
    """The smallest true difference that a two-sided test of standard error ``se`` finds with
    probability ``power``, at the level Holm's first step gives one of ``questions`` questions."""
    z = NormalDist()
    return (z.inv_cdf(1 - alpha / (2 * max(1, questions))) + z.inv_cdf(power)) * se


# -- paired data: the same seeds played under two rule sets ---------------------------------------
def mcnemar_p(a_only: int, b_only: int) -> float:
    """McNemar's test of paired yes/no outcomes from the discordant pairs (yes in A only, yes in B only):
    exact (binomial) below :data:`EXACT_UP_TO` of them, the chi-square test without correction above,
    as statsmodels' ``mcnemar(exact=True)`` and ``mcnemar(exact=False, correction=False)``."""
    return proportion_p(b_only, a_only + b_only, 0.5)


def paired_difference_interval(both: int, a_only: int, b_only: int, neither: int) -> tuple[float, float, float]:
    """p_B - p_A of paired yes/no outcomes with Newcombe's interval for paired data (1998, method 10:
    the two Wilson intervals combined with the pairs' correlation)."""
    n = both + a_only + b_only + neither
    if n == 0:
        return 0.0, -1.0, 1.0
    pb, pa = (both + b_only) / n, (both + a_only) / n
    lb, ub = wilson(both + b_only, n)
    la, ua = wilson(both + a_only, n)
    margins = (both + b_only) * (a_only + neither) * (both + a_only) * (b_only + neither)
    phi = 0.0
    if margins > 0:
        cross = both * neither - b_only * a_only
        corrected = cross - n / 2 if cross > n / 2 else cross if cross < 0 else 0.0
        phi = corrected / math.sqrt(margins)
    d = pb - pa
    lo = d - math.sqrt(max(0.0, (pb - lb) ** 2 - 2 * phi * (pb - lb) * (ua - pa) + (ua - pa) ** 2))
    hi = d + math.sqrt(max(0.0, (ub - pb) ** 2 - 2 * phi * (ub - pb) * (pa - la) + (pa - la) ** 2))
    return d, max(-1.0, lo), min(1.0, hi)


@dataclass(frozen=True)
class Paired:
    """The mean of paired differences (B - A, game by game) with its 95% interval and the p-value of
    the paired t test (as scipy's ``ttest_rel``)."""

    n: int
    mean: float
    sd: float
    low: float
    high: float
    p: float

    @property
    def se(self) -> float:
        return self.sd / math.sqrt(self.n) if self.n else 0.0


def paired_t(n: int, total: float, squares: float) -> Paired:
    """:class:`Paired` from the number of pairs, the sum of their differences and of their squares."""
    if n < 2:
        return Paired(n, total / n if n else 0.0, 0.0, -math.inf, math.inf, 1.0)
    mean = total / n
    var = max(0.0, (squares - n * mean * mean) / (n - 1))
    sd = math.sqrt(var)
    if sd == 0.0:
        return Paired(n, mean, 0.0, mean, mean, 1.0 if mean == 0 else 0.0)
    se = sd / math.sqrt(n)
    half = t_quantile(0.975, n - 1) * se
    return Paired(n, mean, sd, mean - half, mean + half, t_p(mean / se, n - 1))


# -- owners against non-owners in the same games ---------------------------------------------------
@dataclass(frozen=True)
class OddsRatio:
    """A common odds ratio over strata (Mantel-Haenszel) with its 95% interval (Robins, Breslow and
        Greenland's variance) and the p-value of the Cochran-Mantel-Haenszel test of no association
        (without continuity correction): what statsmodels' ``StratifiedTable`` gives as
        ``oddsratio_pooled``, ``oddsratio_pooled_confint()`` and ``test_null_odds().pvalue``. ``ratio``
        is ``math.inf`` (or 0) when one side never wins, and its interval then (0, ``math.inf``): the
    Robins-Breslow-Greenland variance has no finite value there, and the p-value is what tells."""

    ratio: float
    low: float
    high: float
    p: float
    log_se: float
    """The standard error of the ratio's logarithm (``math.inf`` when the ratio is 0 or infinite)."""

    @property
    def informative(self) -> bool:
        """Whether the strata hold any contrast at all (some table with both kinds of player in it)."""
        return not math.isnan(self.ratio)


NO_CONTRAST = OddsRatio(math.nan, 0.0, math.inf, 1.0, math.inf)


def mantel_haenszel(tables: Iterable[tuple[int, int, int, int, int]]) -> OddsRatio:
    """:class:`OddsRatio` of 2x2 tables ``(a, b, c, d, count)``: ``a`` exposed with the outcome, ``b``
    exposed without, ``c`` unexposed with it, ``d`` unexposed without, each table ``count`` times.

    >>> r = mantel_haenszel([(1, 2, 0, 1, 30), (0, 3, 1, 0, 10), (0, 1, 1, 2, 40), (1, 0, 0, 3, 20)])
    >>> round(r.ratio, 4), round(r.low, 4), round(r.high, 4), round(r.p, 4)  # as statsmodels 0.15
    (1.2857, 0.8294, 1.9932, 0.2482)
    """
    r_sum = s_sum = pr = ps_qr = qs = 0.0
    observed = expected = variance = 0.0
    for a, b, c, d, count in tables:
        n = a + b + c + d
        if count <= 0 or n < 2:
            continue
        r, s = a * d / n, b * c / n
        p, q = (a + d) / n, (b + c) / n
        r_sum += count * r
        s_sum += count * s
        pr += count * p * r
        ps_qr += count * (p * s + q * r)
        qs += count * q * s
        rows, cols = (a + b, c + d), (a + c, b + d)
        observed += count * a
        expected += count * rows[0] * cols[0] / n
        variance += count * rows[0] * rows[1] * cols[0] * cols[1] / (n * n * (n - 1))
    if variance <= 0.0:
        return NO_CONTRAST
    p_value = chi2_1_p((observed - expected) ** 2 / variance)
    if r_sum == 0.0 or s_sum == 0.0:
        return OddsRatio(0.0 if r_sum == 0.0 else math.inf, 0.0, math.inf, p_value, math.inf)  # no finite bound
    ratio = r_sum / s_sum
    var = pr / (2 * r_sum**2) + ps_qr / (2 * r_sum * s_sum) + qs / (2 * s_sum**2)
    se = math.sqrt(var)
    log = math.log(ratio)
    return OddsRatio(ratio, math.exp(log - Z95 * se), math.exp(log + Z95 * se), p_value, se)


def one_winner_table(seats: int, owners: int, won: bool) -> tuple[int, int, int, int]:
    """The 2x2 table (owners who won, owners who lost, others who won, others who lost) of ``seats``
    seats with one winner among them, ``owners`` of them owners, the winner one of them or not."""
    return (1, owners - 1, 0, seats - owners) if won else (0, owners, 1, seats - owners - 1)
