"""A game as a front end sees it: seats, bots, menus, undo, saves and resume.

:class:`GameSession` holds everything about a game in progress that is not
rendering or input, so that the terminal (:mod:`engine.ui.terminal`) and any
other front end (a web page, an agent environment) share it:

- seats: each one ``human`` or the name of a bot; :meth:`GameSession.advance`
  rolls the seeded dice and lets the bots decide until a human must;
- :meth:`GameSession.menu`: the legal choices, each with a label, and the
  builds that are not allowed now, each with its :class:`Refusal`;
- :meth:`GameSession.choose` and :meth:`GameSession.undo` (never past a roll
  or another seat's decision);
- saves: the game record plus the seats, written atomically after every turn;
  :meth:`GameSession.resume` replays one through :func:`engine.services.play.feed.feed`,
  with the seeded dice and bots, checking every roll and bot decision.

>>> from engine.load.loader import default_edition, new_game
>>> ed = default_edition()
>>> s = GameSession(new_game(ed, 2), ed, ["Ann", "Bot"], ["human", "basic"], seed=1)
>>> s.advance()                  # the dice roll for Ann; then she must decide
>>> menu = s.menu()
>>> menu.kind, menu.choices[0].label
('build', 'build nothing')
"""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.errors import MkError, RecordError
from engine.core.events import Event
from engine.core.game import Game
from engine.core.limits import LIMITS, too_much
from engine.core.outcome import Outcome, Termination
from engine.core.reasons import Refusal
from engine.core.state import CHANCE, Action, State
from engine.i18n import SOURCE
from engine.i18n.names import names
from engine.load.loader import files_read, load_edition
from engine.load.strategies import named_in_file
from engine.services.play.driver import MAX_TURNS
from engine.services.play.narrate import action_label, ask
from engine.services.play.records import (
    Recorder,
    SeatLines,
    feed_line,
    iter_lines,
    split_games,
    start_from_header,
)
from engine.services.play.saves import HUMAN, NAME_LENGTH, atomic_write, check_writable, default_name
from engine.services.players.bots import Bot, bot_name, make_bot
from engine.services.players.seeding import bot_rng, seat_rng


@dataclass(frozen=True)
class Choice:
    action: Action
    label: str
    number: int = 0
    """What the player types to choose it (a build keeps its number all game)."""


@dataclass(frozen=True)
class Unavailable:
    """A build the rules do not allow now, and why."""

    ident: str
    name: str
    cost: int
    refusal: Refusal


@dataclass(frozen=True)
class Menu:
    """The decision a human seat faces."""

    player: int
    kind: str
    question: str
    choices: tuple[Choice, ...]
    unavailable: tuple[Unavailable, ...] = ()


