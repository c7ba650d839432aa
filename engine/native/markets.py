"""Markets in the native engine (engine.core.market): the decks, the box and the showing piles as
parts of the state array, shuffled with CPython's generator as the Python engine shuffles them: the
tables, generated per game (the functions are engine.native.kernel.market's)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.game import Game
from engine.core.market import unshuffled
from engine.native.layout import Field


@dataclass
class MarketPlan:
    """What a game's market adds to its module: state fields, constants and functions."""

    fields: list[Field] = field(default_factory=list)
    constants: list[str] = field(default_factory=list)
    kernel: str = "nomarket"
    """Its functions' kernel module (engine.native.kernel): market or nomarket."""


def _array(values: list[int]) -> str:
    return f"np.array({values or [0]}, dtype=np.int64)"


def plan(game: Game) -> MarketPlan:
    """The market's part of the module (none: the piles are all on the table)."""
    rule = game.market_rule
    if rule is None:
        return MarketPlan(fields=[Field("LMSHOW", (game.nlandmarks,))])
    nc = game.ncards
    boxed, row_members, row_decks = unshuffled(
        rule, game.supply, game.per_city, game.market_rows, game.market_landmarks, game.nplayers
    )
    decks: list[int] = []
    at, lengths, members, mstart = [], [], [], [0]
    for deck, kinds in zip(row_decks, row_members, strict=True):
        at.append(len(decks))
        lengths.append(len(deck))
        decks += deck
        members += kinds
        mstart.append(len(members))
    constants = [
        f"NROWS = {len(rule.rows)}",
        f"BOX_OWNED = {int(rule.box_owned)}",
        f"TRIM_BOXED = {_array(boxed)}",
        f"DECK0 = {_array(decks)}",
        f"ROW_AT = {_array(at)}",
        f"ROW_LEN = {_array(lengths)}",
        f"ROW_SHOWING = {_array([row.showing for row in rule.rows])}",
        f"ROW_IS_LM = {_array([int(row.landmarks) for row in rule.rows])}",
        f"ROW_MSTART = {_array(mstart)}",
        f"ROW_MEMBERS = {_array(members)}",
        f"ROW_OF = {_array(list(game.market_rows))}",
        f"PER_CITY = {_array([0 if k is None else k for k in game.per_city])}",
        f"BOX_WATCH = {_array([int(c in game.box_watch) for c in range(nc)])}",
    ]
    fields = [
        Field("LMSHOW", (game.nlandmarks,)),
        Field("MK_BOXED", (nc,)),
        Field("MK_POS", (len(rule.rows),)),
        Field("MK_DECK", (max(1, len(decks)),)),
        Field("MK_FULL", (nc,)),
    ]
    return MarketPlan(fields, constants, "market")
