"""The position estimate learned from self-play (engine.services.players.learned): a chance for every
player that sums to one, and that reads the race the way the games it was fitted to did."""

from __future__ import annotations

import pytest

from engine.core.setup import set_player
from engine.load.loader import new_game
from engine.services.players.learned import FEATURES, WEIGHTS, chances, features, learned_chance


def test_every_feature_has_its_weight_and_the_chances_sum_to_one() -> None:
    assert len(WEIGHTS) == len(FEATURES)
    for edition, players in (("base", 2), ("harbor", 4), ("mk2", 3)):
        state = new_game(edition, players).new_state(seed=1)
        rows = features(state)
        assert len(rows) == players and all(len(r) == len(FEATURES) for r in rows)
        got = chances(rows)
        assert sum(got) == pytest.approx(1.0) and all(0 < c < 1 for c in got)


def test_a_player_one_landmark_and_its_coins_from_winning_is_the_favourite() -> None:
    state = new_game("base", 2).new_state(seed=0)
    set_player(state, 1, coins=22, landmarks=["train_station", "shopping_mall", "amusement_park"])
    ahead = learned_chance(state, 1)
    assert ahead > 0.8
    set_player(state, 1, coins=0)
    assert learned_chance(state, 1) < ahead  # the same landmarks without the coins: less


def test_the_player_about_to_roll_is_a_little_ahead_of_an_equal_rival() -> None:
    """The fit's ``order`` weight: the same city, the same coins, the first to roll is ahead."""
    state = new_game("base", 2).new_state(seed=0)
    assert state.player == 0 and learned_chance(state, 0) > 0.5 > learned_chance(state, 1)
