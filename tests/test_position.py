"""Native positions and futures (engine.native.position, engine.native.kernel.futures): a Python game's
turn end written into the native state is the native engine's own state at that turn's end, and its
futures are the games the Python engine plays from there, seed for seed, on every edition.

The native modules run interpreted here (engine.native.build.interpreted: the same code, no compile);
tests/test_native.py compiles."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from engine.core.actions import CHANCE, Action
from engine.core.setup import set_player
from engine.core.state import BUILD, State
from engine.load.loader import builtin_editions, new_game
from engine.native.build import interpreted
from engine.native.layout import view
from engine.native.position import Futures
from engine.services.play.driver import play
from engine.services.players.bots import make_bot, normal_bot
from engine.services.players.expert import Expert, Think
from engine.services.players.search import reshuffle
from engine.services.players.seeding import bot_rng

_MODULES: dict[tuple[str, int], Any] = {}


def module(edition: str, players: int) -> tuple[Any, Any]:
    if (edition, players) not in _MODULES:
        game = new_game(edition, players)
        _MODULES[edition, players] = (game, interpreted(game))
    return _MODULES[edition, players]


def turn_ends(
    edition: str, players: int, seed: int, every: int, when: Callable[[State], bool] = lambda s: True
) -> list[tuple[Any, State]]:
    """A game of normal bots, and at every ``every``-th turn's end (that ``when`` holds at) its native
    position with the Python state once the next turn has started."""
    game, m = module(edition, players)
    fut = Futures(m, game, ["normal"] * players)
    state = game.new_state(log=False, seed=seed)
    rng, bots = random.Random(seed), bot_rng(seed)
    agents = [make_bot("normal", bots) for _ in range(players)]
    held: list[Any] = []
    state.on_turn_end = lambda s: held.append(fut.position(s)) if s.turn % every == 0 and when(s) else None
    out = []
    while not state.is_over:
        if state.current_player == CHANCE:
            state.roll_random(rng)
        else:
            state.apply(agents[state.current_player](state))
        if held:
            copy = state.clone()
            copy.on_turn_end = None
            out.append((held.pop(), copy))
    return out


def python_future(start: State, seed: int, bot: str) -> State:
    sim = start.clone()
    rng = random.Random(seed)
    reshuffle(sim, rng)
    bots = bot_rng(seed)
    play(sim, [make_bot(bot, bots) for _ in range(sim.nplayers)], rng, max_turns=2000)
    return sim


def assert_futures_agree(fut: Futures, position: Any, state: State, first: int, count: int) -> None:
    """The native futures of ``position`` are the Python engine's games from ``state`` (its turn end,
    once the next turn has started), seed for seed."""
    start = state.clone()
    start.on_turn_end = None
    winners, turns = fut.play(position, first, count, 2000)
    for k in range(count):
        sim = python_future(start, first + k, "normal")
        assert (int(winners[k]), int(turns[k])) == (sim.winner, sim.turn), (state.turn, k)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("edition", builtin_editions())
def test_a_futures_is_the_game_the_python_engine_plays_from_the_same_turn_end(edition: str, players: int) -> None:
    game, m = module(edition, players)
    checked = 0
    for position, state in turn_ends(edition, players, seed=players, every=7)[:6]:
        for bot in ("normal", "random"):
            fut = Futures(m, game, [bot] * players)
            first = 1000 * state.turn + players
            winners, turns = fut.play(position, first, 2, 2000)
            for k in range(2):
                sim = python_future(state, first + k, bot)
                assert (int(winners[k]), int(turns[k])) == (sim.winner, sim.turn), (edition, state.turn, bot, k)
                checked += 1
            # the work array holds the last future's end: the same table as the Python engine's
            v = view(m, fut.work)
            assert v.coins.tolist() == sim.coins
            assert v.city.tolist() == sim.cities
    assert checked >= 8


@pytest.mark.parametrize("edition", builtin_editions())
def test_a_turn_end_written_natively_is_the_native_engines_own_state_there(edition: str) -> None:
    """The native engine plays a game and keeps every turn end's state; the same game in the Python
    engine, written at each turn end as a position, gives the same cells."""
    players = 3
    game, m = module(edition, players)
    seed = 11
    seats = np.full(players, 2, dtype=np.int64)  # normal bots
    work = np.zeros(m.SIZE + (1 << 16), dtype=np.int64)
    from engine.native.build import work_array

    work[: m.SIZE] = work_array(m, game)
    ends = np.zeros((400, m.ENDSTATE), dtype=np.int64)
    m.run_logged(work, seed, seats, 300, ends)
    native_rows = [ends[1 + k] for k in range(int(ends[0, 0]))]
    written = [position[: m.ENDSTATE] for position, _state in turn_ends(edition, players, seed, every=1)]
    assert len(written) >= 10
    for k, row in enumerate(written[: len(native_rows)]):
        assert row.tolist() == native_rows[k].tolist(), (edition, k + 1)


def test_a_position_from_an_opening_build_turn_plays_on_natively() -> None:
    """Machi Koro 2 opens with build-only rounds: a turn end there is a position like any other."""
    game, m = module("mk2", 3)
    assert game.options.build_rounds > 0
    early = [(pos, st) for pos, st in turn_ends("mk2", 3, seed=5, every=1) if st.turn <= game.options.build_rounds * 3]
    assert early
    fut = Futures(m, game, ["normal"] * 3)
    for position, state in early[:3]:
        assert_futures_agree(fut, position, state, 77, 1)


def test_another_turn_granted_at_a_turn_end_is_taken_in_the_futures() -> None:
    """Machi Koro 2's Radio Tower grants another turn when built: the future opens with it."""
    game, m = module("mk2", 2)
    fut = Futures(m, game, ["normal"] * 2)
    state = game.new_state(log=False, seed=0)  # a game whose market shows the Radio Tower
    rng, bots = random.Random(0), bot_rng(0)
    agents = [make_bot("normal", bots) for _ in range(2)]
    held: list[Any] = []
    state.on_turn_end = lambda s: held.append(fut.position(s)) if s.granted else None
    tower = Action("build", "radio_tower")
    while not held and not state.is_over:
        if state.current_player == CHANCE:
            state.roll_random(rng)
        elif state.phase == BUILD and tower in state.legal_actions():
            state.apply(tower)  # built whenever it can be
        else:
            state.apply(agents[state.current_player](state))
    assert held and state.extra  # the Python engine's next turn is the extra one
    assert_futures_agree(fut, held[0], state, 5, 3)


