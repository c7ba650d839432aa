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
``like:EDITION`` (each seat's (and bot's) win rate and the mean length as in that edition's games, played
with the same bots on the same seeds and compared game by game as ``mk compare`` does: a difference whose
95% interval includes 0, or lies within a small margin, :data:`LIKE_POINTS` and :data:`LIKE_LENGTH`). A
card that a knob or a ``card:`` target names may not be priced out of the game (bought by fewer than
cardstats.RARELY of the cities): such a candidate is never recommended. A recommended value at an edge
of its range is said so (:func:`edges`); the word of each card the tuning varies is said beside it.

A small search space (no more values in all than trials) is tried value by value; a larger one is
searched by Optuna's TPE sampler, seeded (the ``lab`` extra).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from engine import install_hint
from engine.core.errors import MkError
from engine.load import files, writes
from engine.load.loader import files_read, load_edition, new_game
from engine.services.lab.cards import BAND, RARELY, ratio_text
from engine.services.lab.compare import outcomes, signed
from engine.services.lab.knobs import Knob, Target, candidate, current
from engine.services.lab.run import Run, Setup, run
from engine.services.lab.words import judge_cards

INSTALL = install_hint("lab")
UNIT = 0.1
"""A distance of this much is far: ten points of win rate or of share of cities, a tenth of a length
range's top (or of a ``like:`` edition's mean length), an odds ratio of cardstats.BAND."""
WIDEST = 0.10
"""An interval wider than this (ten points) says too little for a candidate to meet a target."""
LIKE_POINTS = 0.01
"""``like:EDITION``: a seat's (or bot's) win rate meets it when its difference from the edition's has a 95%
interval that includes 0 (and is at most :data:`WIDEST` wide), or lies within this margin (one point)
either way: a difference too small to matter, which many games find beyond chance."""
LIKE_LENGTH, LIKE_WIDEST = 0.01, 0.10
"""``like:EDITION``'s mean length: its margin (1% of the edition's mean length) and the widest interval
(10% of it) that tells enough, as :data:`LIKE_POINTS` and :data:`WIDEST` for a win rate."""


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
    named = varied([k.path for k in knobs])
    named += [t.card for t in targets if t.kind == "card"]
    return [c for c in dict.fromkeys(named) if c not in banded]


def varied(paths: Sequence[str]) -> list[str]:
    """The cards whose numbers these paths vary, each once, in order."""
    return list(dict.fromkeys(p.split(".")[1] for p in paths if p.startswith("cards.") and p.count(".") >= 2))


def _cards(d: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["card"]: c for c in d["cards"]}


Figures = dict[str, Any]
"""A run's figures (Tally.report), read by the targets."""


def report(r: Run) -> Figures:
    """The run's figures, each card with the lab's word for it in these games (withheld, with the reason,
    when every seat's bot buys at random: words.judge_cards, as mk simulate says it)."""
    d = r.tally.report()
    judge_cards(r.setup.bots, d["cards"])
    return d


def _reports(refs: dict[str, Run] | None) -> dict[str, Figures]:
    return {edition: ref.tally.report() for edition, ref in (refs or {}).items()}


@dataclass(frozen=True)
class Likeness:
    """One question of ``like:EDITION``: a seat's (or bot's) win rate, or the mean length, in the run
    against the edition's (``mk compare``'s figures: paired game by game when both runs kept their
    games), with the difference's 95% interval and the margin within which a difference does not count."""

    what: str
    ours: float
    theirs: float
    difference: float
    low: float
    high: float
    margin: float
    widest: float
    length: bool
    paired: bool

    @property
    def within_chance(self) -> bool:
        """The interval includes no difference at all."""
        return self.low <= 0.0 <= self.high

    @property
    def within_margin(self) -> bool:
        """The interval lies within the margin either way."""
        return -self.margin <= self.low and self.high <= self.margin

    @property
    def meets(self) -> bool:
        return (self.within_chance and self.high - self.low <= self.widest) or self.within_margin

    def text(self) -> str:
        """The difference with its interval: ``+0.5 pts (-0.7 to +1.7)``, ``-0.2 turns (-0.5 to +0.1)``."""
        k, unit = (1, "turns") if self.length else (100, "pts")
        return f"{signed(k * self.difference)} {unit} ({signed(k * self.low)} to {signed(k * self.high)})"

    def margin_text(self) -> str:
        return f"{self.margin:.1f} turns" if self.length else f"{100 * self.margin:.0f} point"


