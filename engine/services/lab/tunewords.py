"""``mk tune``'s words and tables: a candidate's figures with their intervals, the recommendation in
a sentence, and every candidate as JSON or CSV rows."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from engine.services.lab.cards import ratio_text
from engine.services.lab.knobs import Target
from engine.services.lab.run import Run
from engine.services.lab.tune import Likeness, Search, Trial, likeness, report, varied


def interval_text(rate: float, ci: Sequence[float]) -> str:
    return f"{100 * rate:.1f}% ({100 * ci[0]:.1f}-{100 * ci[1]:.1f}%)"


def values_text(trial: Trial) -> str:
    return ", ".join(f"{k}={v}" for k, v in trial.values.items())


def card_line(c: dict[str, Any], band: str = "") -> str:
    return (
        f"{c['name']}: {c['verdict']}, odds ratio {ratio_text(c)}; in {100 * c['owned_by']:.1f}% of "
        f"cities{band}, {100 * c['winner_owned']:.1f}% of winners' cities"
    )


def unbalanced(r: Run, values: dict[str, int]) -> list[dict[str, Any]]:
    """The cards these values vary whose word in the run is not "balanced" (or is withheld)."""
    cards = {c["card"]: c for c in report(r)["cards"]}
    rows = [cards[card] for card in varied(list(values)) if card in cards]
    return [c for c in rows if c["verdict"] != "balanced" or c.get("withheld")]


def tagged(trial: Trial, r: Run) -> str:
    """The values, with the word of each card they vary beside them: ``cards.x.cost=5 (X: strong)``."""
    cards = {c["card"]: c for c in report(r)["cards"]}
    words = [f"{cards[card]['name']}: {cards[card]['verdict']}" for card in varied(list(trial.values)) if card in cards]
    return values_text(trial) + (f" ({'; '.join(words)})" if words else "")


def like_text(questions: Sequence[Likeness]) -> str:
    """``like:``'s evidence: each difference from the edition with its 95% interval."""
    said = []
    for q in questions:
        within = "" if q.within_chance or not q.within_margin else f", within the margin of {q.margin_text()}"
        said.append(f"{q.what} {q.text()}{within}")
    return "; ".join(said)


def figures(r: Run, targets: Sequence[Target], refs: dict[str, Run], values: dict[str, int] | None = None) -> list[str]:
    """The figures a run's targets read, a line each, with their intervals; and the word of each card
    ``values`` vary that no target shows."""
    d = report(r)
    cards = {c["card"]: c for c in d["cards"]}
    lines = []
    for t in targets:
        if t.kind == "seats":
            seats = "; ".join(f"seat {s['seat']} {interval_text(s['rate'], s['ci95'])}" for s in d["seats"])
            lines.append(f"seats: {seats}")
        elif t.kind in ("card", "pick"):
            band = f" (target {100 * t.low:.0f}-{100 * t.high:.0f}%)" if t.kind == "pick" else ""
            lines.append(card_line(cards[t.card], band))
        elif t.kind == "length":
            lines.append(f"length: mean {d['length']['mean']:.1f} turns (target {t.low:.0f}..{t.high:.0f})")
        else:
            ref = refs[t.edition].tally.report()
            seats = "; ".join(
                f"seat {s['seat']} {100 * s['rate']:.1f}% ({100 * s0['rate']:.1f}%)"
                for s, s0 in zip(d["seats"], ref["seats"], strict=True)
            )
            length = f"mean length {d['length']['mean']:.1f} turns ({ref['length']['mean']:.1f})"
            lines.append(f"like {t.edition} (its figures in brackets): {seats}; {length}")
            questions = likeness(refs[t.edition], r)
            games = "paired games" if questions[0].paired else "independent games"
            lines.append(f"  difference from {t.edition} (95% interval, {games}): {like_text(questions)}")
    shown = {t.card for t in targets if t.kind in ("card", "pick")}
    lines += [card_line(cards[c]) for c in varied(list(values or {})) if c in cards and c not in shown]
    return lines


def describe(trial: Trial, targets: Sequence[Target], found: Search, replayed: bool = False) -> str:
    """A candidate's values, score and figures (on the search's seeds, or re-played), and what it misses;
    "meets every target" says too which card it varies is not balanced."""
    r, refs, score, missed = trial.run, found.refs, trial.score, trial.misses
    if replayed and trial.replayed is not None:
        r, refs, score, missed = trial.replayed, found.replay_refs, trial.replayed_score, trial.replayed_misses
    d = report(r)
    where = "re-played" if replayed else "searched"
    lines = [
        f"{values_text(trial)}: score {score:.5f} ({d['games']} games {where}; fair share {100 * d['fair_share']:.1f}%)"
    ]
    lines += [f"  {line}" for line in figures(r, targets, refs, trial.values)]
    if missed:
        lines.append(f"  misses: {'; '.join(missed)}")
    else:
        words = ", ".join(f"{c['name']} is {c['verdict']}" for c in unbalanced(r, trial.values))
        lines.append(f"  meets every target, but not balance: {words}" if words else "  meets every target")
    return "\n".join(lines)


