"""The effect language: parsing, error positions, compilation, fuzzing."""

from __future__ import annotations

import inspect
import traceback
import types
from pathlib import Path

import pytest
from examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark

from dsl import analysis, ast
from dsl.compiler import Symbols, compile_effect
from dsl.errors import DslError
from dsl.parser import _lark, parse
from dsl.runtime import Pending
from engine.load.loader import load_edition, new_game
from engine.services.play.narrate import effect_text

SYMBOLS = Symbols(
    cards={"field": 0, "farm": 1, "shop": 2},
    card_icon=["wheat", "cow", "bread"],
    card_colour=["blue", "blue", "green"],
    icons={"wheat", "cow", "bread"},
    colours={"blue", "green"},
    landmarks={"station": 0, "tower": 1},
)

ROOT = Path(__file__).resolve().parent.parent


class FakeRuntime:
    """Just enough of a game for compiled effects."""

    def __init__(self, coins: list[int], cities: list[list[int]], built: list[list[bool]] | None = None):
        self.coins = coins
        self.cities = cities
        self.built = built or [[False, False] for _ in coins]
        self.nplayers = len(coins)
        self.transfers: list[tuple[int | None, int, int, str]] = []
        self.swaps: list[tuple[int, object]] = []

    def pay(self, payer: int | None, receiver: int, amount: int, source: str) -> None:
        if amount <= 0:
            return
        paid = amount if payer is None else min(amount, self.coins[payer])
        if payer is not None:
            self.coins[payer] -= paid
        self.coins[receiver] += paid
        self.transfers.append((payer, receiver, paid, source))

    def swap(self, owner: int, choice: object, source: str) -> None:
        self.swaps.append((owner, choice))


def compile_(text: str):
    return compile_effect(text, SYMBOLS, "src")


def test_every_statement_parses() -> None:
    program = parse(
        "gain 1; take 2 from roller; take 2 from each other; take 5 from chosen other\n"
        "may swap excluding colour(blue); may roll 2 dice; may reroll; extra turn on doubles\n"
        "bonus 1 for icon(wheat, cow)\n"
        "after build: if coins == 0 then gain 1 else if built(tower) then gain 2 else gain 3"
    )
    kinds = [type(c.stmt).__name__ for c in program.clauses]
    assert kinds == ["Payment"] * 4 + ["Asking", "Dice", "Reroll", "ExtraTurn", "Bonus", "If"]
    payments = [c.stmt for c in program.clauses[:4] if isinstance(c.stmt, ast.Payment)]
    assert [(p.name, p.payer) for p in payments] == [
        ("gain", "bank"),
        ("take", "roller"),
        ("take", "each_other"),
        ("take", "chosen_other"),
    ]
    swap = program.clauses[4].stmt
    assert isinstance(swap, ast.Asking) and swap.name == "swap" and isinstance(swap.args[0], ast.Selector)
    assert program.clauses[-1].trigger == "after_build"


def test_precedence_and_folding() -> None:
    eff = compile_("gain 1 + 2 * 3")
    assert eff.const_gain == 7
    eff = compile_("gain (1 + 2) * 3")
    assert eff.const_gain == 9


def test_take_constant_is_fast_path() -> None:
    assert compile_("take 2 from roller").const_take == 2
    assert compile_("take 2 from each other").const_take is None


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("gain 3", False),
        ("if built(station) then gain 3", False),
        ("take 2 from each other", False),
        ("take 2 from roller", True),
        ("if roller's coins >= 3 then gain 1", True),
        ("if built(station) then gain effect_roll(2) else take 1 from roller", True),
    ],
)
def test_the_compiler_says_whether_an_activation_reads_the_roller(text: str, reads: bool) -> None:
    # bots value a card once for every roller when it does not (engine.services.players.strategy)
    assert compile_(text).reads_roller is reads


