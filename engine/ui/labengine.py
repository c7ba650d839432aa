"""How the balance lab's commands play their games and write their files: the engine each run uses
(``--engine``), the worker processes (``--jobs``), and the outputs checked before a game (``--report``,
``--charts``)."""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Iterable
from pathlib import Path

import click

from engine.core.errors import MkError
from engine.load import writes
from engine.load.loader import files_read
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
        setup = dataclasses.replace(setup, futures="python")  # the expert's futures too, in every worker
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


REPORT_OPTIONS = (
    click.option(
        "--report",
        type=click.Path(dir_okay=False, path_type=Path),
        help="Also write a report with charts: one HTML file that needs nothing else (the lab extra).",
    ),
    click.option(
        "--charts",
        type=click.Path(file_okay=False, path_type=Path),
        help="Also write each chart as SVG and PNG into this folder (the lab extra).",
    ),
)
"""``--report`` and ``--charts``, as every lab command that draws charts takes them."""


def outputs(editions: list[str], *paths: Path | None) -> None:
    """Refuse now, not after the games, a file the run would write (``--record``, ``--report``) that is
    a link, a pipe, an edition it reads, or another of its outputs."""
    inputs = [f for e in editions for f in files_read(e)]
    given = [p for p in paths if p is not None]
    for i, path in enumerate(given):
        writes.probe(path, inputs)
        if any(os.path.abspath(path) == os.path.abspath(other) for other in given[:i]):
            raise writes.WriteRefused(path, "two of the outputs would be this one file", "will not write")


def chart_files(folder: Path | None, names: Iterable[str]) -> list[Path | None]:
    """The files ``--charts FOLDER`` will hold (each chart as SVG and PNG), to be refused before the run."""
    return [] if folder is None else [folder / f"{name}.{fmt}" for name in names for fmt in ("svg", "png")]
