"""A strategy file played (engine.load.strategies, docs/strategies.md): the bot that follows a plan.

Its builds and its dice are the plan's; every other decision (a re-roll, a swap, a steal) is the
``decisions`` bot's, and a build when the plan has none is the ``otherwise`` bot's (or nothing). The
plan reads the game only through the state, so it plays any edition whose ids it names.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core.errors import EditionError
from engine.core.state import BUILD, DICE, Action, State
from engine.core.tables import Tables
from engine.load.strategies import Strategy, condition, problems_for
from engine.services.players.strategy import Builder

NOTHING = Action("build", None)


class PlanBot:
    """The bot of one seat that follows ``strategy``; ``make`` builds the bots it hands the rest to."""

    def __init__(self, strategy: Strategy, rng: random.Random, make: Callable[[str, random.Random], Any]):
        self.strategy = strategy
        self.decide = make(strategy.decisions, rng)
        self.otherwise = None if strategy.otherwise == "nothing" else make(strategy.otherwise, rng)
        self.builder = Builder(rng) if strategy.dice == "best" else None
        self.game: Tables | None = None
        self.wants: list[tuple[int, int, str]] = []
        self.two_when: Callable[[Any, int], bool] | None = None
        self.landmarks_when: Callable[[Any, int], bool] | None = None

    def __call__(self, state: State) -> Action:
        if state.game is not self.game:
            self._prepare(state.game)
        if state.phase == BUILD:
            return self._build(state)
        if state.phase == DICE:
            return self._dice(state)
        action: Action = self.decide(state)
        return action

    def _prepare(self, game: Tables) -> None:
        """The plan as indices of ``game``'s tables, its conditions compiled (once a game)."""
        problems = problems_for(self.strategy, game.edition)
        if problems:
            raise EditionError(problems)
        ed = game.edition
        start = game.start_city if self.strategy.count == "bought" else [0] * game.ncards
        self.wants = [(ed.card_index[cid], n + start[ed.card_index[cid]], cid) for cid, n in self.strategy.wants]
        self.two_when = condition(self.strategy, "dice", ed)
        self.landmarks_when = condition(self.strategy, "landmarks", ed)
        self.game = game

    # -- the dice --------------------------------------------------------------------------------------
    def _dice(self, state: State) -> Action:
        legal = state.legal_actions()
        counts = sorted(len_of(a) for a in legal)
        p = state.current_player
        plan = self.strategy.dice
        if plan == "best" and self.builder is not None:  # as the normal bot: the dice that pay the city most
            want = self.builder.dice(state, p)
            return next((a for a in legal if len_of(a) == want), legal[-1])
        two = plan == "two" or (plan == "when" and self.two_when is not None and self.two_when(state, p))
        want = max(counts) if two else min(counts)
        return next(a for a in legal if len_of(a) == want)

    # -- the builds ------------------------------------------------------------------------------------
    def _build(self, state: State) -> Action:
        legal = state.legal_actions()
        can = {a.choice for a in legal if a.choice is not None}
        g, p = state.game, state.current_player
        city = state.cities[p]
        s = self.strategy
        open_wants = [(cid, i) for i, n, cid in self.wants if city[i] < n and _available(state, i)]
        landmarks = self._landmarks(state, can)
        first = s.landmarks == "first" or (
            s.landmarks == "when" and self.landmarks_when is not None and self.landmarks_when(state, p)
        )
        if landmarks and (first or not open_wants):
            return Action("build", landmarks[0])
        buyable = [cid for cid, _i in open_wants if cid in can]
        if s.buy == "wait":
            buyable = buyable[:1] if open_wants and buyable and buyable[0] == open_wants[0][0] else []
        elif s.buy == "dearest" and buyable:
            buyable = [max(buyable, key=lambda cid: (g.build_info[cid][2], -buyable.index(cid)))]
        if buyable:
            return Action("build", buyable[0])
        if self.otherwise is not None and not open_wants:
            action: Action = self.otherwise(state)
            return action
        return NOTHING if NOTHING in legal else legal[0]

    def _landmarks(self, state: State, can: set[Any]) -> list[str]:
        """The landmarks that can be built now, in the plan's order."""
        g = state.game
        ids = [lid for lid in g.landmark_ids if lid in can]
        by_price = sorted(ids, key=lambda lid: g.build_info[lid][2])
        order = self.strategy.landmark_order
        if order == "dearest":
            return by_price[::-1]
        if isinstance(order, tuple):
            return [lid for lid in order if lid in can] + [lid for lid in by_price if lid not in order]
        return by_price


def len_of(action: Action) -> int:
    """How many dice a dice action rolls."""
    choice = action.choice
    return int(choice) if isinstance(choice, int) else len(choice) if isinstance(choice, tuple) else 1


def _available(state: State, i: int) -> bool:
    """Whether card ``i`` can still be had at all (in the supply, and under the city's limit): a want
    that cannot is passed over, not waited for."""
    g = state.game
    return bool(g.in_supply[i]) and state.supply[i] > 0 and state.cities[state.current_player][i] < g.limits[i]


def plan_bot(strategy: Strategy, rng: random.Random, make: Callable[[str, random.Random], Any]) -> PlanBot:
    """The bot that follows ``strategy``; ``make`` builds the bots it hands its other decisions to."""
    return PlanBot(strategy, rng, make)
