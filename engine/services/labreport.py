"""The balance lab's words and tables: one place for the text, JSON and CSV of a run or a comparison."""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Sequence
from typing import Any

from engine.services.lab import Run, Tally
from engine.services.stats import ALPHA, difference_interval, holm, two_proportion_p, welch_p

FORMATS = ("text", "json", "csv")


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def run_data(r: Run, title: str) -> dict[str, Any]:
    data = r.tally.report()
    s = r.setup
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
        }
    )
    return data


VERDICT = {"above": "above its fair share", "below": "below its fair share", "fair": ""}
"""A row's verdict in words (nothing where the run has no evidence either way)."""


def table(
    headers: Sequence[str], rows: Sequence[Sequence[str]], right: Sequence[bool], indent: str = "  "
) -> list[str]:
    """Columns padded to their widest cell, numbers to the right; a header line first."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]

    def line(cells: Sequence[str]) -> str:
        parts = [c.rjust(w) if r else c.ljust(w) for c, w, r in zip(cells, widths, right, strict=True)]
        return (indent + "  ".join(parts)).rstrip()

    return [line(headers), *(line(r) for r in rows)]


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


def run_text(r: Run, title: str) -> str:
    d = run_data(r, title)
    t = r.tally
    s = r.setup
    lines = []
    rotate = " (seats rotate)" if s.rotate else ""
    done = d["games"]
    lines.append(
        f"{title}: {done} games, {s.players} players, bots {','.join(s.bots)}{rotate}, "
        f"seeds {r.seed}..{r.seed + done - 1}"
    )
    if r.interrupted:
        lines.append(f"interrupted: {done} of {r.requested} games played" + (f" ({r.why})" if r.why else ""))
    lines.append(f"fair share: {_pct(d['fair_share'])} of the games for each seat (those someone won, split evenly)")
    lines.append("verdicts: a 5% test against the fair share, corrected for the rows of each table (Holm)")
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
    lines += table(heads, rows, [False, False, True, True, True, True, False])
    lines.append(seat_advantage(d, s))
    if len(set(s.bots)) > 1:  # one bot in every seat: its row would say nothing
        lines.append("by bot:")
        heads = ["bot", "wins", "seat-games", "win rate", "95% interval", "verdict"]
        rows = [
            [b["bot"], str(b["wins"]), str(b["of"]), _pct(b["rate"]), _interval(b), VERDICT[b["verdict"]]]
            for b in d["bots"]
        ]
        lines += table(heads, rows, [False, True, True, True, True, False])
    length = d["length"]
    lines.append(
        f"mean turns: {length['mean']:.1f} (median {length['median']:.0f}, "
        f"10% {length['p10']:.0f}, 90% {length['p90']:.0f})"
    )
    if t.stalled:
        seeds = ", ".join(map(str, t.stalled_seeds)) + (", ..." if t.stalled > len(t.stalled_seeds) else "")
        lines.append(f"stalled: {t.stalled} games played {s.max_turns} turns without a winner (seeds {seeds})")
    if d["cards"]:
        lines.append(
            "cards, by the low end of their owners' win-rate interval (an owner: a seat that bought one in a game):"
        )
        heads = ["card", "games bought in", "copies a game", "owners", "owners won", "95% interval", "verdict"]
        rows = [
            [
                c["name"],
                _pct(c["bought_rate"]),
                f"{c['copies_per_game']:.2f}",
                str(c["of"]),
                _pct(c["rate"]),
                _interval(c),
                VERDICT[c["verdict"]],
            ]
            for c in sorted(d["cards"], key=lambda c: (-c["ci95"][0], c["name"]))
        ]
        lines += table(heads, rows, [False, True, True, True, True, True, False])
    lines.append(f"speed: {d['games_per_s']:.0f} games/s, {d['turns_per_s']:.0f} turns/s ({d['engine']} engine)")
    return "\n".join(lines)


CSV_HEADER = ["section", "item", "name", "wins", "games", "rate", "ci95_low", "ci95_high", "p", "verdict", "extra"]
"""The columns of a run as CSV: one row per seat, bot, length figure and card (``games``: the games,
seat-games or owners a rate is out of; ``extra``: a card's copies bought per game)."""


def run_csv(r: Run, title: str) -> str:
    d = run_data(r, title)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_HEADER)
    w.writerow(["run", "games", title, d["games"], "", "", "", "", "", "", ""])
    w.writerow(["run", "stalled", title, d["stalled"], "", "", "", "", "", "", ""])
    w.writerow(["run", "fair_share", title, "", "", f"{d['fair_share']:.4f}", "", "", "", "", ""])

    def rated(section: str, item: Any, name: str, x: dict[str, Any], extra: str = "") -> list[Any]:
        lo, hi = x["ci95"]
        return [
            section,
            item,
            name,
            x["wins"],
            x["of"],
            f"{x['rate']:.4f}",
            f"{lo:.4f}",
            f"{hi:.4f}",
            f"{x['p']:.4g}",
            x["verdict"],
            extra,
        ]

    for x in d["seats"]:
        w.writerow(rated("seat", x["seat"], f"seat {x['seat']}", x))
    for x in d["bots"]:
        w.writerow(rated("bot", x["bot"], x["bot"], x))
    for key, value in d["length"].items():
        w.writerow(["length", key, "turns", "", "", f"{value:.2f}", "", "", "", "", ""])
    for c in d["cards"]:
        w.writerow(rated("card", c["card"], c["name"], c, f"{c['copies_per_game']:.3f}"))
    return out.getvalue().rstrip("\n")


