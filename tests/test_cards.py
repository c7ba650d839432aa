"""What the balance lab says of each card, and how mk compare tells two rule sets apart: a card every
seat owns is not "fair" by construction; a must-buy card is called one in the text, the JSON and the
CSV; a card only one side has is "only in B", and the cards behind a difference are named. The
statistics match independent implementations (statsmodels and scipy, their figures written here), and
the intervals and the power they claim hold in simulation."""

from __future__ import annotations

import csv
import io
import json
import math
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.services.lab import cards as cardstats
from engine.services.lab.compare import compare_data, compare_text
from engine.services.lab.run import GameResult, Run, Setup, Tally, run
from engine.services.lab.stats import (
    ALPHA,
    detectable,
    mantel_haenszel,
    mcnemar_p,
    one_winner_table,
    paired_difference_interval,
    paired_t,
    two_proportion_p,
    wilson,
)
from engine.services.lab.words import run_text
from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent
GOLD = str(ROOT / "tests" / "editions" / "gold_rush.yaml")


def _tables(counts: dict[tuple[int, int, bool], int]) -> list[tuple[int, int, int, int, int]]:
    return [(*one_winner_table(k, m, won), n) for (k, m, won), n in counts.items()]


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        (  # statsmodels 0.15: StratifiedTable(...).oddsratio_pooled, .oddsratio_pooled_confint(), .test_null_odds()
            {
                (4, 1, True): 30,
                (4, 1, False): 50,
                (4, 2, True): 60,
                (4, 2, False): 40,
                (4, 3, True): 70,
                (4, 3, False): 10,
            },
            (1.75, 1.3321133605293092, 2.2989785184521603, 5.227865783263841e-05),
        ),
        (
            {(3, 1, True): 5, (3, 2, False): 9, (2, 1, True): 12, (2, 1, False): 7, (4, 3, True): 20},
            (1.5087719298245612, 0.8363691298859222, 2.7217560463249315, 0.15606340485712544),
        ),
    ],
)
def test_the_odds_ratio_is_statsmodels_own(
    counts: dict[tuple[int, int, bool], int], expected: tuple[float, float, float, float]
) -> None:
    r = mantel_haenszel(_tables(counts))
    assert (r.ratio, r.low, r.high, r.p) == pytest.approx(expected, rel=1e-6)


def test_the_paired_tests_are_scipy_and_statsmodels_own() -> None:
    assert mcnemar_p(12, 30) == pytest.approx(0.007915897334896727, rel=1e-9)  # mcnemar(exact=True)
    assert mcnemar_p(2100, 1900) == pytest.approx(0.001565402258002549, rel=1e-6)  # exact=False, correction=False
    x = [3, 5, 2, 8, 7, 6, 4, 9, 1, 5]
    y = [4, 6, 2, 9, 9, 5, 6, 9, 3, 7]
    d = [b - a for a, b in zip(x, y, strict=True)]
    t = paired_t(len(d), sum(d), sum(v * v for v in d))  # scipy 1.17: ttest_rel(y, x)
    assert (t.p, t.low, t.high) == pytest.approx((0.014956363910414222, 0.24594761240059826, 1.7540523875994016))


def test_the_paired_interval_covers_the_true_difference_95_times_in_100() -> None:
    """Newcombe's paired interval, in 2,000 simulated runs of 200 pairs whose outcomes are correlated:
    it holds the true difference in about 95% of them, and it is narrower than the unpaired interval."""
    rng = random.Random(1)
    true_a, true_b = 0.25, 0.32
    held = narrower = 0
    runs = 2000
    for _ in range(runs):
        counts = [0, 0, 0, 0]  # both, A only, B only, neither
        for _ in range(200):
            shared = rng.random()
            a, b = shared < true_a, (shared < true_b) if rng.random() < 0.7 else (rng.random() < true_b)
            counts[0 if a and b else 1 if a else 2 if b else 3] += 1
        _, lo, hi = paired_difference_interval(*counts)
        held += lo <= true_b - true_a <= hi
        k_a, k_b = counts[0] + counts[1], counts[0] + counts[2]
        la, ua = wilson(k_a, 200)
        lb, ub = wilson(k_b, 200)
        narrower += hi - lo < math.hypot(k_b / 200 - lb, ua - k_a / 200) + math.hypot(ub - k_b / 200, k_a / 200 - la)
    assert 0.93 * runs <= held <= 0.975 * runs
    assert narrower > 0.99 * runs


