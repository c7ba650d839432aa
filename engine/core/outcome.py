"""How a game ended, as data: an :class:`Outcome` with its :class:`Termination` (as python-chess's
``Outcome`` and ``Termination``), for both engines, records, the lab and the front ends. Words for it
are made in one place (engine.services.play.narrate.ending).

>>> Outcome.from_code(2, 31)
Outcome(termination=<Termination.WON: 'won'>, winner=2, turns=31)
>>> Outcome.from_code(Termination.TURN_CAP.code, 150).winner is None
True
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Termination(enum.Enum):
    """Why a game ended."""

    WON = "won"
    """A player met the edition's goal (every landmark built, or its own rule)."""
    STALLED = "stalled"
    """Bots alone played the turn cap of a game people watch (mk play, mk serve) without a winner."""
    TURN_CAP = "turn cap"
    """A run's turn cap (``--max-turns`` of the lab, mk validate's games) came before a winner."""
    OVERFLOW = "overflow"
    """A number outgrew the native engine's 64 bits: the game is left to the Python engine to play."""

    @property
    def code(self) -> int:
        """Its number where the native engine writes a game's winner (a seat when the game was won)."""
        return _CODES[self]


_CODES = {Termination.WON: 0, Termination.STALLED: -3, Termination.TURN_CAP: -1, Termination.OVERFLOW: -2}


@dataclass(frozen=True)
class Outcome:
    """A game's end: why, who won (None unless it was won) and the turns it lasted."""

    termination: Termination
    winner: int | None
    turns: int

    def __post_init__(self) -> None:
        if (self.winner is not None) != (self.termination is Termination.WON):
            raise ValueError(f"a game that ended by {self.termination.value} has winner {self.winner}")

    @property
    def won(self) -> bool:
        return self.termination is Termination.WON

    @property
    def code(self) -> int:
        """The native engine's number for it: the winner's seat, else its termination's (negative) code."""
        return self.winner if self.winner is not None else self.termination.code

    @classmethod
    def from_code(cls, code: int, turns: int) -> Outcome:
        """The outcome the native engine wrote as ``code`` (a seat, or a termination's negative code)."""
        if code >= 0:
            return cls(Termination.WON, code, turns)
        for termination, number in _CODES.items():
            if number == code and termination is not Termination.WON:
                return cls(termination, None, turns)
        raise ValueError(f"no game ends with code {code}")

    @classmethod
    def of(cls, winner: int | None, turns: int, capped: Termination = Termination.TURN_CAP) -> Outcome:
        """A game that ``winner`` won after ``turns`` turns, or (None) that ended by ``capped``."""
        return cls(Termination.WON, winner, turns) if winner is not None else cls(capped, None, turns)
