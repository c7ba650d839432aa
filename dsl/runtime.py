"""What compiled effects need at run time: no parser, no Lark.

The compiler (:mod:`dsl.compiler`) turns effect programs into Python source
that calls the few helpers here and the methods of a :class:`Runtime`; the
engine's state machine imports only this module, :mod:`dsl.analysis` and
:mod:`dsl.ast`, so playing a loaded edition never needs the parser.

A statement that needs a player's decision (a chosen player, a swap, a card to
give ...: every kind is declared in ``engine.core.decisions``) returns a
:class:`Pending` request instead of acting; the engine asks the player and
calls ``pending.resume(state, choice)``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from dsl import ast
from dsl.analysis import Analysis
from dsl.limits import AMOUNT


class Runtime(Protocol):
    """Everything compiled effects read and do: the generated code uses nothing else. Implemented by
    ``engine.core.state.State`` (the game; the methods are in ``engine.core.effects``) and
    ``engine.services.players.strategy.Probe`` (a bot valuing a card, which changes nothing); mypy checks
    both against it. Players are seat numbers; ``source`` is the id of the card or landmark whose
    effect acts (the events name it); ``c`` is a card's index in the edition's tables."""

    coins: list[int]
    cities: list[list[int]]
    built: list[list[bool]]
    invested: list[list[int]]
    """Coins invested on each card, per player."""
    nplayers: int
    player: int
    """Whose turn it is: the roller in a landmark's price or requirement, or an amount's condition."""
    total: int
    """The dice total of the turn, with any amount added to it."""
    dice: tuple[int, ...]
    built_nothing: bool
    received: int
    """The coins the roller received during this roll's income."""

    def pay(self, payer: int | None, receiver: int | None, amount: int, source: str) -> None:
        """``payer`` pays ``receiver`` ``amount`` (None: the bank), all they have when short."""
        ...

    def swap(self, owner: int, choice: Any, source: str) -> None:
        """The owner's answer to a ``swap``, ``(give, take, other)``: one exchange of two cards."""
        ...

    def effect_roll(self, count: int, source: str, then: Any) -> Pending | None:
        """Call ``then(runtime, total)`` with the total of the turn's effect dice, rolling them first (a
        chance node) if they have not been rolled this turn."""
        ...

    def decide(
        self, kind: str, owner: int, source: str, copies: int, act: Any, excluded: frozenset[int], extra: int = 0
    ) -> Pending | None:
        """Ask ``owner`` a ``kind`` decision once per copy; ``act(runtime, choice)`` applies each answer."""
        ...

    def demolish(self, owner: int, ident: str, source: str) -> None:
        """The owner's landmark ``ident`` becomes unbuilt, and its ability stops at once."""
        ...

    def give(self, owner: int, choice: tuple[str, int], source: str) -> None:
        """One copy of card ``choice[0]`` goes to player ``choice[1]`` (a closed copy first, still closed)."""
        ...

    def renovate(self, ident: str, source: str) -> int:
        """Every copy of card ``ident``, in every city, closes for renovation; returns its index (``it``)."""
        ...

    def activate_kind(self, owner: int, ident: str, source: str) -> Pending | None:
        """All the owner's open copies of card ``ident`` activate as if rolled (closed ones open instead)."""
        ...

    def another_turn(self, owner: int, source: str) -> None:
        """The owner takes another turn after this one (only on their own turn; one at most)."""
        ...

    def close(self, owner: int, c: int, copies: int, source: str) -> None:
        """``copies`` more of the owner's copies of card ``c`` close for renovation."""
        ...

    def return_card(self, owner: int, c: int, source: str) -> None:
        """One copy of card ``c`` goes from the owner's city back to the supply."""
        ...

    def invest(self, owner: int, c: int, amount: int, source: str) -> None:
        """The owner puts ``amount`` of their coins (at most what they have) on card ``c``; they stay there."""
        ...

    def pool(self, source: str) -> None:
        """Every player's coins are pooled and shared out evenly; the bank rounds each share up."""
        ...


class Inert:
    """The methods of :class:`Runtime` that change the game, doing nothing: the base of a runtime that
    only looks (``engine.services.players.strategy.Probe``, a bot valuing a card). A method added to the
    protocol that changes the game gets its no-op here too."""

    __slots__ = ()

    def swap(self, owner: int, choice: Any, source: str) -> None:
        return None

    def decide(
        self, kind: str, owner: int, source: str, copies: int, act: Any, excluded: frozenset[int], extra: int = 0
    ) -> Pending | None:
        return None

    def demolish(self, owner: int, ident: str, source: str) -> None:
        return None

    def give(self, owner: int, choice: tuple[str, int], source: str) -> None:
        return None

    def renovate(self, ident: str, source: str) -> int:
        return 0

    def activate_kind(self, owner: int, ident: str, source: str) -> Pending | None:
        return None

    def another_turn(self, owner: int, source: str) -> None:
        return None

    def close(self, owner: int, c: int, copies: int, source: str) -> None:
        return None

    def return_card(self, owner: int, c: int, source: str) -> None:
        return None

    def invest(self, owner: int, c: int, amount: int, source: str) -> None:
        return None

    def pool(self, source: str) -> None:
        return None


