"""The balance lab's report: one self-contained HTML file (``--report FILE.html``) with the charts of a
run or a comparison drawn as inline SVG, its verdicts and its tables; and each chart as SVG and PNG
files (``--charts FOLDER``) for a README or a forum post. Needs matplotlib (the ``lab`` extra).

The charts are drawn from the same data as the JSON format (labreport.run_data, labcompare.compare_data),
and the page's tables are the text's blocks, so a report says nothing the text does not, and shows why.
"""

from __future__ import annotations

import html
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine import install_hint
from engine.core.errors import MkError
from engine.services.lab.cards import BAND
from engine.services.lab.compare import compare_blocks, compare_data, compare_order, verdict_sentence
from engine.services.lab.run import Run
from engine.services.lab.stats import wilson
from engine.services.lab.words import LOOK_AT, Block, Table, card_order, run_blocks, run_data, seat_advantage

INSTALL = install_hint("lab")
A_COLOUR, B_COLOUR, FAIR_COLOUR, BAND_COLOUR = "#2a6f97", "#c8553d", "#666666", "#e6efe6"
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
    "compare_difference": "B - A: each seat's (and bot's) win rate, with its 95% interval",
    "compare_length": "Game length in rounds in A and in B, with their means",
    "compare_cards": "Each card in A and in B: the share of cities that had it (left) and its odds ratio, "
    "owners against non-owners of the same games (right)",
}


def available() -> None:
    """Nothing when matplotlib is installed; :class:`MkError` saying how to install it otherwise (asked
    before a run, not after)."""
    _pyplot()


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise MkError(f"--report and --charts need matplotlib: {INSTALL}") from None
    matplotlib.use("Agg")  # files only, no window
    matplotlib.rcParams.update({"svg.hashsalt": "mk", "svg.fonttype": "path", "font.size": 9})
    import matplotlib.pyplot as plt

    return plt


def _error_bars(rows: list[dict[str, Any]]) -> tuple[list[float], list[float]]:
    return [r["rate"] - r["ci95"][0] for r in rows], [r["ci95"][1] - r["rate"] for r in rows]


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _legend(ax: Any, columns: int = 2) -> None:
    """The legend above the axes, where it cannot cover a bar or a dot."""
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


def _length(plt: Any, runs: list[dict[str, Any]], names: list[str]) -> Any:
    """Games per length in rounds (a game ends on its winner's turn, so in turns the counts follow the
    seats in a sawtooth), each run's mean and median marked and named in the legend."""
    fig, ax = plt.subplots(figsize=(6.4, 3.4))
    for d, name, colour in zip(runs, names, (A_COLOUR, B_COLOUR), strict=False):
        hist = d["rounds"]
        rounds = sorted(hist)
        ax.step(rounds, [hist[t] for t in rounds], where="mid", color=colour, label=name)
        length = d["length"]
        ax.axvline(length["rounds_mean"], color=colour, linewidth=1, label=f"mean {length['rounds_mean']:.1f}")
        ax.axvline(
            length["rounds_median"],
            color=colour,
            linewidth=1,
            linestyle=":",
            label=f"median {length['rounds_median']:.0f}",
        )
    ax.set_xlabel("rounds (turns divided by the players, rounded up)")
    ax.set_ylabel("games")
    _legend(ax, 3)
    return fig


RATIO_TICKS = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 10.0)
RATIO_ENDS = (0.05, 25.0)
"""The odds ratios' axis: its ticks and ends (an infinite ratio is drawn as an arrow at the right end)."""


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
    """Each card's odds ratio with its interval; an infinite one as an arrow at the axis' right end."""
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
    endless = [v for c, v in zip(cards, y, strict=True) if c["p"] is not None and c["odds_ratio"] is None]
    if endless:
        ax.plot([RATIO_ENDS[1] * 0.8] * len(endless), endless, ">", color=colour, markersize=6)


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
    left.set_yticks(y, [f"{c['name']} ({c['verdict']})" for c in cards])
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


