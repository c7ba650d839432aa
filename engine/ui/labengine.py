"""How the balance lab's commands play their games: the engine each run uses (``--engine``), and the
worker processes (``--jobs``)."""

from __future__ import annotations

import dataclasses
import os
import time

import click

from engine.core.errors import MkError
from engine.native import build as native_build
from engine.native import play as native
from engine.services.lab.processes import workers
from engine.services.lab.run import Setup
from engine.services.lab.run import run as lab_run
from engine.services.players.bots import THINKING, bot_name
from engine.ui.common import ready_expert, thinking_notes


def jobs_option(_ctx: click.Context, _param: click.Parameter, asked: int) -> int:
    """``--jobs``, capped at this machine's cores (said when it is)."""
    used = workers(asked)
    if used < asked:
        click.echo(f"note: --jobs {asked:,}: {used} worker processes, one a core of this machine", err=True)
    return used


SAMPLE_GAMES = 8
"""Games ``--engine auto`` plays with the Python engine to tell whether compiling would pay back."""


def choose_engine(
    setup: Setup, engine: str, seed: int, games: int, jobs: int = 1, said: set[str] | None = None
) -> Setup:
    """The setup with the engine that plays it: ``native`` when asked for (an error when it cannot),
    ``auto``: native when numba is installed, it can play the games and the run is long enough to pay
    for a first compile (measured on a few games), else Python (saying why)."""
    if engine == "python":
        os.environ["MK_ENGINE"] = "python"  # the expert's futures too (worker processes inherit it)
    bots = [bot_name(b) for b in setup.bots]
    if engine == "python" or (engine == "auto" and not native.available()):
        say_thinking(setup, bots, engine, said)
        return setup
    game = setup.game()
    if ready_expert(game, bots, engine):
        say_thinking(setup, bots, engine, said)
        return setup  # the Python engine plays the games of bots that think, the native one their futures
    why = native.why_not(game, bots, seed, games)
    if why is not None:
        if engine == "native":
            raise MkError(f"--engine native: {why} (--engine python plays it)")
        click.echo(f"note: {why}; the Python engine plays these games", err=True)
        return setup
    normal, conditions = native.needs(bots, setup.plans)
    if engine == "auto" and not native_build.cached(game, normal, conditions=conditions):
        sample = min(games, SAMPLE_GAMES)
        start = time.perf_counter()
        lab_run(setup, sample, seed, 1)
        python_seconds = (time.perf_counter() - start) / sample * games / max(1, jobs)
        short = native.pays_back(game, normal, python_seconds, conditions)
        if short is not None:
            click.echo(f"note: {short}: the Python engine plays them (--engine native compiles it)", err=True)
            return setup
    if not native_build.cached(game, normal, conditions=conditions):
        click.echo("compiling the native engine for this game (once: it is kept for the next run) ...", err=True)
    native.native(game, normal, conditions=conditions)
    return dataclasses.replace(setup, engine="native")


def say_thinking(setup: Setup, bots: list[str], engine: str, said: set[str] | None = None) -> None:
    """Say what the games of bots that think depend on beyond their seeds (engine.ui.common.thinking_notes),
    each note once for the notes in ``said`` (a run of two rule sets says it once)."""
    if any(bot_name(b).partition(":")[0] in THINKING for b in bots):
        for note in thinking_notes(setup.game(), bots, engine):
            if said is None or note not in said:
                click.echo(f"note: {note}", err=True)
            if said is not None:
                said.add(note)
