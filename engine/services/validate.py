"""``mk validate``: every problem of an edition file, including whether it can be played.

Loading reports what is wrong in the file; beyond that, the edition and each
of its variants must set up a game and play one seeded game of random moves
to the end (MK409 otherwise).
"""

from __future__ import annotations

import random
from pathlib import Path

from engine.core.edition import Edition
from engine.core.errors import EditionError, MkError, Problem
from engine.core.game import Game
from engine.core.options import Options
from engine.load.loader import load_edition
from engine.services.bots import random_bot
from engine.services.driver import bot_rng, play


def check_file(path: str | Path) -> list[Problem]:
    """All problems of one edition file (empty when it is valid)."""
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


def smoke_test(edition: Edition, variant: str | None, seed: int = 0, max_turns: int = 5000) -> str | None:
    """Set up a game of the edition (and variant) at every player count and play random moves
    to the end; None if that works, else why not."""
    for players in range(edition.min_players, edition.max_players + 1):
        try:
            layers = [dict(edition.options)] + ([dict(edition.variant(variant))] if variant else [])
            game = Game(edition, players, Options.resolve(*layers))
            state = game.new_state(seed=seed)
            agents = [random_bot(bot_rng(seed))] * game.nplayers
            play(state, agents, random.Random(seed), max_turns=max_turns)
        except MkError as exc:
            return f"{players} players: {exc}"
        if not state.is_over:
            return f"a game of random moves for {players} players did not end within {max_turns} turns"
    return None


def _key_position(edition: Edition, key: str) -> tuple[int, int]:
    """Line and column of the first line of the edition's file that starts with ``key:``."""
    for n, raw in enumerate(Path(edition.file).read_text(encoding="utf-8").splitlines(), 1):
        if raw.strip().startswith(key + ":"):
            return n, len(raw) - len(raw.lstrip()) + 1
    return 1, 1
