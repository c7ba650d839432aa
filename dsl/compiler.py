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

import dis
import hashlib
import linecache
import re
import types
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, assert_never

from dsl import ast
from dsl.errors import DslError, suggest
from dsl.limits import DICE
from dsl.parser import parse, parse_amount, parse_condition
from dsl.runtime import CompiledEffect, ask_each, cap, count, div_down, div_up, sequence

INLINE_CARDS = 8
"""A ``count(...)`` of at most this many cards is written out term by term (the fastest code); a larger
one reads a named card set, so that generated code grows with the effect, not with the cards matched."""


@dataclass(frozen=True)
class Symbols:
    """Names a program may use, resolved to indices of the edition's tables."""

    cards: Mapping[str, int]
    card_icon: Sequence[str]
    card_colour: Sequence[str]
    icons: Collection[str]
    colours: Collection[str]
    landmarks: Mapping[str, int]
    counting: Sequence[int] | None = None
    """Indices of the landmarks that count towards winning (``landmarks`` counts those); None: all."""


_FOLD = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
_ARGS = "rt, o, roller, n, bonus"
"""Every generated statement function takes (runtime, owner, roller, copies, bonus)."""
_PLAYER = {"owner": "o", "roller": "roller"}
_READS_COINS = re.compile(r"\brt\.(coins|received|invested)\b")
"""Generated code that reads coins: an amount computed from it is capped."""


def compile_effect(text: str, symbols: Symbols, source: str, landmark: bool = False) -> CompiledEffect:
    """Parse and compile ``text``; ``source`` names the card or landmark in logs and
    in the generated functions' names. A ``landmark`` never activates on a roll.

    Raises :class:`DslError` for the first syntax error, or for every name
    problem found (``DslError.others`` holds the rest).
    """
    program = parse(text)
    return _Compiler(symbols, source, landmark).compile(text, program)


def compile_condition(text: str, symbols: Symbols, source: str) -> Callable[[Any, int], bool]:
    """Compile a condition on its own, as ``fn(runtime, player)`` (a landmark's ``requires``)."""
    cond = parse_condition(text)
    compiler = _Compiler(symbols, source, landmark=True)
    name = f"{python_name(source)}_requires"
    compiler.condition_function(name, cond)
    if compiler.errors:
        first = compiler.errors[0]
        first.others = compiler.errors[1:]  # type: ignore[attr-defined]
        raise first
    comment = [f"# {source}: requires {_printable(line)}".rstrip() for line in text.strip().splitlines()]
    fn: Callable[[Any, int], bool] = compiler.build("\n".join([*comment, *compiler.selection_notes, *compiler.lines]))[
        name
    ]
    return fn


def compile_amount(text: str, symbols: Symbols, source: str) -> Callable[[Any, int], int]:
    """Compile an amount on its own, as ``fn(runtime, player)`` (a landmark's price as an expression)."""
    expr = parse_amount(text)
    compiler = _Compiler(symbols, source, landmark=True)
    name = f"{python_name(source)}_price"
    source_line = compiler.expr_src(expr)
    if compiler.rolled is not None:
        compiler._error("MK303", "a price cannot roll dice", expr.pos)
    if compiler.errors:
        first = compiler.errors[0]
        first.others = compiler.errors[1:]  # type: ignore[attr-defined]
        raise first
    comment = [f"# {source}: cost {_printable(line)}".rstrip() for line in text.strip().splitlines()]
    lines = [
        *comment,
        *compiler.selection_notes,
        *compiler.lines,
        f"def {name}(rt, o):",
        f"    return {source_line}",
        "",
    ]
    fn: Callable[[Any, int], int] = compiler.build("\n".join(lines))[name]
    return fn


def python_name(ident: str) -> str:
    """``ident`` as a Python identifier (ids are already close to one)."""
    name = re.sub(r"[^0-9A-Za-z_]", "_", ident)
    return name if name and not name[0].isdigit() else f"_{name}"


