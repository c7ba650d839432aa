"""Game records (JSON Lines) and their replay.

A record is a header line, one line per completed turn, and a last line with
the winner. The format is specified in docs/records.md. :class:`Recorder`
writes one while a game is played through :func:`engine.services.driver.play`;
:func:`replay` re-runs one from its dice and decisions and checks every turn.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from engine.core.edition import Options
from engine.core.errors import IllegalAction, MkError, RecordError
from engine.core.game import Game
from engine.core.state import CHANCE, Action, State
from engine.load.loader import load_edition

RECORD = "mk-game"
VERSION = 1


def decision_choice(action: Action, next_roll: tuple[int, ...] | None = None) -> Any:
    """The record/scenario value of a decision."""
    kind, choice = action
    if kind == "reroll":
        return "keep" if choice == "keep" else list(next_roll or ())
    if kind == "swap":
        return None if choice is None else {"give": choice[0], "take": choice[1], "with": choice[2]}
    return choice


def decision_action(kind: str, choice: Any) -> Action:
    """Inverse of :func:`decision_choice` (a re-roll becomes its number of dice)."""
    if kind == "reroll":
        return Action("reroll", "keep" if choice == "keep" else len(choice))
    if kind == "swap":
        return Action("swap", None if choice is None else (choice["give"], choice["take"], choice["with"]))
    return Action(kind, choice)


def header(state: State, edition_ref: str, names: list[str], seed: int | None) -> dict[str, Any]:
    game = state.game
    return {
        "record": RECORD,
        "version": VERSION,
        "edition": edition_ref,
        "edition_hash": game.edition.hash,
        "options": game.options.as_dict(),
        "players": names,
        "seed": seed,
        "first_player": state.player,
    }


def turn_state(state: State) -> dict[str, Any]:
    n = state.nplayers
    out: dict[str, Any] = {
        "coins": list(state.coins),
        "establishments": [state.city(p) for p in range(n)],
        "landmarks": [state.landmarks(p) for p in range(n)],
    }
    if state.market is not None:
        out["market"] = state.market.summary(state)
    return out


def split_turn(actions: list[Action]) -> tuple[list[list[int]], list[dict[str, Any]]]:
    """Rolls and decisions of one turn's actions, in record form."""
    rolls: list[list[int]] = []
    decisions: list[dict[str, Any]] = []
    for i, action in enumerate(actions):
        if action.kind == "roll":
            rolls.append(list(action.choice))
            continue
        nxt = actions[i + 1].choice if action.kind == "reroll" and i + 1 < len(actions) else None
        decisions.append({"kind": action.kind, "choice": decision_choice(action, nxt)})
    return rolls, decisions


class Recorder:
    """Collects a game's record while it is played; call :meth:`observe` after every action."""

    def __init__(self, state: State, edition_ref: str, names: list[str], seed: int | None):
        self.lines: list[dict[str, Any]] = [header(state, edition_ref, names, seed)]
        self._mark = len(state.history)
        self._turn = (state.turn, state.player, state.extra)

    def observe(self, state: State) -> None:
        if state.is_over or state.turn != self._turn[0]:
            turn, player, extra = self._turn
            rolls, decisions = split_turn(state.history[self._mark :])
            line = {"turn": turn, "player": player, "extra": extra, "rolls": rolls, "decisions": decisions}
            line.update(turn_state(state))
            self.lines.append(line)
            self._mark = len(state.history)
            self._turn = (state.turn, state.player, state.extra)
            if state.is_over:
                self.lines.append({"winner": state.winner, "turns": turn})

    def partial(self, state: State) -> dict[str, Any] | None:
        """The actions of the turn in progress (for saves), or None."""
        if state.is_over or len(state.history) == self._mark:
            return None
        rolls, decisions = split_turn(state.history[self._mark :])
        return {"partial": {"turn": self._turn[0], "rolls": rolls, "decisions": decisions}}

    def write(self, out: IO[str]) -> None:
        for line in self.lines:
            out.write(json.dumps(line, separators=(",", ":")) + "\n")


def read_lines(path: str | Path) -> list[dict[str, Any]]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"{path}: cannot read: {exc.strerror or exc}") from None
    out = []
    for n, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise RecordError(f"{path}:{n}: not valid JSON ({exc.msg})") from None
        if not isinstance(line, dict):
            raise RecordError(f"{path}:{n}: each line must be a JSON object")
        out.append(line)
    return out


def split_games(lines: list[dict[str, Any]], path: str | Path) -> Iterator[list[dict[str, Any]]]:
    """A record file may hold several games (``mk simulate --record``)."""
    game: list[dict[str, Any]] = []
    for line in lines:
        if line.get("record") is not None:
            if game:
                yield game
            game = [line]
        elif not game:
            raise RecordError(f'{path}: the first line must be a header with "record": "{RECORD}"')
        else:
            game.append(line)
    if game:
        yield game


