"""The balance lab's report: one self-contained HTML file (``--report FILE.html``) with the charts of a
run or a comparison drawn as inline SVG, its verdicts and its tables; and each chart as SVG and PNG
files (``--charts FOLDER``) for a README or a forum post. Needs matplotlib (the ``lab`` extra).

The charts are drawn from the same data as the JSON format (words.run_data, compare.compare_data),
and the page's tables are the text's blocks, so a report says nothing the text does not, and shows why.
The page (engine.services.lab.reportpage) says what was played at its top, and beside each chart and table
of verdicts how they were corrected: the verdicts for the number of questions (Holm), the intervals
not (each row's own).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from engine import install_hint
from engine.core.errors import MkError
from engine.load import writes
from engine.services.lab.cards import BAND
from engine.services.lab.compare import compare_blocks, compare_data, compare_order, verdict_sentence
from engine.services.lab.reportpage import (
    SEAT_NOTE,
    Page,
    card_note,
    compare_card_note,
    compare_played,
    difference_note,
    render,
    run_played,
    write,
)
from engine.services.lab.run import Run
from engine.services.lab.stats import wilson
from engine.services.lab.words import LOOK_AT, card_order, run_blocks, run_data, seat_advantage

INSTALL = install_hint("lab")
A_COLOUR, B_COLOUR, FAIR_COLOUR, BAND_COLOUR = "#2a6f97", "#c8553d", "#666666", "#e6efe6"
ONLY_COLOUR = "#f6e7b4"
"""The shading of a card's row when only one of the two rule sets has the card."""
ONLY_LABEL = "a card of one rule set only"
RUN_CHARTS = {
    "seats": "Win rate per seat and per bot, with 95% intervals; the dashed line is the fair share",
    "length": "Game length in rounds (every player's turn once), with its mean and median",
    "cards": "Each card: the share of cities and of winners' cities that had it (left), and the odds ratio of "
    "its owners against the seats without it in the same games, with its 95% interval (right, the shaded "
    "band is balanced); its word beside its name",
    "coins": "Coins at each turn's end in the won games: the winner's, and each other player's, on average",
}
COMPARE_CHARTS = {
    "compare_seats": "Win rate per seat in A and in B, with 95% intervals",
    "compare_difference": "B - A: each seat's (and bot's) win rate in points, and the mean length in turns, "
    "each with its 95% interval",
    "compare_length": "Game length in rounds in A and in B, with their means and medians",
    "compare_cards": "Each card in A and in B: the share of cities that had it (left) and its odds ratio, "
    "owners against non-owners of the same games (right); a card only one rule set has is shaded and says so",
}
WIN_REACH, TURN_REACH = 5.0, 2.0
"""The least a B - A axis shows either side of 0: in points of win rate, in turns of mean length (so
that a difference of 0 with a narrow interval, or none, reads as what it is)."""


def available() -> None:
    """Nothing when matplotlib is installed; :class:`MkError` saying how to install it otherwise (asked
    before a run, not after)."""
    pyplot()


def pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise MkError(f"--report and --charts need matplotlib: {INSTALL}") from None
    matplotlib.use("Agg")  # files only, no window
    matplotlib.rcParams.update({"svg.hashsalt": "mk", "svg.fonttype": "path", "font.size": 9})
    import matplotlib.pyplot as plt

    return plt


def _tick(x: float, _position: Any = None) -> str:
    """A tick of a B - A axis, exactly its value: ``+5``, ``0``, ``-2.5`` (the ticks are whole)."""
    return "0" if x == 0 else f"{x:+g}"


def _error_bars(rows: list[dict[str, Any]]) -> tuple[list[float], list[float]]:
    return [r["rate"] - r["ci95"][0] for r in rows], [r["ci95"][1] - r["rate"] for r in rows]


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _legend(ax: Any, columns: int = 2) -> None:
    """The legend above the axes, where it cannot cover a bar or a dot (filled column by column)."""
    ax.legend(loc="lower left", bbox_to_anchor=(0.0, 1.01), ncol=columns, fontsize=7, frameon=False, borderaxespad=0)


def _fair_line(ax: Any, fair: float) -> None:
    """The fair share as a dashed line, named in the legend (a label in the plot could overprint)."""
    ax.axvline(fair, color=FAIR_COLOUR, linestyle="--", linewidth=1, label=f"fair share ({_pct(fair)})")


