"""Compile effect-language programs into Python, once, at load time.

The compiler knows nothing about any particular edition: the names a program
uses (cards, icons, colours, landmarks) are resolved through a :class:`Symbols`
table that the loader builds from the edition file. Every statement becomes
Python source (only numbers, table indices and fixed words go into it, and
the effect's text as a comment), built as nested blocks (:mod:`dsl.emit`) from
the effect's analysis (:mod:`dsl.analysis`: what it asks, reads and changes,
its constants folded on the tree), and
each effect's source is compiled once into named functions, registered with
:mod:`linecache` so that tracebacks and ``inspect.getsource`` show the
generated lines. The result is a :class:`dsl.runtime.CompiledEffect`: the
functions for activation and after the build phase, the passive abilities
(dice count, re-roll, extra turn on doubles, income bonuses) as data, and the
source itself (``CompiledEffect.python``).
"""

from __future__ import annotations

import hashlib
import linecache
import re
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, assert_never

from dsl import ast, forms
from dsl.analysis import Analysis, analyse, expr_reads, fold
from dsl.emit import Block
from dsl.errors import DslError, suggest
from dsl.limits import DICE
from dsl.parser import parse, parse_amount, parse_condition
from dsl.runtime import CompiledEffect, ask_each, cap, count, div_down, div_up, sequence
from dsl.statements import ASKING, PAYERS, PAYING, PLAIN, Asking, statement
from dsl.statements import fields as plain_fields

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
    selected: dict[tuple[str, tuple[str, ...]], frozenset[int]] = field(default_factory=dict, compare=False, repr=False)
    """The cards of each selector used so far (kind, names): every effect of an edition shares them."""


_FOLD = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
_ARGS = "rt, o, roller, n, bonus"
"""Every generated statement function takes (runtime, owner, roller, copies, bonus)."""
_PLAYER = {"owner": "o", "roller": "roller"}
_BANK = {"bank": "None"}
"""The bank, as ``rt.pay`` names it."""
_COINS = frozenset({"coins", "received", "invested"})
"""What an amount reads that makes it an amount of coins: it is then capped."""


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
    compiler.condition_function(name, cond, "a landmark's requirement")
    compiler.raise_errors()
    fn: Callable[[Any, int], bool] = compiler.build(compiler.source_text(f"requires {text}"))[name]
    return fn


def compile_amount(text: str, symbols: Symbols, source: str) -> Callable[[Any, int], int]:
    """Compile an amount on its own, as ``fn(runtime, player)`` (a landmark's price as an expression)."""
    expr = parse_amount(text)
    compiler = _Compiler(symbols, source, landmark=True)
    name = f"{python_name(source)}_price"
    value = compiler.expr_src(expr)
    if compiler.rolled is not None:
        compiler._error("MK303", "a price cannot roll dice", expr.pos)
    compiler.raise_errors()
    block = compiler.module.define(f"{name}(rt, o)")
    block.line("roller = rt.player")  # a price: whose turn it is
    block.ret(value)
    fn: Callable[[Any, int], int] = compiler.build(compiler.source_text(f"cost {text}"))[name]
    return fn


def python_name(ident: str) -> str:
    """``ident`` as a Python identifier (ids are already close to one)."""
    name = re.sub(r"[^0-9A-Za-z_]", "_", ident)
    return name if name and not name[0].isdigit() else f"_{name}"


