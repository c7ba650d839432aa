"""The PettingZoo environment (docs/agents.md): PettingZoo's own API test on every built-in edition
at every player count, 1,000 random masked games per edition with every mask checked against the
engine's legal actions, bots as opponents, seeds, rewards and the documented example."""

from __future__ import annotations

import json
import random
import re
import warnings
from pathlib import Path

import numpy as np
import pytest
from pettingzoo.test import api_test

from dsl.limits import AMOUNT
from engine.core.errors import IllegalAction, UnknownName
from engine.core.state import Action
from engine.load.loader import builtin_editions, load_edition
from engine.services.play.records import replay_file
from engine.ui.environment import MkEnv, env

ROOT = Path(__file__).resolve().parent.parent
EDITIONS = sorted(builtin_editions())
# The action mask travels in a dict observation, PettingZoo's convention for games with illegal
# moves: its API test warns about exactly that, and about nothing else.
DICT_WARNINGS = {
    "Observation space for each agent probably should be gymnasium.spaces.box or gymnasium.spaces.discrete",
    "Observation is not a NumPy array",
}


def counts(edition: str) -> list[int]:
    ed = load_edition(edition)
    return list(range(ed.min_players, ed.max_players + 1))


@pytest.mark.parametrize(
    ("edition", "players"), [(edition, players) for edition in EDITIONS for players in counts(edition)]
)
def test_pettingzoo_api_test_passes(edition: str, players: int) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(edition, players=players, render_mode="ansi"), num_cycles=1000)
    assert {str(w.message) for w in caught} <= DICT_WARNINGS


def test_pettingzoo_api_test_passes_with_bots_in_some_seats() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env("base", players=4, bots={0: "basic", 2: "random"}), num_cycles=1000)
    assert {str(w.message) for w in caught} <= DICT_WARNINGS


def play_checked(game: MkEnv, seed: int, pick: random.Random) -> tuple[set[str], int]:
    """One game of random masked actions, every mask checked against the engine; returns the
    decision kinds met and the number of agent decisions."""
    game.reset(seed=seed)
    state = game.game_state
    kinds: set[str] = set()
    steps = 0
    for agent in game.agent_iter():
        observation, _reward, terminated, truncated, _info = game.last()
        if terminated or truncated:
            game.step(None)
            continue
        seat = game.agent_seat[agent]
        assert state.current_player == seat
        legal = state.legal_actions()
        masked = np.flatnonzero(observation["action_mask"]).tolist()
        assert sorted(game.codec.encode(seat, a) for a in legal) == masked  # the same actions, none twice
        assert observation["observation"].shape == (game.observer.size,)
        assert game.observation_space(agent).contains(observation)
        choice = masked[pick.randrange(len(masked))]
        assert game.codec.action(seat, choice) in legal
        kinds.add(game.codec.names[choice].split(":")[0])
        game.step(choice)
        steps += 1
    assert state.is_over and not game.agents
    return kinds, steps


CHUNKS = 4
"""The thousand games of an edition are played in this many tests (which may run side by side)."""


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_thousand_random_masked_games_agree_with_the_engine(edition: str, chunk: int) -> None:
    pick = random.Random(f"{edition}:{chunk}")
    games = {n: env(edition, players=n) for n in counts(edition)}
    met: set[str] = set()
    for seed in range(chunk, 1000, CHUNKS):
        game = games[counts(edition)[seed % len(games)]]
        kinds, _steps = play_checked(game, seed, pick)
        met |= kinds
    assert "build" in met and len(met) >= 3  # more than the turn's build decision was met


def test_house_rules_need_no_code_of_their_own() -> None:
    pick = random.Random(1)
    for path in sorted((ROOT / "editions" / "house-rules").glob("*.yaml")):
        game = env(path, players=3)
        for seed in range(20):
            play_checked(game, seed, pick)
    activate = env(ROOT / "editions" / "house-rules" / "convention_center.yaml", players=2)
    assert "activate" in activate.codec.kinds  # a decision kind no built-in edition asks for


def test_numbering_counts_players_from_the_one_who_decides() -> None:
    game = env("base", players=3)
    i = game.codec.names.index("target:+1")
    assert [game.codec.action(seat, i) for seat in range(3)] == [Action("target", q) for q in (1, 2, 0)]
    assert game.codec.encode(2, Action("target", 0)) == i
    assert len(set(game.codec.names)) == game.codec.size
    with pytest.raises(ValueError, match="no number for"):
        game.codec.encode(0, Action("effect_roll", (1, 1)))


