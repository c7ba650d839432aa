"""``mk tournament``: bots and strategy files at every table size, in every combination (docs/lab.md)."""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import io
import json
import sys
from pathlib import Path
from typing import Any

import click

from engine.core.errors import MkError
from engine.core.show import short, visible
from engine.load.loader import default_edition, load_edition
from engine.native import play as native
from engine.services.lab import charts as lab_charts
from engine.services.lab.cluster import check as cluster_check
from engine.services.lab.processes import terminated_as_interrupt
from engine.services.lab.run import Run, Setup
from engine.services.lab.run import run as lab_run
from engine.services.lab.tournament import MOST_COMBINATIONS, Tournament, combinations
from engine.services.lab.tournament import play as play_tournament
from engine.services.lab.tournamentreport import blocks, chart_names
from engine.services.lab.tournamentreport import report as tournament_report
from engine.services.lab.words import text
from engine.services.players.bots import bot_name
from engine.ui import completion as complete
from engine.ui.common import SEED, friendly, max_turns_option, paths_option
from engine.ui.labengine import REPORT_OPTIONS, chart_files, choose_engine, jobs_option, outputs

FORMATS = ("text", "json", "csv")


def _sizes(_ctx: click.Context, _param: click.Parameter, text: str | None) -> tuple[int, ...] | None:
    if text is None:
        return None
    try:
        sizes = sorted({int(part) for part in text.split(",") if part.strip()})
    except ValueError:
        raise click.BadParameter(f"{short(text)}: table sizes such as 2,3,4") from None
    if not sizes or sizes[0] < 2 or sizes[-1] > 8:
        raise click.BadParameter(f"{short(text)}: table sizes from 2 to 8, such as 2,3,4")
    return tuple(sizes)


@click.command()
@click.argument("players", nargs=-1, required=True, shell_complete=complete.bots)
@click.option("--edition", shell_complete=complete.editions, help="The edition played [default: the default one].")
@click.option(
    "--players",
    "sizes",
    callback=_sizes,
    metavar="SIZES",
    help="Table sizes, such as 2,3,4 [default: 2 to 4, within the edition's and the number of players].",
)
@click.option("--games", default=200, show_default=True, type=click.IntRange(1), help="Games of each table.")
@click.option("--seed", default=0, show_default=True, type=SEED, help="Game i of every table uses seed SEED+i.")
@click.option(
    "--jobs", default=1, show_default=True, type=click.IntRange(1), callback=jobs_option, help="Worker processes."
)
@max_turns_option("A game that reaches this turn is stopped and counted as stalled (no one's win).")
@click.option("--cluster", metavar="ADDRESS", help="Play on the Dask cluster at ADDRESS (the cluster extra).")
@click.option("--engine", default="auto", show_default=True, type=click.Choice(["auto", "python", "native"]))
@click.option("--format", "fmt", default="text", show_default=True, type=click.Choice(FORMATS))
@REPORT_OPTIONS[0]
@REPORT_OPTIONS[1]
@paths_option
@friendly
def tournament(
    players: tuple[str, ...],
    edition: str | None,
    sizes: tuple[int, ...] | None,
    games: int,
    seed: int,
    jobs: int,
    max_turns: int,
    cluster: str | None,
    engine: str,
    fmt: str,
    report: Path | None,
    charts: Path | None,
) -> None:
    """Play PLAYERS (bots, shipped strategies, strategy files) against each other: every combination of
    them at each table size, seats rotating, every table on the same seeds; then each one's win rate per
    table size with 95% intervals and Holm-corrected verdicts, the pairs that differ, the head-to-head
    matrix of the two-player tables and a ranking with intervals."""
    edition = edition or default_edition()
    ed = load_edition(edition)
    entrants = [bot_name(p) for p in players]  # every strategy file's problems said now
    doubled = sorted({p for p in entrants if entrants.count(p) > 1})
    if doubled:
        raise MkError(f"a player is named twice: {', '.join(short(p) for p in doubled)}")
    if len(entrants) < 2:
        raise MkError("a tournament needs two players at least")
    low, high = ed.min_players, ed.max_players
    sizes = sizes or tuple(n for n in range(2, 5) if low <= n <= high and n <= len(entrants))
    unfit = [n for n in sizes if not low <= n <= high or n > len(entrants)]
    if unfit or not sizes:
        raise MkError(
            f"--players: {ed.name} seats {low} to {high} players and {len(entrants)} are entered "
            f"(no table of {', '.join(map(str, unfit)) or 'any size'})"
        )
    tables = combinations(entrants, sizes)
    if len(tables) > MOST_COMBINATIONS:
        raise MkError(
            f"{len(tables):,} tables: a tournament plays {MOST_COMBINATIONS:,} at most (fewer players or sizes)"
        )
    if cluster is not None:
        cluster_check(cluster)
    outputs([edition], report, *chart_files(charts, chart_names(sizes)))
    if report is not None or charts is not None:
        lab_charts.available()
    runner = Engines(engine, tables, jobs, cluster)

    def progress(number: int, total: int, table: tuple[str, ...]) -> None:
        if fmt == "text" and sys.stderr.isatty():
            click.echo(f"\rtable {number}/{total}: {', '.join(table)}\x1b[K", err=True, nl=False)

    with terminated_as_interrupt() as came:
        done = play_tournament(edition, entrants, sizes, games, seed, runner, max_turns, progress=progress)
    if fmt == "text" and sys.stderr.isatty():
        click.echo("\r\x1b[K", err=True, nl=False)
    click.echo(render(done, ed.name, fmt))
    if report is not None or charts is not None:
        engines = ", ".join(sorted(set(runner.chosen.values()))) or "none (no table was played)"
        for path in tournament_report(done, ed.name, engines, report, charts):
            click.echo(f"wrote {visible(str(path))}", err=True)
    if done.interrupted:
        sys.exit(128 + came[0] if came else 130)