def _seats(plt: Any, d: dict[str, Any]) -> Any:
    rows = [*d["seats"], *(d["bots"] if len(d["bots"]) > 1 else [])]
    labels = [f"seat {r['seat']}" if "seat" in r else f"{r['bot']} (bot)" for r in rows]
    fig, ax = plt.subplots(figsize=(6.4, 0.45 * len(rows) + 1.5))
    y = list(range(len(rows)))[::-1]
    colours = [A_COLOUR if "seat" in r else B_COLOUR for r in rows]
    ax.barh(y, [r["rate"] for r in rows], color=colours, alpha=0.75, xerr=_error_bars(rows), capsize=3)
    _fair_line(ax, d["fair_share"])
    ax.set_yticks(y, labels)
    ax.set_xlabel("win rate")
    ax.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    _legend(ax)
    return fig


def _length(plt: Any, runs: list[dict[str, Any]], names: Sequence[str], sides: Sequence[str] = ("",)) -> Any:
    """Games per length in rounds (a game ends on its winner's turn, so in turns the counts follow the
    seats in a sawtooth), each run's mean and median marked. Each run's entries of the legend are one
    column, each named for its run ("A: mean 18.8 rounds"), so A's and B's never interleave."""
    fig, ax = plt.subplots(figsize=(6.4, 3.4))
    for d, name, side, colour in zip(runs, names, sides, (A_COLOUR, B_COLOUR), strict=False):
        hist = d["rounds"]
        rounds = sorted(hist)
        ax.step(rounds, [hist[t] for t in rounds], where="mid", color=colour, label=name)
        length = d["length"]
        mean, median = length["rounds_mean"], length["rounds_median"]
        ax.axvline(mean, color=colour, linewidth=1, label=f"{side}mean {mean:.1f} rounds")
        ax.axvline(median, color=colour, linewidth=1, linestyle=":", label=f"{side}median {median:.0f} rounds")
    ax.set_xlabel("rounds (turns divided by the players, rounded up)")
    ax.set_ylabel("games")
    _legend(ax, 2 if len(runs) > 1 else 3)
    return fig


RATIO_TICKS = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 10.0)
RATIO_ENDS = (0.05, 25.0)
"""The odds ratios' axis: its ticks and ends (an infinite ratio is drawn as an arrow at the right end,
a ratio of 0 at the left)."""


def _ratio_axis(plt: Any, ax: Any) -> None:
    """An odds ratios' axis: logarithmic, 1 marked, the balanced band shaded."""
    ax.set_xscale("log")
    ax.set_xlim(*RATIO_ENDS)
    ax.set_xticks(RATIO_TICKS, [f"{t:g}" for t in RATIO_TICKS])
    ax.xaxis.set_minor_locator(plt.matplotlib.ticker.NullLocator())
    ax.axvspan(1 / BAND, BAND, color=BAND_COLOUR, zorder=0, label=f"balanced ({1 / BAND:.2f}-{BAND:g})")
    ax.axvline(1.0, color=FAIR_COLOUR, linestyle="--", linewidth=1, label="owners win as often as the others")
    ax.set_xlabel("odds ratio: owners' odds of winning\nover the others' in the same games")


def _ratio_points(ax: Any, cards: list[dict[str, Any]], y: list[float], colour: str, label: str | None) -> None:
    """Each card's odds ratio with its interval; an infinite one as an arrow at the axis' right end, a
    ratio of 0 (its owners never won) as an arrow at the left end."""
    finite = [(c, v) for c, v in zip(cards, y, strict=True) if c["odds_ratio"] and c["odds_ratio_ci95"][1]]
    if finite:
        ratios = [c["odds_ratio"] for c, _ in finite]
        lows = [c["odds_ratio"] - c["odds_ratio_ci95"][0] for c, _ in finite]
        highs = [c["odds_ratio_ci95"][1] - c["odds_ratio"] for c, _ in finite]
        ax.errorbar(
            ratios,
            [v for _, v in finite],
            xerr=(lows, highs),
            fmt="o",
            color=colour,
            capsize=2,
            markersize=4,
            label=label,
        )
    tested = [(c["odds_ratio"], v) for c, v in zip(cards, y, strict=True) if c["p"] is not None]
    for end, marker, ratio in ((RATIO_ENDS[1] * 0.8, ">", None), (RATIO_ENDS[0] * 1.25, "<", 0)):
        at = [v for r, v in tested if r == ratio]
        if at:
            ax.plot([end] * len(at), at, marker, color=colour, markersize=6)


