"""The market and copy-limit options, as generic engine features."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.core.setup import pin_market, set_build_rounds, set_player
from engine.core.state import Action
from engine.load.loader import load_edition, new_game
from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("players", "purple_each"), [(2, 2), (3, 3), (4, 4)])
def test_come_what_may_returns_purple_copies_to_the_box(players: int, purple_each: int) -> None:
    game = new_game("fussball", players, variants=("come_what_may",))
    state = game.new_state(seed=11)
    assert state.market is not None
    in_play = list(state.supply)
    for c in state.market.deck_left():
        in_play[c] += 1
    for card in game.cards:
        if card.colour.max_per_city == 1:
            assert in_play[card.index] == purple_each
        else:
            assert in_play[card.index] == card.copies
    assert sum(in_play) == 72 + 3 * purple_each


def test_market_shows_ten_kinds_drawn_from_a_seeded_deck() -> None:
    game = new_game("fussball", 3, variants=("come_what_may",))
    a, b, c = game.new_state(seed=1), game.new_state(seed=1), game.new_state(seed=2)
    assert a.market is not None and b.market is not None and c.market is not None
    assert sum(1 for k in a.supply if k) == 10
    assert a.supply == b.supply and a.market.deck_left() == b.market.deck_left()
    assert (a.supply, a.market.deck_left()) != (c.supply, c.market.deck_left())


def test_only_showing_cards_are_offered() -> None:
    game = new_game("fussball", 2, variants=("come_what_may",))
    state = game.new_state(seed=4)
    set_player(state, 0, coins=30)
    state.apply(Action("roll", (6,)))
    offered = {a.choice for a in state.legal_actions()} - {None} - set(game.landmark_ids)
    showing = {game.card_ids[c] for c, k in enumerate(state.supply) if k}
    assert offered == showing


def test_market_is_in_records_and_replays(tmp_path: Path) -> None:
    out = tmp_path / "g.jsonl"
    runner = CliRunner()
    args = [
        "simulate",
        "--edition",
        "fussball",
        "--variant",
        "come_what_may",
        "--variant",
        "beginner",
        "--players",
        "3",
        "--games",
        "3",
        "--record",
        str(out),
    ]
    assert runner.invoke(main, args).exit_code == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert lines[0]["options"]["market"] == "come_what_may" and lines[0]["options"]["max_copies"] == 2
    assert set(lines[1]["market"]) == {"showing", "deck", "boxed"}
    done = runner.invoke(main, ["replay", str(out)])
    assert done.exit_code == 0, done.output


def test_scenario_json_includes_the_market() -> None:
    scenario = Path(__file__).parent / "scenarios" / "fussball" / "come_what_may_refill.yaml"
    result = CliRunner().invoke(main, ["scenario", "--json", str(scenario)])
    (entry,) = json.loads(result.stdout)
    assert entry["state"]["market"]["deck"] == 1


def test_max_copies_option_applies_to_any_edition() -> None:
    game = new_game("base", 2, options={"max_copies": 1})
    state = game.new_state()
    set_player(state, 0, coins=10)
    state.apply(Action("roll", (6,)))
    offered = {a.choice for a in state.legal_actions()}
    assert "wheat_field" not in offered and "bakery" not in offered and "ranch" in offered


def test_unknown_market_is_refused() -> None:
    with pytest.raises(Exception, match="has no market 'bazaar'"):
        new_game("base", 2, options={"market": "bazaar"})


# -- market rows (Machi Koro 2) ------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_mk2_rows_each_show_five_kinds_from_their_own_deck(players: int) -> None:
    game = new_game("mk2", players)
    rows = game.market_rule.rows if game.market_rule is not None else ()
    assert [row.name for row in rows] == ["low", "high", "landmarks"]
    for seed in range(20):
        state = game.new_state(seed=seed)
        summary = state.market_summary()
        assert summary is not None
        for name in ("low", "high", "landmarks"):
            assert len(summary[name]["showing"]) == 5, (seed, name, summary[name])
        # every copy is showing or in its row's deck; a card is in the row of its lowest roll
        for r, name in enumerate(("low", "high")):
            assert state.market is not None
            in_row = dict(summary[name]["showing"])
            for c in state.market.deck_left(r):
                in_row[game.card_ids[c]] = in_row.get(game.card_ids[c], 0) + 1
            for ident, k in in_row.items():
                card = game.cards[game.card_index[ident]]
                assert k == card.copies and (min(card.roll) <= 6) == (name == "low")
        landmarks = summary["landmarks"]
        assert set(landmarks["showing"].values()) == {1} and landmarks["deck"] == len(game.landmarks) - 5


def test_a_landmark_row_sells_only_showing_landmarks_and_refills() -> None:
    game = new_game("mk2", 2)
    state = game.new_state(seed=3)
    set_build_rounds(state, 0)
    set_player(state, 0, coins=100)
    state.apply(Action("dice", 1))
    state.apply(Action("roll", (1,)))
    assert state.market is not None
    showing = [game.landmark_ids[j] for j, k in enumerate(state.market.lm_showing or []) if k]
    offered = {a.choice for a in state.legal_actions()} & set(game.landmark_ids)
    assert offered == set(showing)
    before = state.clone()
    state.apply(Action("build", showing[0]))
    after = state.market_summary()
    assert after is not None and showing[0] not in after["landmarks"]["showing"]
    assert len(after["landmarks"]["showing"]) == 5 and after["landmarks"]["deck"] == 14
    # the clone's market is its own
    assert before.market_summary() != after and showing[0] in (before.market_summary() or {})["landmarks"]["showing"]


def test_a_card_pinned_in_the_wrong_row_is_refused() -> None:
    state = new_game("mk2", 2).new_state()
    with pytest.raises(Exception, match="not in the market row 'low'"):
        pin_market(state, {"low": {"showing": {"stadium": 1}}})
    with pytest.raises(Exception, match="market row"):
        pin_market(state, {"middle": {"showing": {}}})


def test_market_rows_are_checked_when_the_edition_loads(tmp_path: Path) -> None:
    from engine.core.errors import EditionError
    from engine.load.loader import load_edition

    path = tmp_path / "rows.yaml"
    path.write_text(
        f"extends: {ROOT / 'editions' / 'mk2.yaml'}\n"
        "name: Bad rows\n"
        "markets:\n"
        "  three_rows:\n"
        "    rows:\n"
        "      low: {rolls: [1, 5], colours: [red, blue, grey], showing: 5}\n"
        "      high: {rolls: [9, 7], showing: 5}\n"
        "      landmarks: {landmarks: true, rolls: [1, 2], showing: 5}\n"
        "      more: {landmarks: true, showing: 5}\n"
    )
    with pytest.raises(EditionError) as info:
        load_edition(path)
    messages = sorted(f"{p.code} {p.message}" for p in info.value.problems)
    assert "MK410 unknown colour 'grey'" in messages
    assert "MK410 rolls 9-7 is an empty range" in messages
    assert "MK410 the landmark row takes every landmark: it has no 'rolls'" in messages
    assert "MK410 market 'three_rows' has more than one landmark row" in messages
    assert "MK410 card 'bakery' is in no row of market 'three_rows'" in messages  # green, roll 2-3


def test_scope_once_means_when_built_only(tmp_path: Path) -> None:
    from engine.core.errors import EditionError
    from engine.load.loader import load_edition

    path = tmp_path / "once.yaml"
    path.write_text(
        f"extends: {ROOT / 'editions' / 'mk2.yaml'}\nname: Once\n"
        "landmarks:\n  park: {effect: 'after build: pool coins'}\n"
    )
    with pytest.raises(EditionError) as info:
        load_edition(path)
    assert [p.code for p in info.value.problems] == ["MK411"]


# -- the hybrid supply (EXPANSIONS.md §5) ---------------------------------------------------------
BASE_ROWS = {
    "low": {"wheat_field", "ranch", "bakery", "cafe", "convenience_store", "forest"},
    "high": {
        "cheese_factory",
        "furniture_factory",
        "mine",
        "family_restaurant",
        "apple_orchard",
        "fruit_and_vegetable_market",
    },
    "major": {"stadium", "tv_station", "business_center"},
}
HARBOR_ROWS = {
    "low": {"flower_orchard", "flower_shop", "sushi_bar"},
    "high": {"mackerel_boat", "tuna_boat", "food_warehouse", "pizza_joint", "hamburger_stand"},
    "major": {"publisher", "tax_office"},
}
MILLIONAIRES_ROWS = {
    "low": {"corn_field", "general_store", "demolition_company", "loan_office", "french_restaurant"},
    "high": {"vineyard", "winery", "moving_company", "soda_bottling_plant", "members_only_club"},
    "major": {"renovation_company", "tech_startup", "park"},
}
HYBRID_ROWS = {
    "base": BASE_ROWS,
    "harbor": {row: BASE_ROWS[row] | HARBOR_ROWS[row] for row in BASE_ROWS},
    "millionaires_row": {row: BASE_ROWS[row] | MILLIONAIRES_ROWS[row] for row in BASE_ROWS},
    "deluxe": {row: BASE_ROWS[row] | HARBOR_ROWS[row] | MILLIONAIRES_ROWS[row] for row in BASE_ROWS},
}
"""The contract's table: the kinds of each row of each edition."""


