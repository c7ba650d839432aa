"""``mk tune``: the numbers of an edition that may change, searched for the values that bring the games
nearest a target, each candidate an ``extends:`` file played on the same seeds (so that the candidates
differ by their rules, not by their luck); the best re-played on fresh seeds with more games before one
is recommended.

A number is named by its path into the edition's data: ``cards.ID.cost``, ``cards.ID.roll`` (the first
number of its roll; a roll of several numbers moves as a whole), ``cards.ID.effect#N`` (the N-th number
written in its effect), ``landmarks.ID.cost``, ``options.NAME``. Targets (:data:`TARGETS`): ``seats``
(every seat and bot near its fair share), ``card:ID`` (the card balanced: its owners win as often as
its non-owners in the same games, engine.services.lab.cards), ``pick:ID=LOW..HIGH`` (the share of
cities that buy it, in percent), ``length:MIN..MAX`` (the mean game length in that range),
``like:EDITION`` (each seat's win rate and the mean length as in that edition's games, played with the
same bots on the same seeds). A card that a knob or a ``card:`` target names may not be priced out of
the game (bought by fewer than cardstats.RARELY of the cities): such a candidate is never recommended.

A small search space (no more values in all than trials) is tried value by value; a larger one is
searched by Optuna's TPE sampler, seeded (the ``lab`` extra).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import os
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from engine import install_hint
from engine.core.errors import MkError, UnknownName
from engine.load.loader import load_edition, new_game
from engine.services.lab.cards import BAND, RARELY, ratio_text
from engine.services.lab.run import Run, Setup, run
from engine.services.lab.stats import holm, two_proportion_p

INSTALL = install_hint("lab")
NUMBER = re.compile(r"(?<![\w.#])\d+(?![\w.])")
"""A number written in an effect (not part of a name such as ``fuzz_0``)."""


@dataclass(frozen=True)
class Knob:
    """A number that may change: its path and its range (both ends included)."""

    path: str
    low: int
    high: int


TARGETS = "seats, card:ID, pick:ID=LOW..HIGH, length:MIN..MAX, like:EDITION"
"""The targets ``--target`` takes, as its help and its errors say them."""


@dataclass(frozen=True)
class Target:
    """What the games should do: ``seats``; ``card`` or ``pick`` (with the card's id, and for ``pick``
    a band of shares of cities, 0 to 1); ``length`` (a range of mean turns); ``like`` (an edition)."""

    kind: str
    card: str = ""
    low: float = 0.0
    high: float = 0.0
    edition: str = ""


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
    """A target as ``--target`` writes it (:data:`TARGETS`), its card or edition checked (did-you-mean)."""
    if text == "seats":
        return Target("seats")
    if text.startswith("card:"):
        return Target("card", card=_card(text[5:], data))
    found = re.fullmatch(r"pick:([^=]+)=(\d+)\.\.(\d+)%?", text)
    if found is not None and int(found.group(2)) <= int(found.group(3)) <= 100:
        return Target(
            "pick", card=_card(found.group(1), data), low=int(found.group(2)) / 100, high=int(found.group(3)) / 100
        )
    found = re.fullmatch(r"length:(\d+)\.\.(\d+)", text)
    if found is not None and int(found.group(1)) <= int(found.group(2)):
        return Target("length", low=float(found.group(1)), high=float(found.group(2)))
    if text.startswith("like:") and text[5:]:
        load_edition(text[5:])  # a name or a file mk can read, or its error
        return Target("like", edition=text[5:])
    raise MkError(f"--target {text!r}: one of {TARGETS} (pick: percent of cities, such as pick:ID=20..80)")


def _card(card: str, data: Any) -> str:
    if card not in data["cards"]:
        raise UnknownName("card", card, list(data["cards"]))
    return card


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


UNIT = 0.1
"""A distance of this much is far: ten points of win rate or of share of cities, a tenth of a length
range's top, an odds ratio of cardstats.BAND."""
WIDEST = 0.10
"""An interval wider than this (ten points) says too little for a candidate to meet a target."""
LIKE_LENGTH = 0.05
"""``like:EDITION``: the mean length within this share of the edition's."""


