"""Markets: a few showing kinds drawn from shuffled decks (rule option ``market``).

The edition declares its markets under ``markets``; the engine knows one only
by those values. A market is one or more **rows**, each with its own shuffled
deck, revealed until a number of different kinds show and again whenever a
build leaves fewer. A row takes the establishments whose lowest activation
number lies in a range and whose colour is one of a list (Machi Koro 2: rolls
1-6, rolls 7-12; the hybrid supply: rolls 1-6, rolls 7 and up, the purple
ones), or the landmarks (:meth:`MarketRule.row_for` says which row takes a
card). Fussball's "Come What May" is one row of every card with 10 kinds
showing; its form (``showing: 10`` without ``rows``) is written and summarised
flat.

While a market is in play, ``state.supply`` holds the *showing* establishment
piles, so building works exactly as with all piles on the table; this object
keeps the face-down decks (in draw order), the cards returned to the box and,
for a landmark row, how many copies of each landmark show.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.errors import MkError, UnknownName


@dataclass(frozen=True)
class MarketRow:
    name: str
    """The row's id in scenarios and records ("" for the one row of a flat market)."""
    showing: int
    """Reveal until this many different kinds show."""
    rolls: tuple[int, int] | None = None
    """Establishments whose lowest activation number is in this range (inclusive); None: any."""
    colours: tuple[str, ...] = ()
    """Establishments of these colours; (): any."""
    landmarks: bool = False
    """The row of landmarks (no establishments)."""
    title: str = ""

    def takes(self, lowest_roll: int, colour: str) -> bool:
        """Whether an establishment goes into this row."""
        if self.landmarks:
            return False
        if self.rolls is not None and not self.rolls[0] <= lowest_roll <= self.rolls[1]:
            return False
        return not self.colours or colour in self.colours


@dataclass(frozen=True)
class MarketRule:
    rows: tuple[MarketRow, ...]
    trim_limited: bool = False
    """Return to the box the copies of kinds limited per city beyond limit x players."""
    box_owned: bool = False
    """Return to the box a kind limited per city that every player owns up to its limit: a card of it
    when revealed (another is revealed instead), and its showing pile after a build."""
    title: str = ""
    """Its name in the edition's language ("" when it declares none: its id stands for it)."""

    def row_for(self, lowest_roll: int, colour: str) -> int:
        """The row an establishment goes into (-1: none): the first row that names its colour and takes
        it, else the first row that names no colour and takes it (so a row of purple cards comes
        before rows by roll wherever it is listed, and the rows' order stays the order they are dealt
        and refilled in)."""
        for named in (True, False):
            for r, row in enumerate(self.rows):
                if bool(row.colours) == named and row.takes(lowest_roll, colour):
                    return r
        return -1

    @property
    def flat(self) -> bool:
        """One unnamed row: set up, pinned and summarised in the single-deck form."""
        return len(self.rows) == 1 and not self.rows[0].name

    @property
    def landmark_row(self) -> int | None:
        """The index of the landmark row, if there is one."""
        return next((r for r, row in enumerate(self.rows) if row.landmarks), None)

    @classmethod
    def single(cls, showing: int, trim_limited: bool = False, box_owned: bool = False) -> MarketRule:
        return cls((MarketRow("", showing),), trim_limited, box_owned)

    @classmethod
    def declared(cls, data: Mapping[str, Any]) -> MarketRule:
        """A market as an edition declares it under ``markets`` (checked: engine.load.checker)."""
        trim, box = bool(data.get("trim_limited", False)), bool(data.get("box_owned", False))
        title = str(data.get("name", ""))
        if "rows" not in data:
            return cls((MarketRow("", data["showing"]),), trim, box, title)
        rows = []
        for name, row in data["rows"].items():
            rolls = row.get("rolls")
            span = (rolls[0], rolls[-1]) if rolls else None
            colours = tuple(row.get("colours", ()))
            rows.append(
                MarketRow(name, row["showing"], span, colours, bool(row.get("landmarks", False)), row.get("name", name))
            )
        return cls(tuple(rows), trim, box, title)


def unshuffled(
    rule: MarketRule,
    copies: Sequence[int],
    per_city: Sequence[int | None],
    row_of: Sequence[int],
    landmark_copies: Sequence[int],
    nplayers: int,
) -> tuple[list[int], list[list[int]], list[list[int]]]:
    """A market's start before its decks are shuffled (row after row, :meth:`Market.setup`): the cards
    returned to the box (``trim_limited``), and per row its members and its deck in index order."""
    ncards = len(copies)
    boxed = [0] * ncards
    if rule.trim_limited:
        for c in range(ncards):
            limit = per_city[c]
            if limit is not None and copies[c] > limit * nplayers:
                boxed[c] = copies[c] - limit * nplayers
    decks: list[list[int]] = []
    members: list[list[int]] = []
    for r, row in enumerate(rule.rows):
        if row.landmarks:
            members.append([j for j, k in enumerate(landmark_copies) if k > 0])
            decks.append([j for j, k in enumerate(landmark_copies) for _ in range(k)])
        else:
            members.append([c for c in range(ncards) if row_of[c] == r])
            decks.append([c for c in range(ncards) if row_of[c] == r for _ in range(copies[c] - boxed[c])])
    return boxed, members, decks


