"""The effect language's statements, each declared whole in one place.

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

A statement that moves coins (``gain``, ``take ... from ...``, ``pay``) is a :class:`Paying` entry:
its words, who pays when they do not say, who receives, whether the card's bonus adds. Who may pay
is a :class:`Payer` entry (the bank, the owner, the roller, each other player, one the owner
chooses): its words after ``from``, how the payment is made, written once for both engines
(``flow``, against :class:`Compiling`: each compiler's own code for the same steps), who the bots'
card model says the coins come from, what it reads and asks. Its tree is :class:`dsl.ast.Payment`.
``if ... then ... else`` and ``then`` are written once the same way (:func:`statement`): a new
statement's code is never written twice. A passive ability (``may roll 2 dice``, ``bonus``,
``discount``) is none of these: it changes the turn, which both engines' turns read from the
compiled effect (dsl.runtime.CompiledEffect).

>>> PLAIN["close_this"].form.python.format(c=3)
'rt.close(o, 3, n, SRC)'
>>> print(grammar().splitlines()[0])
%extend simple: "gain" expr -> gain
>>> print(grammar().splitlines()[-3])
payer: "roller" -> payer_roller
>>> ASKING["give"].ask.format(mask="MASK0", previous=1)
'ask_give(S, o, MASK0, 1)'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from string import Formatter
from typing import Protocol, assert_never

from dsl import ast
from dsl.emit import Block
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
"""Every statement that asks, in the order the grammar tries them (a payer chosen by the owner is a
:class:`Payer`: ``take ... from chosen other``)."""

ASKING = {asking.name: asking for asking in ASKING_STATEMENTS}
"""Every asking statement by its name."""


# -- statements that move coins ----------------------------------------------------------------
class Compiling(Protocol):
    """What a compiler gives the statements written once here: each engine's own way of taking the
    same steps (:mod:`dsl.compiler` for the Python engine, :mod:`engine.native.effects` for the native
    one, and the native bots' probe over it). What is read of a player as ``their`` is the variable
    given; otherwise ``their`` is left as it is."""

    def body(self, node: ast.Stmt, out: Block) -> None:
        """Statement ``node`` into ``out`` (effect dice it reads rolled first)."""

    def test(self, node: ast.Cond, their: str | None = None) -> str:
        """A condition's code."""

    def coins(self, node: ast.Expr, their: str | None = None) -> tuple[str, bool]:
        """An amount of coins' code, and whether it reads ``their`` (then it is worked out per payer)."""

    def times(self, coins: str) -> str:
        """``coins`` once a copy that activated, for all of them (``n``)."""

    def player_count(self, out: Block) -> str:
        """The number of players, as the code after ``out``'s lines so far reads it."""

    def pay(self, payer: str, receiver: str, coins: str) -> str:
        """The line moving ``coins`` from ``payer`` to ``receiver`` (variables, or ``bank``)."""

    def each_answer(self, kind: str, answer: str, out: Block) -> Block:
        """A block run once a copy that activated, ``answer`` the owner's answer to a ``kind``
        decision (engine.core.decisions) there."""

    def sequence(self, first: ast.Stmt, second: ast.Stmt, out: Block) -> None:
        """``first``, then ``second`` once it is done (it may wait for a decision)."""

    def plain(self, node: ast.Plain, out: Block) -> None:
        """A plain statement (its :class:`Plain` entry's form)."""

    def asking(self, node: ast.Asking, then: ast.Stmt | None, out: Block) -> None:
        """A statement that asks (its :class:`Asking` entry), ``then`` after each answer."""

    def ability(self, node: ast.Ability, out: Block) -> None:
        """An ability where a statement was expected (inside ``if`` or ``then``): refused."""


Flow = Callable[[Compiling, ast.Payment, "Paying", Block], None]
"""How a payment is made: its lines, written once for both engines."""


def each_copy(cx: Compiling, node: ast.Payment, paying: Paying, their: str | None = None) -> tuple[str, bool]:
    """What a payment moves for one copy that activated (the amount, plus the card's bonus when the
    statement takes it), and whether it reads ``their``: the payer, the variable given."""
    coins, per_payer = cx.coins(node.amount, their)
    return (f"{coins} + bonus" if paying.bonus else coins), per_payer


def receiver(paying: Paying) -> str:
    """Who receives a payment: the owner's variable, or ``bank``."""
    return "o" if paying.receiver == "owner" else "bank"


def _from_bank(cx: Compiling, node: ast.Payment, paying: Paying, out: Block) -> None:
    out.line(cx.pay("bank", receiver(paying), cx.times(each_copy(cx, node, paying)[0])))


def _from_owner(cx: Compiling, node: ast.Payment, paying: Paying, out: Block) -> None:
    out.line(cx.pay("o", receiver(paying), cx.times(each_copy(cx, node, paying)[0])))


def _from_roller(cx: Compiling, node: ast.Payment, paying: Paying, out: Block) -> None:
    coins = each_copy(cx, node, paying, "roller")[0]
    out.nest("if roller != o").line(cx.pay("roller", receiver(paying), cx.times(coins)))


def _from_each_other(cx: Compiling, node: ast.Payment, paying: Paying, out: Block) -> None:
    """Each other player in turn order from the owner's left, those ``where`` holds for; the amount is
    worked out once, unless it reads the payer's own facts."""
    coins, per_payer = each_copy(cx, node, paying, "t")
    where = cx.test(node.where, "t") if node.where is not None else None
    if not per_payer:
        out.line(f"per = {cx.times(coins)}")
    players = cx.player_count(out)
    loop = out.nest(f"for step in range(1, {players})")
    loop.line(f"t = (o + step) % {players}")
    if where is not None:
        loop.nest(f"if not {where}").line("continue")
    loop.line(cx.pay("t", receiver(paying), cx.times(coins) if per_payer else "per"))


def _from_chosen_other(cx: Compiling, node: ast.Payment, paying: Paying, out: Block) -> None:
    """A player the owner chooses (a ``target`` decision) for each copy, each paying once."""
    each = cx.each_answer("target", "target", out)
    each.line(cx.pay("target", receiver(paying), each_copy(cx, node, paying, "target")[0]))


@dataclass(frozen=True)
class Payer:
    """Who pays a statement that moves coins, declared whole: its words after ``from`` (None: a
    statement names it itself, as ``gain`` the bank; words ending ``["where" cond]`` take a condition on
    each payer, the node's ``where``), how the payment is made (``flow``, written once for both engines
    against :class:`Compiling`), and what the rest of mk reads of it."""

    name: str
    words: str | None
    flow: Flow
    party: str
    """Who the owner's coins come from in the bots' card model (engine.core.cardmodel): ``bank``,
    ``roller``, ``each`` (each other player) or ``chosen`` (one other player, the owner's choice)."""
    reads: tuple[str, ...] = ()
    """What it reads of the turn (:attr:`dsl.analysis.Analysis.reads`)."""
    asks: str | None = None
    """The decision it asks the owner (engine.core.decisions' kind); the bots' probe stops at it."""
    fast: str | None = None
    """The engine pays an activation that is only this payment, of a fixed amount plus the bonus to
    the owner, itself: the field of dsl.compiler.CompiledEffect holding the amount."""


PAYERS = {
    payer.name: payer
    for payer in (
        Payer("bank", None, _from_bank, "bank", fast="const_gain"),
        Payer("owner", None, _from_owner, "bank"),
        Payer("roller", '"roller"', _from_roller, "roller", reads=("roller",), fast="const_take"),
        Payer("each_other", '"each" "other" ["where" cond]', _from_each_other, "each"),
        Payer("chosen_other", '"chosen" "other"', _from_chosen_other, "chosen", asks="target"),
    )
}
"""Who pays, by name (``payer`` of a :class:`dsl.ast.Payment`), in the order the grammar tries them."""


@dataclass(frozen=True)
class Paying:
    """A statement that moves coins, declared whole: its words (``expr`` the amount, ``payer`` a
    :class:`Payer` with words), who pays when the words do not say, who receives, and whether the
    card's bonus (engine.core.effects: a Shopping Mall's) adds to each copy's amount. Its rule text
    is ``effect-<name>`` (``$amount``; ``$payer`` and ``$where`` when its words name the payer)."""

    name: str
    words: str
    payer: str | None
    receiver: str
    """``owner`` or ``bank``."""
    bonus: bool

    @property
    def text(self) -> str:
        return f"effect-{self.name}"


PAYING = {
    paying.name: paying
    for paying in (
        Paying("gain", '"gain" expr', "bank", "owner", bonus=True),
        Paying("take", '"take" expr "from" payer', None, "owner", bonus=True),
        Paying("pay", '"pay" expr', "owner", "bank", bonus=False),
    )
}
"""Every statement that moves coins by its name."""


def statement(cx: Compiling, node: ast.Stmt, out: Block) -> None:
    """Statement ``node``'s code into ``out``: the same steps for both engines, each compiler's own
    words for them (:class:`Compiling`)."""
    if isinstance(node, ast.Payment):
        PAYERS[node.payer].flow(cx, node, PAYING[node.name], out)
    elif isinstance(node, ast.If):
        cx.body(node.then, out.nest(f"if {cx.test(node.cond)}"))
        if node.otherwise is not None:
            cx.body(node.otherwise, out.nest("else"))
    elif isinstance(node, ast.Then):
        first = node.first
        if isinstance(first, ast.Asking) and ASKING[first.name].then_each:
            cx.asking(first, node.second, out)  # the rest after each answer
        else:
            cx.sequence(first, node.second, out)
    elif isinstance(node, ast.Plain):
        cx.plain(node, out)
    elif isinstance(node, ast.Asking):
        cx.asking(node, None, out)
    elif isinstance(node, ast.ABILITIES):
        cx.ability(node, out)
    else:
        assert_never(node)


def grammar() -> str:
    """The declared statements' rules, as lines the effect language's grammar ends with: each
    statement's words, and who may pay (``payer``)."""
    entries: list[Paying | Plain | Asking] = [*PAYING.values(), *PLAIN.values(), *ASKING.values()]
    rules = "".join(f"%extend simple: {entry.words} -> {entry.name}\n" for entry in entries)
    named = [f"{payer.words} -> payer_{payer.name}" for payer in PAYERS.values() if payer.words is not None]
    return rules + "payer: " + "\n     | ".join(named) + "\n"


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