def expected_distance(k: int, n: int, fair: float) -> float:
    """The expected squared distance of a rate from ``fair``, after k successes in n (a uniform prior):
    the estimate's distance plus its uncertainty, so that a rate known from 30 games does not beat
    one known from 3,000 by luck, and one never seen counts as far."""
    mean = (k + 1) / (n + 2)
    return (mean - fair) ** 2 + mean * (1 - mean) / (n + 3)


def guarded(knobs: Sequence[Knob], targets: Sequence[Target]) -> list[str]:
    """The cards that may not be priced out: those a knob or a ``card:`` target names, unless a
    ``pick:`` target sets their band itself."""
    banded = {t.card for t in targets if t.kind == "pick"}
    named = [k.path.split(".")[1] for k in knobs if k.path.startswith("cards.")]
    named += [t.card for t in targets if t.kind == "card"]
    return [c for c in dict.fromkeys(named) if c not in banded]


def _cards(d: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["card"]: c for c in d["cards"]}


Figures = dict[str, Any]
"""A run's figures (Tally.report), read by the targets."""


def _reports(refs: dict[str, Run] | None) -> dict[str, Figures]:
    return {edition: ref.tally.report() for edition, ref in (refs or {}).items()}


def score(r: Run, targets: Sequence[Target], refs: dict[str, Run] | None = None, guard: Sequence[str] = ()) -> float:
    """How far the run is from the targets (0: on them): squared distances in units of :data:`UNIT`,
    with their uncertainty where a rate is estimated, added up; a guarded card that is priced out adds
    its distance below cardstats.RARELY."""
    return _score(r.tally.report(), targets, _reports(refs), guard)


def _score(d: Figures, targets: Sequence[Target], refs: dict[str, Figures], guard: Sequence[str]) -> float:
    cards = _cards(d)
    total = sum(_distance(t, d, cards, refs) for t in targets)
    for card in guard:
        below = max(0.0, RARELY - cards[card]["owned_by"]) if card in cards else RARELY
        total += (below / RARELY * UNIT) ** 2
    return total


def _distance(t: Target, d: Figures, cards: dict[str, dict[str, Any]], refs: dict[str, Figures]) -> float:
    fair = d["fair_share"]
    if t.kind == "seats":
        rows = d["seats"] + (d["bots"] if len(d["bots"]) > 1 else [])
        return sum(expected_distance(row["wins"], row["of"], fair) for row in rows) / len(rows)
    if t.kind == "card":
        c = cards.get(t.card)
        if c is None or not c["odds_ratio"] or c["log_se"] is None:  # never bought, or one side never won
            return (3 * UNIT) ** 2
        scale = UNIT / math.log(BAND)
        ratio, se = float(c["odds_ratio"]), float(c["log_se"])
        return (math.log(ratio) * scale) ** 2 + (se * scale) ** 2
    if t.kind == "pick":
        share: float = cards[t.card]["owned_by"] if t.card in cards else 0.0
        return max(0.0, t.low - share, share - t.high) ** 2
    if t.kind == "length":
        mean = float(d["length"]["mean"])
        off = t.low - mean if mean < t.low else mean - t.high if mean > t.high else 0.0
        return (off / max(t.high, 1.0)) ** 2
    ref = refs[t.edition]
    seats = [
        (s["rate"] - s0["rate"]) ** 2
        + s["rate"] * (1 - s["rate"]) / max(1, s["of"])
        + s0["rate"] * (1 - s0["rate"]) / max(1, s0["of"])
        for s, s0 in zip(d["seats"], ref["seats"], strict=True)
    ]
    mean, mean0 = float(d["length"]["mean"]), float(ref["length"]["mean"])
    return float(sum(seats) / len(seats) + ((mean - mean0) / max(mean0, 1.0) * UNIT / LIKE_LENGTH / 2) ** 2)


