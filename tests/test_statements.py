"""dsl.statements: a plain statement is declared whole in one place (its words, what it changes, its
two forms, its rule text), and the parser, the analysis, both compilers and the narrator read it.

The proof is a statement that mk does not have, declared here and nowhere else: ``close N of this``
(its Python form calls a method the ``Runtime`` protocol has already), which then parses, is
analysed, plays in the Python engine, is written in the native engine's source and is narrated.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from dsl import ast, parser, statements
from dsl.analysis import analyse
from dsl.emit import Block
from dsl.forms import Form
from dsl.parser import parse
from dsl.runtime import Pending
from dsl.statements import ASKING, PAYERS, PAYING, PLAIN, Asking, Param, Payer, Paying, Plain
from engine.core.decisions import DECISIONS, Decision, Where
from engine.core.setup import set_player
from engine.core.state import Action, State
from engine.core.tables import Tables
from engine.i18n import catalog as i18n_catalog
from engine.load.loader import new_game
from engine.load.resources import locales_dir
from engine.native.effects import Unsupported
from engine.native.generate import source
from engine.services.check.scenario import run_file
from engine.services.play.narrate import effect_text
from engine.services.players.basic import BASIC

CLOSE_SOME = Plain(
    "close_some",
    '"close" expr "of" "this"',
    ("closed",),
    Form("rt.close(o, {c}, {copies} * n, SRC)", "close(S, o, {c}, mul(S, {copies}, n))"),
    ("copies",),
)


SHUT = Plain(
    "shut",
    '"shut" INT',
    ("closed",),
    Form("rt.close(o, {c}, {k} * n, SRC)", "close(S, o, {c}, mul(S, {k}, n))"),
    ("k",),
)
"""One with a number, not an amount."""


RULE_TEXT = """
effect-plain-close_some = { $copies } of this card close for renovation
effect-plain-shut = { $k } of this card close for renovation
"""
"""Their rule text, in the English catalog (a copy of the catalogs, for one test)."""


@contextmanager
def words_for_one_test(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, text: str) -> Iterator[None]:
    """The catalogs read from a copy with ``text`` in English, and the parser's grammar built again
    (with what the caller declares in the block), for one test; both as they were after it."""
    locales = tmp_path / "locales"
    shutil.copytree(locales_dir(), locales)
    (locales / "en" / "test_statements.ftl").write_text(text, encoding="utf-8")
    monkeypatch.setattr(i18n_catalog, "locales_dir", lambda: locales)
    parser._lark.cache_clear()
    i18n_catalog.catalog.cache_clear()
    try:
        yield
    finally:
        monkeypatch.undo()
        parser._lark.cache_clear()
        i18n_catalog.catalog.cache_clear()


@pytest.fixture
def declared(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Plain]:
    """``close N of this`` and ``shut K`` declared for one test (the parser's grammar is built again,
    the catalogs read again from a copy with their rule text)."""
    monkeypatch.setitem(PLAIN, CLOSE_SOME.name, CLOSE_SOME)
    monkeypatch.setitem(PLAIN, SHUT.name, SHUT)
    with words_for_one_test(monkeypatch, tmp_path, RULE_TEXT):
        yield CLOSE_SOME


def test_a_statement_declared_once_parses_is_analysed_plays_and_is_narrated(declared: Plain, tmp_path: Path) -> None:
    program = parse("gain 1; close 1 + 1 of this")
    node = program.clauses[1].stmt
    assert isinstance(node, ast.Plain) and node.name == "close_some" and node.pos == ast.Pos(1, 9)
    assert isinstance(node.args[0], ast.BinOp)
    assert analyse(program, lambda selector: frozenset()).changes == {"coins", "closed"}

    rule = tmp_path / "close_some.yaml"
    rule.write_text(
        "extends: base\nname: Close some\ncards:\n  wheat_field: {effect: 'gain 1; close 1 + 1 of this'}\n",
        encoding="utf-8",
    )
    game = new_game(str(rule), 2)
    wheat = game.card_index["wheat_field"]
    python = "\n".join(effect.python for effect in game.edition.effects)
    assert f"rt.close(o, {wheat}, 2 * n, SRC)" in python  # 1 + 1 folded, as every amount is
    assert f"close(S, o, {wheat}, mul(S, 2, n))" in source(game)  # the native engine's module

    state = game.new_state()
    set_player(state, 0, coins=0, establishments={"wheat_field": 3})
    state.apply(Action("roll", (1,)))
    assert state.coins[0] == 3 and state.closed[0][wheat] == 3  # 2 closes for each of 3 copies: all 3
    text = effect_text(parse("close 2 of this"), game.edition)
    assert "2 of this card close for renovation" in text


def test_a_number_the_native_engine_cannot_hold_is_refused_there_and_played_in_python(
    declared: Plain, tmp_path: Path
) -> None:
    rule = tmp_path / "shut.yaml"
    rule.write_text(
        "extends: base\nname: Shut\ncards:\n  wheat_field: {effect: 'shut 99999999999'}\n", encoding="utf-8"
    )
    game = new_game(str(rule), 2)
    assert "rt.close(o, 0, 99999999999 * n, SRC)" in "\n".join(effect.python for effect in game.edition.effects)
    with pytest.raises(Unsupported, match="the number 99,999,999,999"):
        source(game)
    small = tmp_path / "shut_two.yaml"
    small.write_text("extends: base\nname: Shut\ncards:\n  wheat_field: {effect: 'shut 2'}\n", encoding="utf-8")
    assert "close(S, o, 0, mul(S, 2, n))" in source(new_game(str(small), 2))


def test_without_its_declaration_the_statement_is_not_in_the_language() -> None:
    with pytest.raises(Exception, match="MK301"):
        parse("close 2 of this")


@pytest.mark.parametrize("name", sorted(PLAIN))
def test_each_plain_statement_names_its_amounts_and_its_words_parse(name: str) -> None:
    plain = PLAIN[name]
    python, native = plain.form.fields()
    assert python == native, name
    assert set(plain.params) <= python, f"{name}: a parameter that no form uses"
    assert python - set(plain.params) <= {"c"}, f"{name}: a field that is neither a parameter nor the card"
    assert plain.words.count("expr") + plain.words.count("INT") == len(plain.params)
    assert f"-> {plain.name}\n" in statements.grammar()
    assert not hasattr(parser._ToAst, plain.name), f"{name}: the parser has a rule of that name already"


# -- a statement that asks -------------------------------------------------------------------------
HAND_OVER = Asking(
    "hand_over",
    '"hand" "over" "card" ["except" selector]',
    "give",
    ("cities",),
    (Param("excluding", "unless"),),
    "rt.give(o, choice, SRC)",
    "ask_give(S, o, {mask}, 1)",
    ("move_card(S, o, a % NP, a // NP)", "refresh(S, o)", "refresh(S, a % NP)", "owned_changed(S, a // NP)"),
    extra=1,  # to the previous player
)
"""Hands one of the owner's establishments (not ``except``) to the previous player: a statement mk does
not have, asking a decision it has (``give``), declared here alone."""

COURIER = """\
extends: base
name: Courier rules
cards:
  courier:
    name: Courier
    colour: green
    roll: [4]
    cost: 1
    copies: 6
    icon: bread
    effect: hand over card except colour(purple) then gain 2