class Engines:
    """Plays a table on the engine chosen for it: once for the whole tournament (its games all told: one
    native module serves every table it can seat), and for each table of a bot the native engine lacks
    (the Python engine's, said in a note once)."""

    def __init__(self, engine: str, tables: list[tuple[str, ...]], jobs: int, cluster: str | None) -> None:
        self.engine, self.tables, self.jobs, self.cluster = engine, tables, jobs, cluster
        self.chosen: dict[tuple[str, ...], str] = {}
        self.said: set[str] = set()

    def __call__(self, setup: Setup, n: int, first: int) -> Run:
        if setup.bots not in self.chosen:
            seated = native.seats_all(setup.bots)
            notes = io.StringIO()
            with contextlib.redirect_stderr(notes):
                asked = self.engine if self.engine != "native" or seated else "auto"
                picked = choose_engine(setup, asked, first, n * len(self.tables), self.jobs)
            for line in notes.getvalue().splitlines():
                if line not in self.said:
                    self.said.add(line)
                    click.echo(line, err=True)
            for table in self.tables if seated else [setup.bots]:
                if table == setup.bots or native.seats_all(table):
                    self.chosen.setdefault(table, picked.engine)
        playing = dataclasses.replace(setup, engine=self.chosen[setup.bots])
        return lab_run(playing, n, first, self.jobs, cluster=self.cluster, keep=True)


def data(t: Tournament, edition: str) -> dict[str, Any]:
    """Everything the tournament found, as the JSON format gives it."""
    return {
        "edition": edition,
        "players": list(t.entrants),
        "sizes": list(t.sizes),
        "games_per_table": t.games,
        "seeds": [t.seed, t.seed + t.games - 1],
        "tables": [
            {"players": list(x.players), "wins": dict(x.wins), "games": x.games, "stalled": x.stalled} for x in t.tables
        ],
        "rates": {str(n): t.rates(n) for n in t.sizes},
        "pairs": {str(n): t.pairs(n) for n in t.sizes},
        "head_to_head": t.head_to_head() if 2 in t.sizes else {},
        "ranking": t.ranking(),
        "interrupted": t.interrupted,
    }


def render(t: Tournament, edition: str, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(data(t, edition), indent=2)
    if fmt == "csv":
        return _csv(t)
    return text(blocks(t, edition))


def _csv(t: Tournament) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(
        [
            "table_size",
            "player",
            "wins",
            "games",
            "win_rate",
            "low",
            "high",
            "verdict",
            "rating",
            "rating_low",
            "rating_high",
        ]
    )
    ranked = {r["player"]: r for r in t.ranking()}
    for n in t.sizes:
        for r in t.rates(n):
            g = ranked[r["player"]]
            w.writerow(
                [
                    n,
                    r["player"],
                    r["wins"],
                    r["games"],
                    f"{r['rate']:.4f}",
                    f"{r['low']:.4f}",
                    f"{r['high']:.4f}",
                    r["verdict"],
                    f"{g['rating']:.1f}",
                    f"{g['low']:.1f}",
                    f"{g['high']:.1f}",
                ]
            )
    return out.getvalue().rstrip("\n")