def card_word(c: dict[str, Any]) -> str:
    """What a card's row says of it: its word, or "withheld" when the row carries a reason to withhold it."""
    return "withheld" if c.get("withheld") else str(c["verdict"])


def _cards(plt: Any, d: dict[str, Any]) -> Any:
    cards = card_order(d["cards"])
    fig, (left, right) = plt.subplots(
        1, 2, sharey=True, figsize=(7.6, 0.32 * len(cards) + 1.8), gridspec_kw={"width_ratios": [1, 1.3]}
    )
    y = list(range(len(cards)))[::-1]
    left.barh(
        [v + 0.18 for v in y], [c["owned_by"] for c in cards], height=0.36, color=A_COLOUR, alpha=0.75, label="cities"
    )
    left.barh(
        [v - 0.18 for v in y],
        [c["winner_owned"] for c in cards],
        height=0.36,
        color=B_COLOUR,
        alpha=0.75,
        label="winners' cities",
    )
    left.set_yticks(y, [f"{c['name']} ({card_word(c)})" for c in cards])
    left.set_xlim(0, 1)
    left.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    left.set_xlabel("share that had one")
    _legend(left)
    _ratio_axis(plt, right)
    _ratio_points(right, cards, [float(v) for v in y], A_COLOUR, None)
    _legend(right, 1)
    return fig


def _coins(plt: Any, d: dict[str, Any]) -> Any:
    curve = d["coins"]
    fig, ax = plt.subplots(figsize=(6.4, 3.2))
    ax.plot(curve["turn"], curve["winner"], color=A_COLOUR, label="the winner")
    ax.plot(curve["turn"], curve["others"], color=B_COLOUR, label="each other player")
    ax.set_xlabel("turn")
    ax.set_ylabel("coins at the turn's end")
    ax.legend()
    return fig


def _side(rows: list[dict[str, Any]], k: int) -> tuple[list[float], list[float], list[float]]:
    """Side k (0: A, 1: B) of compared rows: each rate, and how far its 95% interval goes below and above."""
    rates, lows, highs = [], [], []
    for r in rows:
        rate = r["a" if k == 0 else "b"]
        lo, hi = wilson(r["wins"][k], r["of"][k])
        rates.append(rate)
        lows.append(rate - lo)
        highs.append(hi - rate)
    return rates, lows, highs


def _names(c: dict[str, Any]) -> tuple[str, str]:
    """The legends' names of A and B: their labels."""
    return f"A: {c['a']}", f"B: {c['b']}"


