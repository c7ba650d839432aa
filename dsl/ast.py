"""Typed syntax tree of the effect language.

The parser (:mod:`dsl.parser`) turns DSL text into these nodes; the compiler
(:mod:`dsl.compiler`) links them against an edition and turns them into Python
callables. Every node keeps the 1-based line and column of its first character
inside the DSL text, so that later errors can point at it.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Pos:
    line: int
    column: int


@dataclass(frozen=True)
class Selector:
    kind: str  # "icon" | "card" | "colour" | "it" (the kind chosen earlier in a ``then`` chain)
    names: tuple[str, ...]
    pos: Pos
    name_pos: tuple[Pos, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Number:
    value: int
    pos: Pos


WHOSE = ("owner", "roller", "their", "all")
"""Whose fact an expression reads: the card's owner (the default), the player who rolled, the
paying player of a ``take ... from`` (``their``), or every player's together (``all``)."""


@dataclass(frozen=True)
class Count:
    selector: Selector
    pos: Pos
    whose: str = "owner"


@dataclass(frozen=True)
class Coins:
    pos: Pos
    whose: str = "owner"


@dataclass(frozen=True)
class Landmarks:
    """Constructed landmarks: built ones that count towards winning."""

    pos: Pos
    whose: str = "owner"


@dataclass(frozen=True)
class TurnFact:
    """``total`` (the dice total, with any amount added to it), ``dice`` (how many dice were rolled) or
    ``received`` (the coins the roller received during this roll's income)."""

    name: str
    pos: Pos


@dataclass(frozen=True)
class EffectRoll:
    """The total of ``count`` dice rolled for effects, once per turn (a chance node)."""

    count: int
    pos: Pos


@dataclass(frozen=True)
class Div:
    left: Expr
    right: Expr
    up: bool
    """Rounded up (else down)."""
    pos: Pos


@dataclass(frozen=True)
class BinOp:
    op: str  # "+" | "-" | "*"
    left: Expr
    right: Expr
    pos: Pos


@dataclass(frozen=True)
class Invested:
    """The coins invested on this card by its owner (``may invest N``)."""

    pos: Pos


@dataclass(frozen=True)
class Players:
    """How many players (the owner included) ``cond`` holds for; ``their`` is each of them."""

    cond: Cond
    pos: Pos


Expr = Number | Count | Coins | Landmarks | TurnFact | EffectRoll | Invested | Players | Div | BinOp


@dataclass(frozen=True)
class Compare:
    op: str
    left: Expr
    right: Expr
    pos: Pos


@dataclass(frozen=True)
class Built:
    name: str
    pos: Pos
    whose: str = "owner"


@dataclass(frozen=True)
class Flag:
    """A fact of the turn: ``doubles`` or ``built_nothing``."""

    name: str
    pos: Pos


@dataclass(frozen=True)
class Not:
    operand: Cond
    pos: Pos


@dataclass(frozen=True)
class BoolOp:
    op: str  # "and" | "or"
    operands: tuple[Cond, ...]
    pos: Pos


Cond = Compare | Built | Flag | Not | BoolOp


@dataclass(frozen=True)
class Payment:
    """A statement that moves coins (``gain 2``, ``take 1 from roller``, ``pay 3``), declared whole in
    :mod:`dsl.statements`: ``name`` is its entry there (:class:`dsl.statements.Paying`), ``payer`` the
    entry of who pays (:class:`dsl.statements.Payer`: the bank, the owner, the roller ...)."""

    name: str
    amount: Expr
    payer: str
    pos: Pos
    where: Cond | None = None
    """Only from the players for whom this holds (``their`` is the payer)."""


@dataclass(frozen=True)
class If:
    cond: Cond
    then: Stmt
    otherwise: Stmt | None
    pos: Pos


@dataclass(frozen=True)
class Dice:
    count: int
    pos: Pos


@dataclass(frozen=True)
class Reroll:
    pos: Pos


@dataclass(frozen=True)
class ExtraTurn:
    pos: Pos


@dataclass(frozen=True)
class Bonus:
    amount: Expr
    selector: Selector
    pos: Pos


@dataclass(frozen=True)
class AddToTotal:
    """The roller may add ``amount`` to the dice total (decision ``add_to_roll``) when ``when`` holds."""

    amount: int
    when: Cond | None
    pos: Pos


@dataclass(frozen=True)
class Plain:
    """A plain statement (one that neither asks nor rolls), declared whole in :mod:`dsl.statements`:
    ``name`` is its entry there, ``args`` its amounts and numbers in the order its words have them."""

    name: str
    args: tuple[Expr | int, ...]
    pos: Pos


@dataclass(frozen=True)
class Asking:
    """A statement that asks its owner a decision (``demolish landmark``, ``may invest 2``), declared
    whole in :mod:`dsl.statements`: ``name`` is its entry there, ``args`` its parts in the order its
    words have them (a selector, ``None`` for one left out, ``chosen`` or ``previous``, a number)."""

    name: str
    args: tuple[Selector | str | int | None, ...]
    pos: Pos


@dataclass(frozen=True)
class Then:
    """``first then second``: ``second`` happens only if ``first`` did, once for each time it did."""

    first: Stmt
    second: Stmt
    pos: Pos


@dataclass(frozen=True)
class Discount:
    """Landmarks (``names``; empty: every landmark) cost the player ``amount`` less, never below 0."""

    amount: int
    names: tuple[str, ...]
    pos: Pos
    name_pos: tuple[Pos, ...] = field(default=(), compare=False)


Stmt = Payment | If | Dice | Reroll | ExtraTurn | Bonus | AddToTotal | Discount | Asking | Plain | Then
Ability = Dice | Reroll | ExtraTurn | Bonus | AddToTotal | Discount
"""A passive ability: what its owner may always do, not something that happens."""
ABILITIES = (Dice, Reroll, ExtraTurn, Bonus, AddToTotal, Discount)
TRIGGERS = ("activate", "after_build", "before_build", "after_income", "end_of_turn", "when_built")
"""When a clause acts: on a roll (``activate``), or at a point of its owner's turn."""


@dataclass(frozen=True)
class Clause:
    trigger: str  # one of TRIGGERS
    stmt: Stmt
    pos: Pos


@dataclass(frozen=True)
class Program:
    clauses: tuple[Clause, ...]
