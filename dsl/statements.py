"""Plain statements, each declared whole in one place.

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

>>> PLAIN["close_this"].form.python.format(c=3)
'rt.close(o, 3, n, SRC)'
>>> print(grammar().splitlines()[0])
%extend simple: "close" "this" -> close_this
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


def grammar() -> str:
    """The plain statements' rules, as lines the effect language's grammar ends with."""
    return "".join(f"%extend simple: {plain.words} -> {plain.name}\n" for plain in PLAIN.values())


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
