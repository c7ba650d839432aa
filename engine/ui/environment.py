"""Every edition as a PettingZoo AEC environment (the ``rl`` extra; docs/agents.md).

>>> from engine.load.loader import default_edition
>>> e = env(default_edition(), players=2)
>>> e.reset(seed=1)
>>> e.agent_selection, int(e.action_space("player_0").n) == e.codec.size
('player_0', True)
>>> observation, reward, terminated, truncated, info = e.last()
>>> observation["observation"].shape == (e.observer.size,), str(observation["action_mask"].dtype)
(True, 'int8')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from engine import install_hint

try:
    import gymnasium
    import numpy as np
    from pettingzoo import AECEnv  # type: ignore[import-untyped]
except ImportError as exc:  # pragma: no cover - the message is the point
    raise ImportError(f"mk's environment needs the rl extra: {install_hint('rl')}") from exc

from dsl.limits import AMOUNT
from engine.core.edition import Edition
from engine.core.game import Game
from engine.core.show import brief
from engine.core.state import CHANCE, OVER, State
from engine.load.loader import new_game
from engine.services.check.scenario import state_summary
from engine.services.play.driver import MAX_TURNS
from engine.services.play.records import Recorder
from engine.services.players.agents import Codec, Observer
from engine.services.players.bots import Bot, bot_name, make_bot
from engine.services.players.seeding import bot_rng

Reward = Callable[[State, int], float]
"""``reward(state, seat)``: what a seat earns when the game is over (or, with ``every_step``,
after every step)."""


def winner_reward(state: State, seat: int) -> float:
    """1 for the winner, 0 for everyone else (and for everyone in a game cut short)."""
    return 1.0 if state.winner == seat else 0.0


OBSERVED = float(AMOUNT)
"""The most any number of an observation is (coins beyond it are seen as it): observations stay in
their space, in float32's exact range of magnitudes, whatever an edition does to coins."""


def _whole(value: Any, what: str) -> int:
    """``value`` as an int when it is a whole number (a Python or NumPy integer); else a clear TypeError
    (0.9, "0", None and True are not actions: ``int()`` would take the first three as 0)."""
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
        return int(value)
    raise TypeError(f"{what} is a whole number (a Python or NumPy integer), not {brief(value)}")


def _text(value: Any, what: str) -> str:
    """``value`` when it is a string; else a clear TypeError."""
    if isinstance(value, str):
        return value
    raise TypeError(f"{what} is a name, not {brief(value)}")