def render_run(r: Run, title: str, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(run_data(r, title), indent=2)
    if fmt == "csv":
        return run_csv(r, title)
    return run_text(r, title)


# -- mk compare ----------------------------------------------------------------------------
def compare_data(a: Run, b: Run, label_a: str, label_b: str, independent: bool = False) -> dict[str, Any]:
    """Two runs side by side: each seat's (and bot's) win rate, the game length and each card's
    owners' win rate, with B - A, its 95% interval and a verdict. Seats, bots and length are one
    family of questions, the cards another; each family's verdicts are corrected for its number of
    questions (Holm), so two runs of the same rules are told apart in at most 5% of comparisons."""
    ta, tb = a.tally, b.tally
    seats = [_versus({"seat": q + 1}, ta.seat_wins[q], ta.games, tb.seat_wins[q], tb.games) for q in range(ta.players)]
    bots = []
    if len(set(a.setup.bots) | set(b.setup.bots)) > 1:  # one bot in every seat: nothing to compare
        for bot in sorted(set(ta.bot_seats) | set(tb.bot_seats)):
            bots.append(_versus({"bot": bot}, ta.bot_wins[bot], ta.bot_seats[bot], tb.bot_wins[bot], tb.bot_seats[bot]))
    ma, mb = ta.length_stats()["mean"], tb.length_stats()["mean"]
    se = math.sqrt(_var_of_mean(ta) + _var_of_mean(tb))
    diff = mb - ma
    length: dict[str, Any] = {
        "a": ma,
        "b": mb,
        "difference": diff,
        "ci95": [diff - 1.96 * se, diff + 1.96 * se],
        "p": welch_p(ma, ta.length_sd() ** 2, ta.games, mb, tb.length_sd() ** 2, tb.games),
    }
    family = [*seats, *bots, length]
    for question, flagged in zip(family, holm([r["p"] for r in family]), strict=True):
        question["significant"] = flagged
    names = dict(zip(ta.cards, ta.names, strict=True)) | dict(zip(tb.cards, tb.names, strict=True))
    index_a = {c: i for i, c in enumerate(ta.cards)}
    index_b = {c: i for i, c in enumerate(tb.cards)}
    cards = []
    for card in sorted(set(index_a) | set(index_b), key=lambda c: names[c]):
        i, j = index_a.get(card), index_b.get(card)
        won_a, own_a = (ta.owned_won[i], ta.owned[i]) if i is not None else (0, 0)
        won_b, own_b = (tb.owned_won[j], tb.owned[j]) if j is not None else (0, 0)
        if own_a or own_b:
            cards.append(_versus({"card": card, "name": names[card]}, won_a, own_a, won_b, own_b))
    for card_row, flagged in zip(cards, holm([r["p"] for r in cards]), strict=True):
        card_row["significant"] = flagged
    return {
        "a": label_a,
        "b": label_b,
        "games": [ta.games, tb.games],
        "seeds": "independent" if independent else "same",
        "lineup": list(a.setup.bots),
        "rotate": a.setup.rotate,
        "alpha": ALPHA,
        "differ": any(r["significant"] for r in family),
        "seats": seats,
        "bots": bots,
        "length": length,
        "cards": cards,
        "stalled": [ta.stalled, tb.stalled],
    }


def _versus(row: dict[str, Any], k1: int, n1: int, k2: int, n2: int) -> dict[str, Any]:
    d, lo, hi = difference_interval(k1, n1, k2, n2)
    row.update(
        {
            "a": k1 / n1 if n1 else 0.0,
            "b": k2 / n2 if n2 else 0.0,
            "wins": [k1, k2],
            "of": [n1, n2],
            "difference": d,
            "ci95": [lo, hi],
            "p": two_proportion_p(k1, n1, k2, n2),
        }
    )
    return row


def _var_of_mean(t: Tally) -> float:
    return t.length_sd() ** 2 / t.games if t.games else 0.0


def verdict_sentence(data: dict[str, Any]) -> str:
    """Whether the two rule sets differ, in one sentence."""
    n = data["games"][0]
    if not data["differ"]:
        widest = max(100 * (s["ci95"][1] - s["ci95"][0]) / 2 for s in data["seats"])
        return (
            f"No difference found between A and B in {n} games each: no seat's win rate or the game length "
            f"differs beyond chance (Holm-corrected, 5%); a difference under about {widest:.0f} points could "
            "still hide at this number of games."
        )
    found = [f"seat {s['seat']}'s win rate" for s in data["seats"] if s["significant"]]
    found += [f"the {b['bot']} bot's win rate" for b in data["bots"] if b["significant"]]
    if data["length"]["significant"]:
        found.append("the game length")
    listed = found[0] if len(found) == 1 else ", ".join(found[:-1]) + " and " + found[-1]
    return f"A and B differ: {listed} (beyond chance, Holm-corrected at 5% over the {_questions(data)} questions)."


def _questions(data: dict[str, Any]) -> int:
    return len(data["seats"]) + len(data["bots"]) + 1


def compare_text(data: dict[str, Any]) -> str:
    seeds = "on independent seeds" if data["seeds"] == "independent" else "on the same seeds"
    rotate = " (seats rotate)" if data["rotate"] else ""
    bots = f"bots {','.join(data['lineup'])}{rotate}"
    lines = [f"A: {data['a']}", f"B: {data['b']}", f"{data['games'][0]} games each, {seeds}, {bots}"]
    lines.append(verdict_sentence(data))
    heads = ["", "A", "B", "B - A", "95% interval", "verdict"]
    right = [False, True, True, True, True, False]

    def row(label: str, x: dict[str, Any]) -> list[str]:
        lo, hi = x["ci95"]
        verdict = "a real difference" if x["significant"] else "no significant difference"
        return [label, _pct(x["a"]), _pct(x["b"]), f"{100 * x['difference']:+.1f} pts", _span(lo, hi), verdict]

    rows = [row(f"seat {s['seat']} win rate", s) for s in data["seats"]]
    rows += [row(f"{b['bot']} win rate", b) for b in data["bots"]]
    length = data["length"]
    lo, hi = length["ci95"]
    rows.append(
        [
            "mean turns",
            f"{length['a']:.1f}",
            f"{length['b']:.1f}",
            f"{length['difference']:+.1f}",
            f"{lo:+.1f} to {hi:+.1f}",
            "a real difference" if length["significant"] else "no significant difference",
        ]
    )
    lines += table(heads, rows, right)
    if any(data["stalled"]):
        lines.append(f"  stalled games: A {data['stalled'][0]}, B {data['stalled'][1]}")
    if data["cards"]:
        lines.append("cards: the win rate of their owners in A and in B (Holm-corrected over the cards)")
        heads = ["card", "owners A", "won A", "owners B", "won B", "B - A", "95% interval", "verdict"]
        rows = []
        for c in data["cards"]:
            lo, hi = c["ci95"]
            rows.append(
                [
                    c["name"],
                    str(c["of"][0]),
                    _pct(c["a"]),
                    str(c["of"][1]),
                    _pct(c["b"]),
                    f"{100 * c['difference']:+.1f} pts",
                    _span(lo, hi),
                    "a real difference" if c["significant"] else "",
                ]
            )
        lines += table(heads, rows, [False, True, True, True, True, True, True, False])
    return "\n".join(lines)


def _span(lo: float, hi: float) -> str:
    return f"{100 * lo:+.1f} to {100 * hi:+.1f}"


def compare_csv(data: dict[str, Any]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["what", "name", "a", "b", "difference", "ci95_low", "ci95_high", "p", "significant"])

    def row(what: str, name: str, x: dict[str, Any], digits: int = 4) -> list[Any]:
        lo, hi = x["ci95"]
        figures = [x["a"], x["b"], x["difference"], lo, hi]
        return [what, name, *(f"{v:.{digits}f}" for v in figures), f"{x['p']:.4g}", x["significant"]]

    for s in data["seats"]:
        w.writerow(row("seat win rate", f"seat {s['seat']}", s))
    for b in data["bots"]:
        w.writerow(row("bot win rate", b["bot"], b))
    w.writerow(row("mean turns", "game length", data["length"], 2))
    for c in data["cards"]:
        w.writerow(row("owners' win rate", c["name"], c))
    return out.getvalue().rstrip("\n")


def render_compare(a: Run, b: Run, label_a: str, label_b: str, fmt: str, independent: bool = False) -> str:
    data = compare_data(a, b, label_a, label_b, independent)
    if fmt == "json":
        return json.dumps(data, indent=2)
    if fmt == "csv":
        return compare_csv(data)
    return compare_text(data)
