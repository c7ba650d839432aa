"""The game as a pure state machine, in the style of OpenSpiel.

At every point a :class:`State` waits either for a chance outcome (dice) or
for one player's decision. ``legal_actions()`` lists what may happen next;
``apply(action)`` makes it happen. The engine never reads input or prints:
the terminal game, bots, scenarios, records and simulations all drive this
one API. The README has a worked example.

This module is the hot path: starting a turn, rolling, income, building and
ending a turn. What the state holds and the jobs around it live in modules of
their own (:mod:`engine.core.board` lists them).
"""

from __future__ import annotations

import random
from typing import Any

from dsl.runtime import Pending
from engine.core import abilities
from engine.core.actions import ADD_NO, ADD_YES, CHANCE, KEEP, NO_SWAP, TERMINAL, Action
from engine.core.board import (
    ADD,
    AFTER_BUILD,
    AFTER_INCOME,
    BEFORE_BUILD,
    BUILD,
    DICE,
    END_OF_TURN,
    HOOK_WAIT,
    INCOME_WAIT,
    OVER,
    REROLL,
    ROLL,
    STAGES,
    Board,
    Hook,
)
from engine.core.building import Building
from engine.core.effects import Effects
from engine.core.errors import IllegalAction
from engine.core.events import Built, EffectRolled, ExtraTurn, Rolled, TotalChanged, Transfer, TurnStarted, Won
from engine.core.market import Market
from engine.core.reasons import Refusal, Why
from engine.core.tables import Tables

__all__ = [
    "ADD",
    "ADD_NO",
    "ADD_YES",
    "AFTER_BUILD",
    "AFTER_INCOME",
    "BEFORE_BUILD",
    "BUILD",
    "CHANCE",
    "DICE",
    "END_OF_TURN",
    "HOOK_WAIT",
    "INCOME_WAIT",
    "KEEP",
    "NO_SWAP",
    "OVER",
    "REROLL",
    "ROLL",
    "STAGES",
    "TERMINAL",
    "Action",
    "CountingState",
    "Hook",
    "State",
]

_KIND = {DICE: "dice", ROLL: "roll", REROLL: "reroll", BUILD: "build", OVER: None, ADD: "add_to_roll"}
PRE, POST, WIN = 0, 1, 2  # the hooks run before the build decision, after it, and before a win
_new_action = tuple.__new__  # builds an Action without NamedTuple's Python-level __new__ (hot loop)