def start_from_header(head: dict[str, Any], base: Path | None = None, check_hash: bool = True) -> State:
    """A new state set up as the record's header says."""
    if head.get("record") != RECORD:
        raise RecordError(f"not an mk game record (header 'record' is {head.get('record')!r})")
    if head.get("version") != VERSION:
        raise RecordError(f"record version {head.get('version')!r} is not supported (this mk reads {VERSION})")
    for key in ("edition", "edition_hash", "options", "players"):
        if key not in head:
            raise RecordError(f"the record header has no {key!r}")
    edition = load_edition(str(head["edition"]), base)
    if check_hash and edition.hash != head["edition_hash"]:
        raise RecordError(
            f"edition {head['edition']!r} has changed since the game was recorded "
            f"(hash {edition.hash[:12]}, record {str(head['edition_hash'])[:12]})"
        )
    try:
        options = Options.resolve(edition.options, head["options"])
        game = Game(edition, len(head["players"]), options)
    except MkError as exc:
        raise RecordError(f"the record header does not fit the edition: {exc}") from None
    return game.new_state(first_player=int(head.get("first_player", 0)), seed=head.get("seed"))


def turn_body(line: Any, where: str) -> tuple[list[tuple[int, ...]], list[dict[str, Any]]]:
    """The rolls and decisions of a turn (or partial turn) line, checked for shape."""
    if not isinstance(line, dict):
        raise RecordError(f"{where}: a turn must be a JSON object")
    rolls = line.get("rolls", [])
    decisions = line.get("decisions", [])
    if not isinstance(rolls, list) or not all(
        isinstance(r, list) and r and all(isinstance(d, int) and not isinstance(d, bool) for d in r) for r in rolls
    ):
        raise RecordError(f"{where}: 'rolls' must be a list of dice lists, like [[3], [2, 5]]")
    if not isinstance(decisions, list) or not all(
        isinstance(d, dict) and isinstance(d.get("kind"), str) for d in decisions
    ):
        raise RecordError(f'{where}: \'decisions\' must be a list of {{"kind": ..., "choice": ...}}')
    return [tuple(r) for r in rolls], list(decisions)


def feed_turn(state: State, line: dict[str, Any], where: str) -> None:
    """Apply one recorded turn's rolls and decisions."""
    rolls, decisions = turn_body(line, where)
    turn = state.turn
    while not state.is_over and state.turn == turn:
        try:
            if state.current_player == CHANCE:
                if not rolls:
                    raise RecordError(f"{where}: the game wants a roll, but the turn's rolls are used up")
                state.apply(Action("roll", rolls.pop(0)))
            else:
                if not decisions:
                    raise RecordError(f"{where}: the game wants a {state.kind} decision, but the turn has no more")
                d = decisions.pop(0)
                if d.get("kind") != state.kind:
                    raise RecordError(
                        f"{where}: the record has a {d.get('kind')} decision, the game asks for {state.kind}"
                    )
                state.apply(decision_action(d["kind"], d.get("choice")))
        except IllegalAction as exc:
            raise RecordError(f"{where}: {exc}") from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError(f"{where}: malformed decision ({exc})") from None
    if rolls or decisions:
        raise RecordError(f"{where}: the turn ended with unused rolls or decisions")


def replay_game(lines: list[dict[str, Any]], base: Path | None = None, name: str = "record") -> State:
    """Re-run one game; raise :class:`RecordError` at the first difference."""
    state = start_from_header(lines[0], base)
    for n, line in enumerate(lines[1:], 2):
        where = f"{name}: line {n}"
        if "winner" in line:
            if state.winner != line["winner"]:
                raise RecordError(f"{where}: the record says player {line['winner']} won, the replay {state.winner}")
            continue
        if "partial" in line:
            feed_partial(state, line["partial"], where)
            continue
        if state.is_over:
            raise RecordError(f"{where}: the game is already over")
        if line.get("turn") != state.turn or line.get("player") != state.player:
            raise RecordError(
                f"{where}: expected turn {state.turn} of player {state.player}, "
                f"the record has turn {line.get('turn')} of player {line.get('player')}"
            )
        feed_turn(state, line, where)
        actual = turn_state(state)
        for key, value in actual.items():
            if line.get(key) != value:
                raise RecordError(
                    f"{where}: {key} differ after turn {line['turn']}: record {line.get(key)}, replay {value}"
                )
    return state


def feed_partial(state: State, partial: Any, where: str) -> None:
    """Apply the rolls and decisions of a turn in progress (a save's last line)."""
    rolls, decisions = turn_body(partial, where)
    try:
        for d in decisions:
            while state.current_player == CHANCE and rolls:
                state.apply(Action("roll", rolls.pop(0)))
            state.apply(decision_action(d["kind"], d.get("choice")))
        while state.current_player == CHANCE and rolls:
            state.apply(Action("roll", rolls.pop(0)))
    except IllegalAction as exc:
        raise RecordError(f"{where}: {exc}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RecordError(f"{where}: malformed decision ({exc})") from None


def replay_file(path: str | Path) -> list[State]:
    return [state for state, _ in replay_file_with_names(path)]


def replay_file_with_names(path: str | Path) -> list[tuple[State, list[str]]]:
    """Each game of the file, replayed, with its players' names."""
    path = Path(path)
    lines = read_lines(path)
    if not lines:
        raise RecordError(f"{path}: the record is empty")
    out = []
    for game in split_games(lines, path):
        names = [str(n) for n in game[0].get("players", [])]
        out.append((replay_game(game, path.parent, str(path)), names))
    return out