def priced_out(r: Run, guard: Sequence[str]) -> list[str]:
    """The guarded cards this run prices out of the game, each in a sentence."""
    return _priced_out(_cards(r.tally.report()), guard)


def _priced_out(cards: dict[str, dict[str, Any]], guard: Sequence[str]) -> list[str]:
    out = []
    for card in guard:
        c = cards.get(card)
        if c is None or c["owned_by"] < RARELY:
            share = f"{100 * c['owned_by']:.1f}%" if c else "none"
            name = c["name"] if c else card
            out.append(f"{name} is priced out (in {share} of cities, under {100 * RARELY:.0f}%)")
    return out


def misses(
    r: Run, targets: Sequence[Target], refs: dict[str, Run] | None = None, guard: Sequence[str] = ()
) -> list[str]:
    """What keeps the run from its targets, each in a sentence (none: it meets them all). A seat meets
    ``seats`` when it wins its fair share within chance (the run's verdict, Holm-corrected over the
    seats) and its interval is at most :data:`WIDEST` wide; a card meets ``card:`` when it is balanced
    (cardstats); a ``like:`` seat when its win rate is the edition's within chance (Holm-corrected over
    the seats) and its interval at most :data:`WIDEST` wide, the length when within :data:`LIKE_LENGTH`
    of the edition's."""
    return _misses(r.tally.report(), targets, _reports(refs), guard)


def _misses(d: Figures, targets: Sequence[Target], refs: dict[str, Figures], guard: Sequence[str]) -> list[str]:
    cards = _cards(d)
    fair = d["fair_share"]
    out = _priced_out(cards, guard)
    for t in targets:
        if t.kind == "seats":
            rows = d["seats"] + (d["bots"] if len(d["bots"]) > 1 else [])
            for row in rows:
                lo, hi = row["ci95"]
                who = f"seat {row['seat']}" if "seat" in row else f"the {row['bot']} bot"
                if row["verdict"] != "fair":  # beyond chance, Holm-corrected over the seats (or the bots)
                    out.append(f"{who} wins {_pct(row['rate'])} ({_pct(lo)}-{_pct(hi)}) against a fair {_pct(fair)}")
                elif hi - lo > WIDEST:
                    out.append(f"{who}'s interval ({_pct(lo)}-{_pct(hi)}) is too wide to tell: play more games")
        elif t.kind == "card":
            c = cards[t.card]
            if c["verdict"] != "balanced":
                ratio = f" (odds ratio {ratio_text(c)})" if c["p"] is not None else ""
                out.append(f"{c['name']} is {c['verdict']}{ratio}")
        elif t.kind == "pick":
            c = cards[t.card]
            if not t.low <= c["owned_by"] <= t.high:
                band = f"{100 * t.low:.0f}-{100 * t.high:.0f}%"
                out.append(f"{c['name']} is in {_pct(c['owned_by'])} of cities, outside {band}")
        elif t.kind == "length":
            mean = d["length"]["mean"]
            if not t.low <= mean <= t.high:
                out.append(f"the mean length is {mean:.1f} turns, outside {t.low:.0f}..{t.high:.0f}")
        else:
            out += _unlike(d, refs[t.edition], t.edition)
    return out


def _unlike(d: Figures, ref: Figures, edition: str) -> list[str]:
    out = []
    seats = list(zip(d["seats"], ref["seats"], strict=True))
    differ = holm([two_proportion_p(s0["wins"], s0["of"], s["wins"], s["of"]) for s, s0 in seats])
    for (s, s0), flagged in zip(seats, differ, strict=True):
        lo, hi = s["ci95"]
        if flagged:
            seat = f"seat {s['seat']} wins {_pct(s['rate'])} ({_pct(lo)}-{_pct(hi)})"
            out.append(f"{seat} against {_pct(s0['rate'])} in {edition}")
        elif hi - lo > WIDEST:
            out.append(f"seat {s['seat']}'s interval ({_pct(lo)}-{_pct(hi)}) is too wide to tell: play more games")
    mean, mean0 = d["length"]["mean"], ref["length"]["mean"]
    if abs(mean - mean0) > LIKE_LENGTH * mean0:
        out.append(f"the mean length is {mean:.1f} turns against {mean0:.1f} in {edition}")
    return out


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


