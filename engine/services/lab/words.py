"""The balance lab's words and tables: one place for the text, JSON and CSV of a run (``mk simulate``);
a comparison's are in engine.services.lab.compare. The text is made of blocks, sentences and tables,
which the report page (engine.services.lab.charts) shows as paragraphs and HTML tables."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.services.lab.cards import BAND, WORDS, ratio_text, withhold
from engine.services.lab.run import Run
from engine.services.players.bots import BUYS_AT_RANDOM, bot_name

FORMATS = ("text", "json", "csv")


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def judge_cards(bots: Sequence[str], cards: Sequence[dict[str, Any]]) -> str:
    """Withhold the card verdicts of games every seat of which buys at random
    (:data:`engine.services.players.bots.BUYS_AT_RANDOM`), saying why; a note when some seats do ("")."""
    names = {bot_name(b).partition(":")[0] for b in bots}
    random = sorted(names & BUYS_AT_RANDOM)
    if not random:
        return ""
    why = (
        f"the {' and '.join(random)} {'bots buy' if len(random) > 1 else 'bot buys'} at random among what "
        f"{'they' if len(random) > 1 else 'it'} can afford, so a dear card is bought only by a seat already "
        "ahead and its owners win more whatever it does"
    )
    if names <= BUYS_AT_RANDOM:
        withhold(cards, f"{why}; play --bots normal (or hard, expert) for card verdicts")
        return f"card verdicts withheld: {why} (--bots normal gives them)"
    return f"card verdicts: the games won by a seat of the {' or '.join(random)} bot say little ({why})"


def run_data(r: Run, title: str) -> dict[str, Any]:
    data = r.tally.report()
    s = r.setup
    data["cards_note"] = judge_cards(s.bots, data["cards"])
    data.update(
        {
            "title": title,
            "edition": s.edition,
            "players": s.players,
            "lineup": list(s.bots),
            "rotate": s.rotate,
            "seeds": [r.seed, r.seed + data["games"] - 1],
            "max_turns": s.max_turns,
            "interrupted": r.interrupted,
            "why": r.why,
            "engine": r.setup.engine,
            "games_per_s": data["games"] / r.seconds if r.seconds else 0.0,
            "turns_per_s": sum(t * k for t, k in r.tally.lengths.items()) / r.seconds if r.seconds else 0.0,
            "lengths": dict(sorted(r.tally.lengths.items())),
            "rounds": dict(sorted(r.tally.rounds().items())),
        }
    )
    return data


VERDICT = {"above": "above its fair share", "below": "below its fair share", "fair": ""}
"""A row's verdict in words (nothing where the run has no evidence either way)."""


@dataclass(frozen=True)
class Table:
    """A table of the text: a header, rows of cells, and which columns are numbers (set right)."""

    headers: Sequence[str]
    rows: Sequence[Sequence[str]]
    right: Sequence[bool]

    def lines(self, indent: str = "  ") -> list[str]:
        """Columns padded to their widest cell, numbers to the right; a header line first."""
        rows, headers = self.rows, self.headers
        widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]

        def line(cells: Sequence[str]) -> str:
            parts = [c.rjust(w) if r else c.ljust(w) for c, w, r in zip(cells, widths, self.right, strict=True)]
            return (indent + "  ".join(parts)).rstrip()

        return [line(headers), *(line(r) for r in rows)]


Block = str | Table
"""A sentence (a line of the text, a paragraph of the page) or a table."""


def text(blocks: Sequence[Block]) -> str:
    """The blocks as plain text: a line each sentence, tables padded."""
    out: list[str] = []
    for b in blocks:
        out += b.lines() if isinstance(b, Table) else [b]
    return "\n".join(out)


def _interval(row: dict[str, Any]) -> str:
    lo, hi = row["ci95"]
    return f"{_pct(lo)}-{_pct(hi)}"


