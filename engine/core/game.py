"""A :class:`Game` is an edition compiled for a number of players and rule options: its tables
(:mod:`engine.core.tables`), with every kind of decision (:mod:`engine.core.decisions`), and the means
to start a state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.decisions import DECISIONS
from engine.core.edition import Edition
from engine.core.errors import MkError
from engine.core.options import Options
from engine.core.show import brief
from engine.core.state import CountingState, State
from engine.core.tables import Tables, make


class Game(Tables):
    __slots__ = ()

    def __init__(self, edition: Edition, nplayers: int, options: Options, codegen: bool = True):
        """``codegen=False`` resolves income with the general loop instead of generated code
        (slower; tests use it to check that both agree)."""
        super().__init__(**make(edition, nplayers, options, DECISIONS, codegen))

    @classmethod
    def create(
        cls,
        edition: Edition,
        players: int = 4,
        options: Mapping[str, Any] | None = None,
        variants: tuple[str, ...] = (),
        codegen: bool = True,
    ) -> Game:
        """A game of a loaded edition: its options, then each variant's, then ``options``.

        To start from a built-in name or a file, see :func:`engine.load.loader.new_game`.
        """
        if type(players) is not int:  # 2.0 or "2": never taken as a count of players
            raise MkError(f"the number of players is a whole number, not {brief(players)}")
        layers = [edition.options, *(edition.variant(v) for v in variants), options or {}]
        return cls(edition, players, Options.resolve(*[dict(layer) for layer in layers]), codegen)

    def new_state(self, first_player: int = 0, log: bool = True, seed: int | None = None) -> State:
        """A new game; ``seed`` shuffles the market when the edition has one."""
        if type(first_player) is not int or not 0 <= first_player < self.nplayers:
            raise MkError(f"the first player is a seat from 0 to {self.nplayers - 1}, not {first_player!r}")
        return (CountingState if self.receipts else State)(self, first_player, log, seed)
