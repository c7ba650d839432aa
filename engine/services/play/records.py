"""Game records (JSON Lines) and their replay.

A record is a header line, one line per completed turn, and a last line with
the winner. The format is specified in docs/records.md. :class:`Recorder`
writes one while a game is played through :func:`engine.services.play.driver.play`;
:func:`replay` re-runs one from its dice and decisions and checks every turn.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from engine.core.errors import IllegalAction, MkError, Problem, RecordError
from engine.core.game import Game
from engine.core.limits import LIMITS, too_much
from engine.core.options import Options
from engine.core.outcome import Outcome, Termination
from engine.core.show import PATH_MOST, brief, short
from engine.core.state import State
from engine.load import files
from engine.load.loader import builtin_editions, load_edition, recorded_ref
from engine.load.strategies import is_strategy, shipped
from engine.services.play.feed import feed, split_turn
from engine.services.players.bots import bot_name

RECORD = "mk-game"
VERSION = 2
"""Version 2: a turn line's state is the state when the turn ends (version 1, still read: after its last action)."""
READS = (1, 2)


def header(
    state: State, edition_ref: str, names: list[str], seed: int | None, seats: list[str] | None = None
) -> dict[str, Any]:
    """A record's first line; ``seats`` (human or a bot name per seat) makes it a save of ``mk play``."""
    game = state.game
    out: dict[str, Any] = {
        "record": RECORD,
        "version": VERSION,
        "edition": recorded_ref(edition_ref),
        "edition_hash": game.edition.hash,
        "options": game.options.as_dict(),
        "players": names,
        "seed": seed,
        "first_player": state.player,
    }
    if seats is not None:
        out["seats"] = list(seats)
    return out


def turn_state(state: State) -> dict[str, Any]:
    n = state.nplayers
    out: dict[str, Any] = {
        "coins": list(state.coins),
        "establishments": [state.city(p) for p in range(n)],
        "landmarks": [state.landmarks(p) for p in range(n)],
    }
    if state.game.closing:
        out["closed"] = [state.closed_cards(p) for p in range(n)]
    if state.game.investing:
        out["invested"] = [state.investments(p) for p in range(n)]
    market = state.market_summary()
    if market is not None:
        out["market"] = market
    return out


class Recorder:
    """Collects a game's record while it is played; call :meth:`observe` after every action."""

    def __init__(
        self, state: State, edition_ref: str, names: list[str], seed: int | None, seats: list[str] | None = None
    ):
        self.lines: list[dict[str, Any]] = [header(state, edition_ref, names, seed, seats)]
        self._mark = len(state.history)
        self._turn = (state.turn, state.player, state.extra)
        self._ended: dict[str, Any] | None = None
        self.attach(state)

    def attach(self, state: State) -> None:
        """Take the state of each turn when it ends, before anything of the next turn happens (call it
        again for a state that replaces the observed one, as after an undo)."""
        state.on_turn_end = self._turn_ended

    def _turn_ended(self, state: State) -> None:
        self._ended = turn_state(state)

    def observe(self, state: State) -> None:
        if state.is_over or state.turn != self._turn[0]:
            turn, player, extra = self._turn
            rolls, decisions = split_turn(state.history[self._mark :])
            line = {"turn": turn, "player": player, "extra": extra, "rolls": rolls, "decisions": decisions}
            ended = self._ended
            line.update(ended if ended is not None and not state.is_over else turn_state(state))
            self._ended = None
            self.lines.append(line)
            self._mark = len(state.history)
            self._turn = (state.turn, state.player, state.extra)
            if state.is_over:
                self.end(Outcome(Termination.WON, state.winner, turn))

    def seat(self, state: State, seat: int, plays: str) -> None:
        """Seat ``seat`` is played by ``plays`` (a bot's name) from this moment on: a line of its own,
        before the line of the turn it happens in (``after``: the actions of the game so far)."""
        self.lines.append({"seat": seat, "plays": plays, "after": len(state.history)})

    def end(self, outcome: Outcome) -> None:
        """The record's last line: who won (null: nobody), after how many turns, and how it ended."""
        self.lines.append({"winner": outcome.winner, "turns": outcome.turns, "end": outcome.termination.value})

    @property
    def ended(self) -> bool:
        return "end" in self.lines[-1] or "winner" in self.lines[-1]

    def partial(self, state: State) -> dict[str, Any] | None:
        """The actions of the turn in progress (for saves), or None."""
        if state.is_over or len(state.history) == self._mark:
            return None
        rolls, decisions = split_turn(state.history[self._mark :])
        return {"partial": {"turn": self._turn[0], "rolls": rolls, "decisions": decisions}}

    def copy(self) -> Recorder:
        new = object.__new__(Recorder)
        new.lines = list(self.lines)
        new._mark = self._mark
        new._turn = self._turn
        new._ended = self._ended
        return new

    def text(self, state: State | None = None) -> str:
        """The record as JSON Lines; with ``state``, a turn in progress is added as a ``partial`` line."""
        lines = list(self.lines)
        partial = self.partial(state) if state is not None else None
        if partial is not None:
            lines.append(partial)
        return "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)

    def write(self, out: IO[str]) -> None:
        out.write(self.text())


