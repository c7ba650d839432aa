"""The effect language compiled for the native engine: each statement of an effect's syntax tree as
numba source over the state array ``S``, with the same meaning as :mod:`dsl.compiler`'s Python (its
rules for capping amounts, its order of payers, effect dice rolled before the statement that reads
them). A decision is asked where the statement asks it, of the seat's bot (engine.native.kernel.runtime).

The native module names no card: only table indices and numbers go into the code, and each
function's effect text as a comment.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, assert_never

from dsl import ast, forms
from dsl.analysis import expr_reads, fold
from dsl.emit import Block
from dsl.limits import AMOUNT
from dsl.statements import ASKING, PLAIN, statement
from dsl.statements import fields as plain_fields
from engine.core.errors import MkError

ARGS = "S, o, roller, n, bonus"
"""Every statement function takes the state array (engine.native.kernel.runtime), owner, roller, copies, bonus."""
_COINS = frozenset({"coins", "received", "invested"})
BIGGEST = AMOUNT
"""The largest number an effect may write for the native engine (its coins are 64-bit integers)."""


class Unsupported(MkError):
    """Something of an edition the native engine cannot play; ``construct`` names it, ``where`` says
    where it is (a card or landmark and the position in its effect, or the option); ``path`` is the
    place in the edition's data and ``at`` the (line, column) in its text, when it is an effect's."""

    def __init__(
        self, construct: str, where: str, path: tuple[str, ...] | None = None, at: tuple[int, int] | None = None
    ):
        super().__init__(f"the native engine cannot play {construct} ({where})")
        self.construct = construct
        self.where = where
        self.path = path
        self.at = at


@dataclass
class Context:
    """What an effect's code is compiled against: the edition's card sets and landmark numbers."""

    cards: Callable[[ast.Selector], frozenset[int]]
    landmarks: dict[str, int]
    counting: Sequence[int]
    ncards: int
    constants: list[str] = field(default_factory=list)
    """Module-level arrays the generated functions read (card sets, exclusions)."""
    helpers: Block = field(default_factory=Block)
    """Functions made for expressions (``players(...)``)."""
    sets: dict[tuple[int, ...], str] = field(default_factory=dict)
    masks: dict[tuple[int, ...], str] = field(default_factory=dict)
    fresh: int = 0
    closes: bool = False
    """Whether any effect closes a card (else income need not look for closed copies)."""

    def card_set(self, cards: Sequence[int]) -> str:
        key = tuple(sorted(cards))
        if key not in self.sets:
            name = self.sets[key] = f"SET{len(self.sets)}"
            self.constants.append(f"{name} = np.array({list(key)}, dtype=np.int64)")
        return self.sets[key]

    def mask(self, cards: Sequence[int]) -> str:
        """A per-card array: 1 for the cards given."""
        key = tuple(sorted(cards))
        if key not in self.masks:
            name = self.masks[key] = f"MASK{len(self.masks)}"
            row = [1 if c in key else 0 for c in range(self.ncards)]
            self.constants.append(f"{name} = np.array({row}, dtype=np.int64)")
        return self.masks[key]


class EffectCode:
    """Compiles the statements of one card's or landmark's effect (``source`` names it in messages)."""

    def __init__(self, ctx: Context, source: str, this: int | None, path: tuple[str, ...] | None = None):
        self.ctx = ctx
        self.source = source
        self.path = path
        """Where the effect's text is in the edition's data (``("cards", id, "effect")``)."""
        self.this = this
        """The card's index (``close this``, ``invested``); None for a landmark or the rules."""
        self.their: str | None = None
        self.read_their = False
        self.rolled: int | None = None
        self.chosen_kind = False
        self.depth = 0
        """How many questions' answers this code runs inside (each keeps the copies under its own name)."""

    def unsupported(self, construct: str, pos: ast.Pos) -> Unsupported:
        where = f"{self.source}, line {pos.line} column {pos.column} of its effect"
        return Unsupported(construct, where, self.path, (pos.line, pos.column))

    # -- statements ---------------------------------------------------------
    def function(self, out: Block, name: str, stmts: Sequence[ast.Stmt]) -> None:
        fn = out.define(f"{name}({ARGS})")
        for stmt in stmts:
            self.body(stmt, fn)
        fn.finish()

    def body(self, node: ast.Stmt, out: Block) -> None:
        """A statement; one that reads the effect dice rolls them first (as the Python engine does)."""
        inner = Block()
        saved, self.rolled = self.rolled, None
        self.statement(node, inner)
        rolled, self.rolled = self.rolled, saved
        if rolled is not None:
            out.line(self.roll(rolled))
        out.extend(inner)
        if not inner.items:
            out.line("pass")

    def roll(self, dice: int) -> str:
        """The line that rolls the effect dice ``e`` (a probe counts 3.5 a die)."""
        return forms.EFFECT_ROLL.native.format(dice=dice)

    # the steps statements take (dsl.statements.Compiling), as the native engine takes them
    def pay(self, payer: str, receiver: str, coins: str) -> str:
        """The line that moves ``coins`` (``bank``: the bank, -1 here); a probe records them instead."""
        return f"pay(S, {self.who(payer)}, {self.who(receiver)}, {coins})"

    def who(self, party: str) -> str:
        """A player's variable, or -1 for the bank."""
        return "-1" if party == "bank" else party

    def test(self, node: ast.Cond, their: str | None = None) -> str:
        saved, self.their = self.their, their or self.their
        try:
            return self.cond(node)
        finally:
            self.their = saved

    def coins(self, node: ast.Expr, their: str | None = None) -> tuple[str, bool]:
        saved = self.their, self.read_their
        self.their, self.read_their = their or self.their, False
        try:
            return self.amount(node), self.read_their
        finally:
            self.their, self.read_their = saved

    def times(self, coins: str) -> str:
        return f"mul(S, {coins}, n)"

    def player_count(self, out: Block) -> str:
        return "NP"

    def each_answer(self, kind: str, answer: str, out: Block) -> Block:
        loop = out.nest("for _k in range(n)")
        loop.line(f"{answer} = ask_{kind}(S, o)")
        return loop

    def sequence(self, first: ast.Stmt, second: ast.Stmt, out: Block) -> None:
        self.body(first, out)
        self.body(second, out)

    def plain(self, node: ast.Plain, out: Block) -> None:
        plain = PLAIN[node.name]
        self.ctx.closes |= "closed" in plain.changes
        form = plain.form.native
        fields = plain_fields(
            node, form, lambda: self.this_card(node.pos), self.amount, lambda value: self.number(value, node.pos)
        )
        out.line(form.format(**fields))

    def ability(self, node: ast.Ability, out: Block) -> None:
        raise self.unsupported("an ability inside a statement", node.pos)

    def statement(self, node: ast.Stmt, out: Block) -> None:
        statement(self, node, out)

    def asking(self, node: ast.Asking, then: ast.Stmt | None, out: Block) -> None:
        """A statement that asks (its entry in dsl.statements): asked once a copy (or once) while there is
        something to choose, its native form run with each answer ``a``; ``then`` after each answer."""
        entry = ASKING[node.name]
        values: dict[str, Any] = {"previous": 0}
        for param, arg in zip(entry.params, node.args, strict=True):
            if param.kind in ("excluding", "activating"):
                chosen = sorted(self.ctx.cards(arg)) if isinstance(arg, ast.Selector) else []
                values["mask"] = self.ctx.mask(chosen)
            elif param.kind == "recipient":
                values["previous"] = 1 if arg == "previous" else 0
            elif param.kind == "coins":
                values["amount"] = arg
        if "{c}" in entry.ask + "".join(entry.native):
            values["c"] = self.this_card(node.pos)
        self.ctx.closes |= "closed" in entry.changes
        loop = out.nest(f"for _k in range({'n' if entry.per_copy else 1})")
        loop.line(f"a = {entry.ask.format(**values)}")
        for condition, leave in entry.stop:
            loop.nest(f"if {condition}").line(leave)
        for line in entry.native:
            loop.line(line.format(**values))
        if entry.names_it:
            loop.line("it = a")  # the kind chosen, ``it`` in what follows
        if then is not None:  # after each answer, once (n is 1 there), the copies kept for what follows
            inner = EffectCode(self.ctx, self.source, self.this, self.path)
            inner.chosen_kind = entry.names_it
            inner.depth = self.depth + 1
            block = Block()
            inner.body(then, block)
            saved = f"n_outer_{self.depth}"  # one a level: a question asked in another's answer keeps its own
            loop.line(f"{saved} = n")
            loop.line("n = 1")
            loop.extend(block)
            loop.line(f"n = {saved}")

    def this_card(self, pos: ast.Pos) -> int:
        if self.this is None:
            raise self.unsupported("'this' outside a card", pos)
        return self.this

    # -- expressions ----------------------------------------------------------
    def number(self, value: int, pos: ast.Pos) -> str:
        if abs(value) > BIGGEST:
            raise self.unsupported(f"the number {value:,} (at most {BIGGEST:,})", pos)
        return str(value)

    def amount(self, node: ast.Expr) -> str:
        text = self.expr(node)
        return f"cap({text})" if expr_reads(node) & _COINS else text

    def player(self, whose: str, pos: ast.Pos) -> str:
        if whose == "their":
            if self.their is None:
                raise self.unsupported("'their' outside 'take ... from'", pos)
            self.read_their = True  # as dsl.compiler: an amount reading it is worked out per payer
            return self.their
        return "o" if whose == "owner" else "roller"

    def expr(self, node: ast.Expr) -> str:
        if isinstance(node, ast.Number):
            return self.number(node.value, node.pos)
        if isinstance(node, ast.Coins):
            if node.whose == "all":
                return forms.ALL_COINS.native
            return forms.COINS.native.format(p=self.player(node.whose, node.pos))
        if isinstance(node, ast.Landmarks):
            if node.whose == "all":
                return "all_constructed(S)"
            return f"constructed(S, {self.player(node.whose, node.pos)})"
        if isinstance(node, ast.Count):
            return self.count(node)
        if isinstance(node, ast.TurnFact):
            return forms.TURN_FACTS[node.name].native
        if isinstance(node, ast.Invested):
            return forms.INVESTED.native.format(c=self.this_card(node.pos))
        if isinstance(node, ast.Players):
            return self.players(node)
        if isinstance(node, ast.EffectRoll):
            if self.rolled is not None and self.rolled != node.count:
                raise self.unsupported("two effect rolls in one statement", node.pos)
            self.rolled = node.count
            return forms.EFFECT_ROLL.value.native
        if isinstance(node, (ast.Div, ast.BinOp)):
            return self.arithmetic(node)
        assert_never(node)

    def arithmetic(self, node: ast.Div | ast.BinOp) -> str:
        value = fold(node, self.ctx.cards)
        if value is not None:
            return self.number(value, node.pos)
        left, right = self.expr(node.left), self.expr(node.right)
        if isinstance(node, ast.Div):
            return forms.DIVISION[node.up].native.format(left=left, right=right)
        if node.op == "*":
            varies = fold(node.left, self.ctx.cards) is None and fold(node.right, self.ctx.cards) is None
            return (forms.CAPPED_PRODUCT if varies else forms.PRODUCT).native.format(left=left, right=right)
        return forms.OPERATION.native.format(left=left, op=node.op, right=right)

    def count(self, node: ast.Count) -> str:
        if node.selector.kind == "it":
            if not self.chosen_kind:
                raise self.unsupported("'it' outside 'renovate kind ... then'", node.pos)
            if node.whose == "all":
                return forms.ALL_CARDS.native.format(c="it")
            return forms.CARDS.native.format(p=self.player(node.whose, node.pos), c="it")
        idx = sorted(self.ctx.cards(node.selector))
        if not idx:
            return "0"
        if node.whose == "all":
            return f"count_all(S, {self.ctx.card_set(idx)})"
        p = self.player(node.whose, node.pos)
        if len(idx) <= 8:
            return "(" + " + ".join(forms.CARDS.native.format(p=p, c=c) for c in idx) + ")"
        return f"count_set(S, {p}, {self.ctx.card_set(idx)})"

    def players(self, node: ast.Players) -> str:
        """A helper function counting the players a condition holds for (``their`` is each of them)."""
        self.ctx.fresh += 1
        name = f"players_{self.ctx.fresh}"
        saved = self.their
        self.their = "q"
        cond = self.cond(node.cond)
        self.their = saved
        fn = self.ctx.helpers.define(f"{name}(S, o, roller, e, it)")
        fn.line("k = 0")
        fn.nest("for q in range(NP)").nest(f"if {cond}").line("k += 1")
        fn.ret("k")
        e = "e" if self.rolled is not None else "0"
        it = "it" if self.chosen_kind else "0"
        return f"{name}(S, o, roller, {e}, {it})"

    def cond(self, node: ast.Cond) -> str:
        if isinstance(node, ast.Compare):
            return forms.COMPARE.native.format(left=self.expr(node.left), op=node.op, right=self.expr(node.right))
        if isinstance(node, ast.Built):
            j = self.ctx.landmarks[node.name]
            if node.whose == "all":
                return forms.ALL_BUILT.native.format(j=j)
            return forms.BUILT.native.format(p=self.player(node.whose, node.pos), j=j)
        if isinstance(node, ast.Flag):
            return forms.FLAGS[node.name].native
        if isinstance(node, ast.Not):
            return forms.NOT.native.format(operand=self.cond(node.operand))
        if isinstance(node, ast.BoolOp):
            return "(" + f" {node.op} ".join(self.cond(c) for c in node.operands) + ")"
        assert_never(node)
