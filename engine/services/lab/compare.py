"""``mk compare``'s figures, words and tables: two runs side by side.

Seats, bots and the game length are one family of questions, corrected together (Holm), so two runs of
the same rules are told apart in at most 5% of comparisons. On the same seeds (the default) the games
are paired, game i of A with game i of B: a seat's win rates are compared by McNemar's test with
Newcombe's interval for paired data, the lengths by the paired t test, which see through the luck both
sides share. On independent seeds, Fisher's (or the pooled z) test with Newcombe's hybrid interval and
Welch's t. The cards are a family of their own: each card's share of cities and its odds ratio
(owners against non-owners of the same games, engine.services.lab.cards) in A and in B; a card that
only one side has is said so ("only in B"); the cards that changed most are named in the sentence.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.services.lab.cards import RARELY, ratio_text
from engine.services.lab.run import Run, Tally
from engine.services.lab.stats import (
    ALPHA,
    POWER,
    detectable,
    difference_interval,
    holm,
    mcnemar_p,
    paired_difference_interval,
    paired_t,
    two_proportion_p,
    two_sided,
    welch_p,
)
from engine.services.lab.words import Block, Table, _pct, judge_cards, text
from engine.services.play.changes import rule_changes, said

DRIVERS_SAID = 3
"""The cards the sentence names (the JSON has them all)."""


def paired(a: Run, b: Run, independent: bool) -> bool:
    """Whether A's and B's games pair up: the same seeds, and every game's winner and length kept."""
    ta, tb = a.tally, b.tally
    return not independent and ta.games == tb.games == len(ta.winners) == len(tb.winners) > 1


def compare_data(a: Run, b: Run, label_a: str, label_b: str, independent: bool = False) -> dict[str, Any]:
    """Two runs side by side (the JSON format): what B's rules change against A's
    (engine.services.play.changes); each seat's (and bot's) win rate, the game length, with B - A, its
    95% interval and a verdict (:func:`outcomes`); the cards; the cards B changes, then those that moved."""
    cards = compare_cards(a.tally, b.tally)
    sides = [side for c in cards for side in (c["a"], c["b"]) if side]
    note = judge_cards(a.setup.bots, sides)  # bots that buy at random: no card verdicts
    found = rule_changes(b.setup.game(), a.setup.game())
    changes = [{"kind": c.kind, "what": c.what, "id": c.ident, "name": c.name, "said": said(c)} for c in found]
    changed = {c.ident for c in found if c.what != "option"}
    head = {"a": label_a, "b": label_b, "games": [a.tally.games, b.tally.games], "changes": changes, "cards_note": note}
    return {**head, **outcomes(a, b, independent), "cards": cards, "drivers": drivers(cards, changed)}


def outcomes(a: Run, b: Run, independent: bool = False) -> dict[str, Any]:
    """The first family of questions: each seat's (and bot's) win rate and the game length in A and in
    B, with B - A, its 95% interval and a verdict corrected over the family (Holm); whether any differs;
    the differences a run this size finds with :data:`POWER` chance."""
    ta, tb = a.tally, b.tally
    pairs = paired(a, b, independent)
    seats = _paired_seats(ta, tb) if pairs else _seats(ta, tb)
    bots: list[dict[str, Any]] = []
    if len(set(a.setup.bots) | set(b.setup.bots)) > 1:  # one bot in every seat: nothing to compare
        bots = _paired_bots(a, b) if pairs else _bots(ta, tb)
    length = _paired_length(ta, tb) if pairs else _length(ta, tb)
    family = [*seats, *bots, length]
    for question, flagged in zip(family, holm([r["p"] for r in family]), strict=True):
        question["significant"] = flagged
    return {
        "seeds": "independent" if independent else "same",
        "paired": pairs,
        "lineup": list(a.setup.bots),
        "rotate": a.setup.rotate,
        "alpha": ALPHA,
        "differ": any(r["significant"] for r in family),
        "identical": pairs and all(s["discordant"] == [0, 0] for s in seats) and length["ci95"] == [0.0, 0.0],
        "seats": seats,
        "bots": bots,
        "length": length,
        "detectable": _detectable(seats, length, len(family)),
        "stalled": [ta.stalled, tb.stalled],
    }