"""

COURIER_SCENARIO = """\
edition: courier.yaml
players: 3
start:
  players:
    - {coins: 0, establishments: {courier: 2, bakery: 1, wheat_field: 1}}
steps:
  - roll: [4]
  - give: {card: bakery, to: 2}
  - give: {card: wheat_field, to: 2}
  - build: none
expect:
  players:
    - {coins: 4, establishments: {courier: 2}}
    - {}
    - {establishments: {wheat_field: 2, bakery: 2}}
"""


@pytest.fixture
def hand_over(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Asking]:
    """``hand over card [except SELECTOR]`` declared for one test, with its rule text."""
    monkeypatch.setitem(ASKING, HAND_OVER.name, HAND_OVER)
    text = "effect-hand_over = hand one of your establishments{ $unless } to the previous player\n"
    with words_for_one_test(monkeypatch, tmp_path, text):
        yield HAND_OVER


def test_a_statement_that_asks_declared_once_plays_alike_on_both_engines(hand_over: Asking, tmp_path: Path) -> None:
    """One entry: it parses, asks ``give`` (the analysis), is narrated, and a scenario with it holds in
    the Python engine and plays alike on the native engine (each copy asked, ``then`` after each answer,
    a purple kind never offered, the previous player the recipient)."""
    program = parse("hand over card except colour(purple) then gain 2")
    node = program.clauses[0].stmt
    assert isinstance(node, ast.Then) and isinstance(node.first, ast.Asking) and node.first.name == "hand_over"
    analysis = analyse(program, lambda selector: frozenset())
    assert analysis.asks == {"give"} and {"cities", "coins"} <= analysis.changes
    (tmp_path / "courier.yaml").write_text(COURIER, encoding="utf-8")
    game = new_game(str(tmp_path / "courier.yaml"), 3)
    assert effect_text(program, game.edition) == (
        "Hand one of your establishments (not purple) to the previous player; if you do, get 2 coins from the bank."
    )
    scenario = tmp_path / "courier_scenario.yaml"
    scenario.write_text(COURIER_SCENARIO, encoding="utf-8")
    result = run_file(scenario, engine="native", compiled=False)
    assert result.ok, result.report()
    assert result.native is not None and result.native.played
    assert "ask_give(S, o, MASK" in source(game)
    assert whole_games(str(tmp_path / "courier.yaml"), 3, "courier") >= 3  # couriers bought: cards handed over


def whole_games(edition: str, players: int, card: str, games: int = 12, bots: str = "random") -> int:
    """Seeded games of ``bots`` in both engines come out the same (the native module run by CPython): the
    bots' choices too, which a scenario's script fixes. Returns the games where ``card`` was bought."""
    import numpy as np

    from engine.native import play as native
    from engine.native.build import interpreted, result_arrays, work_array
    from engine.services.lab import run as lab

    setup = lab.Setup(edition, players, (bots,) * players, max_turns=200)
    game = setup.game()
    m = interpreted(game)
    work = work_array(m, game)
    work[m.LOGN] = -1
    winners, turns, bought, curves = result_arrays(games, players, game.ncards)
    seats = np.array([native.BOTS[bots]] * players, dtype=np.int64)
    m.run(work, np.zeros((1, 1), dtype=np.int64), 7, 0, games, seats, False, 200, winners, turns, bought, curves)
    c = game.card_index[card]
    found = 0
    for i in range(games):
        python = lab.play_one(setup, i, 7 + i)
        assert (python.winner, python.turns) == (None if winners[i] < 0 else int(winners[i]), int(turns[i])), i
        assert python.bought == tuple(tuple(int(x) for x in row) for row in bought[i]), i
        found += any(row[c] for row in python.bought)
    return found


# -- a new kind of decision ------------------------------------------------------------------------
class Donate(Decision[str]):
    """``donate``: which of the owner's establishments goes to the next player (one they may hold one
    more of): a kind of decision mk does not have, declared here alone."""

    kind = "donate"
    log_code = 90
    effect = True
    native_ask = """