def seat_advantage(d: dict[str, Any], setup: Any) -> str:
    """One sentence on whether some seat wins more (or less) than its fair share."""
    flagged = [s for s in d["seats"] if s["verdict"] != "fair"]
    mixed = not setup.rotate and len(set(setup.bots)) > 1
    caveat = " (the seats have different bots: --rotate separates the seat from the bot)" if mixed else ""
    if not flagged:
        return f"seat advantage: none found; every seat's win rate is within chance of {_pct(d['fair_share'])}{caveat}"
    parts = [
        f"seat {s['seat']} wins {_pct(s['rate'])} ({_interval(s)}), {'more' if s['verdict'] == 'above' else 'less'}"
        for s in flagged
    ]
    return f"seat advantage: {'; '.join(parts)} than a fair {_pct(d['fair_share'])}{caveat}"


def run_blocks(r: Run, title: str) -> list[Block]:
    """A run's report: what was played, the seats, bots, length, and what each card did."""
    d = run_data(r, title)
    t = r.tally
    s = r.setup
    out: list[Block] = []
    rotate = " (seats rotate)" if s.rotate else ""
    done = d["games"]
    out.append(
        f"{title}: {done} games, {s.players} players, bots {','.join(s.bots)}{rotate}, "
        f"seeds {r.seed}..{r.seed + done - 1}"
    )
    if r.interrupted:
        out.append(f"interrupted: {done} of {r.requested} games played" + (f" ({r.why})" if r.why else ""))
    out.append(f"fair share: {_pct(d['fair_share'])} of the games for each seat (those someone won, split evenly)")
    out.append("verdicts: a 5% test against the fair share, corrected for the rows of each table (Holm)")
    heads = ["seat", "bot", "wins", "games", "win rate", "95% interval", "verdict"]
    rows = [
        [
            f"seat {x['seat']}",
            "rotating" if s.rotate else s.bots[x["seat"] - 1],
            str(x["wins"]),
            str(x["of"]),
            _pct(x["rate"]),
            _interval(x),
            VERDICT[x["verdict"]],
        ]
        for x in d["seats"]
    ]
    out.append(Table(heads, rows, [False, False, True, True, True, True, False]))
    out.append(seat_advantage(d, s))
    if len(set(s.bots)) > 1:  # one bot in every seat: its row would say nothing
        out.append("by bot:")
        heads = ["bot", "wins", "seat-games", "win rate", "95% interval", "verdict"]
        rows = [
            [b["bot"], str(b["wins"]), str(b["of"]), _pct(b["rate"]), _interval(b), VERDICT[b["verdict"]]]
            for b in d["bots"]
        ]
        out.append(Table(heads, rows, [False, True, True, True, True, False]))
    length = d["length"]
    out.append(
        f"mean turns: {length['mean']:.1f} (median {length['median']:.0f}, "
        f"10% {length['p10']:.0f}, 90% {length['p90']:.0f}); in rounds: mean {length['rounds_mean']:.1f}, "
        f"median {length['rounds_median']:.0f}"
    )
    if t.stalled:
        seeds = ", ".join(map(str, t.stalled_seeds)) + (", ..." if t.stalled > len(t.stalled_seeds) else "")
        out.append(f"stalled: {t.stalled} games played {s.max_turns} turns without a winner (seeds {seeds})")
    if d["cards_note"]:
        out.append(d["cards_note"])
    out += card_blocks(d["cards"])
    out.append(f"speed: {d['games_per_s']:.0f} games/s, {d['turns_per_s']:.0f} turns/s ({d['engine']} engine)")
    return out