def _versus(row: dict[str, Any], k1: int, n1: int, k2: int, n2: int) -> dict[str, Any]:
    """Two independent rates: B - A with Newcombe's hybrid interval, Fisher's (or the z) test."""
    d, lo, hi = difference_interval(k1, n1, k2, n2)
    a, b = k1 / n1 if n1 else 0.0, k2 / n2 if n2 else 0.0
    se = math.sqrt(a * (1 - a) / n1 + b * (1 - b) / n2) if n1 and n2 else 0.0
    row.update({"a": a, "b": b, "wins": [k1, k2], "of": [n1, n2], "difference": d, "ci95": [lo, hi]})
    row.update({"p": two_proportion_p(k1, n1, k2, n2), "se": se, "paired": False})
    return row


def _seats(ta: Tally, tb: Tally) -> list[dict[str, Any]]:
    return [_versus({"seat": q + 1}, ta.seat_wins[q], ta.games, tb.seat_wins[q], tb.games) for q in range(ta.players)]


def _bots(ta: Tally, tb: Tally) -> list[dict[str, Any]]:
    return [
        _versus({"bot": bot}, ta.bot_wins[bot], ta.bot_seats[bot], tb.bot_wins[bot], tb.bot_seats[bot])
        for bot in sorted(set(ta.bot_seats) | set(tb.bot_seats))
    ]


def _paired_rate(row: dict[str, Any], counts: tuple[int, int, int, int], seats: int = 1) -> dict[str, Any]:
    """Paired yes/no outcomes (both, A only, B only, neither) of games, as a rate per seat-game when
    each game has ``seats`` seats of the kind (a bot in two seats wins at most one of their games)."""
    both, a_only, b_only, neither = counts
    n = sum(counts)
    d, lo, hi = paired_difference_interval(both, a_only, b_only, neither)
    se = math.sqrt(max(0.0, (a_only + b_only) / n - d * d) / n) if n else 0.0
    k1, k2 = both + a_only, both + b_only
    row.update(
        {
            "a": k1 / n / seats if n else 0.0,
            "b": k2 / n / seats if n else 0.0,
            "wins": [k1, k2],
            "of": [n * seats, n * seats],
            "difference": d / seats,
            "ci95": [lo / seats, hi / seats],
            "p": mcnemar_p(a_only, b_only),
            "se": se / seats,
            "paired": True,
            "discordant": [a_only, b_only],
        }
    )
    return row


def _outcomes(
    a_wins: Sequence[Any], b_wins: Sequence[Any], kinds: Sequence[Any]
) -> dict[Any, tuple[int, int, int, int]]:
    """For each kind (a seat, a bot), how many games it won in both, in A only, in B only, in neither."""
    both: Counter[Any] = Counter()
    a_only: Counter[Any] = Counter()
    b_only: Counter[Any] = Counter()
    for x, y in zip(a_wins, b_wins, strict=True):
        if x == y:
            both[x] += 1
        else:
            a_only[x] += 1
            b_only[y] += 1
    n = len(a_wins)
    return {k: (both[k], a_only[k], b_only[k], n - both[k] - a_only[k] - b_only[k]) for k in kinds}


def _paired_seats(ta: Tally, tb: Tally) -> list[dict[str, Any]]:
    counts = _outcomes(ta.winners, tb.winners, range(ta.players))
    return [_paired_rate({"seat": q + 1}, counts[q]) for q in range(ta.players)]


