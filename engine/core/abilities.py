"""A player's abilities: what they may do beyond the basic turn (roll more dice, re-roll, add to a
roll, earn more from a kind, pay less for landmarks) and the clauses that run at the stages of their
turn, worked out again from the landmarks that work for them and the cards they own whenever those
change."""

from __future__ import annotations

from typing import Any

from engine.core.board import AFTER_BUILD, AFTER_INCOME, BEFORE_BUILD, END_OF_TURN, STAGES, Board
from engine.core.edition import RULES


class Abilities(Board):
    __slots__ = ()

    def _reset_abilities(self) -> None:
        """Every player's abilities, worked out from what they start with."""
        n = self.nplayers
        self.max_dice = [1] * n
        self.can_reroll = [False] * n
        self.extra_turn = [False] * n
        self.bonus = [None] * n
        self.hooks = [[[] for _ in STAGES] for _ in range(n)]
        self.adds = [[] for _ in range(n)]
        self.discount = [[0] * self.game.nlandmarks for _ in range(n)]
        self.after_roll = [False] * n
        self.prebuild = [False] * n
        self.postbuild = [False] * n
        self.pre_hooks = [[] for _ in range(n)]
        self.post_hooks = [[] for _ in range(n)]
        self.own_mask = [0] * n
        self.other_mask = [0] * n
        for p in range(n):
            self._refresh(p)

    def _refresh(self, p: int) -> None:
        """Recompute player p's passive abilities from active landmarks and owned cards."""
        g = self.game
        self.max_dice[p] = 1
        self.can_reroll[p] = self.extra_turn[p] = False
        self.bonus[p] = None
        self.hooks[p] = [[] for _ in STAGES]
        self.adds[p] = []
        self.discount[p] = [0] * g.nlandmarks
        if g.rules is not None:
            self._add_ability(p, g.rules, 1, RULES)
        for j, on in enumerate(self.active[p]):
            if on and j not in g.everyone_set:
                self._add_ability(p, g.landmarks[j].effect, 1, g.landmark_ids[j])
        for j in g.everyone:  # once anyone has it, it works for every player
            if any(active[j] for active in self.active):
                self._add_ability(p, g.landmarks[j].effect, 1, g.landmark_ids[j])
        city = self.cities[p]
        for c in g.ability_cards:
            if city[c]:
                self._add_ability(p, g.cards[c].effect, city[c], g.card_ids[c])
        own = other = 0
        for c, k in enumerate(city):
            if k:
                own |= g.own_mask[c]
                other |= g.other_mask[c]
        self.own_mask[p] = own
        self.other_mask[p] = other
        self._flags(p)

    def _refresh_all(self) -> None:
        for q in range(self.nplayers):
            self._refresh(q)

    def _flags(self, p: int) -> None:
        hooks = self.hooks[p]
        self.after_roll[p] = self.can_reroll[p] or bool(self.adds[p])
        self.pre_hooks[p] = hooks[AFTER_INCOME] + hooks[BEFORE_BUILD]
        self.post_hooks[p] = hooks[AFTER_BUILD] + hooks[END_OF_TURN]
        self.prebuild[p] = bool(self.pre_hooks[p])
        self.postbuild[p] = bool(self.post_hooks[p])

    def _add_ability(self, p: int, eff: Any, count: int, source: str) -> None:
        """Add one card's or landmark's passive abilities and hooks to player p's."""
        if eff.max_dice > self.max_dice[p]:
            self.max_dice[p] = eff.max_dice
        if eff.reroll:
            self.can_reroll[p] = True
        if eff.extra_turn:
            self.extra_turn[p] = True
        if eff.bonuses:
            bonus = self.bonus[p]
            bonus = self.bonus[p] = [0] * self.game.ncards if bonus is None else list(bonus)
            for amount, cards in eff.bonuses:
                for c in cards:
                    bonus[c] += amount
        if eff.hooks:
            hooks = self.hooks[p] = [list(h) for h in self.hooks[p]]  # copy on write: clones share them
            for trigger, fn in eff.hooks.items():
                if trigger in STAGES:
                    hooks[STAGES[trigger]].append((fn, count, source))
        if eff.add_to_total:
            self.adds[p] = self.adds[p] + [(amount, cond, source) for amount, cond in eff.add_to_total]
        if eff.discounts:
            discount = self.discount[p] = list(self.discount[p])
            for amount, which in eff.discounts:
                for j in range(self.game.nlandmarks) if which is None else which:
                    discount[j] += amount
