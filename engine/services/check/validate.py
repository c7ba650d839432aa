"""``mk validate``: every problem of an edition file, including whether it can be played.

Loading reports what is wrong in the file; beyond that, the edition and each
of its variants must set up a game at every player count and play seeded games
to the end, of random moves and of the ``basic`` bot: enough of them to see a
stall rate of 1% with 95% confidence (MK409 otherwise, with the share of games that stalled and the
seed of one). How many games is fixed by the file alone, never by the clock: the same games and the
same verdict on every machine, however loaded (a budget of turns, and CPU time only as a safety net
that fails the check saying so).
"""

from __future__ import annotations

import dataclasses
import math
import random
import re
import shlex
import time
from dataclasses import dataclass, field
from pathlib import Path

from dsl import ast
from engine.core.edition import Edition
from engine.core.errors import EditionError, MkError, Problem
from engine.core.game import Game
from engine.core.options import Options
from engine.i18n.names import problems as language_problems
from engine.load import files
from engine.load.loader import load_edition
from engine.load.strategies import load_strategy
from engine.load.yamlpos import load_located
from engine.services.check.scenario import run_file
from engine.services.play.driver import play
from engine.services.players.bots import make_bot
from engine.services.players.seeding import bot_rng

SCENARIO_KEYS = frozenset({"steps", "expect", "expect_error"})
"""Top-level keys that only a scenario file has: ``mk validate`` checks such a file as a scenario."""


def is_scenario(path: Path) -> bool:
    text, problem = files.read_text(path)
    if problem is not None or text is None:
        return False  # the edition checks will say what is wrong with it
    if not re.search(r"^(steps|expect|expect_error)\s*:|^\s*[{[]", text, re.M):
        return False  # no such key at the top: not a scenario, without reading the YAML twice
    try:
        data = load_located(text, str(path)).data
    except MkError:
        return False
    return isinstance(data, dict) and bool(SCENARIO_KEYS & set(data))


def is_strategy_file(path: Path) -> bool:
    """Whether ``path`` is a strategy file (docs/strategies.md): a top-level ``strategy:`` key."""
    text, problem = files.read_text(path)
    return problem is None and text is not None and re.search(r"^strategy\s*:", text, re.M) is not None


def check_file(path: str | Path, limits: Smoke | None = None) -> list[Problem]:
    """All problems of one edition file, or of one scenario file (run, as ``mk scenario`` does);
    ``limits``: how many games the playing check plays (:class:`Smoke`'s defaults)."""
    if is_scenario(Path(path)):
        return run_file(path).problems
    if is_strategy_file(Path(path)):
        try:
            load_strategy(str(path))
        except EditionError as exc:
            return exc.problems
        return []
    try:
        edition = load_edition(Path(path))
    except EditionError as exc:
        return exc.problems
    out = [*edition.warnings, *language_problems(edition, path)]  # and its language files (docs/languages.md)
    check = play_check(edition, limits or Smoke())
    for variant, why in check.failed.items():
        line, col = _key_position(edition, variant or "edition")
        label = f"variant {variant}" if variant else "the edition"
        out.append(Problem("MK409", f"{label} cannot be played: {why}", str(path), line, col))
    if check.short is not None:
        line, col = _key_position(edition, "variants" if edition.variants else "edition")
        code, level = ("MK413", "error") if check.short == CPU else ("MK412", "warning")
        out.append(Problem(code, check.coverage(), str(path), line, col, level=level))
    return out


STALL_RATE = 0.01
"""The smallest share of games that never end that ``mk validate`` is meant to find..."""
STALL_CONFIDENCE = 0.95
"""...with this probability, for each policy and variant."""
SMOKE_GAMES = math.ceil(math.log(1 - STALL_CONFIDENCE) / math.log(1 - STALL_RATE))
"""Seeded games per policy and variant (299): with fewer, a 1% stall rate goes unseen too often."""
SMOKE_POLICIES = ("random", "basic")
"""Who plays the games: random moves, and the ``basic`` bot (it stalls some editions random moves do not)."""
SMOKE_TURNS = 1000
"""A game that reaches this turn without a winner has stalled (random games of the built-in editions end
by turn 350)."""
TURN_BUDGET = 350_000
"""Turns that the games of one file may take in all, each weighed by what its edition's effects do
(:func:`turn_weight`): past them the check ends after the round under way (a round: game i of every
variant and policy), the same on every machine, and says how many games it played. The built-in
editions' 598 games a variant come to 65,000 (base) to 285,000 weighed turns (Deluxe, whose turns weigh
3.0), Fussball's three sets of them 170,000; at the weight's dearest rate here (0.5 ms of CPU for a
Deluxe turn's 3.0) the whole budget takes about 5 seconds."""
WEIGHT_UNIT = 150
"""The weight of a plain turn (:func:`turn_weight`): an edition of some fifteen simple cards."""
CPU_LIMIT = 60.0
"""CPU seconds that the games of one file may take: a safety net against turns far slower than their
weight says (the budget of weighed turns takes about 5 s here). Unlike the budget it depends on the
machine; when it cuts the check short, the check fails and says so (MK413)."""
TURNS = "turns"
CPU = "cpu"


