"""A game without a market (every pile on the table): the market's functions do nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import jit

if TYPE_CHECKING:
    from engine.native.kernel.names import Cells


# ---- compiled into each game's module (engine.native.generate) ----
@jit
def market_setup(S: Cells) -> None:
    return


@jit
def market_reshuffle(S: Cells) -> None:
    return


@jit
def market_loaded(S: Cells) -> None:
    return


@jit
def market_after_build(S: Cells, c: int) -> None:
    return


@jit
def market_took_landmark(S: Cells, j: int) -> None:
    return


@jit
def market_returned_landmark(S: Cells, j: int) -> None:
    return


@jit
def owned_changed(S: Cells, c: int) -> None:
    return
