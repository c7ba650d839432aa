"""Drive games with bots: one loop for simulations, records and the terminal game."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.core.game import Game
from engine.core.state import CHANCE, OVER, State
from engine.services.play.records import Recorder
from engine.services.players.bots import Bot, make_bot
from engine.services.players.seeding import bot_rng

MAX_TURNS = 2000
TURN_CAP = 20_000
"""The largest turn cap a user may set (``--max-turns``): a record's game holds at most ``game_lines``."""
"""The default turn cap of games that bots play (``mk simulate``, ``mk play`` with bots only): no game of a
playable edition comes near it (base games take 30 to 200)."""


def play(
    state: State,
    agents: Sequence[Bot],
    rng: random.Random,
    recorder: Recorder | None = None,
    max_turns: int | None = None,
) -> State:
    """Play ``state`` to the end (or to ``max_turns``): dice from ``rng``, decisions from ``agents``."""
    if recorder is None and max_turns is None:
        # the hot loop of simulations: nothing but the engine's API
        while state.phase != OVER:
            if state.current_player == CHANCE:  # the turn's roll, or effect dice
                state.roll_random(rng)
            else:
                state.apply(agents[state.current_player](state))
        return state
    while not state.is_over:
        if max_turns is not None and state.turn > max_turns:
            break
        if state.current_player == CHANCE:
            state.roll_random(rng)
        else:
            state.apply(agents[state.current_player](state))
        if recorder is not None:
            recorder.observe(state)
    return state


@dataclass
class SimStats:
    games: int = 0
    turns: int = 0
    wins: list[int] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def turns_per_s(self) -> float:
        return self.turns / self.seconds if self.seconds else 0.0

    @property
    def mean_turns(self) -> float:
        return self.turns / self.games if self.games else 0.0


def simulate(
    game: Game,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    edition_ref: str | None = None,
    record: Callable[[Recorder], None] | None = None,
) -> SimStats:
    """Play ``games`` games; game i uses seed ``seed + i``. ``record`` receives each game's recorder."""
    n = game.nplayers
    stats = SimStats(wins=[0] * n)
    names = [f"{b} {i + 1}" for i, b in enumerate(bots)]
    start = time.perf_counter()
    for i in range(games):
        s = seed + i
        state = game.new_state(log=False, seed=s)
        rng = bot_rng(s)
        agents = [make_bot(bots[p], rng) for p in range(n)]
        recorder = Recorder(state, edition_ref or game.edition.id, names, s) if record is not None else None
        play(state, agents, random.Random(s), recorder)
        if recorder is not None and record is not None:
            record(recorder)
        assert state.winner is not None
        stats.wins[state.winner] += 1
        stats.turns += state.turn
        stats.games += 1
    stats.seconds = time.perf_counter() - start
    return stats
