"""The balance lab's words and tables: one place for the text, JSON and CSV of a run or a comparison."""

from __future__ import annotations

import csv
import io
import json
import math
from typing import Any

from engine.services.lab import Run, Tally, difference_interval

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
        }
    )
    return data


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
    for seat in d["seats"]:
        q = seat["seat"] - 1
        who = "rotating" if s.rotate else s.bots[q]
        lo, hi = seat["ci95"]
        lines.append(
            f"  seat {seat['seat']} ({who}): {seat['wins']} wins ({_pct(seat['rate'])}, 95% {_pct(lo)}-{_pct(hi)})"
        )
    if s.rotate or len(set(s.bots)) > 1:
        lines.append("by bot:")
        for b in d["bots"]:
            lo, hi = b["ci95"]
            lines.append(
                f"  {b['bot']}: {b['wins']} wins of {b['seat_games']} seat-games "
                f"({_pct(b['rate'])}, 95% {_pct(lo)}-{_pct(hi)})"
            )
    length = d["length"]
    lines.append(
        f"mean turns: {length['mean']:.1f} (median {length['median']:.0f}, "
        f"10% {length['p10']:.0f}, 90% {length['p90']:.0f})"
    )
    if t.stalled:
        seeds = ", ".join(map(str, t.stalled_seeds)) + (", ..." if t.stalled > len(t.stalled_seeds) else "")
        lines.append(f"stalled: {t.stalled} games played {s.max_turns} turns without a winner (seeds {seeds})")
    if d["cards"]:
        lines.append("cards: copies bought per game, games whose winner bought it, win rate of seats that bought it")
        width = max(len(c["card"]) for c in d["cards"])
        for c in sorted(d["cards"], key=lambda c: -c["owners_win_rate"]):
            lines.append(
                f"  {c['card']:<{width}}  {c['copies_per_game']:5.2f}  "
                f"{_pct(c['winner_owned']):>6}  {_pct(c['owners_win_rate']):>6}"
            )
    lines.append(f"speed: {d['games_per_s']:.0f} games/s, {d['turns_per_s']:.0f} turns/s ({d['engine']} engine)")
    return "\n".join(lines)


def run_csv(r: Run, title: str) -> str:
    d = run_data(r, title)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["section", "key", "value", "rate", "ci95_low", "ci95_high", "extra"])
    w.writerow(["run", "games", d["games"], "", "", "", ""])
    w.writerow(["run", "stalled", d["stalled"], "", "", "", ""])
    for seat in d["seats"]:
        w.writerow(
            [
                "seat",
                seat["seat"],
                seat["wins"],
                f"{seat['rate']:.4f}",
                f"{seat['ci95'][0]:.4f}",
                f"{seat['ci95'][1]:.4f}",
                "",
            ]
        )
    for b in d["bots"]:
        w.writerow(
            [
                "bot",
                b["bot"],
                b["wins"],
                f"{b['rate']:.4f}",
                f"{b['ci95'][0]:.4f}",
                f"{b['ci95'][1]:.4f}",
                b["seat_games"],
            ]
        )
    for key, value in d["length"].items():
        w.writerow(["length", key, f"{value:.2f}", "", "", "", ""])
    for c in d["cards"]:
        w.writerow(
            [
                "card",
                c["card"],
                f"{c['copies_per_game']:.3f}",
                f"{c['owners_win_rate']:.4f}",
                "",
                "",
                f"{c['winner_owned']:.4f}",
            ]
        )
    return out.getvalue().rstrip("\n")


def render_run(r: Run, title: str, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(run_data(r, title), indent=2)
    if fmt == "csv":
        return run_csv(r, title)
    return run_text(r, title)


# -- mk compare ----------------------------------------------------------------------------
def compare_data(a: Run, b: Run, label_a: str, label_b: str) -> dict[str, Any]:
    ta, tb = a.tally, b.tally
    seats = []
    for q in range(ta.players):
        d, lo, hi = difference_interval(ta.seat_wins[q], ta.games, tb.seat_wins[q], tb.games)
        seats.append(
            {
                "seat": q + 1,
                "a": ta.seat_wins[q] / ta.games if ta.games else 0.0,
                "b": tb.seat_wins[q] / tb.games if tb.games else 0.0,
                "difference": d,
                "ci95": [lo, hi],
                "significant": lo > 0 or hi < 0,
            }
        )
    ma, mb = ta.length_stats()["mean"], tb.length_stats()["mean"]
    se = math.sqrt(_var_of_mean(ta) + _var_of_mean(tb))
    diff = mb - ma
    return {
        "a": label_a,
        "b": label_b,
        "games": [ta.games, tb.games],
        "seats": seats,
        "length": {
            "a": ma,
            "b": mb,
            "difference": diff,
            "ci95": [diff - 1.96 * se, diff + 1.96 * se],
            "significant": abs(diff) > 1.96 * se,
        },
        "stalled": [ta.stalled, tb.stalled],
    }


def _var_of_mean(t: Tally) -> float:
    return t.length_sd() ** 2 / t.games if t.games else 0.0


def compare_text(data: dict[str, Any]) -> str:
    lines = [f"A: {data['a']}", f"B: {data['b']}", f"{data['games'][0]} games each, on the same seeds and bots"]
    for s in data["seats"]:
        lo, hi = s["ci95"]
        verdict = "a real difference" if s["significant"] else "no significant difference"
        lines.append(
            f"  seat {s['seat']}: A {_pct(s['a'])}, B {_pct(s['b'])}, B - A {100 * s['difference']:+.1f} points "
            f"(95% {100 * lo:+.1f} to {100 * hi:+.1f}): {verdict}"
        )
    length = data["length"]
    lo, hi = length["ci95"]
    if length["significant"]:
        way = "longer" if length["difference"] > 0 else "shorter"
        verdict = f"B's games are {abs(length['difference']):.1f} turns {way}: a real difference"
    else:
        verdict = "no significant difference in game length"
    lines.append(
        f"  game length: A {length['a']:.1f}, B {length['b']:.1f} turns, B - A {length['difference']:+.1f} "
        f"(95% {lo:+.1f} to {hi:+.1f}): {verdict}"
    )
    if any(data["stalled"]):
        lines.append(f"  stalled games: A {data['stalled'][0]}, B {data['stalled'][1]}")
    return "\n".join(lines)


def compare_csv(data: dict[str, Any]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["what", "a", "b", "difference", "ci95_low", "ci95_high", "significant"])
    for s in data["seats"]:
        w.writerow(
            [
                f"seat {s['seat']} win rate",
                f"{s['a']:.4f}",
                f"{s['b']:.4f}",
                f"{s['difference']:.4f}",
                f"{s['ci95'][0]:.4f}",
                f"{s['ci95'][1]:.4f}",
                s["significant"],
            ]
        )
    length = data["length"]
    w.writerow(
        [
            "mean turns",
            f"{length['a']:.2f}",
            f"{length['b']:.2f}",
            f"{length['difference']:.2f}",
            f"{length['ci95'][0]:.2f}",
            f"{length['ci95'][1]:.2f}",
            length["significant"],
        ]
    )
    return out.getvalue().rstrip("\n")


def render_compare(a: Run, b: Run, label_a: str, label_b: str, fmt: str) -> str:
    data = compare_data(a, b, label_a, label_b)
    if fmt == "json":
        return json.dumps(data, indent=2)
    if fmt == "csv":
        return compare_csv(data)
    return compare_text(data)
