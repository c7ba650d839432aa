"""What ``mk tournament`` says: its text as blocks (sentences and tables, engine.services.lab.words), and
its report (``--report FILE.html``, ``--charts FOLDER``): the ranking with its intervals, the win rates of
each table size and the head-to-head matrix as a heatmap, beside the same blocks. The charts are drawn from
the tournament's own numbers (the JSON format's), so the page says nothing the text does not.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from engine.services.lab.charts import A_COLOUR, B_COLOUR, FAIR_COLOUR, emit, pyplot
from engine.services.lab.reportpage import Page
from engine.services.lab.tournament import Tournament
from engine.services.lab.words import Block, Table

CHARTS = {
    "ranking": "Each player's rating (Luce's model, Elo points centred on 0) with its 95% interval",
    "rates": "Each player's win rate at each table size, with 95% intervals; the dashed line is the fair share, "
    "and a red bar has a verdict (above or below it, Holm over the players)",
    "head_to_head": "Two players: the row's win rate against the column, over the games the two played together",
}
RATES_NOTE = (
    "verdicts (the table's): corrected for the players of each table size (Holm); whiskers: 95% for each "
    "player on its own, uncorrected, so a whisker may miss the fair share beside no verdict."
)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _cell(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


def played(t: Tournament, edition: str) -> str:
    """One sentence: the edition, the players, the tables and the seeds."""
    counts = " + ".join(str(sum(1 for x in t.tables if len(x.players) == n)) for n in t.sizes)
    return (
        f"{edition}: a tournament of {len(t.entrants)} players at tables of {', '.join(map(str, t.sizes))} "
        f"({counts} tables{', stopped early' if t.interrupted else ''}), {t.games} games each on seeds "
        f"{t.seed}..{t.seed + t.games - 1}, seats rotating"
    )


def _ranking(t: Tournament) -> list[Block]:
    rows = [
        [str(i), r["player"], f"{r['rating']:+.0f}", f"{r['low']:+.0f} to {r['high']:+.0f}"]
        for i, r in enumerate(t.ranking(), 1)
    ]
    return [
        "ranking: one strength each, fitted to every game someone won (Luce's model; Bradley-Terry at two players),",
        "in rating points (400: ten times the odds), centred on 0, with 95% intervals",
        Table(["rank", "player", "rating", "95% interval"], rows, [True, False, True, True]),
    ]


def _size(t: Tournament, n: int) -> list[Block]:
    rows = [
        [
            r["player"],
            str(r["wins"]),
            str(r["games"]),
            _pct(r["rate"]),
            f"{_pct(r['low'])}-{_pct(r['high'])}",
            r["verdict"],
        ]
        for r in t.rates(n)
    ]
    out: list[Block] = [
        f"{n} players: win rates against a fair share of {_pct(1 / n)} (Holm over the players)",
        Table(
            ["player", "wins", "games", "win rate", "95% interval", "verdict"],
            rows,
            [False, True, True, True, True, False],
        ),
    ]
    found = [p for p in t.pairs(n) if p["verdict"]]
    pairs = len(t.entrants) * (len(t.entrants) - 1) // 2
    head = f"  pairs that differ, of the games each pair shared (Holm over {pairs}):"
    out.append(head if found else f"{head} none found")
    for p in found:
        ahead, behind = (p["a"], p["b"]) if p["share"] > 0.5 else (p["b"], p["a"])
        share, lo, hi = (
            (p["share"], p["low"], p["high"]) if ahead == p["a"] else (1 - p["share"], 1 - p["high"], 1 - p["low"])
        )
        out.append(f"    {ahead} ahead of {behind}: {_pct(share)} of the two's wins ({_pct(lo)}-{_pct(hi)})")
    return out


def _head_to_head(t: Tournament) -> list[Block]:
    names = list(t.entrants)
    h2h = t.head_to_head()
    rows = [[str(i + 1), a, *(_cell(h2h[a][b]) for b in names)] for i, a in enumerate(names)]
    return [
        "head to head (two players: the row's win rate against the column)",
        Table(["", "player", *(str(i + 1) for i in range(len(names)))], rows, [True, False, *[True] * len(names)]),
    ]


def blocks(t: Tournament, edition: str) -> list[Block]:
    """The tournament's text: what was played, the ranking, each table size, the head-to-head matrix."""
    out: list[Block] = [played(t, edition), *_ranking(t)]
    for n in t.sizes:
        out += _size(t, n)
    if 2 in t.sizes:
        out += _head_to_head(t)
    stalled = sum(x.stalled for x in t.tables)
    if stalled:
        out.append(f"stalled: {stalled} games reached the turn cap without a winner (counted as no one's win)")
    return out