@pytest.mark.parametrize(
    ("text", "line", "column", "needle"),
    [
        ("gain", 1, 5, "ends too early"),
        ("gian 1", 1, 1, "unexpected 'gian'"),
        ("gain 1\ntake 1 form roller", 2, 8, "unexpected 'form'"),
        ("gain 1 $", 1, 8, "unexpected character '$'"),
        ("if coins > 1 gain 1", 1, 14, "or 'then'"),
    ],
)
def test_syntax_errors_have_positions(text: str, line: int, column: int, needle: str) -> None:
    with pytest.raises(DslError) as info:
        parse(text)
    err = info.value
    assert err.code == "MK301"
    assert (err.line, err.column) == (line, column)
    assert needle in err.message


def test_did_you_mean_for_keywords() -> None:
    with pytest.raises(DslError) as info:
        parse("may rerol")
    assert info.value.hint == "did you mean 'reroll'?"


def test_unknown_names_all_reported_with_suggestions() -> None:
    with pytest.raises(DslError) as info:
        compile_("gain count(icon(wheet)) + count(card(fram)); if built(towr) then gain 1")
    errors = [info.value, *info.value.others]
    assert [(e.code, e.column, (e.hint or "").split("? ")[0] + "?") for e in errors] == [
        ("MK302", 17, "did you mean 'wheat'?"),
        ("MK302", 38, "did you mean 'farm'?"),
        ("MK302", 55, "did you mean 'tower'?"),
    ]


def test_abilities_cannot_be_conditional() -> None:
    with pytest.raises(DslError) as info:
        compile_("if coins > 2 then may reroll")
    assert info.value.code == "MK303"


def test_ability_after_build_is_rejected() -> None:
    with pytest.raises(DslError) as info:
        compile_("after build: extra turn on doubles")
    assert info.value.code == "MK303"


def test_gain_per_icon_and_bonus() -> None:
    eff = compile_("gain 2 * count(icon(wheat, cow))")
    rt = FakeRuntime([0, 0], [[2, 1, 5], [0, 0, 0]])
    assert eff.on_activate is not None
    assert eff.on_activate(rt, 0, 0, 1, 0) is None
    assert rt.coins == [6, 0]
    eff.on_activate(rt, 0, 0, 2, 1)  # two copies, +1 bonus each: (6 + 1) * 2
    assert rt.coins == [20, 0]


def test_take_from_roller_is_partial_and_skips_self() -> None:
    eff = compile_("take 3 from roller")
    rt = FakeRuntime([2, 0], [[0, 0, 0], [0, 0, 0]])
    assert eff.on_activate is not None
    eff.on_activate(rt, 1, 0, 1, 0)
    assert rt.coins == [0, 2]
    eff.on_activate(rt, 0, 0, 1, 0)  # owner is the roller: nothing happens
    assert rt.transfers == [(0, 1, 2, "src")]


def test_take_from_each_other() -> None:
    eff = compile_("take 2 from each other")
    rt = FakeRuntime([0, 5, 1], [[0] * 3] * 3)
    assert eff.on_activate is not None
    eff.on_activate(rt, 0, 0, 1, 0)
    assert rt.coins == [3, 3, 0]


def test_chosen_other_asks_once_per_copy() -> None:
    eff = compile_("take 5 from chosen other")
    assert eff.asks == {"target"}
    rt = FakeRuntime([0, 7, 1], [[0] * 3] * 3)
    assert eff.on_activate is not None
    pending = eff.on_activate(rt, 0, 0, 2, 0)
    assert isinstance(pending, Pending) and pending.kind == "target" and pending.player == 0
    nxt = pending.resume(rt, 1)
    assert nxt is not None
    assert nxt.resume(rt, 2) is None
    assert rt.coins == [6, 2, 0]


def test_sequence_pauses_and_continues() -> None:
    eff = compile_("gain 1; may swap excluding colour(green); gain 2")
    rt = FakeRuntime([0, 0], [[1, 0, 1], [0, 1, 0]])
    assert eff.on_activate is not None
    pending = eff.on_activate(rt, 0, 0, 1, 0)
    assert rt.coins == [1, 0]
    assert pending is not None and pending.kind == "swap" and pending.excluded == frozenset({2})
    assert pending.resume(rt, ("field", "farm", 1)) is None
    assert rt.coins == [3, 0]
    assert rt.swaps == [(0, ("field", "farm", 1))]