@jit
def ask_donate(S, o, excluded):
    q = (o + 1) % NP
    m = 0
    for c in range(NC):
        if S[CITY + o * NC + c] and not excluded[c] and S[CITY + q * NC + c] + 1 <= LIMITS[c]:
            S[CHOICES + 3 * m] = c
            m += 1
    if m == 0:
        return -1
    if S[SCRIPTED]:
        c = scripted(S, LOG_DONATE)
    elif S[SEATS + o] == 0:
        c = S[CHOICES + 3 * pick(S, m)]
    else:
        c = S[CHOICES]
    log2(S, LOG_DONATE, c)
    return c
"""

    def to_native(self, choice: str, game: Tables) -> int:
        return game.card_index[choice]

    def from_native(self, value: int, game: Tables) -> str:
        return game.card_ids[value]

    def choices(self, state: State, pend: Pending) -> list[str]:
        g, o = state.game, pend.player
        q = (o + 1) % state.nplayers
        return [
            g.card_ids[c]
            for c, k in enumerate(state.cities[o])
            if k and c not in pend.excluded and state.cities[q][c] + 1 <= g.limits[c]
        ]

    def names(self, value: Any) -> list[Where]:
        return [((), value, "card")]


DONATE = Asking(
    "donate",
    '"donate" "card" ["except" selector]',
    "donate",
    ("cities",),
    (Param("excluding", "unless"),),
    "rt.give(o, (choice, (o + 1) % len(rt.coins)), SRC)",
    "ask_donate(S, o, {mask})",
    ("move_card(S, o, (o + 1) % NP, a)", "refresh(S, o)", "refresh(S, (o + 1) % NP)", "owned_changed(S, a)"),
)

DONATE_WORDS = """
effect-donate = give one of your establishments{ $unless } to the next player
question-donate = Which establishment goes to the next player?
"""

GIVER = """\
extends: base
name: Giver rules
cards:
  giver:
    name: Giver
    colour: green
    roll: [4]
    cost: 1
    copies: 6
    icon: bread
    effect: donate card except colour(purple) then gain 3
