"""``mk tune``: the numbers of an edition that may change, searched for the values that bring the games
nearest a target, each candidate an ``extends:`` file played on the same seeds (so that the candidates
differ by their rules, not by their luck).

A number is named by its path into the edition's data: ``cards.ID.cost``, ``cards.ID.roll`` (the first
number of its roll; a roll of several numbers moves as a whole), ``cards.ID.effect#N`` (the N-th number
written in its effect), ``landmarks.ID.cost``, ``options.NAME``. Targets: ``seats`` (every seat and
bot near its fair share), ``card:ID`` (the card's owners near the fair share), ``length:MIN..MAX``
(the mean game length in that range). The search is Optuna's TPE sampler, seeded (the ``lab`` extra).
"""

from __future__ import annotations

import csv
import dataclasses
import io
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from engine.core.errors import MkError, UnknownName
from engine.load.loader import load_edition, new_game
from engine.services.lab import Run, Setup, run

INSTALL = "pip install 'mk-machikoro[lab]' (from a clone: pip install -e '.[lab]')"
NUMBER = re.compile(r"(?<![\w.#])\d+(?![\w.])")
"""A number written in an effect (not part of a name such as ``fuzz_0``)."""


@dataclass(frozen=True)
class Knob:
    """A number that may change: its path and its range (both ends included)."""

    path: str
    low: int
    high: int


@dataclass(frozen=True)
class Target:
    """What the games should do: ``seats``, ``card`` (with the card's id) or ``length`` (a range)."""

    kind: str
    card: str = ""
    low: float = 0.0
    high: float = 0.0


def parse_knob(text: str, data: Any) -> Knob:
    """``PATH=LOW..HIGH``, checked against the edition's data (did-you-mean for a wrong name)."""
    found = re.fullmatch(r"\s*([\w.#-]+)\s*=\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*", text)
    if found is None:
        raise MkError(f"--vary {text!r}: write PATH=LOW..HIGH, such as cards.ID.cost=1..4")
    path, low, high = found.group(1), int(found.group(2)), int(found.group(3))
    if low > high:
        raise MkError(f"--vary {text!r}: the range goes from low to high")
    current(data, path)  # the path names a number of the edition
    return Knob(path, low, high)


def parse_target(text: str, data: Any) -> Target:
    if text == "seats":
        return Target("seats")
    if text.startswith("card:"):
        card = text[5:]
        if card not in data["cards"]:
            raise UnknownName("card", card, list(data["cards"]))
        return Target("card", card=card)
    found = re.fullmatch(r"length:(\d+)\.\.(\d+)", text)
    if found is not None and int(found.group(1)) <= int(found.group(2)):
        return Target("length", low=float(found.group(1)), high=float(found.group(2)))
    raise MkError(f"--target {text!r}: one of seats, card:ID, length:MIN..MAX")


def _parts(path: str) -> tuple[str, str, str, int]:
    """(section, name, field, N) of ``section.name.field`` (N: the number of ``effect#N``, else 0)."""
    if path.startswith("options."):
        return "options", path[8:], "", 0
    bits = path.split(".")
    if len(bits) != 3 or bits[0] not in ("cards", "landmarks"):
        raise MkError(f"--vary {path}: a path is cards.ID.FIELD, landmarks.ID.FIELD or options.NAME")
    section, name, field = bits
    n = 0
    if field.startswith("effect#"):
        field, n = "effect", int(field[7:]) if field[7:].isdigit() else 0
        if n < 1:
            raise MkError(f"--vary {path}: effect#N counts the numbers of the effect from 1")
    return section, name, field, n


