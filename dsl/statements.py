"""Plain statements and statements that ask, each declared whole in one place.

A plain statement neither asks a decision nor rolls dice, and its code is one line in both engines
(``close this``, ``pool coins``). Everything mk needs to know about one is its :class:`Plain` entry
here: its words (the grammar: the parser adds them to the effect language's statements, so
``effect.lark`` does not list them), what it changes (for :mod:`dsl.analysis`), its Python form and
its native form (both compilers fill them: :mod:`dsl.forms`). Its rule text is the catalogs' message
``effect-plain-<name>`` (``locales/en/effects.ftl`` and each language's), its amounts and numbers as
variables named after ``params``. Its tree is one generic node, :class:`dsl.ast.Plain`, named after it.

So a new plain statement is one entry here and its rule text in the English catalog, plus what it
does to a game: the method of the ``Runtime`` protocol its Python form calls (:mod:`dsl.runtime`,
with its no-op in ``Inert``), that method in :mod:`engine.core.effects`, and the native helper its
native form calls (:mod:`engine.native.kernel.effects`). docs/architecture.md has the recipe.

Its words are Lark's: quoted words, ``expr`` for an amount and ``INT`` for a number. Each amount or
number fills the field of ``params`` in the same place (``{copies}``); ``{c}`` is the card whose
effect it is (the compilers refuse the statement on a landmark). In the Python form ``rt``, ``o``,
``n`` and ``SRC`` are the compiler's (the runtime, the owner, the copies that activated, the
effect's source); in the native form ``S``, ``o`` and ``n``.

A statement that asks its owner a decision (``may swap``, ``demolish landmark``, ``give card ... to
...``, ``renovate kind``, ``may activate kind ...``, ``may invest N``) is an :class:`Asking` entry: its words,
the decision kind it asks, what it changes, its parts (:class:`Param`), the Python line run with each
answer and the native engine's question and lines, side by side. The parser, the analysis, both
compilers, the narrator (its rule text is ``effect-<name>``, its parts as the variables ``Param.var``
names) and the native bots' probe read it (the card model values it as nothing of its own); its
tree is :class:`dsl.ast.Asking`. A new one that asks a decision mk has is an entry and its rule
text, plus what the answer does (as a plain statement's); tests/test_statements.py declares one in
the test alone and plays it on both engines.

>>> PLAIN["close_this"].form.python.format(c=3)
'rt.close(o, 3, n, SRC)'
>>> print(grammar().splitlines()[0])
%extend simple: "close" "this" -> close_this
>>> ASKING["give"].ask.format(mask="MASK0", previous=1)
'ask_give(S, o, MASK0, 1)'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from string import Formatter

from dsl import ast
from dsl.forms import Form


@dataclass(frozen=True)
class Plain:
    """A statement that neither asks nor rolls, of one line in both engines."""

    name: str
    """Its name: the grammar's alias for it and the name of its :class:`dsl.ast.Plain` node."""
    words: str
    """Its grammar (Lark): quoted words, ``expr`` for an amount, ``INT`` for a number."""
    changes: tuple[str, ...]
    """What it changes (:attr:`dsl.analysis.Analysis.changes`)."""
    form: Form
    """Its Python form and its native form."""
    params: tuple[str, ...] = ()
    """The fields its amounts and numbers fill, in the order the words have them."""


STATEMENTS = (
    Plain(
        "close_this",
        '"close" "this"',
        ("closed",),
        Form("rt.close(o, {c}, n, SRC)", "close(S, o, {c}, n)"),
    ),
    Plain(
        "return_this",
        '"return" "this"',
        ("cities",),
        Form("rt.return_card(o, {c}, SRC)", "return_card(S, o, {c})"),
    ),
    Plain(
        "pool",
        '"pool" "coins"',
        ("coins",),
        Form("rt.pool(SRC)", "pool(S)"),
    ),
    Plain(
        "another_turn",
        '"another" "turn"',
        ("turn",),
        Form("rt.another_turn(o, SRC)", "another_turn(S, o)"),
    ),
)
"""Every plain statement, in the order the grammar tries them."""

PLAIN = {plain.name: plain for plain in STATEMENTS}
"""Every plain statement by its name."""


# -- statements that ask -------------------------------------------------------------------------
@dataclass(frozen=True)
class Param:
    """A part of an asking statement's words, as its tree holds it (in :attr:`dsl.ast.Asking.args`).

    ``kind`` says what it is and how each place reads it:

    - ``excluding``: an optional selector (``None`` when the words leave it out): kinds never offered
      (the Python form's ``{excluded}`` card indices, the native form's ``{mask}`` of them);
    - ``activating``: a selector of the kinds offered, which the answer activates (the Python form's
      ``{excluded}`` are the others, the native form's ``{mask}`` these);
    - ``recipient``: ``chosen`` or ``previous`` (``{extra}`` and ``{previous}``: 1 for the previous player);
    - ``coins``: a number of coins (``{amount}``, and ``{extra}`` in the Python form), at least ``least``.

    ``var`` is the variable of the statement's rule text that shows it (the catalogs' ``text`` message).
    """

    kind: str
    var: str
    least: int = 0
    too_few: str = ""
    """The error (MK303) for a number below ``least``, the number in ``{}``."""