def _paired_bots(a: Run, b: Run) -> list[dict[str, Any]]:
    setup = a.setup
    line_up = [setup.seats(i) for i in range(len(setup.bots))]  # a line-up depends on i % seats only

    def bot(winners: Sequence[int]) -> list[str | None]:
        return [None if w < 0 else line_up[i % len(line_up)][w] for i, w in enumerate(winners)]

    names = sorted(set(setup.bots))
    counts = _outcomes(bot(a.tally.winners), bot(b.tally.winners), names)
    return [_paired_rate({"bot": name}, counts[name], setup.bots.count(name)) for name in names]


def _length(ta: Tally, tb: Tally) -> dict[str, Any]:
    ma, mb = ta.length_stats()["mean"], tb.length_stats()["mean"]
    va, vb = ta.length_sd() ** 2, tb.length_sd() ** 2
    se = math.sqrt((va / ta.games if ta.games else 0.0) + (vb / tb.games if tb.games else 0.0))
    diff = mb - ma
    p = welch_p(ma, va, ta.games, mb, vb, tb.games)
    return {"a": ma, "b": mb, "difference": diff, "ci95": [diff - 1.96 * se, diff + 1.96 * se], "p": p, "se": se}


def _paired_length(ta: Tally, tb: Tally) -> dict[str, Any]:
    total = squares = 0
    for x, y in zip(ta.turns, tb.turns, strict=True):
        total += y - x
        squares += (y - x) ** 2
    t = paired_t(ta.games, total, squares)
    ma, mb = ta.length_stats()["mean"], tb.length_stats()["mean"]
    return {"a": ma, "b": mb, "difference": t.mean, "ci95": [t.low, t.high], "p": t.p, "se": t.se, "paired": True}


def _detectable(seats: Sequence[dict[str, Any]], length: dict[str, Any], questions: int) -> dict[str, float]:
    """The smallest differences the run finds with :data:`POWER` chance: in a seat's win rate (the
    largest over the seats), and in the mean length, at the first step of Holm's correction."""
    return {
        "seat_points": 100 * max((detectable(s["se"], questions) for s in seats), default=0.0),
        "length_turns": detectable(length["se"], questions),
        "power": POWER,
    }


# -- the cards ----------------------------------------------------------------------------------------
def compare_cards(ta: Tally, tb: Tally) -> list[dict[str, Any]]:
    """Every card of A or B: its share of cities and odds ratio in each, B - A with a test, or that only
    one side has it; the cards' questions corrected together (Holm)."""
    rows_a = {c["card"]: c for c in ta.report()["cards"]}
    rows_b = {c["card"]: c for c in tb.report()["cards"]}
    out = []
    for card in sorted(set(rows_a) | set(rows_b), key=lambda c: (rows_a.get(c) or rows_b[c])["name"]):
        x, y = rows_a.get(card), rows_b.get(card)
        status = "both" if x and y else "only in A" if x else "only in B"
        row: dict[str, Any] = {"card": card, "name": (x or y or {})["name"], "status": status, "a": x, "b": y}
        if x and y:
            row["owned_by"] = _versus({}, x["owners"], ta.games * ta.players, y["owners"], tb.games * tb.players)
            row["odds_ratio"] = _ratio_of_ratios(x, y)
        out.append(row)
    questions = [(r, key) for r in out for key in ("owned_by", "odds_ratio") if r.get(key) and r[key]["p"] is not None]
    for (r, key), flagged in zip(questions, holm([r[key]["p"] for r, key in questions]), strict=True):
        r[key]["significant"] = flagged
    for r in out:
        for key in ("owned_by", "odds_ratio"):
            if r.get(key):
                r[key].setdefault("significant", False)
    return out


def _ratio_of_ratios(x: dict[str, Any], y: dict[str, Any]) -> dict[str, Any]:
    """B's odds ratio over A's, with its interval and the z test of their logarithms."""
    ra, rb = x["odds_ratio"], y["odds_ratio"]
    if not (ra and rb and x["log_se"] and y["log_se"]):  # a side without a finite ratio: nothing to test
        return {"a": ra, "b": rb, "ratio": None, "ci95": [None, None], "p": None}
    d = math.log(rb) - math.log(ra)
    se = math.sqrt(x["log_se"] ** 2 + y["log_se"] ** 2)
    ci = [math.exp(d - 1.96 * se), math.exp(d + 1.96 * se)]
    return {"a": ra, "b": rb, "ratio": math.exp(d), "ci95": ci, "p": two_sided(d / se)}


