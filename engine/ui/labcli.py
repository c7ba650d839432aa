"""The balance lab's commands: ``mk simulate``, ``mk compare`` and ``mk tune`` (docs/lab.md)."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import re
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

import click

from engine.core.errors import MkError
from engine.core.show import visible
from engine.load import files as loadfiles
from engine.load import writes
from engine.load.loader import default_edition, files_read, load_edition
from engine.load.strategies import panel as panel_strategies
from engine.native import build as native_build
from engine.native import play as native
from engine.services.lab import charts as lab_charts
from engine.services.lab.cluster import check as cluster_check
from engine.services.lab.compare import render_compare
from engine.services.lab.knobs import parse_knobs, parse_targets
from engine.services.lab.processes import terminated_as_interrupt
from engine.services.lab.run import Run, Setup
from engine.services.lab.run import run as lab_run
from engine.services.lab.tournament import play as play_tournament
from engine.services.lab.tournament import shift_sentence, shifts
from engine.services.lab.words import FORMATS, render_run
from engine.services.players.bots import bot_name, bot_names
from engine.ui import completion as complete
from engine.ui.common import (
    ENGINE_VARIABLE,
    SEED,
    F,
    friendly,
    max_turns_option,
    parse_bots,
    parse_overrides,
    paths_option,
    ready_expert,
    resolve_options,
    rule_options,
    think_option,
    thinking_notes,
)
from engine.ui.labengine import REPORT_OPTIONS, SAMPLE_GAMES, chart_files, choose_engine, jobs_option, outputs

RECOMMENDED_BOT = "normal"
"""The bot the balance lab recommends for balance questions (docs/lab.md): it plays for income as a
person does, where ``basic`` buys at random."""


def lab_options(fn: F) -> F:
    """The options ``mk simulate``, ``mk compare`` and ``mk tune`` share, with one default for bots and
    seats: the recommended bot in every seat, rotating (a bot that buys at random would make every card
    look strong)."""
    return _lab_options(fn, RECOMMENDED_BOT, True)


def _lab_options(fn: F, bots: str, rotate: bool) -> F:
    """The lab's options, with ``bots`` and ``rotate`` as their defaults."""
    for option in reversed(
        [
            click.option("--players", default=4, show_default=True, type=click.IntRange(2, 8)),
            click.option("--games", default=1000, show_default=True, type=click.IntRange(1)),
            click.option(
                "--bots",
                default=bots,
                show_default=True,
                shell_complete=complete.bots,
                help=f"One bot for every seat, or one per seat ({', '.join(bot_names())}).",
            ),
            click.option("--seed", default=0, show_default=True, type=SEED, help="Game i uses seed SEED+i."),
            click.option(
                "--rotate/--no-rotate",
                default=rotate,
                show_default=True,
                help="Rotate the bots through the seats, one seat every game.",
            ),
            click.option(
                "--jobs",
                default=1,
                show_default=True,
                type=click.IntRange(1),
                callback=jobs_option,
                help="Worker processes, at most one a core (same results).",
            ),
            max_turns_option("A game that reaches this turn is stopped and counted as stalled."),
            click.option(
                "--cluster",
                metavar="ADDRESS",
                help="Play on the Dask cluster whose scheduler is at ADDRESS (tcp://host:8786), the same "
                "games as with --jobs (the cluster extra; docs/lab.md).",
            ),
            click.option("--format", "fmt", default="text", show_default=True, type=click.Choice(FORMATS)),
            *REPORT_OPTIONS,
            click.option(
                "--engine",
                default="auto",
                show_default=True,
                envvar=ENGINE_VARIABLE,
                type=click.Choice(native.ENGINES),
                help="native: compiled to machine code (the numba extra), the same games; auto: native when "
                "it can play them.",
            ),
        ]
    ):
        fn = option(fn)
    return fn


