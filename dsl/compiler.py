"""Compile effect-language programs into Python callables, once, at load time.

The compiler knows nothing about any particular edition: the names a program
uses (cards, icons, colours, landmarks) are resolved through a :class:`Symbols`
table that the loader builds from the edition file. The result is a
:class:`CompiledEffect`: plain closures for what happens on activation and
after the build phase, plus the passive abilities (dice count, re-roll, extra
turn on doubles, income bonuses) as data.

Closures talk to the game through the small :class:`Runtime` protocol, which
the engine's state implements. A statement that needs a player's decision (a
chosen player, a swap) returns a :class:`Pending` request instead of acting;
the engine asks the player and calls ``pending.resume(state, choice)``.
"""

from __future__ import annotations

import difflib
import functools
import operator
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from dsl import ast
from dsl.errors import DslError
from dsl.parser import parse


class Runtime(Protocol):
    """What compiled effects read and do; implemented by ``engine.state.State``."""

    coins: list[int]
    cities: list[list[int]]
    built: list[list[bool]]
    nplayers: int

    def pay(self, payer: int | None, receiver: int, amount: int, source: str) -> None: ...

    def swap(self, owner: int, choice: Any, source: str) -> None: ...


@dataclass
class Pending:
    """A decision an effect waits for.

    ``kind`` is ``"target"`` (choose another player) or ``"swap"``; ``player`` decides;
    ``excluded`` (swap only) holds the card indices that may not be swapped.
    """

    kind: str
    player: int
    source: str
    resume: Callable[[Runtime, Any], Pending | None]
    excluded: frozenset[int] = frozenset()

    def then(self, cont: Callable[[Runtime], Pending | None]) -> Pending:
        """This decision, followed by ``cont`` once it (and whatever it asks next) is done."""
        first = self.resume

        def resume(rt: Runtime, choice: Any) -> Pending | None:
            nxt = first(rt, choice)
            return nxt.then(cont) if nxt is not None else cont(rt)

        return Pending(self.kind, self.player, self.source, resume, self.excluded)


# fn(runtime, owner, roller, copies, bonus) -> Pending | None
StmtFn = Callable[[Runtime, int, int, int, int], "Pending | None"]
ExprFn = Callable[[Runtime, int], int]
CondFn = Callable[[Runtime, int], bool]


@dataclass(frozen=True)
class Symbols:
    """Names a program may use, resolved to indices of the edition's tables."""

    cards: Mapping[str, int]
    card_icon: Sequence[str]
    card_colour: Sequence[str]
    icons: Collection[str]
    colours: Collection[str]
    landmarks: Mapping[str, int]


@dataclass
class CompiledEffect:
    text: str
    program: ast.Program
    on_activate: StmtFn | None = None
    after_build: StmtFn | None = None
    max_dice: int = 1
    reroll: bool = False
    extra_turn: bool = False
    bonuses: tuple[tuple[int, frozenset[int]], ...] = ()
    const_gain: int | None = None
    """Set when the whole activation is ``gain K``: the engine's fast path."""
    const_take: int | None = None
    """Set when the whole activation is ``take K from roller``: the engine's fast path."""
    asks: frozenset[str] = field(default_factory=frozenset)
    """Decision kinds the activation may ask for (``target``, ``swap``)."""

    @property
    def passive(self) -> bool:
        return self.max_dice > 1 or self.reroll or self.extra_turn or bool(self.bonuses)


_ARITH: dict[str, Callable[[int, int], int]] = {"+": operator.add, "-": operator.sub, "*": operator.mul}


def compile_effect(text: str, symbols: Symbols, source: str) -> CompiledEffect:
    """Parse and compile ``text``; ``source`` names the card or landmark in logs.

    Raises :class:`DslError` for the first syntax error, or for every name
    problem found (``DslError.others`` holds the rest).
    """
    program = parse(text)
    return _Compiler(symbols, source).compile(text, program)