# -- the search ----------------------------------------------------------------------------------
@dataclass
class Trial:
    """A candidate: its values, file, figures on the search's seeds and, when re-played, on fresh seeds."""

    number: int
    values: dict[str, int]
    score: float
    run: Run
    path: Path
    misses: list[str]
    priced_out: list[str]
    replayed: Run | None = None
    replayed_score: float = math.inf
    replayed_misses: list[str] = dataclasses.field(default_factory=list)

    @property
    def meets(self) -> bool:
        """Whether its figures meet every target (on fresh seeds when re-played)."""
        return not (self.replayed_misses if self.replayed is not None else self.misses)


@dataclass
class Search:
    """What a search found: every candidate, best first; the trials played; whether every value of the
    ranges was tried; the best re-played on fresh seeds (best first) and the one recommended."""

    ranked: list[Trial]
    trials: int
    interrupted: bool
    every: bool = False
    replayed: list[Trial] = dataclasses.field(default_factory=list)
    recommended: Trial | None = None
    refs: dict[str, Run] = dataclasses.field(default_factory=dict)
    """The ``like:`` editions' runs on the search's seeds (and :attr:`replay_refs` on the fresh ones)."""
    replay_refs: dict[str, Run] = dataclasses.field(default_factory=dict)
    replay_seed: int = 0
    replay_games: int = 0


Play = Callable[[Setup, int, int], Run]


def grid(knobs: Sequence[Knob], data: Any, trials: int) -> list[dict[str, int]] | None:
    """Every combination of the knobs' values, the edition's own first, when there are no more than
    ``trials`` of them; None otherwise (the space is then sampled)."""
    sizes = [k.high - k.low + 1 for k in knobs]
    if math.prod(sizes) > trials:
        return None
    own = tuple(min(max(current(data, k.path), k.low), k.high) for k in knobs)
    combos = [own, *(c for c in itertools.product(*(range(k.low, k.high + 1) for k in knobs)) if c != own)]
    return [dict(zip((k.path for k in knobs), c, strict=True)) for c in combos]


def _sampled(knobs: Sequence[Knob], data: Any, trials: int, seed: int) -> Iterator[tuple[dict[str, int], Any]]:
    """Values chosen by Optuna's seeded TPE sampler, the edition's own first; each with its ``tell``."""
    try:
        import optuna
    except ImportError:
        raise MkError(f"mk tune needs Optuna for a space larger than --trials: {INSTALL}") from None
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    study = optuna.create_study(direction="minimize", sampler=optuna.samplers.TPESampler(seed=seed))
    study.enqueue_trial({k.path: min(max(current(data, k.path), k.low), k.high) for k in knobs})
    for _ in range(trials):
        asked = study.ask()
        yield {k.path: asked.suggest_int(k.path, k.low, k.high) for k in knobs}, lambda v, a=asked: study.tell(a, v)


