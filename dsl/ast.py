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
    kind: str  # "icon" | "card" | "colour"
    names: tuple[str, ...]
    pos: Pos
    name_pos: tuple[Pos, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Number:
    value: int
    pos: Pos


@dataclass(frozen=True)
class Count:
    selector: Selector
    pos: Pos


@dataclass(frozen=True)
class Coins:
    pos: Pos


@dataclass(frozen=True)
class Landmarks:
    pos: Pos


@dataclass(frozen=True)
class BinOp:
    op: str  # "+" | "-" | "*"
    left: Expr
    right: Expr
    pos: Pos


Expr = Number | Count | Coins | Landmarks | BinOp


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


@dataclass(frozen=True)
class Not:
    operand: Cond
    pos: Pos


@dataclass(frozen=True)
class BoolOp:
    op: str  # "and" | "or"
    operands: tuple[Cond, ...]
    pos: Pos


Cond = Compare | Built | Not | BoolOp


@dataclass(frozen=True)
class Gain:
    amount: Expr
    pos: Pos


@dataclass(frozen=True)
class Take:
    amount: Expr
    payer: str  # "roller" | "each_other" | "chosen_other"
    pos: Pos


@dataclass(frozen=True)
class Swap:
    excluding: Selector | None
    pos: Pos


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


Stmt = Gain | Take | Swap | If | Dice | Reroll | ExtraTurn | Bonus
ABILITIES = (Dice, Reroll, ExtraTurn, Bonus)


@dataclass(frozen=True)
class Clause:
    trigger: str  # "activate" | "after_build"
    stmt: Stmt
    pos: Pos


@dataclass(frozen=True)
class Program:
    clauses: tuple[Clause, ...]
