"""The game in the player's language: events, actions, questions and card text.

Everything else deals in typed values (events, actions, refusals, :class:`engine.core.words.Said`); this
module and :mod:`engine.core.reasons` (why an action is refused) are where they become words, each
sentence a message of the catalogs (``locales/<lang>/narrate.ftl``, ``decisions.ftl``,
``effects.ftl``) and each name the edition's in that language (:mod:`engine.i18n.names`). Every
function takes the language as ``lang`` (English when not given).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, assert_never

from dsl import ast
from dsl.parser import parse_condition
from dsl.statements import ASKING, PAYING, PLAIN
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
from engine.core.reasons import Refusal
from engine.core.show import brief, visible
from engine.core.state import Action, State
from engine.core.words import Card, Coins, Price, Said, Seat
from engine.core.words import Rolled as Dice
from engine.i18n import SOURCE
from engine.i18n.catalog import catalog
from engine.i18n.names import Names, names
from engine.i18n.text import capital, lower


class Words:
    """One edition's words in one language: its catalog's messages and its names."""

    def __init__(self, edition: Edition, lang: str):
        self.edition = edition
        self.lang = lang
        self.catalog = catalog(lang)
        self.names: Names = names(edition, lang)

    def t(self, msg_id: str, /, **args: Any) -> str:
        return self.catalog.t(msg_id, **args)

    def name(self, ident: str) -> str:
        return self.names.name(ident)

    def card(self, key: str, ident: str) -> dict[str, str]:
        """A card's name as a message's arguments, with its grammar (``card``, ``card_gender``...)."""
        return self.names.args(key, ident)

    def coins(self, n: int) -> str:
        return self.t("coins", n=n)

    def price(self, cost: int) -> str:
        """What building costs; a negative cost pays the builder."""
        return self.coins(cost) if cost >= 0 else self.t("price-pays", coins=self.coins(-cost))

    def said(self, said: Said, players: Sequence[str] = ()) -> str:
        """A :class:`Said` in words: its typed arguments made names and amounts."""
        args: dict[str, Any] = {}
        for key, value in said.args.items():
            if isinstance(value, Card):
                args.update(self.card(key, value.id))
            elif isinstance(value, Coins):
                args[key] = self.coins(value.n)
            elif isinstance(value, Price):
                args[key] = self.price(value.cost)
            elif isinstance(value, Seat):
                args[key] = players[value.seat] if value.seat < len(players) else str(value.seat)
            elif isinstance(value, Dice):
                args[key] = dice(value.values)
            else:
                args[key] = value
        return self.t(said.id, **args)


def words(edition: Edition, lang: str = SOURCE) -> Words:
    """An edition's words in ``lang``."""
    return Words(edition, lang)


def dice(values: Sequence[int]) -> str:
    """Dice as rolled: "3 + 4 = 7" (figures and signs, the same in every language)."""
    total = f" = {sum(values)}" if len(values) > 1 else ""
    return " + ".join(map(str, values)) + total


def question(kind: str, lang: str = SOURCE) -> str:
    """What a player is asked for a decision of ``kind``, in general."""
    found = catalog(lang)
    return found.t(f"question-{kind}") if kind in DECISIONS else found.t("question-choose")


def ask(state: State, lang: str = SOURCE) -> str:
    """What the player is asked now, naming the card that asks and what is at stake
    ("TV Station: who pays you 5 coins?")."""
    kind = state.kind or ""
    decision = DECISIONS.get(kind)
    pend = state.pending
    if decision is None or (decision.effect and (pend is None or pend.kind != kind)):
        return question(kind, lang)
    ed = state.game.edition
    w = words(ed, lang)
    said = decision.prompt(state)
    if said is not None:
        return w.said(said)
    if pend is None:
        return question(kind, lang)
    card = w.card("card", pend.source)
    stmt = _asking(pend.source, kind, ed)
    amount = getattr(stmt, "amount", None)
    if decision.about and amount is not None:
        return w.t("ask-stake", **card, about=w.t(f"about-{kind}", amount=_amount(amount, w)))
    if stmt is not None:
        return w.t("ask-statement", **card, statement=_stmt(stmt, w), question=question(kind, lang))
    return w.t("ask-card", **card, question=question(kind, lang))


