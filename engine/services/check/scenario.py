"""Scenario files: executable rule tests, for this project and house-rule authors.

A scenario sets up a game, answers the game's questions in order (forced
dice, choices), then compares the result with what it expects. The format is
in docs/scenarios.md.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dsl.errors import suggest
from engine.core.decisions import DECISIONS
from engine.core.edition import Edition
from engine.core.errors import EditionError, IllegalAction, MkError, Problem, RecordError, ScenarioError
from engine.core.game import Game
from engine.core.options import OptionError, Options
from engine.core.reasons import Why
from engine.core.setup import pin_market, set_build_rounds, set_player, set_supply, settle_market
from engine.core.show import brief, visible
from engine.core.state import CHANCE, State
from engine.load import files
from engine.load.loader import load_edition
from engine.load.strategies import is_strategy, load_strategy, named_in_file, problems_for, shipped
from engine.load.yamlpos import Located, load_located
from engine.services.check.conformance import Native, check
from engine.services.check.formats import headline
from engine.services.play.feed import feed
from engine.services.players.bots import make_bot


def step_kinds() -> tuple[str, ...]:
    """The steps a scenario may take: every kind of decision registered (engine.core.decisions), the
    roll first."""
    return ("roll", *(k for k, d in DECISIONS.items() if d.step and k != "roll"))


BOT_STEP = "bot"
"""The step that lets a bot or a strategy answer the decision the game waits for (``bot: normal``,
or a strategy file's path from the scenario's folder): a scenario shows a plan played as it is written."""


def steps() -> tuple[str, ...]:
    """Every step a scenario may take: each kind's, and the bot's."""
    return (*step_kinds(), BOT_STEP)


TOP_KEYS = (
    "name",
    "description",
    "edition",
    "options",
    "variants",
    "players",
    "start",
    "steps",
    "expect",
    "expect_error",
)


@dataclass
class Result:
    file: str
    ok: bool
    failures: list[str] = field(default_factory=list)
    """Each problem as one line: file:line:col: CODE message (hint)."""
    state: State | None = None
    problems: list[Problem] = field(default_factory=list)
    native: Native | None = None
    """What the native engine made of it (``engine="native"``), else None."""

    @classmethod
    def of(cls, file: str, problems: list[Problem], state: State | None = None) -> Result:
        return cls(file, not problems, [headline(p) for p in problems], state, problems)

    def report(self) -> str:
        if self.ok:
            return f"{visible(self.file)}: ok"
        lines = [f"{visible(self.file)}: FAILED"]
        lines += [f"  {f}" for f in self.failures]
        return "\n".join(lines)


def run_file(
    path: str | Path,
    variants: tuple[str, ...] = (),
    options: dict[str, Any] | None = None,
    engine: str = "python",
    compiled: bool = True,
) -> Result:
    """Run one scenario file; never raises for problems in the file itself.

    ``variants`` and ``options`` (from the command line) apply after the file's own. With ``engine``
    ``native`` the native engine plays it too (engine.services.check.conformance), ``compiled`` or run
    by CPython.
    """
    path = Path(path)
    shown = str(path)
    text, problem = files.read_text(path, shown)
    if problem is not None or text is None:
        return Result.of(shown, [problem] if problem is not None else [])
    try:
        located = load_located(text, shown)
    except EditionError as exc:
        return Result.of(shown, exc.problems)
    scenario = Scenario(located, path.parent, variants, options or {})
    result = scenario.run()
    if engine == "native" and scenario.start is not None and result.state is not None:
        result.native = check(scenario.start, result.state, compiled)
        for difference in result.native.differences:
            result.problems.append(scenario.loc.problem("MK508", difference, ()))
            result.failures.append(headline(result.problems[-1]))
            result.ok = False
    return result


def state_summary(state: State) -> dict[str, Any]:
    """The comparable, JSON-ready view of a state (what ``--json`` prints)."""
    out: dict[str, Any] = {
        "players": [
            {
                "coins": state.coins[p],
                "establishments": state.city(p),
                "landmarks": state.landmarks(p),
                "closed": state.closed_cards(p),
                "invested": state.investments(p),
            }
            for p in range(state.nplayers)
        ],
        "current_player": state.player,
        "waiting_for": state.kind,
        "turn": state.turn,
        "winner": state.winner,
        "supply": state.supply_map(),
    }
    market = state.market_summary()
    if market is not None:
        out["market"] = market
    return out


class Scenario:
    def __init__(
        self, located: Located, base: Path, variants: tuple[str, ...] = (), options: dict[str, Any] | None = None
    ):
        self.loc = located
        self.base = base
        self.extra_variants = variants
        self.extra_options = options or {}
        self.file = located.file
        self.problems: list[Problem] = []
        """What is wrong with the file, all of it (found before the scenario runs)."""
        self.bots: dict[str, Any] = {}
        """The bots of the file's bot steps, by the name the file gives (made as its names are checked)."""
        self.start: State | None = None
        """The game as the scenario sets it up, before its first step."""

    def run(self) -> Result:
        try:
            return self._run()
        except _Stop:
            return Result.of(self.file, sorted(self.problems, key=lambda p: (p.line, p.column)))
        except EditionError as exc:
            return Result.of(self.file, [*self.problems, *exc.problems])
        except ScenarioError as exc:
            problem = self.loc.problem(exc.code, str(exc), exc.path or (), hint=exc.hint)
            return Result.of(self.file, [*self.problems, problem])
        except MkError as exc:  # an option, name or game error, worded by its code's owner
            code = exc.code if exc.code != MkError.code else "MK502"  # a plain MkError: the file cannot be run
            return Result.of(self.file, [*self.problems, self.loc.problem(code, str(exc), ())])

    def _run(self) -> Result:
        data = self.loc.data
        if not isinstance(data, dict):
            raise ScenarioError("a scenario file must be a YAML mapping")
        for key in data:
            if key not in TOP_KEYS:
                self.fail(f"unknown key {key!r}", (key,), _did_you_mean(key, TOP_KEYS, "keys"), key=True)
        if "edition" not in data:
            self.fail("missing 'edition' (a built-in name or a path relative to the scenario)", ())
        self.check_shape(data)
        if not isinstance(data.get("edition"), str):
            raise _Stop
        try:
            edition = load_edition(data["edition"], self.base)
        except EditionError as exc:  # a missing or refused edition is reported at the 'edition' line
            ref = str(data["edition"])
            raise EditionError(
                [
                    self.loc.problem(p.code, p.message, ("edition",), hint=p.hint) if p.file == ref else p
                    for p in exc.problems
                ]
            ) from None
        self.check_names(edition, data)
        if self.problems:
            raise _Stop
        overrides = dict(data.get("options") or {})
        layers = [dict(edition.options)]
        for name in [*(data.get("variants") or []), *self.extra_variants]:
            layers.append(dict(edition.variant(name)))
        try:
            options = Options.resolve(*layers, overrides, self.extra_options)
        except OptionError as exc:
            raise ScenarioError(f"{exc}", path=("options",)) from None
        players = data.get("players", 2)
        try:
            game = Game(edition, players, options)
        except MkError as exc:
            raise ScenarioError(str(exc), path=("players",)) from None
        start = data.get("start") or {}
        first = start.get("first_player", 0)
        if not 0 <= first < players:
            raise ScenarioError(
                f"start.first_player is a seat from 0 to {players - 1}, not {first}", path=("start", "first_player")
            )
        state = game.new_state(first_player=first, seed=start.get("seed", 0))
        self.setup(state, start)
        self.start = state.clone()
        want_error = data.get("expect_error")
        try:
            for i, step in enumerate(data.get("steps") or []):
                self.step(state, i, step)
        except ScenarioError as exc:
            if want_error is not None and error_matches(want_error, exc):
                return Result(self.file, True, [], state)
            if want_error is not None:
                raise ScenarioError(
                    f"expected an error {_describe_want(want_error)}, got: {exc}", "MK506", path=exc.path
                ) from None
            raise
        if want_error is not None:
            message = f"expected an error {_describe_want(want_error)}, but every step was legal"
            return Result.of(self.file, [self.loc.problem("MK506", message, ("expect_error",))], state)
        failures = [
            self.loc.problem("MK506", message, path) for path, message in self.compare(state, data.get("expect") or {})
        ]
        return Result.of(self.file, failures, state)

    def check_shape(self, data: dict[str, Any]) -> None:
        """The types of a scenario's parts, before anything uses them."""
        want: list[tuple[tuple[Any, ...], Any, type | tuple[type, ...], str]] = [
            (("edition",), data.get("edition"), str, "an edition name or path"),
            (("players",), data.get("players", 2), int, "a number of players"),
            (("options",), data.get("options") or {}, dict, "a mapping of rule options"),
            (("variants",), data.get("variants") or [], list, "a list of variant names"),
            (("start",), data.get("start") or {}, dict, "a mapping"),
            (("steps",), data.get("steps") or [], list, "a list of steps"),
            (("expect",), data.get("expect") or {}, dict, "a mapping"),
            (("expect_error",), data.get("expect_error", ""), (str, dict), "a code, a text or {code: ..., PARAM: ...}"),
        ]
        start: dict[str, Any] = data["start"] if isinstance(data.get("start"), dict) else {}
        expect: dict[str, Any] = data["expect"] if isinstance(data.get("expect"), dict) else {}
        want += [
            (("start", "first_player"), start.get("first_player", 0), int, "a player number"),
            (("start", "seed"), start.get("seed", 0), int, "a number"),
            (("start", "build_rounds"), start.get("build_rounds", 0), int, "a number of rounds"),
            (("start", "players"), start.get("players") or [], list, "a list, one entry per player"),
            (("start", "supply"), start.get("supply") or {}, dict, "a mapping of card ids to pile sizes"),
            (("start", "market"), start.get("market") or {}, dict, "{showing: {...}, deck: [...]}"),
            (("expect", "players"), expect.get("players") or [], list, "a list, one entry per player"),
            (("expect", "supply"), expect.get("supply") or {}, dict, "a mapping of card ids to pile sizes"),
            (("expect", "market"), expect.get("market") or {}, dict, "a mapping"),
        ]
        before = len(self.problems)
        for path, value, kind, what in want:
            if not isinstance(value, kind) or isinstance(value, bool):
                self.fail(f"{'.'.join(path)} must be {what}, not {value!r}", path)
        if len(self.problems) > before:
            return  # the parts below assume these types
        self.check_players(data)
        self.check_market_specs(start, expect)
        if not all(isinstance(v, str) for v in data.get("variants") or []):
            self.fail("variants are names", ("variants",))
        for i, step in enumerate(data.get("steps") or []):
            if not isinstance(step, dict) or len(step) != 1:
                self.fail(f"step {i + 1}: a step is one of {', '.join(k + ': ...' for k in steps())}", ("steps", i))
            elif next(iter(step)) not in steps():
                kind = next(iter(step))
                self.fail(
                    f"step {i + 1}: unknown step {kind!r}",
                    ("steps", i, kind),
                    _did_you_mean(kind, steps(), "steps"),
                    key=True,
                )
        for key in expect:
            if key not in EXPECT_KEYS:
                self.fail(
                    f"unknown expectation {key!r}",
                    ("expect", key),
                    _did_you_mean(key, EXPECT_KEYS, "expectations"),
                    key=True,
                )

    def check_players(self, data: dict[str, Any]) -> None:
        """The player entries and supply of a start and of an expectation."""
        for section in ("start", "expect"):
            block: dict[str, Any] = data[section] if isinstance(data.get(section), dict) else {}
            for i, entry in enumerate(block.get("players") or []):
                where = (section, "players", i)
                if entry is None:
                    continue
                if not isinstance(entry, dict):
                    self.fail("a player entry is a mapping or null", where)
                    continue
                for key, value in entry.items():
                    if key == "coins":
                        self.need(value, _is_count, (*where, key), "a whole number of coins")
                    elif key == "establishments":
                        self.need(value, _is_counts, (*where, key), "a mapping of card ids to counts")
                    elif key == "landmarks":
                        self.need(value, _is_names, (*where, key), "a list of landmark ids")
                    elif key in ("closed", "invested"):
                        self.need(value, _is_counts, (*where, key), "a mapping of card ids to counts")
                    else:
                        hint = _did_you_mean(key, PLAYER_KEYS, "fields")
                        self.fail(f"unknown player field {key!r}", (*where, key), hint, key=True)
            self.need(block.get("supply") or {}, _is_counts, (section, "supply"), "a mapping of card ids to pile sizes")

    def check_market_specs(self, start: dict[str, Any], expect: dict[str, Any]) -> None:
        """A start's pinned market and an expected market, row by row."""
        for path, market in self.market_rows(("start", "market"), start.get("market") or {}):
            for part in market:
                if part not in ("showing", "deck"):
                    self.fail("start.market has showing, deck", (*path, part), key=True)
            self.need(market.get("showing") or {}, _is_counts, (*path, "showing"), "ids and counts")
            self.need(market.get("deck") or [], _is_names, (*path, "deck"), "a list of ids")
        for path, market in self.market_rows(("expect", "market"), expect.get("market") or {}):
            for part, value in market.items():
                check = {"showing": _is_counts, "boxed": _is_counts, "deck": _is_count}.get(part)
                if check is None:
                    self.fail("expect.market has showing, deck, boxed", (*path, part), key=True)
                    continue
                self.need(value, check, (*path, part), "counts" if part != "deck" else "a number")

    def market_rows(self, path: tuple[Any, ...], spec: dict[str, Any]) -> list[tuple[tuple[Any, ...], dict[str, Any]]]:
        """The parts of a market block: itself for a one-deck market ({showing, deck, boxed}), else one
        per row ({low: {...}, high: {...}, landmarks: {...}}). A ``showing`` list means one of each."""
        if not spec or set(spec) & {"showing", "deck", "boxed"}:
            parts = [(path, spec)]
        else:
            parts = []
            for name, row in spec.items():
                if not isinstance(row, dict):
                    self.fail("a market row is {showing: ..., deck: ...}", (*path, name))
                    continue
                parts.append(((*path, name), row))
        for _, part in parts:
            if isinstance(part.get("showing"), list) and _is_names(part["showing"]):
                part["showing"] = dict.fromkeys(part["showing"], 1)
        return parts

    def need(self, value: Any, check: Any, path: tuple[Any, ...], what: str) -> None:
        if not check(value):
            self.fail(f"{'.'.join(map(str, path))} must be {what}, not {value!r}", path)

    def fail(
        self, message: str, path: tuple[Any, ...], hint: str | None = None, key: bool = False, code: str = "MK502"
    ) -> None:
        """A problem of the file, at ``path``; checking goes on, and the scenario is not run."""
        self.problems.append(self.loc.problem(code, message, path, key=key, hint=hint))

    # -- setup ------------------------------------------------------------------
    def setup(self, state: State, start: dict[str, Any]) -> None:
        for p in range(state.nplayers, len(start.get("players") or [])):
            self.fail(f"there are only {state.nplayers} players", ("start", "players", p))
        if self.problems:
            raise _Stop
        for p, entry in enumerate(start.get("players") or []):
            if entry is None:
                continue
            set_player(
                state,
                p,
                coins=entry.get("coins"),
                establishments=entry.get("establishments"),
                landmarks=entry.get("landmarks"),
                closed=entry.get("closed"),
                invested=entry.get("invested"),
            )
        if "build_rounds" in start:
            if start["build_rounds"] < 0:
                raise ScenarioError("build_rounds is 0 or more", path=("start", "build_rounds"))
            set_build_rounds(state, start["build_rounds"])
        if "supply" in start:
            for ident, count in (start["supply"] or {}).items():
                set_supply(state, ident, count)
        if "market" in start:
            if state.market is None:
                raise ScenarioError("this game has no market (option market)", path=("start", "market"))
            try:
                pin_market(state, start["market"])
            except MkError as exc:
                raise ScenarioError(f"{exc}", path=("start", "market")) from None
        if state.market is not None and "landmarks" not in (start.get("market") or {}):
            settle_market(state)  # a landmark a player starts with is not in the landmark row

    def check_names(self, edition: Edition, data: dict[str, Any]) -> None:
        """Every card and landmark id the file names, in ``start``, ``expect`` and the steps, before anything
        runs (the steps' only without ``expect_error``: naming an unknown card may be the error expected).
        Parts of the wrong shape were reported by :meth:`check_shape` and are passed over."""
        cards = [c.id for c in edition.cards]
        landmarks = [lm.id for lm in edition.landmarks]
        for section in ("start", "expect"):
            block = _as(data.get(section), dict)
            for p, entry in enumerate(_as(block.get("players"), list)):
                for field_, value in _as(entry, dict).items():
                    where = (section, "players", p, field_)
                    if field_ == "landmarks":
                        for i, ident in enumerate(_as(value, list)):
                            self.check_id(ident, landmarks, (*where, i), "landmark", key=False)
                    elif field_ in ("establishments", "closed", "invested"):
                        for ident in _as(value, dict):
                            self.check_id(ident, cards, (*where, ident), "card")
            for ident in _as(block.get("supply"), dict):
                self.check_id(ident, cards, (section, "supply", ident), "card")
            market = _as(block.get("market"), dict)
            rows: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
            if set(market) & {"showing", "deck", "boxed"}:
                rows.append(((section, "market"), market))
            rows = rows or [((section, "market", name), row) for name, row in market.items() if isinstance(row, dict)]
            for path, row in rows:
                table, what = (landmarks, "landmark") if path[-1] == "landmarks" else (cards, "card")
                for part in ("showing", "boxed"):
                    for ident in _as(row.get(part), dict):
                        self.check_id(ident, table, (*path, part, ident), what)
                for i, ident in enumerate(_as(row.get("deck"), list)):
                    self.check_id(ident, table, (*path, "deck", i), what, key=False)
        for i, step in enumerate(_as(data.get("steps"), list)):  # always: the bots are made here
            if isinstance(step, dict) and len(step) == 1 and next(iter(step)) == BOT_STEP:
                self.check_bot(edition, step[BOT_STEP], ("steps", i, BOT_STEP), i + 1)
        if "expect_error" in data:
            return
        for i, step in enumerate(_as(data.get("steps"), list)):
            if isinstance(step, dict) and len(step) == 1 and next(iter(step)) in step_kinds():
                ((kind, value),) = step.items()
                for sub_path, ident, what in DECISIONS[kind].names(value):
                    table = {"card": cards, "landmark": landmarks}.get(what, [*cards, *landmarks])
                    self.check_id(ident, table, ("steps", i, kind, *sub_path), what, key=False, step=i + 1)

    def check_bot(self, edition: Edition, value: Any, path: tuple[Any, ...], step: int) -> None:
        """A bot step names a bot, a shipped strategy or a strategy file beside the scenario (every
        problem of the file said at its place)."""
        if not isinstance(value, str):
            self.fail(f"step {step}: bot: names a bot or a strategy, like bot: normal", path)
            return
        try:
            ref = self.bot_ref(value)
        except EditionError as exc:  # a path out of the scenario's folder
            first = exc.problems[0]
            self.fail(f"step {step}: {first.message}", path, first.hint, code=first.code)
            return
        try:
            self.bots[value] = make_bot(ref, random.Random(0))
            if is_strategy(ref):
                self.problems += problems_for(load_strategy(ref), edition)  # what this edition lacks
        except EditionError as exc:  # the strategy file's problems, each at its place
            self.problems += exc.problems
        except MkError as exc:  # no such bot (did you mean), or a bad thinking budget
            self.fail(f"step {step}: {exc}", path, code=exc.code)

    def bot_ref(self, value: str) -> str:
        """A strategy file's path from the scenario's folder (refused when it leads out of it and the
        current one, MK107); any other name as it is."""
        if not is_strategy(value) or value in shipped():
            return value
        path = str(self.base / value)
        named_in_file(path, self.base)
        return path

    def check_id(
        self,
        ident: Any,
        table: Sequence[str],
        path: tuple[Any, ...],
        what: str,
        key: bool = True,
        step: int | None = None,
    ) -> None:
        """An id of a card or landmark must be one of ``table``; other values were reported by their shape."""
        if isinstance(ident, str) and ident not in table:
            where = f"step {step}: " if step is not None else ""
            hint = _did_you_mean(ident, list(table), "cards and landmarks" if " or " in what else f"{what}s")
            self.fail(f"{where}unknown {what} {brief(ident)}", path, hint, key=key)

    # -- steps --------------------------------------------------------------------
    def step(self, state: State, i: int, step: Any) -> None:
        """Turn one step into recorded rolls and decisions, and feed them to the game."""
        try:
            self._step(state, i, step)
        except ScenarioError as exc:
            if exc.path is None:
                exc.path = ("steps", i)
            raise

    def _step(self, state: State, i: int, step: Any) -> None:
        ((kind, value),) = step.items()  # the shape was checked before the game began
        label = f"step {i + 1} {kind}: {_show(value)}"
        if state.is_over:
            raise ScenarioError(f"{label}: the game is already over (player {state.winner} won)")
        if kind == BOT_STEP:
            self.bot_step(state, value, label)
            return
        if state.kind != kind and not (kind == "roll" and state.kind == "dice"):
            raise ScenarioError(f"{label}: {self.waiting(state)}")
        decision = DECISIONS[kind]
        if decision.chance or (kind == "reroll" and value != "keep"):
            self.dice(value, label)
        rolls, decisions = decision.entries(value, state)
        try:
            feed(state, rolls, decisions)
        except IllegalAction as exc:
            raise ScenarioError(f"{label}: {exc}; {self.waiting(state)}", "MK501", exc.refusal) from None
        except RecordError as exc:
            raise ScenarioError(f"{label}: {exc}") from None

    def bot_step(self, state: State, name: str, label: str) -> None:
        """The bot (made once a scenario, seeded 0) answers the decision the game waits for."""
        if state.current_player == CHANCE:
            raise ScenarioError(f"{label}: a bot answers a player's decision, and {self.waiting(state)}")
        try:
            state.apply(self.bots[name](state))
        except IllegalAction as exc:
            raise ScenarioError(f"{label}: {exc}; {self.waiting(state)}", "MK501", exc.refusal) from None

    def dice(self, value: Any, label: str) -> tuple[int, ...]:
        if not isinstance(value, list) or not value or not all(type(d) is int for d in value):
            raise ScenarioError(f"{label}: dice are a list of numbers, like [3] or [2, 5]")
        return tuple(value)

    def waiting(self, state: State) -> str:
        if state.is_over:
            return f"the game is over (player {state.winner} won)"
        kind = state.kind
        who = state.current_player
        legal = [DECISIONS[a.kind].show(a.choice) for a in state.legal_actions()] if kind != "roll" else []
        if kind == "roll":
            return f"the game waits for a roll of {state.ndice} {'die' if state.ndice == 1 else 'dice'}"
        if kind == "effect_roll" and state.pending is not None:
            return f"the game waits for effect_roll: {state.pending.dice} dice for {state.pending.source}"
        return f"the game waits for {kind} by player {who}; legal: {', '.join(legal)}"

    # -- expectations ---------------------------------------------------------------
    def compare(self, state: State, expect: dict[str, Any]) -> list[tuple[tuple[Any, ...], str]]:
        """Every expectation that does not hold: (where it is in the file, what differs)."""
        actual = state_summary(state)
        g = state.game
        permanent = {g.landmark_ids[j] for j in range(g.nlandmarks) if g.start_built[j] and j not in g.counting}
        failures: list[tuple[tuple[Any, ...], str]] = []
        for key, want in expect.items():
            if key == "players":
                for p, entry in enumerate(want or []):
                    if entry is None:
                        continue
                    if p >= state.nplayers:
                        failures.append(
                            (("expect", "players", p), f"players[{p}]: there are only {state.nplayers} players")
                        )
                        continue
                    got = actual["players"][p]
                    for field_, value in entry.items():
                        seen = got[field_]
                        if field_ == "landmarks" and isinstance(value, list):
                            # a landmark that is always built (City Hall) need not be listed
                            seen = [x for x in seen if x in value or x not in permanent]
                        where = ("expect", "players", p, field_)
                        failures += [(where, f) for f in _diff(f"players[{p}].{field_}", field_, value, seen)]
            elif key == "supply":
                for ident, count in (want or {}).items():
                    got_n = actual["supply"].get(ident, 0)
                    if got_n != count:
                        failures.append((("expect", "supply", ident), f"supply.{ident}: expected {count}, got {got_n}"))
            elif key == "market":
                if "market" not in actual:
                    failures.append((("expect", "market"), "market: this game has no market"))
                    continue
                for path, rows in self.market_rows(("market",), want or {}):
                    got_row = actual["market"]
                    for name in path[1:]:
                        got_row = got_row.get(name, {}) if isinstance(got_row, dict) else {}
                    label = ".".join(map(str, path))
                    if len(path) > 1 and path[-1] not in actual["market"]:
                        rows_ = ", ".join(actual["market"])
                        failures.append((("expect", *path), f"{label}: no such market row ({rows_})"))
                        continue
                    for part, value in rows.items():
                        as_map = "establishments" if part in ("showing", "boxed") else part
                        where = ("expect", *path, part)
                        failures += [(where, f) for f in _diff(f"{label}.{part}", as_map, value, got_row.get(part))]
            elif actual[key] != want:  # current_player, winner, turn, waiting_for
                failures.append((("expect", key), f"{key}: expected {want!r}, got {actual[key]!r}"))
        return failures