def test_a_difference_said_to_be_detectable_is_found_4_times_in_5() -> None:
    """The lab says "a difference under N points could still hide": N is the difference its test finds
    with 80% chance (at the first step of Holm's correction over 5 questions), not an interval's
    half-width. Simulated: two rates N apart are told apart in about 80% of 1,000 runs."""
    rng = random.Random(2)
    n, p, questions = 2000, 0.25, 5
    gap = detectable(math.sqrt(2 * p * (1 - p) / n), questions)
    assert 0.04 < gap < 0.05  # an interval's half-width would say 2.7 points
    found = 0
    for _ in range(1000):
        k1 = sum(rng.random() < p for _ in range(n))
        k2 = sum(rng.random() < p + gap for _ in range(n))
        found += two_proportion_p(k1, n, k2, n) <= ALPHA / questions
    assert 0.74 <= found / 1000 <= 0.86


def _counts(**split: int) -> list[int]:
    out = [0] * cardstats.cells(4)
    for key, n in split.items():
        k, m, won = key[1], key[2], key[3] == "w"  # "s41w": 4 seats of the bot, 1 owner, the winner owns
        out[cardstats.cell(4, int(k), int(m), won)] = n
    return out


def _row(split: list[int], owned: int, owned_won: int, games: int = 2000) -> dict[str, object]:
    counts = cardstats.CardCounts("x", "X", 6, owned, owned, owned_won, games, split)
    return cardstats.rows([counts], 4, games, games)[0]


def test_a_card_every_seat_owns_is_a_must_buy_not_fair() -> None:
    """Owners at exactly the fair share, because every seat owns one: no contrast, and not "balanced"."""
    everyone = _row(_counts(s44w=2000), 8000, 2000)
    assert everyone["owners_rate"] == 0.25 and everyone["p"] is None and everyone["verdict"] == "must-buy"
    assert "nothing to compare" in str(everyone["evidence"]) and str(everyone["evidence"]).startswith("X is a must-buy")
    # bought by 90% of seats, in 99% of winners' cities: the few seats without it almost never win
    lopsided = _row(_counts(s43w=590, s43n=10, s44w=1400), 7400, 1990)
    assert lopsided["verdict"] == "must-buy" and lopsided["odds_ratio"] > 10
    # the same shares of cities, but the seats without it win as often as their bot's owners
    even = _row(_counts(s43w=450, s43n=150, s44w=1400), 7400, 1850)
    assert even["verdict"] in ("balanced", "unclear") and even["odds_ratio"] == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("split", "word"),
    [
        ({"s42w": 1000, "s42n": 1000}, "balanced"),
        ({"s42w": 1400, "s42n": 600}, "strong"),
        ({"s42w": 340, "s42n": 260}, "strong or balanced"),  # 1.31 (1.11-1.54)
        ({"s42w": 600, "s42n": 1400}, "weak"),
        ({"s42w": 12, "s42n": 8}, "unclear"),
    ],
)
def test_each_word_rests_on_the_odds_ratio(split: dict[str, int], word: str) -> None:
    counts = _counts(**split)
    games = sum(counts)
    row = _row(counts, 2 * games, split["s42w"], games)
    assert row["verdict"] == word, row
    assert cardstats.WORDS.index(word) >= 0 and str(row["evidence"]).startswith("X")


def test_two_cards_that_play_alike_get_the_same_word_either_side_of_the_bands_edge() -> None:
    """The word is read from where the interval lies, not from the estimate: 1.49 and 1.51, whose
    intervals both reach across 1.5, are both "strong or balanced" (more games to tell), where the
    estimate alone made one "slightly strong" and the other "strong"."""
    below = _row(_counts(s42w=447, s42n=300), 2 * 747, 447, 747)
    above = _row(_counts(s42w=453, s42n=300), 2 * 753, 453, 753)
    assert below["odds_ratio"] < 1.5 < above["odds_ratio"]
    assert below["verdict"] == above["verdict"] == "strong or balanced"
    assert "more games to tell" in str(below["evidence"]) and "more games to tell" in str(above["evidence"])
    far = _row(_counts(s42w=1400, s42n=600), 4000, 1400, 2000)
    assert far["odds_ratio_ci95"][0] > 1.5 and far["verdict"] == "strong"


