"""The market and copy-limit options, as generic engine features."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

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
    state.set_player(0, coins=30)
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
    state.set_player(0, coins=10)
    state.apply(Action("roll", (6,)))
    offered = {a.choice for a in state.legal_actions()}
    assert "wheat_field" not in offered and "bakery" not in offered and "ranch" in offered


def test_unknown_market_is_refused() -> None:
    with pytest.raises(Exception, match="has no market 'bazaar'"):
        new_game("base", 2, options={"market": "bazaar"})