def test_observations_are_seen_from_the_observer() -> None:
    game = env("base", players=3, render_mode="ansi")
    game.reset(seed=3)
    state = game.game_state
    state.coins[:] = [7, 11, 13]
    names = game.observer.names
    for seat, agent in enumerate(game.possible_agents):
        vector = game.observe(agent)["observation"]
        seen = dict(zip(names, vector.tolist(), strict=True))
        assert (seen["me.coins"], seen["+1.coins"], seen["+2.coins"]) == tuple(
            state.coins[(seat + q) % 3] for q in range(3)
        )
        assert seen["me.city.wheat_field"] == state.cities[seat][state.game.card_index["wheat_field"]]
        assert seen["decision.build"] == 1 and seen[f"turn.{'me' if seat == 0 else f'+{3 - seat}'}"] == 1
        mask = game.observe(agent)["action_mask"]
        assert mask.any() == (seat == state.current_player)  # only the deciding agent has actions
    raw = game.raw_observation("player_1")
    assert raw["seat"] == 1 and raw["players"][1]["coins"] == 11 and raw["waiting_for"] == "build"
    text = game.render()
    assert text is not None and text.startswith("player_0: 7 coins;")


def test_the_hybrid_supply_is_seen_row_by_row_at_a_fixed_size() -> None:
    """Each row's cards left in its deck (``deck_left.0`` low, ``.1`` high, ``.2`` major) and the piles
    showing; the vector keeps its size through whole games of random masked actions."""
    game = env("harbor", players=3, options={"market": "hybrid"})
    names = game.observer.names
    assert [n for n in names if n.startswith("deck_left.")] == ["deck_left.0", "deck_left.1", "deck_left.2"]
    pick = random.Random(5)
    for seed in range(3):
        game.reset(seed=seed)
        while game.agents:
            agent = game.agent_selection
            seen = game.observe(agent)
            assert seen["observation"].shape == (game.observer.size,)
            state = game.game_state
            assert state.market is not None
            numbers = dict(zip(names, seen["observation"].tolist(), strict=True))
            assert [numbers[f"deck_left.{r}"] for r in range(3)] == [len(state.market.deck_left(r)) for r in range(3)]
            assert [numbers[f"supply.{c}"] for c in state.game.card_ids] == state.supply
            legal = np.flatnonzero(seen["action_mask"])
            game.step(int(pick.choice(legal)) if game.terminations[agent] is False else None)


def test_an_observation_over_255_is_kept_exactly() -> None:
    game = env("base", players=2)
    game.reset(seed=1)
    game.game_state.coins[0] = 100_000
    assert game.observe("player_0")["observation"][0] == 100_000.0


def test_a_seed_deals_the_same_game_and_later_resets_follow_from_it() -> None:
    def observations(game: MkEnv, seed: int | None) -> list[list[float]]:
        game.reset(seed=seed)
        seen = []
        for _agent in game.agent_iter():
            observation, _r, terminated, truncated, _i = game.last()
            seen.append(observation["observation"].tolist())
            masked = np.flatnonzero(observation["action_mask"])
            game.step(None if terminated or truncated else int(masked[0]))
        return seen

    one, two = env("mk2", players=3), env("mk2", players=3)
    assert observations(one, 5) == observations(two, 5)
    assert observations(one, None) == observations(two, None)
    assert observations(one, 5) != observations(one, 6)


def test_bots_play_their_seats_inside_the_environment() -> None:
    game = env("base", players=3, bots={1: "normal", 2: "easy"})
    assert game.possible_agents == ["player_0"]
    wins = 0
    for seed in range(10):
        play_checked(game, seed, random.Random(seed))
        wins += game.game_state.winner == 0
    assert wins < 5  # random moves rarely beat two bots
    with pytest.raises(UnknownName, match="did you mean"):
        env("base", players=2, bots={1: "nromal"})
    with pytest.raises(ValueError, match="every seat is a bot"):
        env("base", players=2, bots={0: "basic", 1: "basic"})


