"""Why an action is refused: a code with parameters.

Front ends inspect :attr:`Refusal.why` (an enum, after python-chess's ``Status``). A refusal is an
error's message in English here (an action a program sent, as :class:`engine.core.errors.IllegalAction`
says it); the words a player reads, in the player's language, are the catalogs' (``refusal-<why>``,
a menu's short phrase, and ``refused-<why>``, a build said to the player who tried it), made by
:mod:`engine.services.play.narrate`.

>>> r = Refusal(Why.TOO_DEAR, {"ident": "quarry", "cost": 6, "coins": 3})
>>> r.why.value, r.message()
('too_dear', 'cannot build quarry: it costs 6 and the player has 3')
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

# the sentence of an error, a str.format template over the parameters
_WORDS: dict[Why, str] = {
    Why.ALREADY_BUILT: "it is already built",
    Why.NOT_SOLD: "it is not sold in the supply",
    Why.PILE_EMPTY: "its supply pile is empty",
    Why.NOT_SHOWING: "it is not showing in the market",
    Why.COPY_LIMIT: "a city may hold at most {limit} of it",
    Why.TOO_DEAR: "it costs {cost} and the player has {coins}",
    Why.UNKNOWN_CARD: "no card or landmark {ident!r} in this edition",
    Why.NONE_LEFT: "every copy of it is built",
    Why.CONDITION: "its condition does not hold: {requires}",
    Why.GAME_OVER: "the game is over",
    Why.WRONG_KIND: "the game waits for {expected}, not {kind}",
    Why.MALFORMED: "an action is a (kind, choice) pair, not {action!r}",
    Why.BAD_DICE_COUNT: "dice count must be 1 to {most}, got {choice!r}",
    Why.BAD_ROLL: "expected {ndice} dice with values 1 to {sides}, got {dice!r}",
    Why.BAD_REROLL: "cannot re-roll {choice!r}",
    Why.NOT_A_CHOICE: "{kind} {choice!r} is not allowed here",
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
        text = _WORDS[self.why].format(**{k: _Shown(v) for k, v in self.params.items()})
        if self.why in BUILD_REASONS and "ident" in self.params:
            return f"cannot build {self.params['ident']}: {text}"
        return text

    def __str__(self) -> str:
        return self.message()