def run_lab(
    setup: Setup,
    games: int,
    seed: int,
    jobs: int,
    record: Callable[[Any], None] | None = None,
    cluster: str | None = None,
    keep: bool = False,
) -> Run:
    """A run, with a progress bar and time left on a terminal (none when the output is piped); with
    ``keep``, every game's winner and length kept (to pair the games of a comparison)."""
    lines = None
    if record is not None and setup.engine == "native":
        lines, record = record, None
    common: dict[str, Any] = {"record": record, "record_lines": lines, "cluster": cluster, "keep": keep}
    if not sys.stderr.isatty():
        return lab_run(setup, games, seed, jobs, **common)
    with click.progressbar(length=games, label="playing", file=sys.stderr, show_eta=True) as bar:
        return lab_run(setup, games, seed, jobs, progress=bar.update, **common)


@click.command()
@click.option(
    "--edition",
    shell_complete=complete.editions,
    help="A built-in edition name or an edition file (default: the default built-in).",
)
@lab_options
@click.option("--record", type=click.Path(), help="Write every game into one JSON Lines record file (with --jobs 1).")
@rule_options
@paths_option
@friendly
@think_option
def simulate(
    edition: str | None,
    players: int,
    games: int,
    bots: str,
    seed: int,
    rotate: bool,
    jobs: int,
    max_turns: int,
    cluster: str | None,
    fmt: str,
    report: Path | None,
    charts: Path | None,
    engine: str,
    record: str | None,
    variants: tuple[str, ...],
    options: tuple[str, ...],
) -> None:
    """Play bot games and report wins per seat and per bot with 95% intervals, game lengths, what
    each card did for its owners, and speed. Ctrl-C stops and reports the games played."""
    edition = edition or default_edition()
    ed = load_edition(edition)
    resolve_options(ed, variants, options)  # reported now, before any game
    outputs([edition], Path(record) if record else None, report, *chart_files(charts, lab_charts.RUN_CHARTS))
    setup = Setup(
        edition,
        players,
        tuple(parse_bots(bots, players)),
        tuple(parse_overrides(options).items()),
        variants,
        rotate,
        max_turns,
        curves=report is not None or charts is not None,
    )
    setup.game()
    if report is not None or charts is not None:
        lab_charts.available()
    if record and (jobs > 1 or cluster):
        raise MkError("--record writes the games in one process: use it with --jobs 1 and no --cluster")
    if cluster is not None:
        cluster_check(cluster)  # said before anything is compiled
    setup = choose_engine(setup, engine, seed, games, jobs)
    with contextlib.ExitStack() as stack:
        handle = stack.enter_context(writes.stream(Path(record), files_read(edition))) if record else None
        with terminated_as_interrupt() as came:
            writer = _writer(handle, setup.engine) if handle is not None else None
            done = run_lab(setup, games, seed, jobs, writer, cluster)
    click.echo(render_run(done, ed.name, fmt))
    for path in lab_charts.run_report(done, ed.name, report, charts) if report or charts else []:
        click.echo(f"wrote {visible(str(path))}", err=True)
    if done.interrupted:
        stop_interrupted(done, came)


def _writer(handle: IO[str], engine: str) -> Callable[[Any], None]:
    """Writes a game into the record file: a Python game's recorder, or a native game's lines."""

    def write(game: Any) -> None:
        if engine == "native":
            handle.write("".join(json.dumps(line, separators=(",", ":")) + "\n" for line in game))
        else:
            game.write(handle)

    return write


def _panel(
    where: str,
    sides: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...],
    players: int,
    games: int,
    seed: int,
    jobs: int,
    max_turns: int,
    cluster: str | None,
    fmt: str,
) -> None:
    """``mk compare A B --panel DIR``: every table of the panel's strategies at ``players``, under A and
    under B on the same seeds; each strategy's win rate in both, paired, and the ones that moved."""
    entrants = panel_strategies(where, sides[0][0])
    labels = [_side_label(ref, opts, vars_) for ref, opts, vars_ in sides]
    if labels[0] == labels[1]:
        raise MkError("A and B are the same rules: give another edition, --option-b or --variant-b")
    played = []
    with terminated_as_interrupt() as came:
        for ref, opts, vars_ in sides:
            resolve_options(load_edition(ref), vars_, opts)
            overrides = tuple(parse_overrides(opts).items())
            done = play_tournament(
                ref,
                entrants,
                (players,),
                games,
                seed,
                lambda s, n, first: lab_run(s, n, first, jobs, cluster=cluster, keep=True),
                max_turns,
                overrides,
                vars_,
            )
            played.append(done)
            if done.interrupted:
                break
    if len(played) < 2:
        sys.exit(128 + came[0] if came else 130)
    rows = shifts(played[0], played[1])
    if fmt == "json":
        click.echo(json.dumps({"a": labels[0], "b": labels[1], "players": players, "strategies": rows}, indent=2))
    elif fmt == "csv":
        head = ["player", "games", "rate_a", "rate_b", "difference", "low", "high", "p", "moved"]
        click.echo("\n".join([",".join(head), *(",".join(str(r[k]) for k in head) for r in rows)]))
    else:
        click.echo(_panel_text(rows, labels, players, games, len(played[0].tables), seed))
    if played[1].interrupted:
        sys.exit(128 + came[0] if came else 130)