class MkEnv(AECEnv):  # type: ignore[misc]
    """A game of any edition, variant and option set: each learning seat an agent ``player_N``,
    the other seats played by mk's bots; dice from the seed.

    Observations are ``{"observation": float32 vector, "action_mask": int8 vector}``; actions are
    integers (``codec.names`` says which is which). ``game_state`` is the engine's state, and
    ``raw_observation(agent)`` a plain dictionary of it, for those who want more than numbers.
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "mk_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        edition: str | Path | Edition,
        players: int = 4,
        variants: Sequence[str] = (),
        options: dict[str, Any] | None = None,
        bots: dict[int, str] | None = None,
        reward: Reward = winner_reward,
        every_step: bool = False,
        max_turns: int = MAX_TURNS,
        render_mode: str | None = None,
        record: str | Path | None = None,
    ):
        super().__init__()
        players = _whole(players, "players")
        max_turns = _whole(max_turns, "max_turns")
        if bots is not None and not isinstance(bots, Mapping):
            raise TypeError(f"bots maps seats to bots' names ({{1: 'basic'}}), not {brief(bots)}")
        bots = {_whole(seat, "a seat in bots"): _text(name, "a bot in bots") for seat, name in (bots or {}).items()}
        self.game: Game = new_game(edition, players, options, tuple(variants))
        self.codec = Codec(self.game)
        self.observer = Observer(self.game, self.codec)
        self.bot_names = {seat: bot_name(name) for seat, name in bots.items()}  # UnknownName
        for seat in self.bot_names:
            if not 0 <= seat < players:
                raise ValueError(f"no seat {seat} in a game of {players} players")
        self.seats = [p for p in range(players) if p not in self.bot_names]
        if not self.seats:
            raise ValueError("every seat is a bot: leave at least one to an agent")
        self.possible_agents = [f"player_{p}" for p in self.seats]
        self.agent_seat = {f"player_{p}": p for p in self.seats}
        self.seat_agent: dict[int, str] = {p: f"player_{p}" for p in self.seats}
        self.reward_fn = reward
        self.every_step = every_step
        self.max_turns = max_turns
        self.render_mode = render_mode
        self.record = Path(record) if record is not None else None
        """Where every game is appended as an mk game record (``mk replay --show FILE``), if set."""
        self._edition_ref = edition.id if isinstance(edition, Edition) else str(edition)
        self._recorder: Recorder | None = None
        box = gymnasium.spaces.Box(0.0, OBSERVED, (self.observer.size,), np.float32)
        mask = gymnasium.spaces.Box(0, 1, (self.codec.size,), np.int8)
        self._observation_space = gymnasium.spaces.Dict({"observation": box, "action_mask": mask})
        self._action_space = gymnasium.spaces.Discrete(self.codec.size)
        self._no_actions = bytes(self.codec.size)
        self._seeds = random.Random()
        self.game_seed = 0
        """The current game's seed: dice, market and bots come from it as in ``mk simulate``."""
        self.game_state: State = self.game.new_state(log=False)
        self.agents: list[str] = []

    # -- spaces ------------------------------------------------------------------
    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._action_space

    # -- the game ---------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; with ``seed``, the same game (dice, market, bots) every time, and the games of
        later resets without a seed follow from it."""
        if seed is not None:
            self._seeds = random.Random(_whole(seed, "a seed"))
        game_seed = self.game_seed = self._seeds.randrange(1 << 62)
        self.game_state = self.game.new_state(log=False, seed=game_seed)
        self._dice = random.Random(game_seed)
        brng = bot_rng(game_seed)
        self._bots: dict[int, Bot] = {p: make_bot(name, brng) for p, name in self.bot_names.items()}
        if self.record is not None:
            names = [self.seat_agent.get(p) or f"{self.bot_names[p]} bot" for p in range(self.game.nplayers)]
            self._recorder = Recorder(self.game_state, self._edition_ref, names, game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._advance()

    def _advance(self) -> None:
        """Dice and bots until an agent must decide, or the game is over or cut short."""
        state = self.game_state
        bots, dice, recorder = self._bots, self._dice, self._recorder
        while True:
            p = state.current_player
            if p == CHANCE:
                state.roll_random(dice)
            elif p in bots:
                state.apply(bots[p](state))
            else:
                break
            if recorder is not None:
                recorder.observe(state)
        if state.phase == OVER:
            self._finish(truncated=False)
        elif state.turn > self.max_turns:
            self._finish(truncated=True)
        else:
            self.agent_selection = self.seat_agent[p]

    def _finish(self, truncated: bool) -> None:
        state = self.game_state
        if self._recorder is not None and self.record is not None:
            with self.record.open("a", encoding="utf-8") as out:
                self._recorder.write(out)
            self._recorder = None
        for agent in self.agents:
            self.rewards[agent] = 0.0 if self.every_step else self.reward_fn(state, self.agent_seat[agent])
            if truncated:
                self.truncations[agent] = True
            else:
                self.terminations[agent] = True
        if not self.every_step:
            self._accumulate_rewards()
        self.agent_selection = self.agents[0]

    def step(self, action: Any) -> None:
        """The agent's ``action`` (an integer; ``None`` once its game is over); then dice and bots
        until an agent must decide. :class:`IllegalAction` (with its refusal) when the mask says no."""
        if not self.agents:
            raise RuntimeError("no game is running: reset() starts one")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.game_state
        i = _whole(action, "an action")
        if not 0 <= i < self.codec.size:
            raise ValueError(
                f"action {i} is not one of this game's {self.codec.size} actions (0 to {self.codec.size - 1})"
            )
        state.apply(self.codec.actions[state.current_player][i])
        if self._recorder is not None:
            self._recorder.observe(state)
        self._cumulative_rewards[agent] = 0.0
        if self.every_step:
            for a in self.rewards:
                self.rewards[a] = 0.0
        self._advance()
        if self.every_step:
            for a in self.agents:
                self.rewards[a] = self.reward_fn(state, self.agent_seat[a])
            self._accumulate_rewards()

    # -- what an agent sees ----------------------------------------------------------
    def observe(self, agent: str) -> dict[str, Any]:
        state = self.game_state
        seat = self.agent_seat[agent]
        mask = bytearray(self._no_actions)
        if state.current_player == seat:
            index = self.codec.index[seat]
            for action in state.legal_actions():
                mask[index[action]] = 1
        numbers = self.observer.vector(state, seat)
        try:  # the numbers are small as a rule: packed as bytes, numpy reads them at once
            vector = np.frombuffer(bytes(numbers), np.uint8).astype(np.float32)
        except ValueError:  # one over 255 (a rich player, a house rule with many copies)
            vector = np.array([min(x, OBSERVED) for x in numbers], np.float32)
        return {"observation": vector, "action_mask": np.frombuffer(mask, np.int8)}

    def raw_observation(self, agent: str) -> dict[str, Any]:
        """The game as a plain dictionary (seats numbered from 0, not from the agent)."""
        return {"seat": self.agent_seat[agent], **state_summary(self.game_state)}

    def render(self) -> str | None:
        """The players' coins, cities and landmarks as text ("ansi"), or printed ("human")."""
        if self.render_mode is None:
            return None
        state = self.game_state
        lines = []
        for p in range(state.nplayers):
            city = ", ".join(f"{k} {ident}" for ident, k in state.city(p).items())
            who = self.seat_agent.get(p, f"{self.bot_names.get(p)} bot")
            lines.append(f"{who}: {state.coins[p]} coins; {city}; landmarks: {', '.join(state.landmarks(p)) or '-'}")
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def env(edition: str | Path | Edition, **kwargs: Any) -> MkEnv:
    """The environment (see :class:`MkEnv` for the arguments)."""
    return MkEnv(edition, **kwargs)


raw_env = env
