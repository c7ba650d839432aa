"""Compile effect-language programs into Python, once, at load time.

The compiler knows nothing about any particular edition: the names a program
uses (cards, icons, colours, landmarks) are resolved through a :class:`Symbols`
table that the loader builds from the edition file. Every statement becomes
Python source (only numbers, table indices and fixed words go into it, and
the effect's text as a comment), and
each effect's source is compiled once into named functions, registered with
:mod:`linecache` so that tracebacks and ``inspect.getsource`` show the
generated lines. The result is a :class:`dsl.runtime.CompiledEffect`: the
functions for activation and after the build phase, the passive abilities
(dice count, re-roll, extra turn on doubles, income bonuses) as data, and the
source itself (``CompiledEffect.python``).
"""

from __future__ import annotations

import difflib
import hashlib
import linecache
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, assert_never

from dsl import ast
from dsl.errors import DslError
from dsl.parser import parse
from dsl.runtime import CompiledEffect, StmtFn, ask_each, sequence


@dataclass(frozen=True)
class Symbols:
    """Names a program may use, resolved to indices of the edition's tables."""

    cards: Mapping[str, int]
    card_icon: Sequence[str]
    card_colour: Sequence[str]
    icons: Collection[str]
    colours: Collection[str]
    landmarks: Mapping[str, int]


_FOLD = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
_ARGS = "rt, o, roller, n, bonus"
"""Every generated statement function takes (runtime, owner, roller, copies, bonus)."""


def compile_effect(text: str, symbols: Symbols, source: str) -> CompiledEffect:
    """Parse and compile ``text``; ``source`` names the card or landmark in logs and
    in the generated functions' names.

    Raises :class:`DslError` for the first syntax error, or for every name
    problem found (``DslError.others`` holds the rest).
    """
    program = parse(text)
    return _Compiler(symbols, source).compile(text, program)


def python_name(ident: str) -> str:
    """``ident`` as a Python identifier (ids are already close to one)."""
    name = re.sub(r"[^0-9A-Za-z_]", "_", ident)
    return name if name and not name[0].isdigit() else f"_{name}"