def current(data: Any, path: str) -> int:
    """The number at ``path`` in the edition's data now."""
    section, name, field, n = _parts(path)
    if section == "options":
        value = data.get("options", {}).get(name)
        if not isinstance(value, int) or isinstance(value, bool):
            raise MkError(f"--vary {path}: the edition has no number option {name!r}")
        return value
    entries = data[section]
    if name not in entries:
        raise UnknownName(section[:-1], name, list(entries))
    entry = entries[name]
    if field == "effect":
        numbers = NUMBER.findall(str(entry.get("effect", "")))
        if n > len(numbers):
            raise MkError(f"--vary {path}: the effect of {name} has {len(numbers)} number(s)")
        return int(numbers[n - 1])
    if field == "roll" and entry.get("roll"):
        return int(entry["roll"][0])
    value = entry.get(field)
    if not isinstance(value, int) or isinstance(value, bool):
        raise MkError(f"--vary {path}: {name} has no number {field!r} (cost, roll, copies, effect#N)")
    return value


def candidate(parent: str, data: Any, values: dict[str, int], name: str) -> dict[str, Any]:
    """An edition file's data: ``parent`` extended with ``values`` at their paths, and nothing else."""
    out: dict[str, Any] = {"extends": parent, "name": name}
    for path, value in values.items():
        section, ident, field, n = _parts(path)
        if section == "options":
            out.setdefault("options", {})[ident] = value
            continue
        entry = out.setdefault(section, {}).setdefault(ident, {})
        if field == "effect":
            text = str(entry.get("effect", data[section][ident]["effect"]))
            spans = list(NUMBER.finditer(text))
            at = spans[n - 1]
            entry["effect"] = text[: at.start()] + str(value) + text[at.end() :]
        elif field == "roll":
            roll = list(data[section][ident]["roll"])
            entry["roll"] = [value + (r - roll[0]) for r in roll]
        else:
            entry[field] = value
    return out


def expected_distance(k: int, n: int, fair: float) -> float:
    """The expected squared distance of a rate from ``fair``, after k successes in n (a uniform prior):
    the estimate's distance plus its uncertainty, so that a rate known from 30 games does not beat
    one known from 3,000 by luck, and one never seen counts as far."""
    mean = (k + 1) / (n + 2)
    return (mean - fair) ** 2 + mean * (1 - mean) / (n + 3)


def score(r: Run, targets: Sequence[Target]) -> float:
    """How far the run is from the targets (0: on them): expected squared distances, each in a unit
    where 0.1 is far (ten points of win rate; a tenth of the length range's top)."""
    d = r.tally.report()
    fair = d["fair_share"]
    total = 0.0
    for t in targets:
        if t.kind == "seats":
            rows = d["seats"] + (d["bots"] if len(d["bots"]) > 1 else [])
            total += sum(expected_distance(row["wins"], row["of"], fair) for row in rows) / len(rows)
        elif t.kind == "card":
            rows = [c for c in d["cards"] if c["card"] == t.card]
            k, n = (rows[0]["wins"], rows[0]["of"]) if rows else (0, 0)
            total += expected_distance(k, n, fair)
        else:
            mean = d["length"]["mean"]
            off = t.low - mean if mean < t.low else mean - t.high if mean > t.high else 0.0
            total += (off / max(t.high, 1.0)) ** 2
    return total


@dataclass
class Trial:
    number: int
    values: dict[str, int]
    score: float
    run: Run
    path: Path