def test_conditions() -> None:
    eff = compile_("if coins == 0 and not built(station) then gain 1 else take 1 from each other")
    assert eff.on_activate is not None
    rt = FakeRuntime([0, 4], [[0] * 3] * 2)
    eff.on_activate(rt, 0, 0, 1, 0)
    assert rt.coins == [1, 4]
    eff.on_activate(rt, 0, 0, 1, 0)
    assert rt.coins == [2, 3]
    rt.coins[0] = 0
    rt.built[0][0] = True
    eff.on_activate(rt, 0, 0, 1, 0)
    assert rt.coins == [1, 2]


def test_after_build_and_landmarks_count() -> None:
    eff = compile_("after build: if landmarks >= 2 then gain 3")
    assert eff.on_activate is None and set(eff.hooks) == {"after_build"}
    rt = FakeRuntime([0], [[0] * 3], [[True, True]])
    eff.hooks["after_build"](rt, 0, 0, 1, 0)
    assert rt.coins == [3]


def test_abilities_are_data() -> None:
    eff = compile_("may roll 3 dice; may reroll; extra turn on doubles; bonus 2 for card(shop)")
    assert (eff.max_dice, eff.reroll, eff.extra_turn) == (3, True, True)
    assert eff.bonuses == ((2, frozenset({2})),)
    assert eff.on_activate is None


# -- fuzzing: the parser never fails with anything but DslError --------------------
WORDS = [
    "gain",
    "take",
    "from",
    "roller",
    "each",
    "other",
    "chosen",
    "if",
    "then",
    "else",
    "and",
    "or",
    "not",
    "count",
    "icon",
    "card",
    "colour",
    "(",
    ")",
    ",",
    "*",
    "+",
    "-",
    "==",
    "<",
    "coins",
    "landmarks",
    "may",
    "swap",
    "excluding",
    "reroll",
    "roll",
    "dice",
    "extra",
    "turn",
    "on",
    "doubles",
    "bonus",
    "for",
    "after",
    "build",
    ":",
    ";",
    "\n",
    "1",
    "23",
    "cow",
    "built",
    "x",
    # effect language 2
    "their",
    "roller's",
    "all",
    "/",
    "rounded",
    "up",
    "down",
    "where",
    "total",
    "effect_roll",
    "pay",
    "demolish",
    "landmark",
    "give",
    "to",
    "chosen",
    "other",
    "previous",
    "renovate",
    "kind",
    "it",
    "activate",
    "close",
    "this",
    "return",
    "invest",
    "invested",
    "pool",
    "another",
    "received",
    "players",
    "then",
    "before",
    "income",
    "end",
    "of",
    "when",
    "at",
    "discount",
    "add",
    "nothing",
    "station",
    "field",
]


@settings(max_examples=examples(600), deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=14), st.booleans())
def test_fuzz_token_soup(words: list[str], landmark: bool) -> None:
    """Any word salad either fails to parse at a position, or compiles, or is refused with a code."""
    text = " ".join(words)
    try:
        program = parse(text)
    except DslError as err:
        assert err.code == "MK301"
        assert 1 <= err.line <= text.count("\n") + 1
        assert err.column >= 1
        return
    assert isinstance(program, ast.Program)
    try:
        compiled = compile_effect(text, SYMBOLS, "field" if not landmark else "station", landmark)
    except DslError as err:
        assert err.code in {"MK301", "MK302", "MK303", "MK106"}
        assert err.line >= 1 and err.column >= 1
    else:
        assert compiled.program == program


@settings(max_examples=examples(200), deadline=None)
@given(st.text(max_size=40))
def test_fuzz_arbitrary_text(text: str) -> None:
    try:
        compile_(text)
    except DslError as err:
        assert err.code in {"MK301", "MK302", "MK303", "MK106"}


