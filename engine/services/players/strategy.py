"""What a card is worth: expected income per round, from the compiled effects and the dice.

The ``normal`` bot (and the ``hard`` bot's playouts) value a build by what it adds
to its owner's expected income per round, and choose dice, re-rolls and
amounts added to the total by the income they bring. Nothing here knows a card:
a :class:`engine.core.cardmodel.CardModel` is built once per game from the
edition's effects; an amount it cannot read from the syntax tree is measured by
running the card's compiled function on a :class:`Probe`, which records coins
instead of moving them.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dsl.runtime import Inert, Pending, Runtime
from engine.core.cardmodel import (
    BANK,
    BLEND,
    CHOSEN,
    EACH,
    HORIZON,
    REFRESH,
    ROLLER,
    CardModel,
    card_model,
    plain_sum,
)
from engine.core.state import Action, State
from engine.core.tables import Tables


class Probe(Inert):
    """A stand-in runtime for a compiled effect: it reads the real state, and records what the
    owner would get (``got``) instead of moving coins; nothing it is asked to do changes the game.
    One probe serves a whole decision (the state does not change while it is valued): the state's
    most read attributes are copied once, the rest are looked up when asked."""

    __slots__ = (
        "built",
        "built_nothing",
        "cities",
        "coins",
        "dice",
        "got",
        "invested",
        "nplayers",
        "owner",
        "player",
        "received",
        "state",
        "total",
    )

    def __init__(self, state: State):
        self.state = state
        self.built = state.built
        self.cities = state.cities
        self.coins = state.coins
        self.invested = state.invested
        self.dice = state.dice
        self.built_nothing = state.built_nothing
        self.received = state.received
        self.nplayers = state.nplayers
        self.player = state.player
        self.owner = -1
        self.total = 0
        self.got = 0

    def pay(self, payer: int | None, receiver: int | None, amount: int, source: str) -> None:
        if amount <= 0:
            return
        paid = amount if payer is None else min(amount, self.coins[payer])
        if receiver == self.owner:
            self.got += paid
        elif payer == self.owner:
            self.got -= paid

    def effect_roll(self, count: int, source: str, then: Any) -> Pending | None:
        result: Pending | None = then(self, round(3.5 * count))
        return result


if TYPE_CHECKING:  # mypy checks that the game and the probe are both what compiled effects call

    def _runtimes(state: State, probe: Probe) -> tuple[Runtime, Runtime]:
        return state, probe


class Valuer:
    """Expected coins per round for the players of one state (cheap enough for every decision)."""

    def __init__(self, state: State, model: CardModel | None = None):
        self.state = state
        self.game = state.game
        self.model = model if model is not None else card_model(state.game)
        self._probed: dict[tuple[int, int, int, int], float] = {}
        self._probe: Probe | None = None
        self._owned: dict[int, tuple[list[int], list[int] | None]] = {}

    def own_roll_incomes(self, p: int, ks: Sequence[int]) -> list[float]:
        """Expected coins p earns from their own cards on their own roll of k dice, for each k in ``ks``
        (each card's amount worked out once)."""
        m = self.model
        city = self.state.cities[p]
        slow, boosted = self._terms(p)
        facts = m.cards
        amounts = [self.amount(c, p, p, city[c]) if facts[c].own_any else 0.0 for c in slow]
        bonus = self.state.bonus[p]
        out = []
        for k in ks:
            own = m.own[k]
            total = plain_sum(map(operator.mul, city, m.own_const[k]))
            for c, amount in zip(slow, amounts, strict=True):
                if own[c]:
                    total += own[c] * amount
            if boosted is not None and bonus is not None:
                total += plain_sum(map(operator.mul, boosted, own)) - plain_sum(
                    [own[c] * city[c] * bonus[c] for c in slow]
                )
            out.append(total)
        return out

    def others_total(self, p: int, dice: Sequence[int]) -> float:
        """Expected coins p earns per round from every card they own on the other players' rolls."""
        m = self.model
        state = self.state
        city = state.cities[p]
        others = [dice[q] for q in range(state.nplayers) if q != p]
        sums: dict[int, float] = {}  # per number of dice (the same for most players)
        total = 0.0
        for k in others:
            found = sums.get(k)
            if found is None:
                found = sums[k] = plain_sum(map(operator.mul, city, m.other_const[k]))
            total += found
        bonus = state.bonus[p]
        slow, boosted = self._terms(p)
        for c in slow:
            total += self.others_income(p, c, city[c], dice)
        if boosted is not None and bonus is not None:
            sums.clear()
            for k in others:
                found = sums.get(k)
                if found is None:
                    other = m.other[k]
                    found = sums[k] = plain_sum(map(operator.mul, boosted, other)) - plain_sum(
                        [other[c] * city[c] * bonus[c] for c in slow]
                    )
                total += found
        return total

    def _terms(self, p: int) -> tuple[list[int], list[int] | None]:
        """The slow cards p owns, and p's copies times p's bonus per card (None without a bonus)."""
        found = self._owned.get(p)
        if found is None:
            state = self.state
            city = state.cities[p]
            bonus = state.bonus[p]
            boosted = None if bonus is None else list(map(operator.mul, city, bonus))
            found = self._owned[p] = ([c for c in self.model.slow if city[c]], boosted)
        return found

    def amount(self, c: int, owner: int, roller: int, cnt: int) -> float:
        """What ``cnt`` copies of card c earn their owner on one activation for ``roller``."""
        state = self.state
        bonus = state.bonus[owner]
        b = bonus[c] if bonus is not None else 0
        facts = self.model.cards[c]
        const = facts.const
        if const is not None:  # gain K, take K from roller
            if facts.takes:
                return 0.0 if roller == owner else min((const + b) * cnt, state.coins[roller])
            return (const + b) * cnt
        parts = facts.payments
        if parts is None:
            gate = facts.gate
            if gate is None:
                return self.probe(c, owner, roller, cnt)
            parts = gate.then if gate.test(state.built[owner]) else gate.otherwise
        city = state.cities[owner]
        out = 0.0
        for payer, k, coefs in parts:
            value = k + b
            for x, v in coefs.items():
                value += v * city[x]
            value *= cnt
            if payer == ROLLER:
                if roller == owner:
                    continue
                value = min(value, state.coins[roller])
            elif payer == EACH:
                value = plain_sum(min(value, state.coins[q]) for q in range(state.nplayers) if q != owner)
            elif payer == CHOSEN:
                value = min(value, max(state.coins[q] for q in range(state.nplayers) if q != owner))
            out += value
        return out

    def probe(self, c: int, owner: int, roller: int, cnt: int) -> float:
        key = (c, owner, -1 if self.model.cards[c].roller_free else roller, cnt)
        found = self._probed.get(key)
        if found is not None:
            return found
        fn = self.game.activate[c]
        got = 0.0
        if fn is not None:
            state = self.state
            bonus = state.bonus[owner]
            b = bonus[c] if bonus is not None else 0
            probe = self._probe
            if probe is None:
                probe = self._probe = Probe(state)
            roll = self.game.cards[c].roll
            probe.owner = owner
            probe.total = roll[0] if roll else 0
            probe.got = 0
            fn(probe, owner, roller, cnt, b)
            got = float(probe.got)
        self._probed[key] = got
        return got

    def others_income(self, p: int, c: int, cnt: int, dice: Sequence[int]) -> float:
        """Expected coins per round ``cnt`` copies of card c bring p on the other players' rolls."""
        other = self.model.other
        facts = self.model.cards[c]
        if not facts.other_any:
            return 0.0
        out = 0.0
        if facts.roller_free:  # the same amount whoever rolls
            amount = self.amount(c, p, p, cnt)
            for q in range(self.state.nplayers):
                if q != p:
                    out += other[dice[q]][c] * amount
            return out
        for q in range(self.state.nplayers):
            if q != p:
                out += other[dice[q]][c] * self.amount(c, p, q, cnt)
        return out

    def card_income(self, p: int, c: int, cnt: int, dice: Sequence[int]) -> float:
        """Expected coins per round that ``cnt`` copies of card c bring player p (``dice[q]``: player
        q's dice)."""
        own = self.model.own[dice[p]][c]
        out = own * self.amount(c, p, p, cnt) if own else 0.0
        return out + self.others_income(p, c, cnt, dice)

    def build_gain(self, p: int, x: int, dice: Sequence[int]) -> tuple[list[float], float]:
        """How much more p earns per round with one more copy of card x, its own income and what it
        adds to p's combo cards: (on p's own roll of k dice, for each k from 1; on the others' rolls)."""
        state = self.state
        m = self.model
        city = state.cities[p]
        ks = range(1, state.max_dice[p] + 1)
        facts = m.cards[x]
        combos = [d for d in facts.uses if city[d] and d != x]
        const = facts.const
        if const is not None and not combos:  # the common case, in closed form
            bonus = state.bonus[p]
            each = const + (bonus[x] if bonus is not None else 0)
            if facts.takes:
                other = m.other
                got = 0.0
                for q in range(state.nplayers):
                    if q != p:
                        have = state.coins[q] - (city[x] * each)  # what the copies p has already take
                        got += other[dice[q]][x] * max(0, min(each, have))
                return [0.0 for _ in ks], got
            gain_own = [m.own[k][x] * each for k in ks]
            other_each = plain_sum(m.other[dice[q]][x] for q in range(state.nplayers) if q != p) * each
            return gain_own, other_each
        if not combos:  # the card alone: its amount for n and n + 1 copies, once for every k
            n = city[x]
            own_x = [m.own[k][x] for k in ks]
            before = self.amount(x, p, p, n) if n and facts.own_any else 0.0
            before_other = self.others_income(p, x, n, dice) if n else 0.0
            city[x] += 1
            try:
                after = self.amount(x, p, p, n + 1) if facts.own_any else 0.0
                after_other = self.others_income(p, x, n + 1, dice)
            finally:
                city[x] -= 1
            return [o * after - o * before for o in own_x], after_other - before_other
        touched = [x, *combos]
        before_own = [0.0 for _ in ks]
        before_other = 0.0
        for d in touched:
            if city[d]:
                for i, k in enumerate(ks):
                    if m.own[k][d]:
                        before_own[i] += m.own[k][d] * self.amount(d, p, p, city[d])
                before_other += self.others_income(p, d, city[d], dice)
        city[x] += 1
        try:
            after_own = [0.0 for _ in ks]
            after_other = 0.0
            for d in touched:
                for i, k in enumerate(ks):
                    if m.own[k][d]:
                        after_own[i] += m.own[k][d] * self.amount(d, p, p, city[d])
                after_other += self.others_income(p, d, city[d], dice)
        finally:
            city[x] -= 1
        return [a - b for a, b in zip(after_own, before_own, strict=True)], after_other - before_other

    def income(self, p: int, dice: Sequence[int]) -> float:
        """Player p's expected coins per round from every card they own."""
        city = self.state.cities[p]
        return plain_sum(self.card_income(p, c, k, dice) for c, k in enumerate(city) if k)

    def roll_income(self, p: int, total: int) -> float:
        """What player p earns from their own cards when they roll ``total``."""
        plan = self.game.plan
        if total >= len(plan):
            return 0.0
        city = self.state.cities[p]
        out = 0.0
        for distance, cards in plan[total]:
            if distance == 0:
                for c in cards:
                    if city[c]:
                        out += self.amount(c, p, p, city[c])
        return out


class Builder:
    """The ``normal`` bot's build decisions for one seat: a landmark when it can (one that wins
    first), else the card that adds the most expected income over a few rounds for its cost, else
    nothing; it saves for a landmark it will afford next round rather than buy a card that would put
    it off. Card values depend on the player's city: they are worked out for every card at once
    when the city changes, and kept until it changes again. After a build, the next plan starts
    from this one's incomes plus what the card was valued to add; it is worked out afresh from the
    game every ``REFRESH`` builds, and whenever the city changes in another way."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        """Breaks ties between cards worth exactly as much (twins, or cards that pay alike on the same odds):
        at random, so that neither is favoured for its place in the edition (the native engine draws the
        same numbers: engine/native/kernel/normal.py)."""
        self._plans: dict[int, tuple[Snapshot, Plan]] = {}
        """Per player: what their plan was worked out for, and the plan."""
        self._next: dict[int, tuple[Snapshot, Plan, int]] = {}
        """Per player: what their city will be after the build chosen last, its plan and the card."""
        self._game: Tables | None = None
        self._model: CardModel | None = None

    def plan(self, state: State, p: int) -> Plan:
        if state.game is not self._game:
            self._game = state.game
            self._model = card_model(state.game)
            self._plans.clear()
            self._next.clear()
        city = state.cities[p]
        found = self._plans.get(p)
        if found is not None and _same(found[0], state, p, city):
            return found[1]
        model = self._model
        assert model is not None
        after = self._next.pop(p, None)
        if after is not None and after[1].age + 1 < REFRESH and _same(after[0], state, p, city):
            plan = after[1].after(state, after[2], model)
        else:
            plan = Plan(state, p, model)
        self._plans[p] = (_snapshot(state, p, city), plan)
        return plan

    def dice(self, state: State, p: int) -> int:
        """The number of dice that earns p the most on their own roll."""
        return self.plan(state, p).dice

    def choose(self, state: State, acts: list[Action]) -> Action:
        if len(acts) == 1:
            return acts[0]
        g = state.game
        p = state.player
        if acts[1].choice in g.landmark_index:  # landmarks come first
            for a in acts:
                j = g.landmark_index.get(a.choice)
                if j is not None and (j in g.winning or (j in g.counting and state.constructed(p) + 1 >= g.win_count)):
                    return a
            return acts[1]
        plan = self.plan(state, p)
        valuer = Valuer(state, self._model)
        coins = state.coins[p]
        target = plan.target
        saving = target is not None and coins < target <= coins + plan.income
        best: Action = acts[0]
        best_score = 0.0
        ties = 0  # cards worth best_score so far (0: nothing is best)
        info = g.build_info
        m = valuer.model
        own = plan.own
        # gain K and take K from roller with 1 or 2 dice, inline: the most common cases (the same
        # figures as Plan._worth: with one die and a bonus, that rounds differently, so it is left to it)
        bonus = state.bonus[p]
        scores = plan.scores
        fast = len(own) == 2 or (len(own) == 1 and bonus is None)
        facts = m.cards
        if fast:
            own1 = m.own[1]
            own2 = m.own[2] if len(own) == 2 else own1
            i1, i2 = own[0], own[-1]
            top = i1 if i1 > i2 else i2
            odds = plan.odds
            boosted = plan.boosted
            avg = plan.avg_coins
        for a in acts[1:]:
            _landmark, x, cost = info[a.choice]
            f = facts[x]
            if fast and (flat := f.flat) is not None and x not in boosted:
                k = flat
                if bonus is not None:
                    k += bonus[x]
                g1, g2 = own1[x] * k, own2[x] * k
                now = (i1 + g1 if i1 + g1 > i2 + g2 else i2 + g2) - top
                worth = BLEND * now + (1 - BLEND) * (g1 if g1 > g2 else g2) + odds[x] * k
                score = worth * HORIZON - cost
            elif fast and f.takes and f.const is not None and (bonus is None or x not in boosted):
                k = f.const
                if bonus is not None:
                    k += bonus[x]
                score = odds[x] * (k if k < avg else avg) * HORIZON - cost
            else:
                found = scores.get(x)
                if found is None:
                    found = scores[x] = plan._worth(x, valuer)
                score = found * HORIZON - cost
            if saving and target is not None and coins - cost < target:
                score -= target / 2  # it would put off a landmark one round away
            if score > best_score:
                best, best_score, ties = a, score, 1
            elif ties and score == best_score:
                ties += 1  # one of the tied cards at random, each as likely (a draw at the second and on)
                if self.rng.random() * ties < 1.0:
                    best = a
        if best is not acts[0]:
            x = info[best.choice][1]
            plan.gain(x, valuer)
            city = list(state.cities[p])
            city[x] += 1
            self._next[p] = (_snapshot(state, p, city), plan, x)
        return best


Snapshot = tuple[list[int], "list[int] | None", list[int], list[bool]]
"""What a plan depends on: the player's city and bonuses, everyone's dice, the player's landmarks."""


def _snapshot(state: State, p: int, city: list[int]) -> Snapshot:
    bonus = state.bonus[p]
    return (list(city), None if bonus is None else list(bonus), list(state.max_dice), list(state.built[p]))


def _same(snap: Snapshot, state: State, p: int, city: list[int]) -> bool:
    return snap[0] == city and snap[1] == state.bonus[p] and snap[2] == state.max_dice and snap[3] == state.built[p]


class Plan:
    """For one player and city: their expected incomes, the dice they roll, the cheapest landmark
    they still need, and (worked out when first asked) what one more copy of a card would add to
    their income per round: with the dice they would then roll and, the game being long, with the
    best dice for it, half and half; and on the others' rolls."""

    __slots__ = (
        "age",
        "avg_coins",
        "boosted",
        "dice",
        "dice_all",
        "gains",
        "income",
        "odds",
        "others",
        "own",
        "p",
        "richest",
        "scores",
        "target",
    )

    def __init__(self, state: State, p: int, model: CardModel, carried: tuple[list[float], float] | None = None):
        """Worked out from the state, or (``carried``: own-roll and others'-roll incomes) carried
        over from the plan of the city before one build: see :meth:`after`."""
        self.p = p
        self.age = 0
        if carried is None:
            valuer = Valuer(state, model)
            own = valuer.own_roll_incomes(p, range(1, state.max_dice[p] + 1))
        else:
            own = carried[0]
        self.own = own
        best_own = max(own)
        self.dice = 1 + own.index(best_own)
        self.dice_all = dice = list(state.max_dice)
        dice[p] = self.dice
        self.others = valuer.others_total(p, dice) if carried is None else carried[1]
        self.income = best_own + self.others
        self.target = _cheapest_landmark(state, p, model)
        coins = state.coins
        self.avg_coins = sum(coins) / state.nplayers
        self.richest = max(coins[:p] + coins[p + 1 :])
        self.scores: dict[int, float] = {}
        self.gains: dict[int, tuple[list[float], float]] = {}
        key = (p, tuple(dice))
        odds = model.other_odds.get(key)
        if odds is None:
            odds = model.other_odds[key] = _other_odds(model, p, dice)
        self.odds = odds
        city = state.cities[p]
        self.boosted = {x for d, counted in model.counters.items() if city[d] for x in counted}
        """The cards that combo cards p owns count (``gain 3 * count(icon(cow))``)."""

    def after(self, state: State, x: int, model: CardModel) -> Plan:
        """The plan of this city with one more copy of card x (``state``: the game after that
        build), its incomes this plan's plus what the copy adds (as valued when it was chosen)."""
        gain_own, gain_other = self.gains[x]
        own = [o + g for o, g in zip(self.own, gain_own, strict=True)]
        plan = Plan(state, self.p, model, (own, self.others + gain_other))
        plan.age = self.age + 1
        related = model.cards[x].related
        plan.gains = {y: gains for y, gains in self.gains.items() if y not in related}
        return plan

    def score(self, x: int, valuer: Valuer) -> float:
        """What one more copy of card x is worth (``valuer``: of a state with this plan's key)."""
        found = self.scores.get(x)
        if found is None:
            found = self.scores[x] = self._worth(x, valuer)
        return found

    def _worth(self, x: int, valuer: Valuer) -> float:
        found = self.gains.get(x)
        if found is None:
            found = self.gains[x] = self._gain(x, valuer)
        gain_own, gain_other = found
        own = self.own
        if len(own) == 1:
            return gain_own[0] + gain_other
        if len(own) == 2:
            a, b = own[0] + gain_own[0], own[1] + gain_own[1]
            top = own[0] if own[0] >= own[1] else own[1]
            g = gain_own[0] if gain_own[0] >= gain_own[1] else gain_own[1]
            return BLEND * ((a if a >= b else b) - top) + (1 - BLEND) * g + gain_other
        now = max(i + gi for i, gi in zip(own, gain_own, strict=True)) - max(own)
        return BLEND * now + (1 - BLEND) * max(gain_own) + gain_other

    def gain(self, x: int, valuer: Valuer) -> tuple[list[float], float]:
        """What one more copy of card x adds to p's income: on p's own roll of k dice (for each k
        from 1), and on the others' rolls (kept, so that the next plan can start from it)."""
        found = self.gains.get(x)
        if found is None:
            found = self.gains[x] = self._gain(x, valuer)
        return found

    def _gain(self, x: int, valuer: Valuer) -> tuple[list[float], float]:
        state = valuer.state
        m = valuer.model
        p = self.p
        own = self.own
        dice = self.dice_all
        facts = m.cards[x]
        one = facts.single
        if facts.payments == []:  # no coins of its own (a swap, a decision): worth nothing here
            return [0.0 for _ in own], 0.0
        if one is None:
            gate = facts.gate
            if gate is not None:  # one linear payment or none, as the owner's landmarks say
                parts = gate.then if gate.test(state.built[p]) else gate.otherwise
                if not parts:
                    return [0.0 for _ in own], 0.0
                if len(parts) == 1:
                    one = parts[0]
        if one is None:  # not one linear payment: measured with the card's own code
            return valuer.build_gain(p, x, dice)
        city = state.cities[p]
        payer, k, coefs = one
        bonus = state.bonus[p]
        each = k + (bonus[x] if bonus is not None else 0)
        for y, v in coefs.items():
            each += v * (city[y] + (y == x))
        other_odds = self.odds
        if payer == BANK:
            on_own, on_other = each, each
        elif payer == ROLLER:  # what a roller has is often less than the amount
            on_own, on_other = 0.0, min(each, self.avg_coins)
        elif payer == EACH:
            on_own, on_other = plain_sum(min(each, c) for q, c in enumerate(state.coins) if q != p), 0.0
        else:
            on_own, on_other = min(each, self.richest), 0.0
        gain_own = [m.own[i + 1][x] * on_own for i in range(len(own))]
        gain_other = other_odds[x] * on_other
        for d, coef in facts.combos:  # the combo cards p owns earn more
            if city[d] and d != x:
                more = city[d] * coef
                for i in range(len(own)):
                    gain_own[i] += m.own[i + 1][d] * more
                gain_other += other_odds[d] * more
        return gain_own, gain_other


def _other_odds(m: CardModel, p: int, dice: Sequence[int]) -> list[float]:
    """Per card: the chance it activates on one of the other players' rolls, summed over them."""
    out = [0.0] * len(m.cards)
    for q, k in enumerate(dice):
        if q != p:
            row = m.other[k]
            for c in range(len(out)):
                out[c] += row[c]
    return out


def _cheapest_landmark(state: State, p: int, m: CardModel) -> float | None:
    built = state.built[p]
    discount = state.discount[p]
    fixed = m.fixed_prices
    best = None
    for j in m.counting:
        if not built[j]:
            price = fixed[j]
            price = state.price(p, j) if price is None else max(0, price - discount[j])
            if best is None or price < best:
                best = price
    return best