@dataclass(slots=True)
class Pending:
    """A decision an effect waits for.

    ``kind`` is a kind of decision asked by effects (``target``, ``swap``, ``demolish``, ``give``,
    ``renovate``, ``activate``, ``invest``: ``engine.core.decisions``), or ``effect_roll`` (dice for
    an effect: ``player`` is then the chance player, -1, and ``dice`` how many); ``player`` decides;
    ``excluded`` holds the card indices that may not be chosen; ``resume(runtime, choice)`` goes on
    with the answer and returns the next decision, if any.
    """

    kind: str
    player: int
    source: str
    resume: Callable[[Runtime, Any], Pending | None]
    excluded: frozenset[int] = frozenset()
    dice: int = 0
    extra: int = 0
    """A number the decision needs: coins to invest, or 1 when a ``give`` goes to the previous player."""

    def then(self, cont: Callable[[Runtime], Pending | None]) -> Pending:
        """This decision, followed by ``cont`` once it (and whatever it asks next) is done."""
        first = self.resume

        def resume(rt: Runtime, choice: Any) -> Pending | None:
            nxt = first(rt, choice)
            return nxt.then(cont) if nxt is not None else cont(rt)

        return Pending(self.kind, self.player, self.source, resume, self.excluded, self.dice, self.extra)


# fn(runtime, owner, roller, copies, bonus) -> Pending | None
StmtFn = Callable[[Runtime, int, int, int, int], "Pending | None"]


def ask_each(
    kind: str,
    owner: int,
    source: str,
    copies: int,
    act: Callable[[Runtime, Any], None],
    excluded: frozenset[int] = frozenset(),
) -> Pending:
    """Ask ``owner`` for a ``kind`` decision once per copy; ``act`` applies each answer."""

    def one(left: int) -> Pending:
        def resume(rt: Runtime, choice: Any) -> Pending | None:
            act(rt, choice)
            return one(left - 1) if left > 1 else None

        return Pending(kind, owner, source, resume, excluded)

    return one(copies)


def sequence(
    steps: tuple[StmtFn, ...], rt: Runtime, owner: int, roller: int, copies: int, bonus: int, start: int = 0
) -> Pending | None:
    """Run statements in order; a decision pauses the rest until it is answered."""
    for i in range(start, len(steps)):
        pending = steps[i](rt, owner, roller, copies, bonus)
        if pending is not None:
            return pending.then(functools.partial(_rest, steps, owner, roller, copies, bonus, i + 1))
    return None


def _rest(
    steps: tuple[StmtFn, ...], owner: int, roller: int, copies: int, bonus: int, start: int, rt: Runtime
) -> Pending | None:
    return sequence(steps, rt, owner, roller, copies, bonus, start)


def cap(amount: int) -> int:
    """An amount computed from coins, or a product of two amounts that vary, at most AMOUNT: coins
    then grow at most so much a payment (linearly over a game, never exponentially).

    >>> cap(10**30)
    1000000000
    """
    return amount if amount < AMOUNT else AMOUNT


def div_up(a: int, b: int) -> int:
    """``a / b rounded up``; dividing by 0 gives 0."""
    return -(-a // b) if b else 0


def div_down(a: int, b: int) -> int:
    """``a / b rounded down``; dividing by 0 gives 0 (each operand written once in the generated code,
    so nested divisions grow it linearly)."""
    return a // b if b else 0


def count(row: Sequence[int], cards: Sequence[int]) -> int:
    """The copies a city (``row``) holds of ``cards``: ``count(...)`` of a selector with many cards,
    which the generated code names once instead of writing a term per card."""
    return sum([row[i] for i in cards])


@dataclass(frozen=True)
class CompiledEffect:
    """One card's or landmark's effect: generated functions plus passive abilities as data, and the
    analysis of its syntax tree (:mod:`dsl.analysis`) that they were made from."""

    text: str
    program: ast.Program
    analysis: Analysis = field(default_factory=Analysis)
    """What the effect asks, reads and changes (the properties below read it)."""
    on_activate: StmtFn | None = None
    hooks: Mapping[str, StmtFn] = field(default_factory=dict)
    """Trigger (``after_build``, ``before_build``, ``after_income``, ``end_of_turn``, ``when_built``) to function."""
    max_dice: int = 1
    reroll: bool = False
    extra_turn: bool = False
    bonuses: tuple[tuple[int, frozenset[int]], ...] = ()
    add_to_total: tuple[tuple[int, Callable[[Runtime, int], bool] | None], ...] = ()
    """(amount, condition or None): the roller may add the amount to the dice total."""
    discounts: tuple[tuple[int, frozenset[int] | None], ...] = ()
    """(amount, landmark indices or None for all): landmarks cost the player less."""
    const_gain: int | None = None
    """Set when the whole activation is ``gain K``: the engine's fast path."""
    const_take: int | None = None
    """Set when the whole activation is ``take K from roller``: the engine's fast path."""
    python: str = ""
    """The generated Python source of the functions above (``mk editions --show NAME --compiled``)."""

    @property
    def asks(self) -> frozenset[str]:
        """The kinds of decision the effect may ask its owner (``target``, ``swap`` ...)."""
        return self.analysis.asks

    @property
    def reads_roller(self) -> bool:
        """Whether the activation reads who rolled (when not, it earns the same whoever rolls)."""
        return self.analysis.reads_roller

    @property
    def closes(self) -> bool:
        """Whether it can close cards for renovation (the game then checks closed copies in income)."""
        return self.analysis.closes

    @property
    def receipts(self) -> bool:
        """Whether it reads ``received`` (the game then counts what the roller receives in income)."""
        return self.analysis.receipts

    @property
    def swap_excluded(self) -> tuple[frozenset[int], ...]:
        """Per ``swap`` in the effect, the cards it may not trade (``excluding``)."""
        return self.analysis.swap_excluded

    @property
    def activates(self) -> frozenset[int]:
        """The cards its ``activate`` may choose (a chosen card's own ``activate`` would nest: refused at load)."""
        return self.analysis.activates

    @property
    def passive(self) -> bool:
        return (
            self.max_dice > 1
            or self.reroll
            or self.extra_turn
            or bool(self.bonuses)
            or bool(self.add_to_total)
            or bool(self.discounts)
        )