"""

GIVER_SCENARIO = """\
edition: giver.yaml
players: 3
start:
  players:
    - {coins: 0, establishments: {giver: 2, bakery: 1, wheat_field: 1}}
steps:
  - roll: [4]
  - donate: bakery
  - donate: giver
  - build: none
expect:
  players:
    - {coins: 6, establishments: {giver: 1, wheat_field: 1}}
    - {establishments: {wheat_field: 1, bakery: 2, giver: 1}}
"""


@pytest.fixture
def donate(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Asking]:
    """The ``donate`` kind of decision and the statement that asks it, declared for one test: the kind
    (with its native question), its basic answer, the statement's entry and its words."""
    monkeypatch.setitem(DECISIONS, Donate.kind, Donate())
    monkeypatch.setitem(BASIC, Donate.kind, lambda state, rng: state.legal_actions()[0])
    monkeypatch.setitem(ASKING, DONATE.name, DONATE)
    with words_for_one_test(monkeypatch, tmp_path, DONATE_WORDS):
        yield DONATE


def test_a_new_kind_of_decision_declared_in_a_test_plays_alike_on_both_engines(donate: Asking, tmp_path: Path) -> None:
    """Declared in this module alone (five parts: the kind, its native question, its basic answer, the
    statement that asks it and their words), ``donate`` is asked, answered by a scenario's steps on both
    engines, and decided alike by every bot in seeded games of both engines."""
    (tmp_path / "giver.yaml").write_text(GIVER, encoding="utf-8")
    game = new_game(str(tmp_path / "giver.yaml"), 3)
    assert "def ask_donate(S, o, excluded):" in source(game) and "LOG_DONATE = 90" in source(game)
    scenario = tmp_path / "giver_scenario.yaml"
    scenario.write_text(GIVER_SCENARIO, encoding="utf-8")
    result = run_file(scenario, engine="native", compiled=False)
    assert result.ok, result.report()
    assert result.native is not None and result.native.played
    for bots in ("random", "basic"):
        assert whole_games(str(tmp_path / "giver.yaml"), 3, "giver", bots=bots) >= 3, bots
    whole_games(str(tmp_path / "giver.yaml"), 3, "giver", bots="normal")  # it never buys one: alike all the same


# -- who pays, and a statement that moves coins ----------------------------------------------------
def from_previous(cx: statements.Compiling, node: ast.Payment, paying: Paying, out: Block) -> None:
    """The player before the owner in turn order pays (their facts read as ``their``): written once,
    for both engines."""
    coins, _ = statements.each_copy(cx, node, paying, "t")
    players = cx.player_count(out)
    out.line(f"t = (o + {players} - 1) % {players}")
    out.nest("if t != o").line(cx.pay("t", statements.receiver(paying), cx.times(coins)))