# -- generated code is named and inspectable ----------------------------------------------
def test_generated_effects_are_named_and_their_source_is_inspectable() -> None:
    ed = load_edition("base")
    cafe = ed.cards[ed.card_index["cafe"]].effect
    assert cafe.on_activate is not None and cafe.on_activate.__name__ == "cafe_activate"
    source = inspect.getsource(cafe.on_activate)
    assert source.startswith("def cafe_activate(rt, o, roller, n, bonus):")
    assert "rt.pay(roller, o, (1 + bonus) * n, SRC)" in source
    assert cafe.python.startswith("# cafe: take 1 from roller\n")


def test_a_traceback_through_generated_code_shows_the_generated_line() -> None:
    class Broken(FakeRuntime):
        def pay(self, payer: int | None, receiver: int, amount: int, source: str) -> None:
            raise RuntimeError("boom")

    eff = compile_effect("take 2 from each other", SYMBOLS, "toll_booth")
    assert eff.on_activate is not None
    try:
        eff.on_activate(Broken([0, 5], [[0] * 3] * 2), 0, 1, 1, 0)
    except RuntimeError:
        text = traceback.format_exc()
    assert 'File "<mk effect toll_booth' in text and "in toll_booth_activate" in text
    assert "rt.pay(t, o, per, SRC)" in text


def test_generated_income_functions_are_named_per_roll_and_roller() -> None:
    game = new_game("base", players=3)
    fn = game.income[3][2]
    assert fn.__name__ == "income_roll3_roller2"
    assert inspect.getsource(fn).startswith("def income_roll3_roller2(st):")
    assert f"def {fn.__name__}(st):" in game.income_python


# -- the checker grows with the language ------------------------------------------------
@pytest.mark.parametrize(
    ("text", "message", "column"),
    [
        ("gain 0 - 2", "this never moves a coin: the amount is always -2", 6),
        ("take 0 from roller", "this never moves a coin: the amount is always 0", 6),
        ("pay 0", "this never moves a coin: the amount is always 0", 5),
        ("gain their coins", "'their' means the paying player: use it in 'take ... from'", 6),
        ("take count(it) from each other", "'it' is the kind chosen by 'renovate kind'", 6),
        ("gain 10 / 0 rounded down", "division by 0", 11),
        ("gain effect_roll(0)", "effect dice are at least 1 die", 6),
        ("gain effect_roll(1) + effect_roll(2)", "a statement reads one effect roll", 23),
        ("after build: may reroll", "an ability cannot follow 'after build:'", 14),
        ("if doubles then may add 2 to total", "cannot be conditional", 17),
        ("may add 0 to total", "adding 0 to the total changes nothing", 1),
        ("may invest 0", "investing 0 coins changes nothing", 1),
    ],
)
def test_effects_that_cannot_act_are_refused_at_their_position(text: str, message: str, column: int) -> None:
    with pytest.raises(DslError) as err:
        compile_(text)
    found = [err.value, *getattr(err.value, "others", [])]
    assert any(message in e.message and e.column == column and e.code == "MK303" for e in found), found


def test_a_landmark_statement_needs_a_trigger() -> None:
    with pytest.raises(DslError, match="a landmark never activates on a roll"):
        compile_effect("gain 5", SYMBOLS, "station", landmark=True)
    assert compile_effect("after build: gain 5", SYMBOLS, "station", landmark=True).hooks


def test_this_is_a_card() -> None:
    with pytest.raises(DslError, match="'this' is the card whose effect it is"):
        compile_effect("after build: close this", SYMBOLS, "station", landmark=True)


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("demolish landmrak then gain 8", "did you mean 'landmark'?"),
        ("give card to chosen othr", "did you mean 'other'?"),
        ("take 1 from each other whre their coins > 2", None),
        ("renovate knd", "did you mean 'kind'?"),
        ("gain coins / 2 rounded sideways", None),
    ],
)
def test_misspelt_new_keywords_get_suggestions(text: str, hint: str | None) -> None:
    with pytest.raises(DslError) as err:
        compile_(text)
    assert err.value.code == "MK301"
    if hint is not None:
        assert err.value.hint == hint


