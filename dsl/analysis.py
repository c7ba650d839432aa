"""One analysis of an effect, worked out once from its syntax tree: what it asks, what it reads, what it
changes, and its constant amounts folded. The compiler builds its code and its
:class:`dsl.runtime.CompiledEffect` from it; the engine's tables, the bots' valuation, the narrator and
the agents' numbering read it there.

>>> from dsl.parser import parse
>>> facts = analyse(parse("take 2 * 3 from roller"), lambda selector: frozenset())
>>> sorted(facts.reads), sorted(facts.changes), facts.reads_roller
(['roller'], ['coins'], True)
>>> fold(parse("gain 7 / 2 rounded up").clauses[0].stmt.amount)
4
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import assert_never

from dsl import ast
from dsl.statements import ASKING, PAYERS, PLAIN

Resolve = Callable[[ast.Selector], frozenset[int]]
"""A selector's card indices (the compiler resolves names through the edition's symbols)."""

ASKED = frozenset(
    {*(asking.kind for asking in ASKING.values()), *(payer.asks for payer in PAYERS.values() if payer.asks)}
)
"""Every kind of decision a statement may ask (engine.core.decisions declares each)."""


def asked(stmt: ast.Stmt) -> str | None:
    """The kind of decision statement ``stmt`` asks its owner (itself, not the statements in it)."""
    if isinstance(stmt, ast.Payment):
        return PAYERS[stmt.payer].asks
    if isinstance(stmt, ast.Asking):
        return ASKING[stmt.name].kind
    return None


def fold(expr: ast.Expr, cards: Resolve | None = None, memo: dict[int, int | None] | None = None) -> int | None:
    """The value of an expression of numbers only (``2 * 3``, ``7 / 2 rounded up``), else None (also
    for a division by 0, which the compiler reports). With ``cards``, a count of a selection that no
    card matches is 0. ``memo`` keeps each node's value (by identity) for a caller that folds every
    level of a tree: the work then grows with the tree, not with its square."""
    if memo is None:
        return _fold(expr, cards, None)
    key = id(expr)
    if key not in memo:
        memo[key] = _fold(expr, cards, memo)
    return memo[key]


def _fold(expr: ast.Expr, cards: Resolve | None, memo: dict[int, int | None] | None) -> int | None:
    if isinstance(expr, ast.Number):
        return expr.value
    if isinstance(expr, ast.Count):
        empty = cards is not None and expr.selector.kind != "it" and not cards(expr.selector)
        return 0 if empty else None
    if isinstance(expr, (ast.BinOp, ast.Div)):
        left, right = fold(expr.left, cards, memo), fold(expr.right, cards, memo)
        if left is None or right is None:
            return None
        if isinstance(expr, ast.Div):
            return None if right == 0 else -(-left // right) if expr.up else left // right
        return left + right if expr.op == "+" else left - right if expr.op == "-" else left * right
    return None


def expr_reads(expr: ast.Expr) -> frozenset[str]:
    """What an amount reads (see :attr:`Analysis.reads`)."""
    walk = _Walk(lambda selector: frozenset())
    walk.expr(expr)
    return frozenset(walk.reads)


@dataclass(frozen=True)
class Analysis:
    """What an effect asks, reads and changes."""

    asks: frozenset[str] = frozenset()
    """The kinds of decision it may ask its owner (``target``, ``swap``, ``give`` ...)."""
    askers: Mapping[str, ast.Stmt] = field(default_factory=dict)
    """Per kind it asks, the first statement that asks it (the narrator words the question from it)."""
    reads: frozenset[str] = frozenset()
    """What its amounts and conditions read: ``roller`` (a fact of the player who rolled), ``coins``,
    ``landmarks``, ``cities``, ``invested``, ``players``, ``received``, ``total``, ``dice``,
    ``built_nothing``, ``effect_roll``."""
    changes: frozenset[str] = frozenset()
    """What it changes: ``coins``, ``cities``, ``landmarks``, ``closed`` (it closes cards for renovation),
    ``invested``, ``turn``."""
    reads_roller: bool = False
    """Whether its activation reads who rolled (when not, it earns the same whoever rolls)."""
    swap_excluded: tuple[frozenset[int], ...] = ()
    """Per ``swap``, the cards it may not trade (``excluding``)."""
    activates: frozenset[int] = frozenset()
    """The cards its ``activate`` may choose."""

    @property
    def closes(self) -> bool:
        """Whether it can close cards for renovation (the game then checks closed copies in income)."""
        return "closed" in self.changes

    @property
    def receipts(self) -> bool:
        """Whether it reads ``received`` (the game then counts what the roller receives in income)."""
        return "received" in self.reads


def analyse(program: ast.Program, resolve: Resolve) -> Analysis:
    """The analysis of a whole effect program (``resolve`` must report nothing: the compiler reports
    unknown names as it generates code)."""
    walk, activation = _Walk(resolve), _Walk(resolve)
    for clause in program.clauses:
        walk.stmt(clause.stmt)
        if clause.trigger == "activate":
            activation.stmt(clause.stmt)
    return Analysis(
        asks=frozenset(walk.askers),
        askers=dict(walk.askers),
        reads=frozenset(walk.reads),
        changes=frozenset(walk.changes),
        reads_roller="roller" in activation.reads,
        swap_excluded=tuple(walk.swap_excluded),
        activates=frozenset(walk.activates),
    )


def statements(stmt: ast.Stmt) -> Iterator[ast.Stmt]:
    """``stmt`` and every statement in it, in order."""
    yield stmt
    if isinstance(stmt, ast.If):
        yield from statements(stmt.then)
        if stmt.otherwise is not None:
            yield from statements(stmt.otherwise)
    elif isinstance(stmt, ast.Then):
        yield from statements(stmt.first)
        yield from statements(stmt.second)


class _Walk:
    def __init__(self, resolve: Resolve):
        self.resolve = resolve
        self.askers: dict[str, ast.Stmt] = {}
        self.reads: set[str] = set()
        self.changes: set[str] = set()
        self.swap_excluded: list[frozenset[int]] = []
        self.activates: set[int] = set()

    def stmt(self, node: ast.Stmt) -> None:
        for one in statements(node):
            kind = asked(one)
            if kind is not None:
                self.askers.setdefault(kind, one)
            if isinstance(one, ast.Payment):
                self.changes.add("coins")
            elif isinstance(one, ast.Plain):
                self.changes.update(PLAIN[one.name].changes)
            elif isinstance(one, ast.Asking):
                self.changes.update(ASKING[one.name].changes)
            self.facts(one)

    def facts(self, node: ast.Stmt) -> None:
        """What statement ``node`` itself reads (not the statements in it), and what it names."""
        if isinstance(node, ast.Bonus):
            self.expr(node.amount)
        elif isinstance(node, ast.Payment):
            self.expr(node.amount)
            self.reads.update(PAYERS[node.payer].reads)
            if node.where is not None:
                self.cond(node.where)
        elif isinstance(node, ast.Asking):
            entry = ASKING[node.name]
            for param, part in zip(entry.params, node.args, strict=True):
                if param.kind == "activating" and isinstance(part, ast.Selector):
                    self.activates |= self.resolve(part)
                elif param.kind == "excluding" and entry.kind == "swap":  # the agents' numbering reads them
                    self.swap_excluded.append(self.resolve(part) if isinstance(part, ast.Selector) else frozenset())
        elif isinstance(node, ast.If):
            self.cond(node.cond)
        elif isinstance(node, ast.AddToTotal):
            if node.when is not None:
                self.cond(node.when)
        elif isinstance(node, ast.Plain):
            for arg in node.args:
                if not isinstance(arg, int):
                    self.expr(arg)
        elif not isinstance(
            node,
            (
                ast.Then,
                ast.Dice,
                ast.Reroll,
                ast.ExtraTurn,
                ast.Discount,
            ),
        ):
            assert_never(node)

    def whose(self, whose: str, what: str) -> None:
        self.reads.add(what)
        if whose == "roller":
            self.reads.add("roller")

    def expr(self, node: ast.Expr) -> None:
        if isinstance(node, ast.Number):
            return
        if isinstance(node, ast.Coins):
            self.whose(node.whose, "coins")
        elif isinstance(node, ast.Landmarks):
            self.whose(node.whose, "landmarks")
        elif isinstance(node, ast.Count):
            self.whose(node.whose, "cities")
        elif isinstance(node, ast.TurnFact):
            self.reads.add(node.name)
        elif isinstance(node, ast.Invested):
            self.reads.add("invested")
        elif isinstance(node, ast.Players):
            self.reads.add("players")
            self.cond(node.cond)
        elif isinstance(node, ast.EffectRoll):
            self.reads.add("effect_roll")
        elif isinstance(node, (ast.Div, ast.BinOp)):
            self.expr(node.left)
            self.expr(node.right)
        else:
            assert_never(node)

    def cond(self, node: ast.Cond) -> None:
        if isinstance(node, ast.Compare):
            self.expr(node.left)
            self.expr(node.right)
        elif isinstance(node, ast.Built):
            self.whose(node.whose, "landmarks")
        elif isinstance(node, ast.Flag):
            self.reads.add("dice" if node.name == "doubles" else node.name)
        elif isinstance(node, ast.Not):
            self.cond(node.operand)
        elif isinstance(node, ast.BoolOp):
            for operand in node.operands:
                self.cond(operand)
        else:
            assert_never(node)