def turn_weight(edition: Edition) -> float:
    """What a turn of ``edition`` weighs against a plain one (at least 1): the size of every card's,
    landmark's and rule's effect, a count of cards weighing as many as the kinds it counts and a clause
    over players as many times as the most players: an upper bound of what a turn may run, worked out
    from the file alone (a count of 480 kinds in 480 cards weighs as it costs)."""
    kinds: dict[tuple[str, str], int] = {}
    for card in edition.cards:
        for key in (("icon", card.icon or ""), ("colour", card.colour.id), ("card", card.id)):
            kinds[key] = kinds.get(key, 0) + 1
    programs = [c.effect.program for c in edition.cards] + [lm.effect.program for lm in edition.landmarks]
    programs += [edition.rules.program] if edition.rules is not None else []
    total = sum(_weight(p, kinds, edition.max_players) for p in programs)
    return max(1.0, total / WEIGHT_UNIT)


def _weight(node: object, kinds: dict[tuple[str, str], int], players: int) -> int:
    """The size of a syntax tree, a count weighing the kinds it counts, a clause over players as many
    times as there are players."""
    if isinstance(node, ast.Count):
        selector = node.selector
        return 1 + max(1, sum(kinds.get((selector.kind, name), 0) for name in selector.names))
    if isinstance(node, (list, tuple)):
        return sum(_weight(x, kinds, players) for x in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return 0
    size = 1 + sum(_weight(getattr(node, f.name), kinds, players) for f in dataclasses.fields(node))
    return size * players if isinstance(node, ast.Players) else size


@dataclass(frozen=True)
class Smoke:
    """How much the playing check of ``mk validate`` plays: ``games`` seeded games per policy and
    variant, at most ``turns`` weighed turns in all (both fixed: the same games and verdict on every
    machine), with ``cpu`` CPU seconds as a safety net."""

    games: int = SMOKE_GAMES
    turns: int = TURN_BUDGET
    cpu: float = CPU_LIMIT


@dataclass
class _Tally:
    games: int = 0
    stalled: int = 0
    first: tuple[int, int] | None = None
    """(players, seed) of the first game that stalled."""


@dataclass
class Check:
    """What the playing check found: why the edition (key None) or a variant cannot be played, and, when
    it stopped before every game was played, what cut it short (:data:`TURNS` or :data:`CPU`)."""

    limits: Smoke
    failed: dict[str | None, str] = field(default_factory=dict)
    rounds: int = 0
    """Rounds played (a round: one game of every variant and policy)."""
    turns: float = 0.0
    """Weighed turns played (:func:`turn_weight`)."""
    weight: float = 1.0
    """What a turn of the edition weighs."""
    short: str | None = None

    def coverage(self) -> str:
        """In words: how far a check that was cut short got, and what that means for a stall rate."""
        seen = 1 - (1 - STALL_RATE) ** self.rounds
        played = f"{self.rounds} of {self.limits.games} games a bot and variant"
        if self.short == CPU:
            return (
                f"stall check stopped at its CPU safety net of {self.limits.cpu:g} s: {played}, far slower than "
                "their weight; the verdict depends on this machine (--cpu-limit S)"
            )
        return (
            f"stall check stopped at its budget of {self.limits.turns:,} turns (each weighing {self.weight:.1f} "
            f"here): {played}, {seen:.0%} sure to see a {STALL_RATE:.0%} stall rate (--turns N)"
        )


def play_check(edition: Edition, limits: Smoke | None = None) -> Check:
    """Why the edition or a variant cannot be played: a game that cannot be set up or fails, or games
    that stall. Every variant and policy plays ``limits.games`` seeded games, seed i at the (i mod
    counts)-th player count, in rounds (game i of every variant and policy, then game i + 1), until done,
    or until a round ends past ``limits.turns`` weighed turns in all, or past ``limits.cpu`` CPU seconds."""
    limits = limits or Smoke()
    check = Check(limits, weight=turn_weight(edition))
    counts = list(range(edition.min_players, edition.max_players + 1))
    setups = _setups(edition, counts, check.failed)
    tallies = {(v, policy): _Tally() for v in setups for policy in SMOKE_POLICIES}
    cpu = time.process_time() + limits.cpu  # a safety net only: MK413 says the verdict is the machine's
    for seed in range(limits.games):
        if seed and check.turns >= limits.turns:
            check.short = TURNS
            break
        if not _round(check, setups, tallies, seed, cpu):
            check.short = CPU
            break
        check.rounds = seed + 1
    for variant in setups:
        if variant in check.failed:
            continue
        stalls = [(policy, tallies[variant, policy]) for policy in SMOKE_POLICIES if tallies[variant, policy].stalled]
        if stalls:
            check.failed[variant] = _stall_message(edition, variant, stalls)
    check.failed = {v: check.failed[v] for v in [None, *edition.variants] if v in check.failed}
    return check


Tallies = dict[tuple[str | None, str], _Tally]
"""Per variant and policy: its games so far."""


def _round(check: Check, setups: dict[str | None, list[Game]], tallies: Tallies, seed: int, cpu: float) -> bool:
    """Game ``seed`` of every variant and policy; False when the CPU clock passed ``cpu`` (the safety net)
    before the round was done."""
    for variant, made in setups.items():
        if variant in check.failed:
            continue
        game = made[seed % len(made)]
        for policy in SMOKE_POLICIES:
            if time.process_time() > cpu:
                return False
            try:
                state = game.new_state(seed=seed, log=False)
                rng = bot_rng(seed)
                bots = [make_bot(policy, rng) for _ in range(game.nplayers)]
                play(state, bots, random.Random(seed), max_turns=SMOKE_TURNS)
            except MkError as exc:
                check.failed[variant] = f"{game.nplayers} players: {exc}"
                break
            check.turns += min(state.turn, SMOKE_TURNS) * check.weight
            t = tallies[variant, policy]
            t.games += 1
            if not state.is_over:
                t.stalled += 1
                t.first = t.first or (game.nplayers, seed)
    return True


def _setups(edition: Edition, counts: list[int], failed: dict[str | None, str]) -> dict[str | None, list[Game]]:
    """A game of every player count for the edition (key None) and each variant; those that cannot be set
    up go to ``failed``, with why."""
    setups: dict[str | None, list[Game]] = {}
    for variant in [None, *edition.variants]:
        try:
            layers = [dict(edition.options)] + ([dict(edition.variant(variant))] if variant else [])
            options = Options.resolve(*layers)
            # the general income loop: as fast for smoke games, and no code to generate for each setup
            setups[variant] = [Game(edition, n, options, codegen=False) for n in counts]
        except MkError as exc:
            failed[variant] = f"{exc}"
    return setups


def _stall_message(edition: Edition, variant: str | None, stalls: list[tuple[str, _Tally]]) -> str:
    rates = " and ".join(
        f"{t.stalled} of {t.games} games {POLICY_WORDS[policy]} ({t.stalled / t.games:.1%})" for policy, t in stalls
    )
    policy, t = stalls[0]
    assert t.first is not None
    players, seed = t.first
    also = f" --variant {variant}" if variant else ""
    return (
        f"games can stall: {rates} reached turn {SMOKE_TURNS} without a winner; the first: {players} players, "
        f"seed {seed} (mk simulate --edition {shlex.quote(edition.file)}{also} --players {players} --bots {policy} "
        f"--seed {seed} --games 1)"
    )


POLICY_WORDS = {"random": "of random moves", "basic": "of the basic bot"}


def _key_position(edition: Edition, key: str) -> tuple[int, int]:
    """Line and column of the first line of the edition's file that starts with ``key:``."""
    for n, raw in enumerate(Path(edition.file).read_text(encoding="utf-8").splitlines(), 1):
        if raw.strip().startswith(key + ":"):
            return n, len(raw) - len(raw.lstrip()) + 1
    return 1, 1