def _side_label(ref: str, opts: tuple[str, ...], vars_: tuple[str, ...]) -> str:
    return " ".join([ref, *(f"--option {o}" for o in opts), *(f"--variant {v}" for v in vars_)])


def _panel_text(rows: list[dict[str, Any]], labels: list[str], players: int, games: int, tables: int, seed: int) -> str:
    width = max(len(r["player"]) for r in rows)
    lines = [
        f"A: {labels[0]}; B: {labels[1]}: the panel's {len(rows)} strategies at {tables} tables of {players}, "
        f"{games} games each on seeds {seed}..{seed + games - 1} under both, paired game by game",
        shift_sentence(rows, "B"),
        f"  {'strategy':<{width}}  games  win rate A  win rate B  B - A (95% interval)     moved",
    ]
    for r in rows:
        d = f"{100 * r['difference']:+.1f} ({100 * r['low']:+.1f} to {100 * r['high']:+.1f})"
        lines.append(
            f"  {r['player']:<{width}}  {r['games']:>5}  {100 * r['rate_a']:9.1f}%  {100 * r['rate_b']:9.1f}%  "
            f"{d:<24} {r['moved']}"
        )
    lines.append("moved: McNemar's test on the paired games, Holm-corrected over the strategies")
    return "\n".join(lines)


def stop_interrupted(done: Run, came: Sequence[int] = ()) -> None:
    """Exit 130 after a run that stopped early (143 after SIGTERM). When a worker died, its broken
    pool's clean-up at exit can report a closed pipe: the results are printed and flushed, so the
    process ends at once."""
    code = 128 + came[0] if came else 130
    if done.why:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    sys.exit(code)


