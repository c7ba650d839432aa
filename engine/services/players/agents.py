"""Numbers for learning agents: a fixed integer action space and a fixed-size observation for any
edition, made from the game's own tables (no edition needs code of its own).

:class:`Codec` numbers every action an edition can ask for: the decision kinds come from the
compiled effects (``asks``, extra dice, re-rolls, amounts added to a roll), the choices from the
cards, landmarks and seats. Players in actions and observations are counted from the acting or
observing player (1 = the next seat), so one policy can play every seat.

>>> import random
>>> from engine.load.loader import default_edition, new_game
>>> game = new_game(default_edition(), 2)
>>> codec = Codec(game)
>>> state = game.new_state(seed=1)
>>> state.roll_random(random.Random(1))
>>> codec.names[0], codec.action(state.current_player, 0)
('build:none', Action(kind='build', choice=None))
>>> legal = codec.legal(state)
>>> [codec.action(state.current_player, i) for i in legal] == state.legal_actions()
True
>>> len(Observer(game).names) == Observer(game).size
True
"""

from __future__ import annotations

from engine.core.decisions import DECISIONS
from engine.core.game import Game
from engine.core.state import Action, State


def decision_kinds(game: Game) -> tuple[str, ...]:
    """The decisions a game of this edition can ask a player for, in the registry's order (chance
    nodes, the dice of a roll or of an effect, are not decisions)."""
    return tuple(d.kind for d in DECISIONS.values() if not d.chance and d.present(game.edition))


class Codec:
    """Every action of a game as an integer, the same for every seat: ``size`` of them, each
    ``names[i]`` (``build:CARD``, ``target:+1``, ``swap:GIVE>TAKE@+2``)."""

    def __init__(self, game: Game):
        self.kinds = decision_kinds(game)
        n = game.nplayers
        slots = [(DECISIONS[kind], choice) for kind in self.kinds for choice in DECISIONS[kind].numbered(game)]
        self.size = len(slots)
        self.names = [d.name(choice) for d, choice in slots]
        # per deciding seat: index -> engine action, and engine action -> index
        self.actions: list[list[Action]] = [
            [Action(d.kind, d.to_seat(choice, p, n)) for d, choice in slots] for p in range(n)
        ]
        self.index: list[dict[Action, int]] = [{a: i for i, a in enumerate(acts)} for acts in self.actions]

    def action(self, p: int, i: int) -> Action:
        """The engine action numbered ``i`` for seat ``p``."""
        return self.actions[p][i]

    def encode(self, p: int, action: Action) -> int:
        """The number of ``action`` taken by seat ``p``."""
        try:
            return self.index[p][action]
        except KeyError:
            raise ValueError(f"no number for {action} (decision kinds here: {', '.join(self.kinds)})") from None

    def legal(self, state: State) -> list[int]:
        """The numbers of the actions the deciding seat may take now."""
        index = self.index[state.current_player]
        return [index[a] for a in state.legal_actions()]


class Observer:
    """What a seat sees, as ``size`` numbers named ``names`` (``me.coins``, ``+1.city.CARD``, ...),
    seats counted from the observer: first the ``numbers`` that may grow large (every player's
    coins, the dice and their total, the opening turns left, the cards left in each market deck),
    then the ``counts`` (whose turn it is and the decision waited for, one-hot; an extra turn;
    every player's city, landmarks, and closed cards and investments (in the cards that take them)
    where the edition has them;
    the supply or showing market piles; the landmarks showing in a landmark row)."""

    def __init__(self, game: Game, codec: Codec | None = None):
        self.game = game
        codec = codec or Codec(game)
        self.kinds = {kind: i for i, kind in enumerate(codec.kinds)}
        n, cards, lms = game.nplayers, game.card_ids, game.landmark_ids
        self._investing = [c.index for c in game.cards if "invest" in c.effect.asks]
        """The cards that take investments (the others never hold any)."""
        self.dice = game.edition.max_dice
        rows = len(game.market_rule.rows) if game.market_rule is not None else 0
        seats = ["me"] + [f"+{q}" for q in range(1, n)]
        numbers = [f"{s}.coins" for s in seats] + [f"dice.{d + 1}" for d in range(self.dice)]
        numbers += ["dice.total", "turn.opening_left"] + [f"deck_left.{r}" for r in range(rows)]
        counts = [f"turn.{s}" for s in seats] + [f"decision.{k}" for k in codec.kinds] + ["turn.extra"]
        for s in seats:
            counts += [f"{s}.city.{c}" for c in cards] + [f"{s}.landmark.{j}" for j in lms]
            counts += [f"{s}.closed.{c}" for c in cards] if game.closing else []
            counts += [f"{s}.invested.{cards[c]}" for c in self._investing]
        counts += [f"supply.{c}" for c in cards]
        counts += [f"landmark_showing.{j}" for j in lms] if game.landmark_market else []
        self.numbers = len(numbers)
        """How many of the names are numbers (the rest are counts)."""
        self.names = numbers + counts
        self.size = len(self.names)
        self._head = [0] * (n + len(self.kinds))
        self._orders = [[(p + q) % n for q in range(n)] for p in range(n)]

    def vector(self, state: State, p: int) -> list[int]:
        """The observation of seat ``p``: a list of ``size`` numbers, ``numbers`` of them first."""
        n = self.game.nplayers
        coins = state.coins
        out = coins[p:] + coins[:p]  # seats from the observer: p, p + 1, ...
        dice = state.dice
        if len(dice) >= self.dice:
            out += dice[: self.dice]
        else:
            out += dice
            out += [0] * (self.dice - len(dice))
        opening = state.opening_turns
        out += (state.total, opening - state.turn + 1 if state.turn <= opening else 0)
        market = state.market
        if market is not None:
            out += [len(deck) - pos for deck, pos in zip(market.decks, market.pos, strict=True)]
        at = len(out)
        out += self._head
        current = state.current_player
        if current >= 0:
            out[at + (current - p) % n] = 1
        kind = self.kinds.get(state.kind)  # type: ignore[arg-type]
        if kind is not None:
            out[at + n + kind] = 1
        out.append(state.extra)
        cities, built = state.cities, state.built
        closed = state.closed if self.game.closing else None
        investing, invested = self._investing, state.invested
        for q in self._orders[p]:
            out += cities[q]
            out += built[q]
            if closed is not None:
                out += closed[q]
            if investing:
                held = invested[q]
                out += [held[c] for c in investing]
        out += state.supply
        if market is not None and market.lm_showing is not None:
            out += market.lm_showing
        return out