@pytest.mark.parametrize("edition", sorted(HYBRID_ROWS))
def test_the_hybrid_rows_hold_the_contracts_kinds_and_show_five_five_and_two(edition: str) -> None:
    """A purple card goes to ``major`` whatever its number (Stadium, 6, listed after ``low``); any other by
    its lowest number. Every seed shows 5, 5 and 2 kinds; each kind's copies are in its row (showing
    or in its deck), one a player of a purple kind, the rest boxed."""
    for players in (2, load_edition(edition).max_players):
        game = new_game(edition, players, options={"market": "hybrid"})
        rule = game.market_rule
        assert rule is not None and [row.name for row in rule.rows] == ["low", "high", "major"]
        rows = {
            row.name: {game.card_ids[c] for c in range(game.ncards) if game.market_rows[c] == r}
            for r, row in enumerate(rule.rows)
        }
        assert rows == HYBRID_ROWS[edition]
        for seed in range(10):
            state = game.new_state(seed=seed)
            summary = state.market_summary()
            assert state.market is not None and summary is not None
            assert [len(summary[row]["showing"]) for row in ("low", "high", "major")] == [5, 5, 2], seed
            for r, row in enumerate(("low", "high", "major")):
                held = dict(summary[row]["showing"])
                for c in state.market.deck_left(r):
                    held[game.card_ids[c]] = held.get(game.card_ids[c], 0) + 1
                for ident in HYBRID_ROWS[edition][row]:
                    card = game.cards[game.card_index[ident]]
                    printed = card.copies_for(players)
                    expected = players if row == "major" else printed
                    assert held.get(ident, 0) == expected, (seed, ident)
                    assert summary[row]["boxed"].get(ident, 0) == printed - expected, (seed, ident)


