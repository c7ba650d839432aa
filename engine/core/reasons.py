"""Why an action is refused: a code with parameters, and the one place that words it.

Front ends inspect :attr:`Refusal.why` (an enum, after python-chess's
``Status``); the English sentence and the short phrase a menu shows are made
here from the code and its parameters, and nowhere else.

>>> r = Refusal(Why.TOO_DEAR, {"ident": "quarry", "cost": 6, "coins": 3})
>>> r.why.value, r.message()
('too_dear', 'cannot build quarry: it costs 6 and the player has 3')
>>> r.short()
'too dear with 3 coins'
>>> r.told("Quarry")
'Quarry costs 6; you have 3'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.core.show import brief


class Why(StrEnum):
    # a build the rules do not allow now (also the reasons a menu shows)
    ALREADY_BUILT = "already_built"
    NOT_SOLD = "not_sold"
    PILE_EMPTY = "pile_empty"
    NOT_SHOWING = "not_showing"
    COPY_LIMIT = "copy_limit"
    TOO_DEAR = "too_dear"
    UNKNOWN_CARD = "unknown_card"
    NONE_LEFT = "none_left"
    CONDITION = "condition"
    # an action that does not fit the question
    GAME_OVER = "game_over"
    WRONG_KIND = "wrong_kind"
    MALFORMED = "malformed"
    BAD_DICE_COUNT = "bad_dice_count"
    BAD_ROLL = "bad_roll"
    BAD_REROLL = "bad_reroll"
    NOT_A_CHOICE = "not_a_choice"


BUILD_REASONS = frozenset(
    {
        Why.ALREADY_BUILT,
        Why.NOT_SOLD,
        Why.PILE_EMPTY,
        Why.NOT_SHOWING,
        Why.COPY_LIMIT,
        Why.TOO_DEAR,
        Why.NONE_LEFT,
        Why.CONDITION,
    }
)

# (sentence, short phrase for menus); both are str.format templates over the parameters
_WORDS: dict[Why, tuple[str, str]] = {
    Why.ALREADY_BUILT: ("it is already built", "already built"),
    Why.NOT_SOLD: ("it is not sold in the supply", "not sold"),
    Why.PILE_EMPTY: ("its supply pile is empty", "supply pile empty"),
    Why.NOT_SHOWING: ("it is not showing in the market", "not showing"),
    Why.COPY_LIMIT: ("a city may hold at most {limit} of it", "a city may hold at most {limit}"),
    Why.TOO_DEAR: ("it costs {cost} and the player has {coins}", "too dear with {coins} coins"),
    Why.UNKNOWN_CARD: ("no card or landmark {ident!r} in this edition", "unknown"),
    Why.NONE_LEFT: ("every copy of it is built", "none left"),
    Why.CONDITION: ("its condition does not hold: {requires}", "its condition does not hold"),
    Why.GAME_OVER: ("the game is over", "the game is over"),
    Why.WRONG_KIND: ("the game waits for {expected}, not {kind}", "not now"),
    Why.MALFORMED: ("an action is a (kind, choice) pair, not {action!r}", "malformed"),
    Why.BAD_DICE_COUNT: ("dice count must be 1 to {most}, got {choice!r}", "not that many dice"),
    Why.BAD_ROLL: ("expected {ndice} dice with values 1 to {sides}, got {dice!r}", "not a roll"),
    Why.BAD_REROLL: ("cannot re-roll {choice!r}", "not a re-roll"),
    Why.NOT_A_CHOICE: ("{kind} {choice!r} is not allowed here", "not allowed"),
}


# a build refused, said to the player who tried it, naming the card ({name}): "X costs 6; you have 4"
_TOLD: dict[Why, str] = {
    Why.ALREADY_BUILT: "{name} is built already",
    Why.NOT_SOLD: "{name} is not sold in this game",
    Why.PILE_EMPTY: "{name} is sold out",
    Why.NOT_SHOWING: "{name} is not in the market now",
    Why.COPY_LIMIT: "a city may hold {limit} {name} at most, and yours has {limit}",
    Why.TOO_DEAR: "{name} costs {cost}; you have {coins}",
    Why.UNKNOWN_CARD: "there is no {name} in this edition",
    Why.NONE_LEFT: "every {name} has been built",
    Why.CONDITION: "{name} cannot be built yet: {requires}",
}


class _Shown:
    """A parameter of a sentence: its ``repr`` and ``str`` cut and escaped (:func:`brief`)."""

    def __init__(self, value: Any):
        self.value = value

    def __repr__(self) -> str:
        return brief(self.value, 24)

    def __str__(self) -> str:
        return self.value if isinstance(self.value, str) and len(self.value) <= 40 else brief(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True)
class Refusal:
    """A reason code and the values its sentence needs."""

    why: Why
    params: Mapping[str, Any] = field(default_factory=dict)

    def message(self) -> str:
        """The full sentence, as an error message (a value from outside is shown briefly)."""
        text = _WORDS[self.why][0].format(**{k: _Shown(v) for k, v in self.params.items()})
        if self.why in BUILD_REASONS and "ident" in self.params:
            return f"cannot build {self.params['ident']}: {text}"
        return text

    def short(self) -> str:
        """A few words for a menu line ("too dear with 3 coins")."""
        text = _WORDS[self.why][1].format(**self.params)
        if self.why == Why.TOO_DEAR and self.params.get("coins") == 1:
            text = text.replace("1 coins", "1 coin")
        return text

    def told(self, name: str) -> str:
        """A refused build said to the player who tried it, the card by its ``name`` ("X costs 6; you
        have 4", "a city may hold 1 X at most, and yours has 1"); any other refusal as :meth:`message`
        says it."""
        template = _TOLD.get(self.why)
        if template is None:
            return self.message()
        return template.format(**{k: _Shown(v) for k, v in self.params.items() if k != "name"}, name=name)

    def __str__(self) -> str:
        return self.message()