class _Compiler:
    def __init__(self, symbols: Symbols, source: str):
        self.sym = symbols
        self.source = source
        self.errors: list[DslError] = []
        self.asks: set[str] = set()
        self.lines: list[str] = []
        self.fresh = 0

    # -- errors -------------------------------------------------------------
    def _error(self, code: str, message: str, pos: ast.Pos, hint: str | None = None) -> None:
        self.errors.append(DslError(code, message, pos.line, pos.column, hint))

    def _unknown(self, what: str, name: str, known: Collection[str], pos: ast.Pos) -> None:
        close = difflib.get_close_matches(name, list(known), n=1)
        hint = f"did you mean {close[0]!r}?" if close else None
        self._error("MK302", f"unknown {what} {name!r}", pos, hint)

    # -- program ------------------------------------------------------------
    def compile(self, text: str, program: ast.Program) -> CompiledEffect:
        max_dice, reroll, extra_turn = 1, False, False
        stmts: dict[str, list[ast.Stmt]] = {"activate": [], "after_build": []}
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
                    max_dice = max(max_dice, stmt.count)
                elif isinstance(stmt, ast.Reroll):
                    reroll = True
                elif isinstance(stmt, ast.ExtraTurn):
                    extra_turn = True
                else:
                    amount = self.const(stmt.amount)
                    if amount is None:
                        self._error("MK303", "a bonus amount must be a fixed number", stmt.amount.pos)
                        continue
                    bonuses.append((amount, self.selector(stmt.selector)))
                continue
            stmts[clause.trigger].append(stmt)
        base = python_name(self.source)
        names = {trigger: self.function(f"{base}_{trigger}", found) for trigger, found in stmts.items()}
        if self.errors:
            first = self.errors[0]
            first.others = self.errors[1:]  # type: ignore[attr-defined]
            raise first
        comment = [f"# {self.source}: {line}".rstrip() for line in text.strip().splitlines()]
        python = "\n".join([*comment, *self.lines]) if self.lines else ""
        fns = self.build(python) if python else {}
        const_gain = const_take = None
        only = stmts["activate"]
        if len(only) == 1 and isinstance(only[0], (ast.Gain, ast.Take)):
            folded = self.const(only[0].amount)
            if isinstance(only[0], ast.Gain):
                const_gain = folded
            elif only[0].payer == "roller":
                const_take = folded
        return CompiledEffect(
            text=text,
            program=program,
            on_activate=fns.get(names["activate"] or ""),
            after_build=fns.get(names["after_build"] or ""),
            max_dice=max_dice,
            reroll=reroll,
            extra_turn=extra_turn,
            bonuses=tuple(bonuses),
            const_gain=const_gain,
            const_take=const_take,
            asks=frozenset(self.asks),
            python=python,
        )

    def build(self, python: str) -> dict[str, StmtFn]:
        """Compile the effect's source once, under a pseudo-file that linecache knows."""
        digest = hashlib.sha256(python.encode("utf-8")).hexdigest()[:10]
        filename = f"<mk effect {self.source} {digest}>"
        linecache.cache[filename] = (len(python), None, python.splitlines(True), filename)
        namespace: dict[str, Any] = {"SRC": self.source, "ask_each": ask_each, "sequence": sequence, "sum": sum}
        # the source holds only numbers, table indices, fixed words and comments: no code from the edition file
        exec(compile(python, filename, "exec"), namespace)  # noqa: S102
        return namespace

    # -- statements ---------------------------------------------------------
    def function(self, name: str, stmts: list[ast.Stmt]) -> str | None:
        """Generate the function ``name`` running ``stmts`` in order; None when there are none.

        Statements that never wait for a decision share one body; otherwise each
        statement is a function of its own and :func:`dsl.runtime.sequence` runs them,
        pausing at a decision.
        """
        if not stmts:
            return None
        bodies = [self.body(stmt, "    ") for stmt in stmts]
        if len(stmts) == 1 or not any(any("return " in line for line in b) for b in bodies):
            self.lines += [f"def {name}({_ARGS}):", *_finished([line for b in bodies for line in b]), ""]
            return name
        steps = []
        for i, b in enumerate(bodies, 1):
            steps.append(f"{name}_{i}")
            self.lines += [f"def {name}_{i}({_ARGS}):", *_finished(b), ""]
        self.lines += [f"def {name}({_ARGS}):", f"    return sequence(({', '.join(steps)},), {_ARGS})", ""]
        return name

    def body(self, node: ast.Stmt, ind: str) -> list[str]:
        """Python lines for one statement, indented by ``ind``."""
        if isinstance(node, ast.Gain):
            return [f"{ind}rt.pay(None, o, ({self.expr_src(node.amount)} + bonus) * n, SRC)"]
        if isinstance(node, ast.Take):
            amount = self.expr_src(node.amount)
            if node.payer == "roller":
                return [f"{ind}if roller != o:", f"{ind}    rt.pay(roller, o, ({amount} + bonus) * n, SRC)"]
            if node.payer == "each_other":
                return [
                    f"{ind}per = ({amount} + bonus) * n",
                    f"{ind}np = rt.nplayers",
                    f"{ind}for step in range(1, np):",
                    f"{ind}    rt.pay((o + step) % np, o, per, SRC)",
                ]
            self.asks.add("target")
            act = self.name("pay_chosen")
            return [
                f"{ind}def {act}(rt, target):",
                f"{ind}    rt.pay(target, o, {amount} + bonus, SRC)",
                f'{ind}return ask_each("target", o, SRC, n, {act})',
            ]
        if isinstance(node, ast.Swap):
            self.asks.add("swap")
            excluded = sorted(self.selector(node.excluding)) if node.excluding else []
            act = self.name("swap")
            return [
                f"{ind}def {act}(rt, choice):",
                f"{ind}    if choice is not None:",
                f"{ind}        rt.swap(o, choice, SRC)",
                f'{ind}return ask_each("swap", o, SRC, n, {act}, frozenset({excluded}))',
            ]
        if isinstance(node, ast.If):
            lines = [f"{ind}if {self.cond_src(node.cond)}:", *self.body(node.then, ind + "    ")]
            if node.otherwise is not None:
                lines += [f"{ind}else:", *self.body(node.otherwise, ind + "    ")]
            return lines
        if isinstance(node, (ast.Dice, ast.Reroll, ast.ExtraTurn, ast.Bonus)):
            self._error("MK303", "abilities (dice, reroll, extra turn, bonus) cannot be conditional", node.pos)
            return [f"{ind}pass"]
        assert_never(node)

    def name(self, stem: str) -> str:
        self.fresh += 1
        return f"{stem}_{self.fresh}"

    # -- expressions and conditions, as Python source ----------------------------
    def const(self, node: ast.Expr) -> int | None:
        """The value of an expression that folds to a number, else None."""
        text = self.expr_src(node)
        return int(text) if text.lstrip("-").isdigit() else None

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
        if isinstance(node, ast.BinOp):
            left, right = self.expr_src(node.left), self.expr_src(node.right)
            if left.lstrip("-").isdigit() and right.lstrip("-").isdigit():
                return str(_FOLD[node.op](int(left), int(right)))
            return f"({left} {node.op} {right})"
        assert_never(node)

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
        if isinstance(node, ast.BoolOp):
            joiner = f" {node.op} "
            return "(" + joiner.join(self.cond_src(c) for c in node.operands) + ")"
        assert_never(node)

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


def _finished(body: list[str]) -> list[str]:
    """A function body that ends by returning (None unless its last line returns)."""
    return body if body[-1].startswith("    return ") else [*body, "    return None"]