EXPECT_KEYS = ("players", "supply", "market", "current_player", "winner", "turn", "waiting_for")


def _as(value: Any, kind: type) -> Any:
    """``value`` when it is of ``kind``, else an empty one."""
    return value if isinstance(value, kind) else kind()


class _Stop(Exception):
    """The file has problems (``Scenario.problems``): it is not run."""


def _did_you_mean(name: Any, options: Sequence[str], what: str) -> str | None:
    return suggest(name, options, what)


PLAYER_KEYS = ("coins", "establishments", "landmarks", "closed", "invested")
CODES = frozenset(w.value for w in Why)


def error_matches(want: str | dict[str, Any], exc: ScenarioError) -> bool:
    """``expect_error`` names a refusal code (``too_dear``), an error code (``MK501``), a part of the
    message, or a refusal code with parameters (``{code: copy_limit, limit: 2}``)."""
    if isinstance(want, dict):
        params = {k: v for k, v in want.items() if k != "code"}
        refusal = exc.refusal
        return (
            refusal is not None
            and refusal.why == want.get("code")
            and all(k in refusal.params and refusal.params[k] == v for k, v in params.items())
        )
    if want in CODES:
        return exc.refusal is not None and exc.refusal.why == want
    if re.fullmatch(r"MK\d{3}", want):
        return exc.code == want
    return want in str(exc)


