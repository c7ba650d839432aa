"""engine.load.writes: the one way mk writes a file (docs/limits.md, "What mk writes"), and what rests
on it: parses shared by text, a game of bots saved every few turns, the environment's arguments."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import pytest

from engine.load import writes


def test_a_written_file_gets_the_permissions_a_new_file_gets_and_a_key_its_owners_only(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        writes.replace(tmp_path / "report.html", "<p>")
        writes.replace(tmp_path / "serve.key", b"k" * 32, private=True)
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "report.html").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "serve.key").stat().st_mode) == 0o600


def test_a_write_that_fails_half_way_leaves_the_old_file_and_no_temporary_one(tmp_path: Path) -> None:
    path = tmp_path / "record.jsonl"
    path.write_text("old\n")
    with pytest.raises(RuntimeError), writes.stream(path) as out:
        out.write("new, half")
        raise RuntimeError("the run broke")
    assert path.read_text() == "old\n" and sorted(p.name for p in tmp_path.iterdir()) == ["record.jsonl"]


def test_what_is_refused_and_why(tmp_path: Path) -> None:
    (tmp_path / "in.yaml").write_text("x")
    (tmp_path / "link").symlink_to(tmp_path / "in.yaml")
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    cases = {
        "link": "symbolic link",
        "fifo": "not a regular file",
        "folder": "not a regular file but a folder",
        "in.yaml": "which this command reads",
        "NUL.txt": "device on Windows",
    }
    for name, why in cases.items():
        with pytest.raises(writes.WriteRefused, match=why) as refused:
            writes.replace(tmp_path / name, "data", inputs=[tmp_path / "in.yaml"])
        assert refused.value.code == "MK108" and refused.value.path == tmp_path / name
    assert (tmp_path / "in.yaml").read_text() == "x"
    with pytest.raises(writes.WriteRefused, match="exists already"):
        writes.create(tmp_path / "in.yaml", "y")
    with pytest.raises(writes.WriteRefused, match="device on Windows"):
        writes.folder(tmp_path / "new" / "com1" / "deeper")
    assert not (tmp_path / "new").exists()  # checked before any folder is made


def test_an_effect_shared_by_many_cards_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from dsl import parser

    parser._parsed.cache_clear()
    calls: list[str] = []
    real = parser._parse_now
    monkeypatch.setattr(parser, "_parse_now", lambda *a: calls.append(a[0]) or real(*a))
    text = "; ".join(["gain 1"] * 100)
    trees = [parser.parse(text) for _ in range(480)]
    assert len(calls) == 1 and all(t is trees[0] for t in trees)
    for _ in range(3):  # a refusal too is kept, and raised anew each time
        with pytest.raises(Exception, match="MK301"):
            parser.parse("gain gain")
    assert calls.count("gain gain") == 1


def test_a_game_of_bots_alone_is_saved_every_few_turns_not_after_each(tmp_path: Path) -> None:
    from engine.services.play import session

    written: list[int] = []
    game = session.start_session("base", 2, 0, ["basic", "basic"], ["A", "B"], seed=3, save_path=tmp_path / "s.jsonl")
    real = session.atomic_write

    def counted(path: Path, text: str, *inputs: Any) -> None:
        written.append(game.state.turn)
        real(path, text, *inputs)

    session.atomic_write = counted  # type: ignore[assignment]
    try:
        game.advance()
    finally:
        session.atomic_write = real  # type: ignore[assignment]
    turns = game.state.turn
    assert game.over and turns > session.BOTS_SAVE_EVERY  # a whole game, past a saving moment
    assert len(written) <= turns // session.BOTS_SAVE_EVERY + 2
    assert written[-1] == turns  # its end is saved
    resumed = session.GameSession.resume(tmp_path / "s.jsonl")
    assert resumed.over and resumed.state.winner == game.state.winner


def test_the_environment_says_which_argument_is_not_what_it_should_be() -> None:
    pytest.importorskip("pettingzoo")
    from engine.ui.environment import MkEnv

    with pytest.raises(TypeError, match="players is a whole number"):
        MkEnv("base", players=2.0)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="a seat in bots is a whole number"):
        MkEnv("base", players=2, bots={"1": "basic"})  # type: ignore[dict-item]
    with pytest.raises(TypeError, match="a bot in bots is a name"):
        MkEnv("base", players=2, bots={1: 3})  # type: ignore[dict-item]


def test_jobs_start_one_worker_a_core_at_most() -> None:
    from engine.services.lab.processes import cores, workers

    assert workers(1000) == cores() and workers(1) == 1 and workers(0) == 1