def test_never_and_rarely_bought() -> None:
    assert _row(_counts(), 0, 0)["verdict"] == "never bought"
    assert _row(_counts(s41w=3, s41n=9), 12, 3)["verdict"] == "rarely bought"


def test_a_strong_bot_does_not_make_its_favourite_card_strong() -> None:
    """The normal bot wins every game, and only it buys card X; the basic bots buy card Y, half of them
    in each game. Owners of X win every game, but by their bot's skill: within the winner bot's seats
    (one: the normal bot's) there is nothing to compare, so X is no stronger than "unclear"; Y is
    never bought by the winner's bot... and X's figures say so."""
    tally = Tally(4, ["x", "y"], ["X", "Y"], supply=[6, 6])
    seats = ("normal", "basic", "basic", "basic")
    for i in range(400):
        bought = ((1, 0), (0, i % 2), (0, 1 - i % 2), (0, 0))
        tally.add(GameResult(i, seats, 0, 60, bought))
    x, y = tally.report()["cards"]
    assert x["owners_rate"] == 1.0 and x["others_rate"] == 0.0  # counted plainly, X looks unbeatable
    assert x["p"] is None and x["verdict"] not in ("strong", "must-buy")  # within the same bot: no contrast
    assert y["p"] is None and y["contrast_games"] == 0  # the winner's bot never had it to compare


def test_simulate_calls_the_fixture_card_a_must_buy_in_text_json_and_csv() -> None:
    args = ["simulate", "--edition", GOLD, "--games", "300", "--bots", "normal", "--rotate"]
    text = CliRunner().invoke(main, args).output
    assert "\n  Gold Mine                   must-buy " in text, text
    assert "- Gold Mine is a must-buy: in 9" in text and "of the winners' cities" in text
    data = json.loads(CliRunner().invoke(main, [*args, "--format", "json"]).output)
    gold = next(c for c in data["cards"] if c["card"] == "gold_mine")
    assert gold["verdict"] == "must-buy" and gold["winner_owned"] >= cardstats.MUST_BUY and gold["p"] < 0.05
    rows = list(csv.DictReader(io.StringIO(CliRunner().invoke(main, [*args, "--format", "csv"]).output)))
    assert next(r for r in rows if r["item"] == "gold_mine")["verdict"] == "must-buy"


def _pair(games: int = 300) -> tuple[Run, Run]:
    runs = [run(Setup(e, 4, ("normal",) * 4, rotate=True), games, 0, keep=True) for e in ("base", GOLD)]
    return runs[0], runs[1]


def test_compare_names_the_card_only_one_side_has() -> None:
    base, gold = _pair()
    data = compare_data(base, gold, "base", "gold_rush.yaml")
    assert data["paired"] and all("discordant" in s for s in data["seats"])
    row = next(c for c in data["cards"] if c["card"] == "gold_mine")
    assert row["status"] == "only in B" and row["a"] is None and row["b"]["verdict"] == "must-buy"
    assert data["drivers"][0]["card"] == "gold_mine" and "only in B: a must-buy there" in data["drivers"][0]["why"]
    text = compare_text(data)
    assert "What B changes against A: new card Gold Mine." in text  # what the rule is, before what it did
    assert "the cards it changes: Gold Mine (only in B: a must-buy there, in 9" in text, text
    assert data["changes"] == [
        {"kind": "added", "what": "card", "id": "gold_mine", "name": "Gold Mine", "said": "new card Gold Mine"}
    ]
    line = next(x for x in text.splitlines() if x.startswith("  Gold Mine"))
    assert line.count("only in B") == 2 and "must-buy" in line and "0.0%" not in line  # not a 0% row of A
    reverse = compare_data(gold, base, "gold_rush.yaml", "base")
    assert next(c for c in reverse["cards"] if c["card"] == "gold_mine")["status"] == "only in A"
    json.dumps(data, allow_nan=False)  # plain JSON: no infinity, no NaN


