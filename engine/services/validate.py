"""``mk validate``: every problem of an edition file, including whether it can be played.

Loading reports what is wrong in the file; beyond that, the edition and each
of its variants must set up a game and play a few seeded games of random moves
to the end at every player count (MK409 otherwise, naming the seed of a game
that stalled and the turn it reached).
"""

from __future__ import annotations

import random
from pathlib import Path

from engine.core.edition import Edition
from engine.core.errors import EditionError, MkError, Problem
from engine.core.game import Game
from engine.core.options import Options
from engine.load import files
from engine.load.loader import load_edition
from engine.load.yamlpos import load_located
from engine.services.bots import random_bot
from engine.services.driver import bot_rng, play
from engine.services.scenario import run_file

SCENARIO_KEYS = frozenset({"steps", "expect", "expect_error"})
"""Top-level keys that only a scenario file has: ``mk validate`` checks such a file as a scenario."""


def is_scenario(path: Path) -> bool:
    text, problem = files.read_text(path)
    if problem is not None or text is None:
        return False  # the edition checks will say what is wrong with it
    try:
        data = load_located(text, str(path)).data
    except MkError:
        return False
    return isinstance(data, dict) and bool(SCENARIO_KEYS & set(data))


def check_file(path: str | Path) -> list[Problem]:
    """All problems of one edition file, or of one scenario file (run, as ``mk scenario`` does)."""
    if is_scenario(Path(path)):
        return run_file(path).problems
    try:
        edition = load_edition(Path(path))
    except EditionError as exc:
        return exc.problems
    out = []
    for variant in [None, *edition.variants]:
        why = smoke_test(edition, variant)
        if why is not None:
            line, col = _key_position(edition, variant or "edition")
            label = f"variant {variant}" if variant else "the edition"
            out.append(Problem("MK409", f"{label} cannot be played: {why}", str(path), line, col))
    return out


SMOKE_SEEDS = 4
"""Seeded games of random moves per player count (and variant) that ``mk validate`` plays."""
SMOKE_TURNS = 2000
"""A smoke game that reaches this turn without a winner shows that games can stall."""


def smoke_test(
    edition: Edition, variant: str | None, seeds: int = SMOKE_SEEDS, max_turns: int = SMOKE_TURNS
) -> str | None:
    """Set up a game of the edition (and variant) at every player count and play ``seeds`` games of
    random moves to the end; None if that works, else why not (the first failure)."""
    for players in range(edition.min_players, edition.max_players + 1):
        for seed in range(seeds):
            try:
                layers = [dict(edition.options)] + ([dict(edition.variant(variant))] if variant else [])
                game = Game(edition, players, Options.resolve(*layers))
                state = game.new_state(seed=seed, log=False)
                agents = [random_bot(bot_rng(seed))] * game.nplayers
                play(state, agents, random.Random(seed), max_turns=max_turns)
            except MkError as exc:
                return f"{players} players: {exc}"
            if not state.is_over:
                return (
                    f"games can stall: a game of random moves for {players} players (seed {seed}) played "
                    f"{max_turns} turns without a winner"
                )
    return None


def _key_position(edition: Edition, key: str) -> tuple[int, int]:
    """Line and column of the first line of the edition's file that starts with ``key:``."""
    for n, raw in enumerate(Path(edition.file).read_text(encoding="utf-8").splitlines(), 1):
        if raw.strip().startswith(key + ":"):
            return n, len(raw) - len(raw.lstrip()) + 1
    return 1, 1
