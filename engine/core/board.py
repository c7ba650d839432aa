"""What a game in progress holds: every player's coins, cities and landmarks, the supply and market,
the turn, and the abilities worked out from them, as typed slots, with the questions anyone may ask
of them. :class:`engine.core.state.State` is this board with its jobs, one module each:

- :mod:`engine.core.building`: what a player may build and what it costs (a class on the board);
- :mod:`engine.core.effects`: what compiled effects call (the runtime of :mod:`dsl.runtime`; a class
  on the board, beside building's: neither knows the other);
- :mod:`engine.core.abilities`: a player's passive abilities and hooks, derived from what they own
  (functions of a board, called when what a player owns changes);
- :mod:`engine.core.state`: the state machine, its hot path (rolling, income, building, the end of a
  turn): ``State(Effects, Building)``.

A scenario's or a test's setup before the first roll is not part of the class: the functions of
:mod:`engine.core.setup` take a state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dsl.runtime import Pending
from engine.core.actions import Action
from engine.core.events import Event
from engine.core.market import Market
from engine.core.tables import Tables

# phases
DICE, ROLL, REROLL, INCOME_WAIT, BUILD, HOOK_WAIT, OVER, ADD = range(8)
# stages of a turn at which the player's hooks (triggered clauses) run, in order; the build decision
# (and the built item's own "when built" clause, from the tables' when_built) comes between BEFORE_BUILD
# and AFTER_BUILD
AFTER_INCOME, BEFORE_BUILD, AFTER_BUILD, END_OF_TURN = range(4)
STAGES = {
    "after_income": AFTER_INCOME,
    "before_build": BEFORE_BUILD,
    "after_build": AFTER_BUILD,
    "end_of_turn": END_OF_TURN,
}
Hook = tuple[Any, int, str]
"""(function, copies, source)."""


class Board:
    """The data of one game in progress (see the module's docstring for who does what with it)."""

    # slots: attribute access is the hot loop's most common operation
    __slots__ = (
        "_add_index",
        "_avail",
        "_extra_max",
        "_full",
        "_hook_list",
        "_income_table",
        "_next_turn",
        "_plain_turns",
        "_resume",
        "_sides",
        "_winning",
        "active",
        "adds",
        "after_roll",
        "bonus",
        "built",
        "built_nothing",
        "can_reroll",
        "cities",
        "closed",
        "coins",
        "counting",
        "current_player",
        "dice",
        "discount",
        "effect_dice",
        "extra",
        "extra_count",
        "extra_turn",
        "game",
        "granted",
        "history",
        "hooks",
        "invested",
        "log",
        "market",
        "max_dice",
        "ndice",
        "nplayers",
        "on_turn_end",
        "opening_turns",
        "other_mask",
        "own_mask",
        "pending",
        "phase",
        "player",
        "post_hooks",
        "postbuild",
        "pre_hooks",
        "prebuild",
        "received",
        "rerolled",
        "supply",
        "total",
        "turn",
        "winner",
    )

    game: Tables
    nplayers: int
    # the table
    coins: list[int]
    cities: list[list[int]]
    closed: list[list[int]]
    """Copies of each card closed for renovation, per player (at most the copies owned)."""
    invested: list[list[int]]
    """Coins invested on each card, per player (not part of the player's coins)."""
    built: list[list[bool]]
    active: list[list[bool]]
    """The landmarks whose ability works (built ones, or from the next turn: ``landmarks_active``)."""
    supply: list[int]
    market: Market | None
    _avail: list[tuple[list[int], list[Action]] | None]
    """Per player: (costs, build actions) of the cards they could buy ignoring coins; None: stale."""
    _full: frozenset[int]
    """The kinds every player owns up to their per-city limit, for a market that boxes them."""
    # the turn
    turn: int
    player: int
    phase: int
    current_player: int
    """Who decides now; ``CHANCE`` (-1) while dice are due, ``TERMINAL`` (-2) once won."""
    pending: Pending | None
    _resume: tuple[int, int]
    extra: bool
    extra_count: int
    rerolled: bool
    ndice: int
    dice: tuple[int, ...]
    total: int
    """The dice total of the turn, with any amount added to it (``add_to_roll``)."""
    effect_dice: tuple[int, ...] | None
    """This turn's effect dice, once rolled."""
    built_nothing: bool
    granted: bool
    """The player takes another turn after this one (``another turn``)."""
    opening_turns: int
    """Turns (from the first) that only build: the opening build-only rounds."""
    winner: int | None
    _winning: str | None
    """The landmark that wins by itself, once built."""
    received: int
    """Coins the roller received during this roll's income (kept by ``CountingState``)."""
    counting: bool
    _add_index: int
    _hook_list: list[Hook]
    """The hooks being run (see ``State._run_hooks``)."""
    # what is kept of the game
    log: list[Event] | None
    history: list[Action]
    on_turn_end: Callable[[Any], None] | None
    """Called with the state when a turn ends, before anything of the next turn happens (records take
    the state of a turn here); a clone does not keep it."""
    # copies of the tables and options the hot path reads
    _next_turn: bool
    _extra_max: int | None
    _plain_turns: bool
    _sides: int
    _income_table: Any
    # abilities, per player (engine.core.abilities)
    max_dice: list[int]
    can_reroll: list[bool]
    extra_turn: list[bool]
    bonus: list[list[int] | None]
    hooks: list[list[list[Hook]]]
    adds: list[list[tuple[int, Any, str]]]
    discount: list[list[int]]
    """Per player: how much less each landmark costs them (``discount``)."""
    after_roll: list[bool]
    """Whether anything may happen between the roll and income (a re-roll, an amount added to the total)."""
    prebuild: list[bool]
    postbuild: list[bool]
    pre_hooks: list[list[Hook]]
    """The hooks of the stages before the build decision, in order."""
    post_hooks: list[list[Hook]]
    own_mask: list[int]
    """Bit t set: the player owns a card that activates on a total of t on their own roll."""
    other_mask: list[int]
    """Bit t set: the player owns a card that activates on a total of t on another's roll."""

    # -- what anyone may ask ------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def city(self, p: int) -> dict[str, int]:
        ids = self.game.card_ids
        return {ids[c]: k for c, k in enumerate(self.cities[p]) if k}

    def closed_cards(self, p: int) -> dict[str, int]:
        ids = self.game.card_ids
        return {ids[c]: k for c, k in enumerate(self.closed[p]) if k}

    def investments(self, p: int) -> dict[str, int]:
        ids = self.game.card_ids
        return {ids[c]: k for c, k in enumerate(self.invested[p]) if k}

    def landmarks(self, p: int) -> list[str]:
        ids = self.game.landmark_ids
        return [ids[j] for j, b in enumerate(self.built[p]) if b]

    def supply_map(self) -> dict[str, int]:
        ids = self.game.card_ids
        return {ids[c]: k for c, k in enumerate(self.supply) if self.game.in_supply[c]}

    def market_summary(self) -> dict[str, Any] | None:
        """Showing piles, cards left in the deck and boxed cards (per row for a market of rows);
        None without a market."""
        if self.market is None:
            return None
        return self.market.summary(self.supply, self.game.card_ids, self.game.landmark_ids)

    def owned_by_all(self) -> frozenset[int]:
        """The kinds every player owns up to their colour's per-city limit, among those a market that
        boxes them watches (:attr:`MarketRule.box_owned`; none otherwise)."""
        g = self.game
        cities = self.cities
        return frozenset(c for c in g.box_watch if all(city[c] >= (g.per_city[c] or 0) for city in cities))

    def market_changed(self) -> None:
        """The showing piles changed: buyable-card caches are stale."""
        self._avail = [None] * self.nplayers