def likeness(ref: Run, r: Run) -> list[Likeness]:
    """``like:``'s questions of a run against the edition's run on the same seeds: each seat's win rate
    (and each bot's, when the seats have different bots) and the mean length, as ``mk compare``
    measures them (compare.outcomes, with the edition as A)."""
    o = outcomes(ref, r)
    out = []
    for row in [*o["seats"], *o["bots"]]:
        what = f"seat {row['seat']}" if "seat" in row else f"the {row['bot']} bot"
        lo, hi = row["ci95"]
        out.append(
            Likeness(what, row["b"], row["a"], row["difference"], lo, hi, LIKE_POINTS, WIDEST, False, o["paired"])
        )
    n, mean0 = o["length"], max(float(o["length"]["a"]), 1.0)
    lo, hi = n["ci95"]
    margin, widest = LIKE_LENGTH * mean0, LIKE_WIDEST * mean0
    out.append(Likeness("the mean length", n["b"], n["a"], n["difference"], lo, hi, margin, widest, True, o["paired"]))
    return out


def _likenesses(r: Run, refs: dict[str, Run] | None) -> dict[str, list[Likeness]]:
    return {edition: likeness(ref, r) for edition, ref in (refs or {}).items()}


def score(r: Run, targets: Sequence[Target], refs: dict[str, Run] | None = None, guard: Sequence[str] = ()) -> float:
    """How far the run is from the targets (0: on them): squared distances in units of :data:`UNIT`,
    with their uncertainty where a rate is estimated, added up; a guarded card that is priced out adds
    its distance below cardstats.RARELY."""
    return _score(report(r), targets, _reports(refs), guard)


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
    return float(sum(seats) / len(seats) + ((mean - mean0) / max(mean0, 1.0)) ** 2)  # a tenth of it: UNIT