WORTH = ("must-buy", "strong", "weak")
"""Words that make a card only one side has worth naming, whatever its share of cities."""


def drivers(cards: Sequence[dict[str, Any]], rules: frozenset[str] | set[str] = frozenset()) -> list[dict[str, Any]]:
    """The cards behind a difference, most first: the cards B's rules change (``rules``: added, changed
    or removed, each whatever its figures: a card no bot buys is said so), marked ``changed``; then the
    cards only one side has that are bought there (or have a word of :data:`WORTH`), then those whose
    share of cities or odds ratio changed beyond chance, by how much their share of cities moved; each
    with the reason in words."""
    first = [_changed(c) for c in cards if c["card"] in rules]
    only, changed = [], []
    for c in cards:
        if c["card"] in rules:
            continue
        if c["status"] != "both":
            side = c["a"] or c["b"]
            if side["owned_by"] >= RARELY or side["verdict"] in WORTH:
                word = f"a {side['verdict']}" if side["verdict"] == "must-buy" else side["verdict"]
                why = f"{c['status']}: {word} there, in {_pct(side['owned_by'])} of cities"
                only.append((side["owned_by"], {"card": c["card"], "name": c["name"], "why": why}))
            continue
        moved = c["owned_by"]["significant"] and abs(c["owned_by"]["difference"]) >= RARELY
        if not (moved or c["odds_ratio"]["significant"]):
            continue
        if moved:
            why = f"in {_pct(c['a']['owned_by'])} of cities in A, {_pct(c['b']['owned_by'])} in B"
        else:
            why = f"odds ratio {ratio_text(c['a'])} in A, {ratio_text(c['b'])} in B"
        if c["a"]["verdict"] != c["b"]["verdict"]:
            why += f"; {c['a']['verdict']} in A, {c['b']['verdict']} in B"
        changed.append((abs(c["owned_by"]["difference"]), {"card": c["card"], "name": c["name"], "why": why}))
    ordered = sorted(only, key=lambda x: -x[0]) + sorted(changed, key=lambda x: -x[0])
    return first + [row for _, row in ordered]


def _changed(c: dict[str, Any]) -> dict[str, Any]:
    """A card B's rules change, with what it did on each side that has it."""
    x, y = c["a"], c["b"]

    def there(r: dict[str, Any], side: str = "there") -> str:
        if r["verdict"] == "never bought":
            return f"never bought{'' if side == 'there' else ' ' + side}"
        word = f"a {r['verdict']}" if r["verdict"] == "must-buy" else r["verdict"]
        return f"{word} {side}, in {_pct(r['owned_by'])} of cities"

    both = f"{there(x, 'in A')}; {there(y, 'in B')}" if x and y else ""
    why = f"{c['status']}: {there(x or y)}" if c["status"] != "both" else both
    return {"card": c["card"], "name": c["name"], "why": why, "changed": True}


# -- words ---------------------------------------------------------------------------------------------
def _questions(data: dict[str, Any]) -> int:
    return len(data["seats"]) + len(data["bots"]) + 1