class GameSession:
    """One game with its seats; saved to ``save_path`` (when given) after every turn."""

    def __init__(
        self,
        game: Game,
        edition_ref: str,
        names: list[str],
        seats: list[str],
        seed: int,
        first_player: int = 0,
        save_path: Path | None = None,
        keys: str | None = None,
        futures: str = "auto",
    ):
        if len(names) != game.nplayers or len(seats) != game.nplayers:
            raise MkError(f"a game of {game.nplayers} players needs {game.nplayers} names and seats")
        for seat in seats:
            if seat != HUMAN:
                bot_name(seat)
        if save_path is not None:
            save_path = save_path.expanduser()
            check_writable(save_path)
        self.game = game
        self.edition = game.edition
        self.edition_ref = edition_ref
        self.inputs = files_read(edition_ref)
        """The files its edition is read from: no save or record is written over them."""
        self.names = list(names)
        self.seats = list(seats)
        self.seed = seed
        self.save_path = save_path
        self.rng = random.Random(seed)
        bots = bot_rng(seed)
        self.futures = futures
        """The engine that plays the futures of its bots that think (auto, native or python)."""
        self.agents: list[Bot | None] = [None if s == HUMAN else make_bot(s, bots, futures) for s in seats]
        self.state = game.new_state(first_player=first_player, seed=seed)
        self.recorder = Recorder(self.state, edition_ref, self.names, seed, self.seats)
        self.keys = keys
        """What a table's seat keys are made from, when not the save's name (a rematch keeps its first
        game's keys): kept in the save's header."""
        if keys is not None:
            self.recorder.lines[0]["keys"] = keys
        self.max_turns = MAX_TURNS
        self._save_due = BOTS_SAVE_EVERY
        """Bots alone stop playing at this turn (an edition nobody can win would otherwise go on for ever)."""
        self._seen = 0
        self._undo: list[tuple[State, Recorder, int, Action]] = []

    # -- progress -------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.is_over

    def human_to_move(self) -> bool:
        who = self.state.current_player
        return not self.state.is_over and who != CHANCE and self.agents[who] is None

    @property
    def stalled(self) -> bool:
        """Bots alone reached the turn cap without a winner."""
        return not self.state.is_over and self.state.turn > self.max_turns and HUMAN not in self.seats

    def outcome(self) -> Outcome | None:
        """How the game ended (won, or stalled: bots alone at the turn cap); None while it goes on."""
        state = self.state
        if state.is_over:
            return Outcome(Termination.WON, state.winner, state.turn)
        if self.stalled:
            return Outcome(Termination.STALLED, None, self.max_turns)
        return None

    def advance(self) -> None:
        """Roll the dice and let bots decide until a human must decide, the game is over, or bots alone
        reach the turn cap (:attr:`stalled`)."""
        while self.step():
            pass

    def step(self) -> bool:
        """One roll of the dice or one bot decision; False when a human must decide, the game is over,
        or bots alone reached the turn cap (a front end that shows bots at a pace calls it with pauses)."""
        state = self.state
        if state.is_over:
            return False
        if self.stalled:
            if not self.recorder.ended:  # the save says how the game ended
                self.recorder.end(Outcome(Termination.STALLED, None, self.max_turns))
                if self.save_path is not None:
                    self.save()
            return False
        who = state.current_player
        if who == CHANCE:
            state.roll_random(self.rng)
        else:
            agent = self.agents[who]
            if agent is None:
                return False
            state.apply(agent(state))
            if not getattr(agent, "replayable", True):
                self._unchecked(who)
        self._undo.clear()
        self._observe()
        return True

    def bot_to_move(self) -> bool:
        """Whether the next step is a bot's decision (not dice, not a human's)."""
        who = self.state.current_player
        return not self.state.is_over and who != CHANCE and self.agents[who] is not None

    def events(self) -> list[Event]:
        """The events since the last call (all of them the first time)."""
        log = self.state.log
        assert log is not None
        new = log[self._seen :]
        self._seen = len(log)
        return new

    def _observe(self) -> None:
        before = len(self.recorder.lines)
        self.recorder.observe(self.state)
        if len(self.recorder.lines) != before and self.save_path is not None:
            bots_alone = HUMAN not in self.seats and not self.recorder.ended
            if not bots_alone or self.state.turn >= self._save_due:
                self.save()  # with bots alone, ever further apart: the bytes written grow with the game's
                self._save_due = self.state.turn + max(BOTS_SAVE_EVERY, self.state.turn // 4)

    # -- decisions ------------------------------------------------------------------
    def label(self, action: Action, lang: str = SOURCE) -> str:
        """A menu line for ``action``, in ``lang``."""
        return action_label(action, self.state, self.names, lang)

    def number(self, action: Action, position: int) -> int:
        """What a player types for a choice: for a build, the same number for the same card all game
        (0: build nothing; cards, then landmarks, in edition order); else its place in the menu."""
        if action.kind != "build":
            return position
        if action.choice is None:
            return 0
        landmark, i, _cost = self.game.build_info[action.choice]
        return 1 + i + (self.game.ncards if landmark else 0)

    def menu(self, lang: str = SOURCE) -> Menu:
        """The current decision, with a label for every legal action; for a build, what is not allowed and why
        (its words in ``lang``)."""
        state = self.state
        kind = state.kind
        if kind is None or state.current_player == CHANCE:
            raise MkError("no decision is due: the game waits for dice or is over")
        acts = state.legal_actions()
        unavailable: list[Unavailable] = []
        if kind == "build":
            offered = {a.choice for a in acts}
            game = self.game
            for ident, (landmark, i, _cost) in game.build_info.items():
                if ident in offered or (not landmark and not game.in_supply[i]):
                    continue
                if landmark and state.built[state.player][i]:
                    continue
                if not landmark and state.market is not None and state.supply[i] == 0:
                    continue  # not showing: not on the table at all
                refusal = state.cannot_build(ident)
                if refusal is not None:
                    price = state.build_cost(ident)
                    unavailable.append(Unavailable(ident, names(self.edition, lang).name(ident), price, refusal))
        return Menu(
            player=state.current_player,
            kind=kind,
            question=ask(state, lang),
            choices=tuple(Choice(a, self.label(a, lang), self.number(a, i)) for i, a in enumerate(acts, 1)),
            unavailable=tuple(unavailable),
        )

    def choose(self, action: Action) -> None:
        """A human seat's decision; :class:`IllegalAction` if the rules refuse it."""
        state = self.state
        who = state.current_player
        if who == CHANCE or state.is_over or self.agents[who] is not None:
            raise MkError("no human decision is due")
        snapshot = (state.clone(), self.recorder.copy(), who, action)
        state.apply(action)
        self._undo.append(snapshot)
        self._observe()

    def can_undo(self, player: int) -> bool:
        """Whether :meth:`undo` would take back a decision of ``player`` now (theirs while they decide, or
        the one that ended their turn while nothing has happened since)."""
        last = self.undoable()
        return last is not None and last[0] == player

    def undoable(self) -> tuple[int, Action] | None:
        """The seat and decision that :meth:`undo` could take back now for its seat, or None."""
        if not self._undo:
            return None
        snap, _recorder, who, action = self._undo[-1]
        if who == self.state.current_player or len(self.state.history) == len(snap.history) + 1:
            return who, action
        return None

    def undo(self, player: int | None = None) -> Action | None:
        """Take back the deciding seat's last decision, never past a roll or another seat's
        decision; the decision taken back, or None when there is none. With ``player``: that
        player's decision that ended their turn, as long as nothing has happened since."""
        if not self._undo:
            return None
        snap, _recorder, who, _action = self._undo[-1]
        if player is None and who != self.state.current_player:
            return None
        if player is not None and (who != player or len(self.state.history) != len(snap.history) + 1):
            return None
        state, recorder, _who, action = self._undo.pop()
        self.state, self.recorder = state, recorder
        recorder.attach(state)
        assert state.log is not None
        self._seen = min(self._seen, len(state.log))
        return action

    def _unchecked(self, seat: int) -> None:
        """Seat ``seat``'s bot decided as it may not decide again (an expert searching natively or
        against the clock): the save's header says so, and a resume takes its moves as saved."""
        head = self.recorder.lines[0]
        seats = head.setdefault("unchecked", [])
        if seat not in seats:
            seats.append(seat)
            seats.sort()

    def hand_over(self, seat: int, bot: str) -> str:
        """From now on the bot ``bot`` plays seat ``seat`` (its player left, or their screen dropped); its
        registered name. Written to the record (a line of its own), so a resume hands the seat over at the
        same moment; no undo reaches back past it."""
        name = bot_name(bot)
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise MkError(f"there is no seat {seat!r} at this game")
        if self.over:
            raise MkError("the game is over")
        self.seats[seat] = name
        self.agents[seat] = make_bot(name, seat_rng(self.seed, seat, len(self.state.history)), self.futures)
        self._undo.clear()
        self.recorder.seat(self.state, seat, name)
        if self.save_path is not None:
            self.save()
        return name

    # -- saves ----------------------------------------------------------------------
    def save(self, path: Path | None = None) -> Path:
        """Write the record so far (and the turn in progress) atomically; returns where."""
        path = path or self.save_path
        if path is None:
            raise MkError("this game has no save file")
        atomic_write(path, self.recorder.text(self.state), self.inputs)
        return path

    @classmethod
    def resume(cls, path: Path, save_path: Path | None = None, futures: str = "auto") -> GameSession:
        """Continue a saved game: its dice and bots (``futures``: see make_bot) replayed and checked."""
        with contextlib.suppress(OSError):
            size = path.stat().st_size
            if size > LIMITS["save_bytes"].value:
                raise RecordError(f"{path}: {too_much('save_bytes', f'{size:,}')}", "MK106")
        games = list(split_games(iter_lines(path), path))
        if not games:
            raise RecordError(f"{path}: the save is empty", "MK503")
        if len(games) != 1:
            raise RecordError(f"{path}: a save holds one game, this file has {len(games)}", "MK503")
        head, *rest = games[0]
        probe = start_from_header(head, path.parent)
        seats, names, seed = head.get("seats"), head.get("players"), head.get("seed")
        if not isinstance(seats, list) or len(seats) != probe.nplayers or not all(isinstance(s, str) for s in seats):
            raise RecordError(f"{path}: not a save of mk play (its header has no seats)", "MK503")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise RecordError(f"{path}: the save's players are not names", "MK503")
        if type(seed) is not int:
            raise RecordError(f"{path}: the save has no seed", "MK503")
        names = [n[:NAME_LENGTH] for n in names]  # as long as a new game's (a save may come from anyone)
        for seat in seats:
            named_in_file(seat, path.parent)  # a strategy's file: where the save may lead
        assert isinstance(probe.game, Game)
        keys = head.get("keys") if isinstance(head.get("keys"), str) and head.get("keys") else None
        edition = str(head["edition"])
        session = cls(probe.game, edition, names, seats, seed, probe.player, save_path or path, keys, futures)
        session.save_path = None  # nothing is written while the save is read
        unchecked = head.get("unchecked", [])
        if not isinstance(unchecked, list) or not all(type(x) is int and 0 <= x < probe.nplayers for x in unchecked):
            raise RecordError(f"{path}: the save's unchecked seats are not seats", "MK503")
        unchecked = sorted(set(unchecked))
        for seat in unchecked:
            session._unchecked(seat)
        # the bots whose saved moves a resume checks: not those that decided as they may not decide again
        checked = [None if i in unchecked else a for i, a in enumerate(session.agents)]
        due = SeatLines()  # seats whose player changes, at a moment still to come

        def hand_over_due(state: State) -> None:
            for seat, plays in due.now(state):
                try:
                    session.hand_over(seat, plays)
                except MkError as exc:
                    raise RecordError(f"{path}: seat {seat + 1}: {exc}", "MK503") from None
                if seat not in unchecked:
                    checked[seat] = session.agents[seat]

        def observe(state: State) -> None:
            session.recorder.observe(state)
            hand_over_due(state)

        for n, line in enumerate(rest, 2):
            if "winner" in line:
                continue
            if "plays" in line:
                due.read(line, session.state, f"{path}: line {n}")
                hand_over_due(session.state)
                continue
            partial = "partial" in line
            feed_line(
                session.state,
                line["partial"] if partial else line,
                f"{path}: line {n}",
                one_turn=not partial,
                dice=session.rng,
                agents=checked,
                observe=observe,
            )
        due.finish(session.state, str(path))
        session.save_path = save_path or path
        session.events()  # what happened before the save is not news
        return session


BOTS_SAVE_EVERY = 50
"""With bots alone at a game, it is saved every this many turns at first, then every quarter of the
turns played (and when it ends or is left: the front ends save then), not after every turn: a long game
nobody can win writes a few times its save's size in all, not its square."""


def start_session(
    edition: str,
    players: int,
    humans: int,
    bots: list[str],
    names: list[str],
    seed: int,
    options: dict[str, Any] | None = None,
    variants: tuple[str, ...] = (),
    save_path: Path | None = None,
    lang: str = SOURCE,
    futures: str = "auto",
) -> GameSession:
    """A new game with ``humans`` human seats first, then one bot per seat in ``bots`` (the players nobody
    named are named in ``lang``)."""
    if humans > players:
        raise MkError(f"--humans {humans} is more than --players {players}")
    if len(bots) != players - humans:
        raise MkError(f"{players - humans} bot seats need {players - humans} bot names, got {len(bots)}")
    ed = load_edition(edition)
    game = Game.create(ed, players, options, variants)
    default = [default_name(HUMAN, i + 1, lang) for i in range(humans)]
    default += [default_name(b, i + 1, lang) for i, b in enumerate(bots)]
    given = [n for n in names if n]
    seats = [HUMAN] * humans + bots
    chosen = [n[:NAME_LENGTH] for n in (given + default[len(given) :])[:players]]  # written visibly where shown
    return GameSession(game, edition, chosen, seats, seed, save_path=save_path, futures=futures)
