"""What is to be said, as a typed value: a message id of the catalogs and its arguments.

The core decides what a menu line or a question says, never its words: a :class:`Said` names a
message (``locales/<lang>/*.ftl``) and gives its arguments, some of them typed so that the edge
makes them words in the player's language: a card by its id, an amount of coins, a player by seat,
dice by their values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Card:
    """A card or landmark, by id: said by its name in the player's language."""

    id: str


@dataclass(frozen=True)
class Coins:
    """An amount of coins: "3 coins", "3 munten"."""

    n: int


@dataclass(frozen=True)
class Price:
    """What building costs: an amount of coins, or what a negative cost pays the builder."""

    cost: int


@dataclass(frozen=True)
class Seat:
    """A player, by seat: said by their name."""

    seat: int


@dataclass(frozen=True)
class Rolled:
    """Dice by their values: "3 + 4"."""

    values: tuple[int, ...]


@dataclass(frozen=True)
class Said:
    """A message to be made in the player's language."""

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)


def said(msg_id: str, **args: Any) -> Said:
    return Said(msg_id, args)