def select(symbols: Symbols, selector: ast.Selector) -> frozenset[int]:
    """The indices of the cards a selector names (unknown names match nothing; ``it``: none)."""
    if selector.kind == "card":
        return frozenset(symbols.cards[n] for n in selector.names if n in symbols.cards)
    if selector.kind == "icon":
        return frozenset(i for i, icon in enumerate(symbols.card_icon) if icon in selector.names)
    if selector.kind == "colour":
        return frozenset(i for i, col in enumerate(symbols.card_colour) if col in selector.names)
    return frozenset()


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
        self.module = Block()
        """The generated functions."""
        self.fresh = 0
        # the scope of the statement being generated (see scoped)
        self.their: str | None = None
        """The variable holding the paying player while a ``take`` is generated."""
        self.read_their = False
        self.chosen_kind = False
        """Whether ``it`` (the kind chosen by ``renovate``) may be read."""
        self.rolled: int | None = None
        """The number of effect dice the statement being generated reads, if any."""
        self.selections: dict[str, tuple[int, ...]] = {}
        """Named card sets of ``count(...)`` (more than INLINE_CARDS cards): name -> card indices."""
        self.selection_notes: list[str] = []
        self.folded: dict[int, int | None] = {}
        """Each expression node's folded value, by identity (the program's tree outlives the compiler)."""

    @contextmanager
    def scoped(self, **values: Any) -> Iterator[None]:
        """Generate with scope flags (``their``, ``read_their``, ``chosen_kind``, ``rolled``) set, and
        set them back afterwards."""
        saved = {name: getattr(self, name) for name in values}
        for name, value in values.items():
            setattr(self, name, value)
        try:
            yield
        finally:
            for name, value in saved.items():
                setattr(self, name, value)

    # -- errors -------------------------------------------------------------
    def _error(self, code: str, message: str, pos: ast.Pos, hint: str | None = None) -> None:
        self.errors.append(DslError(code, message, pos.line, pos.column, hint))

    def _unknown(self, what: str, name: str, known: Collection[str], pos: ast.Pos) -> None:
        self._error("MK302", f"unknown {what} {name!r}", pos, suggest(name, sorted(known), f"{what}s"))

    def raise_errors(self) -> None:
        """Raise the first problem found, the others with it (``DslError.others``)."""
        if self.errors:
            first = self.errors[0]
            first.others = self.errors[1:]  # type: ignore[attr-defined]
            raise first

    # -- program ------------------------------------------------------------
    def compile(self, text: str, program: ast.Program) -> CompiledEffect:
        analysis = analyse(program, self.cards)
        stmts: dict[str, list[ast.Stmt]] = {trigger: [] for trigger in ast.TRIGGERS}
        passive = _Passive()
        base = python_name(self.source)
        for clause in program.clauses:
            stmt = clause.stmt
            if isinstance(stmt, ast.ABILITIES):
                if clause.trigger != "activate":
                    self._error("MK303", f"an ability cannot follow '{_TRIGGER_WORDS[clause.trigger]}:'", stmt.pos)
                else:
                    self.passive_ability(stmt, passive, base)
                continue
            if clause.trigger == "activate" and self.landmark:
                self._error(
                    "MK303",
                    "a landmark never activates on a roll: say when this happens (after build:, before build:, ...)",
                    stmt.pos,
                )
            stmts[clause.trigger].append(stmt)
        names = {trigger: self.function(f"{base}_{trigger}", found) for trigger, found in stmts.items()}
        self.raise_errors()
        python = self.source_text(text) if self.module.items else ""
        fns = self.build(python) if python else {}
        return CompiledEffect(
            text=text,
            program=program,
            analysis=analysis,
            on_activate=fns.get(names["activate"] or ""),
            hooks={t: fns[name] for t, name in names.items() if t != "activate" and name is not None},
            max_dice=passive.max_dice,
            reroll=passive.reroll,
            extra_turn=passive.extra_turn,
            bonuses=tuple(passive.bonuses),
            add_to_total=tuple((amount, fns[cond] if cond else None) for amount, cond in passive.adds),
            discounts=tuple(passive.discounts),
            **self.fast_path(stmts["activate"], analysis),
            python=python,
        )

    def fast_path(self, activation: list[ast.Stmt], analysis: Analysis) -> dict[str, int | None]:
        """``const_gain`` and ``const_take``: the engine pays an activation that is only ``gain K`` or only
        ``take K from roller`` itself, without calling its code."""
        out: dict[str, int | None] = {"const_gain": None, "const_take": None}
        only = activation[0] if len(activation) == 1 else None
        if isinstance(only, ast.Payment) and not analysis.asks and only.where is None:
            paying, fast = PAYING[only.name], PAYERS[only.payer].fast
            if fast is not None and paying.bonus and paying.receiver == "owner":
                out[fast] = self.fold(only.amount)
        return out

    def source_text(self, text: str) -> str:
        """The generated module: the effect's text as comments, the named card sets, the functions."""
        comment = [f"# {self.source}: {_printable(line)}".rstrip() for line in text.strip().splitlines()]
        return "\n".join([*comment, *self.selection_notes, *self.module.render()])

    def passive_ability(self, stmt: ast.Ability, passive: _Passive, base: str) -> None:
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
            when = self.condition_function(name, stmt.when, "the condition of an amount added to the total")
            passive.adds.append((stmt.amount, when))
        else:
            amount = self.fold(stmt.amount)
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

    def condition_function(self, name: str, cond: ast.Cond | None, what: str) -> str | None:
        """``name(rt, o)``: a condition on its own (``what`` it is, for messages), read for the player
        whose turn it is; it cannot roll effect dice (nothing there rolls them)."""
        if cond is None:
            return None
        saved, self.rolled = self.rolled, None
        src = self.cond_src(cond)
        if self.rolled is not None:
            self._error("MK303", f"{what} cannot roll dice: effect_roll is for what cards do", cond.pos)
        self.rolled = saved
        fn = self.module.define(f"{name}(rt, o)")
        fn.line("roller = rt.player")
        fn.ret(src)
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
        bodies = []
        for stmt in stmts:
            bodies.append(Block())
            self.body(stmt, bodies[-1])
        if len(stmts) == 1 or not any(b.may_return for b in bodies):
            fn = self.module.define(f"{name}({_ARGS})")
            for b in bodies:
                fn.extend(b)
            fn.finish()
            return name
        steps = []
        for i, b in enumerate(bodies, 1):
            steps.append(f"{name}_{i}")
            step = self.module.define(f"{name}_{i}({_ARGS})")
            step.extend(b)
            step.finish()
        self.module.define(f"{name}({_ARGS})").ret(f"sequence(({', '.join(steps)},), {_ARGS})")
        return name

    def body(self, node: ast.Stmt, out: Block) -> None:
        """One statement into ``out``; a statement that reads the effect dice waits for them (a chance
        node) and then runs."""
        inner = Block()
        with self.scoped(rolled=None):
            self.statement(node, inner)
            rolled = self.rolled
        if rolled is None:
            out.extend(inner)
            return
        cont = self.name("with_effect_roll")
        fn = out.define(f"{cont}(rt, {forms.EFFECT_ROLL.value.python})")
        fn.extend(inner)
        fn.finish()
        out.ret(forms.EFFECT_ROLL.python.format(dice=rolled, cont=cont))

    def statement(self, node: ast.Stmt, out: Block) -> None:
        statement(self, node, out)

    # the steps statements take (dsl.statements.Compiling), as the Python engine takes them
    def test(self, node: ast.Cond, their: str | None = None) -> str:
        with self.scoped(their=their or self.their):
            return self.cond_src(node)

    def coins(self, node: ast.Expr, their: str | None = None) -> tuple[str, bool]:
        with self.scoped(their=their or self.their, read_their=False):
            return self.amount(node), self.read_their

    def times(self, coins: str) -> str:
        return f"{coins} * n" if coins.isdigit() else f"({coins}) * n"

    def player_count(self, out: Block) -> str:
        out.line("np = rt.nplayers")
        return "np"

    def pay(self, payer: str, receiver: str, coins: str) -> str:
        return f"rt.pay({_BANK.get(payer, payer)}, {_BANK.get(receiver, receiver)}, {coins}, SRC)"

    def each_answer(self, kind: str, answer: str, out: Block) -> Block:
        act = self.name(f"with_{kind}")
        fn = out.define(f"{act}(rt, {answer})")
        out.ret(f'ask_each("{kind}", o, SRC, n, {act})')
        return fn

    def sequence(self, first: ast.Stmt, second: ast.Stmt, out: Block) -> None:
        first_name, second_name = self.name("first"), self.name("then")
        for name, stmt in ((first_name, first), (second_name, second)):
            fn = out.define(f"{name}({_ARGS})")
            self.body(stmt, fn)
            fn.finish()
        out.ret(f"sequence(({first_name}, {second_name}), {_ARGS})")

    def plain(self, node: ast.Plain, out: Block) -> None:
        form = PLAIN[node.name].form.python
        out.line(form.format(**plain_fields(node, form, lambda: self.this(node.pos), self.amount)))

    def ability(self, node: ast.Ability, out: Block) -> None:
        what = "abilities (dice, reroll, extra turn, bonus, add to total)"
        self._error("MK303", f"{what} cannot be conditional", node.pos)
        out.line("pass")

    def asking(self, node: ast.Asking, then: ast.Stmt | None, out: Block) -> None:
        """A statement that asks (its entry in dsl.statements): ``rt.decide`` once a copy (or once), its
        Python form run with each answer; ``then`` runs after each answer that did something."""
        entry = ASKING[node.name]
        values = self.asking_values(node, entry)
        act = self.name(node.name)
        rest = Block()
        if then is not None:
            with self.scoped(chosen_kind=entry.names_it):
                self.body(then, rest)
        fn = out.define(f"{act}(rt, choice)")
        if entry.passes is not None:
            fn.nest(f"if choice is {entry.passes}").ret()
        fn.line(entry.python.format(**values))
        if entry.pending:
            after = fn.define("rest(rt)")
            after.line("n = 1")
            after.extend(rest)
            after.finish()
            fn.ret("pend.then(rest) if pend is not None else rest(rt)")
        elif rest.items:
            fn.line("n = 1")
            fn.extend(rest)
            fn.finish()
        else:
            fn.ret()
        copies = "n" if entry.per_copy else "1"
        out.ret(entry.python_ask.format(kind=entry.kind, copies=copies, act=act, **values))

    def asking_values(self, node: ast.Asking, entry: Asking) -> dict[str, Any]:
        """What fills an asking statement's Python form and its ``rt.decide`` (dsl.statements.Param)."""
        values: dict[str, Any] = {"excluded": [], "extra": entry.extra}
        for param, arg in zip(entry.params, node.args, strict=True):
            if param.kind == "excluding":
                values["excluded"] = self.excluded(arg if isinstance(arg, ast.Selector) else None)
            elif param.kind == "activating" and isinstance(arg, ast.Selector):
                values["excluded"] = sorted(set(range(len(self.sym.cards))) - self.selector(arg))
            elif param.kind == "recipient":
                values["extra"] = 1 if arg == "previous" else 0
            elif param.kind == "coins" and isinstance(arg, int):
                if arg < param.least:
                    self._error("MK303", param.too_few.format(arg), node.pos)
                values["amount"] = values["extra"] = arg
        if "{c}" in entry.python:
            values["c"] = self.this(node.pos)
        return values

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

    def name(self, stem: str) -> str:
        self.fresh += 1
        return f"{stem}_{self.fresh}"

    # -- expressions and conditions, as Python source ----------------------------
    def cards(self, selector: ast.Selector) -> frozenset[int]:
        """The cards a selector names (reporting nothing: see :meth:`selector`), worked out once an edition."""
        key = (selector.kind, selector.names)
        found = self.sym.selected.get(key)
        if found is None:
            found = self.sym.selected[key] = select(self.sym, selector)
        return found

    def fold(self, node: ast.Expr) -> int | None:
        """The value of an expression that folds to a number on the tree, else None (each node folded once)."""
        return fold(node, self.cards, self.folded)

    def amount(self, node: ast.Expr) -> str:
        """An amount of coins; one that is always 0 or less can never do anything. One computed from
        coins is capped (``gain coins`` would double them every turn: dsl.limits.AMOUNT)."""
        before = len(self.errors)
        text = self.expr_src(node)
        value = self.fold(node)
        if len(self.errors) == before and value is not None and value <= 0:
            self._error("MK303", f"this never moves a coin: the amount is always {value}", node.pos)
        if expr_reads(node) & _COINS:
            return f"cap({text})"
        return text

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
            return (
                forms.ALL_COINS.python
                if node.whose == "all"
                else forms.COINS.python.format(p=self.player(node.whose, node.pos))
            )
        if isinstance(node, ast.Landmarks):
            if node.whose == "all":
                return f"sum({self.landmark_sum('b')} for b in rt.built)"
            return self.landmark_sum(f"rt.built[{self.player(node.whose, node.pos)}]")
        if isinstance(node, ast.Count):
            return self.count_src(node)
        if isinstance(node, ast.TurnFact):
            return forms.TURN_FACTS[node.name].python
        if isinstance(node, ast.Invested):
            return forms.INVESTED.python.format(c=self.this(node.pos))
        if isinstance(node, ast.Players):
            with self.scoped(their="q"):
                cond = self.cond_src(node.cond)
            return f"sum(1 for q in range(rt.nplayers) if {cond})"
        if isinstance(node, ast.EffectRoll):
            if node.count < 1:
                self._error("MK303", "effect dice are at least 1 die", node.pos)
            elif node.count > DICE:
                self._error("MK106", f"{node.count:,} dice: mk rolls at most {DICE} (dice)", node.pos)
            elif self.rolled is not None and self.rolled != node.count:
                self._error("MK303", "a statement reads one effect roll: use one number of dice", node.pos)
            self.rolled = node.count
            return forms.EFFECT_ROLL.value.python
        if isinstance(node, (ast.Div, ast.BinOp)):
            return self.arithmetic_src(node)
        assert_never(node)

    def arithmetic_src(self, node: ast.Div | ast.BinOp) -> str:
        """A division or an operation: folded when both sides are numbers on the tree."""
        left, right = self.expr_src(node.left), self.expr_src(node.right)
        if isinstance(node, ast.Div) and self.fold(node.right) == 0:
            self._error("MK303", "division by 0", node.right.pos)
            return "0"
        value = self.fold(node)
        if value is not None:
            return str(value)
        if isinstance(node, ast.Div):
            return forms.DIVISION[node.up].python.format(left=left, right=right)
        if node.op == "*":
            varies = self.fold(node.left) is None and self.fold(node.right) is None
            return (forms.CAPPED_PRODUCT if varies else forms.PRODUCT).python.format(left=left, right=right)
        return forms.OPERATION.python.format(left=left, op=node.op, right=right)

    def count_src(self, node: ast.Count) -> str:
        if node.selector.kind == "it":
            if not self.chosen_kind:
                self._error("MK303", "'it' is the kind chosen by 'renovate kind': use it after 'then'", node.pos)
                return "0"
            if node.whose == "all":
                return forms.ALL_CARDS.python.format(c="it")
            return forms.CARDS.python.format(p=self.player(node.whose, node.pos), c="it")
        idx = sorted(self.selector(node.selector))
        if not idx:
            return "0"
        row = f"rt.cities[{self.player(node.whose, node.pos)}]" if node.whose != "all" else "c"
        if len(idx) <= INLINE_CARDS:
            terms = "(" + " + ".join(f"{row}[{i}]" for i in idx) + ")"
        else:  # a name for the cards, so the code grows with the effect, not with the cards matched
            terms = f"count({row}, {self.selection(tuple(idx), node.selector)})"
        return f"sum({terms} for c in rt.cities)" if node.whose == "all" else terms

    def cond_src(self, node: ast.Cond) -> str:
        if isinstance(node, ast.Compare):
            return forms.COMPARE.python.format(
                left=self.expr_src(node.left), op=node.op, right=self.expr_src(node.right)
            )
        if isinstance(node, ast.Built):
            if node.name not in self.sym.landmarks:
                self._unknown("landmark", node.name, self.sym.landmarks, node.pos)
                return "False"
            j = self.sym.landmarks[node.name]
            if node.whose == "all":
                return forms.ALL_BUILT.python.format(j=j)
            return forms.BUILT.python.format(p=self.player(node.whose, node.pos), j=j)
        if isinstance(node, ast.Flag):
            return forms.FLAGS[node.name].python
        if isinstance(node, ast.Not):
            return forms.NOT.python.format(operand=self.cond_src(node.operand))
        if isinstance(node, ast.BoolOp):
            joiner = f" {node.op} "
            return "(" + joiner.join(self.cond_src(c) for c in node.operands) + ")"
        assert_never(node)

    def selector(self, node: ast.Selector) -> frozenset[int]:
        """The cards a selector names, reporting the names the edition does not know."""
        if node.kind == "it":
            self._error("MK303", "'it' counts the kind chosen earlier: use it in count(it)", node.pos)
            return frozenset()
        known = {"card": self.sym.cards, "icon": self.sym.icons, "colour": self.sym.colours}[node.kind]
        for name, pos in zip(node.names, node.name_pos or (node.pos,) * len(node.names), strict=False):
            if name not in known:
                self._unknown(node.kind, name, known, pos)
        return self.cards(node)


_TRIGGER_WORDS = {
    "after_build": "after build",
    "before_build": "before build",
    "after_income": "after income",
    "end_of_turn": "at end of turn",
    "when_built": "when built",
}


def _printable(text: str) -> str:
    """The text safe to put in a generated comment: characters Python source cannot hold become '?'."""
    return "".join(ch if ch.isprintable() else "?" for ch in text)