class State(Effects, Building):
    """One game in progress. Create it with :meth:`engine.core.game.Game.new_state`."""

    __slots__ = ()

    def __init__(self, game: Tables, first_player: int = 0, log: bool = True, market_seed: int | None = None):
        self.game = game
        n = self.nplayers = game.nplayers
        opts = game.options
        self._next_turn = game.next_turn_activation
        self.opening_turns = opts.build_rounds * n
        self._extra_max = opts.extra_turns_max
        self._plain_turns = not log and not game.next_turn_activation  # see _end_turn
        self._sides = game.sides
        self._income_table = game.income
        self._deal(market_seed)
        self.log = [] if log else None
        self.on_turn_end = None
        self.history = []
        self.winner = self._winning = None
        self.turn = self.extra_count = self.total = self.received = self._add_index = 0
        self.player = first_player
        self.extra = self.rerolled = self.built_nothing = self.granted = self.counting = False
        self.ndice = 1
        self.dice = ()
        self.effect_dice = None
        self._hook_list = []
        self.phase = ROLL
        self.current_player = CHANCE
        self.pending = None
        self._resume = (0, 0)
        abilities.reset(self)
        self._start_turn(first_player, False)

    def _deal(self, market_seed: int | None) -> None:
        """Every player's starting coins, city and landmarks; the supply, and the market if there is one."""
        game, n = self.game, self.nplayers
        self.coins = [game.options.starting_coins] * n
        self.cities = [list(game.start_city) for _ in range(n)]
        self.closed = [[0] * game.ncards for _ in range(n)]
        self.invested = [[0] * game.ncards for _ in range(n)]
        self.built = [list(game.start_built) for _ in range(n)]
        self.active = [list(game.start_built) for _ in range(n)]
        self.supply = list(game.supply)
        self._avail = [None] * n
        self.market = None
        self._full = self.owned_by_all()
        if game.market_rule is not None:
            self.market, self.supply = Market.setup(
                game.market_rule,
                game.supply,
                game.per_city,
                game.market_rows,
                game.market_landmarks,
                n,
                market_seed,
                self._full,
            )

    # -- observation ----------------------------------------------------------
    @property
    def kind(self) -> str | None:
        """What the game waits for: dice, roll, reroll, add_to_roll, effect_roll, target, swap, build;
        None once over."""
        if self.phase in (INCOME_WAIT, HOOK_WAIT):
            assert self.pending is not None
            return self.pending.kind
        return _KIND[self.phase]

    def legal_actions(self) -> list[Action]:
        """What may happen next: the answers to the decision waited for (engine.core.decisions), or the
        dice that may come at a chance node."""
        if self.phase == BUILD:  # the hot path: the build list, without the registry's look-up
            return self._build_actions()
        kind = self.kind
        return [] if kind is None else self.game.decisions[kind].actions(self)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The dice that may come at a chance node (the turn's roll, or effect dice), each equally likely."""
        pend = self.pending
        if pend is not None and pend.kind == "effect_roll":
            outs = self.game.outcomes(pend.dice)
            return [(Action("effect_roll", d), 1.0 / len(outs)) for d in outs]
        outs = self.game.outcomes(self.ndice)
        p = 1.0 / len(outs)
        return [(Action("roll", d), p) for d in outs]

    def pending_add(self) -> tuple[int, str]:
        """At an ``add_to_roll`` decision: the amount that may be added, and what offers it."""
        amount, _cond, source = self.adds[self.player][self._add_index]
        return amount, source

    # -- driving ----------------------------------------------------------------
    def roll_random(self, rng: random.Random) -> None:
        """Resolve the chance node with dice from ``rng``."""
        s = self._sides
        r = rng.random
        if self.phase != ROLL:  # effect dice
            pend = self.pending
            assert pend is not None and pend.kind == "effect_roll", "no dice are due"
            self.apply(Action("effect_roll", _roll(r, s, pend.dice)))
            return
        if self.ndice == 1:
            dice: tuple[int, ...] = (int(r() * s) + 1,)
        elif self.ndice == 2:
            dice = (int(r() * s) + 1, int(r() * s) + 1)
        else:
            dice = _roll(r, s, self.ndice)
        self.history.append(_new_action(Action, ("roll", dice)))
        # the body of _rolled(), inlined: this is the hottest path of a simulation (tests/test_fast_paths.py)
        self.dice = dice
        self.total = total = sum(dice)
        p = self.player
        if self.log is not None:
            self.log.append(Rolled(p, dice, self.rerolled))
        if self.after_roll[p]:
            self._after_roll()
            return
        stop = self._income_table[total][p](self)
        if stop is None and not self.prebuild[p]:
            self.phase = BUILD
            self.current_player = p
        else:
            self._income_done(stop)

    def apply(self, action: Action) -> None:
        """Advance the game; raise :class:`IllegalAction`, whose ``refusal`` says why, if ``action`` does not fit.

        Any value is safe to pass: a malformed action or a choice of the wrong type is refused the same way.
        An action is any (kind, choice) pair; ``history`` keeps it as it was given.
        """
        try:
            kind, choice = action
        except (TypeError, ValueError):  # not a pair
            raise IllegalAction(Refusal(Why.MALFORMED, {"action": action})) from None
        ph = self.phase
        if ph == DICE and kind == "dice":
            # Dice.check (engine.core.decisions), inline: most turns of most games ask it
            if type(choice) is not int or not 1 <= choice <= self.max_dice[self.player]:
                most = self.max_dice[self.player]
                raise IllegalAction(Refusal(Why.BAD_DICE_COUNT, {"most": most, "choice": choice}))
            self.history.append(action)
            self.ndice = choice
            self.phase = ROLL
            self.current_player = CHANCE
            return
        if ph == BUILD and kind == "build":
            if choice is None:
                self.history.append(action)
                self.built_nothing = True
                if self.log is not None:
                    self.log.append(Built(self.player, None, 0, False))
                if self.postbuild[self.player]:
                    self._hook_list = self.post_hooks[self.player]
                    self._run_hooks(POST, 0)
                else:
                    self._end_turn()
                return
            g = self.game
            try:
                info = g.build_info.get(choice)
            except TypeError:  # an unhashable choice
                info = None
            if info is None:
                raise IllegalAction(Refusal(Why.UNKNOWN_CARD, {"ident": choice}))
            landmark, i, cost = info
            p = self.player
            if landmark and g.dynamic_prices:
                cost = self.price(p, i)
                info = (True, i, cost)
            if cost > self.coins[p] or (
                (self.built[p][i] or (g.limited_landmarks and self._landmark_refusal(p, i) is not None))
                if landmark
                else (self.supply[i] <= 0 or self.cities[p][i] >= g.limits[i] or not g.in_supply[i])
            ):
                refusal = self.cannot_build(choice)
                assert refusal is not None
                raise IllegalAction(refusal)
            self.history.append(action)
            self._build(choice, info)
            return
        expected = self.kind
        if expected is None:
            raise IllegalAction(Refusal(Why.GAME_OVER))
        if type(kind) is not str or kind != expected:
            raise IllegalAction(Refusal(Why.WRONG_KIND, {"expected": expected, "kind": kind}))
        if ph == ROLL:
            dice = tuple(choice) if isinstance(choice, (tuple, list)) else (choice,)
            if not self.game.decisions["roll"].check(self, None, dice):
                s = self.game.sides
                raise IllegalAction(Refusal(Why.BAD_ROLL, {"ndice": self.ndice, "sides": s, "dice": list(dice)}))
            self.history.append(Action("roll", dice))
            self._rolled(dice)
        elif ph == REROLL:
            self._reroll(action)
        elif ph == ADD:
            self._add(action)
        else:
            self._answer(action)

    def _reroll(self, action: Action) -> None:
        choice = action.choice
        if not self.game.decisions["reroll"].check(self, None, choice):
            raise IllegalAction(Refusal(Why.BAD_REROLL, {"choice": choice}))
        self.history.append(action)
        if choice == "keep":
            self._offer_add(0)
        else:
            self.rerolled = True
            self.ndice = choice
            self.phase = ROLL
            self.current_player = CHANCE

    def _add(self, action: Action) -> None:
        kind, choice = action
        if not self.game.decisions["add_to_roll"].check(self, None, choice):
            raise IllegalAction(Refusal(Why.NOT_A_CHOICE, {"kind": kind, "choice": choice}))
        self.history.append(action)
        i = self._add_index
        if choice == "yes":
            amount, _cond, source = self.adds[self.player][i]
            self.total += amount
            if self.log is not None:
                self.log.append(TotalChanged(self.player, source, amount, self.total))
        self._offer_add(i + 1)

    def _answer(self, action: Action) -> None:
        """The answer to a decision an effect asked; the effect, and then income or the hooks, go on."""
        kind, choice = action
        pend = self.pending
        assert pend is not None
        if not self.game.decisions[pend.kind].check(self, pend, choice):
            raise IllegalAction(Refusal(Why.NOT_A_CHOICE, {"kind": kind, "choice": choice}))
        if pend.kind == "effect_roll":
            choice = self.effect_dice = tuple(choice)
            action = Action(kind, choice)
            if self.log is not None:
                self.log.append(EffectRolled(self.player, pend.source, choice))
            choice = sum(choice)
        self.history.append(action)
        nxt = pend.resume(self, choice)
        if nxt is not None:
            self.pending = nxt
            self.current_player = nxt.player
            return
        self.pending = None
        e, k = self._resume
        if self.phase == INCOME_WAIT:
            self._income_done(self._income(e, k))
        else:
            self._run_hooks(e, k)

    # -- internals ----------------------------------------------------------------

    def _start_turn(self, p: int, extra: bool) -> None:
        self.player = p
        self.turn += 1
        self.extra = extra
        self.rerolled = False
        self.dice = ()
        self.total = 0
        self.effect_dice = None
        self.built_nothing = False
        if self._next_turn and self.active[p] != self.built[p]:
            self.active[p] = list(self.built[p])
            if self.game.everyone:
                abilities.refresh_all(self)
            else:
                abilities.refresh(self, p)
        if self.log is not None:
            self.log.append(TurnStarted(self.turn, p, extra))
        self._first_question(p)

    def _first_question(self, p: int) -> None:
        """A turn opens with the dice-count decision when p may roll several dice, else with the roll;
        in an opening build-only round, with the build (after the before-build clauses)."""
        if self.opening_turns and self.turn <= self.opening_turns:
            self.dice = ()
            self._hook_list = self.hooks[p][BEFORE_BUILD]
            self._run_hooks(PRE, 0)
        elif self.max_dice[p] > 1:
            self.phase = DICE
            self.current_player = p
        else:
            self.ndice = 1
            self.phase = ROLL
            self.current_player = CHANCE

    def _rolled(self, dice: tuple[int, ...]) -> None:
        self.dice = dice
        self.total = sum(dice)
        p = self.player
        if self.log is not None:
            self.log.append(Rolled(p, dice, self.rerolled))
        if self.after_roll[p]:
            self._after_roll()
        else:
            self._income_done(self._income_table[self.total][p](self))

    def _after_roll(self) -> None:
        """A roll was made: offer the re-roll (once per turn), else amounts to add, else income."""
        p = self.player
        if self.can_reroll[p] and not self.rerolled:
            self.phase = REROLL
            self.current_player = p
        else:
            self._offer_add(0)

    def _offer_add(self, start: int) -> None:
        """Ask about the next amount the roller may add to the total (from ``start``); then income."""
        p = self.player
        adds = self.adds[p]
        for i in range(start, len(adds)):
            cond = adds[i][1]
            if cond is None or cond(self, p):
                self._add_index = i
                self.phase = ADD
                self.current_player = p
                return
        self._income_done(self._income_table[self.total][p](self))

    def _income_done(self, stop: tuple[Pending, int, int] | None) -> None:
        if stop is None:
            if self.prebuild[self.player]:
                self._hook_list = self.pre_hooks[self.player]
                self._run_hooks(PRE, 0)
            else:
                self.phase = BUILD
                self.current_player = self.player
        else:
            pend, e, k = stop
            self.pending = pend
            self._resume = (e, k)
            self.phase = INCOME_WAIT
            self.current_player = pend.player

    def _run_hooks(self, which: int, start: int) -> None:
        """Run ``self._hook_list`` (the player's hooks before the build decision, or after it) from
        ``start``, pausing for decisions; then ask for the build (PRE) or end the turn (POST)."""
        p = self.player
        hooks = self._hook_list
        for i in range(start, len(hooks)):
            fn, count, _source = hooks[i]
            pend = fn(self, p, p, count, 0)
            if pend is not None:
                self.pending = pend
                self._resume = (which, i + 1)
                self.phase = HOOK_WAIT
                self.current_player = pend.player
                return
        if which == PRE:
            self.phase = BUILD
            self.current_player = p
        elif which == POST:
            self._end_turn()
        else:
            self._win(p)

    def _income(self, e0: int, k0: int) -> tuple[Pending, int, int] | None:
        """Resolve the activations for the accepted roll from plan entry e0, card k0.

        The general form of the generated income functions (engine.core.codegen): it
        resumes income after a decision, and ``Game(codegen=False)`` uses it
        throughout. Returns None when done, or (decision, entry, card) to resume at.
        """
        game = self.game
        total = self.total
        plan = game.plan[total] if total < len(game.plan) else ()
        roller = self.player
        n = self.nplayers
        cities = self.cities
        coins = self.coins
        log = self.log
        consts = game.const_gain
        takes = game.const_take
        fns = game.activate
        bit = 1 << total
        own_mask = self.own_mask
        other_mask = self.other_mask
        for e in range(e0, len(plan)):
            i, cards = plan[e]
            start, k0 = k0, 0
            if i:
                p = (roller - i) % n
                if not other_mask[p] & bit:
                    continue
            else:
                p = roller
                if not own_mask[p] & bit:
                    continue
            city = cities[p]
            bonus = self.bonus[p]
            shut = self.closed[p]
            for k in range(start, len(cards)):
                c = cards[k]
                cnt = city[c]
                if cnt and shut[c]:  # closed copies do nothing this time, and open
                    cnt -= shut[c]
                    shut[c] = 0
                if not cnt:
                    continue
                b = bonus[c] if bonus is not None else 0
                const = consts[c]
                if const is not None:
                    amount = (const + b) * cnt
                    if amount > 0:
                        coins[p] += amount
                        if p == roller and self.counting:
                            self.received += amount
                        if log is not None:
                            log.append(Transfer(game.card_ids[c], None, p, amount, amount))
                    continue
                const = takes[c]
                if const is not None:
                    amount = (const + b) * cnt
                    if amount > 0 and p != roller:
                        have = coins[roller]
                        paid = amount if have >= amount else have
                        coins[roller] = have - paid
                        coins[p] += paid
                        if log is not None:
                            log.append(Transfer(game.card_ids[c], roller, p, amount, paid))
                    continue
                fn = fns[c]
                if fn is None:
                    continue
                pend = fn(self, p, roller, cnt, b)
                if pend is not None:
                    return pend, e, k + 1
        return None

    def _build(self, ident: str, info: tuple[bool, int, int]) -> None:
        p = self.player
        g = self.game
        landmark, i, cost = info
        self.coins[p] -= cost
        if self.log is not None:
            self.log.append(Built(p, ident, cost, landmark))
        if not landmark:
            self.supply[i] -= 1
            self.cities[p][i] += 1
            if self.supply[i] == 0:
                for q in range(self.nplayers):
                    self._unavailable(q, i)
            elif self.cities[p][i] >= g.limits[i]:
                self._unavailable(p, i)
            self.own_mask[p] |= g.own_mask[i]
            self.other_mask[p] |= g.other_mask[i]
            if i in g.ability_set:
                abilities.refresh(self, p)
            if i in g.box_watch:
                self._full = self.owned_by_all()
            if self.market is not None and self.market.after_build(self.supply, self._full):
                self.market_changed()
        else:
            built = self.built[p]
            built[i] = True
            if self.market is not None:
                if g.landmark_market:
                    self.market.took_landmark(i)
                if self.market.after_build(self.supply, self._full):
                    self.market_changed()
            if i in g.winning or self.constructed(p) >= g.win_count:
                self._winning = ident if i in g.winning and self.constructed(p) < g.win_count else None
                won_hook = g.when_built[True][i]
                if won_hook is not None:  # what it does once when built happens first
                    self._hook_list = [(won_hook, 1, ident)]
                    self._run_hooks(WIN, 0)
                else:
                    self._win(p)
                return
            if not self._next_turn:
                self.active[p][i] = True
                if i in g.everyone_set:
                    abilities.refresh_all(self)
                else:
                    abilities.add(self, p, g.landmarks[i].effect, 1, g.landmark_ids[i])
                    abilities.set_flags(self, p)
        built_hook = g.when_built[landmark][i]
        if built_hook is not None:
            self._hook_list = [(built_hook, 1, ident), *self.post_hooks[p]]
            self._run_hooks(POST, 0)
        elif self.postbuild[p]:
            self._hook_list = self.post_hooks[p]
            self._run_hooks(POST, 0)
        else:
            self._end_turn()

    def _win(self, p: int) -> None:
        self.winner = p
        self.phase = OVER
        self.current_player = TERMINAL
        if self.log is not None:
            g = self.game
            count = g.win_count if g.win_count < len(g.counting) else None
            self.log.append(Won(p, self._winning, count))

    def _end_turn(self) -> None:
        if self.on_turn_end is not None:
            self.on_turn_end(self)
        p = self.player
        d = self.dice
        if (
            self.extra_turn[p]
            and len(d) >= 2
            and d.count(d[0]) == len(d)
            and (self._extra_max is None or self.extra_count < self._extra_max)
        ) or self.granted:
            if self.log is not None:
                self.log.append(ExtraTurn(p, not self.granted))
            self.granted = False
            self.extra_count += 1
            self._start_turn(p, True)
        elif self._plain_turns:
            # _start_turn() for the common case, inlined: no log, no delayed landmarks (tests/test_fast_paths.py
            # plays the same games through both)
            self.extra_count = 0
            p = self.player = (p + 1) % self.nplayers
            self.turn += 1
            self.extra = self.rerolled = self.built_nothing = False
            self.dice = ()
            self.total = 0
            self.effect_dice = None
            self._first_question(p)
        else:
            self.extra_count = 0
            self._start_turn((p + 1) % self.nplayers, False)

    def clone(self) -> State:
        new = object.__new__(type(self))
        for name in Board.__slots__:
            setattr(new, name, getattr(self, name))
        new.coins = list(self.coins)
        new.cities = [list(c) for c in self.cities]
        new.closed = [list(c) for c in self.closed]
        new.invested = [list(c) for c in self.invested]
        new.built = [list(b) for b in self.built]
        new.active = [list(a) for a in self.active]
        new.supply = list(self.supply)
        new.market = self.market.clone() if self.market is not None else None
        new.log = list(self.log) if self.log is not None else None
        new.on_turn_end = None
        new.history = list(self.history)
        new.max_dice = list(self.max_dice)
        new._avail = [None] * self.nplayers
        new.own_mask = list(self.own_mask)
        new.other_mask = list(self.other_mask)
        new.can_reroll = list(self.can_reroll)
        new.extra_turn = list(self.extra_turn)
        new.bonus = list(self.bonus)
        new.discount = list(self.discount)
        new.hooks = list(self.hooks)
        new.adds = list(self.adds)
        new.after_roll = list(self.after_roll)
        new.prebuild = list(self.prebuild)
        new.postbuild = list(self.postbuild)
        new.pre_hooks = list(self.pre_hooks)
        new.post_hooks = list(self.post_hooks)
        return new


def _roll(r: Any, sides: int, count: int) -> tuple[int, ...]:
    """``count`` dice from ``r`` (a generator's ``random``). A function of its own: a comprehension in
    roll_random would make its locals closure cells, slowing every roll."""
    return tuple([int(r() * sides) + 1 for _ in range(count)])


class CountingState(State):
    """A state that keeps ``received``: the coins the roller gets during a roll's income, from any
    source (for editions whose effects read it; the others skip the bookkeeping)."""

    __slots__ = ()

    def _rolled(self, dice: tuple[int, ...]) -> None:
        self.received = 0
        self.counting = True
        super()._rolled(dice)

    def roll_random(self, rng: random.Random) -> None:
        if self.phase == ROLL:  # State.roll_random inlines _rolled
            self.received = 0
            self.counting = True
        super().roll_random(rng)
        if self.phase == BUILD:  # income done on State.roll_random's fast path, without _income_done
            self.counting = False

    def _income_done(self, stop: tuple[Pending, int, int] | None) -> None:
        if stop is None:
            self.counting = False
        super()._income_done(stop)

    def pay(self, payer: int | None, receiver: int | None, amount: int, source: str) -> None:
        if self.counting and receiver == self.player and amount > 0:
            self.received += amount if payer is None else min(amount, self.coins[payer])
        super().pay(payer, receiver, amount, source)