class _Compiler:
    def __init__(self, symbols: Symbols, source: str):
        self.sym = symbols
        self.source = source
        self.errors: list[DslError] = []
        self.asks: set[str] = set()

    # -- errors -------------------------------------------------------------
    def _error(self, code: str, message: str, pos: ast.Pos, hint: str | None = None) -> None:
        self.errors.append(DslError(code, message, pos.line, pos.column, hint))

    def _unknown(self, what: str, name: str, known: Collection[str], pos: ast.Pos) -> None:
        close = difflib.get_close_matches(name, list(known), n=1)
        hint = f"did you mean {close[0]!r}?" if close else None
        self._error("MK302", f"unknown {what} {name!r}", pos, hint)

    # -- program ------------------------------------------------------------
    def compile(self, text: str, program: ast.Program) -> CompiledEffect:
        eff = CompiledEffect(text, program)
        activate: list[StmtFn] = []
        after: list[StmtFn] = []
        bonuses: list[tuple[int, frozenset[int]]] = []
        for clause in program.clauses:
            stmt = clause.stmt
            if isinstance(stmt, ast.ABILITIES):
                if clause.trigger != "activate":
                    self._error("MK303", "an ability cannot follow 'after build:'", stmt.pos)
                    continue
                if isinstance(stmt, ast.Dice):
                    if stmt.count < 1:
                        self._error("MK303", "a player rolls at least 1 die", stmt.pos)
                    eff.max_dice = max(eff.max_dice, stmt.count)
                elif isinstance(stmt, ast.Reroll):
                    eff.reroll = True
                elif isinstance(stmt, ast.ExtraTurn):
                    eff.extra_turn = True
                else:
                    amount = self.expr(stmt.amount)
                    if not isinstance(amount, int):
                        self._error("MK303", "a bonus amount must be a fixed number", stmt.amount.pos)
                        continue
                    bonuses.append((amount, self.selector(stmt.selector)))
                continue
            fn = self.stmt(stmt)
            (activate if clause.trigger == "activate" else after).append(fn)
        if self.errors:
            first = self.errors[0]
            first.others = self.errors[1:]  # type: ignore[attr-defined]
            raise first
        eff.on_activate = _sequence(activate)
        eff.after_build = _sequence(after)
        eff.bonuses = tuple(bonuses)
        eff.asks = frozenset(self.asks)
        gains = [c.stmt for c in program.clauses if c.trigger == "activate" and not isinstance(c.stmt, ast.ABILITIES)]
        if len(gains) == 1 and isinstance(gains[0], (ast.Gain, ast.Take)):
            only = gains[0]
            folded = self.expr(only.amount)
            if isinstance(folded, int):
                if isinstance(only, ast.Gain):
                    eff.const_gain = folded
                elif only.payer == "roller":
                    eff.const_take = folded
        return eff

    # -- statements ---------------------------------------------------------
    def stmt(self, node: ast.Stmt) -> StmtFn:
        src = self.source
        if isinstance(node, ast.Gain) or (isinstance(node, ast.Take) and node.payer != "chosen_other"):
            return self.transfer(node)
        if isinstance(node, ast.Take):
            amt = self.expr_fn(node.amount)
            self.asks.add("target")

            def take_chosen(rt: Runtime, owner: int, roller: int, n: int, bonus: int) -> Pending:
                def one(left: int) -> Pending:
                    def resume(rt: Runtime, target: Any) -> Pending | None:
                        rt.pay(int(target), owner, amt(rt, owner) + bonus, src)
                        return one(left - 1) if left > 1 else None

                    return Pending("target", owner, src, resume)

                return one(n)

            return take_chosen
        if isinstance(node, ast.Swap):
            excluded = self.selector(node.excluding) if node.excluding else frozenset()
            self.asks.add("swap")

            def swap(rt: Runtime, owner: int, roller: int, n: int, bonus: int) -> Pending:
                def one(left: int) -> Pending:
                    def resume(rt: Runtime, choice: Any) -> Pending | None:
                        if choice is not None:
                            rt.swap(owner, choice, src)
                        return one(left - 1) if left > 1 else None

                    return Pending("swap", owner, src, resume, excluded)

                return one(n)

            return swap
        if isinstance(node, ast.If):
            cond = self.cond_fn(node.cond)
            then = self.stmt(node.then)
            other = self.stmt(node.otherwise) if node.otherwise is not None else None

            def if_(rt: Runtime, owner: int, roller: int, n: int, bonus: int) -> Pending | None:
                if cond(rt, owner):
                    return then(rt, owner, roller, n, bonus)
                if other is not None:
                    return other(rt, owner, roller, n, bonus)
                return None

            return if_
        # an ability nested inside 'if'
        self._error("MK303", "abilities (dice, reroll, extra turn, bonus) cannot be conditional", node.pos)
        return _noop

    def transfer(self, node: ast.Gain | ast.Take) -> StmtFn:
        """gain / take from roller / take from each other, generated as one Python function."""
        amount = self.expr_src(node.amount)
        if isinstance(node, ast.Gain):
            body = f"    rt.pay(None, o, ({amount} + bonus) * n, src)"
        elif node.payer == "roller":
            body = f"    if roller != o:\n        rt.pay(roller, o, ({amount} + bonus) * n, src)"
        else:
            body = (
                f"    per = ({amount} + bonus) * n\n"
                "    np = rt.nplayers\n"
                "    for step in range(1, np):\n"
                "        rt.pay((o + step) % np, o, per, src)"
            )
        code = f"def effect(rt, o, roller, n, bonus):\n{body}\n"
        return _build(code, "effect", {"src": self.source})  # type: ignore[no-any-return]

    # -- expressions: compiled to Python source, then to one function --------------
    def expr(self, node: ast.Expr) -> int | ExprFn:
        """A folded constant, or a function of (runtime, owner)."""
        text = self.expr_src(node)
        if text.lstrip("-").isdigit():
            return int(text)
        return self.expr_fn(node)

    def expr_fn(self, node: ast.Expr) -> ExprFn:
        return _build(f"lambda rt, o: {self.expr_src(node)}")  # type: ignore[no-any-return]

    def cond_fn(self, node: ast.Cond) -> CondFn:
        return _build(f"lambda rt, o: {self.cond_src(node)}")  # type: ignore[no-any-return]

    def expr_src(self, node: ast.Expr) -> str:
        if isinstance(node, ast.Number):
            return str(node.value)
        if isinstance(node, ast.Coins):
            return "rt.coins[o]"
        if isinstance(node, ast.Landmarks):
            return "sum(rt.built[o])"
        if isinstance(node, ast.Count):
            idx = sorted(self.selector(node.selector))
            if not idx:
                return "0"
            return "(" + " + ".join(f"rt.cities[o][{i}]" for i in idx) + ")"
        left, right = self.expr_src(node.left), self.expr_src(node.right)
        if left.lstrip("-").isdigit() and right.lstrip("-").isdigit():
            return str(_ARITH[node.op](int(left), int(right)))
        return f"({left} {node.op} {right})"

    def cond_src(self, node: ast.Cond) -> str:
        if isinstance(node, ast.Compare):
            return f"({self.expr_src(node.left)} {node.op} {self.expr_src(node.right)})"
        if isinstance(node, ast.Built):
            if node.name not in self.sym.landmarks:
                self._unknown("landmark", node.name, self.sym.landmarks, node.pos)
                return "False"
            return f"rt.built[o][{self.sym.landmarks[node.name]}]"
        if isinstance(node, ast.Not):
            return f"(not {self.cond_src(node.operand)})"
        joiner = f" {node.op} "
        return "(" + joiner.join(self.cond_src(c) for c in node.operands) + ")"

    def selector(self, node: ast.Selector) -> frozenset[int]:
        sym = self.sym
        out: set[int] = set()
        positions = node.name_pos or (node.pos,) * len(node.names)
        for name, pos in zip(node.names, positions, strict=False):
            if node.kind == "card":
                if name not in sym.cards:
                    self._unknown("card", name, sym.cards, pos)
                else:
                    out.add(sym.cards[name])
            elif node.kind == "icon":
                if name not in sym.icons:
                    self._unknown("icon", name, sym.icons, pos)
                out.update(i for i, icon in enumerate(sym.card_icon) if icon == name)
            else:
                if name not in sym.colours:
                    self._unknown("colour", name, sym.colours, pos)
                out.update(i for i, col in enumerate(sym.card_colour) if col == name)
        return frozenset(out)


def _noop(rt: Runtime, owner: int, roller: int, n: int, bonus: int) -> None:
    return None


def _build(code: str, name: str | None = None, env: dict[str, Any] | None = None) -> Any:
    """Turn generated source into a function. The source holds only numbers,
    table indices and fixed keywords (never text from the edition file)."""
    namespace: dict[str, Any] = {"sum": sum, **(env or {})}
    if name is None:
        return eval(code, namespace)  # noqa: S307 - generated from the syntax tree, see docstring
    exec(code, namespace)  # noqa: S102 - generated from the syntax tree, see docstring
    return namespace[name]


def _sequence(stmts: list[StmtFn]) -> StmtFn | None:
    """Run statements in order; a decision pauses the rest until it is answered."""
    if not stmts:
        return None
    if len(stmts) == 1:
        return stmts[0]
    seq = tuple(stmts)

    def run(rt: Runtime, owner: int, roller: int, n: int, bonus: int) -> Pending | None:
        def from_(rt: Runtime, k: int) -> Pending | None:
            for i in range(k, len(seq)):
                pending = seq[i](rt, owner, roller, n, bonus)
                if pending is not None:
                    return pending.then(functools.partial(from_, k=i + 1))
            return None

        return from_(rt, 0)

    return run