class Market:
    """The face-down decks and the box; the showing establishment piles are the state's ``supply``."""

    __slots__ = ("boxed", "decks", "lm_showing", "members", "pos", "row_of", "rule")

    def __init__(
        self,
        rule: MarketRule,
        decks: list[list[int]],
        boxed: list[int],
        row_of: Sequence[int],
        members: Sequence[Sequence[int]],
        lm_showing: list[int] | None,
    ):
        self.rule = rule
        self.decks = decks  # per row, in draw order; self.pos[r] is the row's next card
        self.pos = [0] * len(decks)
        self.boxed = boxed
        self.row_of = row_of  # card -> its row (-1: none)
        self.members = members  # row -> its card (or landmark) indices
        self.lm_showing = lm_showing  # landmark -> copies showing (with a landmark row)

    @classmethod
    def setup(
        cls,
        rule: MarketRule,
        copies: Sequence[int],
        per_city: Sequence[int | None],
        row_of: Sequence[int],
        landmark_copies: Sequence[int],
        nplayers: int,
        seed: int | None,
        owned: Collection[int] = (),
    ) -> tuple[Market, list[int]]:
        """Shuffle every row's deck (from ``seed``, row after row) and reveal; returns the market and
        the showing establishment piles. ``row_of[c]`` is card c's row; ``landmark_copies[j]`` the
        copies of landmark j that go into a landmark row; ``owned`` the cards every player owns up
        to their per-city limit (see :attr:`MarketRule.box_owned`)."""
        boxed, members, decks = unshuffled(rule, copies, per_city, row_of, landmark_copies, nplayers)
        rng = random.Random(seed if seed is not None else 0)
        for deck in decks:
            rng.shuffle(deck)
        ncards = len(copies)
        lm_showing = [0] * len(landmark_copies) if rule.landmark_row is not None else None
        market = cls(rule, decks, boxed, row_of, members, lm_showing)
        showing = [0] * ncards
        for r in range(len(rule.rows)):
            market.refill(r, showing, owned)
        return market, showing

    def _piles(self, r: int, supply: list[int]) -> list[int]:
        if self.rule.rows[r].landmarks:
            assert self.lm_showing is not None
            return self.lm_showing
        return supply

    def refill(self, r: int, supply: list[int], owned: Collection[int] = ()) -> bool:
        """Reveal row r's cards until enough kinds show, or its deck is empty; True if anything was revealed.
        With :attr:`MarketRule.box_owned`, a revealed card of a kind ``owned`` by every player is boxed."""
        piles = self._piles(r, supply)
        deck = self.decks[r]
        pos = self.pos[r]
        want = self.rule.rows[r].showing
        showing = sum(1 for c in self.members[r] if piles[c] > 0)
        boxing = self.rule.box_owned and bool(owned) and not self.rule.rows[r].landmarks
        changed = False
        while showing < want and pos < len(deck):
            c = deck[pos]
            pos += 1
            changed = True
            if boxing and c in owned:
                self.boxed[c] += 1
                continue
            if piles[c] == 0:
                showing += 1
            piles[c] += 1
        self.pos[r] = pos
        return changed

    def after_build(self, supply: list[int], owned: Collection[int] = ()) -> bool:
        """Something was built: with :attr:`MarketRule.box_owned` a showing pile of a kind ``owned`` by
        every player is boxed; every row is refilled. True if anything was boxed or revealed."""
        changed = False
        if self.rule.box_owned:
            for c in owned:
                if supply[c] and self.row_of[c] >= 0:
                    self.boxed[c] += supply[c]
                    supply[c] = 0
                    changed = True
        for r in range(len(self.decks)):
            changed = self.refill(r, supply, owned) or changed
        return changed

    def take(self, c: int, k: int) -> int:
        """Take up to ``k`` copies of card ``c`` out of its row's face-down deck, the order of the rest kept
        (scenario setup); returns how many were taken."""
        r = self.row_of[c]
        if r < 0 or k <= 0:
            return 0
        deck, pos = self.decks[r], self.pos[r]
        rest = []
        taken = 0
        for x in deck[pos:]:
            if x == c and taken < k:
                taken += 1
            else:
                rest.append(x)
        self.decks[r] = deck[:pos] + rest
        return taken

    def took_landmark(self, j: int) -> None:
        """A copy of landmark ``j`` was built from the landmark row (refilled by :meth:`after_build`)."""
        assert self.lm_showing is not None
        if self.lm_showing[j] > 0:
            self.lm_showing[j] -= 1

    def returned_landmark(self, j: int) -> None:
        """A copy of landmark ``j`` became unbuilt (demolished): it shows again in the landmark row."""
        assert self.lm_showing is not None
        self.lm_showing[j] += 1

    def drop_landmark(self, j: int) -> None:
        """Every copy of landmark ``j`` is built: take it out of the row and the deck, and refill."""
        r = self.rule.landmark_row
        assert r is not None and self.lm_showing is not None
        self.lm_showing[j] = 0
        deck = self.decks[r]
        self.decks[r] = deck[: self.pos[r]] + [x for x in deck[self.pos[r] :] if x != j]
        self.refill(r, [])

    def showing_landmark(self, j: int) -> bool:
        assert self.lm_showing is not None
        return self.lm_showing[j] > 0

    def deck_left(self, r: int = 0) -> list[int]:
        """Row r's face-down cards, in draw order."""
        return self.decks[r][self.pos[r] :]

    def hidden_counts(self) -> dict[int, int]:
        """Establishments not showing: in a deck or returned to the box."""
        out = {c: k for c, k in enumerate(self.boxed) if k}
        for r, row in enumerate(self.rule.rows):
            if not row.landmarks:
                for c in self.deck_left(r):
                    out[c] = out.get(c, 0) + 1
        return out

    def summary(self, supply: Sequence[int], ids: Sequence[str], landmark_ids: Sequence[str]) -> dict[str, Any]:
        """What shows, how many cards are left face down and what is boxed: flat for a one-row
        market, else per row name."""
        rows: dict[str, Any] = {}
        for r, row in enumerate(self.rule.rows):
            if row.landmarks:
                assert self.lm_showing is not None
                rows[row.name] = {
                    "showing": {landmark_ids[j]: k for j, k in enumerate(self.lm_showing) if k},
                    "deck": len(self.decks[r]) - self.pos[r],
                }
            else:
                rows[row.name] = {
                    "showing": {ids[c]: supply[c] for c in self.members[r] if supply[c]},
                    "deck": len(self.decks[r]) - self.pos[r],
                    "boxed": {ids[c]: self.boxed[c] for c in self.members[r] if self.boxed[c]},
                }
        return rows[""] if self.rule.flat else rows

    def pin(
        self,
        spec: Mapping[str, Any],
        index: Mapping[str, int],
        landmark_index: Mapping[str, int],
        supply: list[int],
    ) -> list[int]:
        """Set showing piles and decks (scenarios). A flat market takes {showing: {id: n}, deck: [ids in
        draw order]}; a market of rows takes {row: {showing, deck}}, and a row's pinned ``showing``
        without ``deck`` takes those cards out of its deck. Returns the new showing establishment piles."""
        supply = list(supply)
        if self.rule.flat:
            self._pin_row(0, spec, index, supply, consume=False)
            return supply
        names = [row.name for row in self.rule.rows]
        for name, part in spec.items():
            if name not in names:
                raise UnknownName("market row", str(name), names)
            r = names.index(name)
            ids = landmark_index if self.rule.rows[r].landmarks else index
            self._pin_row(r, part or {}, ids, supply, consume=True)
        return supply

    def _pin_row(
        self, r: int, spec: Mapping[str, Any], index: Mapping[str, int], supply: list[int], consume: bool
    ) -> None:
        row = self.rule.rows[r]
        showing = spec.get("showing") or {}
        deck = spec.get("deck") or []
        members = set(self.members[r])
        what = "landmark" if row.landmarks else "card"
        for ident in [*showing, *deck]:
            if ident not in index:
                raise UnknownName(what, str(ident), list(index))
            if index[ident] not in members:
                raise MkError(f"{ident} is not in the market row {row.name!r}")
        piles = self._piles(r, supply)
        if "showing" in spec:
            for c in self.members[r]:
                piles[c] = 0
            for ident, k in showing.items():
                piles[index[ident]] = k
            if consume and "deck" not in spec:
                left = self.deck_left(r)
                for ident, k in showing.items():
                    for _ in range(k):
                        if index[ident] in left:
                            left.remove(index[ident])
                self.decks[r] = left
                self.pos[r] = 0
        if "deck" in spec:
            self.decks[r] = [index[i] for i in deck]
            self.pos[r] = 0

    def clone(self) -> Market:
        new = Market(
            self.rule,
            list(self.decks),  # a row's deck is replaced, never changed in place
            list(self.boxed),
            self.row_of,
            self.members,
            list(self.lm_showing) if self.lm_showing is not None else None,
        )
        new.pos = list(self.pos)
        return new
