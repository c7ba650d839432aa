"""A seat changes hands: a player who leaves, or whose screen dropped, is replaced by a bot of the host's
choice; the change is in the save, so a resume (and mk replay) hands the seat over at the same moment."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_serve import new_table, next_table, served

from engine.core.errors import MkError, RecordError
from engine.core.state import Action
from engine.load.loader import default_edition, new_game
from engine.services.play.records import replay_file
from engine.services.play.room import STAND_IN, Lobby, RoomError, TableSpec
from engine.services.play.session import GameSession


def _session(save: Path, seed: int = 11) -> GameSession:
    ed = default_edition()
    return GameSession(new_game(ed, 3), ed, ["Ann", "Bob", "Cy"], ["human", "basic", "human"], seed, save_path=save)


def _play_humans(session: GameSession, decisions: int) -> None:
    """Dice and bots, and the humans' first real choice, ``decisions`` times."""
    for _ in range(decisions):
        session.advance()
        menu = session.menu()
        session.choose(menu.choices[min(1, len(menu.choices) - 1)].action)


def test_a_seat_handed_to_a_bot_mid_game_resumes_and_replays_the_same(tmp_path: Path) -> None:
    save = tmp_path / "game.jsonl"
    session = _session(save)
    _play_humans(session, 6)
    session.advance()
    assert session.menu().player in (0, 2)  # a human decides: the seat changes hands in the middle of a turn
    seat = session.menu().player
    assert session.hand_over(seat, "reference") == "basic"  # an alias: the bot's registered name is kept
    assert session.seats[seat] == "basic" and session.undo() is None  # no undo reaches back past it
    for _ in range(8):  # the bot plays the seat (the other human still decides now and then)
        session.advance()
        menu = session.menu()
        assert menu.player != seat
        session.choose(menu.choices[0].action)
    assert not session.over
    lines = [json.loads(text) for text in save.read_text().splitlines()]
    changes = [line for line in lines if "plays" in line]
    assert changes == [{"seat": seat, "plays": "basic", "after": changes[0]["after"]}]
    resumed = GameSession.resume(save)
    assert resumed.seats == session.seats and resumed.state.history == session.state.history
    assert resumed.recorder.text(resumed.state) == session.recorder.text(session.state)
    # from here both play on alike: the bot that took the seat decides the same in both
    session.hand_over(2 - seat, "basic")
    resumed.hand_over(2 - seat, "basic")
    session.advance()
    resumed.advance()
    assert session.over and resumed.state.history == session.state.history
    assert len(replay_file(save)) == 1  # mk replay reads the seat lines too


def test_a_bot_that_takes_a_seat_decides_as_its_seed_says(tmp_path: Path) -> None:
    """The same game with the seat handed over at another moment may differ; at the same moment, never."""
    histories: list[list[Action]] = []
    for after in (3, 3, 4):
        session = _session(tmp_path / f"g{len(histories)}.jsonl", seed=5)
        _play_humans(session, after)
        session.hand_over(0, "normal")
        session.hand_over(2, "random")
        session.advance()
        histories.append(session.state.history)
    assert histories[0] == histories[1]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seat": 7}, "'seat' is a player's number, not 7"),
        ({"plays": 3}, "'plays' is a bot's name, not 3"),
        ({"plays": "nobody"}, "unknown bot"),
        ({"after": -1}, "'after' counts the game's actions so far"),
        ({"after": 10**6}, "never came"),
    ],
)
def test_a_seat_line_that_cannot_be_is_refused_in_words(
    tmp_path: Path, change: dict[str, object], message: str
) -> None:
    save = tmp_path / "game.jsonl"
    session = _session(save)
    _play_humans(session, 2)
    session.hand_over(0, "basic")
    lines = [json.loads(text) for text in save.read_text().splitlines()]
    for line in lines:
        if "plays" in line:
            line.update(change)
    save.write_text("".join(json.dumps(line) + "\n" for line in lines))
    with pytest.raises(RecordError, match=message):
        GameSession.resume(save)


def test_the_host_hands_seats_and_a_player_who_leaves_gets_the_stand_in() -> None:
    lobby = Lobby(None)
    room = lobby.create(TableSpec("base", ("human", "human", "basic"), ("Ann", "Bob", "Cy"), seed=3))
    ann, bob = room.tokens[0], room.tokens[1]
    with pytest.raises(RoomError, match="only the one who opened"):
        room.replace(ann, 1, "hard")
    for seat, bot, why in ((5, "hard", "from 1 to 3"), ("1", "hard", "from 1 to 3"), (1, ["x"], "by its name")):
        with pytest.raises(RoomError, match=why):
            room.replace(room.host_key, seat, bot)
    with pytest.raises(MkError, match="unknown bot"):
        room.replace(room.host_key, 1, "hrad")
    with pytest.raises(RoomError, match="not your seat's key"):
        room.leave(0, bob)
    version = room.version
    assert room.leave(0, ann) == 0 and room.version > version
    assert room.session.seats[0] == STAND_IN and room.tokens[0] is None
    assert room.handed_over(0, ann) and not room.handed_over(0, bob) and not room.handed_over(1, bob)
    with pytest.raises(RoomError, match="not your seat's key"):
        room.leave(0, ann)  # once is enough
    assert room.replace(room.host_key, 2, "hard") == 2 and room.session.seats == [STAND_IN, "human", "hard"]
    room.replace(room.host_key, 1, "basic")
    while room.step():  # bots alone now: they play to the end
        pass
    assert room.over or room.session.stalled
    with pytest.raises(RoomError, match="the game is over"):
        room.replace(room.host_key, 1, "hard")
    again = lobby.rematch(room, room.host_key)
    assert again.session.seats == room.session.seats and again.tokens == [None, None, None]