def _compare_rows(c: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
    rows = [*c["seats"], *c["bots"]]
    return rows, [f"seat {r['seat']}" if "seat" in r else f"{r['bot']} (bot)" for r in rows]


def _compare_seats(plt: Any, c: dict[str, Any]) -> Any:
    rows, labels = _compare_rows(c)
    fig, ax = plt.subplots(figsize=(6.4, 0.55 * len(rows) + 1.6))
    for k, (colour, name) in enumerate(zip((A_COLOUR, B_COLOUR), _names(c), strict=True)):
        rates, lows, highs = _side(rows, k)
        y = [len(rows) - 1 - i + (0.2 if k == 0 else -0.2) for i in range(len(rows))]
        ax.barh(y, rates, height=0.38, color=colour, alpha=0.75, xerr=(lows, highs), capsize=3, label=name)
    ax.set_yticks(list(range(len(rows)))[::-1], labels)
    ax.set_xlabel("win rate")
    ax.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    _legend(ax, 1)
    return fig


def _around_zero(plt: Any, ax: Any, ends: Sequence[float], least: float) -> None:
    """A B - A axis centred on 0, reaching at least ``least`` either way (a difference of 0 is not
    magnified into the whole width), its ticks at whole steps (1, 2, 5, 10...) and labelled with their
    exact values, 0 unsigned; the line of no difference at 0."""
    ticker = plt.matplotlib.ticker
    reach = 1.1 * max([least, *(abs(x) for x in ends)])
    ax.set_xlim(-reach, reach)
    ax.xaxis.set_major_locator(ticker.MaxNLocator(nbins=8, steps=[1, 2, 5, 10], integer=True, symmetric=True))
    ax.xaxis.set_major_formatter(ticker.FuncFormatter(_tick))
    ax.axvline(0.0, color=FAIR_COLOUR, linestyle="--", linewidth=1, label="no difference (0)")


def _differences(ax: Any, rows: Sequence[tuple[float, float, float, bool]], y: Sequence[float]) -> None:
    """Each (difference, low, high, significant) as a dot with its interval's whiskers, red where the
    difference is real; an interval of no width (every pair of games alike) as the dot alone."""
    for (d, lo, hi, real), v in zip(rows, y, strict=True):
        colour = B_COLOUR if real else FAIR_COLOUR
        if hi > lo:
            ax.errorbar([d], [v], xerr=([d - lo], [hi - d]), fmt="o", color=colour, capsize=3)
        else:
            ax.plot([d], [v], "o", color=colour)


def difference_title(c: dict[str, Any]) -> str:
    """The B - A chart's title: what it shows, and the comparison's answer in a few words."""
    if c["identical"]:
        n = c["games"][0]
        said = f"No difference: in each of the {n} pairs of games, the same winner and length"
        return f"{said}\n(the whiskers: what {n} pairs cannot rule out)"
    if c["differ"]:
        return "B - A, each with its 95% interval: red where A and B differ (Holm-corrected)"
    return "B - A, each with its 95% interval: no difference beyond chance (Holm-corrected)"


def _compare_difference(plt: Any, c: dict[str, Any]) -> Any:
    """B - A in each seat's (and bot's) win rate, in points, above B - A in mean length, in turns: two
    axes, as the units differ; each with whole ticks labelled exactly, around 0."""
    rows, labels = _compare_rows(c)
    fig, (top, bottom) = plt.subplots(
        2, 1, figsize=(6.4, 0.45 * len(rows) + 2.6), gridspec_kw={"height_ratios": [len(rows) + 0.5, 1.5]}
    )
    points = [(100 * r["difference"], 100 * r["ci95"][0], 100 * r["ci95"][1], r["significant"]) for r in rows]
    y = list(range(len(rows)))[::-1]
    _around_zero(plt, top, [x for p in points for x in p[:3]], WIN_REACH)
    _differences(top, points, y)
    length = c["length"]
    real = {r["significant"] for r in [*rows, length]}
    for flag, colour, name in (
        (True, B_COLOUR, "a real difference"),
        (False, FAIR_COLOUR, "no significant difference"),
    ):
        if flag in real:  # the key names only what is drawn
            top.plot([], [], "o", color=colour, label=name)
    top.set_yticks(y, labels)
    top.set_ylim(-0.6, len(rows) - 0.4)
    top.set_xlabel("B - A in win rate, points")
    top.set_title(difference_title(c), fontsize=9, pad=30)
    _legend(top, 3)
    row = (length["difference"], length["ci95"][0], length["ci95"][1], length["significant"])
    _around_zero(plt, bottom, row[:3], TURN_REACH)
    _differences(bottom, [row], [0.0])
    bottom.set_yticks([0.0], ["mean length"])
    bottom.set_ylim(-0.6, 0.6)
    bottom.set_xlabel("B - A in mean length, turns")
    return fig


def _only_rows(axes: Sequence[Any], cards: Sequence[dict[str, Any]], y: Sequence[float]) -> None:
    """The rows of the cards only one rule set has, shaded across every axis (named in the first's legend)."""
    only = [v for card, v in zip(cards, y, strict=True) if card["status"] != "both"]
    for i, v in enumerate(only):
        for k, ax in enumerate(axes):
            ax.axhspan(v - 0.45, v + 0.45, color=ONLY_COLOUR, zorder=0, label=ONLY_LABEL if i == k == 0 else None)


def _compare_cards(plt: Any, c: dict[str, Any]) -> Any:
    cards = compare_order(c["cards"], c["drivers"])
    fig, (left, right) = plt.subplots(
        1, 2, sharey=True, figsize=(7.6, 0.34 * len(cards) + 1.8), gridspec_kw={"width_ratios": [1, 1.3]}
    )
    y = list(range(len(cards)))[::-1]
    _ratio_axis(plt, right)
    _only_rows((left, right), cards, y)
    for k, (colour, name, shift) in enumerate(zip((A_COLOUR, B_COLOUR), _names(c), (0.15, -0.15), strict=True)):
        side = [(card["a"] if k == 0 else card["b"], v + shift) for card, v in zip(cards, y, strict=True)]
        present = [(row, v) for row, v in side if row is not None]
        left.plot(
            [row["owned_by"] for row, _ in present],
            [v for _, v in present],
            "o",
            color=colour,
            markersize=4,
            label=name,
        )
        _ratio_points(right, [row for row, _ in present], [v for _, v in present], colour, name)
    labels = [card["name"] if card["status"] == "both" else f"{card['name']} ({card['status']})" for card in cards]
    left.set_yticks(y, labels)
    left.set_ylim(-0.6, len(cards) - 0.4)
    left.set_xlim(0, 1)
    left.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    left.set_xlabel("share of cities that had one")
    _legend(left, 1)
    _legend(right, 1)
    return fig


def run_charts(d: dict[str, Any]) -> dict[str, Any]:
    """The figures of a run (words.run_data), by name (:data:`RUN_CHARTS`)."""
    plt = pyplot()
    out = {"seats": _seats(plt, d), "length": _length(plt, [d], ["games"])}
    if d["cards"]:
        out["cards"] = _cards(plt, d)
    if d["coins"]["turn"]:
        out["coins"] = _coins(plt, d)
    return out


def compare_charts(c: dict[str, Any], a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """The figures of a comparison (compare.compare_data, and the two runs' data), by name."""
    plt = pyplot()
    out = {
        "compare_seats": _compare_seats(plt, c),
        "compare_difference": _compare_difference(plt, c),
        "compare_length": _length(plt, [a, b], _names(c), ("A: ", "B: ")),
    }
    if c["cards"]:
        out["compare_cards"] = _compare_cards(plt, c)
    return out


def close_all(figures: dict[str, Any]) -> None:
    plt = pyplot()
    for fig in figures.values():
        plt.close(fig)


def _save(fig: Any, fmt: str) -> bytes:
    buffer = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buffer, format=fmt, dpi=150, metadata={"Date": None} if fmt == "svg" else None)
    return buffer.getvalue()


def write_charts(figures: dict[str, Any], folder: Path) -> list[Path]:
    """Each figure as ``NAME.svg`` and ``NAME.png`` in ``folder`` (made when missing)."""
    writes.folder(folder)
    written = []
    for name, fig in figures.items():
        for fmt in ("svg", "png"):
            path = folder / f"{name}.{fmt}"
            writes.replace(path, _save(fig, fmt))
            written.append(path)
    return written


def _inline(fig: Any) -> str:
    text = _save(fig, "svg").decode("utf-8")
    return text[text.index("<svg") :]  # no XML prologue inside HTML


def run_report(r: Run, title: str, report: Path | None, charts: Path | None) -> list[Path]:
    """A run's report page and chart files (as asked); the files written."""
    d = run_data(r, title)
    note = card_note(d["cards"])  # under the chart; above the table, the text says why a word is withheld
    return emit(
        charts,
        report,
        run_charts(d),
        lambda svg: Page(
            title,
            run_played(r),
            [seat_advantage(d, r.setup), *([d["cards_note"]] if d.get("cards_note") else [])],
            svg,
            RUN_CHARTS,
            run_blocks(r, title),
            [c["evidence"] for c in card_order(d["cards"]) if c["verdict"] in LOOK_AT],
            figure_notes={"seats": SEAT_NOTE, "cards": note},
            table_notes={"cards": card_note(d["cards"], why=False)},
        ),
    )


def compare_report(
    a: Run, b: Run, label_a: str, label_b: str, independent: bool, report: Path | None, charts: Path | None
) -> list[Path]:
    """A comparison's report page and chart files (as asked); the files written."""
    c = compare_data(a, b, label_a, label_b, independent)
    cards, difference = compare_card_note(c["cards"]), difference_note(c)
    return emit(
        charts,
        report,
        compare_charts(c, run_data(a, label_a), run_data(b, label_b)),
        lambda svg: Page(
            f"{label_a} against {label_b}",
            compare_played(a, b, label_a, label_b, c),
            [verdict_sentence(c), *([c["cards_note"]] if c.get("cards_note") else [])],
            svg,
            COMPARE_CHARTS,
            compare_blocks(c),
            figure_notes={"compare_difference": difference, "compare_cards": cards},
            table_notes={"difference": difference, "cards": compare_card_note(c["cards"], why=False)},
            only={card["name"]: card["status"] for card in c["cards"] if card["status"] != "both"},
        ),
    )


def emit(
    charts: Path | None, report: Path | None, figures: dict[str, Any], page: Callable[[dict[str, str]], Page]
) -> list[Path]:
    """Writes the page (made by ``page`` from the figures as inline SVG) and the chart files, as asked;
    the figures closed whatever happens."""
    written = []
    try:
        if report is not None:
            write(report, render(page({name: _inline(fig) for name, fig in figures.items()})))
            written.append(report)
        if charts is not None:
            written += write_charts(figures, charts)
    finally:
        close_all(figures)
    return written
