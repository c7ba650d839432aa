"""The random-play invariant test (after OpenSpiel): every built-in edition,
many seeded games with random bots, invariants checked after every step."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engine.core.events import Built, Event, Invested, Transfer
from engine.core.options import ALL_PILES
from engine.core.state import CHANCE, State
from engine.load.loader import builtin_editions, load_edition, new_game
from engine.services.players.bots import random_bot
from engine.services.players.seeding import bot_rng

GAMES_PER_SETUP = 100
TURN_BOUND = 3000


HOUSE_RULES = sorted((Path(__file__).resolve().parent.parent / "editions" / "house-rules").glob("*.yaml"))


def setups() -> list[tuple[str, tuple[str, ...], str | None, int]]:
    """(edition, variants, market, players): each built-in and each shipped house rule, with every
    combination of its variants (market None: as they set it), and with every other market it takes
    (``--option market=...``: each market it declares, and every pile open)."""
    out = []
    for name in [*builtin_editions(), *(str(p) for p in HOUSE_RULES)]:
        ed = load_edition(name)
        names = list(ed.variants)
        combos = [()] + [tuple(v for i, v in enumerate(names) if mask >> i & 1) for mask in range(1, 1 << len(names))]
        markets: list[str | None] = [None]
        markets += [m for m in (ALL_PILES, *ed.markets) if m != ed.options.get("market", ALL_PILES)]
        for variants, market in [(variants, None) for variants in combos] + [((), m) for m in markets[1:]]:
            for players in range(ed.min_players, ed.max_players + 1):
                out.append((name, variants, market, players))
    return out


def cases() -> list[Any]:
    """The setups as test cases: four players and more are slow (the quick run plays up to three)."""
    return [pytest.param(*case, marks=[pytest.mark.slow] if case[3] >= 4 else []) for case in setups()]


def card_counts(state: State) -> list[int]:
    counts = list(state.supply)
    for city in state.cities:
        for c, k in enumerate(city):
            counts[c] += k
    if state.market is not None:
        for c, k in state.market.hidden_counts().items():
            counts[c] += k
    return counts


def coin_changes(events: list[Event], nplayers: int) -> list[int]:
    """What the logged events say each player's coins changed by."""
    delta = [0] * nplayers
    for event in events:
        if isinstance(event, Transfer):
            assert 0 <= event.paid <= event.amount
            assert event.payer is not None or event.receiver is not None
            if event.payer is None:
                assert event.paid == event.amount  # the bank always pays in full
            else:
                delta[event.payer] -= event.paid
            if event.receiver is not None:
                delta[event.receiver] += event.paid
        elif isinstance(event, Built) and event.ident is not None:
            delta[event.player] -= event.cost
        elif isinstance(event, Invested):
            assert event.amount >= 1
            delta[event.player] -= event.amount
    return delta


def check_step(state: State, before: list[int], logged: int) -> None:
    assert all(c >= 0 for c in state.coins), state.coins
    assert state.log is not None
    delta = coin_changes(state.log[logged:], state.nplayers)
    assert [a - b for a, b in zip(state.coins, before, strict=False)] == delta, "coins moved without a logged reason"
    assert card_counts(state) == state.game.total_cards
    for p in range(state.nplayers):  # closed copies are copies the player owns
        assert all(0 <= k <= n for k, n in zip(state.closed[p], state.cities[p], strict=True))
    if not state.is_over:
        if state.current_player == CHANCE:
            assert state.chance_outcomes()
        else:
            assert state.legal_actions()


@pytest.mark.parametrize(("edition", "variants", "market", "players"), cases(), ids=lambda v: Path(str(v)).stem)
def test_random_play_invariants(edition: str, variants: tuple[str, ...], market: str | None, players: int) -> None:
    game = new_game(edition, players, variants=variants, options=None if market is None else {"market": market})
    lengths = []
    for seed in range(GAMES_PER_SETUP):
        state = game.new_state(seed=seed)
        brng = bot_rng(seed)
        agents = [random_bot(brng) for p in range(players)]
        rng = random.Random(seed)
        check_step(state, list(state.coins), 0)
        while not state.is_over:
            assert state.turn <= TURN_BOUND, "the game did not end within the turn bound"
            before = list(state.coins)
            assert state.log is not None
            logged = len(state.log)
            if state.current_player == CHANCE:
                state.roll_random(rng)
            else:
                state.apply(agents[state.current_player](state))
            check_step(state, before, logged)
        assert state.winner is not None
        built = state.built[state.winner]
        g = state.game
        assert sum(built[j] for j in g.counting) >= g.win_count or any(built[j] for j in g.winning)
        lengths.append(state.turn)
    assert max(lengths) < TURN_BOUND
