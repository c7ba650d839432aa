"""How a game ended, as data (engine.core.outcome): the same codes in both engines, in records, saves,
the lab and the front ends' words."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.core.errors import RecordError
from engine.core.outcome import Outcome, Termination
from engine.load.loader import default_edition, load_edition, new_game
from engine.native.generate import source
from engine.services.lab.run import Setup, play_one
from engine.services.play.narrate import ending
from engine.services.play.records import replay_file
from engine.services.play.saves import last_unfinished, list_saves
from engine.services.play.session import GameSession


def test_every_termination_round_trips_through_its_code() -> None:
    codes = [t.code for t in Termination if t is not Termination.WON]
    assert len(set(codes)) == len(codes) and all(c < 0 for c in codes)  # a seat is never a termination's code
    for t in Termination:
        outcome = Outcome.of(1 if t is Termination.WON else None, 12, t)
        assert Outcome.from_code(outcome.code, 12) == outcome and outcome.won == (t is Termination.WON)
        assert ending(outcome, ["Ann", "Bob"])  # words for each
    with pytest.raises(ValueError, match="winner"):
        Outcome(Termination.STALLED, 0, 3)
    with pytest.raises(ValueError, match="no game ends"):
        Outcome.from_code(-99, 3)


def test_the_native_module_writes_the_codes_of_the_enum() -> None:
    text = source(new_game(load_edition("base"), 2))
    assert f"\nEND_TURN_CAP = {Termination.TURN_CAP.code}\n" in text
    assert f"\nEND_OVERFLOW = {Termination.OVERFLOW.code}\n" in text
    assert "S[WINNER] = -1" not in text and "else -2" not in text


def _capped_record(tmp_path: Path) -> Path:
    setup = Setup("base", 2, ("random", "random"), max_turns=3)
    lines: list[dict[str, object]] = []
    result = play_one(setup, 0, 5, lambda recorder: lines.extend(recorder.lines))
    assert result.outcome == Outcome(Termination.TURN_CAP, None, 3)
    path = tmp_path / "capped.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_a_record_says_a_turn_cap_ended_its_game_and_replays(tmp_path: Path) -> None:
    path = _capped_record(tmp_path)
    last = json.loads(path.read_text().splitlines()[-1])
    assert last == {"winner": None, "turns": 3, "end": "turn cap"}
    assert replay_file(path)[0].winner is None
    lines = path.read_text().splitlines()
    path.write_text("\n".join([*lines[:-1], json.dumps({**last, "end": "won"})]) + "\n")
    with pytest.raises(RecordError, match="without a winner ends by stalled or turn cap or overflow, not 'won'"):
        replay_file(path)


def test_a_stalled_save_is_ended_and_resume_passes_it_by(tmp_path: Path) -> None:
    ed = default_edition()
    older = tmp_path / "last-game-1.jsonl"
    GameSession(new_game(ed, 2), ed, ["Ann", "Bob"], ["human", "basic"], 1, save_path=older).save()
    stalled = tmp_path / "last-game-2.jsonl"
    session = GameSession(new_game(ed, 2), ed, ["A", "B"], ["basic", "basic"], 2, save_path=stalled)
    session.max_turns = 4
    session.advance()
    assert session.outcome() == Outcome(Termination.STALLED, None, 4)
    assert json.loads(stalled.read_text().splitlines()[-1]) == {"winner": None, "turns": 4, "end": "stalled"}
    session.advance()  # asked again: one end line, not two
    assert sum('"end"' in line for line in stalled.read_text().splitlines()) == 1
    os.utime(older, (1, 1))  # the stalled save is the newer one
    infos = {info.path.name: info for info in list_saves(tmp_path)}
    assert infos[stalled.name].ended == "stalled" and infos[older.name].ended is None
    assert last_unfinished(tmp_path) == older