class _NotInRecord(ValueError):
    """A JSON value no record holds: a number over ``record_digits`` (MK106), NaN or Infinity (MK503)."""

    def __init__(self, message: str, code: str):
        super().__init__(message)
        self.code = code


def _whole_number(text: str) -> int:
    """A JSON integer of a record: at most ``record_digits`` digits (Python itself refuses 4,300)."""
    digits = len(text.lstrip("-"))
    if digits > LIMITS["record_digits"].value:
        raise _NotInRecord(too_much("record_digits", f"a number of {digits:,}"), "MK106")
    return int(text)


def _no_constant(text: str) -> Any:
    """NaN and Infinity are not JSON: a record never holds them."""
    raise _NotInRecord(f"{text} is not a number a record holds", "MK503")


def iter_lines(path: str | Path) -> Iterator[dict[str, Any]]:
    """The lines of a record one at a time (memory does not grow with the file); RecordError at the
    first that is not a JSON object."""
    for item in files.lines(path):
        if isinstance(item, Problem):
            shown = short(str(path), PATH_MOST)
            where = f"{shown}:{item.line}" if item.line > 1 else shown
            message = item.message + (f" ({item.hint})" if item.hint else "")
            raise RecordError(f"{where}: {message}", "MK106" if item.code == "MK106" else "MK503")
        n, raw = item
        if raw.strip():
            yield loads(raw, f"{path}:{n}")


def loads(raw: str | bytes, where: str) -> dict[str, Any]:
    """One line of a record or save, read as a JSON object: :class:`RecordError` naming ``where`` for
    anything else (a number of more than ``record_digits`` digits, NaN, lists nested past Python's
    depth)."""
    try:
        line = json.loads(raw, parse_int=_whole_number, parse_constant=_no_constant)
    except _NotInRecord as exc:
        raise RecordError(f"{where}: {exc}", exc.code) from None
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError too
        reason = exc.msg if isinstance(exc, json.JSONDecodeError) else "nested too deeply"
        raise RecordError(f"{where}: not valid JSON ({reason})", "MK503") from None
    if not isinstance(line, dict):
        raise RecordError(f"{where}: each line must be a JSON object", "MK503")
    return line


def split_games(lines: Iterable[dict[str, Any]], path: str | Path) -> Iterator[list[dict[str, Any]]]:
    """A record file may hold several games (``mk simulate --record``); each has at most ``game_lines``
    lines, ``seat_lines`` of them seat lines (MK106 past them, said as soon as it is read)."""
    game: list[dict[str, Any]] = []
    most, seats_most = LIMITS["game_lines"].value, LIMITS["seat_lines"].value
    seats = 0
    for line in lines:
        if line.get("record") is not None:
            if game:
                yield game
            game, seats = [line], 0
        elif not game:
            raise RecordError(f'{path}: the first line must be a header with "record": "{RECORD}"', "MK503")
        else:
            game.append(line)
            seats += "plays" in line
            if len(game) > most or seats > seats_most:
                name, found = ("game_lines", len(game)) if len(game) > most else ("seat_lines", seats)
                raise RecordError(f"{path}: a game of it has {too_much(name, f'more than {found - 1:,}')}", "MK106")
    if game:
        yield game