def _compare_difference(plt: Any, c: dict[str, Any]) -> Any:
    rows, labels = _compare_rows(c)
    fig, ax = plt.subplots(figsize=(6.4, 0.45 * len(rows) + 1.6))
    y = list(range(len(rows)))[::-1]
    diffs = [r["difference"] for r in rows]
    lows = [r["difference"] - r["ci95"][0] for r in rows]
    highs = [r["ci95"][1] - r["difference"] for r in rows]
    colours = [B_COLOUR if r["significant"] else FAIR_COLOUR for r in rows]
    for v, d, lo, hi, colour in zip(y, diffs, lows, highs, colours, strict=True):
        ax.errorbar([d], [v], xerr=([lo], [hi]), fmt="o", color=colour, capsize=3)
    ax.axvline(0.0, color=FAIR_COLOUR, linestyle="--", linewidth=1, label="no difference")
    ax.set_yticks(y, labels)
    ax.set_xlabel(f"B - A in win rate, points (B: {c['b']}; red: a real difference)")
    ax.xaxis.set_major_formatter(plt.matplotlib.ticker.FuncFormatter(lambda x, _: f"{100 * x:+.0f}"))
    length = c["length"]
    lo, hi = length["ci95"]
    ax.set_title(
        f"B - A in mean length: {length['difference']:+.1f} turns ({lo:+.1f} to {hi:+.1f})", fontsize=9, pad=18
    )
    _legend(ax, 1)
    return fig


def _compare_cards(plt: Any, c: dict[str, Any]) -> Any:
    cards = compare_order(c["cards"], c["drivers"])
    fig, (left, right) = plt.subplots(
        1, 2, sharey=True, figsize=(7.6, 0.34 * len(cards) + 1.8), gridspec_kw={"width_ratios": [1, 1.3]}
    )
    y = list(range(len(cards)))[::-1]
    _ratio_axis(plt, right)
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
    left.set_xlim(0, 1)
    left.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    left.set_xlabel("share of cities that had one")
    _legend(left, 1)
    _legend(right, 1)
    return fig


def run_charts(d: dict[str, Any]) -> dict[str, Any]:
    """The figures of a run (labreport.run_data), by name (:data:`RUN_CHARTS`)."""
    plt = _pyplot()
    out = {"seats": _seats(plt, d), "length": _length(plt, [d], ["games"])}
    if d["cards"]:
        out["cards"] = _cards(plt, d)
    if d["coins"]["turn"]:
        out["coins"] = _coins(plt, d)
    return out


def compare_charts(c: dict[str, Any], a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """The figures of a comparison (labcompare.compare_data, and the two runs' data), by name."""
    plt = _pyplot()
    out = {
        "compare_seats": _compare_seats(plt, c),
        "compare_difference": _compare_difference(plt, c),
        "compare_length": _length(plt, [a, b], list(_names(c))),
    }
    if c["cards"]:
        out["compare_cards"] = _compare_cards(plt, c)
    return out


def _save(fig: Any, fmt: str) -> bytes:
    buffer = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buffer, format=fmt, dpi=150, metadata={"Date": None} if fmt == "svg" else None)
    return buffer.getvalue()