def test_compare_csv_and_json_say_only_in_b(tmp_path: Path) -> None:
    args = ["compare", "base", GOLD, "--games", "60", "--players", "2"]
    rows = list(csv.reader(io.StringIO(CliRunner().invoke(main, [*args, "--format", "csv"]).output)))
    gold = [r for r in rows if r[1] == "Gold Mine"]
    assert len(gold) == 2 and all(r[-1] == "only in B" and r[2] == "" for r in gold)
    data = json.loads(CliRunner().invoke(main, [*args, "--format", "json"]).output)
    assert {c["status"] for c in data["cards"]} == {"both", "only in B"}


def test_the_same_games_paired_tell_nothing_apart() -> None:
    """An option that changes nothing: every pair of games is the same game, and the sentence says so
    (the intervals of 40 pairs still allow a difference: Newcombe's interval is not empty at 0 of 40)."""
    result = CliRunner().invoke(
        main, ["compare", "base", "--option-b", "extra_turns_max=unlimited", "--games", "40", "--format", "json"]
    )
    data = json.loads(result.output)
    assert data["paired"] and data["identical"] and not data["differ"] and data["drivers"] == []
    for s in data["seats"]:
        assert s["discordant"] == [0, 0] and s["ci95"][0] < 0 < s["ci95"][1] and s["p"] == 1.0
    assert data["length"]["ci95"] == [0.0, 0.0]
    text = CliRunner().invoke(main, ["compare", "base", "--option-b", "extra_turns_max=unlimited", "--games", "40"])
    assert "No difference: in each of the 40 pairs of games, B's game had the winner and the length of A's" in (
        text.output
    )


def test_tally_split_matches_between_engines_with_mixed_bots() -> None:
    pytest.importorskip("numba", reason="the native extra is not installed")
    from engine.native import play as native
    from engine.native.build import Native, interpreted

    setup = Setup("base", 3, ("normal", "basic", "basic"), rotate=True, max_turns=300)
    game = setup.game()
    patch = pytest.MonkeyPatch()
    patch.setitem(native._LOADED, (id(game), True), Native(interpreted(game), ROOT, "", 0.0, True, game))
    try:
        python = run(setup, 12).tally
        natively = run(Setup("base", 3, setup.bots, rotate=True, max_turns=300, engine="native"), 12).tally
    finally:
        patch.undo()
    assert python.split == natively.split and python.report()["cards"] == natively.report()["cards"]


def test_a_tally_of_no_games_says_nothing_wrong() -> None:
    tally = Tally(4, ["a"], ["A"])
    data = tally.report()
    assert data["cards"][0]["verdict"] == "never bought"
    assert "never bought" in run_text(Run(Setup("base", 4, ("basic",) * 4), tally, 0, 0), "empty")


def test_compare_says_first_what_b_changes_and_names_a_dud_no_bot_buys(tmp_path: Path) -> None:
    """What B changes comes before what moved: a rule option (a seat rule's cause, not its consequences),
    a changed card and a new card that no bot buys, each named with what it did ("never bought")."""
    dud = tmp_path / "dud.yaml"
    dud.write_text(
        "extends: base\nedition: dud\nname: Dud\ndescription: x\noptions: {starting_coins: 4}\ncards:\n"
        "  cafe: {cost: 1}\n"
        "  dud: {name: Dud, colour: blue, roll: [12], cost: 6, copies: 6, icon: gear, effect: gain 1}\n"
    )
    a, b = (run(Setup(e, 2, ("normal",) * 2, rotate=True), 60, 0, keep=True) for e in ("base", str(dud)))
    data = compare_data(a, b, "base", "dud.yaml")
    said = [c["said"] for c in data["changes"]]
    assert said == ["Cafe: costs 1 (was 2)", "new card Dud", "rule option starting_coins: 4 (was 3)"]
    text = compare_text(data)
    lines = text.splitlines()
    assert (
        lines[3]
        == "What B changes against A: Cafe: costs 1 (was 2); new card Dud; rule option starting_coins: 4 (was 3)."
    )
    assert "Dud (only in B: never bought)" in lines[4]  # no bot buys it, and it is named all the same
    assert [d["card"] for d in data["drivers"][:2]] == ["cafe", "dud"] and data["drivers"][1]["changed"]
    cards = text[text.index("  card ") :].splitlines()[1:3]
    assert [row.split()[0] for row in cards] == ["Cafe", "Dud"]  # the table in the sentence's order
    assert "-0.0" not in text
