"""The game in English: events, actions, questions and card text.

Everything else deals in typed values (events, actions, refusals); this module
and :mod:`engine.core.reasons` (why an action is refused) are where they
become words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from dsl import ast
from dsl.parser import parse_condition
from dsl.statements import PLAIN
from engine.core.decisions import DECISIONS
from engine.core.edition import RULES, Edition
from engine.core.events import (
    Built,
    Closed,
    Demolished,
    EffectRolled,
    Event,
    ExtraTurn,
    Gave,
    Invested,
    Returned,
    Rolled,
    Swapped,
    TotalChanged,
    Transfer,
    TurnStarted,
    Won,
)
from engine.core.outcome import Outcome, Termination
from engine.core.show import coins
from engine.core.state import Action, State


def question(kind: str) -> str:
    """What a player is asked for a decision of ``kind``, in general."""
    decision = DECISIONS.get(kind)
    return "Choose:" if decision is None else decision.question


def ask(state: State) -> str:
    """What the player is asked now, naming the card that asks and what is at stake
    ("TV Station: who pays you 5 coins?")."""
    kind = state.kind or ""
    decision = DECISIONS.get(kind)
    pend = state.pending
    if decision is None or (decision.effect and (pend is None or pend.kind != kind)):
        return question(kind)
    said = decision.prompt(state)
    if said is not None or pend is None:
        return said or question(kind)
    ed = state.game.edition
    card = ed.name_of(pend.source)
    stmt = _asking(pend.source, kind, ed)
    amount = getattr(stmt, "amount", None)
    if decision.about is not None and amount is not None:
        return f"{card}: {decision.about.format(amount=_amount(amount, ed))}"
    if stmt is not None:
        return f"{card}: {_stmt(stmt, ed)}. {question(kind)}"
    return f"{card}: {question(kind)}"


def _asking(source: str, kind: str, ed: Edition) -> ast.Stmt | None:
    """The statement of card or landmark ``source`` that asks a ``kind`` decision (from its effect's analysis)."""
    if source in ed.card_index:
        effect = ed.cards[ed.card_index[source]].effect
    elif source in ed.landmark_index:
        effect = ed.landmarks[ed.landmark_index[source]].effect
    else:
        return None
    return effect.analysis.askers.get(kind)


def ending(outcome: Outcome, names: Sequence[str]) -> str:
    """How a game ended, in a sentence (every front end's words for an :class:`Outcome`)."""
    match outcome.termination:
        case Termination.WON:
            assert outcome.winner is not None
            return f"{names[outcome.winner]} wins after {outcome.turns:,} turns!"
        case Termination.STALLED:
            return f"The bots played {outcome.turns:,} turns without a winner: the game stops here."
        case Termination.TURN_CAP:
            return f"No winner in {outcome.turns:,} turns: the turn cap ended the game."
        case Termination.OVERFLOW:
            return f"After {outcome.turns:,} turns a number grew past 64 bits: the Python engine plays this game."
        case _:
            assert_never(outcome.termination)


def action_label(action: Action, state: State, names: Sequence[str]) -> str:
    """A menu line for a legal action of ``state``, e.g. "Cafe (2 coins)"."""
    kind, choice = action
    decision = DECISIONS.get(kind)
    return f"{kind} {choice}" if decision is None else decision.label(choice, state, names)


def describe(
    event: Event,
    edition: Edition,
    names: Sequence[str],
    brief: bool = False,
    subject: int | None = None,
    you: bool = False,
    viewer: int | None = None,
) -> str:
    """One sentence for one event, e.g. "Bob's Cafe takes 1 coin from Ann (Ann had 1, 1 forgiven)".

    ``brief`` says it as short as it can be said, for the story of a turn in one paragraph: the bank
    goes without saying ("Ann's Bakery earns 1 coin"), a shortfall is "(all Ann had)"; and player
    ``subject``, the one whose turn the paragraph tells, is the paragraph's subject: "rolls 5",
    "their Bakery earns 1 coin", "Bob's Cafe takes 1 coin from them" (``you``: "your Bakery", "from
    you", for the person at the keyboard; ``viewer``: that person's seat when the turn is another's,
    "your Wheat Field earns 1 coin", "takes 1 coin from you").
    """
    name = edition.name_of
    voice = _Voice(names, subject, you, viewer)
    start, their, them = voice.start, voice.their, voice.them

    if isinstance(event, TurnStarted):
        extra = " (extra turn)" if event.extra else ""
        return f"Turn {event.turn}: {names[event.player]}{extra}"
    if isinstance(event, Rolled):
        verb = "re-rolls" if event.reroll else "rolls"
        dice = " + ".join(str(d) for d in event.dice)
        total = f" = {sum(event.dice)}" if len(event.dice) > 1 else ""
        doubles = " (doubles)" if len(event.dice) > 1 and len(set(event.dice)) == 1 else ""
        return f"{start(event.player)}{verb} {dice}{total}{doubles}"
    if isinstance(event, Transfer):
        return _transfer(event, edition, voice, brief)
    if isinstance(event, Built):
        who = start(event.player)
        if event.ident is None:
            return f"{who}builds nothing"
        what = "completes" if event.landmark else "buys"
        if event.cost < 0:
            return f"{who}{what} {name(event.ident)} and gets {coins(-event.cost)}"
        return f"{who}{what} {name(event.ident)} for {coins(event.cost)}"
    if isinstance(event, Swapped):
        if event.give is None or event.take is None:
            return f"{their(event.player)} {name(event.source)}: no swap"
        return (
            f"{their(event.player)} {name(event.source)}: swaps {name(event.give)} "
            f"for {their(event.other)} {name(event.take)}"
        )
    if isinstance(event, ExtraTurn):
        if event.doubles:
            return f"{start(event.player)}rolled doubles and takes another turn"
        return f"{start(event.player)}takes another turn"
    if isinstance(event, Won):
        return _won(event, edition, voice)
    if isinstance(event, Demolished):
        return f"{their(event.player)} {name(event.source)} demolishes {name(event.landmark)}"
    if isinstance(event, Gave):
        if _for_everyone(edition, event.source):
            return (
                f"{start(event.player)}gives {name(event.card)} to {them(event.to)} with the "
                f"{name(event.source)}, which works for everyone"
            )
        return f"{their(event.player)} {name(event.source)} gives {name(event.card)} to {them(event.to)}"
    if isinstance(event, Closed):
        copies = "a copy" if event.copies == 1 else f"{event.copies} copies"
        return f"{name(event.source)} closes {copies} of {their(event.player)} {name(event.card)} for renovation"
    if isinstance(event, Returned):
        return f"{their(event.player)} {name(event.card)} goes back to the supply"
    if isinstance(event, Invested):
        return f"{start(event.player)}invests {coins(event.amount)} in {name(event.source)} ({event.total} on it)"
    if isinstance(event, TotalChanged):
        return f"{their(event.player)} {name(event.source)} adds {event.added}: the total is {event.total}"
    if isinstance(event, EffectRolled):
        dice = " + ".join(str(d) for d in event.dice)
        total = f" = {sum(event.dice)}" if len(event.dice) > 1 else ""
        return f"{start(event.player)}rolls {dice}{total} for {name(event.source)}"
    assert_never(event)


def _transfer(event: Transfer, edition: Edition, voice: _Voice, brief: bool) -> str:
    card = edition.name_of(event.source)
    if event.receiver is None:
        assert event.payer is not None
        return f"{voice.start(event.payer)}pays {coins(event.paid)} to the bank ({card})"
    head, tail = _receiver(event, edition, voice)
    if event.payer is None:
        return f"{head}earns {coins(event.amount)}{'' if brief else ' from the bank'}{tail}"
    payer = voice.them(event.payer)
    if brief and event.paid == 0:
        return f"{head}takes nothing from {payer} (none left){tail}"
    text = f"{head}takes {coins(event.paid)} from {payer}{tail}"
    if event.paid < event.amount:
        text += (
            f" (all {voice.they(event.payer)} had)"
            if brief
            else f" ({payer} had {event.paid}, {event.amount - event.paid} forgiven)"
        )
    return text


def _won(event: Won, edition: Edition, voice: _Voice) -> str:
    if event.landmark is not None:
        return f"{voice.start(event.player)}has built the {edition.name_of(event.landmark)} and wins!"
    if event.needed is not None:
        return f"{voice.start(event.player)}has built {event.needed} landmarks and wins!"
    return f"{voice.start(event.player)}has built every landmark and wins!"


def paragraph(
    events: Sequence[Event], edition: Edition, names: Sequence[str], you: bool = False, viewer: int | None = None
) -> str:
    """A turn (so far) in one paragraph: "Turn 5: Bob: rolls 3; their Cafe takes 1 coin from Ann;
    buys Forest for 3 coins". The turn's player is the subject (``you``: the person at the keyboard,
    "your Bakery"; ``viewer``: that person's seat, told "your" and "you" in any player's turn), everything
    is said briefly (see :func:`describe`), and a card that takes from several players says so once
    ("their Stadium takes 2 coins each from Ann and Cem")."""
    head, *rest = events
    subject = head.player if isinstance(head, TurnStarted) else None
    if viewer is not None and viewer == subject:
        you = True
    text = describe(head, edition, names)
    said: list[str] = []
    i = 0
    while i < len(rest):
        event = rest[i]
        group = [event]
        if isinstance(event, Transfer) and event.payer is not None and event.receiver is not None and event.paid:
            while i + len(group) < len(rest):
                nxt = rest[i + len(group)]
                if not (
                    isinstance(nxt, Transfer)
                    and (nxt.source, nxt.receiver) == (event.source, event.receiver)
                    and nxt.payer is not None
                    and nxt.paid
                ):
                    break
                group.append(nxt)
        if len(group) > 1:
            said.append(_takes(group, edition, names, subject, you, viewer))  # type: ignore[arg-type]
        else:
            said.append(describe(event, edition, names, brief=True, subject=subject, you=you, viewer=viewer))
        i += len(group)
    return f"{text}: {'; '.join(said)}" if said else text


def _takes(
    group: list[Transfer], edition: Edition, names: Sequence[str], subject: int | None, you: bool, viewer: int | None
) -> str:
    """One card taking from several players, in one sentence."""
    voice = _Voice(names, subject, you, viewer)
    head, tail = _receiver(group[0], edition, voice)

    def who(t: Transfer) -> str:
        assert t.payer is not None
        short = f" (all {voice.they(t.payer)} had)" if t.paid < t.amount else ""
        return voice.them(t.payer) + short

    if len({t.paid for t in group}) == 1 and all(t.paid == t.amount for t in group):
        return f"{head}takes {coins(group[0].paid)} each from {_and([who(t) for t in group])}{tail}"
    return f"{head}takes " + _and([f"{coins(t.paid)} from {who(t)}" for t in group]) + tail


class _Voice:
    """How a paragraph names players: its subject (the turn's player) by pronouns, the viewer (the person
    at the keyboard, in another's turn) as "your" and "you", others by name."""

    def __init__(self, names: Sequence[str], subject: int | None, you: bool, viewer: int | None = None):
        self.names = names
        self.subject = subject
        self.you = you
        self.viewer = viewer if viewer != subject else None

    def start(self, p: int) -> str:
        """A sentence's actor, with the space before the verb (nothing for the subject)."""
        return "" if p == self.subject else f"{self.names[p]} "

    def their(self, p: int) -> str:
        if p == self.viewer:
            return "your"
        return ("your" if self.you else "their") if p == self.subject else f"{self.names[p]}'s"

    def them(self, p: int) -> str:
        if p == self.viewer:
            return "you"
        return ("you" if self.you else "them") if p == self.subject else self.names[p]

    def they(self, p: int) -> str:
        if p == self.viewer:
            return "you"
        return ("you" if self.you else "they") if p == self.subject else self.names[p]


def _receiver(event: Transfer, edition: Edition, voice: _Voice) -> tuple[str, str]:
    """The start of a sentence about coins ``event`` moves to its receiver, up to the verb, and its end."""
    assert event.receiver is not None
    card = edition.name_of(event.source)
    if event.source == RULES:
        return voice.start(event.receiver), " by the rules"
    if _for_everyone(edition, event.source):  # the receiver need not own it
        return voice.start(event.receiver), f" with the {card}, which works for everyone"
    return f"{voice.their(event.receiver)} {card} ", ""


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _for_everyone(edition: Edition, source: str) -> bool:
    """Whether ``source`` is a landmark that works for every player (``scope: everyone``)."""
    j = edition.landmark_index.get(source)
    return j is not None and edition.landmarks[j].scope == "everyone"


# -- card text rendered from the effect language --------------------------------
def effect_text(program: ast.Program, edition: Edition) -> str:
    """English text of a compiled effect (for ``show CARD`` and docs)."""
    if not program.clauses:
        return "No ability."
    parts = []
    for clause in program.clauses:
        text = _stmt(clause.stmt, edition)
        if clause.trigger != "activate":
            text = f"{_WHEN[clause.trigger]}, {text[0].lower()}{text[1:]}"
        parts.append(text[0].upper() + text[1:])
    return ". ".join(parts) + "."


_WHEN = {
    "after_build": "after your build phase",
    "before_build": "just before you build",
    "after_income": "after income on your turn",
    "end_of_turn": "at the end of your turn",
    "when_built": "when you build it",
}
_WHOSE = {"owner": "your", "roller": "the roller's", "their": "their", "all": "all players'"}


def condition_text(text: str, edition: Edition) -> str:
    """English for a condition written in the effect language (a landmark's ``requires``)."""
    return _cond(parse_condition(text), edition)


def _stmt(node: ast.Stmt, ed: Edition) -> str:
    if isinstance(node, ast.Gain):
        return f"get {_amount(node.amount, ed)} from the bank"
    if isinstance(node, ast.Take):
        source = {
            "roller": "the roller",
            "each_other": "each other player",
            "chosen_other": "one other player of your choice",
        }[node.payer]
        where = f" for whom {_cond(node.where, ed)}" if node.where is not None else ""
        return f"take {_amount(node.amount, ed)} from {source}{where}"
    if isinstance(node, ast.Swap):
        unless = f" (not {_selector(node.excluding, ed)})" if node.excluding else ""
        return f"you may swap one of your establishments with one of another player's{unless}"
    if isinstance(node, ast.If):
        text = f"if {_cond(node.cond, ed)}, {_stmt(node.then, ed)}"
        if node.otherwise is not None:
            text += f"; otherwise {_stmt(node.otherwise, ed)}"
        return text
    if isinstance(node, ast.Dice):
        return f"you may roll 1 {'or' if node.count == 2 else 'to'} {node.count} dice"
    if isinstance(node, ast.Reroll):
        return "once per turn you may re-roll the dice"
    if isinstance(node, ast.ExtraTurn):
        return "when you roll doubles, take another turn after this one"
    if isinstance(node, ast.Bonus):
        return f"each activated {_selector(node.selector, ed)} card earns {_amount(node.amount, ed)} more"
    if isinstance(node, ast.AddToTotal):
        when = f" when {_cond(node.when, ed)}" if node.when is not None else ""
        return f"you may add {node.amount} to your dice total{when}"
    if isinstance(node, ast.Discount):
        what = ", ".join(ed.name_of(n) for n in node.names) if node.names else "your landmarks"
        return f"{what} cost you {coins(node.amount)} less (never below 0)"
    if isinstance(node, ast.Pay):
        return f"pay {_amount(node.amount, ed)} to the bank"
    if isinstance(node, ast.Demolish):
        return "demolish one of your constructed landmarks, if you have one"
    if isinstance(node, ast.Give):
        unless = f" (not {_selector(node.excluding, ed)})" if node.excluding else ""
        to = "another player of your choice" if node.to == "chosen" else "the previous player"
        return f"give one of your establishments{unless} to {to}"
    if isinstance(node, ast.Renovate):
        unless = f" (not {_selector(node.excluding, ed)})" if node.excluding else ""
        return f"name a kind of establishment{unless}: every copy of it closes for renovation"
    if isinstance(node, ast.Activate):
        return f"you may activate all your copies of one of your {_selector(node.selector, ed)} kinds"
    if isinstance(node, ast.Invest):
        return f"you may invest {coins(node.amount)} in this card"
    if isinstance(node, ast.Plain):
        plain = PLAIN[node.name]
        words = {
            p: str(a) if isinstance(a, int) else _expr(a, ed) for p, a in zip(plain.params, node.args, strict=True)
        }
        return plain.says.format(**words)
    if isinstance(node, ast.Then):
        return f"{_stmt(node.first, ed)}; if you do, {_stmt(node.second, ed)}"
    assert_never(node)


_HAVE = {"owner": "you have", "roller": "the roller has", "their": "they have"}
_OWN = {"owner": "you own", "roller": "the roller owns", "their": "they own", "all": "in all cities"}


def _amount(node: ast.Expr, ed: Edition) -> str:
    """An amount of coins in words: "2 coins", "1 coin per bread card they own", "half of their coins"."""
    if isinstance(node, ast.Number):
        return coins(node.value)
    if isinstance(node, ast.Count):
        return f"1 coin per {_selector(node.selector, ed)} card {_OWN[node.whose]}"
    if (
        isinstance(node, ast.BinOp)
        and node.op == "*"
        and isinstance(node.left, ast.Number)
        and isinstance(node.right, ast.Count)
    ):
        return f"{coins(node.left.value)} per {_selector(node.right.selector, ed)} card {_OWN[node.right.whose]}"
    if isinstance(node, (ast.Coins, ast.Invested)) or (isinstance(node, ast.Div) and isinstance(node.left, ast.Coins)):
        return _expr(node, ed)  # already an amount of coins
    return f"coins equal to {_expr(node, ed)}"


def _expr(node: ast.Expr, ed: Edition) -> str:
    if isinstance(node, ast.Number):
        return str(node.value)
    if isinstance(node, ast.Coins):
        return f"{_WHOSE[node.whose]} coins"
    if isinstance(node, ast.Landmarks):
        return f"{_WHOSE[node.whose]} constructed landmarks"
    if isinstance(node, ast.Count):
        return f"{_WHOSE[node.whose]} {_selector(node.selector, ed)} cards"
    if isinstance(node, ast.TurnFact):
        return {
            "total": "the dice total",
            "dice": "the number of dice rolled",
            "received": "the coins the roller received during this roll's income",
        }[node.name]
    if isinstance(node, ast.Invested):
        return "the coins invested in it"
    if isinstance(node, ast.Players):
        return f"the number of players for whom {_cond(node.cond, ed)}"
    if isinstance(node, ast.EffectRoll):
        return f"the total of {node.count} dice rolled for it (once per turn)"
    if isinstance(node, ast.Div):
        rounded = f"(rounded {'up' if node.up else 'down'})"
        if isinstance(node.right, ast.Number) and node.right.value == 2:
            return f"half of {_expr(node.left, ed)} {rounded}"
        return f"{_expr(node.left, ed)} / {_expr(node.right, ed)} {rounded}"
    if isinstance(node, ast.BinOp):
        return f"({_expr(node.left, ed)} {node.op} {_expr(node.right, ed)})"
    assert_never(node)


_HOW_MANY = {"==": "", "!=": "other than ", "<": "fewer than ", "<=": "at most ", ">": "more than ", ">=": "at least "}


def _cond(node: ast.Cond, ed: Edition) -> str:
    left, right = (node.left, node.right) if isinstance(node, ast.Compare) else (None, None)
    if (
        isinstance(node, ast.Compare)
        and isinstance(left, (ast.Coins, ast.Landmarks, ast.Count))
        and left.whose in _HAVE
        and isinstance(right, ast.Number)
    ):  # "you have 0 coins", "the roller has at least 2 constructed landmarks"
        n = right.value
        what = (
            ("coin" if n == 1 else "coins")
            if isinstance(left, ast.Coins)
            else ("constructed landmark" if n == 1 else "constructed landmarks")
            if isinstance(left, ast.Landmarks)
            else f"{_selector(left.selector, ed)} {'card' if n == 1 else 'cards'}"
        )
        how = _HOW_MANY[node.op]
        if how == "fewer than " and isinstance(left, ast.Coins):
            how = "less than "
        return f"{_HAVE[left.whose]} {how}{n} {what}"
    if isinstance(node, ast.Compare):
        words = {
            "==": "is",
            "!=": "is not",
            "<": "is less than",
            "<=": "is at most",
            ">": "is more than",
            ">=": "is at least",
        }
        return f"{_expr(node.left, ed)} {words[node.op]} {_expr(node.right, ed)}"
    if isinstance(node, ast.Built):
        who = {"owner": "you have", "roller": "the roller has", "their": "they have", "all": "every player has"}
        return f"{who[node.whose]} built {ed.name_of(node.name)}"
    if isinstance(node, ast.Flag):
        return "the dice show doubles" if node.name == "doubles" else "nothing was built this turn"
    if isinstance(node, ast.Not):
        return f"not ({_cond(node.operand, ed)})"
    if isinstance(node, ast.BoolOp):
        # a group inside another (``a and (b or c)``) keeps its brackets: the English would not say which
        return f" {node.op} ".join(
            f"({_cond(c, ed)})" if isinstance(c, ast.BoolOp) else _cond(c, ed) for c in node.operands
        )
    assert_never(node)


def _selector(node: ast.Selector, ed: Edition) -> str:
    if node.kind == "card":
        names = [ed.name_of(n) for n in node.names]
    elif node.kind == "icon":
        names = [ed.icons.get(n, n).lower() for n in node.names]
    elif node.kind == "it":
        names = ["that kind"]
    else:
        names = [n for n in node.names]
    return " or ".join(names)