def search(
    setup: Setup,
    knobs: Sequence[Knob],
    targets: Sequence[Target],
    trials: int,
    games: int,
    seed: int,
    folder: Path,
    play: Callable[[Setup, int, int], Run] | None = None,
    progress: Callable[[Trial, int], None] | None = None,
) -> Search:
    """``trials`` candidates chosen by Optuna's seeded TPE sampler (the edition's own values first),
    each played ``games`` games on seeds ``seed`` ...; every candidate, best first (Ctrl-C: those played
    so far). Candidates are written into ``folder/candidates`` (a cluster's workers read them there)."""
    try:
        import optuna
    except ImportError:
        raise MkError(f"mk tune needs Optuna: {INSTALL}") from None
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    play = play or (lambda s, n, first: run(s, n, first))
    data = load_edition(setup.edition).data
    parent = _parent_ref(setup.edition, folder / "candidates")
    (folder / "candidates").mkdir(parents=True, exist_ok=True)
    _check_ends(setup, parent, data, knobs, folder / "candidates")
    sampler = optuna.samplers.TPESampler(seed=seed)
    study = optuna.create_study(direction="minimize", sampler=sampler)
    study.enqueue_trial({k.path: min(max(current(data, k.path), k.low), k.high) for k in knobs})
    seen: dict[tuple[int, ...], Trial] = {}
    done: list[Trial] = []
    stopped = False
    try:
        for number in range(1, trials + 1):
            asked = study.ask()
            values = {k.path: asked.suggest_int(k.path, k.low, k.high) for k in knobs}
            key = tuple(values.values())
            if key not in seen:
                path = folder / "candidates" / f"trial-{number}.yaml"
                text = yaml.safe_dump(candidate(parent, data, values, f"{data['name']} (tune trial {number})"))
                path.write_text(text, encoding="utf-8")
                played = play(dataclasses.replace(setup, edition=str(path.resolve())), games, seed)  # any cwd
                seen[key] = Trial(number, values, score(played, targets), played, path)
            trial = dataclasses.replace(seen[key], number=number)
            study.tell(asked, trial.score)
            done.append(trial)
            if progress is not None:
                progress(trial, trials)
    except KeyboardInterrupt:  # Ctrl-C: the trials played so far are the answer
        if not done:
            raise
        stopped = True
    unique = {tuple(t.values.values()): t for t in reversed(done)}  # each candidate once (its first trial)
    return Search(sorted(unique.values(), key=lambda t: (t.score, t.number)), len(done), stopped)


@dataclass
class Search:
    """What a search found: every candidate, best first; the trials played; whether Ctrl-C stopped it."""

    ranked: list[Trial]
    trials: int
    interrupted: bool


def _check_ends(setup: Setup, parent: str, data: Any, knobs: Sequence[Knob], folder: Path) -> None:
    """Each knob at each end of its range makes an edition mk accepts (before a game is played: a
    range that leads out of what an edition may say is said at once, not in the middle of a search)."""
    for i, knob in enumerate(knobs):
        for value in (knob.low, knob.high):
            path = folder / f"range-check-{i}-{value}.yaml"  # a name of its own: editions are kept by path
            path.write_text(
                yaml.safe_dump(candidate(parent, data, {knob.path: value}, "range check")), encoding="utf-8"
            )
            try:
                new_game(str(path), setup.players, dict(setup.options), setup.variants)
            except MkError as exc:
                first = str(exc).splitlines()[0].split(": ", 1)[-1]
                raise MkError(
                    f"--vary {knob.path}={knob.low}..{knob.high}: at {value} the edition is refused: {first}"
                ) from None
            finally:
                path.unlink(missing_ok=True)


def _parent_ref(edition: str, folder: Path) -> str:
    """How a file in ``folder`` names the edition it extends: a built-in by name, a file by its path
    relative to that folder."""
    if not (edition.endswith((".yaml", ".yml")) or os.sep in edition):
        return edition
    return os.path.relpath(Path(edition).resolve(), folder.resolve())


def write_best(best: Sequence[Trial], setup: Setup, folder: Path, summary: Callable[[Trial], str]) -> list[Path]:
    """The best candidates as ``best-1.yaml`` ...: ``extends:`` files ready to use, their figures on top."""
    data = load_edition(setup.edition).data
    written = []
    for rank, trial in enumerate(best, 1):
        path = folder / f"best-{rank}.yaml"
        body = candidate(_parent_ref(setup.edition, folder), data, trial.values, f"{data['name']} (tuned {rank})")
        head = "".join(f"# {line}\n" for line in summary(trial).splitlines())
        path.write_text(head + yaml.safe_dump(body, sort_keys=False), encoding="utf-8")
        written.append(path)
    return written