@click.command()
@click.argument("edition_a", shell_complete=complete.editions)
@click.argument("edition_b", required=False, shell_complete=complete.editions)
@lab_options
@click.option(
    "--independent",
    is_flag=True,
    help="Play B on other seeds than A (SEED+GAMES on): A and B may then be the same rules.",
)
@click.option(
    "--panel",
    metavar="DIR",
    help="Play a panel of strategies (a folder of strategy files, or: shipped) under A and under B instead of "
    "--bots: each one's win rate in both, paired, and the ones that moved (docs/strategies.md).",
)
@click.option("--option-a", "options_a", multiple=True, metavar="KEY=VALUE", help="A rule option for A (repeatable).")
@click.option("--option-b", "options_b", multiple=True, metavar="KEY=VALUE", help="A rule option for B (repeatable).")
@click.option(
    "--variant-a",
    "variants_a",
    multiple=True,
    metavar="NAME",
    shell_complete=complete.variants,
    help="A variant for A (repeatable).",
)
@click.option(
    "--variant-b",
    "variants_b",
    multiple=True,
    metavar="NAME",
    shell_complete=complete.variants,
    help="A variant for B (repeatable).",
)
@paths_option
@friendly
@think_option
def compare(
    edition_a: str,
    edition_b: str | None,
    players: int,
    games: int,
    bots: str,
    seed: int,
    rotate: bool,
    jobs: int,
    max_turns: int,
    cluster: str | None,
    fmt: str,
    report: Path | None,
    charts: Path | None,
    engine: str,
    independent: bool,
    panel: str | None,
    options_a: tuple[str, ...],
    options_b: tuple[str, ...],
    variants_a: tuple[str, ...],
    variants_b: tuple[str, ...],
) -> None:
    """Play two editions (or one edition with two sets of options or variants) on the same seeds
    and bots, and say in one sentence whether they differ: each seat's and bot's win rate and the
    game length, with the card-by-card view side by side (verdicts corrected for the number of
    questions asked)."""
    edition_b = edition_b or edition_a
    if panel is not None:
        sides = ((edition_a, options_a, variants_a), (edition_b, options_b, variants_b))
        _panel(panel, sides, players, games, seed, jobs, max_turns, cluster, fmt)
        return
    outputs([edition_a, edition_b], report, *chart_files(charts, lab_charts.COMPARE_CHARTS))
    seats = tuple(parse_bots(bots, players))
    if report is not None or charts is not None:
        lab_charts.available()
    setups = []
    for ref, opts, vars_ in ((edition_a, options_a, variants_a), (edition_b, options_b, variants_b)):
        ed = load_edition(ref)
        resolve_options(ed, vars_, opts)
        setup = Setup(ref, players, seats, tuple(parse_overrides(opts).items()), vars_, rotate, max_turns)
        setup.game()
        setups.append(setup)
    if cluster is not None:
        cluster_check(cluster)  # said before anything is compiled
    said: set[str] = set()  # (what the games of bots that think depend on, said once)
    chosen = [choose_engine(s, engine, seed, games, jobs, said) for s in setups]
    if all(s.engine == "native" for s in chosen):  # both on one engine: the same games
        setups = chosen
    if setups[0] == setups[1] and not independent:
        raise MkError(
            "A and B are the same: give two editions, or --option-a/--option-b, --variant-a/--variant-b "
            "(or --independent, to play the same rules on other seeds)"
        )
    with terminated_as_interrupt() as came:
        a = run_lab(setups[0], games, seed, jobs, cluster=cluster, keep=True)
        if a.interrupted:
            click.echo(f"interrupted after {a.tally.games} games of A: nothing to compare", err=True)
            stop_interrupted(a, came)
        seed_b = seed + games if independent else seed
        b = run_lab(setups[1], a.tally.games, seed_b, jobs, cluster=cluster, keep=True)
        if b.interrupted:  # compare the games both have played
            a = lab_run(setups[0], b.tally.games, seed, jobs, cluster=cluster, keep=True)
    label_a, label_b = _label(edition_a, options_a, variants_a), _label(edition_b, options_b, variants_b)
    click.echo(render_compare(a, b, label_a, label_b, fmt, independent))
    if report is not None or charts is not None:
        for path in lab_charts.compare_report(a, b, label_a, label_b, independent, report, charts):
            click.echo(f"wrote {visible(str(path))}", err=True)
    if b.interrupted:
        stop_interrupted(b, came)


class _TuneEngine:
    """mk tune's engine for each candidate: --engine auto's rule, as mk simulate's (choose_engine),
    native when compiling pays back, the candidate's whole share of the search counted (``share``:
    candidates that differ only by card costs share one module, whose compile serves every trial)."""

    def __init__(self, engine: str, jobs: int, share: int):
        self.engine, self.jobs, self.share = engine, jobs, share
        self.per_game: float | None = None
        """The Python engine's seconds a game, measured once (on the first candidate weighed)."""
        self.said: set[str] = set()

    def engine_for(self, candidate: Setup, n: int, first: int) -> Setup:
        names = [bot_name(b) for b in candidate.bots]
        if self.engine == "python":
            candidate = dataclasses.replace(candidate, futures="python")  # as choose_engine
        if self.engine == "python" or (self.engine == "auto" and not native.available()):
            return candidate
        game = candidate.game()
        if ready_expert(game, names, self.engine):
            for note in thinking_notes(game, names, self.engine):
                if note not in self.said:
                    self.said.add(note)
                    click.echo(f"note: {note}", err=True)
            return candidate  # as choose_engine
        why = native.why_not(game, names, first, n)
        if why is not None:
            if self.engine == "native":
                raise MkError(f"--engine native: {why}")
            return candidate
        normal, conditions = native.needs(names, candidate.plans)
        if self.engine == "auto" and not native_build.cached(game, normal, conditions=conditions):
            if self.per_game is None:
                sample = min(n, SAMPLE_GAMES)
                start = time.perf_counter()
                lab_run(candidate, sample, first, 1)
                self.per_game = (time.perf_counter() - start) / sample
            short = native.pays_back(game, normal, self.per_game * n * self.share / max(1, self.jobs), conditions)
            if short is not None:
                if short not in self.said:
                    self.said.add(short)
                    click.echo(f"note: {n:,} games a candidate: {short}: the Python engine plays them", err=True)
                return candidate
        native.native(game, normal, conditions=conditions)  # compiled here once, not in every worker
        return dataclasses.replace(candidate, engine="native")


