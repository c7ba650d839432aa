"""Each construct's Python form and native form, side by side.

The effect language is compiled twice from one syntax tree: to Python for the Python engine
(:mod:`dsl.compiler`, over the ``Runtime`` protocol ``rt``) and to numba source for the native engine
(:mod:`engine.native.effects`, over the state array ``S``). Where a construct's code is one
expression or one line, its two forms are declared here, once, as templates filled with the same
fields, and both compilers read them: one form cannot change without the other in view, and
tests/test_forms.py checks that the two templates of every form take the same fields.

The names the templates use are the compilers' own: in the Python form ``rt`` (the runtime), ``o``
(the owner), ``n`` (copies), ``SRC`` (the effect's source, for events); in the native form ``S`` and
the layout's constants (engine.native.kernel.names), and the kernel's helpers. A statement of one
line, and a statement that asks a decision (which the Python engine answers through a continuation
and the native engine where it is asked), is declared whole, both forms included, in
:mod:`dsl.statements`; an effect roll's two shapes (a chance node in one engine, a draw in the other)
are :data:`EFFECT_ROLL`; a chosen payer stays in the compilers.

>>> COINS.python.format(p="o"), COINS.native.format(p="o")
('rt.coins[o]', 'S[COINS + o]')
"""

from __future__ import annotations

from dataclasses import dataclass
from string import Formatter


@dataclass(frozen=True)
class Form:
    """One construct's code in the two engines: ``str.format`` templates with the same fields."""

    python: str
    native: str

    def fields(self) -> tuple[set[str], set[str]]:
        """The fields of the Python template and of the native one."""
        parse = Formatter().parse
        return (
            {f for _, f, _, _ in parse(self.python) if f},
            {f for _, f, _, _ in parse(self.native) if f},
        )


# ---- amounts --------------------------------------------------------------------------------------
COINS = Form("rt.coins[{p}]", "S[COINS + {p}]")
"""``coins`` of a player ``p``."""
ALL_COINS = Form("sum(rt.coins)", "sum_coins(S)")
"""``coins of all``."""
TURN_FACTS = {
    "received": Form("rt.received", "S[RECEIVED]"),
    "total": Form("rt.total", "S[TOTAL]"),
    "dice": Form("len(rt.dice)", "S[NROLLED]"),
}
"""``received``, ``total``, ``dice``: facts of the turn."""
INVESTED = Form("rt.invested[o][{c}]", "S[INVEST + o * NC + {c}]")
"""``invested``: the coins invested on card ``c`` by its owner."""
CARDS = Form("rt.cities[{p}][{c}]", "S[CITY + {p} * NC + {c}]")
"""The copies of card ``c`` (a number, or ``it``: the kind chosen) in player ``p``'s city."""
ALL_CARDS = Form("sum(c[{c}] for c in rt.cities)", "count_kind(S, {c})")
"""The copies of card ``c`` in every city."""
DIVISION = {
    True: Form("div_up({left}, {right})", "div_up({left}, {right})"),
    False: Form("div_down({left}, {right})", "div_down({left}, {right})"),
}
"""``a / b`` rounded up (``True``) or down (a division by 0 is 0 in both engines)."""
OPERATION = Form("({left} {op} {right})", "({left} {op} {right})")
"""``a + b`` and ``a - b``."""
PRODUCT = Form("({left} * {right})", "mul(S, {left}, {right})")
"""``a * b`` when a side is a constant (the native engine's product marks a game whose numbers leave
64 bits: the Python engine plays it)."""
CAPPED_PRODUCT = Form("cap({left} * {right})", "cap(mul(S, {left}, {right}))")
"""``a * b`` of two amounts that vary: capped at the language's limit (coins * coins would grow
without bound)."""

# ---- conditions -----------------------------------------------------------------------------------
COMPARE = Form("({left} {op} {right})", "({left} {op} {right})")
"""``a < b`` and the other comparisons."""
BUILT = Form("rt.built[{p}][{j}]", "(S[BUILT + {p} * NL + {j}] == 1)")
"""``has LANDMARK``: player ``p`` has built landmark ``j``."""
ALL_BUILT = Form("all(b[{j}] for b in rt.built)", "all_built(S, {j})")
"""``all have LANDMARK``."""
FLAGS = {
    "doubles": Form("(len(rt.dice) > 1 and len(set(rt.dice)) == 1)", "is_doubles(S)"),
    "built_nothing": Form("rt.built_nothing", "(S[BUILTNOTHING] == 1)"),
}
"""``doubles`` (more than one die, all alike) and ``built_nothing`` (the roller built nothing this turn)."""
NOT = Form("(not {operand})", "(not {operand})")
"""``not a``."""


@dataclass(frozen=True)
class Rolling:
    """The dice a statement's effect roll brings (``effect_roll(N)``), whose two shapes differ: in the
    Python engine the statement waits for a chance node, and goes on in a continuation ``cont(rt, e)``
    (``python``: what the statement's code returns); in the native engine the dice are drawn where the
    statement is (``native``: the line before it). The amount reads the dice's total the same in both
    (``value``)."""

    python: str
    native: str
    value: Form


EFFECT_ROLL = Rolling("rt.effect_roll({dice}, SRC, {cont})", "e = effect_roll(S, {dice})", Form("e", "e"))
"""``effect_roll(N)``: N dice rolled once for the statement that reads them."""


def _every_form() -> dict[str, Form]:
    out: dict[str, Form] = {}
    for name, value in globals().items():
        if isinstance(value, Form):
            out[name] = value
        elif name.isupper() and isinstance(value, dict):
            out.update({f"{name}[{key!r}]": form for key, form in value.items() if isinstance(form, Form)})
    return out


FORMS = _every_form()
"""Every form of this module by its name (a table's as ``NAME[key]``), for the tests."""