def _listed(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def changes_sentence(data: dict[str, Any]) -> str:
    """What B's rules change against A's, in one sentence (said before what the games found)."""
    said = [c["said"] for c in data.get("changes", [])]
    if not said:
        return "B changes no card, landmark or rule option of A (other seeds, or the same rules)."
    return f"What B changes against A: {'; '.join(said)}."


def verdict_sentence(data: dict[str, Any]) -> str:
    """Whether the two rule sets differ, in one sentence: the cards B changes, what each did, then the
    other cards that moved with them."""
    n = data["games"][0]
    rules = [d for d in data["drivers"] if d.get("changed")]
    moved = [d for d in data["drivers"] if not d.get("changed")]
    named = [f"{d['name']} ({d['why']})" for d in moved[:DRIVERS_SAID]]
    more = len(moved) - len(named)
    listed = _listed([*named, f"{more} more (the cards' table)"] if more > 0 else named) if named else ""
    changed = _listed([f"{d['name']} ({d['why']})" for d in rules]) if rules else ""
    parts = ([f"the cards it changes: {changed}"] if changed else []) + ([f"what moved: {listed}"] if listed else [])
    cards = "; ".join(parts)
    if data["identical"]:
        said = (
            f"No difference: in each of the {n} pairs of games, B's game had the winner and the length of A's "
            "(the rules make no difference on these seeds)."
        )
        return said + (f" {cards[0].upper()}{cards[1:]}." if cards else "")
    if not data["differ"]:
        hide = data["detectable"]
        said = (
            f"No difference found between A and B in {n} games each: no seat's win rate or the game length "
            f"differs beyond chance (Holm-corrected, 5%); a difference under about {hide['seat_points']:.1f} "
            f"points in a seat's win rate, or {hide['length_turns']:.1f} turns of mean length, could still hide "
            f"(this many games find one that large {round(10 * hide['power'])} times in 10)."
        )
        return said + (f" {cards[0].upper()}{cards[1:]}." if cards else "")
    found = [f"seat {s['seat']}'s win rate" for s in data["seats"] if s["significant"]]
    found += [f"the {b['bot']} bot's win rate" for b in data["bots"] if b["significant"]]
    if data["length"]["significant"]:
        found.append("the game length")
    said = (
        f"A and B differ: {_listed(found)} (beyond chance, Holm-corrected at 5% over the {_questions(data)} questions)"
    )
    return said + (f"; {cards}." if cards else ".")


def signed(x: float) -> str:
    """A difference with its sign and one decimal; no difference at all is "+0.0" (never "-0.0", which is
    kept for a difference below zero too small to show)."""
    return "+0.0" if x == 0 else f"{x:+.1f}"


def _span(lo: float, hi: float) -> str:
    return f"{signed(100 * lo)} to {signed(100 * hi)}"


def compare_blocks(data: dict[str, Any]) -> list[Block]:
    seeds = "on independent seeds" if data["seeds"] == "independent" else "on the same seeds"
    if data["paired"]:
        seeds += " (paired: game i of A against game i of B)"
    rotate = " (seats rotate)" if data["rotate"] else ""
    bots = f"bots {','.join(data['lineup'])}{rotate}"
    out: list[Block] = [f"A: {data['a']}", f"B: {data['b']}", f"{data['games'][0]} games each, {seeds}, {bots}"]
    out.append(changes_sentence(data))
    out.append(verdict_sentence(data))
    heads = ["", "A", "B", "B - A", "95% interval", "verdict"]

    def row(label: str, x: dict[str, Any]) -> list[str]:
        lo, hi = x["ci95"]
        verdict = "a real difference" if x["significant"] else "no significant difference"
        return [label, _pct(x["a"]), _pct(x["b"]), f"{signed(100 * x['difference'])} pts", _span(lo, hi), verdict]

    rows = [row(f"seat {s['seat']} win rate", s) for s in data["seats"]]
    rows += [row(f"{b['bot']} win rate", b) for b in data["bots"]]
    length = data["length"]
    lo, hi = length["ci95"]
    rows.append(
        [
            "mean turns",
            f"{length['a']:.1f}",
            f"{length['b']:.1f}",
            signed(length["difference"]),
            f"{signed(lo)} to {signed(hi)}",
            "a real difference" if length["significant"] else "no significant difference",
        ]
    )
    out.append(Table(heads, rows, [False, True, True, True, True, False]))
    if any(data["stalled"]):
        out.append(f"  stalled games: A {data['stalled'][0]}, B {data['stalled'][1]}")
    if data.get("cards_note"):
        out.append(data["cards_note"])
    out += _card_blocks(data["cards"], data["drivers"])
    return out


def compare_order(cards: Sequence[dict[str, Any]], driving: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The cards behind the difference first (in :func:`drivers`' order), then the others by name."""
    rank = {d["card"]: i for i, d in enumerate(driving)}
    return sorted(cards, key=lambda c: (rank.get(c["card"], len(rank)), c["name"]))


def _card_blocks(cards: Sequence[dict[str, Any]], driving: Sequence[dict[str, Any]]) -> list[Block]:
    if not cards:
        return []
    out: list[Block] = [
        "cards: the share of cities that had one, and the odds ratio of owners against non-owners of the same "
        "games (docs/lab.md), in A and in B, the cards behind the difference first; Holm-corrected over the cards"
    ]
    heads = ["card", "A: cities", "B: cities", "B - A", "A: odds ratio", "B: odds ratio", "in A", "in B", "verdict"]
    rows = []
    for c in compare_order(cards, driving):  # the cards B changes first, as the sentence and the charts
        x, y = c["a"], c["b"]
        if c["status"] != "both":
            cells = [_pct(x["owned_by"]) if x else c["status"], _pct(y["owned_by"]) if y else c["status"], ""]
            cells += [ratio_text(x) if x else "", ratio_text(y) if y else ""]
            cells += [x["verdict"] if x else "", y["verdict"] if y else "", c["status"]]
        else:
            real = c["owned_by"]["significant"] or c["odds_ratio"]["significant"]
            cells = [_pct(x["owned_by"]), _pct(y["owned_by"]), f"{signed(100 * c['owned_by']['difference'])} pts"]
            cells += [ratio_text(x), ratio_text(y), x["verdict"], y["verdict"], "a real difference" if real else ""]
        rows.append([c["name"], *cells])
    out.append(Table(heads, rows, [False, True, True, True, True, True, False, False, False]))
    return out


def compare_text(data: dict[str, Any]) -> str:
    return text(compare_blocks(data))


def compare_csv(data: dict[str, Any]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["what", "name", "a", "b", "difference", "ci95_low", "ci95_high", "p", "significant", "status"])

    def number(x: float | None, digits: int = 4) -> str:
        return "" if x is None else f"{x:.{digits}f}"

    def row(what: str, name: str, x: dict[str, Any], digits: int = 4, status: str = "both") -> list[Any]:
        lo, hi = x["ci95"]
        figures = [number(v, digits) for v in (x["a"], x["b"], x.get("difference", x.get("ratio")), lo, hi)]
        p = "" if x["p"] is None else f"{x['p']:.4g}"
        return [what, name, *figures, p, x.get("significant", False), status]

    for s in data["seats"]:
        w.writerow(row("seat win rate", f"seat {s['seat']}", s))
    for b in data["bots"]:
        w.writerow(row("bot win rate", b["bot"], b))
    w.writerow(row("mean turns", "game length", data["length"], 2))
    for c in data["cards"]:
        if c["status"] == "both":
            w.writerow(row("card in cities", c["name"], c["owned_by"]))
            w.writerow(row("card odds ratio", c["name"], c["odds_ratio"]))
            continue
        x, y = c["a"], c["b"]
        for what, key in (("card in cities", "owned_by"), ("card odds ratio", "odds_ratio")):
            a, b = number(x[key]) if x else "", number(y[key]) if y else ""
            w.writerow([what, c["name"], a, b, "", "", "", "", False, c["status"]])
    return out.getvalue().rstrip("\n")


def render_compare(a: Run, b: Run, label_a: str, label_b: str, fmt: str, independent: bool = False) -> str:
    data = compare_data(a, b, label_a, label_b, independent)
    if fmt == "json":
        return json.dumps(data, indent=2)
    if fmt == "csv":
        return compare_csv(data)
    return compare_text(data)