def priced_out(r: Run, guard: Sequence[str]) -> list[str]:
    """The guarded cards this run prices out of the game, each in a sentence."""
    return _priced_out(_cards(report(r)), guard)


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
    (cardstats); ``like:`` when each of its questions (:func:`likeness`) does (:attr:`Likeness.meets`)."""
    return _misses(report(r), targets, _likenesses(r, refs), guard)


def _misses(d: Figures, targets: Sequence[Target], like: dict[str, list[Likeness]], guard: Sequence[str]) -> list[str]:
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
            if c.get("withheld"):
                out.append(f"{c['name']} has no verdict: {c['withheld']}")
            elif c["verdict"] != "balanced":
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
            out += _unlike(like[t.edition], t.edition)
    return out


def _unlike(questions: Sequence[Likeness], edition: str) -> list[str]:
    out = []
    for q in questions:
        if q.meets:
            continue
        ours, theirs = (f"{x:.1f} turns" if q.length else _pct(x) for x in (q.ours, q.theirs))
        if q.within_chance:
            out.append(f"{q.what}'s difference from {edition}, {q.text()}, is too wide to tell: play more games")
        else:
            out.append(
                f"{q.what} is {ours} against {theirs} in {edition}: {q.text()}, beyond chance and beyond "
                f"the margin of {q.margin_text()} either way"
            )
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
    knobs: list[Knob] = dataclasses.field(default_factory=list)
    edges: list[str] = dataclasses.field(default_factory=list)
    """The recommended candidate's values (or, when none is, the best re-played one's) at an edge of
    their range, each in a sentence (:func:`edges`)."""


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
    ``folder/candidates`` (a cluster's workers read them there); they are tune's own files, so their
    ``extends:`` may lead to the edition wherever it is (files.anywhere), from any current folder."""
    play = play or (lambda s, n, first: run(s, n, first, keep=True))
    data = load_edition(setup.edition).data  # the edition and its own extends: checked as the user named it
    parent = _parent_ref(setup.edition, folder / "candidates")
    _write(folder / "candidates", None)
    _check_ends(setup, parent, data, knobs, folder / "candidates")
    guard = guarded(knobs, targets)
    every = grid(knobs, data, trials)
    found = Search([], 0, False, every is not None, replay_seed=seed + games, replay_games=replay_games or 2 * games)
    found.knobs = list(knobs)
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
                _write(path, yaml.safe_dump(candidate(parent, data, values, f"{data['name']} (tune trial {number})")))
                # tune's own file (any cwd): its extends names the edition checked above, wherever it is
                played = play(dataclasses.replace(setup, edition=str(path.resolve()), outside_paths=True), games, seed)
                d = report(played)
                seen[key] = Trial(
                    number,
                    values,
                    _score(d, targets, refs, guard),
                    played,
                    path,
                    _misses(d, targets, _likenesses(played, found.refs), guard),
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
    shown = found.recommended or next(iter(found.replayed), None)
    if shown is not None:
        found.edges = edges(shown.values, knobs, lambda path, value: _refused(setup, parent, data, path, value, folder))
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
            trial = dataclasses.replace(setup, edition=str(t.path.resolve()), outside_paths=True)  # tune's own file
            t.replayed = play(trial, games, seed)
            d = report(t.replayed)
            t.replayed_score = _score(d, targets, refs, guard)
            t.replayed_misses = _misses(d, targets, _likenesses(t.replayed, found.replay_refs), guard)
            found.replayed.append(t)
    except KeyboardInterrupt:
        found.interrupted = True
    found.replayed.sort(key=lambda t: (t.replayed_score, t.number))
    found.recommended = next((t for t in found.replayed if t.meets), None)


def edges(values: dict[str, int], knobs: Sequence[Knob], refused: Callable[[str, int], str] | None = None) -> list[str]:
    """The values at an edge of the range ``--vary`` gave, each in a sentence: the best may lie beyond
    it. ``refused(path, value)`` says why the edition refuses a value ("" when it takes it): a value
    whose next step out is refused is said to be as far as the edition goes instead."""
    out = []
    for knob in knobs:
        value = values.get(knob.path)
        if value is None or knob.low < value < knob.high:
            continue
        side = "its top and bottom" if knob.low == knob.high else "its top" if value == knob.high else "its bottom"
        beyond = [v for v in (value - 1, value + 1) if not knob.low <= v <= knob.high]
        why = [refused(knob.path, v) for v in beyond] if refused is not None else []
        said = f"{knob.path}={value} is at the edge of the range you gave ({knob.low}..{knob.high}, {side})"
        if why and all(why):
            out.append(f"{said}, and the edition refuses {' and '.join(map(str, beyond))}: {why[0]}")
        else:
            out.append(f"{said}: the best may lie beyond it; widen --vary")
    return out


def _refused(setup: Setup, parent: str, data: Any, path: str, value: int, folder: Path) -> str:
    """Why the edition refuses ``value`` at ``path`` ("" when it takes it)."""
    file = folder / "candidates" / f"edge-{path}={value}.yaml"  # a name of its own: editions are kept by path
    try:
        _write(file, yaml.safe_dump(candidate(parent, data, {path: value}, "edge check")))
        with files.anywhere():
            new_game(str(file), setup.players, dict(setup.options), setup.variants)
    except MkError as exc:
        return _first(exc)
    finally:
        file.unlink(missing_ok=True)
    return ""


def _first(exc: MkError) -> str:
    """An error's first line, without the file it names (a file of tune's own)."""
    return str(exc).splitlines()[0].split(": ", 1)[-1]


def _write(path: Path, text: str | None) -> None:
    """Tune's own file written (a folder made, with ``text`` None), or an error that says it is about --out."""
    try:
        writes.folder(path) if text is None else writes.replace(path, text)
    except writes.WriteRefused as exc:
        raise writes.WriteRefused(exc.path, f"{exc.reason} (--out: tune's candidate files)") from None


def _check_ends(setup: Setup, parent: str, data: Any, knobs: Sequence[Knob], folder: Path) -> None:
    """Each knob at each end of its range makes an edition mk accepts (before a game is played: a
    range that leads out of what an edition may say is said at once, not in the middle of a search).
    A candidate that changes nothing is tried first: what refuses it is not a value's fault, and is
    said as what it is."""
    checks: list[tuple[Knob | None, int]] = [(None, 0)]
    checks += [(knob, value) for knob in knobs for value in (knob.low, knob.high)]
    for i, (knob, value) in enumerate(checks):
        path = folder / f"range-check-{i}-{value}.yaml"  # a name of its own: editions are kept by path
        changed = {knob.path: value} if knob is not None else {}
        _write(path, yaml.safe_dump(candidate(parent, data, changed, "range check")))
        try:
            with files.anywhere():  # tune's own file, extending the edition checked as the user named it
                new_game(str(path), setup.players, dict(setup.options), setup.variants)
        except MkError as exc:
            if knob is None:
                raise MkError(
                    f"mk tune's candidate files (in {folder}, each extending {setup.edition} and changing only "
                    f"the --vary numbers) are refused before any number is changed: {_first(exc)}"
                ) from None
            raise MkError(
                f"--vary {knob.path}={knob.low}..{knob.high}: at {value} the edition is refused: {_first(exc)}"
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
        writes.replace(path, head + yaml.safe_dump(body, sort_keys=False), files_read(setup.edition))
        written.append(path)
    return written