def _asking(source: str, kind: str, ed: Edition) -> ast.Stmt | None:
    """The statement of card or landmark ``source`` that asks a ``kind`` decision (from its effect's analysis)."""
    if source in ed.card_index:
        effect = ed.cards[ed.card_index[source]].effect
    elif source in ed.landmark_index:
        effect = ed.landmarks[ed.landmark_index[source]].effect
    else:
        return None
    return effect.analysis.askers.get(kind)


_ENDINGS = {
    Termination.WON: "ending-won",
    Termination.STALLED: "ending-stalled",
    Termination.TURN_CAP: "ending-turn-cap",
    Termination.OVERFLOW: "ending-overflow",
}


def ending(outcome: Outcome, names: Sequence[str], lang: str = SOURCE) -> str:
    """How a game ended, in a sentence (every front end's words for an :class:`Outcome`)."""
    winner = names[outcome.winner] if outcome.winner is not None else ""
    return catalog(lang).t(_ENDINGS[outcome.termination], name=winner, turns=outcome.turns)


def action_label(action: Action, state: State, names: Sequence[str], lang: str = SOURCE) -> str:
    """A menu line for a legal action of ``state``, e.g. "Cafe (2 coins)"."""
    kind, choice = action
    decision = DECISIONS.get(kind)
    if decision is None:
        return catalog(lang).t("label-other", kind=kind, choice=str(choice))
    return words(state.game.edition, lang).said(decision.label(choice, state), names)


def refusal_short(refusal: Refusal, lang: str = SOURCE) -> str:
    """A few words for a menu line: why a build is not allowed now ("too dear with 3 coins")."""
    found = catalog(lang)
    coins = refusal.params.get("coins")
    extra = {"coins": found.t("coins", n=coins)} if isinstance(coins, int) else {}
    return found.t(f"refusal-{refusal.why.value}", **{**_plain(refusal), **extra})


def refusal_told(refusal: Refusal, name: str, edition: Edition, lang: str = SOURCE) -> str:
    """A refused build said to the player who tried it, the card by its ``name`` ("X costs 6; you
    have 4"); a refusal that is not about a build as :func:`refusal_short` says it."""
    found = catalog(lang)
    msg_id = f"refused-{refusal.why.value}"
    if not found.has(msg_id):
        return refusal_short(refusal, lang)
    args = _plain(refusal)
    requires = refusal.params.get("requires")
    if isinstance(requires, str):
        args["requires"] = condition_text(requires, edition, lang)
    return found.t(msg_id, **args, card=name)


def _plain(refusal: Refusal) -> dict[str, Any]:
    """A refusal's parameters as a message's arguments (numbers stay numbers)."""
    return {
        k: v if isinstance(v, int) else visible(v) if isinstance(v, str) and len(v) <= 40 else brief(v)
        for k, v in refusal.params.items()
    }


class _Voice:
    """How a paragraph names players: its subject (the turn's player) by pronouns, the viewer (the person
    at the keyboard, in another's turn) as "your" and "you", others by name. A player's ``voice`` is what
    the catalogs' messages select on: ``self`` (the subject, at the keyboard), ``subject``, ``viewer``,
    ``other``."""

    def __init__(self, names: Sequence[str], subject: int | None, you: bool, viewer: int | None = None):
        self.names = names
        self.subject = subject
        self.you = you
        self.viewer = viewer if viewer != subject else None

    def voice(self, p: int) -> str:
        if p == self.viewer:
            return "viewer"
        if p == self.subject:
            return "self" if self.you else "subject"
        return "other"

    def of(self, p: int, second: bool = False) -> dict[str, str]:
        """Player ``p`` as a message's arguments (``second``: the sentence's other player)."""
        tail = "2" if second else ""
        return {f"voice{tail}": self.voice(p), f"name{tail}": self.names[p]}


