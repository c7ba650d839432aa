"""The market and copy-limit options, as generic engine features."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.core.setup import pin_market, set_build_rounds, set_player
from engine.core.state import Action
from engine.load.loader import new_game
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