def _describe_want(want: str | dict[str, Any]) -> str:
    if isinstance(want, dict):
        return "with " + ", ".join(f"{k} {v}" for k, v in want.items())
    return f"with code {want}" if want in CODES or re.fullmatch(r"MK\d{3}", want) else f"containing {want!r}"


def _is_count(value: Any) -> bool:
    return type(value) is int and value >= 0


def _is_counts(value: Any) -> bool:
    return isinstance(value, dict) and all(isinstance(k, str) and _is_count(v) for k, v in value.items())


def _is_names(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _diff(label: str, field_: str, want: Any, got: Any) -> list[str]:
    if field_ in ("establishments", "closed", "invested"):
        want_map = {k: v for k, v in (want or {}).items() if v}
        if want_map != got:
            missing = {k: v for k, v in want_map.items() if got.get(k) != v}
            extra = {k: v for k, v in got.items() if k not in want_map}
            parts = [f"expected {want_map}, got {got}"]
            if missing:
                parts.append(f"differs: {', '.join(f'{k} {got.get(k, 0)} not {v}' for k, v in missing.items())}")
            if extra:
                parts.append(f"unexpected: {', '.join(f'{k} {v}' for k, v in extra.items())}")
            return [f"{label}: " + "; ".join(parts)]
        return []
    if field_ == "landmarks":
        if set(want or []) != set(got):
            return [f"{label}: expected {sorted(want or [])}, got {sorted(got)}"]
        return []
    if want != got:
        return [f"{label}: expected {want!r}, got {got!r}"]
    return []


def _show(value: Any) -> str:
    """A step's value as the file writes it, cut with its size said when long (100,000 dice)."""
    if value is None:
        return "none"
    text = "{" + ", ".join(f"{k}: {v}" for k, v in value.items()) + "}" if isinstance(value, dict) else str(value)
    return visible(text) if len(text) <= 40 else brief(value, 24)