def describe(
    event: Event,
    edition: Edition,
    names: Sequence[str],
    brief: bool = False,
    subject: int | None = None,
    you: bool = False,
    viewer: int | None = None,
    lang: str = SOURCE,
) -> str:
    """One sentence for one event, e.g. "Bob's Cafe takes 1 coin from Ann (Ann had 1, 1 forgiven)".

    ``brief`` says it as short as it can be said, for the story of a turn in one paragraph: the bank
    goes without saying ("Ann's Bakery earns 1 coin"), a shortfall is "(all Ann had)"; and player
    ``subject``, the one whose turn the paragraph tells, is the paragraph's subject: "rolls 5",
    "their Bakery earns 1 coin", "Bob's Cafe takes 1 coin from them" (``you``: "your Bakery", "from
    you", for the person at the keyboard; ``viewer``: that person's seat when the turn is another's,
    "your Wheat Field earns 1 coin", "takes 1 coin from you").
    """
    w = words(edition, lang)
    voice = _Voice(names, subject, you, viewer)
    if isinstance(event, Transfer):
        return _transfer(event, w, voice, brief)
    if isinstance(event, Won):
        return _won(event, w, voice)
    said = _event(event, w, voice)
    return w.t(said.id, **said.args)


def _event(event: Event, w: Words, voice: _Voice) -> Said:
    """The message of an event (not a transfer, not a win) and its arguments."""
    assert not isinstance(event, (Transfer, Won))
    who: dict[str, Any] = voice.of(event.player)
    if isinstance(event, TurnStarted):
        return Said(
            "event-turn", {"turn": str(event.turn), "name": voice.names[event.player], "extra": _yes(event.extra)}
        )
    if isinstance(event, Rolled):
        doubles = len(event.dice) > 1 and len(set(event.dice)) == 1
        return Said(
            "event-rolled", {**who, "reroll": _yes(event.reroll), "dice": dice(event.dice), "doubles": _yes(doubles)}
        )
    if isinstance(event, Built):
        if event.ident is None:
            return Said("event-built-nothing", who)
        args = {**who, **w.card("card", event.ident), "landmark": _yes(event.landmark)}
        if event.cost < 0:
            return Said("event-built-paid", {**args, "coins": w.coins(-event.cost)})
        return Said("event-built", {**args, "coins": w.coins(event.cost)})
    if isinstance(event, Swapped):
        if event.give is None or event.take is None:
            return Said("event-swap-none", {**who, **w.card("source", event.source)})
        args = {**who, **voice.of(event.other, True), **w.card("give", event.give), **w.card("take", event.take)}
        return Said("event-swapped", {**args, **w.card("source", event.source)})
    if isinstance(event, ExtraTurn):
        return Said("event-extra-turn", {**who, "doubles": _yes(event.doubles)})
    if isinstance(event, Demolished):
        return Said("event-demolished", {**who, **w.card("source", event.source), **w.card("card", event.landmark)})
    if isinstance(event, Gave):
        args = {**who, **voice.of(event.to, True), **w.card("card", event.card), **w.card("source", event.source)}
        if _for_everyone(w.edition, event.source):
            return Said("event-gave-everyone", args)
        return Said("event-gave", args)
    if isinstance(event, Closed):
        args = {**who, **w.card("source", event.source), **w.card("card", event.card)}
        return Said("event-closed", {**args, "n": event.copies})
    if isinstance(event, Returned):
        return Said("event-returned", {**who, **w.card("card", event.card)})
    if isinstance(event, Invested):
        args = {**who, **w.card("source", event.source), "coins": w.coins(event.amount), "total": event.total}
        return Said("event-invested", args)
    if isinstance(event, TotalChanged):
        return Said(
            "event-total", {**who, **w.card("source", event.source), "added": event.added, "total": event.total}
        )
    if isinstance(event, EffectRolled):
        return Said("event-effect-rolled", {**who, **w.card("source", event.source), "dice": dice(event.dice)})
    raise AssertionError(f"no words for {type(event).__name__}")  # Transfer and Won are said apart


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _transfer(event: Transfer, w: Words, voice: _Voice, brief: bool) -> str:
    if event.receiver is None:
        assert event.payer is not None
        source = w.card("source", event.source)
        return w.t("event-pays-bank", **voice.of(event.payer), **source, coins=w.coins(event.paid))
    head = _receiver(event, w, voice)
    if event.payer is None:
        return w.t("event-earns", **head, coins=w.coins(event.amount), brief=_yes(brief))
    payer = voice.of(event.payer, True)
    if brief and event.paid == 0:
        return w.t("event-takes-nothing", **head, **payer)
    short = "none" if event.paid >= event.amount else "brief" if brief else "full"
    return w.t(
        "event-takes",
        **head,
        **payer,
        coins=w.coins(event.paid),
        short=short,
        paid=event.paid,
        forgiven=event.amount - event.paid,
    )