def search(
    setup: Setup,
    knobs: Sequence[Knob],
    targets: Sequence[Target],
    trials: int,
    games: int,
    seed: int,
    folder: Path,
    play: Play | None = None,
    progress: Callable[[Trial, int], None] | None = None,
    best: int = 3,
    replay_games: int = 0,
) -> Search:
    """Up to ``trials`` candidates (every value of a small space, else chosen by the TPE sampler), each
    played ``games`` games on seeds ``seed`` ...; then the ``best`` that are not priced out re-played on
    the next seeds with ``replay_games`` games (twice ``games`` by default), and the best of those that
    meets every target recommended. Ctrl-C: the answer from what was played. Candidates are written into
    ``folder/candidates`` (a cluster's workers read them there)."""
    play = play or (lambda s, n, first: run(s, n, first))
    data = load_edition(setup.edition).data
    parent = _parent_ref(setup.edition, folder / "candidates")
    (folder / "candidates").mkdir(parents=True, exist_ok=True)
    _check_ends(setup, parent, data, knobs, folder / "candidates")
    guard = guarded(knobs, targets)
    every = grid(knobs, data, trials)
    found = Search([], 0, False, every is not None, replay_seed=seed + games, replay_games=replay_games or 2 * games)
    done: list[Trial] = []
    try:
        found.refs = _references(setup, targets, games, seed, play)
        refs = _reports(found.refs)  # each reference's figures made once, not once a candidate
        seen: dict[tuple[int, ...], Trial] = {}
        asked = ((v, None) for v in every) if every is not None else _sampled(knobs, data, trials, seed)
        for number, (values, tell) in enumerate(asked, 1):
            key = tuple(values.values())
            if key not in seen:
                path = folder / "candidates" / f"trial-{number}.yaml"
                text = yaml.safe_dump(candidate(parent, data, values, f"{data['name']} (tune trial {number})"))
                path.write_text(text, encoding="utf-8")
                played = play(dataclasses.replace(setup, edition=str(path.resolve())), games, seed)  # any cwd
                d = played.tally.report()
                seen[key] = Trial(
                    number,
                    values,
                    _score(d, targets, refs, guard),
                    played,
                    path,
                    _misses(d, targets, refs, guard),
                    _priced_out(_cards(d), guard),
                )
            trial = dataclasses.replace(seen[key], number=number)
            if tell is not None:
                tell(trial.score)
            done.append(trial)
            if progress is not None:
                progress(trial, len(every) if every is not None else trials)
    except KeyboardInterrupt:  # Ctrl-C: the trials played so far are the answer
        if not done:
            raise
        found.interrupted = True
    unique = {tuple(t.values.values()): t for t in reversed(done)}  # each candidate once (its first trial)
    found.ranked = sorted(unique.values(), key=lambda t: (t.score, t.number))
    found.trials = len(done)
    if not found.interrupted:
        _replay(found, setup, targets, guard, best, play)
    return found


def _references(setup: Setup, targets: Sequence[Target], games: int, seed: int, play: Play) -> dict[str, Run]:
    """The ``like:`` editions' runs: the same players, bots and seeds, their own rules."""
    refs = {}
    for t in targets:
        if t.kind == "like" and t.edition not in refs:
            refs[t.edition] = play(dataclasses.replace(setup, edition=t.edition, options=(), variants=()), games, seed)
    return refs


def _replay(
    found: Search, setup: Setup, targets: Sequence[Target], guard: Sequence[str], best: int, play: Play
) -> None:
    """The best candidates that are not priced out, re-played on fresh seeds: a candidate that came
    first by the luck of the search's seeds does not keep its place; the best of them that meets every
    target there is recommended."""
    chosen = [t for t in found.ranked if not t.priced_out][:best]
    seed, games = found.replay_seed, found.replay_games
    try:
        found.replay_refs = _references(setup, targets, games, seed, play)
        refs = _reports(found.replay_refs)
        for t in chosen:
            t.replayed = play(dataclasses.replace(setup, edition=str(t.path.resolve())), games, seed)
            d = t.replayed.tally.report()
            t.replayed_score = _score(d, targets, refs, guard)
            t.replayed_misses = _misses(d, targets, refs, guard)
            found.replayed.append(t)
    except KeyboardInterrupt:
        found.interrupted = True
    found.replayed.sort(key=lambda t: (t.replayed_score, t.number))
    found.recommended = next((t for t in found.replayed if t.meets), None)


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
