"""``mk tune``'s words and tables: a candidate's figures with their intervals, the recommendation in
a sentence, and every candidate as JSON or CSV rows."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from engine.services.lab.cards import ratio_text
from engine.services.lab.run import Run
from engine.services.lab.tune import Search, Target, Trial


def interval_text(rate: float, ci: Sequence[float]) -> str:
    return f"{100 * rate:.1f}% ({100 * ci[0]:.1f}-{100 * ci[1]:.1f}%)"


def values_text(trial: Trial) -> str:
    return ", ".join(f"{k}={v}" for k, v in trial.values.items())


def figures(r: Run, targets: Sequence[Target], refs: dict[str, Run]) -> list[str]:
    """The figures a run's targets read, a line each, with their intervals."""
    d = r.tally.report()
    cards = {c["card"]: c for c in d["cards"]}
    lines = []
    for t in targets:
        if t.kind == "seats":
            seats = "; ".join(f"seat {s['seat']} {interval_text(s['rate'], s['ci95'])}" for s in d["seats"])
            lines.append(f"seats: {seats}")
        elif t.kind in ("card", "pick"):
            c = cards[t.card]
            band = f" (target {100 * t.low:.0f}-{100 * t.high:.0f}%)" if t.kind == "pick" else ""
            lines.append(
                f"{c['name']}: {c['verdict']}, odds ratio {ratio_text(c)}; in {100 * c['owned_by']:.1f}% of "
                f"cities{band}, {100 * c['winner_owned']:.1f}% of winners' cities"
            )
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
    return lines


def describe(trial: Trial, targets: Sequence[Target], found: Search, replayed: bool = False) -> str:
    """A candidate's values, score and figures (on the search's seeds, or re-played), and what it misses."""
    r, refs, score, missed = trial.run, found.refs, trial.score, trial.misses
    if replayed and trial.replayed is not None:
        r, refs, score, missed = trial.replayed, found.replay_refs, trial.replayed_score, trial.replayed_misses
    d = r.tally.report()
    where = "re-played" if replayed else "searched"
    lines = [
        f"{values_text(trial)}: score {score:.5f} ({d['games']} games {where}; fair share {100 * d['fair_share']:.1f}%)"
    ]
    lines += [f"  {line}" for line in figures(r, targets, refs)]
    lines.append(f"  misses: {'; '.join(missed)}" if missed else "  meets every target")
    return "\n".join(lines)


def verdict(found: Search) -> str:
    """One sentence: the candidate recommended, or why none is."""
    seeds = f"seeds {found.replay_seed}..{found.replay_seed + found.replay_games - 1}"
    best = found.recommended
    if best is not None:
        return (
            f"Recommended: {values_text(best)}: re-played on fresh {seeds} ({found.replay_games} games), it meets "
            "every target."
        )
    if not found.replayed:
        out = [f"{values_text(t)}: {'; '.join(t.priced_out)}" for t in found.ranked[:3] if t.priced_out]
        return "No candidate to recommend: every candidate prices a card out of the game" + (
            f" ({'; '.join(out)})." if out else "."
        )
    tried = "; ".join(f"{values_text(t)}: {'; '.join(t.replayed_misses)}" for t in found.replayed)
    return (
        f"No candidate meets the targets when re-played on fresh {seeds}: {tried}. Play more games, widen the "
        "ranges, vary another number, or look at the rule itself."
    )


def row(trial: Trial, targets: Sequence[Target], found: Search) -> dict[str, Any]:
    """A candidate as plain data (the JSON and CSV formats): its values, scores, whether it meets the
    targets on the search's seeds and re-played, whether it is recommended, and the figures its targets
    read with their intervals."""
    d = trial.run.tally.report()
    out: dict[str, Any] = {"trial": trial.number, **trial.values, "score": trial.score}
    out["meets_targets"] = not trial.misses
    out["priced_out"] = bool(trial.priced_out)
    out["replayed_score"] = trial.replayed_score if trial.replayed is not None else None
    out["replayed_meets_targets"] = (not trial.replayed_misses) if trial.replayed is not None else None
    out["recommended"] = trial is found.recommended
    out["games"] = d["games"]
    out["misses"] = "; ".join(trial.misses)
    cards = {c["card"]: c for c in d["cards"]}
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