def test_new_constructs_run_against_a_runtime() -> None:
    rt = FakeRuntime([0, 12, 9, 30], [[0] * 3] * 4)
    eff = compile_("take their coins / 2 rounded up from each other where their coins >= 10")
    assert eff.on_activate is not None
    eff.on_activate(rt, 0, 0, 1, 0)
    assert rt.coins == [6 + 15, 6, 9, 15]
    rt = FakeRuntime([3, 0], [[0, 2, 1], [1, 1, 0]])
    eff = compile_("gain all count(card(field, farm)) + roller's count(card(shop))")
    assert eff.on_activate is not None
    eff.on_activate(rt, 1, 0, 2, 0)  # two copies; every city's fields and farms (4), the roller's shops (1)
    assert rt.coins == [3, 10]


def test_a_chain_may_follow_if_then() -> None:
    eff = compile_("if coins == 0 then gain 1 then gain 2 else gain 10")
    assert eff.on_activate is not None
    poor, rich = FakeRuntime([0], [[0] * 3]), FakeRuntime([5], [[0] * 3])
    eff.on_activate(poor, 0, 0, 1, 0)
    eff.on_activate(rich, 0, 0, 1, 0)
    assert (poor.coins, rich.coins) == ([3], [15])


@settings(max_examples=examples(400), deadline=None, suppress_health_check=list(HealthCheck))
@given(from_lark(_lark(), start="program"), st.booleans())
def test_every_program_the_grammar_allows_compiles_or_is_refused_with_a_code(text: str, landmark: bool) -> None:
    """Programs generated from the grammar itself: each one compiles, or is refused with a located code.

    (The generator may run keywords together or put a token inside a comment, so a syntax error can
    still happen; what may not is any other exception.)"""
    try:
        compiled = compile_effect(text, SYMBOLS, "station" if landmark else "field", landmark)
    except DslError as err:
        assert err.code in {"MK301", "MK302", "MK303", "MK106"}, err
        assert err.line >= 1 and err.column >= 1
    else:
        assert compiled.text == text and (compiled.python == "" or compiled.python.startswith("#"))


def test_a_price_is_an_amount_compiled_for_the_builder() -> None:
    from dsl.compiler import compile_amount

    symbols = Symbols(
        cards={"cafe": 0},
        card_icon=["cup"],
        card_colour=["red"],
        icons={"cup"},
        colours={"red"},
        landmarks={"tower": 0},
        counting=[0],
    )
    price = compile_amount("8 + 2 * all landmarks - count(icon(cup))", symbols, "tower")

    table = types.SimpleNamespace(built=[[True], [True], [False]], cities=[[3], [0], [0]], nplayers=3, player=2)
    assert price(table, 0) == 8 + 2 * 2 - 3 and price(table, 1) == 12
    # the roller in a price is the player whose turn it is (who builds, in a game)
    by_roller = compile_amount("10 - 4 * roller's landmarks", symbols, "tower")
    assert by_roller(table, 0) == 10
    table.player = 1
    assert by_roller(table, 0) == 6
    with pytest.raises(DslError) as info:
        compile_amount("effect_roll(2)", symbols, "tower")
    assert info.value.code == "MK303"
    with pytest.raises(DslError) as info:
        compile_amount("2 +", symbols, "tower")
    assert info.value.code == "MK301"


def test_a_product_of_two_varying_amounts_is_capped() -> None:
    eff = compile_("gain coins * coins")
    rt = FakeRuntime([10**6, 0], [[0] * 3] * 2)
    assert eff.on_activate is not None
    eff.on_activate(rt, 0, 0, 1, 0)
    assert rt.coins[0] == 10**6 + 10**9  # not 10**12: coins cannot grow without bound
    assert "cap(" not in compile_("gain 3 * count(icon(cow))").python  # a constant factor is not capped