# -- the charts ------------------------------------------------------------------------------------------
def _ranking_chart(plt: Any, t: Tournament) -> Any:
    rows = t.ranking()[::-1]  # the best at the top
    fig, ax = plt.subplots(figsize=(6.4, 0.35 * len(rows) + 1.4))
    y = list(range(len(rows)))
    x = [r["rating"] for r in rows]
    ax.errorbar(
        x,
        y,
        xerr=([max(0.0, r["rating"] - r["low"]) for r in rows], [max(0.0, r["high"] - r["rating"]) for r in rows]),
        fmt="o",
        color=A_COLOUR,
        capsize=3,
    )
    ax.axvline(0, color=FAIR_COLOUR, linestyle="--", linewidth=1)
    ax.set_yticks(y, [r["player"] for r in rows])
    ax.set_xlabel("rating (Elo points; 400 = ten times the odds)")
    return fig


def _rates_chart(plt: Any, t: Tournament) -> Any:
    names = list(t.entrants)
    fig, axes = plt.subplots(
        1, len(t.sizes), figsize=(3.2 * len(t.sizes) + 1.6, 0.35 * len(names) + 1.4), sharey=True, squeeze=False
    )
    y = list(range(len(names)))[::-1]
    for ax, n in zip(axes[0], t.sizes, strict=True):
        rows = {r["player"]: r for r in t.rates(n)}
        got = [rows[p] for p in names]
        ax.barh(
            y,
            [r["rate"] for r in got],
            color=[B_COLOUR if r["verdict"] else A_COLOUR for r in got],
            alpha=0.75,
            xerr=([max(0.0, r["rate"] - r["low"]) for r in got], [max(0.0, r["high"] - r["rate"]) for r in got]),
            capsize=2,
        )
        ax.axvline(1 / n, color=FAIR_COLOUR, linestyle="--", linewidth=1)
        ax.set_title(f"{n} players (fair {_pct(1 / n)})", fontsize=8)
        ax.set_xlim(0, 1)
        ax.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    axes[0][0].set_yticks(y, names)
    return fig


def _head_to_head_chart(plt: Any, t: Tournament) -> Any:
    names = list(t.entrants)
    h2h = t.head_to_head()
    grid = [[math.nan if (v := h2h[a][b]) is None else v for b in names] for a in names]
    side = 0.45 * len(names) + 2.4
    fig, ax = plt.subplots(figsize=(side + 1.2, side))
    image = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=1)
    ticks = list(range(len(names)))
    ax.set_xticks(ticks, [str(i + 1) for i in ticks])
    ax.set_yticks(ticks, [f"{name} ({i + 1})" for i, name in enumerate(names)])
    ax.set_xlabel("against (the column's number)")
    for i, row in enumerate(grid):
        for j, value in enumerate(row):
            if not math.isnan(value):  # not the diagonal nor a pair that never met
                colour = "white" if abs(value - 0.5) > 0.3 else "black"
                ax.text(j, i, f"{100 * value:.0f}", ha="center", va="center", fontsize=7, color=colour)
    fig.colorbar(image, ax=ax, format=plt.matplotlib.ticker.PercentFormatter(1.0), shrink=0.8)
    return fig


def figures(t: Tournament) -> dict[str, Any]:
    """The tournament's charts by name (:data:`CHARTS`); the heatmap only with a table size of two."""
    plt = pyplot()
    out = {"ranking": _ranking_chart(plt, t), "rates": _rates_chart(plt, t)}
    if 2 in t.sizes:
        out["head_to_head"] = _head_to_head_chart(plt, t)
    return out


def chart_names(sizes: tuple[int, ...]) -> list[str]:
    """The charts a tournament of these table sizes draws (its files are checked before a game)."""
    return [name for name in CHARTS if name != "head_to_head" or 2 in sizes]


def report(t: Tournament, edition: str, engine: str, report_path: Path | None, charts: Path | None) -> list[Path]:
    """The report page and chart files, as asked; the files written."""
    sizes = ", ".join(map(str, t.sizes))
    what = [
        ("edition", edition),
        ("players", ", ".join(t.entrants)),
        ("tables", f"every combination at {sizes} players, seats rotating; {len(t.tables)} tables"),
        ("games", f"{t.games} a table, on seeds {t.seed}..{t.seed + t.games - 1} at every table"),
        ("engine", engine),
    ]
    verdicts = [played(t, edition)]
    if t.interrupted:
        verdicts.append("stopped early: the figures are those of the tables played")
    return emit(
        charts,
        report_path,
        figures(t),
        lambda svg: Page(
            f"{edition}: a tournament",
            what,
            verdicts,
            svg,
            CHARTS,
            blocks(t, edition),
            figure_notes={"rates": RATES_NOTE},
        ),
    )
