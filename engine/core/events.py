"""Events the engine logs: everything that happened, in order, with its reason.

The log is data; :mod:`engine.services.play.narrate` turns it into sentences.
"""

from __future__ import annotations

from typing import NamedTuple


class TurnStarted(NamedTuple):
    turn: int
    player: int
    extra: bool


class Rolled(NamedTuple):
    player: int
    dice: tuple[int, ...]
    reroll: bool


class Transfer(NamedTuple):
    """``source`` moves coins: ``payer`` (None: the bank) pays ``receiver`` (None: the bank).

    ``amount`` is what was due, ``paid`` what actually moved (less when the payer ran short).
    """

    source: str
    payer: int | None
    receiver: int | None
    amount: int
    paid: int


class TotalChanged(NamedTuple):
    """``player`` added ``added`` to the dice total with ``source``; the total is now ``total``."""

    player: int
    source: str
    added: int
    total: int


class EffectRolled(NamedTuple):
    """The roller rolled ``dice`` for ``source``'s effect (once per turn)."""

    player: int
    source: str
    dice: tuple[int, ...]


class Demolished(NamedTuple):
    player: int
    source: str
    landmark: str


class Gave(NamedTuple):
    """``player``'s ``source`` gives one ``card`` to player ``to``."""

    player: int
    source: str
    card: str
    to: int


class Closed(NamedTuple):
    """``copies`` of ``player``'s ``card`` close for renovation."""

    player: int
    source: str
    card: str
    copies: int


class Returned(NamedTuple):
    """One of ``player``'s ``card`` goes back to the supply."""

    player: int
    source: str
    card: str


class Invested(NamedTuple):
    """``player`` puts ``amount`` coins on ``source``; ``total`` are on it now."""

    player: int
    source: str
    amount: int
    total: int


class Built(NamedTuple):
    player: int
    ident: str | None  # None: built nothing
    cost: int
    landmark: bool


class Swapped(NamedTuple):
    source: str
    player: int
    other: int
    give: str | None  # None: no swap
    take: str | None


class ExtraTurn(NamedTuple):
    player: int
    doubles: bool = True
    """Earned by doubles (``extra turn on doubles``); False: an effect gave it (``another turn``)."""


class Won(NamedTuple):
    player: int
    landmark: str | None = None
    """The landmark whose building won by itself (``wins: true``), if that is how."""
    needed: int | None = None
    """The constructed landmarks needed to win, when an edition needs fewer than all of them."""


Event = (
    TurnStarted
    | Rolled
    | TotalChanged
    | EffectRolled
    | Transfer
    | Built
    | Swapped
    | Demolished
    | Gave
    | Closed
    | Returned
    | Invested
    | ExtraTurn
    | Won
)
