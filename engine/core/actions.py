"""Actions: what a player decides, or what the dice say, as a (kind, choice) pair.

The kinds and their choices are declared in :mod:`engine.core.decisions`; this module holds only the
pair and the few actions the hot loop reuses, so that the game's tables and the state machine can
name them without importing each other.
"""

from __future__ import annotations

from typing import Any, NamedTuple

CHANCE = -1
"""``current_player`` while dice are due."""
TERMINAL = -2
"""``current_player`` once the game is won."""


class Action(NamedTuple):
    """``kind`` is a kind of decision (engine.core.decisions: ``build``, ``roll``, ``target`` ...);
    ``choice`` its value.

    dice: number of dice; roll: the dice values; reroll: ``"keep"`` or the number
    of dice to re-roll; target: a player index; swap: ``(give, take, player)`` or
    None; build: a card or landmark id, or None.
    """

    kind: str
    choice: Any


KEEP = Action("reroll", "keep")
NO_SWAP = Action("swap", None)
ADD_YES = Action("add_to_roll", "yes")
ADD_NO = Action("add_to_roll", "no")