def test_a_card_pinned_in_another_hybrid_row_is_refused() -> None:
    state = new_game("harbor", 2, options={"market": "hybrid"}).new_state()
    with pytest.raises(Exception, match="tuna_boat is not in the market row 'low'"):  # 12-14: high
        pin_market(state, {"low": {"showing": {"tuna_boat": 1}}})
    with pytest.raises(Exception, match="publisher is not in the market row 'high'"):  # 7, purple: major
        pin_market(state, {"high": {"showing": {"publisher": 1}}})


def test_fussball_takes_no_hybrid_market() -> None:
    with pytest.raises(Exception, match="no market 'hybrid'"):
        new_game("fussball", 2, options={"market": "hybrid"})


def test_a_row_no_card_fills_or_too_wide_is_a_warning_of_mk_validate(tmp_path: Path) -> None:
    """The edition loads (its default market is not these); ``mk validate`` says where, as warnings."""
    from engine.services.check.validate import check_file

    path = tmp_path / "rows.yaml"
    path.write_text(
        "extends: base\n"
        "name: No purple\n"
        "remove: [stadium, tv_station, business_center]\n"
        "markets:\n"
        "  four_four_two:\n"
        "    name: 4-4-2\n"
        "    rows:\n"
        "      low: {rolls: [1, 6], showing: 4}\n"
        "      high: {rolls: [7, 99], showing: 9}\n"
        "      major: {colours: [purple], showing: 2}\n",
        encoding="utf-8",
    )
    edition = load_edition(path)
    found = {(p.code, p.level, p.message, p.line) for p in edition.warnings}
    assert (
        "MK415",
        "warning",
        "no card goes into row 'major' of market 'four_four_two': it never shows one",
        10,
    ) in found
    assert (
        "MK415",
        "warning",
        "row 'high' of market 'four_four_two' shows 9 kinds, but only 6 go into it: all of them show from the start",
        9,
    ) in found
    assert any("market 'hybrid'" in message for _, _, message, _ in found)  # base's, with no purple card left
    reported = check_file(path)
    assert {p.code for p in reported} == {"MK415"} and all(p.level == "warning" for p in reported)


def test_a_hybrid_game_is_recorded_row_by_row_and_replays(tmp_path: Path) -> None:
    out = tmp_path / "g.jsonl"
    runner = CliRunner()
    args = ["simulate", "--edition", "deluxe", "--option", "market=hybrid", "--players", "5", "--games", "2"]
    assert runner.invoke(main, [*args, "--bots", "basic", "--record", str(out)]).exit_code == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert lines[0]["options"]["market"] == "hybrid"
    assert set(lines[1]["market"]) == {"low", "high", "major"}
    assert all(set(row) == {"showing", "deck", "boxed"} for row in lines[1]["market"].values())
    done = runner.invoke(main, ["replay", str(out)])
    assert done.exit_code == 0, done.output


def test_the_terminal_shows_the_hybrid_market_row_by_row_with_each_decks_count() -> None:
    from io import StringIO

    from rich.console import Console

    from engine.services.play.session import start_session
    from engine.ui.views import TableView

    session = start_session("base", 2, 1, ["basic"], ["", ""], seed=4, options={"market": "hybrid"})
    console = Console(file=StringIO(), width=160, no_color=True)
    console.print(TableView(session, session.names, console).market())
    shown = console.file.getvalue()  # type: ignore[attr-defined]
    market = session.state.market
    assert market is not None
    for r, title in enumerate(("Establishments 1-6", "Establishments 7+", "Major establishments")):
        assert title in shown and f"{len(market.deck_left(r))} in the deck" in shown