@click.command()
@click.argument("edition", shell_complete=complete.editions)
@click.option(
    "--vary",
    "knobs",
    multiple=True,
    required=True,
    metavar="PATH=LOW..HIGH",
    help="A number that may change, by its path (cards.ID.cost, cards.ID.roll, cards.ID.effect#N, "
    "landmarks.ID.cost, options.NAME) and range (repeatable).",
)
@click.option(
    "--target",
    "targets",
    multiple=True,
    default=("seats",),
    show_default=True,
    metavar="TARGET",
    help="seats (each seat and bot near its fair share), card:ID (the card balanced: its owners win as often "
    "as its non-owners in the same games), pick:ID=LOW..HIGH (the percent of cities that buy it), "
    "length:MIN..MAX (mean turns), like:EDITION (seats and length as in that edition's games, game by game: "
    "every difference within chance, or within 1 point of win rate and 1% of its length); repeatable, their "
    "distances add up.",
)
@click.option("--trials", default=30, show_default=True, type=click.IntRange(1), help="Candidates to play.")
@click.option(
    "--best",
    "keep",
    default=3,
    show_default=True,
    type=click.IntRange(1),
    help="Best candidates to re-play on fresh seeds and write.",
)
@click.option(
    "--replay-games",
    type=click.IntRange(1),
    help="Games each of the best is re-played on fresh seeds before one is recommended [default: 2 x --games].",
)
@click.option(
    "--out",
    default="tuned",
    show_default=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder for best-1.yaml ... (and the candidates, under candidates/).",
)
@lab_options
@paths_option
@friendly
@think_option
def tune(
    edition: str,
    knobs: tuple[str, ...],
    targets: tuple[str, ...],
    trials: int,
    keep: int,
    replay_games: int | None,
    out: Path,
    players: int,
    games: int,
    bots: str,
    seed: int,
    rotate: bool,
    jobs: int,
    max_turns: int,
    cluster: str | None,
    fmt: str,
    report: Path | None,
    charts: Path | None,
    engine: str,
) -> None:
    """Search the values of some numbers of an edition (costs, amounts, rolls) that bring its games
    nearest a target, every candidate on the same seeds; re-play the best on fresh seeds, recommend the
    best that meets the targets there, and write them as extends: files with their figures and intervals
    (the lab extra)."""
    from engine.services.lab import tune as tuning
    from engine.services.lab import tunewords as tunereport

    data = load_edition(edition).data
    parsed = parse_knobs(knobs, data)
    aims = parse_targets(targets, data)
    setup = Setup(edition, players, tuple(parse_bots(bots, players)), (), (), rotate, max_turns)
    setup.game()
    best_files = [out / f"best-{rank}.yaml" for rank in range(1, keep + 1)]
    outputs([edition], report, *chart_files(charts, lab_charts.RUN_CHARTS), *best_files)
    if cluster is not None:
        cluster_check(cluster)
    costs_only = all(re.fullmatch(r"cards\.[^.]+\.cost", k.path) for k in parsed)  # one module for all
    chooser = _TuneEngine(engine, jobs, trials if costs_only else 1)

    def play(candidate: Setup, n: int, first: int) -> Run:  # each game kept: like: pairs them with its edition's
        done = lab_run(chooser.engine_for(candidate, n, first), n, first, jobs, cluster=cluster, keep=True)
        if done.interrupted:
            raise KeyboardInterrupt
        return done

    def progress(trial: Any, total: int) -> None:
        click.echo(f"trial {trial.number}/{total}: {tunereport.values_text(trial)}: score {trial.score:.5f}", err=True)

    writes.folder(out)
    replay_games = replay_games or 0
    with terminated_as_interrupt() as came:
        try:
            found = tuning.search(setup, parsed, aims, trials, games, seed, out, play, progress, keep, replay_games)
        except KeyboardInterrupt:  # before the first candidate's games: nothing to answer from
            nothing = "nothing to recommend, nothing written"
            click.echo(f"mk tune: stopped before any candidate was played: {nothing}", err=True)
            sys.exit(128 + came[0] if came else 130)
    best = found.replayed or [t for t in found.ranked if not t.priced_out][:keep] or found.ranked[:keep]
    if found.recommended is not None:  # first: best-1.yaml is the one recommended
        best = [found.recommended, *(t for t in best if t is not found.recommended)]
    paths = tuning.write_best(best, setup, out, lambda t: tunereport.describe(t, aims, found, t.replayed is not None))
    _say_outside(edition, out)
    if fmt in ("json", "csv"):
        rows = [tunereport.row(t, aims, found) for t in found.ranked]
        files = {t.number: str(p) for t, p in zip(best, paths, strict=True)}
        for r, t in zip(rows, found.ranked, strict=True):
            r["file"] = files.get(t.number, "")
        click.echo(json.dumps(rows, indent=2) if fmt == "json" else tunereport.csv_text(rows))
    else:
        _tune_text(edition, found, best, paths, parsed, aims, trials, games, seed)
    if report is not None or charts is not None:
        shown = best[0].replayed or best[0].run
        for path in lab_charts.run_report(
            shown, f"{edition}, tuned: {tunereport.values_text(best[0])}", report, charts
        ):
            click.echo(f"wrote {visible(str(path))}", err=True)
    if found.interrupted:
        sys.exit(128 + came[0] if came else 130)


