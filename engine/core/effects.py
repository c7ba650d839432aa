"""What compiled effects do to a game: the runtime of :mod:`dsl.runtime` (its ``Runtime`` protocol
lists these methods), from paying coins to asking a player a decision of an effect."""

from __future__ import annotations

from typing import Any

from dsl.runtime import Pending
from engine.core.abilities import refresh, refresh_all
from engine.core.actions import CHANCE
from engine.core.board import Board
from engine.core.events import Closed, Demolished, Gave, Invested, Returned, Swapped, Transfer


class Effects(Board):
    __slots__ = ()

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
        refresh(self, owner)
        refresh(self, other)
        self._avail[owner] = self._avail[other] = None
        if gi in self.game.box_watch or ti in self.game.box_watch:
            self._full = self.owned_by_all()

    def decide(
        self, kind: str, owner: int, source: str, copies: int, act: Any, excluded: frozenset[int], extra: int = 0
    ) -> Pending | None:
        """Ask ``owner`` a ``kind`` decision (demolish, give, renovate, activate, invest) once per copy,
        as long as there is something to choose; ``act(state, choice)`` applies each answer."""
        return _ask(self, kind, owner, source, copies, act, excluded, extra)

    def demolish(self, owner: int, ident: str, source: str) -> None:
        """The landmark becomes unbuilt (it may be built again) and its ability stops at once."""
        j = self.game.landmark_index[ident]
        self.built[owner][j] = self.active[owner][j] = False
        if self.game.landmark_market:
            self.market.returned_landmark(j)  # type: ignore[union-attr]
        if self.log is not None:
            self.log.append(Demolished(owner, source, ident))
        if j in self.game.everyone_set:
            refresh_all(self)
        else:
            refresh(self, owner)

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
        refresh(self, owner)
        refresh(self, to)
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
        refresh(self, owner)
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


def _ask(
    st: Any, kind: str, owner: int, source: str, left: int, act: Any, excluded: frozenset[int], extra: int
) -> Pending | None:
    """One ``kind`` decision for ``owner`` and, after it (and whatever it asks), the next copy's."""
    if left <= 0:
        return None

    def resume(rt: Any, choice: Any) -> Pending | None:
        nxt: Pending | None = act(rt, choice)
        if left == 1:
            return nxt

        def rest(rt: Any) -> Pending | None:
            return _ask(rt, kind, owner, source, left - 1, act, excluded, extra)

        return nxt.then(rest) if nxt is not None else rest(rt)

    pend = Pending(kind, owner, source, resume, excluded, 0, extra)
    return pend if st.game.decisions[kind].choices(st, pend) else None  # asked only when there is a choice
