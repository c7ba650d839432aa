"""Every kind of decision, declared once.

A decision kind (``build``, ``target``, ``swap`` ...) is one subclass of :class:`Decision`, typed by its
answer (``Decision[str | None]`` for a build: a card's or landmark's id, or nothing), registered
in :data:`DECISIONS` under its ``kind``, in the order of the agents' action numbering. It says
everything the rest of mk needs to know about the kind:

- the game: whether an edition may ask it (``present``), the answers a player may give now
  (``actions``) and whether an answer is one of them (``check``);
- records (docs/records.md): how an answer is written (``to_record``) and read back (``from_record``);
- scenarios (docs/scenarios.md): how a step writes it (``step``) and the ids a step names (``names``);
- learning agents (engine.services.players.agents): every answer a game of an edition may ever have, players
  counted from the decider (``numbered``), made a seat again (``to_seat``), and its name (``name``);
- what is said, as typed values (:class:`engine.core.words.Said`, made words in the player's language by
  :mod:`engine.services.play.narrate`): the ``prompt`` with what is at stake and the ``label`` of each
  answer (the general question is the catalogs' ``question-<kind>``); and how a scenario's message
  shows an answer (``show``);
- the native engine: its code in the log (``log_code``) and an answer as a number there and in a
  scenario's script (``to_native``, ``from_native``).

The ``basic`` bot's answer to each kind is engine.services.players.basic's (docs/bots.md).

The state machine reads ``actions`` and ``check`` through its game's tables (this module sits above
it); every other module that deals with kinds of decision reads this registry, and
``tests/test_decisions.py`` walks it. The dice of a roll and of an effect (``roll``, ``effect_roll``)
are declared here too, as chance kinds: nobody decides them, but records and scenarios write them.
Adding a kind of decision means one subclass here (its native question too: ``native_ask``), its
``basic`` answer (engine.services.players.basic), the statement that asks it (dsl.statements) and their
words in the catalogs: docs/architecture.md has the recipe, tests/test_statements.py a kind declared so.

>>> [d.kind for d in DECISIONS.values() if d.chance]
['roll', 'effect_roll']
>>> DECISIONS["swap"].to_record(("card_a", "card_b", 1), None)
{'give': 'card_a', 'take': 'card_b', 'with': 1}
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Literal, TypeVar, cast

from dsl.runtime import Pending
from engine.core.edition import Edition
from engine.core.errors import RecordError
from engine.core.state import ADD_NO, ADD_YES, KEEP, Action, State
from engine.core.tables import Tables
from engine.core.words import Card, Coins, Price, Rolled, Said, Seat, said

YesNo = Literal["yes", "no"]
YES_NO: tuple[YesNo, YesNo] = ("yes", "no")
C = TypeVar("C")
"""A kind of decision's answer: a card's id, a player, dice, yes or no ... (each kind says which)."""
TURN_LOG = -5
"""The native engine's log code of a turn's start (its value: twice the player, plus 1 for an extra turn)."""
Where = tuple[tuple[Any, ...], Any, str]
"""An id a scenario step names: (where in the step, the id, ``card``, ``landmark`` or both)."""
Entries = tuple[list[tuple[int, ...]], list[dict[str, Any]]]
"""A step in record form: its rolls and its decisions."""


class Decision(Generic[C]):
    """A kind of decision; the defaults suit a decision whose answers are plain values."""

    kind: ClassVar[str]
    chance: ClassVar[bool] = False
    """Dice, which nobody decides: a record keeps them in its rolls."""
    step: ClassVar[bool] = True
    """Whether a scenario has a step of this kind (the number of dice is written as the roll's dice)."""
    effect: ClassVar[bool] = False
    """Whether an effect asks it (a statement the analysis of the effect names: :func:`dsl.analysis.asked`);
    else the turn asks it."""
    about: ClassVar[bool] = False
    """Whether the question names the asking statement's amount when it has one (the catalogs'
    ``about-<kind>``, with ``$amount`` in words); the general question is ``question-<kind>``."""
    yes_no: ClassVar[bool] = False
    log_code: ClassVar[int]
    """Its code in the native engine's log (engine.native: each entry is a code and a value; a roll's dice
    follow it, each under the code less one)."""
    native_ask: ClassVar[str] = ""
    """The native engine's question, as source compiled into the module of a game that asks it (numba
    code: ``ask_<kind>(S, o, ...)``, answering for a scripted game, a random, basic or normal seat as the
    Python bots do); empty for the kinds the kernel asks (engine.native.kernel.decisions)."""

    # -- the native engine ------------------------------------------------------------
    def to_native(self, choice: C, game: Tables) -> int:
        """An answer as the native engine's log and scripts hold it: a number (:meth:`from_native` reads
        it back; a chance kind's dice are numbers already)."""
        plain: Any = choice  # the default suits a yes or no, or a number
        if self.yes_no:
            return 1 if plain == "yes" else 0
        return int(plain)

    def from_native(self, value: int, game: Tables) -> C:
        """The answer a number of the native engine's log stands for."""
        return cast(C, ("yes" if value else "no") if self.yes_no else value)

    # -- the game -------------------------------------------------------------------
    def present(self, edition: Edition) -> bool:
        """Whether a game of ``edition`` may ask it."""
        return any(self.kind in e.asks for e in edition.effects)

    def choices(self, state: State, pend: Pending) -> list[C]:
        """The answers to the decision ``pend`` of an effect (empty: it is not asked)."""
        raise NotImplementedError(f"{self.kind} is not asked by effects")

    def actions(self, state: State) -> list[Action]:
        """The legal answers now, when the state waits for this kind."""
        assert state.pending is not None
        return [Action(self.kind, c) for c in self.choices(state, state.pending)]

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        """Whether ``choice`` answers ``pend`` (any value may come: it is refused, never an error)."""
        assert pend is not None
        try:
            return choice in self.choices(state, pend)
        except TypeError:  # an unhashable or uncomparable value
            return False

    # -- records and scenarios ------------------------------------------------------------
    def to_record(self, choice: C, next_roll: tuple[int, ...] | None) -> Any:
        """An answer as a record writes it (``next_roll``: the dice that followed it)."""
        return choice

    def from_record(self, value: Any) -> C:
        """The answer a record's value stands for; :class:`RecordError` (MK503) for a shape it cannot have
        (the default takes the value as it is: :meth:`check` refuses a wrong one)."""
        return cast(C, value)

    def entries(self, value: Any, state: State) -> Entries:
        """A scenario step's value in record form (the shape of the step was checked before)."""
        value = _yes_no(value) if self.yes_no else (None if value == "none" else value)
        return [], [{"kind": self.kind, "choice": value}]

    def names(self, value: Any) -> list[Where]:
        """The ids a step of this kind names (checked against the edition before the game begins)."""
        return []

    def show(self, choice: C) -> str:
        """An answer as a scenario step writes it (messages list the legal ones)."""
        return "none" if choice is None else str(choice)

    # -- agents ----------------------------------------------------------------------------
    def numbered(self, game: Tables) -> list[C]:
        """Every answer a game may have, players counted from the decider (1: the next seat)."""
        return []

    def to_seat(self, choice: C, p: int, n: int) -> C:
        """A numbered answer of seat ``p``, with its players made seats again."""
        return choice

    def name(self, choice: C) -> str:
        """A numbered answer's name (``build:CARD``, ``target:+1``)."""
        return f"{self.kind}:none" if choice is None else f"{self.kind}:{choice}"

    # -- words ---------------------------------------------------------------------------
    def prompt(self, state: State) -> Said | None:
        """The question with what is at stake, when the state alone says it (else the narrator
        builds it from the asking statement)."""
        return None

    def label(self, choice: C, state: State) -> Said:
        """A menu line for an answer."""
        return said("label-other", kind=self.kind, choice=str(choice))


def _yes_no(value: Any) -> Any:
    """YAML reads a bare yes/no as true/false; the decision's choices are the words."""
    return {True: "yes", False: "no"}.get(value, value) if isinstance(value, bool) else value


def _others(state: State, p: int) -> list[int]:
    n = state.nplayers
    return [(p + i) % n for i in range(1, n)]


def _relative(game: Tables) -> range:
    return range(1, game.nplayers)


class Build(Decision[str | None]):
    kind = "build"
    log_code = 0

    def present(self, edition: Edition) -> bool:
        return True

    def to_native(self, choice: str | None, game: Tables) -> int:
        """0 for nothing, then the landmarks from 1, then the establishments."""
        if choice is None:
            return 0
        if choice in game.landmark_index:
            return 1 + game.landmark_index[choice]
        return 1 + game.nlandmarks + game.card_index[choice]

    def from_native(self, value: int, game: Tables) -> str | None:
        if value == 0:
            return None
        nl = game.nlandmarks
        return game.landmark_ids[value - 1] if value <= nl else game.card_ids[value - 1 - nl]

    def actions(self, state: State) -> list[Action]:
        return state._build_actions()

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        return choice is None or (type(choice) is str and state.cannot_build(choice) is None)

    def names(self, value: Any) -> list[Where]:
        return [] if value in (None, "none") else [((), value, "card or landmark")]

    def numbered(self, game: Tables) -> list[str | None]:
        return [None, *game.card_ids, *game.landmark_ids]

    def prompt(self, state: State) -> Said:
        return said("prompt-build", coins=Coins(state.coins[state.current_player]))

    def label(self, choice: str | None, state: State) -> Said:
        if choice is None:
            return said("label-build-nothing")
        return said("label-build", card=Card(choice), price=Price(state.build_cost(choice)))


class Dice(Decision[int]):
    kind = "dice"
    log_code = 1
    step = False

    def present(self, edition: Edition) -> bool:
        return edition.max_dice > 1

    def actions(self, state: State) -> list[Action]:
        return [Action("dice", k) for k in range(1, state.max_dice[state.player] + 1)]

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        return type(choice) is int and 1 <= choice <= state.max_dice[state.player]

    def numbered(self, game: Tables) -> list[int]:
        return list(range(1, game.edition.max_dice + 1))

    def label(self, choice: int, state: State) -> Said:
        return said("label-dice", n=choice)


def _check_dice(value: Any, count: int | None, sides: int) -> bool:
    return (
        isinstance(value, (tuple, list))
        and (count is None or len(value) == count)
        and all(type(d) is int and 1 <= d <= sides for d in value)
    )


class Roll(Decision[tuple[int, ...]]):
    kind = "roll"
    log_code = -1
    chance = True

    def present(self, edition: Edition) -> bool:
        return True

    def actions(self, state: State) -> list[Action]:
        return [Action("roll", d) for d in state.game.outcomes(state.ndice)]

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        return _check_dice(choice, state.ndice, state.game.sides)

    def entries(self, value: Any, state: State) -> Entries:
        rolls = [tuple(value)]
        return rolls, [{"kind": "dice", "choice": len(value)}] if state.kind == "dice" else []

    def label(self, choice: tuple[int, ...], state: State) -> Said:
        return said("label-roll", dice=Rolled(tuple(choice)))


class Reroll(Decision[Literal["keep"] | int]):
    kind = "reroll"
    log_code = 2

    def present(self, edition: Edition) -> bool:
        return any(e.reroll for e in edition.effects)

    def to_native(self, choice: Literal["keep"] | int, game: Tables) -> int:
        """How many dice are rolled again, 0 to keep them."""
        return 0 if choice == "keep" else int(choice)

    def from_native(self, value: int, game: Tables) -> Literal["keep"] | int:
        return value or "keep"

    def actions(self, state: State) -> list[Action]:
        most = state.max_dice[state.player]
        counts = [state.ndice] if state.game.options.reroll_dice == "same" else range(1, most + 1)
        return [KEEP] + [Action("reroll", k) for k in counts]

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        return (choice == "keep" or type(choice) is int) and Action("reroll", choice) in self.actions(state)

    def to_record(self, choice: Literal["keep"] | int, next_roll: tuple[int, ...] | None) -> Any:
        return "keep" if choice == "keep" else list(next_roll or ())

    def from_record(self, value: Any) -> Literal["keep"] | int:
        if value == "keep":
            return "keep"
        if not isinstance(value, list) or not value:
            raise RecordError(f"a re-roll is 'keep' or the list of new dice, not {value!r}", "MK503")
        return len(value)

    def entries(self, value: Any, state: State) -> Entries:
        if value == "keep":
            return [], [{"kind": "reroll", "choice": "keep"}]
        return [tuple(value)], [{"kind": "reroll", "choice": list(value)}]

    def show(self, choice: Literal["keep"] | int) -> str:
        return "keep" if choice == "keep" else f"re-roll {choice} dice"

    def numbered(self, game: Tables) -> list[Literal["keep"] | int]:
        return ["keep", *range(1, game.edition.max_dice + 1)]

    def prompt(self, state: State) -> Said:
        return said("prompt-reroll", dice=Rolled(tuple(state.dice)))

    def label(self, choice: Literal["keep"] | int, state: State) -> Said:
        return said("label-reroll-keep") if choice == "keep" else said("label-reroll", n=choice)


class AddToRoll(Decision[YesNo]):
    kind = "add_to_roll"
    log_code = 3
    yes_no = True

    def present(self, edition: Edition) -> bool:
        return edition.max_added > 0

    def actions(self, state: State) -> list[Action]:
        return [ADD_YES, ADD_NO]

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        return choice in YES_NO

    def numbered(self, game: Tables) -> list[YesNo]:
        return list(YES_NO)

    def prompt(self, state: State) -> Said:
        amount, source = state.pending_add()
        return said("prompt-add", card=Card(source), n=amount, total=state.total)

    def label(self, choice: YesNo, state: State) -> Said:
        amount, _source = state.pending_add()
        if choice == "yes":
            return said("label-add", n=amount, total=state.total + amount)
        return said("label-add-no", total=state.total)


class EffectRoll(Decision[tuple[int, ...]]):
    kind = "effect_roll"
    log_code = -3
    chance = True
    effect = True

    def choices(self, state: State, pend: Pending) -> list[tuple[int, ...]]:
        return state.game.outcomes(pend.dice)

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        assert pend is not None
        return _check_dice(choice, pend.dice, state.game.sides)

    def entries(self, value: Any, state: State) -> Entries:
        return [tuple(value)], []

    def label(self, choice: tuple[int, ...], state: State) -> Said:
        return said("label-roll", dice=Rolled(tuple(choice)))


class Target(Decision[int]):
    kind = "target"
    log_code = 4
    effect = True
    about = True

    def choices(self, state: State, pend: Pending) -> list[int]:
        return _others(state, pend.player)

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        assert pend is not None
        return type(choice) is int and 0 <= choice < state.nplayers and choice != pend.player

    def numbered(self, game: Tables) -> list[int]:
        return list(_relative(game))

    def to_seat(self, choice: int, p: int, n: int) -> int:
        return (p + choice) % n

    def name(self, choice: int) -> str:
        return f"target:+{choice}"

    def label(self, choice: int, state: State) -> Said:
        return said("label-target", player=Seat(choice), coins=Coins(state.coins[choice]))


class Swap(Decision[tuple[str, str, int] | None]):
    kind = "swap"
    log_code = 5
    effect = True

    def to_native(self, choice: tuple[str, str, int] | None, game: Tables) -> int:
        """-1 for none, else (give * cards + take) * players + the other player."""
        if choice is None:
            return -1
        give, take, other = choice
        return (game.card_index[give] * game.ncards + game.card_index[take]) * game.nplayers + int(other)

    def from_native(self, value: int, game: Tables) -> tuple[str, str, int] | None:
        if value < 0:
            return None
        give, rest = divmod(value, game.ncards * game.nplayers)
        take, other = divmod(rest, game.nplayers)
        return (game.card_ids[give], game.card_ids[take], other)

    def choices(self, state: State, pend: Pending) -> list[tuple[str, str, int] | None]:
        """No swap, or (give, take, with whom): any two cards not excluded, the same kind too, as long as
        neither city goes over a copy limit."""
        ids = state.game.card_ids
        limits = state.game.limits
        p, excluded = pend.player, pend.excluded
        own_city = state.cities[p]
        own_ok = [c for c, k in enumerate(own_city) if k and c not in excluded]
        out: list[Any] = [None]
        for q in _others(state, p):
            theirs = state.cities[q]
            for take in [c for c, k in enumerate(theirs) if k and c not in excluded]:
                for give in own_ok:
                    if give == take or (own_city[take] + 1 <= limits[take] and theirs[give] + 1 <= limits[give]):
                        out.append((ids[give], ids[take], q))
        return out

    def check(self, state: State, pend: Pending | None, choice: Any) -> bool:
        assert pend is not None
        if choice is None:
            return True
        if not (isinstance(choice, tuple) and len(choice) == 3):
            return False
        give, take, other = choice
        g = state.game
        if type(give) is not str or type(take) is not str:
            return False
        if not (type(other) is int and 0 <= other < state.nplayers and other != pend.player):
            return False
        gi, ti = g.card_index.get(give), g.card_index.get(take)
        if gi is None or ti is None or gi in pend.excluded or ti in pend.excluded:
            return False
        own_city, theirs = state.cities[pend.player], state.cities[other]
        if not own_city[gi] or not theirs[ti]:
            return False
        return gi == ti or (own_city[ti] + 1 <= g.limits[ti] and theirs[gi] + 1 <= g.limits[gi])

    def to_record(self, choice: tuple[str, str, int] | None, next_roll: tuple[int, ...] | None) -> Any:
        return None if choice is None else {"give": choice[0], "take": choice[1], "with": choice[2]}

    def from_record(self, value: Any) -> tuple[str, str, int] | None:
        if value is None:
            return None
        if not isinstance(value, dict) or set(value) != {"give", "take", "with"}:
            raise RecordError(f"a swap is {{give: CARD, take: CARD, with: PLAYER}} or null, not {value!r}", "MK503")
        return (value["give"], value["take"], value["with"])

    def names(self, value: Any) -> list[Where]:
        if not isinstance(value, dict):
            return []
        return [((part,), value.get(part), "card") for part in ("give", "take") if part in value]

    def show(self, choice: tuple[str, str, int] | None) -> str:
        return "none" if choice is None else f"{{give: {choice[0]}, take: {choice[1]}, with: {choice[2]}}}"

    def numbered(self, game: Tables) -> list[tuple[str, str, int] | None]:
        """The cards some swap may trade (a kind every swap excludes is left out)."""
        swaps = [excluded for e in game.edition.effects for excluded in e.swap_excluded]
        tradable = [ident for c, ident in enumerate(game.card_ids) if not all(c in excluded for excluded in swaps)]
        return [None, *((give, take, q) for give in tradable for take in tradable for q in _relative(game))]

    def to_seat(self, choice: tuple[str, str, int] | None, p: int, n: int) -> tuple[str, str, int] | None:
        return None if choice is None else (choice[0], choice[1], (p + choice[2]) % n)

    def name(self, choice: tuple[str, str, int] | None) -> str:
        if choice is None:
            return "swap:none"
        give, take, q = choice
        return f"swap:{give}>{take}@+{q}"

    def label(self, choice: tuple[str, str, int] | None, state: State) -> Said:
        if choice is None:
            return said("label-swap-none")
        give, take, other = choice
        return said("label-swap", give=Card(give), take=Card(take), player=Seat(other))


class Demolish(Decision[str]):
    kind = "demolish"
    log_code = 6
    effect = True

    def to_native(self, choice: str, game: Tables) -> int:
        """The landmark's index."""
        return game.landmark_index[choice]

    def from_native(self, value: int, game: Tables) -> str:
        return game.landmark_ids[value]

    def choices(self, state: State, pend: Pending) -> list[str]:
        """A built landmark that counts towards winning."""
        g = state.game
        return [g.landmark_ids[j] for j in g.counting if state.built[pend.player][j]]

    def names(self, value: Any) -> list[Where]:
        return [] if value in (None, "none") else [((), value, "landmark")]

    def numbered(self, game: Tables) -> list[str]:
        return list(game.landmark_ids)

    def label(self, choice: str, state: State) -> Said:
        return said("label-demolish", card=Card(choice))


class Invest(Decision[YesNo]):
    kind = "invest"
    log_code = 7
    effect = True
    yes_no = True

    def choices(self, state: State, pend: Pending) -> list[YesNo]:
        """Asked only of a player who has the coins."""
        return list(YES_NO) if state.coins[pend.player] >= max(pend.extra, 1) else []

    def numbered(self, game: Tables) -> list[YesNo]:
        return list(YES_NO)

    def prompt(self, state: State) -> Said | None:
        pend = state.pending
        assert pend is not None
        return said("prompt-invest", card=Card(pend.source), coins=Coins(pend.extra))

    def label(self, choice: YesNo, state: State) -> Said:
        return said("label-invest") if choice == "yes" else said("label-invest-no")


class Give(Decision[tuple[str, int]]):
    kind = "give"
    log_code = 8
    effect = True

    def to_native(self, choice: tuple[str, int], game: Tables) -> int:
        """card * players + the player given to."""
        card, other = choice
        return game.card_index[card] * game.nplayers + int(other)

    def from_native(self, value: int, game: Tables) -> tuple[str, int]:
        return (game.card_ids[value // game.nplayers], value % game.nplayers)

    def choices(self, state: State, pend: Pending) -> list[tuple[str, int]]:
        """(card, to whom): a card not excluded that the receiver may hold one more of; ``extra`` set:
        only to the previous player."""
        g = state.game
        owner, n = pend.player, state.nplayers
        to = [(owner - 1) % n] if pend.extra else _others(state, owner)
        return [
            (g.card_ids[c], q)
            for c, k in enumerate(state.cities[owner])
            if k and c not in pend.excluded
            for q in to
            if state.cities[q][c] + 1 <= g.limits[c]
        ]

    def to_record(self, choice: tuple[str, int], next_roll: tuple[int, ...] | None) -> Any:
        return {"card": choice[0], "to": choice[1]}

    def from_record(self, value: Any) -> tuple[str, int]:
        if not isinstance(value, dict) or set(value) != {"card", "to"}:
            raise RecordError(f"a give is {{card: CARD, to: PLAYER}}, not {value!r}", "MK503")
        return (value["card"], value["to"])

    def entries(self, value: Any, state: State) -> Entries:
        """``{card, to}``, or the card alone when only one player may receive it."""
        if isinstance(value, str) or (isinstance(value, dict) and set(value) == {"card"}):
            card = value if isinstance(value, str) else value["card"]
            to = {a.choice[1] for a in state.legal_actions() if a.choice[0] == card}
            value = {"card": card, "to": to.pop() if len(to) == 1 else None}
        return [], [{"kind": "give", "choice": value}]

    def names(self, value: Any) -> list[Where]:
        if isinstance(value, str) and value != "none":
            return [((), value, "card")]
        return [(("card",), value.get("card"), "card")] if isinstance(value, dict) else []

    def show(self, choice: tuple[str, int]) -> str:
        return f"{{card: {choice[0]}, to: {choice[1]}}}"

    def numbered(self, game: Tables) -> list[tuple[str, int]]:
        return [(c, q) for c in game.card_ids for q in _relative(game)]

    def to_seat(self, choice: tuple[str, int], p: int, n: int) -> tuple[str, int]:
        return (choice[0], (p + choice[1]) % n)

    def name(self, choice: tuple[str, int]) -> str:
        return f"give:{choice[0]}@+{choice[1]}"

    def prompt(self, state: State) -> Said | None:
        pend = state.pending
        assert pend is not None
        if not pend.extra:
            return None
        return said("prompt-give-previous", card=Card(pend.source))

    def label(self, choice: tuple[str, int], state: State) -> Said:
        return said("label-give", card=Card(choice[0]), player=Seat(choice[1]))


class Renovate(Decision[str]):
    kind = "renovate"
    log_code = 9
    effect = True

    def to_native(self, choice: str, game: Tables) -> int:
        """The establishment's index."""
        return game.card_index[choice]

    def from_native(self, value: int, game: Tables) -> str:
        return game.card_ids[value]

    def choices(self, state: State, pend: Pending) -> list[str]:
        """A kind not excluded that some city holds."""
        g = state.game
        return [
            g.card_ids[c] for c in range(g.ncards) if c not in pend.excluded and any(city[c] for city in state.cities)
        ]

    def names(self, value: Any) -> list[Where]:
        return [] if value in (None, "none") else [((), value, "card")]

    def numbered(self, game: Tables) -> list[str]:
        return list(game.card_ids)

    def label(self, choice: str, state: State) -> Said:
        return said("label-renovate", card=Card(choice))


class Activate(Decision[str | None]):
    kind = "activate"
    log_code = 10
    effect = True

    def to_native(self, choice: str | None, game: Tables) -> int:
        """-1 for none, else the establishment's index."""
        return -1 if choice is None else game.card_index[choice]

    def from_native(self, value: int, game: Tables) -> str | None:
        return None if value < 0 else game.card_ids[value]

    def choices(self, state: State, pend: Pending) -> list[str | None]:
        """None, or a kind of the player's with an activation, not excluded; not asked when there is none."""
        g = state.game
        city = state.cities[pend.player]
        kinds = [
            g.card_ids[c] for c, k in enumerate(city) if k and c not in pend.excluded and g.activate[c] is not None
        ]
        return [None, *kinds] if kinds else []

    def names(self, value: Any) -> list[Where]:
        return [] if value in (None, "none") else [((), value, "card")]

    def numbered(self, game: Tables) -> list[str | None]:
        return [None, *game.card_ids]

    def label(self, choice: str | None, state: State) -> Said:
        return said("label-activate-none") if choice is None else said("label-activate", card=Card(choice))


DECISIONS: dict[str, Decision[Any]] = {
    d.kind: d
    for d in (
        Build(),
        Dice(),
        Reroll(),
        AddToRoll(),
        Target(),
        Swap(),
        Demolish(),
        Invest(),
        Give(),
        Renovate(),
        Activate(),
        Roll(),
        EffectRoll(),
    )
}
"""Every kind of decision, by kind, in the order of the agents' action numbering (chance kinds last)."""