def start_from_header(head: dict[str, Any], base: Path | None = None, check_hash: bool = True) -> State:
    """A new state set up as the record's header says."""
    if head.get("record") != RECORD:
        raise RecordError(f"not an mk game record (header 'record' is {brief(head.get('record'))})", "MK503")
    version = head.get("version")
    if type(version) is not int or version not in READS:
        reads = " and ".join(map(str, READS))
        raise RecordError(f"record version {brief(version)} is not supported (this mk reads {reads})", "MK503")
    for key in ("edition", "edition_hash", "options", "players"):
        if key not in head:
            raise RecordError(f"the record header has no {key!r}", "MK503")
    players, options, first = head["players"], head["options"], head.get("first_player", 0)
    if not isinstance(players, list) or not isinstance(options, dict) or type(first) is not int:
        raise RecordError("the record header's players, options or first_player have the wrong type", "MK503")
    seed = head.get("seed")
    if seed is not None and type(seed) is not int:
        raise RecordError(f"the record's seed is a whole number, not {seed!r}", "MK503")
    edition = load_edition(str(head["edition"]), base)
    if check_hash and edition.hash != head["edition_hash"]:
        ref = str(head["edition"])
        builtin = ref in builtin_editions()
        old = (
            "replay or resume it with the mk version it was played with"
            if builtin
            else "put the edition file back as it was (from version control, say) to replay or resume it"
        )
        what = "the built-in edition" if builtin else "the edition file"
        raise RecordError(
            f"{what} {brief(ref, 80)} has changed since this game was recorded\n  (edition hash now "
            f"{edition.hash[:12]}, in the record {brief(head['edition_hash'], 16)}):\n  {old},\n  or start again with "
            "mk play --edition " + (shlex.quote(ref) if ref.isprintable() and len(ref) <= 100 else "FILE")
        )
    try:
        game = Game(edition, len(players), Options.resolve(dict(edition.options), options))
        return game.new_state(first_player=first, seed=seed)
    except MkError as exc:
        raise RecordError(f"the record header does not fit the edition: {exc}") from None


def turn_body(line: Any, where: str) -> tuple[list[tuple[int, ...]], list[dict[str, Any]]]:
    """The rolls and decisions of a turn (or partial turn) line, checked for shape."""
    if not isinstance(line, dict):
        raise RecordError(f"{where}: a turn must be a JSON object", "MK503")
    rolls = line.get("rolls", [])
    decisions = line.get("decisions", [])
    if not isinstance(rolls, list) or not all(
        isinstance(r, list) and r and all(isinstance(d, int) and not isinstance(d, bool) for d in r) for r in rolls
    ):
        raise RecordError(f"{where}: 'rolls' must be a list of dice lists, like [[3], [2, 5]]", "MK503")
    if not isinstance(decisions, list) or not all(
        isinstance(d, dict) and isinstance(d.get("kind"), str) for d in decisions
    ):
        raise RecordError(f'{where}: \'decisions\' must be a list of {{"kind": ..., "choice": ...}}', "MK503")
    return [tuple(r) for r in rolls], list(decisions)


def feed_line(state: State, line: Any, where: str, one_turn: bool, **how: Any) -> None:
    """Feed one turn (or a turn in progress) of a record; errors name ``where``."""
    rolls, decisions = turn_body(line, where)
    try:
        feed(state, rolls, decisions, one_turn=one_turn, **how)
    except RecordError as exc:
        raise RecordError(f"{where}: {exc}", exc.code) from None
    except IllegalAction as exc:
        raise RecordError(f"{where}: {exc}") from None


class SeatLines:
    """The seat lines of one game (who plays a seat from which moment on), read as ``mk replay`` and a
    resume both read them: one reader, one verdict. A line names a seat of the game, a bot (with a
    budget within its limits), a moment still to come and not before the line above; each moment must
    come before the game ends."""

    def __init__(self) -> None:
        self.due: list[tuple[int, str, int]] = []

    def read(self, line: dict[str, Any], state: State, where: str) -> None:
        """Take a seat line (:class:`RecordError` for one that is not one)."""
        seat, plays, after = seat_change(line, state, where)
        if self.due and after < self.due[-1][2]:
            raise RecordError(
                f"{where}: a seat line's moment (after {after} actions) comes before the one above it "
                f"(after {self.due[-1][2]}): seat lines are in the order of their moments",
                "MK503",
            )
        if is_strategy(plays) and plays not in shipped():
            raise RecordError(f"{where}: a seat line hands a seat to a bot or a shipped strategy, not a file", "MK503")
        try:
            name = bot_name(plays)
        except MkError as exc:
            raise RecordError(f"{where}: a seat line's 'plays' is a bot: {exc}", "MK503") from None
        self.due.append((seat, name, after))

    def now(self, state: State) -> list[tuple[int, str]]:
        """The seats whose player changes at this moment of ``state``, and who plays them from now on."""
        out = []
        while self.due and self.due[0][2] == len(state.history):
            seat, plays, _after = self.due.pop(0)
            out.append((seat, plays))
        return out

    def finish(self, state: State, where: str) -> None:
        """:class:`RecordError` if a seat line's moment did not come before the game's end."""
        late = [d for d in self.due if d[2] > len(state.history)]
        if late:
            raise RecordError(f"{where}: a seat line's moment (after {late[0][2]} actions) never came", "MK503")