def test_the_extra_turns_taken_in_a_row_count_on_in_the_futures() -> None:
    """With ``extra_turns_max: 1`` a second double in a row grants no more: the future must know that
    the turn ending on doubles was an extra one already."""
    game = new_game("base", 2, options={"extra_turns_max": 1})
    m = interpreted(game)
    fut = Futures(m, game, ["normal"] * 2)
    state = game.new_state(log=False, seed=1)
    set_player(state, 0, landmarks=["train_station", "amusement_park"])
    held: list[Any] = []
    state.on_turn_end = lambda s: held.append(fut.position(s))
    for die in (3, 2):  # doubles, then doubles again in the extra turn
        state.apply(Action("dice", 2))
        state.apply(Action("roll", (die, die)))
        state.apply(Action("build", None))
    assert len(held) == 2 and state.player == 1 and not state.extra  # no third turn in a row
    assert_futures_agree(fut, held[1], state, 9, 4)


class PythonFutures(Expert):
    """An expert that plays its futures to the end in Python, where the native engine would."""

    def futures(self, start: tuple[State, Any], first_seed: int, count: int, p: int, native: Any) -> float:
        state, _position = start
        return sum(self.future(state, first_seed + k, p) for k in range(count))


@pytest.mark.parametrize(("edition", "players"), [("base", 4), ("mk2", 2)])
def test_the_expert_decides_the_same_with_native_and_python_futures(edition: str, players: int) -> None:
    game, m = module(edition, players)
    state = game.new_state(log=False, seed=8)
    rng, bots = random.Random(8), bot_rng(8)
    agents = [make_bot("normal", bots) for _ in range(players)]
    native = Expert(random.Random(3), normal_bot, Think(futures=12))
    python = PythonFutures(random.Random(3), normal_bot, Think(futures=12))
    for bot in (native, python):
        bot._futures, bot._game = Futures(m, game, ["normal"] * players), game  # interpreted: no compile
    decided = 0
    while not state.is_over and decided < 6:
        if state.current_player == CHANCE:
            state.roll_random(rng)
            continue
        if state.phase == BUILD and state.current_player == 0 and len(state.legal_actions()) > 2:
            a: Action = native(state)
            assert python(state) == a
            decided += 1
            state.apply(a)
        else:
            state.apply(agents[state.current_player](state))
    assert decided >= 3
    assert not native.replayable  # a save made with native futures resumes with its moves as saved