def on_target(trial: Trial, targets: Sequence[Target]) -> bool:
    """Whether the candidate's figures hold every target: each interval holds the fair share and is
    at most :data:`WIDEST` wide, the mean length is in its range."""
    d = trial.run.tally.report()
    fair = d["fair_share"]
    for t in targets:
        if t.kind == "seats":
            rows = d["seats"] + (d["bots"] if len(d["bots"]) > 1 else [])
        elif t.kind == "card":
            rows = [c for c in d["cards"] if c["card"] == t.card]
            if not rows:
                return False
        else:
            if not t.low <= d["length"]["mean"] <= t.high:
                return False
            continue
        if not all(row["ci95"][0] <= fair <= row["ci95"][1] <= row["ci95"][0] + WIDEST for row in rows):
            return False
    return True


WIDEST = 0.10
"""An interval wider than this (ten points) says too little for a candidate to meet a target."""


def verdict(ranked: Sequence[Trial], targets: Sequence[Target]) -> str:
    """One sentence: which candidates meet the targets, as far as their games can tell."""
    good = [t for t in ranked if on_target(t, targets)]
    if not good:
        return (
            "No candidate meets the targets: in every one, some interval leaves out the fair share or is too "
            "wide to tell (or the length is out of its range). Play more games, widen the ranges, vary "
            "another number, or look at the rule itself."
        )
    listed = "; ".join(", ".join(f"{k}={v}" for k, v in t.values.items()) for t in good)
    return f"Candidates that meet the targets (every interval holds the fair share, within ten points): {listed}."


def row(trial: Trial, targets: Sequence[Target]) -> dict[str, Any]:
    """A candidate as plain data (the JSON and CSV formats): its values, score, whether it meets the
    targets, and the figures they read with their intervals."""
    d = trial.run.tally.report()
    out: dict[str, Any] = {"trial": trial.number, **trial.values, "score": trial.score}
    out["meets_targets"] = on_target(trial, targets)
    out["games"] = d["games"]
    for t in targets:
        if t.kind == "seats":
            for s in d["seats"]:
                out[f"seat {s['seat']} win rate"] = s["rate"]
                out[f"seat {s['seat']} ci95"] = s["ci95"]
        elif t.kind == "card":
            rows = [c for c in d["cards"] if c["card"] == t.card]
            out[f"{t.card} owners' win rate"] = rows[0]["rate"] if rows else None
            out[f"{t.card} ci95"] = rows[0]["ci95"] if rows else [None, None]
        else:
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


def interval_text(rate: float, ci: Sequence[float]) -> str:
    return f"{100 * rate:.1f}% ({100 * ci[0]:.1f}-{100 * ci[1]:.1f}%)"


def describe(trial: Trial, targets: Sequence[Target]) -> str:
    """A candidate's values and the figures its targets read, with their intervals."""
    d = trial.run.tally.report()
    values = ", ".join(f"{k}={v}" for k, v in trial.values.items())
    lines = [f"{values}: score {trial.score:.5f} ({d['games']} games; fair share {100 * d['fair_share']:.1f}%)"]
    for t in targets:
        if t.kind == "seats":
            seats = "; ".join(f"seat {s['seat']} {interval_text(s['rate'], s['ci95'])}" for s in d["seats"])
            lines.append(f"  seats: {seats}")
        elif t.kind == "card":
            rows = [c for c in d["cards"] if c["card"] == t.card]
            if rows:
                c = rows[0]
                lines.append(
                    f"  {c['name']}: owners win {interval_text(c['rate'], c['ci95'])} of {c['of']} seat-games, "
                    f"bought in {100 * c['bought_rate']:.1f}% of games"
                )
            else:
                lines.append(f"  {t.card}: never bought")
        else:
            length = d["length"]
            lines.append(f"  length: mean {length['mean']:.1f} turns (target {t.low:.0f}..{t.high:.0f})")
    return "\n".join(lines)
