"""A player's abilities: what they may do beyond the basic turn (roll more dice, re-roll, add to a
roll, earn more from a kind, pay less for landmarks) and the clauses that run at the stages of their
turn, worked out again from the landmarks that work for them and the cards they own whenever those
change.

They are functions of a :class:`engine.core.board.Board` (the state), not a layer of its class: the
effects and the turn call them when what a player owns changes.
"""

from __future__ import annotations

from typing import Any

from engine.core.board import AFTER_BUILD, AFTER_INCOME, BEFORE_BUILD, END_OF_TURN, STAGES, Board
from engine.core.edition import RULES


def reset(state: Board) -> None:
    """Every player's abilities, worked out from what they start with."""
    n = state.nplayers
    state.max_dice = [1] * n
    state.can_reroll = [False] * n
    state.extra_turn = [False] * n
    state.bonus = [None] * n
    state.hooks = [[[] for _ in STAGES] for _ in range(n)]
    state.adds = [[] for _ in range(n)]
    state.discount = [[0] * state.game.nlandmarks for _ in range(n)]
    state.after_roll = [False] * n
    state.prebuild = [False] * n
    state.postbuild = [False] * n
    state.pre_hooks = [[] for _ in range(n)]
    state.post_hooks = [[] for _ in range(n)]
    state.own_mask = [0] * n
    state.other_mask = [0] * n
    for p in range(n):
        refresh(state, p)


def refresh(state: Board, p: int) -> None:
    """Recompute player p's passive abilities from active landmarks and owned cards."""
    g = state.game
    state.max_dice[p] = 1
    state.can_reroll[p] = state.extra_turn[p] = False
    state.bonus[p] = None
    state.hooks[p] = [[] for _ in STAGES]
    state.adds[p] = []
    state.discount[p] = [0] * g.nlandmarks
    if g.rules is not None:
        add(state, p, g.rules, 1, RULES)
    for j, on in enumerate(state.active[p]):
        if on and j not in g.everyone_set:
            add(state, p, g.landmarks[j].effect, 1, g.landmark_ids[j])
    for j in g.everyone:  # once anyone has it, it works for every player
        if any(active[j] for active in state.active):
            add(state, p, g.landmarks[j].effect, 1, g.landmark_ids[j])
    city = state.cities[p]
    for c in g.ability_cards:
        if city[c]:
            add(state, p, g.cards[c].effect, city[c], g.card_ids[c])
    own = other = 0
    for c, k in enumerate(city):
        if k:
            own |= g.own_mask[c]
            other |= g.other_mask[c]
    state.own_mask[p] = own
    state.other_mask[p] = other
    set_flags(state, p)


def refresh_all(state: Board) -> None:
    """Every player's abilities worked out again (a landmark that works for everyone changed)."""
    for q in range(state.nplayers):
        refresh(state, q)


def set_flags(state: Board, p: int) -> None:
    """What the turn looks up of player p's abilities, from their hooks and additions."""
    hooks = state.hooks[p]
    state.after_roll[p] = state.can_reroll[p] or bool(state.adds[p])
    state.pre_hooks[p] = hooks[AFTER_INCOME] + hooks[BEFORE_BUILD]
    state.post_hooks[p] = hooks[AFTER_BUILD] + hooks[END_OF_TURN]
    state.prebuild[p] = bool(state.pre_hooks[p])
    state.postbuild[p] = bool(state.post_hooks[p])


def add(state: Board, p: int, eff: Any, count: int, source: str) -> None:
    """Add one card's or landmark's passive abilities and hooks to player p's."""
    if eff.max_dice > state.max_dice[p]:
        state.max_dice[p] = eff.max_dice
    if eff.reroll:
        state.can_reroll[p] = True
    if eff.extra_turn:
        state.extra_turn[p] = True
    if eff.bonuses:
        bonus = state.bonus[p]
        bonus = state.bonus[p] = [0] * state.game.ncards if bonus is None else list(bonus)
        for amount, cards in eff.bonuses:
            for c in cards:
                bonus[c] += amount
    if eff.hooks:
        hooks = state.hooks[p] = [list(h) for h in state.hooks[p]]  # copy on write: clones share them
        for trigger, fn in eff.hooks.items():
            if trigger in STAGES:
                hooks[STAGES[trigger]].append((fn, count, source))
    if eff.add_to_total:
        state.adds[p] = state.adds[p] + [(amount, cond, source) for amount, cond in eff.add_to_total]
    if eff.discounts:
        discount = state.discount[p] = list(state.discount[p])
        for amount, which in eff.discounts:
            for j in range(state.game.nlandmarks) if which is None else which:
                discount[j] += amount