def test_the_winner_gets_1_and_a_reward_of_one_s_own_is_added_up() -> None:
    game = env("base", players=2)
    game.reset(seed=4)
    final = {}
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, _info = game.last()
        if terminated or truncated:
            final[agent] = reward
            game.step(None)
            continue
        assert reward == 0
        game.step(int(np.flatnonzero(observation["action_mask"])[-1]))
    winner = game.game_state.winner
    assert final == {f"player_{p}": float(p == winner) for p in range(2)}

    shaped = env("base", players=2, reward=lambda state, seat: 1.0, every_step=True)
    shaped.reset(seed=4)
    observation, reward, *_ = shaped.last()
    assert reward == 0
    shaped.step(int(np.flatnonzero(observation["action_mask"])[0]))  # the other agent's step ...
    assert shaped.agent_selection == "player_1"
    _observation, reward, *_ = shaped.last()
    assert reward == 1.0  # ... earned player_1 one


def test_a_long_game_is_cut_short_without_a_winner() -> None:
    game = env("base", players=2, max_turns=5)
    game.reset(seed=1)
    for _agent in game.agent_iter():
        observation, reward, terminated, truncated, _info = game.last()
        if terminated or truncated:
            assert truncated and not terminated and reward == 0
            game.step(None)
            continue
        game.step(int(np.flatnonzero(observation["action_mask"])[0]))  # build nothing: no one wins
    assert game.game_state.winner is None and game.game_state.turn == 6


def test_an_action_outside_the_mask_is_refused_with_a_reason() -> None:
    game = env("base", players=2)
    game.reset(seed=1)
    observation, *_ = game.last()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(IllegalAction) as exc:
        game.step(illegal)
    assert exc.value.refusal is not None
    for outside in (-1, game.codec.size):  # -1 would be the last action to a list
        with pytest.raises(ValueError, match=f"not one of this game's {game.codec.size} actions"):
            game.step(outside)
    with pytest.raises(RuntimeError, match="reset"):
        env("base", players=2).step(0)


def test_the_documented_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    text = (ROOT / "docs" / "agents.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) == 2
    for block in blocks:
        exec(compile(block, "docs/agents.md", "exec"), {})
    assert re.fullmatch(r"won by seat [012] after \d+ turns\n", capsys.readouterr().out)


def test_games_are_recorded_for_mk_replay(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    game = env("harbor", players=3, bots={1: "basic"}, record=record)
    winners = []
    for seed in range(3):
        play_checked(game, seed, random.Random(seed))
        winners.append(game.game_state.winner)
    states = replay_file(record)  # every turn's state checked against the record
    assert [s.winner for s in states] == winners
    head = json.loads(record.read_text().splitlines()[0])
    assert head["players"] == ["player_0", "basic bot", "player_2"] and head["edition"] == "harbor"


def test_swaps_are_numbered_only_for_cards_some_swap_may_trade() -> None:
    game = env("base", players=3)
    never = {"stadium", "tv_station", "business_center"}  # major establishments: the Business Center excludes them
    swaps = [name for name in game.codec.names if name.startswith("swap:") and name != "swap:none"]
    traded = {card for name in swaps for card in name[5:].split("@")[0].split(">")}
    assert traded and not traded & never
    assert len(swaps) == len(traded) ** 2 * 2  # every pair, with either other player


def test_seeds_may_be_numpy_integers_and_actions_must_be_whole_numbers() -> None:
    game = env("base", players=2)
    game.reset(seed=np.int64(7))
    first = game.game_seed
    game.reset(seed=7)
    assert game.game_seed == first  # the same game
    for bad in (0.9, "0", None, True, np.float32(1.0)):
        game.reset(seed=7)
        with pytest.raises(TypeError, match="an action is a whole number"):
            game.step(bad)
    game.reset(seed=7)
    legal = int(np.flatnonzero(game.observe(game.agent_selection)["action_mask"])[0])
    game.step(np.int64(legal))  # a NumPy integer is an action


def test_observations_stay_in_their_space_whatever_the_coins() -> None:
    game = env("base", players=2)
    game.reset(seed=1)
    game.game_state.coins[0] = 10**50  # an edition may let coins grow without a useful bound
    seen = game.observe(game.agent_selection)["observation"]
    assert np.isfinite(seen).all() and seen.max() == float(AMOUNT)
    assert game.observation_space(game.agent_selection)["observation"].contains(seen)