def _say_outside(edition: str, out: Path) -> None:
    """A note when the files written extend an edition outside their folder and the current one: the
    other commands then read them with --allow-outside-paths."""
    if Path(edition).suffix in (".yaml", ".yml") and not loadfiles.inside(edition, loadfiles.roots(out)):
        click.echo(
            f"note: {visible(str(out))}/best-*.yaml extend {visible(edition)}, outside their folder and this one: "
            "the other commands read them with --allow-outside-paths (mk simulate, mk compare ...)",
            err=True,
        )


def _tune_text(
    edition: str,
    found: Any,
    best: list[Any],
    paths: list[Path],
    knobs: list[Any],
    aims: list[Any],
    trials: int,
    games: int,
    seed: int,
) -> None:
    from engine.services.lab import tunewords as tunereport

    stopped = f" (interrupted after {found.trials})" if found.interrupted else ""
    space = "every value of the ranges" if found.every else f"{trials} trials of the TPE sampler"
    click.echo(
        f"{edition}: {len(found.ranked)} candidates ({space}){stopped}, {games} games each on seeds "
        f"{seed}..{seed + games - 1}"
    )
    if found.replayed:
        click.echo(
            f"the best {len(found.replayed)}, re-played on fresh seeds {found.replay_seed}.."
            f"{found.replay_seed + found.replay_games - 1} ({found.replay_games} games each):"
        )
    for rank, (t, p) in enumerate(zip(best, paths, strict=True), 1):
        click.echo(f"{rank}. {visible(str(p))}: " + tunereport.describe(t, aims, found, t.replayed is not None))
    click.echo(tunereport.verdict(found))
    if len(knobs) == 1:  # the evidence: every value tried, in order
        what = "every value" if found.every else "the values"
        click.echo(f"{what} of {knobs[0].path} tried (seeds {seed}..{seed + games - 1}):")
        for t in sorted(found.ranked, key=lambda t: t.values[knobs[0].path]):
            click.echo("\n".join("  " + line for line in tunereport.describe(t, aims, found).splitlines()))


def _label(edition: str, options: tuple[str, ...], variants: tuple[str, ...]) -> str:
    extra = [f"--variant {v}" for v in variants] + [f"--option {o}" for o in options]
    return " ".join([edition, *extra])
