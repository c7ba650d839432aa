"""The native state's layout, declared once: each field of the one int64 array ``S`` a game's module
works in, with its shape.

engine.native.generate lists the fields (with those of the market, engine.native.markets, and of the
normal bot's work space, engine.native.valuation); from that one list come the offsets the generated
module defines (``COINS = 0``, ``CITY = 4`` ..., which the kernel reads through the names of
engine.native.kernel.names, checked against every game's module by tests/test_native_kernel.py), the
module's ``LAYOUT`` (each field's name and shape), and :func:`view`: the fields of a state array by
name and shape, as numpy views that write through. A position written from a Python game
(engine.native.position), a record's turn line read back (engine.native.play.table) and the tests
use the view, never an offset worked out by hand.

>>> fields = [Field("COINS", (2,)), Field("CITY", (2, 3)), Field("TURN")]
>>> [(name, at) for name, at, _ in offsets(fields)]
[('COINS', 0), ('CITY', 2), ('TURN', 8)]
>>> import numpy as np
>>> S = np.zeros(9, dtype=np.int64)
>>> v = View(S, tuple((f.name, f.shape) for f in fields))
>>> v.city[1, 2] = 5
>>> int(S[2 + 1 * 3 + 2]), v.turn.shape
(5, (1,))
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

Shape = tuple[int, ...]


@dataclass(frozen=True)
class Field:
    """A field of the state array: its name (the generated module's constant for where it starts) and
    its shape (players, cards, landmarks ... as the game has them; a single cell is ``(1,)``)."""

    name: str
    shape: Shape = (1,)

    @property
    def size(self) -> int:
        return math.prod(self.shape)


def offsets(fields: Iterable[Field]) -> Iterator[tuple[str, int, Field]]:
    """Each field's name and where it starts, in order: one after the other."""
    at = 0
    for f in fields:
        yield f.name, at, f
        at += f.size


def size(fields: Sequence[Field]) -> int:
    """The cells of all of ``fields``."""
    return sum(f.size for f in fields)


class View:
    """The fields of a state array by name (lower case: ``v.city[p, c]``), each a numpy view of its cells in
    its shape: reading it reads the array, writing it writes the array."""

    def __init__(self, S: Any, layout: Sequence[tuple[str, Shape]]):
        self._S = S
        self._at: dict[str, tuple[int, Shape]] = {}
        for name, at, f in offsets(Field(name, tuple(shape)) for name, shape in layout):
            self._at[name.lower()] = (at, f.shape)

    def __getattr__(self, name: str) -> Any:
        try:
            at, shape = self._at[name]
        except KeyError:
            raise AttributeError(f"the state has no field {name.upper()}") from None
        return self._S[at : at + math.prod(shape)].reshape(shape)

    def fields(self) -> list[str]:
        """The fields' names, in order (lower case)."""
        return list(self._at)


def view(m: Any, S: Any) -> View:
    """The fields of ``S``, a state array of the game's native module ``m`` (its ``LAYOUT``)."""
    return View(S, m.LAYOUT)
