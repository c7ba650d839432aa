"""Feed recorded rolls and decisions into a game: the one loop that records,
replay, resume and scenarios share.

Recorded actions come in record form (docs/records.md): a list of rolls and a
list of decisions ``{"kind": ..., "choice": ...}``. The game itself says which
comes next: a roll at a chance node, else a decision. While resuming a saved
game the dice come from the seeded generator instead (and must equal the
recorded ones), and a bot's seat must decide as the record says.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from engine.core.decisions import DECISIONS
from engine.core.errors import RecordError
from engine.core.state import CHANCE, Action, State

Bot = Callable[[State], Action]


def decision_choice(action: Action, next_roll: tuple[int, ...] | None = None) -> Any:
    """The record/scenario value of a decision (engine.core.decisions says how for each kind)."""
    kind, choice = action
    return DECISIONS[kind].to_record(choice, next_roll)


def decision_action(kind: Any, choice: Any) -> Action:
    """Inverse of :func:`decision_choice` (a re-roll becomes its number of dice).

    Raises :class:`RecordError` (MK503) for a shape no decision has; whether the
    decision is legal is for :meth:`State.apply` to say.
    """
    if not isinstance(kind, str):
        raise RecordError(f"a decision's kind is a word, not {kind!r}", "MK503")
    decision = DECISIONS.get(kind)
    return Action(kind, choice if decision is None else decision.from_record(choice))


def split_turn(actions: Sequence[Action]) -> tuple[list[list[int]], list[dict[str, Any]]]:
    """Rolls and decisions of one turn's actions, in record form."""
    rolls: list[list[int]] = []
    decisions: list[dict[str, Any]] = []
    for i, (kind, choice) in enumerate(actions):
        if DECISIONS[kind].chance:
            rolls.append(list(choice))
            continue
        nxt = actions[i + 1][1] if kind == "reroll" and i + 1 < len(actions) else None
        decisions.append({"kind": kind, "choice": decision_choice(Action(kind, choice), nxt)})
    return rolls, decisions


def feed(
    state: State,
    rolls: Iterable[Sequence[int]],
    decisions: Iterable[dict[str, Any]],
    *,
    one_turn: bool = False,
    dice: random.Random | None = None,
    agents: Sequence[Bot | None] = (),
    observe: Callable[[State], None] | None = None,
) -> None:
    """Apply recorded rolls and decisions in the order the game asks for them.

    With ``one_turn`` the turn must end exactly when both lists are used up;
    otherwise feeding stops when the game asks for something the lists no
    longer hold (a turn in progress). ``dice`` rolls from a seeded generator
    and checks each roll against the record; ``agents[seat]``, where given,
    must choose what the record says (unless its ``replayable`` is false). ``observe`` sees the state after every
    action. A refused action raises :class:`IllegalAction` unchanged; every
    other mismatch is a :class:`RecordError`.
    """
    todo_rolls = deque(tuple(r) for r in rolls)
    todo = deque(decisions)
    turn = state.turn
    while not (one_turn and state.turn != turn):
        if state.is_over:
            if todo_rolls or todo:
                raise RecordError("the game is over, but the record goes on")
            return
        if state.current_player == CHANCE:
            if not todo_rolls:
                if one_turn:
                    raise RecordError("the game wants a roll, but the turn's rolls are used up")
                break
            expected = todo_rolls.popleft()
            if dice is None:
                state.apply(Action(state.kind or "roll", expected))
            else:
                state.roll_random(dice)
                if state.history[-1].choice != expected:
                    raise RecordError("the dice do not follow the record's seed")
        else:
            if not todo:
                if one_turn:
                    raise RecordError(f"the game wants a {state.kind} decision, but the turn has no more")
                break
            d = todo.popleft()
            if not isinstance(d, dict):
                raise RecordError(f'a decision is {{"kind": ..., "choice": ...}}, not {d!r}', "MK503")
            if d.get("kind") != state.kind:
                raise RecordError(f"the record has a {d.get('kind')} decision, the game asks for {state.kind}")
            action = decision_action(d["kind"], d.get("choice"))
            seat = state.current_player
            agent = agents[seat] if seat < len(agents) else None
            # a bot thinking for a time decides as fast as the machine lets it: its moves are taken as recorded
            # (asked again after it decides: the expert learns only then which engine searches for it)
            if (
                agent is not None
                and getattr(agent, "replayable", True)
                and agent(state) != action
                and getattr(agent, "replayable", True)
            ):
                raise RecordError(
                    f"the bot in seat {seat + 1} decides otherwise than the record's {state.kind} decision "
                    "(is it the bot that played? a save's header names each seat's bot)"
                )
            state.apply(action)
        if observe is not None:
            observe(state)
    if todo_rolls or todo:
        raise RecordError("the turn ended with unused rolls or decisions")