@dataclass(frozen=True)
class Asking:
    """A statement that asks its owner a decision (engine.core.decisions' ``kind``), declared whole.

    Its ``words`` are its grammar (square brackets: an optional part, ``None`` in the tree when left
    out); ``params`` the parts its tree holds, in order. The Python engine asks through ``python_ask``
    (``rt.decide(kind, o, SRC, copies, act, excluded, extra)`` by default) and runs ``python`` with each
    answer ``choice`` (its fields: ``c`` this card, ``amount``); the native engine calls ``ask`` (its
    answer ``a``), leaves on each of ``stop`` (a condition on ``a`` and ``break`` or ``continue``), then
    runs ``native``. A statement ``per_copy`` is asked once a copy that activated (else once), and a
    ``then`` after it runs after each answer (``n`` is 1 there) when ``then_each``, else once it is
    answered. ``passes``: the Python answer that does nothing; ``pending``: ``python`` may start an
    effect of its own (``pend``), which the rest waits for; ``names_it``: ``it`` after it is the kind
    chosen."""

    name: str
    words: str
    kind: str
    changes: tuple[str, ...]
    params: tuple[Param, ...]
    python: str
    ask: str
    native: tuple[str, ...]
    stop: tuple[tuple[str, str], ...] = (("a < 0", "break"),)
    per_copy: bool = True
    passes: str | None = None
    pending: bool = False
    names_it: bool = False
    extra: int = 0
    """``rt.decide``'s last argument where no part gives it (``give``: 1 for the previous player)."""
    then_each: bool = True
    """Whether a ``then`` after it runs after each answer (else once it is all answered)."""
    python_ask: str = 'rt.decide("{kind}", o, SRC, {copies}, {act}, frozenset({excluded}), {extra})'
    """What the Python engine's code returns to ask (``ask_each`` asks every copy even when the bots'
    probe would skip the question: it stops there)."""
    probe_stops: bool = False
    """Whether the bots' probe of an effect stops at it (it asks through ``ask_each``), else goes on."""

    @property
    def text(self) -> str:
        """Its rule text's message in the catalogs."""
        return f"effect-{self.name}"


ASKING_STATEMENTS = (
    Asking(
        "swap",
        '"may"? "swap" ["excluding" selector]',
        "swap",
        ("cities",),
        (Param("excluding", "unless"),),
        "rt.swap(o, choice, SRC)",
        "ask_swap(S, o, {mask})",  # asks, and makes the swap (engine.native.kernel.decisions)
        (),
        stop=(),
        passes="None",
        then_each=False,
        python_ask='ask_each("{kind}", o, SRC, {copies}, {act}, frozenset({excluded}))',
        probe_stops=True,
    ),
    Asking(
        "demolish",
        '"demolish" "landmark"',
        "demolish",
        ("landmarks",),
        (),
        "rt.demolish(o, choice, SRC)",
        "ask_demolish(S, o)",
        ("demolish(S, o, a)",),
    ),
    Asking(
        "give",
        '"give" "card" ["excluding" selector] "to" recipient',
        "give",
        ("cities",),
        (Param("excluding", "unless"), Param("recipient", "to")),
        "rt.give(o, choice, SRC)",
        "ask_give(S, o, {mask}, {previous})",
        ("move_card(S, o, a % NP, a // NP)", "refresh(S, o)", "refresh(S, a % NP)", "owned_changed(S, a // NP)"),
    ),
    Asking(
        "renovate",
        '"renovate" "kind" ["excluding" selector]',
        "renovate",
        ("closed",),
        (Param("excluding", "unless"),),
        "it = rt.renovate(choice, SRC)",
        "ask_renovate(S, o, {mask})",
        ("renovate(S, a)",),
        names_it=True,
    ),
    Asking(
        "activate",
        '"may" "activate" "kind" selector',
        "activate",
        ("coins",),  # what the activated cards do
        (Param("activating", "what"),),
        "pend = rt.activate_kind(o, choice, SRC)",
        "ask_activate(S, o, {mask})",
        ("activate_kind(S, o, a)",),
        stop=(("a == -2", "break"), ("a == -1", "continue")),
        passes="None",
        pending=True,
    ),
    Asking(
        "invest",
        '"may" "invest" INT',
        "invest",
        ("coins", "invested"),
        (Param("coins", "coins", least=1, too_few="investing {} coins changes nothing"),),
        'if choice == "yes": rt.invest(o, {c}, {amount}, SRC)',
        "ask_invest(S, o, {amount})",
        ("invest(S, o, {c}, {amount})",),
        stop=(("a != 1", "break"),),
        per_copy=False,
        then_each=False,
    ),
)
"""Every statement that asks, in the order the grammar tries them. One that asks is still the
compilers': ``take ... from chosen other`` (a payer chosen, its amount read of that player)."""

ASKING = {asking.name: asking for asking in ASKING_STATEMENTS}
"""Every asking statement by its name."""


def grammar() -> str:
    """The plain and asking statements' rules, as lines the effect language's grammar ends with."""
    entries: list[Plain | Asking] = [*PLAIN.values(), *ASKING.values()]
    return "".join(f"%extend simple: {entry.words} -> {entry.name}\n" for entry in entries)


def fields(
    node: ast.Plain,
    template: str,
    this: Callable[[], int],
    amount: Callable[[ast.Expr], str],
    number: Callable[[int], object] = lambda value: value,
) -> dict[str, object]:
    """What fills the fields of ``template``, one of ``node``'s forms: each amount compiled by ``amount``,
    each number through ``number`` (the native engine's bounds), and ``c``, when the form names it, the
    card ``this()`` gives."""
    plain = PLAIN[node.name]
    out: dict[str, object] = {
        param: number(arg) if isinstance(arg, int) else amount(arg)
        for param, arg in zip(plain.params, node.args, strict=True)
    }
    if "c" in {name for _, name, _, _ in Formatter().parse(template)}:
        out["c"] = this()
    return out
