"""The game as a pure state machine, in the style of OpenSpiel.

At every point a :class:`State` waits either for a chance outcome (dice) or
for one player's decision. ``legal_actions()`` lists what may happen next;
``apply(action)`` makes it happen. The engine never reads input or prints:
the terminal game, bots, scenarios, records and simulations all drive this
one API. The README has a worked example.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from dsl.runtime import Pending
from engine.core.edition import RULES
from engine.core.errors import IllegalAction, UnknownName
from engine.core.events import (
    Built,
    Closed,
    Demolished,
    EffectRolled,
    Event,
    ExtraTurn,
    Gave,
    Invested,
    Returned,
    Rolled,
    Swapped,
    TotalChanged,
    Transfer,
    TurnStarted,
    Won,
)
from engine.core.market import Market
from engine.core.reasons import Refusal, Why

if TYPE_CHECKING:
    from engine.core.game import Game

CHANCE = -1
TERMINAL = -2

# phases
DICE, ROLL, REROLL, INCOME_WAIT, BUILD, HOOK_WAIT, OVER, ADD = range(8)
_KIND = {DICE: "dice", ROLL: "roll", REROLL: "reroll", BUILD: "build", OVER: None, ADD: "add_to_roll"}
# stages of a turn at which the player's hooks (triggered clauses) run, in order; the build decision
# (and the built item's own "when built" clause, from Game.when_built) comes between BEFORE_BUILD and AFTER_BUILD
AFTER_INCOME, BEFORE_BUILD, AFTER_BUILD, END_OF_TURN = range(4)
PRE, POST, WIN = 0, 1, 2  # the hooks run before the build decision, after it, and before a win
STAGES = {
    "after_income": AFTER_INCOME,
    "before_build": BEFORE_BUILD,
    "after_build": AFTER_BUILD,
    "end_of_turn": END_OF_TURN,
}
Hook = tuple[Any, int, str]  # (function, copies, source)


class Action(NamedTuple):
    """``kind`` is dice, roll, reroll, target, swap or build; ``choice`` its value.

    dice: number of dice; roll: the dice values; reroll: ``"keep"`` or the number
    of dice to re-roll; target: a player index; swap: ``(give, take, player)`` or
    None; build: a card or landmark id, or None.
    """

    kind: str
    choice: Any


_new_action = tuple.__new__  # builds an Action without NamedTuple's Python-level __new__ (hot loop)
KEEP = Action("reroll", "keep")
NO_SWAP = Action("swap", None)
ADD_YES = Action("add_to_roll", "yes")
ADD_NO = Action("add_to_roll", "no")


class State:
    """One game in progress. Create it with :meth:`engine.core.game.Game.new_state`."""

    # slots: attribute access is the hot loop's most common operation
    __slots__ = (
        "_add_index",
        "_avail",
        "_extra_max",
        "_full",
        "_hook_list",
        "_income_table",
        "_next_turn",
        "_plain_turns",
        "_resume",
        "_sides",
        "_winning",
        "active",
        "adds",
        "after_roll",
        "bonus",
        "built",
        "built_nothing",
        "can_reroll",
        "cities",
        "closed",
        "coins",
        "counting",
        "current_player",
        "dice",
        "discount",
        "effect_dice",
        "extra",
        "extra_count",
        "extra_turn",
        "game",
        "granted",
        "history",
        "hooks",
        "invested",
        "log",
        "market",
        "max_dice",
        "ndice",
        "nplayers",
        "on_turn_end",
        "opening_turns",
        "other_mask",
        "own_mask",
        "pending",
        "phase",
        "player",
        "post_hooks",
        "postbuild",
        "pre_hooks",
        "prebuild",
        "received",
        "rerolled",
        "supply",
        "total",
        "turn",
        "winner",
    )

    def __init__(self, game: Game, first_player: int = 0, log: bool = True, market_seed: int | None = None):
        self.game = game
        n = self.nplayers = game.nplayers
        opts = game.options
        self._next_turn = game.next_turn_activation
        self.opening_turns = opts.build_rounds * n
        """Turns (from the first) that only build: the opening build-only rounds."""
        self._extra_max = opts.extra_turns_max
        self._plain_turns = not log and not game.next_turn_activation  # see _end_turn
        self._sides = game.sides
        self._income_table = game.income
        self.coins = [opts.starting_coins] * n
        self.cities = [list(game.start_city) for _ in range(n)]
        self.closed = [[0] * game.ncards for _ in range(n)]
        """Copies of each card closed for renovation, per player (at most the copies owned)."""
        self.invested = [[0] * game.ncards for _ in range(n)]
        """Coins invested on each card, per player (not part of the player's coins)."""
        self.built = [list(game.start_built) for _ in range(n)]
        self.active = [list(game.start_built) for _ in range(n)]
        self.supply = list(game.supply)
        # per player: (costs, build actions) of cards buyable ignoring coins; None = stale
        self._avail: list[tuple[list[int], list[Action]] | None] = [None] * n
        self.market: Market | None = None
        self._full = self.owned_by_all()
        """The kinds every player owns up to their per-city limit, for a market that boxes them."""
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
        self.log: list[Event] | None = [] if log else None
        self.on_turn_end: Callable[[State], None] | None = None
        """Called with the state when a turn ends, before anything of the next turn happens (records take
        the state of a turn here); a clone does not keep it."""
        self.history: list[Action] = []
        self.winner: int | None = None
        self.turn = 0
        self.player = first_player
        self.extra = False
        self.extra_count = 0
        self.rerolled = False
        self.ndice = 1
        self.dice: tuple[int, ...] = ()
        self.total = 0
        """The dice total of the turn, with any amount added to it (``add_to_roll``)."""
        self.effect_dice: tuple[int, ...] | None = None
        """This turn's effect dice, once rolled."""
        self.built_nothing = False
        self.granted = False
        """The player takes another turn after this one (``another turn``)."""
        self._winning: str | None = None
        """The landmark that wins by itself, once built."""
        self.received = 0
        """Coins the roller received during this roll's income (kept by :class:`CountingState`)."""
        self.counting = False
        self._add_index = 0
        self._hook_list: list[Hook] = []
        """The hooks being run (see _run_hooks)."""
        self.phase = ROLL
        self.current_player = CHANCE
        """Who decides now; ``CHANCE`` (-1) while dice are due, ``TERMINAL`` (-2) once won."""
        self.pending: Pending | None = None
        self._resume: tuple[int, int] = (0, 0)
        self.max_dice = [1] * n
        self.can_reroll = [False] * n
        self.extra_turn = [False] * n
        self.bonus: list[list[int] | None] = [None] * n
        self.hooks: list[list[list[Hook]]] = [[[] for _ in STAGES] for _ in range(n)]
        self.adds: list[list[tuple[int, Any, str]]] = [[] for _ in range(n)]
        self.discount = [[0] * game.nlandmarks for _ in range(n)]
        """Per player: how much less each landmark costs them (``discount``)."""
        # per player: whether anything may happen between the roll and income (a re-roll or an
        # amount added to the total), between income and the build decision, and after the build
        self.after_roll = [False] * n
        self.prebuild = [False] * n
        self.postbuild = [False] * n
        # per player, the hooks of the stages before the build decision, and after it, in order
        self.pre_hooks: list[list[Hook]] = [[] for _ in range(n)]
        self.post_hooks: list[list[Hook]] = [[] for _ in range(n)]
        # bit t set: the player owns a card that activates on total t of their own roll / of another's roll
        self.own_mask = [0] * n
        self.other_mask = [0] * n
        for p in range(n):
            self._refresh(p)
        self._start_turn(first_player, False)

    # -- observation ----------------------------------------------------------
    @property
    def kind(self) -> str | None:
        """What the game waits for: dice, roll, reroll, add_to_roll, effect_roll, target, swap, build;
        None once over."""
        if self.phase in (INCOME_WAIT, HOOK_WAIT):
            assert self.pending is not None
            return self.pending.kind
        return _KIND[self.phase]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def city(self, p: int) -> dict[str, int]:
        ids = self.game.card_ids
        return {ids[c]: k for c, k in enumerate(self.cities[p]) if k}

    def closed_cards(self, p: int) -> dict[str, int]:
        ids = self.game.card_ids
        return {ids[c]: k for c, k in enumerate(self.closed[p]) if k}

    def investments(self, p: int) -> dict[str, int]:
        ids = self.game.card_ids
        return {ids[c]: k for c, k in enumerate(self.invested[p]) if k}

    def landmarks(self, p: int) -> list[str]:
        ids = self.game.landmark_ids
        return [ids[j] for j, b in enumerate(self.built[p]) if b]

    def supply_map(self) -> dict[str, int]:
        ids = self.game.card_ids
        return {ids[c]: k for c, k in enumerate(self.supply) if self.game.in_supply[c]}

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == BUILD:
            return self._build_actions()
        if ph == ROLL:
            return [Action("roll", d) for d in self.game.outcomes(self.ndice)]
        if ph == DICE:
            return [Action("dice", k) for k in range(1, self.max_dice[self.player] + 1)]
        if ph == REROLL:
            counts = (
                [self.ndice] if self.game.options.reroll_dice == "same" else range(1, self.max_dice[self.player] + 1)
            )
            return [KEEP] + [Action("reroll", k) for k in counts]
        if ph == ADD:
            return [ADD_YES, ADD_NO]
        if ph in (INCOME_WAIT, HOOK_WAIT):
            return self._pending_actions()
        return []

    def _pending_actions(self) -> list[Action]:
        """The answers to the decision an effect waits for."""
        pend = self.pending
        assert pend is not None
        if pend.kind == "target":
            return [Action("target", q) for q in self._others(pend.player)]
        if pend.kind == "effect_roll":
            return [Action("effect_roll", d) for d in self.game.outcomes(pend.dice)]
        if pend.kind == "swap":
            return [NO_SWAP] + [Action("swap", s) for s in self._swaps(pend.player, pend.excluded)]
        return [Action(pend.kind, c) for c in self._choices(pend.kind, pend.player, pend.excluded, pend.extra)]

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
        # the body of _rolled(), inlined: this is the hottest path of a simulation
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
            s = self.game.sides
            if len(dice) != self.ndice or not _dice_ok(dice, s):
                raise IllegalAction(Refusal(Why.BAD_ROLL, {"ndice": self.ndice, "sides": s, "dice": list(dice)}))
            self.history.append(Action("roll", dice))
            self._rolled(dice)
        elif ph == REROLL:
            if not (choice == "keep" or type(choice) is int) or action not in self.legal_actions():
                raise IllegalAction(Refusal(Why.BAD_REROLL, {"choice": choice}))
            self.history.append(action)
            if choice == "keep":
                self._offer_add(0)
            else:
                self.rerolled = True
                self.ndice = choice
                self.phase = ROLL
                self.current_player = CHANCE
        elif ph == ADD:
            if choice not in ("yes", "no"):
                raise IllegalAction(Refusal(Why.NOT_A_CHOICE, {"kind": kind, "choice": choice}))
            self.history.append(action)
            i = self._add_index
            if choice == "yes":
                amount, _cond, source = self.adds[self.player][i]
                self.total += amount
                if self.log is not None:
                    self.log.append(TotalChanged(self.player, source, amount, self.total))
            self._offer_add(i + 1)
        else:
            pend = self.pending
            assert pend is not None
            if not self._valid_answer(pend, choice):
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
            if ph == INCOME_WAIT:
                self._income_done(self._income(e, k))
            else:
                self._run_hooks(e, k)

    # -- runtime interface used by compiled effects -----------------------------
    def pay(self, payer: int | None, receiver: int | None, amount: int, source: str) -> None:
        """``payer`` pays ``receiver`` (None: the bank) ``amount``, partly when short."""
        if amount <= 0:
            return
        coins = self.coins
        if payer is None:
            paid = amount
        else:
            have = coins[payer]
            paid = amount if have >= amount else have
            coins[payer] = have - paid
        if receiver is not None:
            coins[receiver] += paid
        if self.log is not None:
            self.log.append(Transfer(source, payer, receiver, amount, paid))

    def effect_roll(self, count: int, source: str, then: Any) -> Pending | None:
        """Call ``then(state, total)`` with this turn's effect dice, asking for them (a chance node) first
        if they have not been rolled this turn."""
        if self.effect_dice is not None:
            result: Pending | None = then(self, sum(self.effect_dice))
            return result
        return Pending("effect_roll", CHANCE, source, then, frozenset(), count)

    def another_turn(self, owner: int, source: str) -> None:
        """The owner takes another turn after this one (only on their own turn; one at most)."""
        if owner == self.player:
            self.granted = True

    def swap(self, owner: int, choice: Any, source: str) -> None:
        give, take, other = choice
        gi, ti = self.game.card_index[give], self.game.card_index[take]
        cities = self.cities
        closed = self.closed
        # one exchange: both copies are chosen before either moves (also of one kind for the same kind):
        # a closed copy is handed over first, and an open one taken if there is one
        give_closed = 1 if closed[owner][gi] else 0
        take_closed = 1 if closed[other][ti] >= cities[other][ti] else 0
        closed[owner][gi] -= give_closed
        closed[other][gi] += give_closed
        closed[other][ti] -= take_closed
        closed[owner][ti] += take_closed
        cities[owner][gi] -= 1
        cities[other][gi] += 1
        cities[other][ti] -= 1
        cities[owner][ti] += 1
        if self.log is not None:
            self.log.append(Swapped(source, owner, other, give, take))
        self._refresh(owner)
        self._refresh(other)
        self._avail[owner] = self._avail[other] = None
        if gi in self.game.box_watch or ti in self.game.box_watch:
            self._full = self.owned_by_all()

    # -- decisions asked by effects, once per copy ------------------------------------
    def decide(
        self, kind: str, owner: int, source: str, copies: int, act: Any, excluded: frozenset[int], extra: int = 0
    ) -> Pending | None:
        """Ask ``owner`` a ``kind`` decision (demolish, give, renovate, activate, invest) once per copy,
        as long as there is something to choose; ``act(state, choice)`` applies each answer."""
        return _ask(self, kind, owner, source, copies, act, excluded, extra)

    def _choices(self, kind: str, owner: int, excluded: frozenset[int], extra: int) -> list[Any]:
        """What ``owner`` may answer to a ``kind`` decision; empty when it is not asked."""
        g = self.game
        ids = g.card_ids
        if kind == "demolish":
            return [g.landmark_ids[j] for j in g.counting if self.built[owner][j]]
        if kind == "invest":
            return ["yes", "no"] if self.coins[owner] >= max(extra, 1) else []
        city = self.cities[owner]
        if kind == "give":
            n = self.nplayers
            to = [(owner - 1) % n] if extra else self._others(owner)
            return [
                (ids[c], q)
                for c, k in enumerate(city)
                if k and c not in excluded
                for q in to
                if self.cities[q][c] + 1 <= g.limits[c]
            ]
        if kind == "renovate":
            return [ids[c] for c in range(g.ncards) if c not in excluded and any(city_[c] for city_ in self.cities)]
        if kind == "activate":
            kinds = [ids[c] for c, k in enumerate(city) if k and c not in excluded and g.activate[c] is not None]
            return [None, *kinds] if kinds else []
        raise AssertionError(f"no decision {kind!r}")

    # -- what effects do to cities and landmarks -------------------------------------
    def demolish(self, owner: int, ident: str, source: str) -> None:
        """The landmark becomes unbuilt (it may be built again) and its ability stops at once."""
        j = self.game.landmark_index[ident]
        self.built[owner][j] = self.active[owner][j] = False
        if self.game.landmark_market:
            self.market.returned_landmark(j)  # type: ignore[union-attr]
        if self.log is not None:
            self.log.append(Demolished(owner, source, ident))
        if j in self.game.everyone_set:
            self._refresh_all()
        else:
            self._refresh(owner)

    def give(self, owner: int, choice: tuple[str, int], source: str) -> None:
        """One copy of a card goes to another player (a closed copy first, and it stays closed)."""
        ident, to = choice
        c = self.game.card_index[ident]
        if self.closed[owner][c]:
            self.closed[owner][c] -= 1
            self.closed[to][c] += 1
        self.cities[owner][c] -= 1
        self.cities[to][c] += 1
        if self.log is not None:
            self.log.append(Gave(owner, source, ident, to))
        self._refresh(owner)
        self._refresh(to)
        self._avail[owner] = self._avail[to] = None
        if c in self.game.box_watch:
            self._full = self.owned_by_all()

    def renovate(self, ident: str, source: str) -> int:
        """Every copy of the kind closes, in every city; returns the kind's index."""
        c = self.game.card_index[ident]
        for q in range(self.nplayers):
            self.close(q, c, self.cities[q][c], source)
        return c

    def close(self, owner: int, c: int, copies: int, source: str) -> None:
        """``copies`` more of the owner's copies of card ``c`` close for renovation."""
        shut = min(self.cities[owner][c], self.closed[owner][c] + copies)
        if shut > self.closed[owner][c]:
            if self.log is not None:
                self.log.append(Closed(owner, source, self.game.card_ids[c], shut - self.closed[owner][c]))
            self.closed[owner][c] = shut

    def return_card(self, owner: int, c: int, source: str) -> None:
        """One copy of card ``c`` goes from the owner's city back to the supply."""
        if self.cities[owner][c] <= 0:
            return
        self.cities[owner][c] -= 1
        self.closed[owner][c] = min(self.closed[owner][c], self.cities[owner][c])
        self.supply[c] += 1
        if self.log is not None:
            self.log.append(Returned(owner, source, self.game.card_ids[c]))
        self._refresh(owner)
        self.market_changed()

    def invest(self, owner: int, c: int, amount: int, source: str) -> None:
        """The owner puts ``amount`` of their coins on card ``c`` (they stay there)."""
        amount = min(amount, self.coins[owner])
        self.coins[owner] -= amount
        self.invested[owner][c] += amount
        if self.log is not None:
            self.log.append(Invested(owner, source, amount, self.invested[owner][c]))

    def pool(self, source: str) -> None:
        """Every player's coins go into one pool, shared out evenly; the bank rounds each share up."""
        n = self.nplayers
        coins = self.coins
        share = -(-sum(coins) // n)
        log = self.log
        for q in range(n):
            if log is not None and coins[q]:
                log.append(Transfer(source, q, None, coins[q], coins[q]))
        for q in range(n):
            coins[q] = share
            if log is not None and share:
                log.append(Transfer(source, None, q, share, share))

    def activate_kind(self, owner: int, ident: str, source: str) -> Pending | None:
        """Activate all the owner's open copies of a card, as if its number was rolled (closed ones open)."""
        c = self.game.card_index[ident]
        copies = self.cities[owner][c] - self.closed[owner][c]
        self.closed[owner][c] = 0
        fn = self.game.activate[c]
        if copies <= 0 or fn is None:
            return None
        bonus = self.bonus[owner]
        result: Pending | None = fn(self, owner, self.player, copies, bonus[c] if bonus is not None else 0)
        return result

    # -- internals ----------------------------------------------------------------
    def _valid_answer(self, pend: Pending, choice: Any) -> bool:
        n = self.nplayers
        if pend.kind == "target":
            return type(choice) is int and 0 <= choice < n and choice != pend.player
        if pend.kind == "effect_roll":
            s = self.game.sides
            return (
                isinstance(choice, (tuple, list))
                and len(choice) == pend.dice
                and all(type(d) is int and 1 <= d <= s for d in choice)
            )
        if pend.kind != "swap":
            return choice in self._choices(pend.kind, pend.player, pend.excluded, pend.extra)
        if choice is None:
            return True
        if not (isinstance(choice, tuple) and len(choice) == 3):
            return False
        give, take, other = choice
        g = self.game
        if type(give) is not str or type(take) is not str:
            return False
        if not (type(other) is int and 0 <= other < n and other != pend.player):
            return False
        gi, ti = g.card_index.get(give), g.card_index.get(take)
        if gi is None or ti is None or gi in pend.excluded or ti in pend.excluded:
            return False
        own_city, theirs = self.cities[pend.player], self.cities[other]
        if not own_city[gi] or not theirs[ti]:
            return False
        return gi == ti or (own_city[ti] + 1 <= g.limits[ti] and theirs[gi] + 1 <= g.limits[gi])

    def _others(self, p: int) -> list[int]:
        n = self.nplayers
        return [(p + i) % n for i in range(1, n)]

    def _swaps(self, p: int, excluded: frozenset[int]) -> list[tuple[str, str, int]]:
        ids = self.game.card_ids
        limits = self.game.limits
        own_city = self.cities[p]
        own_ok = [c for c, k in enumerate(own_city) if k and c not in excluded]
        out = []
        for q in self._others(p):
            theirs = self.cities[q]
            for take in [c for c, k in enumerate(theirs) if k and c not in excluded]:
                for give in own_ok:
                    if give == take or (own_city[take] + 1 <= limits[take] and theirs[give] + 1 <= limits[give]):
                        out.append((ids[give], ids[take], q))
        return out

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

    def constructed(self, p: int) -> int:
        """How many constructed landmarks (those that count towards winning) player p has built."""
        built = self.built[p]
        return sum([built[j] for j in self.game.counting])

    def price(self, p: int, j: int) -> int:
        """What landmark j costs player p: by the landmarks they have built, less their discounts."""
        g = self.game
        prices = g.landmark_prices[j]
        fn = g.price_fns[j]
        if fn is not None:
            base: int = fn(self, p)
        elif len(prices) > 1:
            tier = self.constructed(p)
            base = prices[tier if tier < len(prices) else -1]
        else:
            base = prices[0]
        return max(0, base - self.discount[p][j])

    def build_cost(self, ident: str, p: int | None = None) -> int:
        """What building ``ident`` costs player p (the current player by default)."""
        landmark, i, cost = self.game.build_info[ident]
        return self.price(self.player if p is None else p, i) if landmark else cost

    def _refresh_all(self) -> None:
        for q in range(self.nplayers):
            self._refresh(q)

    def _landmark_refusal(self, p: int, j: int) -> Refusal | None:
        """Why player p may not build landmark j beyond its price and their own copy: every copy
        is built (a shared supply), or its condition does not hold."""
        g = self.game
        copies = g.landmark_copies[j]
        ident = g.landmark_ids[j]
        if copies is not None and sum(built[j] for built in self.built) >= copies:
            return Refusal(Why.NONE_LEFT, {"ident": ident})
        if g.landmark_market and not self.market.showing_landmark(j):  # type: ignore[union-attr]
            return Refusal(Why.NOT_SHOWING, {"ident": ident})
        requires = g.requires[j]
        if requires is not None and not requires(self, p):
            return Refusal(Why.CONDITION, {"ident": ident, "requires": g.landmarks[j].requires_text})
        return None

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
                self._refresh_all()
            else:
                self._refresh(p)
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

    def _build_actions(self) -> list[Action]:
        g = self.game
        p = self.player
        money = self.coins[p]
        acts = [g.build_none]
        built = self.built[p]
        if g.dynamic_prices:
            acts += self._priced_landmarks(p, money)
        elif g.limited_landmarks:
            for j, cost, act in g.landmark_order:
                if cost > money:
                    break
                if not built[j] and self._landmark_refusal(p, j) is None:
                    acts.append(act)
        else:
            for j, cost, act in g.landmark_order:
                if cost > money:
                    break
                if not built[j]:
                    acts.append(act)
        avail = self._avail[p]
        if avail is None:
            avail = self._buyable(p)
        costs, card_acts = avail
        return acts + card_acts[: bisect_right(costs, money)]

    def _priced_landmarks(self, p: int, money: int) -> list[Action]:
        """The landmarks p may build with ``money``, cheapest first, when prices depend on the builder.

        (A method of its own: a comprehension in _build_actions would make its locals closure cells,
        slowing every build list.)
        """
        g = self.game
        built = self.built[p]
        if g.landmark_market:  # only the showing landmarks can be built
            showing: Any = self.market.lm_showing  # type: ignore[union-attr]
            candidates: Any = [j for j in range(g.nlandmarks) if showing[j]]
        else:
            candidates = range(g.nlandmarks)
        priced = sorted(
            (self.price(p, j), j)
            for j in candidates
            if not built[j] and not (g.limited_landmarks and self._landmark_refusal(p, j))
        )
        return [g.landmark_actions[j] for cost, j in priced if cost <= money]

    def _unavailable(self, p: int, c: int) -> None:
        """Card c can no longer be bought by p: drop it from p's cached list."""
        avail = self._avail[p]
        if avail is None:
            return
        costs, acts = avail
        act = self.game.build_actions[c]
        if act in acts:
            k = acts.index(act)
            del costs[k], acts[k]

    def _buyable(self, p: int) -> tuple[list[int], list[Action]]:
        """Cards p could buy with unlimited coins, cheapest first (cached; see _build)."""
        g = self.game
        city = self.cities[p]
        supply = self.supply
        limits = g.limits
        costs: list[int] = []
        acts: list[Action] = []
        for c, cost, act in g.card_order:
            if supply[c] > 0 and city[c] < limits[c]:
                costs.append(cost)
                acts.append(act)
        avail = self._avail[p] = (costs, acts)
        return avail

    def cannot_build(self, ident: str) -> Refusal | None:
        """Why the current player may not build ``ident`` now; None: they may."""
        g = self.game
        info = g.build_info.get(ident) if type(ident) is str else None
        if info is None:
            return Refusal(Why.UNKNOWN_CARD, {"ident": ident})
        landmark, i, cost = info
        p = self.player
        if landmark:
            if self.built[p][i]:
                return Refusal(Why.ALREADY_BUILT, {"ident": ident})
            refusal = self._landmark_refusal(p, i)
            if refusal is not None:
                return refusal
        elif not g.in_supply[i]:
            return Refusal(Why.NOT_SOLD, {"ident": ident})
        elif self.supply[i] <= 0:
            return Refusal(Why.PILE_EMPTY if self.market is None else Why.NOT_SHOWING, {"ident": ident})
        elif self.cities[p][i] >= g.limits[i]:
            return Refusal(Why.COPY_LIMIT, {"ident": ident, "limit": g.limits[i]})
        if landmark and g.dynamic_prices:
            cost = self.price(p, i)
        if cost > self.coins[p]:
            return Refusal(Why.TOO_DEAR, {"ident": ident, "cost": cost, "coins": self.coins[p]})
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
                self._refresh(p)
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
                    self._refresh_all()
                else:
                    self._add_ability(p, g.landmarks[i].effect, 1, g.landmark_ids[i])
                    self._flags(p)
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
            # _start_turn() for the common case, inlined: no log, no delayed landmarks
            self.extra_count = 0
            p = self.player = (p + 1) % self.nplayers
            self.turn += 1
            self.extra = self.rerolled = self.built_nothing = False
            self.dice = ()
            self.effect_dice = None
            self._first_question(p)
        else:
            self.extra_count = 0
            self._start_turn((p + 1) % self.nplayers, False)

    # -- setup helpers (scenarios, tests) -----------------------------------------
    def set_player(
        self,
        p: int,
        coins: int | None = None,
        establishments: dict[str, int] | None = None,
        landmarks: list[str] | None = None,
        closed: dict[str, int] | None = None,
        invested: dict[str, int] | None = None,
    ) -> None:
        """Replace parts of a player's setup (only before the first roll); :class:`UnknownName` for a bad id."""
        g = self.game
        for ident in establishments or {}:
            if ident not in g.card_index:
                raise UnknownName("card", ident, g.card_ids)
        for ident in landmarks or []:
            if ident not in g.landmark_index:
                raise UnknownName("landmark", ident, g.landmark_ids)
        for ident in [*(closed or {}), *(invested or {})]:
            if ident not in g.card_index:
                raise UnknownName("card", ident, g.card_ids)
        if coins is not None:
            self.coins[p] = coins
        if establishments is not None:
            city = [0] * g.ncards
            for ident, k in establishments.items():
                city[g.card_index[ident]] = k
            old, self.cities[p] = self.cities[p], city
            self._supply_city(old, city)
        if landmarks is not None:
            # landmarks that start built and do not count (City Hall) are always there
            built = [g.start_built[j] and j not in g.counting for j in range(g.nlandmarks)]
            for ident in landmarks:
                built[g.landmark_index[ident]] = True
            self.built[p] = built
            self.active[p] = list(built)
        if closed is not None:
            self.closed[p] = [min(closed.get(ident, 0), k) for ident, k in zip(g.card_ids, self.cities[p], strict=True)]
        if invested is not None:
            self.invested[p] = [invested.get(ident, 0) for ident in g.card_ids]
        if g.everyone:  # another player's landmark may work for everyone
            self._refresh_all()
        else:
            self._refresh(p)
        self._avail = [None] * self.nplayers
        if p == self.player and self.phase in (DICE, ROLL) and self.turn == 1:
            self._first_question(p)

    def _supply_city(self, old: list[int], new: list[int]) -> None:
        """A city changes from ``old`` to ``new`` in a scenario's setup: the cards it holds beyond the
        edition's starting establishments (which are extra cards) come out of the supply, from a market's
        face-down deck first, then from the showing piles (never below 0; the market then refills); cards
        it no longer holds go back onto their pile."""
        g = self.game
        market = self.market
        for c, start in enumerate(g.start_city):
            need = max(new[c] - start, 0) - max(old[c] - start, 0)
            if need > 0 and market is not None:
                need -= market.take(c, need)
            self.supply[c] = max(self.supply[c] - need, 0)
        if market is not None:
            self._full = self.owned_by_all()
            market.after_build(self.supply, self._full)

    def set_build_rounds(self, rounds: int) -> None:
        """The opening build-only rounds still to play, from now (scenario setup, before the first action)."""
        self.opening_turns = self.turn - 1 + rounds * self.nplayers
        self._first_question(self.player)

    def owned_by_all(self) -> frozenset[int]:
        """The kinds every player owns up to their colour's per-city limit, among those a market that
        boxes them watches (:attr:`MarketRule.box_owned`; none otherwise)."""
        g = self.game
        cities = self.cities
        return frozenset(c for c in g.box_watch if all(city[c] >= (g.per_city[c] or 0) for city in cities))

    def market_changed(self) -> None:
        """The showing piles changed: buyable-card caches are stale."""
        self._avail = [None] * self.nplayers

    def set_supply(self, ident: str, count: int) -> None:
        """Set one supply pile (scenario setup)."""
        if ident not in self.game.card_index:
            raise UnknownName("card", ident, self.game.card_ids)
        self.supply[self.game.card_index[ident]] = count
        self._avail = [None] * self.nplayers

    def pin_market(self, spec: dict[str, Any]) -> None:
        """Set the market's showing piles and deck (scenario setup); see :meth:`Market.pin`."""
        assert self.market is not None, "the game has no market"
        self.supply = self.market.pin(spec, self.game.card_index, self.game.landmark_index, self.supply)
        self.market_changed()

    def settle_market(self) -> None:
        """Take out of a landmark row every landmark whose copies are all built (scenario setup, when
        players start with landmarks and the row is not pinned)."""
        g = self.game
        if not g.landmark_market:
            return
        assert self.market is not None
        for j, copies in enumerate(g.market_landmarks):
            if copies and sum(built[j] for built in self.built) >= copies:
                self.market.drop_landmark(j)

    def market_summary(self) -> dict[str, Any] | None:
        """Showing piles, cards left in the deck and boxed cards (per row for a market of rows);
        None without a market."""
        if self.market is None:
            return None
        return self.market.summary(self.supply, self.game.card_ids, self.game.landmark_ids)

    def clone(self) -> State:
        new = object.__new__(type(self))
        for name in State.__slots__:
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


def _ask(
    st: Any, kind: str, owner: int, source: str, left: int, act: Any, excluded: frozenset[int], extra: int
) -> Pending | None:
    """One ``kind`` decision for ``owner`` and, after it (and whatever it asks), the next copy's."""
    if left <= 0 or not st._choices(kind, owner, excluded, extra):
        return None

    def resume(rt: Any, choice: Any) -> Pending | None:
        nxt: Pending | None = act(rt, choice)
        if left == 1:
            return nxt

        def rest(rt: Any) -> Pending | None:
            return _ask(rt, kind, owner, source, left - 1, act, excluded, extra)

        return nxt.then(rest) if nxt is not None else rest(rt)

    return Pending(kind, owner, source, resume, excluded, 0, extra)


def _roll(r: Any, sides: int, count: int) -> tuple[int, ...]:
    """``count`` dice from ``r`` (a generator's ``random``). A function of its own: a comprehension in
    roll_random would make its locals closure cells, slowing every roll."""
    return tuple([int(r() * sides) + 1 for _ in range(count)])


def _dice_ok(dice: tuple[Any, ...], sides: int) -> bool:
    return all(type(d) is int and 1 <= d <= sides for d in dice)


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

    def _income_done(self, stop: tuple[Pending, int, int] | None) -> None:
        if stop is None:
            self.counting = False
        super()._income_done(stop)

    def pay(self, payer: int | None, receiver: int | None, amount: int, source: str) -> None:
        if self.counting and receiver == self.player and amount > 0:
            self.received += amount if payer is None else min(amount, self.coins[payer])
        super().pay(payer, receiver, amount, source)