@dataclass
class _Passive:
    """An effect's passive abilities, as its clauses are compiled."""

    max_dice: int = 1
    reroll: bool = False
    extra_turn: bool = False
    bonuses: list[tuple[int, frozenset[int]]] = field(default_factory=list)
    adds: list[tuple[int, str | None]] = field(default_factory=list)
    discounts: list[tuple[int, frozenset[int] | None]] = field(default_factory=list)


class _Compiler:
    def __init__(self, symbols: Symbols, source: str, landmark: bool = False):
        self.sym = symbols
        self.source = source
        self.landmark = landmark
        self.errors: list[DslError] = []
        self.asks: set[str] = set()
        self.swap_excluded: list[frozenset[int]] = []
        self.activates: set[int] = set()
        """The cards an ``activate`` of the effect may choose."""
        self.lines: list[str] = []
        self.fresh = 0
        self.their: str | None = None
        """The variable holding the paying player while a ``take`` is generated."""
        self.read_their = False
        self.closes = False
        """Whether a statement closes cards for renovation (``close this``, ``renovate``)."""
        self.receipts = False
        """Whether an amount reads ``received`` (the game must then count what the roller receives)."""
        self.chosen_kind = False
        """Whether ``it`` (the kind chosen by ``renovate``) may be read."""
        self.rolled: int | None = None
        """The number of effect dice the statement being generated reads, if any."""
        self.selections: dict[str, tuple[int, ...]] = {}
        """Named card sets of ``count(...)`` (more than INLINE_CARDS cards): name -> card indices."""
        self.selection_notes: list[str] = []

    # -- errors -------------------------------------------------------------
    def _error(self, code: str, message: str, pos: ast.Pos, hint: str | None = None) -> None:
        self.errors.append(DslError(code, message, pos.line, pos.column, hint))

    def _unknown(self, what: str, name: str, known: Collection[str], pos: ast.Pos) -> None:
        self._error("MK302", f"unknown {what} {name!r}", pos, suggest(name, sorted(known), f"{what}s"))

    # -- program ------------------------------------------------------------
    def compile(self, text: str, program: ast.Program) -> CompiledEffect:
        stmts: dict[str, list[ast.Stmt]] = {trigger: [] for trigger in ast.TRIGGERS}
        passive = _Passive()
        base = python_name(self.source)
        for clause in program.clauses:
            stmt = clause.stmt
            if isinstance(stmt, ast.ABILITIES):
                if clause.trigger != "activate":
                    self._error("MK303", f"an ability cannot follow '{_TRIGGER_WORDS[clause.trigger]}:'", stmt.pos)
                else:
                    self.ability(stmt, passive, base)
                continue
            if clause.trigger == "activate" and self.landmark:
                self._error(
                    "MK303",
                    "a landmark never activates on a roll: say when this happens (after build:, before build:, ...)",
                    stmt.pos,
                )
            stmts[clause.trigger].append(stmt)
        names = {trigger: self.function(f"{base}_{trigger}", found) for trigger, found in stmts.items()}
        if self.errors:
            first = self.errors[0]
            first.others = self.errors[1:]  # type: ignore[attr-defined]
            raise first
        comment = [f"# {self.source}: {_printable(line)}".rstrip() for line in text.strip().splitlines()]
        python = "\n".join([*comment, *self.selection_notes, *self.lines]) if self.lines else ""
        fns = self.build(python) if python else {}
        const_gain = const_take = None
        only = stmts["activate"]
        if len(only) == 1 and isinstance(only[0], (ast.Gain, ast.Take)) and not self.asks:
            folded = self.const(only[0].amount)
            if isinstance(only[0], ast.Gain):
                const_gain = folded
            elif only[0].payer == "roller":
                const_take = folded
        on_activate = fns.get(names["activate"] or "")
        return CompiledEffect(
            text=text,
            program=program,
            on_activate=on_activate,
            reads_roller=on_activate is not None and _reads(on_activate.__code__, "roller"),
            hooks={t: fns[name] for t, name in names.items() if t != "activate" and name is not None},
            max_dice=passive.max_dice,
            reroll=passive.reroll,
            extra_turn=passive.extra_turn,
            bonuses=tuple(passive.bonuses),
            add_to_total=tuple((amount, fns[cond] if cond else None) for amount, cond in passive.adds),
            discounts=tuple(passive.discounts),
            const_gain=const_gain,
            const_take=const_take,
            closes=self.closes,
            receipts=self.receipts,
            asks=frozenset(self.asks),
            swap_excluded=tuple(self.swap_excluded),
            activates=frozenset(self.activates),
            python=python,
        )

    def ability(self, stmt: ast.Ability, passive: _Passive, base: str) -> None:
        """A passive ability (more dice, re-roll, another turn, a discount, an amount added to the total,
        a bonus), checked and noted in ``passive``."""
        if isinstance(stmt, ast.Dice):
            if stmt.count < 1:
                self._error("MK303", "a player rolls at least 1 die", stmt.pos)
            elif stmt.count > DICE:
                self._error("MK106", f"{stmt.count:,} dice: mk rolls at most {DICE} (dice)", stmt.pos)
                return
            passive.max_dice = max(passive.max_dice, stmt.count)
        elif isinstance(stmt, ast.Reroll):
            passive.reroll = True
        elif isinstance(stmt, ast.ExtraTurn):
            passive.extra_turn = True
        elif isinstance(stmt, ast.Discount):
            if stmt.amount < 1:
                self._error("MK303", "a discount of 0 changes nothing", stmt.pos)
            passive.discounts.append((stmt.amount, self.landmark_set(stmt)))
        elif isinstance(stmt, ast.AddToTotal):
            if stmt.amount < 1:
                self._error("MK303", "adding 0 to the total changes nothing", stmt.pos)
            name = f"{base}_add_when_{len(passive.adds) + 1}"
            passive.adds.append((stmt.amount, self.condition_function(name, stmt.when)))
        else:
            assert isinstance(stmt, ast.Bonus)
            amount = self.const(stmt.amount)
            if amount is None:
                self._error("MK303", "a bonus amount must be a fixed number", stmt.amount.pos)
                return
            passive.bonuses.append((amount, self.selector(stmt.selector)))

    def selection(self, cards: tuple[int, ...], selector: ast.Selector) -> str:
        """The name under which the generated code reads the card set ``cards`` of ``selector``."""
        for name, known in self.selections.items():
            if known == cards:
                return name
        name = f"S{len(self.selections)}"
        self.selections[name] = cards
        self.selection_notes.append(f"# {name}: the {len(cards)} cards of {selector.kind}({', '.join(selector.names)})")
        return name

    def build(self, python: str) -> dict[str, Any]:
        """Compile the effect's source once, under a pseudo-file that linecache knows."""
        digest = hashlib.sha256(python.encode("utf-8")).hexdigest()[:10]
        filename = f"<mk effect {self.source} {digest}>"
        linecache.cache[filename] = (len(python), None, python.splitlines(True), filename)
        namespace: dict[str, Any] = {
            "SRC": self.source,
            "ask_each": ask_each,
            "sequence": sequence,
            "div_up": div_up,
            "div_down": div_down,
            "count": count,
            **self.selections,
            "cap": cap,
            "sum": sum,
            "len": len,
            "set": set,
        }
        # the source holds only numbers, table indices, fixed words and comments: no code from the edition file
        exec(compile(python, filename, "exec"), namespace)  # noqa: S102
        return namespace

    def condition_function(self, name: str, cond: ast.Cond | None) -> str | None:
        if cond is None:
            return None
        self.lines += [f"def {name}(rt, o):", f"    return {self.cond_src(cond)}", ""]
        return name

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
        """Python lines for one statement, indented by ``ind``; a statement that reads the
        effect dice waits for them (a chance node) and then runs."""
        outer, self.rolled = self.rolled, None
        lines = self.statement(node, ind + "    ")
        rolled, self.rolled = self.rolled, outer
        if rolled is None:
            return [line[4:] for line in lines]
        cont = self.name("with_effect_roll")
        return [
            f"{ind}def {cont}(rt, e):",
            *lines,
            *([] if lines[-1].lstrip().startswith("return ") else [f"{ind}    return None"]),
            f"{ind}return rt.effect_roll({rolled}, SRC, {cont})",
        ]

    def statement(self, node: ast.Stmt, ind: str) -> list[str]:
        if isinstance(node, ast.Gain):
            amount = self.amount(node.amount)
            return [f"{ind}rt.pay(None, o, ({amount} + bonus) * n, SRC)"]
        if isinstance(node, ast.Take):
            return self.take(node, ind)
        if isinstance(node, ast.Swap):
            self.asks.add("swap")
            excluded = sorted(self.selector(node.excluding)) if node.excluding else []
            self.swap_excluded.append(frozenset(excluded))
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
        if isinstance(node, ast.Pay):
            return [f"{ind}rt.pay(o, None, {self.amount(node.amount)} * n, SRC)"]
        if isinstance(node, ast.CloseThis):
            self.closes = True
            return [f"{ind}rt.close(o, {self.this(node.pos)}, n, SRC)"]
        if isinstance(node, ast.ReturnThis):
            return [f"{ind}rt.return_card(o, {self.this(node.pos)}, SRC)"]
        if isinstance(node, ast.Pool):
            return [f"{ind}rt.pool(SRC)"]
        if isinstance(node, ast.AnotherTurn):
            return [f"{ind}rt.another_turn(o, SRC)"]
        if isinstance(node, ast.Invest):
            if node.amount < 1:
                self._error("MK303", "investing 0 coins changes nothing", node.pos)
            self.asks.add("invest")
            act = self.name("invest")
            return [
                f"{ind}def {act}(rt, choice):",
                f'{ind}    if choice == "yes":',
                f"{ind}        rt.invest(o, {self.this(node.pos)}, {node.amount}, SRC)",
                f"{ind}    return None",
                f'{ind}return rt.decide("invest", o, SRC, 1, {act}, frozenset(), {node.amount})',
            ]
        if isinstance(node, (ast.Demolish, ast.Give, ast.Renovate, ast.Activate)):
            return self.decision(node, None, ind)
        if isinstance(node, ast.Then):
            if isinstance(node.first, (ast.Demolish, ast.Give, ast.Renovate, ast.Activate)):
                return self.decision(node.first, node.second, ind)
            first, second = self.name("first"), self.name("then")
            return [
                f"{ind}def {first}({_ARGS}):",
                *[f"{ind}{line}" for line in _finished(self.body(node.first, "    "))],
                f"{ind}def {second}({_ARGS}):",
                *[f"{ind}{line}" for line in _finished(self.body(node.second, "    "))],
                f"{ind}return sequence(({first}, {second}), {_ARGS})",
            ]
        if isinstance(node, ast.ABILITIES):
            self._error(
                "MK303", "abilities (dice, reroll, extra turn, bonus, add to total) cannot be conditional", node.pos
            )
            return [f"{ind}pass"]
        assert_never(node)

    def decision(
        self, node: ast.Demolish | ast.Give | ast.Renovate | ast.Activate, then: ast.Stmt | None, ind: str
    ) -> list[str]:
        """A decision asked once per copy (``rt.decide``); ``then`` runs after each one that happened."""
        act = self.name(type(node).__name__.lower())
        extra = 0
        if isinstance(node, ast.Demolish):
            kind, excluded, op = "demolish", [], "rt.demolish(o, choice, SRC)"
        elif isinstance(node, ast.Give):
            kind, excluded, op = "give", self.excluded(node.excluding), "rt.give(o, choice, SRC)"
            extra = 1 if node.to == "previous" else 0
        elif isinstance(node, ast.Renovate):
            kind, excluded, op = "renovate", self.excluded(node.excluding), "it = rt.renovate(choice, SRC)"
            self.closes = True
        else:
            chosen = self.selector(node.selector)
            self.activates |= chosen
            kind, excluded = "activate", sorted(set(range(len(self.sym.cards))) - chosen)
            op = "pend = rt.activate_kind(o, choice, SRC)"
        self.asks.add(kind)
        outer, self.chosen_kind = self.chosen_kind, isinstance(node, ast.Renovate)
        rest = self.body(then, "        ") if then is not None else []
        self.chosen_kind = outer
        lines = [f"{ind}def {act}(rt, choice):"]
        if kind == "activate":
            lines.append(f"{ind}    if choice is None:")
            lines.append(f"{ind}        return None")
        lines.append(f"{ind}    {op}")
        if kind == "activate":
            lines += [
                f"{ind}    def rest(rt):",
                f"{ind}        n = 1",
                *[f"{ind}{line}" for line in _finished(rest or ["        pass"], "        ")],
                f"{ind}    return pend.then(rest) if pend is not None else rest(rt)",
            ]
        elif rest:
            lines += [f"{ind}    n = 1", *[f"{ind}{line[4:]}" for line in _finished(rest, "        ")]]
        else:
            lines.append(f"{ind}    return None")
        lines.append(f'{ind}return rt.decide("{kind}", o, SRC, n, {act}, frozenset({excluded}), {extra})')
        return lines

    def landmark_set(self, node: ast.Discount) -> frozenset[int] | None:
        if not node.names:
            return None
        out = set()
        for name, pos in zip(node.names, node.name_pos or (node.pos,) * len(node.names), strict=False):
            if name not in self.sym.landmarks:
                self._unknown("landmark", name, self.sym.landmarks, pos)
            else:
                out.add(self.sym.landmarks[name])
        return frozenset(out)

    def excluded(self, node: ast.Selector | None) -> list[int]:
        return sorted(self.selector(node)) if node is not None else []

    def this(self, pos: ast.Pos) -> int:
        """The index of the card whose effect this is."""
        if self.source not in self.sym.cards or self.landmark:
            self._error("MK303", "'this' is the card whose effect it is: a landmark has no copies", pos)
            return 0
        return self.sym.cards[self.source]

    def take(self, node: ast.Take, ind: str) -> list[str]:
        if node.payer == "roller":
            self.their = "roller"
            amount = self.amount(node.amount)
            self.their = None
            return [f"{ind}if roller != o:", f"{ind}    rt.pay(roller, o, ({amount} + bonus) * n, SRC)"]
        if node.payer == "each_other":
            self.their, self.read_their = "t", False
            amount = self.amount(node.amount)
            per_payer = self.read_their
            where = self.cond_src(node.where) if node.where is not None else None
            self.their = None
            lines = [] if per_payer else [f"{ind}per = ({amount} + bonus) * n"]
            lines += [f"{ind}np = rt.nplayers", f"{ind}for step in range(1, np):", f"{ind}    t = (o + step) % np"]
            if where is not None:
                lines.append(f"{ind}    if not {where}:")
                lines.append(f"{ind}        continue")
            pay = f"({amount} + bonus) * n" if per_payer else "per"
            return [*lines, f"{ind}    rt.pay(t, o, {pay}, SRC)"]
        self.asks.add("target")
        act = self.name("pay_chosen")
        self.their = "target"
        amount = self.amount(node.amount)
        self.their = None
        return [
            f"{ind}def {act}(rt, target):",
            f"{ind}    rt.pay(target, o, {amount} + bonus, SRC)",
            f'{ind}return ask_each("target", o, SRC, n, {act})',
        ]

    def name(self, stem: str) -> str:
        self.fresh += 1
        return f"{stem}_{self.fresh}"

    # -- expressions and conditions, as Python source ----------------------------
    def amount(self, node: ast.Expr) -> str:
        """An amount of coins; one that is always 0 or less can never do anything. One computed from
        coins is capped (``gain coins`` would double them every turn: dsl.limits.AMOUNT)."""
        before = len(self.errors)
        text = self.expr_src(node)
        if len(self.errors) == before and text.lstrip("-").isdigit() and int(text) <= 0:
            self._error("MK303", f"this never moves a coin: the amount is always {int(text)}", node.pos)
        if _READS_COINS.search(text):
            return f"cap({text})"
        return text

    def const(self, node: ast.Expr) -> int | None:
        """The value of an expression that folds to a number, else None."""
        saved = (list(self.errors), self.rolled)
        text = self.expr_src(node)
        self.errors, self.rolled = saved
        return int(text) if text.lstrip("-").isdigit() else None

    def player(self, whose: str, pos: ast.Pos) -> str:
        """The variable of the player whose facts are read (``all`` is handled by the caller)."""
        if whose == "their":
            if self.their is None:
                self._error("MK303", "'their' means the paying player: use it in 'take ... from'", pos)
                return "o"
            self.read_their = True
            return self.their
        return _PLAYER[whose]

    def landmark_sum(self, row: str) -> str:
        counting = self.sym.counting if self.sym.counting is not None else range(len(self.sym.landmarks))
        if not counting:
            return "0"
        return "(" + " + ".join(f"{row}[{j}]" for j in counting) + ")"

    def expr_src(self, node: ast.Expr) -> str:
        if isinstance(node, ast.Number):
            return str(node.value)
        if isinstance(node, ast.Coins):
            return "sum(rt.coins)" if node.whose == "all" else f"rt.coins[{self.player(node.whose, node.pos)}]"
        if isinstance(node, ast.Landmarks):
            if node.whose == "all":
                return f"sum({self.landmark_sum('b')} for b in rt.built)"
            return self.landmark_sum(f"rt.built[{self.player(node.whose, node.pos)}]")
        if isinstance(node, ast.Count):
            if node.selector.kind == "it":
                if not self.chosen_kind:
                    self._error("MK303", "'it' is the kind chosen by 'renovate kind': use it after 'then'", node.pos)
                    return "0"
                if node.whose == "all":
                    return "sum(c[it] for c in rt.cities)"
                return f"rt.cities[{self.player(node.whose, node.pos)}][it]"
            idx = sorted(self.selector(node.selector))
            if not idx:
                return "0"
            row = f"rt.cities[{self.player(node.whose, node.pos)}]" if node.whose != "all" else "c"
            if len(idx) <= INLINE_CARDS:
                terms = "(" + " + ".join(f"{row}[{i}]" for i in idx) + ")"
            else:  # a name for the cards, so the code grows with the effect, not with the cards matched
                terms = f"count({row}, {self.selection(tuple(idx), node.selector)})"
            return f"sum({terms} for c in rt.cities)" if node.whose == "all" else terms
        if isinstance(node, ast.TurnFact):
            if node.name == "received":
                self.receipts = True
                return "rt.received"
            return "rt.total" if node.name == "total" else "len(rt.dice)"
        if isinstance(node, ast.Invested):
            return f"rt.invested[o][{self.this(node.pos)}]"
        if isinstance(node, ast.Players):
            outer, self.their = self.their, "q"
            cond = self.cond_src(node.cond)
            self.their = outer
            return f"sum(1 for q in range(rt.nplayers) if {cond})"
        if isinstance(node, ast.EffectRoll):
            if node.count < 1:
                self._error("MK303", "effect dice are at least 1 die", node.pos)
            elif node.count > DICE:
                self._error("MK106", f"{node.count:,} dice: mk rolls at most {DICE} (dice)", node.pos)
            elif self.rolled is not None and self.rolled != node.count:
                self._error("MK303", "a statement reads one effect roll: use one number of dice", node.pos)
            self.rolled = node.count
            return "e"
        if isinstance(node, ast.Div):
            left, right = self.expr_src(node.left), self.expr_src(node.right)
            if right == "0":
                self._error("MK303", "division by 0", node.right.pos)
                return "0"
            if left.lstrip("-").isdigit() and right.lstrip("-").isdigit():
                a, b = int(left), int(right)
                return str(-(-a // b) if node.up else a // b)
            return f"div_up({left}, {right})" if node.up else f"div_down({left}, {right})"
        if isinstance(node, ast.BinOp):
            left, right = self.expr_src(node.left), self.expr_src(node.right)
            if left.lstrip("-").isdigit() and right.lstrip("-").isdigit():
                return str(_FOLD[node.op](int(left), int(right)))
            if node.op == "*" and not left.lstrip("-").isdigit() and not right.lstrip("-").isdigit():
                return f"cap({left} * {right})"  # coins * coins would grow without bound
            return f"({left} {node.op} {right})"
        assert_never(node)

    def cond_src(self, node: ast.Cond) -> str:
        if isinstance(node, ast.Compare):
            return f"({self.expr_src(node.left)} {node.op} {self.expr_src(node.right)})"
        if isinstance(node, ast.Built):
            if node.name not in self.sym.landmarks:
                self._unknown("landmark", node.name, self.sym.landmarks, node.pos)
                return "False"
            j = self.sym.landmarks[node.name]
            if node.whose == "all":
                return f"all(b[{j}] for b in rt.built)"
            return f"rt.built[{self.player(node.whose, node.pos)}][{j}]"
        if isinstance(node, ast.Flag):
            if node.name == "doubles":
                return "(len(rt.dice) > 1 and len(set(rt.dice)) == 1)"
            return "rt.built_nothing"
        if isinstance(node, ast.Not):
            return f"(not {self.cond_src(node.operand)})"
        if isinstance(node, ast.BoolOp):
            joiner = f" {node.op} "
            return "(" + joiner.join(self.cond_src(c) for c in node.operands) + ")"
        assert_never(node)

    def selector(self, node: ast.Selector) -> frozenset[int]:
        sym = self.sym
        out: set[int] = set()
        if node.kind == "it":
            self._error("MK303", "'it' counts the kind chosen earlier: use it in count(it)", node.pos)
            return frozenset()
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


_TRIGGER_WORDS = {
    "after_build": "after build",
    "before_build": "before build",
    "after_income": "after income",
    "end_of_turn": "at end of turn",
    "when_built": "when built",
}


def _finished(body: list[str], ind: str = "    ") -> list[str]:
    """A function body (indented by ``ind``) that ends by returning (None unless its last line returns)."""
    return body if body[-1].startswith(ind + "return ") else [*body, ind + "return None"]


def _printable(text: str) -> str:
    """The text safe to put in a generated comment: characters Python source cannot hold become '?'."""
    return "".join(ch if ch.isprintable() else "?" for ch in text)


_LOADS = frozenset({"LOAD_FAST", "LOAD_FAST_CHECK", "LOAD_FAST_AND_CLEAR", "LOAD_DEREF", "LOAD_CLOSURE"})


def _reads(code: types.CodeType, name: str) -> bool:
    """Whether generated code (or a function nested in it) reads the local variable ``name``."""
    if name in code.co_cellvars:
        return True
    for ins in dis.get_instructions(code):
        if ins.opname in _LOADS and ins.argval == name:
            return True
    return any(_reads(c, name) for c in code.co_consts if isinstance(c, types.CodeType))
