"""The balance lab's report: one self-contained HTML file (``--report FILE.html``) with the charts of a
run or a comparison drawn as inline SVG, its verdicts and its tables; and each chart as SVG and PNG
files (``--charts FOLDER``) for a README or a forum post. Needs matplotlib (the ``lab`` extra).

The charts are drawn from the same data as the JSON format (labreport.run_data, compare_data), so a
report says nothing the text does not, and shows why.
"""

from __future__ import annotations

import html
import io
from pathlib import Path
from typing import Any

from engine.core.errors import MkError
from engine.services.lab import Run
from engine.services.labreport import compare_data, compare_text, run_data, run_text, seat_advantage, verdict_sentence
from engine.services.stats import wilson

INSTALL = "pip install 'mk-machikoro[lab]' (from a clone: pip install -e '.[lab]')"
A_COLOUR, B_COLOUR, FAIR_COLOUR = "#2a6f97", "#c8553d", "#888888"
RUN_CHARTS = {
    "seats": "Win rate per seat and per bot, with 95% intervals; the dashed line is the fair share",
    "length": "Game length: how many games lasted so many turns",
    "cards": "Each card: the share of games it was bought in, and its owners' win rate with its 95% interval",
    "coins": "Coins at each turn's end in the won games: the winner's, and each other player's, on average",
}
COMPARE_CHARTS = {
    "compare_seats": "Win rate per seat in A and in B, with 95% intervals",
    "compare_length": "Game length in A and in B",
    "compare_cards": "Each card's owners' win rate in A and in B, with 95% intervals",
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


def _seats(plt: Any, d: dict[str, Any]) -> Any:
    rows = [*d["seats"], *(d["bots"] if len(d["bots"]) > 1 else [])]
    labels = [f"seat {r['seat']}" if "seat" in r else f"{r['bot']} (bot)" for r in rows]
    fig, ax = plt.subplots(figsize=(6.4, 0.45 * len(rows) + 1.2))
    y = list(range(len(rows)))[::-1]
    colours = [A_COLOUR if "seat" in r else B_COLOUR for r in rows]
    ax.barh(y, [r["rate"] for r in rows], color=colours, alpha=0.75, xerr=_error_bars(rows), capsize=3)
    ax.axvline(d["fair_share"], color=FAIR_COLOUR, linestyle="--", linewidth=1)
    ax.set_yticks(y, labels)
    ax.set_xlabel("win rate")
    ax.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    return fig


def _length(plt: Any, lengths: list[dict[str, Any]], names: list[str]) -> Any:
    fig, ax = plt.subplots(figsize=(6.4, 3.2))
    for hist, name, colour in zip(lengths, names, (A_COLOUR, B_COLOUR), strict=False):
        turns = sorted(hist)
        ax.step(turns, [hist[t] for t in turns], where="mid", color=colour, label=name)
    ax.set_xlabel("turns (every player's turn counts)")
    ax.set_ylabel("games")
    if len(lengths) > 1:
        ax.legend()
    return fig


def _cards(plt: Any, d: dict[str, Any]) -> Any:
    cards = d["cards"]
    fig, ax = plt.subplots(figsize=(6.4, 4.8))
    ax.errorbar(
        [c["bought_rate"] for c in cards],
        [c["rate"] for c in cards],
        yerr=_error_bars(cards),
        fmt="o",
        color=A_COLOUR,
        ecolor="#9bbcd1",
        capsize=2,
        markersize=4,
    )
    for c in cards:
        ax.annotate(c["name"], (c["bought_rate"], c["rate"]), fontsize=7, xytext=(3, 3), textcoords="offset points")
    ax.axhline(d["fair_share"], color=FAIR_COLOUR, linestyle="--", linewidth=1)
    ax.set_xlabel("games in which someone bought it")
    ax.set_ylabel("win rate of its owners")
    for axis in (ax.xaxis, ax.yaxis):
        axis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
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


def _compare_seats(plt: Any, c: dict[str, Any]) -> Any:
    rows = [*c["seats"], *c["bots"]]
    labels = [f"seat {r['seat']}" if "seat" in r else f"{r['bot']} (bot)" for r in rows]
    fig, ax = plt.subplots(figsize=(6.4, 0.55 * len(rows) + 1.2))
    for k, (colour, name) in enumerate(((A_COLOUR, "A"), (B_COLOUR, "B"))):
        rates, lows, highs = _side(rows, k)
        y = [len(rows) - 1 - i + (0.2 if k == 0 else -0.2) for i in range(len(rows))]
        ax.barh(y, rates, height=0.38, color=colour, alpha=0.75, xerr=(lows, highs), capsize=3, label=name)
    ax.set_yticks(list(range(len(rows)))[::-1], labels)
    ax.set_xlabel("win rate")
    ax.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    ax.legend()
    return fig


def _compare_cards(plt: Any, c: dict[str, Any]) -> Any:
    cards = c["cards"]
    fig, ax = plt.subplots(figsize=(6.4, 0.3 * len(cards) + 1.2))
    y = list(range(len(cards)))[::-1]
    for k, (colour, name, shift) in enumerate(((A_COLOUR, "A", 0.15), (B_COLOUR, "B", -0.15))):
        rates, lows, highs = _side(cards, k)
        ys = [v + shift for v in y]
        ax.errorbar(rates, ys, xerr=(lows, highs), fmt="o", color=colour, capsize=2, markersize=4, label=name)
    ax.set_yticks(y, [card["name"] for card in cards])
    ax.set_xlabel("win rate of its owners")
    ax.xaxis.set_major_formatter(plt.matplotlib.ticker.PercentFormatter(1.0))
    ax.legend()
    return fig


def run_charts(d: dict[str, Any]) -> dict[str, Any]:
    """The figures of a run (labreport.run_data), by name (:data:`RUN_CHARTS`)."""
    plt = _pyplot()
    out = {"seats": _seats(plt, d), "length": _length(plt, [d["lengths"]], ["games"])}
    if d["cards"]:
        out["cards"] = _cards(plt, d)
    if d["coins"]["turn"]:
        out["coins"] = _coins(plt, d)
    return out


def compare_charts(c: dict[str, Any], a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """The figures of a comparison (labreport.compare_data, and the two runs' data), by name."""
    plt = _pyplot()
    out = {
        "compare_seats": _compare_seats(plt, c),
        "compare_length": _length(plt, [a["lengths"], b["lengths"]], ["A", "B"]),
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
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }
.verdict { font-size: 1.05rem; background: #f3f6f8; border-left: 4px solid #2a6f97; padding: .6rem .8rem; }
figure { margin: 1.5rem 0; } figure svg { max-width: 100%; height: auto; }
figcaption { color: #555; font-size: .9rem; }
table { border-collapse: collapse; font-size: .85rem; margin: .5rem 0 1rem; }
th, td { padding: .2rem .6rem; border-bottom: 1px solid #ddd; text-align: right; }
th:first-child, td:first-child { text-align: left; }
"""


def page(title: str, lines: list[str], verdicts: list[str], figures: dict[str, Any], captions: dict[str, str]) -> str:
    """One self-contained HTML page: the verdicts, each figure with its caption, then ``lines`` (the
    text report, as tables)."""
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
        f"<p>{html.escape(lines[0])}</p>" if lines else "",
    ]
    parts += [f'<p class="verdict">{html.escape(v)}</p>' for v in verdicts]
    for name, fig in figures.items():
        parts.append(
            f'<figure id="{name}">{_inline(fig)}<figcaption>{html.escape(captions[name])}</figcaption></figure>'
        )
    parts.append("<h2>The figures</h2>")
    parts.append(f"<pre>{html.escape(chr(10).join(lines))}</pre>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def close_all(figures: dict[str, Any]) -> None:
    plt = _pyplot()
    for fig in figures.values():
        plt.close(fig)


def _write(path: Path, text: str) -> None:
    """Whole or not at all: into a file beside it, then renamed over it."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def run_report(r: Run, title: str, report: Path | None, charts: Path | None) -> list[Path]:
    """A run's report page and chart files (as asked); the files written."""
    d = run_data(r, title)
    lines = run_text(r, title).splitlines()
    return _emit(title, lines, [seat_advantage(d, r.setup)], run_charts(d), RUN_CHARTS, report, charts)


def compare_report(
    a: Run, b: Run, label_a: str, label_b: str, independent: bool, report: Path | None, charts: Path | None
) -> list[Path]:
    """A comparison's report page and chart files (as asked); the files written."""
    c = compare_data(a, b, label_a, label_b, independent)
    figures = compare_charts(c, run_data(a, label_a), run_data(b, label_b))
    lines = compare_text(c).splitlines()
    return _emit(f"{label_a} against {label_b}", lines, [verdict_sentence(c)], figures, COMPARE_CHARTS, report, charts)


def _emit(
    title: str,
    lines: list[str],
    verdicts: list[str],
    figures: dict[str, Any],
    captions: dict[str, str],
    report: Path | None,
    charts: Path | None,
) -> list[Path]:
    written = []
    try:
        if report is not None:
            _write(report, page(title, lines, verdicts, figures, captions))
            written.append(report)
        if charts is not None:
            written += write_charts(figures, charts)
    finally:
        close_all(figures)
    return written