def _receive(ws: object, kind: str) -> dict[str, Any]:
    message = ws.receive_json()  # type: ignore[attr-defined]
    while message["type"] != kind:
        message = ws.receive_json()  # type: ignore[attr-defined]
    return dict(message)


def test_a_dropped_screen_is_marked_away_and_the_host_hands_its_seat_to_a_bot() -> None:
    with served() as (client, lobby):
        response = client.post(
            "/tables",
            data={"edition": "base", "players": "2", "seat": ["human", "human"], "name": ["Ann", "Bob"]},
            follow_redirects=False,
        )
        location = response.headers["location"]
        room_id = location.split("/t/")[1].split("#")[0]
        room = lobby.rooms[room_id]
        host = room.host_key
        page = client.get(f"/t/{room_id}").text
        assert "id='seating' hidden" in page and "<option value='normal' selected>normal</option>" in page
        with client.websocket_connect(f"/ws/{room_id}") as ann:
            next_table(ann)
            ann.send_json({"type": "hello", "seats": {"0": room.tokens[0]}})
            message = next_table(ann)
            while "badge away" not in message["html"]:
                message = next_table(ann)
            assert room.away == {1}  # nobody holds Bob's seat
            with client.websocket_connect(f"/ws/{room_id}") as bob:
                next_table(bob)
                bob.send_json({"type": "hello", "seats": {"1": room.tokens[1]}})
                message = next_table(bob)
                assert room.away == frozenset() and "badge away" not in message["html"]
            message = next_table(ann)  # Bob came: Ann's screen is shown his seat held
            assert "badge away" not in message["html"]
            message = next_table(ann)  # Bob's screen went: his seat is away again
            assert room.away == {1} and "<span class='badge away'" in message["html"]
            ann.send_json({"type": "replace", "token": room.tokens[0], "seat": 1, "bot": "hard"})
            assert "only the one who opened" in _receive(ann, "error")["message"]
            ann.send_json({"type": "replace", "token": host, "seat": 1, "bot": "hard"})
            said = _receive(ann, "seat")
            assert said == {"type": "seat", "seat": 1, "message": "Bob's seat is played by the hard bot now"}
            assert room.session.seats == ["human", "hard"] and room.away == frozenset()


def test_a_player_who_leaves_is_told_and_their_link_stops_working() -> None:
    with served() as (client, lobby):
        room_id, keys = new_table(client, seats=("human", "basic"))
        room = lobby.rooms[room_id]
        with client.websocket_connect(f"/ws/{room_id}") as ann, client.websocket_connect(f"/ws/{room_id}") as watch:
            next_table(ann)
            next_table(watch)
            ann.send_json({"type": "hello", "seats": keys})
            ann.send_json({"type": "leave", "seat": 0, "token": "a guess"})
            assert "not your seat's key" in _receive(ann, "error")["message"]
            ann.send_json({"type": "leave", "seat": 0, "token": keys["0"]})
            for screen in (ann, watch):
                said = _receive(screen, "seat")
                assert said["message"] == f"Ann's seat is played by the {STAND_IN} bot now"
            message = next_table(watch)
            while not (room.over or room.session.stalled) or message["version"] != room.version:
                message = next_table(watch)  # bots alone: they play to the end at pace 0
            assert f"{STAND_IN} bot" in message["html"]
        with client.websocket_connect(f"/ws/{room_id}") as again:  # the old link: a spectator, told why
            next_table(again)
            again.send_json({"type": "hello", "seats": keys})
            assert _receive(again, "error")["message"] == f"Ann's seat is played by the {STAND_IN} bot now"


def test_a_rematch_opened_again_from_its_save_keeps_the_links(tmp_path: Path) -> None:
    """A rematch keeps the first game's keys; after a restart its save, opened again, makes the same ones."""
    lobby = Lobby(tmp_path)
    spec = TableSpec("base", ("human", "human"), ("Ann", "Bob"), options={"starting_coins": 40}, seed=2)
    room = lobby.create(spec)
    for _ in range(400):
        while room.step():
            pass
        menu = room.menu()
        if menu is None:
            break
        room.act(menu.player, room.tokens[menu.player], min(2, len(menu.choices)), room.version)
    assert room.over
    again = lobby.rematch(room, room.host_key)
    assert again.tokens == room.tokens and again.host_key == room.host_key
    save = again.session.save_path
    assert save is not None and save != room.session.save_path
    lobby.close_all()
    reopened = Lobby(tmp_path).resume(save)  # another server, the same folder
    assert reopened.tokens == room.tokens and reopened.host_key == room.host_key