@pytest.mark.parametrize(
    ("text", "asks", "reads", "changes"),
    [
        ("gain 3", set(), set(), {"coins"}),
        ("take 1 from roller", set(), {"roller"}, {"coins"}),
        ("take their coins / 2 rounded down from each other", set(), {"coins"}, {"coins"}),
        ("take 5 from chosen other", {"target"}, set(), {"coins"}),
        ("if built(station) then swap excluding icon(cow)", {"swap"}, {"landmarks"}, {"cities"}),
        ("renovate kind then gain count(it)", {"renovate"}, {"cities"}, {"closed", "coins"}),
        ("if received == 0 and doubles then another turn", set(), {"received", "dice"}, {"turn"}),
        ("gain effect_roll(2) * count(icon(wheat))", set(), {"effect_roll", "cities"}, {"coins"}),
        ("may invest 1", {"invest"}, set(), {"coins", "invested"}),
    ],
)
def test_one_analysis_says_what_an_effect_asks_reads_and_changes(
    text: str, asks: set[str], reads: set[str], changes: set[str]
) -> None:
    facts = compile_effect(text, SYMBOLS, "field").analysis  # a card's effect ("invest" is on it)
    assert facts.asks == asks and facts.reads == reads and facts.changes == changes
    for kind in asks:  # the statement that asks, for the narrator's question
        assert analysis.asked(facts.askers[kind]) == kind


def test_the_analysis_names_what_swaps_exclude_and_activations_choose() -> None:
    facts = compile_("swap excluding icon(cow); may activate kind colour(green)").analysis
    assert facts.swap_excluded == (frozenset({1}),) and facts.activates == frozenset({2})
    assert facts.closes is False and compile_effect("close this", SYMBOLS, "field").analysis.closes


@pytest.mark.parametrize(
    ("text", "value"),
    [("2 * 3 + 1", 7), ("7 / 2 rounded up", 4), ("7 / 2 rounded down", 3), ("1 - 5", -4), ("coins * 2", None)],
)
def test_constants_fold_on_the_tree(text: str, value: int | None) -> None:
    from dsl.parser import parse_amount

    assert analysis.fold(parse_amount(text)) == value


def test_a_count_of_nothing_folds_to_zero_only_with_the_edition_s_cards() -> None:
    from dsl.parser import parse_amount

    expr = parse_amount("count(icon(fish)) * 2")
    assert analysis.fold(expr) is None
    assert analysis.fold(expr, lambda selector: frozenset()) == 0


def test_generated_code_comes_from_blocks_and_reads_as_python() -> None:
    eff = compile_("if built(station) then take 2 from each other else swap")
    lines = eff.python.splitlines()
    assert lines[0] == "# src: if built(station) then take 2 from each other else swap"
    body = "\n".join(lines[1:])
    compile(body, "<generated>", "exec")  # well formed
    assert "    if rt.built[o][0]:\n        per = (2 + bonus) * n" in body
    assert "    else:\n        def swap_1(rt, choice):" in body
    assert body.rstrip().endswith('return ask_each("swap", o, SRC, n, swap_1, frozenset([]))\n    return None')


def test_brackets_group_conditions_and_the_card_text_keeps_them() -> None:
    """`not (a or b)` was no condition at all; now brackets group, and the English keeps the grouping."""
    grouped = parse("if not (doubles or coins > 4) and (coins == 0 or doubles) then gain 3").clauses[0].stmt
    assert isinstance(grouped, ast.If) and isinstance(grouped.cond, ast.BoolOp) and grouped.cond.op == "and"
    first, second = grouped.cond.operands
    assert isinstance(first, ast.Not) and isinstance(first.operand, ast.BoolOp) and first.operand.op == "or"
    assert isinstance(second, ast.BoolOp) and second.op == "or"
    plain = parse("if not doubles or coins > 4 then gain 3").clauses[0].stmt
    assert (
        isinstance(plain, ast.If) and isinstance(plain.cond, ast.BoolOp) and isinstance(plain.cond.operands[0], ast.Not)
    )
    ed = load_edition(ROOT / "tests" / "editions" / "grouped_conditions.yaml")
    text = effect_text(ed.cards[ed.card_index["lucky_well"]].effect.program, ed)
    assert text.startswith("If not (the dice show doubles or you have more than 4 coins) and (you have built Train")