def verdict(found: Search) -> str:
    """One sentence: the candidate recommended, or why none is; the word of each card it varies, with
    what it means when not "balanced"; a value at an edge of its range."""
    seeds = f"seeds {found.replay_seed}..{found.replay_seed + found.replay_games - 1}"
    best = found.recommended
    edge = f" {'; '.join(found.edges)}." if found.edges else ""
    if best is not None:
        r = best.replayed or best.run
        like = [f"like {e}: {like_text(likeness(ref, r))}" for e, ref in found.replay_refs.items()]
        said = f"Recommended: {tagged(best, r)}: re-played on fresh {seeds} ({found.replay_games} games), it meets "
        said += "every target" + (f" ({'; '.join(like)})" if like else "")
        off = unbalanced(r, best.values)
        if not off:
            return f"{said}.{edge}"
        why = " ".join(c["evidence"] for c in off)  # what the word means, with its figures (cards.evidence)
        ask = " ".join(f"--target card:{c['card']}" for c in off)
        return f"{said}, but not balance: {why} To ask for balance too: {ask}.{edge}"
    if not found.replayed:
        out = [f"{values_text(t)}: {'; '.join(t.priced_out)}" for t in found.ranked[:3] if t.priced_out]
        return "No candidate to recommend: every candidate prices a card out of the game" + (
            f" ({'; '.join(out)})." if out else "."
        )
    tried = "; ".join(f"{tagged(t, t.replayed or t.run)}: {'; '.join(t.replayed_misses)}" for t in found.replayed)
    return (
        f"No candidate meets the targets when re-played on fresh {seeds}: {tried}. Play more games, widen the "
        f"ranges, vary another number, or look at the rule itself.{edge}"
    )


def row(trial: Trial, targets: Sequence[Target], found: Search) -> dict[str, Any]:
    """A candidate as plain data (the JSON and CSV formats): its values, scores, whether it meets the
    targets on the search's seeds and re-played, whether it is recommended, and the figures its targets
    read with their intervals."""
    d = report(trial.run)
    out: dict[str, Any] = {"trial": trial.number, **trial.values, "score": trial.score}
    out["meets_targets"] = not trial.misses
    out["priced_out"] = bool(trial.priced_out)
    out["replayed_score"] = trial.replayed_score if trial.replayed is not None else None
    out["replayed_meets_targets"] = (not trial.replayed_misses) if trial.replayed is not None else None
    out["recommended"] = trial is found.recommended
    out["games"] = d["games"]
    out["misses"] = "; ".join(trial.misses)
    out["at_edge"] = "; ".join(k.path for k in found.knobs if trial.values.get(k.path) in (k.low, k.high))
    cards = {c["card"]: c for c in d["cards"]}
    for card in varied(list(trial.values)):
        if card in cards:
            out[f"{card} verdict"] = cards[card]["verdict"]
    for t in targets:
        if t.kind == "seats":
            for s in d["seats"]:
                out[f"seat {s['seat']} win rate"] = s["rate"]
                out[f"seat {s['seat']} ci95"] = s["ci95"]
        elif t.kind in ("card", "pick"):
            c = cards[t.card]
            out[f"{t.card} verdict"] = c["verdict"]
            out[f"{t.card} odds ratio"] = c["odds_ratio"]
            out[f"{t.card} odds ratio ci95"] = c["odds_ratio_ci95"]
            out[f"{t.card} in cities"] = c["owned_by"]
        elif t.kind == "length":
            out["mean turns"] = d["length"]["mean"]
        else:
            for s in d["seats"]:
                out[f"seat {s['seat']} win rate"] = s["rate"]
            out["mean turns"] = d["length"]["mean"]
            for q in likeness(found.refs[t.edition], trial.run):
                out[f"like {t.edition}: {q.what} difference"] = q.difference
                out[f"like {t.edition}: {q.what} difference ci95"] = [q.low, q.high]
    return out


def csv_text(rows: Sequence[dict[str, Any]]) -> str:
    """Rows as CSV, a header first (an interval as its two ends)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    keys = list(rows[0]) if rows else []
    header: list[str] = []
    for k in keys:
        header += [f"{k} low", f"{k} high"] if isinstance(rows[0][k], list) else [k]
    writer.writerow(header)
    for r in rows:
        cells: list[Any] = []
        for k in keys:
            v = r.get(k)
            cells += ["" if x is None else x for x in v] if isinstance(v, list) else ["" if v is None else v]
        writer.writerow(cells)
    return out.getvalue().rstrip("\n")