def card_order(cards: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Cards by their word (:data:`engine.services.lab.cards.WORDS`), then the strongest first."""

    def key(c: dict[str, Any]) -> tuple[int, float, str]:
        ratio = c["odds_ratio"]
        strength = -1e300 if c["p"] is None else 1e300 if ratio is None else ratio
        return WORDS.index(c["verdict"]), -strength, c["name"]

    return sorted(cards, key=key)


LOOK_AT = ("must-buy", "strong", "weak", "never bought")
"""The words that get their evidence said in a sentence under the cards' table."""


def card_blocks(cards: Sequence[dict[str, Any]]) -> list[Block]:
    """The cards' table (owners against non-owners of the same games) and a sentence for each card
    worth a look."""
    if not cards:
        return []
    ordered = card_order(cards)
    out: list[Block] = [
        "cards: owners against the seats without one in the same games (an owner: a seat that bought one; "
        "owners won, others won: in the games that had both; the odds ratio: how many times the owners' odds "
        f"of winning were the others' there, Holm-corrected over the cards; balanced: its interval within "
        f"{1 / BAND:.2f}-{BAND:g})"
    ]
    heads = ["card", "verdict", "in cities", "winners' cities", "copies a game", "owners won", "others won"]
    heads.append("odds ratio (95%)")
    rows = [
        [
            c["name"],
            c["verdict"],
            _pct(c["owned_by"]),
            _pct(c["winner_owned"]),
            f"{c['copies_per_game']:.2f}",
            _pct(c["same_owners_rate"]),
            _pct(c["same_others_rate"]),
            ratio_text(c),
        ]
        for c in ordered
    ]
    out.append(Table(heads, rows, [False, False, True, True, True, True, True, True]))
    look = [c for c in ordered if c["verdict"] in LOOK_AT]
    out += [f"- {c['evidence']}" for c in look]
    return out


def run_text(r: Run, title: str) -> str:
    return text(run_blocks(r, title))


CSV_HEADER = ["section", "item", "name", "wins", "games", "rate", "ci95_low", "ci95_high", "p", "verdict", "extra"]
CSV_HEADER += ["owned_by", "winner_owned", "others_rate", "odds_ratio", "odds_ratio_low", "odds_ratio_high"]
"""The columns of a run as CSV: one row per seat, bot, length figure and card (``games``: the games,
seat-games or owners a rate is out of; for a card: its owners' wins and seat-games, ``p`` and
``verdict`` those of its odds ratio, ``extra`` its copies bought per game, and the share of cities and
of winners' cities that had it, the others' win rate and the odds ratio with its interval)."""


def run_csv(r: Run, title: str) -> str:
    d = run_data(r, title)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_HEADER)
    blank = [""] * (len(CSV_HEADER) - 4)
    w.writerow(["run", "games", title, d["games"], *blank])
    w.writerow(["run", "stalled", title, d["stalled"], *blank])
    w.writerow(["run", "fair_share", title, "", "", f"{d['fair_share']:.4f}", *blank[2:]])

    def rated(section: str, item: Any, name: str, x: dict[str, Any]) -> list[Any]:
        lo, hi = x["ci95"]
        cells = [section, item, name, x["wins"], x["of"], f"{x['rate']:.4f}", f"{lo:.4f}", f"{hi:.4f}"]
        return [*cells, f"{x['p']:.4g}", x["verdict"], *[""] * 7]

    for x in d["seats"]:
        w.writerow(rated("seat", x["seat"], f"seat {x['seat']}", x))
    for x in d["bots"]:
        w.writerow(rated("bot", x["bot"], x["bot"], x))
    for key, value in d["length"].items():
        w.writerow(
            ["length", key, "rounds" if key.startswith("rounds") else "turns", "", "", f"{value:.2f}", *blank[2:]]
        )
    for c in d["cards"]:
        lo, hi = c["owners_ci95"]
        p = "" if c["p"] is None else f"{c['p']:.4g}"
        cells = ["card", c["card"], c["name"], c["owners_won"], c["owners"], f"{c['owners_rate']:.4f}"]
        cells += [f"{lo:.4f}", f"{hi:.4f}", p, c["verdict"], f"{c['copies_per_game']:.3f}"]
        cells += [f"{c['owned_by']:.4f}", f"{c['winner_owned']:.4f}", f"{c['others_rate']:.4f}"]
        cells += ["" if x is None else f"{x:.4f}" for x in (c["odds_ratio"], *c["odds_ratio_ci95"])]
        w.writerow(cells)
    return out.getvalue().rstrip("\n")


def render_run(r: Run, title: str, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(run_data(r, title), indent=2)
    if fmt == "csv":
        return run_csv(r, title)
    return run_text(r, title)