PREVIOUS = Payer("previous", '"previous" "player"', from_previous, "chosen")
"""A payer mk does not have, declared here alone (the bots' card model values it as one other player)."""

COLLECT = Paying("collect", '"collect" expr "from" payer', None, "owner", bonus=False)
"""A statement mk does not have: ``take`` without the card's bonus."""

COLLECT_WORDS = """
effect-collect = collect { $amount } from { $payer ->
    [previous] the previous player
   *[other] another player
}{ $where }
"""

TOLLS = """\
extends: base
name: Toll rules
cards:
  toll:
    name: Toll
    colour: blue
    roll: [4]
    cost: 1
    copies: 6
    icon: wheat
    effect: collect 1 from previous player
  tithe:
    name: Tithe
    colour: green
    roll: [4]
    cost: 2
    copies: 6
    icon: bread
    effect: take 1 + their landmarks from previous player
"""

TOLLS_SCENARIO = """\
edition: tolls.yaml
players: 3
start:
  players:
    - {coins: 0, establishments: {toll: 2, tithe: 1}}
    - {coins: 5, establishments: {toll: 1}}
    - {coins: 5, landmarks: [train_station]}
steps:
  - roll: [4]
  - build: none
expect:
  players:
    - {coins: 3}
    - {coins: 6}
    - {coins: 1}
"""
"""The roller's two tolls take 1 each from the previous player (no bonus), the tithe 1 and 1 a
landmark of theirs: 4; the second player's toll takes 1 from the roller, on the roller's turn."""


@pytest.fixture
def collect(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Paying]:
    """``previous player`` as a payer and ``collect N from PAYER`` declared for one test, with its words."""
    monkeypatch.setitem(PAYERS, PREVIOUS.name, PREVIOUS)
    monkeypatch.setitem(PAYING, COLLECT.name, COLLECT)
    with words_for_one_test(monkeypatch, tmp_path, COLLECT_WORDS):
        yield COLLECT


def test_a_payer_and_a_statement_that_moves_coins_declared_once_play_alike_on_both_engines(
    collect: Paying, tmp_path: Path
) -> None:
    """Declared in this module alone (the payer with its flow, the statement, its words), ``previous
    player`` pays in both ``collect`` and the language's own ``take``: parsed, analysed, narrated, a
    scenario holds in the Python engine and plays alike on the native one, and seeded games of every
    bot come out the same on both engines."""
    program = parse("collect 1 from previous player; take 1 + their landmarks from previous player")
    first, second = (clause.stmt for clause in program.clauses)
    assert isinstance(first, ast.Payment) and (first.name, first.payer) == ("collect", "previous")
    assert isinstance(second, ast.Payment) and (second.name, second.payer) == ("take", "previous")
    analysis = analyse(program, lambda selector: frozenset())
    assert analysis.changes == {"coins"} and not analysis.asks
    (tmp_path / "tolls.yaml").write_text(TOLLS, encoding="utf-8")
    game = new_game(str(tmp_path / "tolls.yaml"), 3)
    assert effect_text(parse("collect 1 from previous player"), game.edition) == (
        "Collect 1 coin from the previous player."
    )
    python = "\n".join(effect.python for effect in game.edition.effects)
    assert "t = (o + np - 1) % np" in python and "rt.pay(t, o, 1 * n, SRC)" in python  # no bonus
    assert "t = (o + NP - 1) % NP" in source(game)
    scenario = tmp_path / "tolls_scenario.yaml"
    scenario.write_text(TOLLS_SCENARIO, encoding="utf-8")
    result = run_file(scenario, engine="native", compiled=False)
    assert result.ok, result.report()
    assert result.native is not None and result.native.played
    for bots in ("random", "basic", "normal"):
        assert whole_games(str(tmp_path / "tolls.yaml"), 3, "toll", bots=bots) >= 1, bots


def test_without_its_payer_the_words_are_not_in_the_language() -> None:
    with pytest.raises(Exception, match="MK301"):
        parse("take 1 from previous player")