def seat_change(line: dict[str, Any], state: State, where: str) -> tuple[int, str, int]:
    """A seat line's seat, who plays it from then on, and after how many actions of the game; RecordError
    for a line that is not one (a seat that does not exist, a moment already past)."""
    seat, plays, after = line.get("seat"), line.get("plays"), line.get("after")
    if type(seat) is not int or not 0 <= seat < state.nplayers:
        raise RecordError(f"{where}: a seat line's 'seat' is a player's number, not {brief(seat)}", "MK503")
    if not isinstance(plays, str):
        raise RecordError(f"{where}: a seat line's 'plays' is a bot's name, not {brief(plays)}", "MK503")
    if type(after) is not int or after < len(state.history):
        raise RecordError(
            f"{where}: a seat line's 'after' counts the game's actions so far ({len(state.history)} or more), "
            f"not {brief(after)}",
            "MK503",
        )
    return seat, plays, after


def replay_game(lines: list[dict[str, Any]], base: Path | None = None, name: str = "record") -> State:
    """Re-run one game; raise :class:`RecordError` at the first difference."""
    try:
        state = start_from_header(lines[0], base)
    except RecordError as exc:
        raise RecordError(f"{name}: line 1: {exc}", exc.code) from None
    ended: list[dict[str, Any]] = []
    seats = SeatLines()
    for n, line in enumerate(lines[1:], 2):
        where = f"{name}: line {n}"
        if "winner" in line:
            if state.winner != line["winner"]:
                said = brief(line["winner"])
                raise RecordError(f"{where}: the record says player {said} won, the replay {state.winner}")
            end = line.get("end", Termination.WON.value if state.winner is not None else None)
            ends = [t.value for t in Termination if (t is Termination.WON) == (state.winner is not None)]
            if end not in ends:
                raise RecordError(
                    f"{where}: a game {'won' if state.winner is not None else 'without a winner'} "
                    f"ends by {' or '.join(ends)}, not {brief(end)}",
                    "MK503",
                )
            continue
        if "partial" in line:
            feed_line(state, line["partial"], where, one_turn=False)
            continue
        if "plays" in line:  # who plays a seat changed (a save of mk serve): the moves are in the turn lines
            seats.read(line, state, where)
            continue
        if state.is_over:
            raise RecordError(f"{where}: the game is already over")
        if line.get("turn") != state.turn or line.get("player") != state.player:
            raise RecordError(
                f"{where}: expected turn {state.turn} of player {state.player}, "
                f"the record has turn {brief(line.get('turn'))} of player {brief(line.get('player'))}"
            )
        ended.clear()
        state.on_turn_end = lambda s: ended.append(turn_state(s))
        feed_line(state, line, where, one_turn=True)
        state.on_turn_end = None
        at_end = ended and not state.is_over and lines[0].get("version") != 1
        actual = ended[-1] if at_end else turn_state(state)
        for key, value in actual.items():
            if line.get(key) != value:
                raise RecordError(
                    f"{where}: {key} differ after turn {line['turn']}: "
                    f"record {brief(line.get(key))}, replay {brief(value)}"
                )
    seats.finish(state, name)
    return state


def replay_file(path: str | Path) -> list[State]:
    return [state for state, _ in replay_file_with_names(path)]


def replay_file_with_names(path: str | Path) -> list[tuple[State, list[str]]]:
    """Each game of the file, replayed, with its players' names."""
    return list(iter_replays(path))


def iter_replays(path: str | Path) -> Iterator[tuple[State, list[str]]]:
    """Each game of the file, replayed as it is read, with its players' names: a record of many
    games (``mk simulate --record``) is replayed in memory of one game."""
    path = Path(path)
    empty = True
    for game in split_games(iter_lines(path), path):
        empty = False
        state = replay_game(game, path.parent, str(path))  # checks the header first
        if len(game) == 1:
            raise RecordError(f"{path}: a game of the record has only its header: no turn to replay", "MK503")
        yield state, [str(n) for n in game[0]["players"]]
    if empty:
        raise RecordError(f"{path}: the record is empty", "MK503")