def write_charts(figures: dict[str, Any], folder: Path) -> list[Path]:
    """Each figure as ``NAME.svg`` and ``NAME.png`` in ``folder`` (made when missing)."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, fig in figures.items():
        for fmt in ("svg", "png"):
            path = folder / f"{name}.{fmt}"
            path.write_bytes(_save(fig, fmt))
            written.append(path)
    return written


def _inline(fig: Any) -> str:
    text = _save(fig, "svg").decode("utf-8")
    return text[text.index("<svg") :]  # no XML prologue inside HTML


STYLE = """
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
h1 { font-size: 1.4rem; overflow-wrap: anywhere; } h2 { font-size: 1.1rem; margin-top: 2rem; }
p { overflow-wrap: anywhere; }
.verdict { font-size: 1.05rem; background: #f3f6f8; border-left: 4px solid #2a6f97; padding: .6rem .8rem; }
.verdict p { margin: 0 0 .3rem; } .verdict ul { margin: 0; padding-left: 1.2rem; } .verdict li { margin: .2rem 0; }
figure { margin: 1.5rem 0; } figure svg { max-width: 100%; height: auto; }
figcaption { color: #555; font-size: .9rem; }
.table { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; font-size: .85rem; margin: .5rem 0 1rem; }
th, td { padding: .2rem .6rem; border-bottom: 1px solid #ddd; text-align: left; }
td.number, th.number { text-align: right; white-space: nowrap; }
"""


def _html_block(block: Block) -> str:
    """A sentence as a paragraph, a table as an HTML table (in a box that scrolls on a narrow screen)."""
    if not isinstance(block, Table):
        return f"<p>{html.escape(block.strip())}</p>"

    def cell(tag: str, text: str, right: bool) -> str:
        return f'<{tag} class="number">{html.escape(text)}</{tag}>' if right else f"<{tag}>{html.escape(text)}</{tag}>"

    head = "".join(cell("th", h, r) for h, r in zip(block.headers, block.right, strict=True))
    rows = "".join(
        "<tr>" + "".join(cell("td", c, r) for c, r in zip(row, block.right, strict=True)) + "</tr>"
        for row in block.rows
    )
    return f'<div class="table"><table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>'


def page(
    title: str,
    blocks: Sequence[Block],
    verdicts: Sequence[str],
    figures: dict[str, Any],
    captions: dict[str, str],
    cards: Sequence[str] = (),
) -> str:
    """One self-contained HTML page: what was played, the verdicts (and the cards to look at, a list),
    each figure with its caption, then the text report's blocks (sentences as paragraphs, tables as
    tables)."""
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
        _html_block(blocks[0]) if blocks else "",
    ]
    parts += [f'<p class="verdict">{html.escape(v)}</p>' for v in verdicts]
    if cards:
        items = "".join(f"<li>{html.escape(c)}</li>" for c in cards)
        parts.append(f'<div class="verdict"><p>The cards to look at:</p><ul>{items}</ul></div>')
    for name, fig in figures.items():
        parts.append(
            f'<figure id="{name}">{_inline(fig)}<figcaption>{html.escape(captions[name])}</figcaption></figure>'
        )
    parts.append("<h2>The figures</h2>")
    parts += [_html_block(b) for b in blocks]
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def close_all(figures: dict[str, Any]) -> None:
    plt = _pyplot()
    for fig in figures.values():
        plt.close(fig)


def _write(path: Path, text: str) -> None:
    """Whole or not at all: into a file beside it, then renamed over it (its folder made when missing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def run_report(r: Run, title: str, report: Path | None, charts: Path | None) -> list[Path]:
    """A run's report page and chart files (as asked); the files written."""
    d = run_data(r, title)
    cards = [c["evidence"] for c in card_order(d["cards"]) if c["verdict"] in LOOK_AT]
    return _emit(
        title, run_blocks(r, title), [seat_advantage(d, r.setup)], run_charts(d), RUN_CHARTS, report, charts, cards
    )


def compare_report(
    a: Run, b: Run, label_a: str, label_b: str, independent: bool, report: Path | None, charts: Path | None
) -> list[Path]:
    """A comparison's report page and chart files (as asked); the files written."""
    c = compare_data(a, b, label_a, label_b, independent)
    figures = compare_charts(c, run_data(a, label_a), run_data(b, label_b))
    title = f"{label_a} against {label_b}"
    return _emit(title, compare_blocks(c), [verdict_sentence(c)], figures, COMPARE_CHARTS, report, charts)


def _emit(
    title: str,
    blocks: Sequence[Block],
    verdicts: Sequence[str],
    figures: dict[str, Any],
    captions: dict[str, str],
    report: Path | None,
    charts: Path | None,
    cards: Sequence[str] = (),
) -> list[Path]:
    written = []
    try:
        if report is not None:
            _write(report, page(title, blocks, verdicts, figures, captions, cards))
            written.append(report)
        if charts is not None:
            written += write_charts(figures, charts)
    finally:
        close_all(figures)
    return written