def _won(event: Won, w: Words, voice: _Voice) -> str:
    who = voice.of(event.player)
    if event.landmark is not None:
        return w.t("event-won-landmark", **who, **w.card("card", event.landmark))
    if event.needed is not None:
        return w.t("event-won-count", **who, n=event.needed)
    return w.t("event-won-all", **who)


def paragraph(
    events: Sequence[Event],
    edition: Edition,
    names: Sequence[str],
    you: bool = False,
    viewer: int | None = None,
    lang: str = SOURCE,
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
    text = describe(head, edition, names, lang=lang)
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
            said.append(_takes(group, words(edition, lang), _Voice(names, subject, you, viewer)))  # type: ignore[arg-type]
        else:
            said.append(describe(event, edition, names, brief=True, subject=subject, you=you, viewer=viewer, lang=lang))
        i += len(group)
    found = catalog(lang)
    return found.t("paragraph", head=text, rest=found.t("sep-semicolon").join(said)) if said else text


def _takes(group: list[Transfer], w: Words, voice: _Voice) -> str:
    """One card taking from several players, in one sentence."""
    head = _receiver(group[0], w, voice)

    def who(t: Transfer) -> str:
        assert t.payer is not None
        return w.t("payer", **voice.of(t.payer, True), short=_yes(t.paid < t.amount))

    if len({t.paid for t in group}) == 1 and all(t.paid == t.amount for t in group):
        payers = _and([who(t) for t in group], w)
        return w.t("event-takes-each", **head, coins=w.coins(group[0].paid), payers=payers)
    parts = _and([w.t("takes-part", coins=w.coins(t.paid), payer=who(t)) for t in group], w)
    return w.t("event-takes-several", **head, parts=parts)


def _receiver(event: Transfer, w: Words, voice: _Voice) -> dict[str, str]:
    """How a sentence about coins ``event`` moves names its receiver: ``how`` (``card``: the receiver's
    card; ``rules``; ``everyone``: a landmark that works for everyone, which the receiver need not own)."""
    assert event.receiver is not None
    how = "rules" if event.source == RULES else "everyone" if _for_everyone(w.edition, event.source) else "card"
    source = w.card("source", event.source) if event.source != RULES else {"source": w.name(RULES)}
    return {**voice.of(event.receiver), **source, "how": how}


def _and(items: list[str], w: Words) -> str:
    """Items in a list: "a, b and c"."""
    return items[0] if len(items) == 1 else w.t("list-and", items=", ".join(items[:-1]), last=items[-1])


def _for_everyone(edition: Edition, source: str) -> bool:
    """Whether ``source`` is a landmark that works for every player (``scope: everyone``)."""
    j = edition.landmark_index.get(source)
    return j is not None and edition.landmarks[j].scope == "everyone"


# -- card text rendered from the effect language --------------------------------
def effect_text(program: ast.Program, edition: Edition, lang: str = SOURCE) -> str:
    """The rule text of a compiled effect (for ``show CARD``, the browser's cards and printed ones)."""
    w = words(edition, lang)
    if not program.clauses:
        return w.t("effect-none")
    parts = []
    for clause in program.clauses:
        text = _stmt(clause.stmt, w)
        if clause.trigger != "activate":
            text = w.t(f"effect-when-{clause.trigger}", text=text)
        parts.append(w.t("effect-sentence", text=capital(text, lang)))
    return " ".join(parts)


def rule_text(ident: str, edition: Edition, lang: str = SOURCE) -> str:
    """What a card or landmark does: its written ``text`` if it has one, else its effect's rule text."""
    written = names(edition, lang).text(ident)
    if written is not None:
        return written
    if ident in edition.card_index:
        return effect_text(edition.cards[edition.card_index[ident]].effect.program, edition, lang)
    return effect_text(edition.landmarks[edition.landmark_index[ident]].effect.program, edition, lang)


def condition_text(text: str, edition: Edition, lang: str = SOURCE) -> str:
    """A condition written in the effect language (a landmark's ``requires``) in words."""
    return _cond(parse_condition(text), words(edition, lang))


def _asking_part(kind: str, arg: Any, w: Words) -> Any:
    """A part of an asking statement (dsl.statements.Param) as its rule text shows it."""
    if kind == "excluding":
        return _unless(arg, w)
    if kind == "activating":
        return _selector(arg, w)
    if kind == "coins":
        return w.coins(arg)
    return arg  # a recipient: chosen, previous (a selector of the message)


def _unless(node: ast.Selector | None, w: Words) -> str:
    return w.t("effect-unless", what=_selector(node, w)) if node else ""


def _stmt(node: ast.Stmt, w: Words) -> str:
    if isinstance(node, ast.Payment):
        paying = PAYING[node.name]
        if paying.payer is not None:  # its words do not name who pays
            return w.t(paying.text, amount=_amount(node.amount, w))
        where = w.t("effect-for-whom", cond=_cond(node.where, w)) if node.where is not None else ""
        return w.t(paying.text, amount=_amount(node.amount, w), payer=node.payer, where=where)
    if isinstance(node, ast.If):
        then = _stmt(node.then, w)
        if node.otherwise is not None:
            return w.t("effect-if-else", cond=_cond(node.cond, w), then=then, otherwise=_stmt(node.otherwise, w))
        return w.t("effect-if", cond=_cond(node.cond, w), then=then)
    if isinstance(node, ast.Dice):
        return w.t("effect-dice", n=node.count)
    if isinstance(node, ast.Reroll):
        return w.t("effect-reroll")
    if isinstance(node, ast.ExtraTurn):
        return w.t("effect-extra-turn")
    if isinstance(node, ast.Bonus):
        return w.t("effect-bonus", what=_selector(node.selector, w), amount=_amount(node.amount, w))
    if isinstance(node, ast.AddToTotal):
        if node.when is not None:
            return w.t("effect-add-when", n=node.amount, cond=_cond(node.when, w))
        return w.t("effect-add", n=node.amount)
    if isinstance(node, ast.Discount):
        if not node.names:
            return w.t("effect-discount-landmarks", coins=w.coins(node.amount))
        return w.t("effect-discount", what=", ".join(w.name(n) for n in node.names), coins=w.coins(node.amount))
    if isinstance(node, ast.Asking):
        asking = ASKING[node.name]
        parts = zip(asking.params, node.args, strict=True)
        return w.t(asking.text, **{param.var: _asking_part(param.kind, arg, w) for param, arg in parts})
    if isinstance(node, ast.Plain):
        plain = PLAIN[node.name]
        args = {p: a if isinstance(a, int) else _expr(a, w) for p, a in zip(plain.params, node.args, strict=True)}
        return w.t(f"effect-plain-{node.name}", **args)
    if isinstance(node, ast.Then):
        return w.t("effect-then", first=_stmt(node.first, w), second=_stmt(node.second, w))
    assert_never(node)


def _amount(node: ast.Expr, w: Words) -> str:
    """An amount of coins in words: "2 coins", "1 coin per bread card they own", "half of their coins"."""
    if isinstance(node, ast.Number):
        return w.coins(node.value)
    if isinstance(node, ast.Count):
        return w.t("amount-per", coins=w.coins(1), what=_selector(node.selector, w), whose=node.whose)
    if (
        isinstance(node, ast.BinOp)
        and node.op == "*"
        and isinstance(node.left, ast.Number)
        and isinstance(node.right, ast.Count)
    ):
        what = _selector(node.right.selector, w)
        return w.t("amount-per", coins=w.coins(node.left.value), what=what, whose=node.right.whose)
    if isinstance(node, (ast.Coins, ast.Invested)) or (isinstance(node, ast.Div) and isinstance(node.left, ast.Coins)):
        return _expr(node, w)  # already an amount of coins
    return w.t("amount-equal", expr=_expr(node, w))


def _expr(node: ast.Expr, w: Words) -> str:
    if isinstance(node, ast.Number):
        return str(node.value)
    if isinstance(node, ast.Coins):
        return w.t("expr-coins", whose=node.whose)
    if isinstance(node, ast.Landmarks):
        return w.t("expr-landmarks", whose=node.whose)
    if isinstance(node, ast.Count):
        return w.t("expr-count", whose=node.whose, what=_selector(node.selector, w))
    if isinstance(node, ast.TurnFact):
        return w.t(f"expr-{node.name}")
    if isinstance(node, ast.Invested):
        return w.t("expr-invested")
    if isinstance(node, ast.Players):
        return w.t("expr-players", cond=_cond(node.cond, w))
    if isinstance(node, ast.EffectRoll):
        return w.t("expr-effect-roll", n=node.count)
    if isinstance(node, ast.Div):
        up = _yes(node.up)
        if isinstance(node.right, ast.Number) and node.right.value == 2:
            return w.t("expr-half", expr=_expr(node.left, w), up=up)
        return w.t("expr-divided", left=_expr(node.left, w), right=_expr(node.right, w), up=up)
    if isinstance(node, ast.BinOp):
        return f"({_expr(node.left, w)} {node.op} {_expr(node.right, w)})"
    assert_never(node)


_OPS = {"==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
"""A comparison's operator as the catalogs' messages select on it."""


def _cond(node: ast.Cond, w: Words) -> str:
    left, right = (node.left, node.right) if isinstance(node, ast.Compare) else (None, None)
    if (
        isinstance(node, ast.Compare)
        and isinstance(left, (ast.Coins, ast.Landmarks, ast.Count))
        and left.whose != "all"
        and isinstance(right, ast.Number)
    ):  # "you have 0 coins", "the roller has at least 2 constructed landmarks"
        what = "coins" if isinstance(left, ast.Coins) else "landmarks" if isinstance(left, ast.Landmarks) else "cards"
        selector = _selector(left.selector, w) if isinstance(left, ast.Count) else ""
        return w.t("cond-have", whose=left.whose, op=_OPS[node.op], n=right.value, what=what, selector=selector)
    if isinstance(node, ast.Compare):
        return w.t("cond-compare", left=_expr(node.left, w), op=_OPS[node.op], right=_expr(node.right, w))
    if isinstance(node, ast.Built):
        return w.t("cond-built", whose=node.whose, **w.card("card", node.name))
    if isinstance(node, ast.Flag):
        return w.t(f"cond-{node.name}")
    if isinstance(node, ast.Not):
        return w.t("cond-not", cond=_cond(node.operand, w))
    if isinstance(node, ast.BoolOp):
        # a group inside another (``a and (b or c)``) keeps its brackets: the words would not say which
        items = [f"({_cond(c, w)})" if isinstance(c, ast.BoolOp) else _cond(c, w) for c in node.operands]
        text = items[0]
        for item in items[1:]:
            text = w.t(f"cond-{node.op}", left=text, right=item)
        return text
    assert_never(node)


def _selector(node: ast.Selector, w: Words) -> str:
    if node.kind == "card":
        names_ = [w.name(n) for n in node.names]
    elif node.kind == "icon":
        names_ = [w.t("selector-icon", name=w.names.icon(n), lower=lower(w.names.icon(n), w.lang)) for n in node.names]
    elif node.kind == "it":
        names_ = [w.t("selector-it")]
    else:
        names_ = [w.t("selector-colour", name=w.names.colour(n), id=n) for n in node.names]
    text = names_[0]
    for name in names_[1:]:
        text = w.t("selector-or", left=text, right=name)
    return text
