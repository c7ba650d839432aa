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

from typing import Any

from engine.core.game import Game
from engine.core.state import Action, State

YES_NO = ("yes", "no")
KINDS = (
    *("build", "dice", "reroll", "add_to_roll", "target", "swap"),
    *("demolish", "invest", "give", "renovate", "activate"),
)
"""Every decision kind the engine has, in the order of the numbering."""


def decision_kinds(game: Game) -> tuple[str, ...]:
    """The decisions a game of this edition can ask a player for, in a fixed order (chance nodes,
    the dice of a roll or of an effect, are not decisions)."""
    ed = game.edition
    effects = ed.effects
    asks = {kind for e in effects for kind in e.asks}
    present = {
        "build": True,
        "dice": ed.max_dice > 1,
        "reroll": any(e.reroll for e in effects),
        "add_to_roll": ed.max_added > 0,
    }
    known = [k for k in KINDS if present.get(k) or k in asks]
    return (*known, *sorted(asks - set(KINDS) - {"effect_roll"}))  # a new kind: _choices says so


def _choices(game: Game, kind: str) -> list[Any]:
    """Every choice a ``kind`` decision may have in this game; players counted from the decider."""
    cards, lms = game.card_ids, game.landmark_ids
    others = range(1, game.nplayers)
    dice = range(1, game.edition.max_dice + 1)
    if kind == "build":
        return [None, *cards, *lms]
    if kind == "dice":
        return list(dice)
    if kind == "reroll":
        return ["keep", *dice]
    if kind in ("add_to_roll", "invest"):
        return list(YES_NO)
    if kind == "target":
        return list(others)
    if kind == "swap":  # the cards some swap may trade (a kind every swap excludes is left out)
        swaps = [excluded for e in game.edition.effects for excluded in e.swap_excluded]
        tradable = [ident for c, ident in enumerate(cards) if not all(c in excluded for excluded in swaps)]
        return [None, *((give, take, q) for give in tradable for take in tradable for q in others)]
    if kind == "demolish":
        return list(lms)
    if kind == "give":
        return [(c, q) for c in cards for q in others]
    if kind == "renovate":
        return list(cards)
    if kind == "activate":
        return [None, *cards]
    raise ValueError(f"mk has no numbering for the decision {kind!r}")


def _to_seat(kind: str, choice: Any, p: int, n: int) -> Any:
    """A choice with its player counted from the decider ``p`` made a seat number."""
    if kind == "target":
        return (p + choice) % n
    if kind == "swap" and choice is not None:
        return (choice[0], choice[1], (p + choice[2]) % n)
    if kind == "give":
        return (choice[0], (p + choice[1]) % n)
    return choice


class Codec:
    """Every action of a game as an integer, the same for every seat: ``size`` of them, each
    ``names[i]`` (``build:CARD``, ``target:+1``, ``swap:GIVE>TAKE@+2``)."""

    def __init__(self, game: Game):
        self.kinds = decision_kinds(game)
        n = game.nplayers
        slots: list[tuple[str, Any]] = [(kind, choice) for kind in self.kinds for choice in _choices(game, kind)]
        self.size = len(slots)
        self.names = [_name(kind, choice) for kind, choice in slots]
        # per deciding seat: index -> engine action, and engine action -> index
        self.actions: list[list[Action]] = [
            [Action(kind, _to_seat(kind, choice, p, n)) for kind, choice in slots] for p in range(n)
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


def _name(kind: str, choice: Any) -> str:
    if choice is None:
        return f"{kind}:none"
    if kind == "swap":
        give, take, q = choice
        return f"swap:{give}>{take}@+{q}"
    if kind == "give":
        return f"give:{choice[0]}@+{choice[1]}"
    if kind == "target":
        return f"target:+{choice}"
    return f"{kind}:{choice}"


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
