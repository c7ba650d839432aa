"""``mk play``: a game in the terminal, human seats against bots or hot-seat.

This module is the user interface: it reads input and prints. The rules stay
in :mod:`engine.state`, which this module drives through its public API.
"""

from __future__ import annotations

import random

import click

from engine.bots import Bot, make_bot
from engine.driver import bot_rng
from engine.game import Game
from engine.narrate import coins, describe, effect_text
from engine.records import Recorder
from engine.state import CHANCE, Action, State

HELP = """Answer with the number of a choice, or type (part of) its name.
Commands: help, city [PLAYER], show CARD, quit"""


class Quit(Exception):
    pass


def play_terminal(
    game: Game, edition_ref: str, names: list[str], seats: list[str], seed: int, record: str | None
) -> State:
    rng = random.Random(seed)
    state = game.new_state(seed=seed)
    brng = bot_rng(seed)
    agents: list[Bot | None] = [None if kind == "human" else make_bot(kind, brng) for kind in seats]
    recorder = Recorder(state, edition_ref, names, seed)
    ed = game.edition
    click.echo(f"{ed.name} for {game.nplayers} players, seed {seed} (play it again with --seed {seed})")
    click.echo("Type 'help' at any prompt.")
    shown = 0
    try:
        while not state.is_over:
            who = state.current_player
            if who == CHANCE:
                state.roll_random(rng)
            else:
                agent = agents[who]
                action = agent(state) if agent is not None else ask(state, names)
                state.apply(action)
            recorder.observe(state)
            shown = narrate(state, names, shown)
    except (Quit, EOFError, click.Abort, KeyboardInterrupt):
        click.echo("\nGame abandoned.")
    else:
        summary(state, names)
    if record:
        with open(record, "w", encoding="utf-8") as out:
            recorder.write(out)
        click.echo(f"Record written to {record}")
    return state


def narrate(state: State, names: list[str], shown: int) -> int:
    assert state.log is not None
    for event in state.log[shown:]:
        text = describe(event, state.game.edition, names)
        click.echo(("\n" if text.startswith("Turn ") else "  ") + text)
    return len(state.log)


def summary(state: State, names: list[str]) -> None:
    assert state.winner is not None
    click.echo(f"\n{names[state.winner]} wins after {state.turn} turns.")
    for p in range(state.nplayers):
        click.echo(city_line(state, names, p))


def city_line(state: State, names: list[str], p: int) -> str:
    ed = state.game.edition
    cards = ", ".join(f"{ed.name_of(c)} x{k}" for c, k in state.city(p).items())
    built = state.landmarks(p)
    marks = " ".join(("[x] " if lm.id in built else "[ ] ") + lm.name for lm in ed.landmarks)
    return f"  {names[p]}: {coins(state.coins[p])}; {cards}\n    {marks}"


def label(state: State, action: Action, names: list[str]) -> str:
    ed = state.game.edition
    kind, choice = action
    if kind == "build":
        if choice is None:
            return "build nothing"
        cost = state.game.build_info[choice][2]
        return f"{ed.name_of(choice)} ({coins(cost)})"
    if kind == "dice":
        return f"roll {choice} {'die' if choice == 1 else 'dice'}"
    if kind == "reroll":
        return "keep the roll" if choice == "keep" else f"re-roll {choice} {'die' if choice == 1 else 'dice'}"
    if kind == "target":
        return f"{names[choice]} ({coins(state.coins[choice])})"
    if choice is None:
        return "no swap"
    give, take, other = choice
    return f"give {ed.name_of(give)}, take {names[other]}'s {ed.name_of(take)}"


QUESTIONS = {
    "dice": "How many dice?",
    "reroll": "Keep the roll or re-roll?",
    "target": "Which player pays?",
    "swap": "Swap establishments?",
    "build": "What do you build?",
}


def ask(state: State, names: list[str]) -> Action:
    acts = state.legal_actions()
    labels = [label(state, a, names) for a in acts]
    player = state.current_player
    if state.kind == "build":
        click.echo(city_line(state, names, player))
    click.echo(f"{names[player]}: {QUESTIONS.get(state.kind or '', 'Choose:')}")
    for i, text in enumerate(labels, 1):
        click.echo(f"  {i:>2}. {text}")
    while True:
        answer = click.prompt(">", prompt_suffix=" ").strip()
        low = answer.lower()
        if low in ("quit", "exit"):
            raise Quit
        if low in ("help", "?"):
            click.echo(HELP)
            continue
        if low.startswith("city"):
            for p in range(state.nplayers):
                click.echo(city_line(state, names, p))
            continue
        if low.startswith("show "):
            click.echo(show_card(state, answer[5:].strip()))
            continue
        if answer.isdigit() and 1 <= int(answer) <= len(acts):
            return acts[int(answer) - 1]
        matches = [a for a, text in zip(acts, labels, strict=False) if low and low in text.lower()]
        if len(matches) == 1:
            return matches[0]
        if matches:
            click.echo(f"'{answer}' fits several choices; type a number.")
        else:
            click.echo(f"Expected a number from 1 to {len(acts)}, or part of a choice's name.")


def show_card(state: State, query: str) -> str:
    ed = state.game.edition
    low = query.lower()
    for card in ed.cards:
        if low in (card.id, card.name.lower()) or card.name.lower().startswith(low):
            rolls = "-".join(str(r) for r in card.roll) or "never"
            text = card.text or effect_text(card.effect.program, ed)
            return f"{card.name} ({card.colour.id}, roll {rolls}, cost {card.cost}): {text}"
    for lm in ed.landmarks:
        if low in (lm.id, lm.name.lower()) or lm.name.lower().startswith(low):
            return f"{lm.name} (landmark, cost {lm.cost}): {lm.text or effect_text(lm.effect.program, ed)}"
    return f"No card or landmark called '{query}'."
