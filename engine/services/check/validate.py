"""``mk validate``: every problem of an edition file, including whether it can be played.

Loading reports what is wrong in the file; beyond that, the edition and each
of its variants must set up a game at every player count and play seeded games
to the end, of random moves and of the ``basic`` bot: enough of them to see a
stall rate of 1% with 95% confidence, within a time budget (MK409 otherwise,
with the share of games that stalled and the seed of one).
"""

from __future__ import annotations

import math
import random
import re
import shlex
import time
from dataclasses import dataclass
from pathlib import Path

from engine.core.edition import Edition
from engine.core.errors import EditionError, MkError, Problem
from engine.core.game import Game
from engine.core.options import Options
from engine.load import files
from engine.load.loader import load_edition
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


def check_file(path: str | Path, budget: float | None = None) -> list[Problem]:
    """All problems of one edition file, or of one scenario file (run, as ``mk scenario`` does).
    ``budget``: the seconds the playing check may take (:data:`SMOKE_BUDGET`)."""
    if is_scenario(Path(path)):
        return run_file(path).problems
    try:
        edition = load_edition(Path(path))
    except EditionError as exc:
        return exc.problems
    out = []
    for variant, why in play_check(edition, SMOKE_BUDGET if budget is None else budget).items():
        line, col = _key_position(edition, variant or "edition")
        label = f"variant {variant}" if variant else "the edition"
        out.append(Problem("MK409", f"{label} cannot be played: {why}", str(path), line, col))
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
SMOKE_BUDGET = 5.0
"""Seconds that the games of one file may take; past them the check stops with the games played (after
one round: a game of every variant and policy). Deluxe's 598 games take about 4.5 s here, so a file
within the limits is validated in under 10 s."""


@dataclass
class _Tally:
    games: int = 0
    stalled: int = 0
    first: tuple[int, int] | None = None
    """(players, seed) of the first game that stalled."""


def play_check(edition: Edition, budget: float = SMOKE_BUDGET, games: int = SMOKE_GAMES) -> dict[str | None, str]:
    """Why the edition (key None) or a variant cannot be played: a game that cannot be set up or
    fails, or games that stall. Every variant and policy plays ``games`` seeded games, seed i at the
    (i mod counts)-th player count, in rounds (game i of every variant and policy, then game i + 1), until
    done or ``budget`` seconds have passed."""
    deadline = time.monotonic() + budget
    counts = list(range(edition.min_players, edition.max_players + 1))
    failed: dict[str | None, str] = {}
    setups: dict[str | None, list[Game]] = {}
    for variant in [None, *edition.variants]:
        try:
            layers = [dict(edition.options)] + ([dict(edition.variant(variant))] if variant else [])
            options = Options.resolve(*layers)
            # the general income loop: as fast for smoke games, and no code to generate for each setup
            setups[variant] = [Game(edition, n, options, codegen=False) for n in counts]
        except MkError as exc:
            failed[variant] = f"{exc}"
    tallies = {(v, policy): _Tally() for v in setups for policy in SMOKE_POLICIES}
    for seed in range(games):
        if seed and time.monotonic() > deadline:
            break
        for variant, made in setups.items():
            if variant in failed:
                continue
            game = made[seed % len(counts)]
            for policy in SMOKE_POLICIES:
                try:
                    state = game.new_state(seed=seed, log=False)
                    rng = bot_rng(seed)
                    play(
                        state,
                        [make_bot(policy, rng) for _ in range(game.nplayers)],
                        random.Random(seed),
                        max_turns=SMOKE_TURNS,
                    )
                except MkError as exc:
                    failed[variant] = f"{game.nplayers} players: {exc}"
                    break
                t = tallies[variant, policy]
                t.games += 1
                if not state.is_over:
                    t.stalled += 1
                    t.first = t.first or (game.nplayers, seed)
    for variant in setups:
        if variant in failed:
            continue
        stalls = [(policy, tallies[variant, policy]) for policy in SMOKE_POLICIES if tallies[variant, policy].stalled]
        if stalls:
            failed[variant] = _stall_message(edition, variant, stalls)
    return {v: failed[v] for v in [None, *edition.variants] if v in failed}


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
