"""Game records: written while playing, replayed exactly, tampering detected."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import MkError, RecordError
from engine.core.state import State
from engine.load.loader import new_game
from engine.services.play.driver import play
from engine.services.play.records import Recorder, iter_replays, replay_file, start_from_header
from engine.services.players.bots import make_bot
from engine.services.players.seeding import bot_rng
from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent


def record_game(tmp_path: Path, seed: int = 3, players: int = 3, bots: str = "random") -> Path:
    game = new_game("base", players)
    state = game.new_state(seed=seed)
    rec = Recorder(state, "base", [f"P{i}" for i in range(players)], seed)
    brng = bot_rng(seed)
    agents = [make_bot(bots, brng) for p in range(players)]
    play(state, agents, random.Random(seed), rec)
    out = io.StringIO()
    rec.write(out)
    path = tmp_path / "game.jsonl"
    path.write_text(out.getvalue())
    return path


def test_record_format(tmp_path: Path) -> None:
    lines = [json.loads(x) for x in record_game(tmp_path).read_text().splitlines()]
    head, first, last = lines[0], lines[1], lines[-1]
    assert head["record"] == "mk-game" and head["version"] == 2 and head["edition"] == "base"
    assert len(head["edition_hash"]) == 64 and head["seed"] == 3 and head["players"] == ["P0", "P1", "P2"]
    assert head["options"]["extra_turns_max"] == "unlimited"
    assert set(first) == {"turn", "player", "extra", "rolls", "decisions", "coins", "establishments", "landmarks"}
    assert first["turn"] == 1 and first["player"] == 0 and first["extra"] is False
    assert first["decisions"][-1]["kind"] == "build"
    assert set(last) == {"winner", "turns", "end"} and last["turns"] == lines[-2]["turn"] and last["end"] == "won"


@pytest.mark.parametrize("seed", range(6))
def test_records_replay_exactly(tmp_path: Path, seed: int) -> None:
    (state,) = replay_file(record_game(tmp_path, seed=seed, players=2 + seed % 3))
    assert state.is_over


def test_every_decision_kind_round_trips(tmp_path: Path) -> None:
    kinds: set[str] = set()
    for seed in range(30):
        path = record_game(tmp_path, seed=seed, players=4)
        replay_file(path)
        for line in path.read_text().splitlines()[1:-1]:
            kinds |= {d["kind"] for d in json.loads(line)["decisions"]}
    assert kinds == {"dice", "reroll", "target", "swap", "build"}


def test_a_changed_turn_is_detected(tmp_path: Path) -> None:
    path = record_game(tmp_path)
    lines = path.read_text().splitlines()
    turn = json.loads(lines[5])
    turn["coins"][0] += 1
    lines[5] = json.dumps(turn)
    path.write_text("\n".join(lines))
    with pytest.raises(RecordError, match=r"line 6: coins differ after turn 5"):
        replay_file(path)


def test_a_changed_edition_is_detected(tmp_path: Path) -> None:
    path = record_game(tmp_path)
    lines = path.read_text().splitlines()
    head = json.loads(lines[0])
    head["edition_hash"] = "0" * 64
    lines[0] = json.dumps(head)
    path.write_text("\n".join(lines))
    with pytest.raises(RecordError, match="the built-in edition 'base' has changed since this game") as info:
        replay_file(path)
    said = str(info.value)
    assert (
        "replay or resume it with the mk version it was played with,\n  or start again with mk play --edition base"
        in said
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json\n", "not valid JSON"),
        ('{"record": "chess"}\n', "not an mk game record"),
        ('{"record": "mk-game", "version": 9}\n', "version 9 is not supported"),
        ('{"turn": 1}\n', "the first line must be a header"),
        ("", "the record is empty"),
    ],
)
def test_damaged_records_get_clear_errors(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(text)
    with pytest.raises(RecordError, match=message):
        replay_file(path)


def played_and_replayed(tmp_path: Path, state: State, edition: str, bot: str, seed: int) -> tuple[State, str]:
    """Play ``state`` out with ``bot`` in every seat, recording it; the replayed game and the record."""
    n = state.nplayers
    rec = Recorder(state, edition, [f"p{i}" for i in range(n)], seed)
    brng = bot_rng(seed)
    play(state, [make_bot(bot, brng) for _ in range(n)], random.Random(seed), rec)
    out = io.StringIO()
    rec.write(out)
    path = tmp_path / f"{n}-{seed}.jsonl"
    path.write_text(out.getvalue())
    (replayed,) = replay_file(path)
    return replayed, out.getvalue()


def test_harbor_records_keep_effect_rolls_and_added_totals_and_replay(tmp_path: Path) -> None:
    game = new_game("harbor", 4, options={"market": "all_piles"})
    kinds: set[str] = set()
    effect_rolls = 0
    for seed in range(40):
        state = game.new_state(seed=seed)
        replayed, record = played_and_replayed(tmp_path, state, "harbor", "random", seed)
        effect_rolls += sum(1 for a in state.history if a[0] == "effect_roll")
        assert replayed.history == state.history and replayed.winner == state.winner
        for line in record.splitlines()[1:-1]:
            kinds |= {d["kind"] for d in json.loads(line)["decisions"]}
    assert "add_to_roll" in kinds and effect_rolls > 0


@pytest.mark.slow
@pytest.mark.parametrize(
    ("edition", "kinds"),
    [
        ("millionaires_row", {"demolish", "give", "renovate", "invest"}),
        ("deluxe", {"add_to_roll", "demolish", "give", "renovate", "invest"}),
        (str(ROOT / "editions" / "house-rules" / "convention_center.yaml"), {"activate"}),
        ("mk2", {"give", "swap", "dice"}),
    ],
    ids=["millionaires_row", "deluxe", "convention_center", "mk2"],
)
def test_expansion_records_replay_with_every_decision(tmp_path: Path, edition: str, kinds: set[str]) -> None:
    seen: set[str] = set()
    for players in (2, 5):
        game = new_game(edition, players, options={"market": "all_piles"})
        for seed in range(12):
            state = game.new_state(seed=seed)
            replayed, _ = played_and_replayed(tmp_path, state, edition, "random", seed)
            assert replayed.history == state.history
            assert (replayed.closed, replayed.invested) == (state.closed, state.invested)
            seen |= {a[0] for a in state.history}
    assert kinds <= seen


@pytest.mark.parametrize("players", [2, 5])
def test_mk2_records_with_market_rows_replay(tmp_path: Path, players: int) -> None:
    """Basic bots build landmarks (the Charterhouse reads what the roller received, counted in the
    simulation's fast roll as in a replayed one); the rows are dealt from the record's seed."""
    game = new_game("mk2", players)
    built: set[str] = set()
    for seed in range(10):
        state = game.new_state(seed=seed, log=False)
        replayed, _ = played_and_replayed(tmp_path, state, "mk2", "basic", seed)
        assert replayed.history == state.history and replayed.coins == state.coins
        assert replayed.market_summary() == state.market_summary()
        built |= {lm for p in range(players) for lm in state.landmarks(p)}
    assert len(built) >= 10


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**30), 10**30) | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
HEADER_KEYS = ["record", "version", "edition", "edition_hash", "options", "players", "seed", "first_player", "seats"]


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(st.sampled_from(HEADER_KEYS), JSON, max_size=4), st.sets(st.sampled_from(HEADER_KEYS), max_size=2)
)
def test_a_record_header_of_any_shape_is_read_or_refused_with_a_code(
    changed: dict[str, object], dropped: set[str]
) -> None:
    head = json.loads(Recorder(new_game("base", 2).new_state(seed=1), "base", ["A", "B"], 1).text().splitlines()[0])
    head.update(changed)
    for key in dropped:
        head.pop(key, None)
    try:
        state = start_from_header(head)
    except MkError as exc:
        assert str(exc)  # an MK error with a message, never another exception
    else:
        assert 0 <= state.player < state.nplayers


def test_a_record_is_replayed_as_it_is_read(tmp_path: Path) -> None:
    """Game by game: the first game comes out before the rest of the file is read (memory does not
    grow with the record); a line past the line limit is an MK106 at its line."""
    record = tmp_path / "many.jsonl"
    result = CliRunner().invoke(
        main,
        ["simulate", "--games", "3", "--players", "2", "--bots", "basic", "--record", str(record), "--format", "json"],
    )
    assert result.exit_code == 0, result.output
    with record.open("a") as out:
        out.write('{"turn": 1, "pad": "' + "x" * 1_100_000 + '"}\n')
    games = iter_replays(record)
    first, names = next(games)
    assert first.winner is not None and names == ["basic 1", "basic 2"]
    next(games)
    with pytest.raises(RecordError, match=r"many.jsonl:\d+: .*line_bytes"):
        next(games)


@pytest.mark.parametrize("edition", ["millionaires_row", "deluxe"])
def test_records_of_editions_with_investments_keep_them(edition: str) -> None:
    game = new_game(edition, 2)
    assert game.investing  # an effect's `invest` is a decision it asks for
    invested = 0
    for seed in range(10):
        state = game.new_state(seed=seed)
        rec = Recorder(state, edition, ["A", "B"], seed)
        play(state, [make_bot("random", bot_rng(seed))] * 2, random.Random(seed), rec)
        out = io.StringIO()
        rec.write(out)
        turns = [json.loads(line) for line in out.getvalue().splitlines()[1:-1]]
        assert all(len(t["invested"]) == 2 for t in turns)
        invested += sum(sum(city.values()) for city in turns[-1]["invested"])
    assert invested > 0


@pytest.mark.parametrize("edition", ["base", "fussball", "harbor", "millionaires_row", "deluxe", "mk2"])
def test_a_turn_line_holds_the_state_at_the_end_of_its_turn(edition: str) -> None:
    """docs/records.md: a turn line's state is the state when its turn ends, before anything of the next
    turn happens (Machi Koro 2's coin for a player with 0 coins belongs to that player's own turn).
    Checked against the event log: a line's coins are the start's plus every coin moved up to the next
    turn's start."""
    from test_invariants import coin_changes

    from engine.core.events import TurnStarted

    for seed in range(6):
        players = 2 + seed % 3
        state = new_game(edition, players).new_state(seed=seed, log=True)
        start = list(state.coins)
        rec = Recorder(state, edition, [f"P{i}" for i in range(players)], seed)
        brng = bot_rng(seed)
        play(state, [make_bot("random", brng) for _ in range(players)], random.Random(seed), rec)
        assert state.log is not None
        starts = {e.turn: i for i, e in enumerate(state.log) if isinstance(e, TurnStarted)}
        turns = [line for line in rec.lines[1:] if "turn" in line]
        assert turns and turns[-1]["turn"] == state.turn
        for line in turns:
            end = starts.get(line["turn"] + 1, len(state.log))
            moved = coin_changes(state.log[:end], players)
            assert line["coins"] == [a + b for a, b in zip(start, moved, strict=True)], (seed, line["turn"])


def test_a_version_1_record_is_replayed_as_written(tmp_path: Path) -> None:
    """Version 1 lines held the state after the turn's last action (in Machi Koro 2 with the next
    player's 0-coin coin): such a record still replays, and the same lines under version 2 do not."""
    state = new_game("mk2", 3).new_state(seed=0)  # a player has 0 coins in an opening round
    rec = Recorder(state, "mk2", ["a", "b", "c"], 0)
    state.on_turn_end = None  # as version 1 wrote them
    brng = bot_rng(0)
    play(state, [make_bot("random", brng) for _ in range(3)], random.Random(0), rec)
    head, *rest = rec.lines
    for version, ok in ((1, True), (2, False)):
        path = tmp_path / f"v{version}.jsonl"
        path.write_text("".join(json.dumps(x) + "\n" for x in [{**head, "version": version}, *rest]))
        if ok:
            assert replay_file(path)[0].winner == state.winner
        else:
            with pytest.raises(RecordError, match="coins differ"):
                replay_file(path)
