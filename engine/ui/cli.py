"""The ``mk`` command line."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import click
import yaml

from engine import DISTRIBUTION
from engine.core.edition import Edition, thaw
from engine.core.errors import MkError, Problem
from engine.core.game import Game
from engine.core.options import Options
from engine.core.show import visible
from engine.load.loader import builtin_editions, default_edition, load_edition
from engine.load.resources import schema_path
from engine.native import build as native_build
from engine.native import play as native
from engine.services import report as lab_charts
from engine.services.bots import bot_name, bot_names
from engine.services.driver import MAX_TURNS
from engine.services.formats import FORMATS as PROBLEM_FORMATS
from engine.services.formats import HELP as PROBLEM_HELP
from engine.services.formats import Summary
from engine.services.formats import render as render_problems
from engine.services.lab import Run, Setup
from engine.services.lab import run as lab_run
from engine.services.labreport import FORMATS, render_compare, render_run
from engine.services.records import iter_replays
from engine.services.scenario import run_file, state_summary
from engine.services.validate import SMOKE_BUDGET, check_file
from engine.ui import completion as complete
from engine.ui.common import F, friendly, parse_bots, parse_overrides, paths_option, resolve_options, rule_options
from engine.ui.games import play, saves, serve


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(None, "-V", "--version", package_name=DISTRIBUTION, prog_name="mk")
def main() -> None:
    """mk: a data-driven rules engine for Machi Koro.

    Play with `mk play --edition base`; check an edition file with `mk validate FILE`.
    """
    # a stream the shell closed (2>&-) is None in Python: what would go there goes nowhere instead
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for the process's life
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115


@main.command()
@click.option(
    "--show", "show", metavar="NAME", shell_complete=complete.editions, help="Print the resolved edition as YAML."
)
@click.option(
    "--compiled", is_flag=True, help="With --show: print the Python generated for its effects and income instead."
)
@click.option("--players", type=int, help="With --compiled: the player count of the income functions [default: min].")
@click.option(
    "--engine",
    type=click.Choice(["python", "native"]),
    default="python",
    show_default=True,
    help="With --compiled: the Python engine's functions, or the native engine's whole module (numba source).",
)
@paths_option
@friendly
def editions(show: str | None, compiled: bool, players: int | None, engine: str) -> None:
    """List the built-in editions."""
    if compiled and not show:
        raise MkError("--compiled goes with --show NAME")
    if engine != "python" and not compiled:
        raise MkError("--engine goes with --show NAME --compiled")
    if show:
        ed = load_edition(show)
        if compiled and engine == "native":
            from engine.native.effects import Unsupported  # needs no numba: the source is text
            from engine.native.generate import source
            from engine.native.play import explain

            game = Game(ed, players or ed.min_players, Options.resolve(dict(ed.options)))
            try:
                click.echo(source(game), nl=False)
            except Unsupported as exc:
                raise MkError(explain(game, exc)) from None
        elif compiled:
            click.echo(compiled_source(ed, players or ed.min_players), nl=False)
        else:
            click.echo(yaml.safe_dump(thaw(ed.data), sort_keys=False, allow_unicode=True), nl=False)
        return
    found = builtin_editions()
    width = max(len(name) for name in found)
    for name, path in found.items():
        ed = load_edition(path)
        variants = f"  variants: {', '.join(ed.variants)}" if ed.variants else ""
        click.echo(f"{name:<{width}}  {ed.name} ({ed.min_players}-{ed.max_players} players){variants}")


def compiled_source(ed: Edition, players: int) -> str:
    """Every generated function of an edition: effects, then the income step for ``players``."""
    parts = [f"# {ed.name}: generated Python (effects, then income for {players} players)\n"]
    for effect in ed.effects:
        if effect.python:
            parts.append(effect.python.rstrip() + "\n")
    game = Game(ed, players, Options.resolve(dict(ed.options)))
    parts.append(game.income_python.rstrip() + "\n")
    return "\n".join(parts)


def yaml_files(paths: tuple[str, ...]) -> list[str]:
    """The files named, a folder standing for the YAML files under it (``*.yaml``, ``*.yml``, sorted,
    hidden files and folders left out), as ruff and yamllint take folders."""
    out: list[str] = []
    for given in paths:
        folder = Path(given)
        if not folder.is_dir():
            out.append(given)
            continue
        found = sorted(
            p
            for p in folder.rglob("*")
            if p.suffix in (".yaml", ".yml")
            and p.is_file()
            and not any(part.startswith(".") for part in p.relative_to(folder).parts)
        )
        if not found:
            raise MkError(f"no .yaml or .yml files under {given}")
        out += [str(p) for p in found]
    return out


def quiet_option(fn: F) -> F:
    return click.option("-q", "--quiet", is_flag=True, help="Print only the problems: no closing line, no 'ok'.")(fn)


def report(problems: list[Problem], fmt: str, summary: Summary, quiet: bool) -> None:
    """Print a run's problems in ``fmt``, and its summary as that format carries it."""
    text = render_problems(problems, fmt, None if quiet and fmt == "github" else summary)
    if text or fmt in ("json", "sarif"):
        click.echo(text)
    if fmt in ("full", "concise") and not quiet:
        click.echo(summary.text, err=True)


@main.command()
@click.argument("files", nargs=-1, required=True, type=click.Path())
@click.option(
    "--format", "fmt", type=click.Choice(PROBLEM_FORMATS), default="full", show_default=True, help=PROBLEM_HELP
)
@quiet_option
@click.option(
    "--budget",
    type=click.FloatRange(0),
    default=SMOKE_BUDGET,
    show_default=True,
    help="Seconds the games of one file may take (after one game of every variant and bot).",
)
@paths_option
@friendly
def validate(files: tuple[str, ...], fmt: str, quiet: bool, budget: float) -> None:
    """Check edition files (and scenario files); print file:line:col: CODE message for every problem.

    A folder stands for the .yaml and .yml files under it. Each file's
    `extends` chain is resolved, and the edition and every variant must set up
    at every player count and play seeded games to the end, of random moves
    and of the basic bot: 299 of each, enough to see a stall rate of 1% with
    95% confidence, within --budget. A scenario file is recognised and
    checked as a scenario.
    """
    problems: list[Problem] = []
    bad = 0
    paths = yaml_files(files)
    for f in paths:
        found = check_file(f, budget)
        problems += found
        bad += bool(found)
    word = "problem" if len(problems) == 1 else "problems"
    files_ = f"{len(paths)} {'file' if len(paths) == 1 else 'files'}"
    text = f"{len(problems)} {word} in {bad} of {files_}" if problems else f"{files_} ok"
    report(problems, fmt, Summary(len(paths), bad, len(problems), text), quiet)
    sys.exit(1 if problems else 0)


@main.command()
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="Write it to a file instead.")
@friendly
def schema(output: str | None) -> None:
    """Print the JSON Schema of edition files (for editors that cannot reach the network)."""
    text = schema_path().read_text(encoding="utf-8")
    if output:
        Path(output).expanduser().write_text(text, encoding="utf-8")
    else:
        click.echo(text, nl=False)


@main.command()
@click.argument("files", nargs=-1, required=True, type=click.Path())
@click.option("--json", "as_json", is_flag=True, help="Print each file's result and final state as JSON.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(PROBLEM_FORMATS),
    default="full",
    show_default=True,
    help="full: each file's result with its failures; the others as for mk validate.",
)
@quiet_option
@rule_options
@paths_option
@friendly
def scenario(
    files: tuple[str, ...], as_json: bool, fmt: str, quiet: bool, variants: tuple[str, ...], options: tuple[str, ...]
) -> None:
    """Run scenario files; exit 1 if any expectation fails.

    A folder stands for the .yaml and .yml files under it. --variant and
    --option apply to every file, after the file's own.
    """
    overrides = parse_overrides(options)
    results = [run_file(f, variants, overrides) for f in yaml_files(files)]
    if as_json:
        out = [
            {
                "file": r.file,
                "ok": r.ok,
                "failures": r.failures,
                "state": state_summary(r.state) if r.state is not None else None,
            }
            for r in results
        ]
        click.echo(json.dumps(out, indent=2))
        sys.exit(0 if all(r.ok for r in results) else 1)
    failed = sum(not r.ok for r in results)
    problems = [p for r in results for p in r.problems]
    summary = Summary(len(results), failed, len(problems), f"{len(results) - failed} passed, {failed} failed")
    if fmt == "full":
        for r in results:
            if not (quiet and r.ok):
                click.echo(r.report())
        report([], fmt, summary, quiet)
    else:
        report(problems, fmt, summary, quiet)
    sys.exit(0 if all(r.ok for r in results) else 1)


@main.command()
@click.argument("file", type=click.Path())
@click.option("--show", is_flag=True, help="Print the narrated game while replaying.")
@click.option("--step", is_flag=True, help="Narrate, waiting for Enter after every turn.")
@click.option("--no-color", is_flag=True, help="No colours (also when NO_COLOR is set).")
@paths_option
@friendly
def replay(file: str, show: bool, step: bool, no_color: bool) -> None:
    """Re-run a game record and check that every turn comes out the same."""
    from rich.console import Console

    from engine.ui.terminal import show_replay

    console = Console(no_color=no_color or None, highlight=False)
    n = 0
    for state, names in iter_replays(file):  # one game at a time: memory does not grow with the record
        n += 1
        if show or step:
            show_replay([state], [names], console, step)
    click.echo(f"{visible(file)}: {n} game{'s' if n != 1 else ''} replayed, every turn matches")


RECOMMENDED_BOT = "normal"
"""The bot the balance lab recommends for balance questions (docs/lab.md): it plays for income as a
person does, where ``basic`` buys at random."""


def lab_options(fn: F) -> F:
    """The options of ``mk simulate`` (its defaults: basic bots, fixed seats)."""
    return _lab_options(fn, "basic", False)


def compare_options(fn: F) -> F:
    """The options of ``mk compare``: the recommended bots, rotating through the seats, by default."""
    return _lab_options(fn, RECOMMENDED_BOT, True)


def _lab_options(fn: F, bots: str, rotate: bool) -> F:
    """The options ``mk simulate`` and ``mk compare`` share, with their defaults for bots and seats."""
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
            click.option("--seed", default=0, show_default=True, type=int, help="Game i uses seed SEED+i."),
            click.option(
                "--rotate/--no-rotate",
                default=rotate,
                show_default=True,
                help="Rotate the bots through the seats, one seat every game.",
            ),
            click.option(
                "--jobs", default=1, show_default=True, type=click.IntRange(1), help="Worker processes (same results)."
            ),
            click.option(
                "--max-turns",
                default=MAX_TURNS,
                show_default=True,
                type=click.IntRange(1),
                help="A game that reaches this turn is stopped and counted as stalled.",
            ),
            click.option(
                "--cluster",
                metavar="ADDRESS",
                help="Play on the Dask cluster whose scheduler is at ADDRESS (tcp://host:8786), the same "
                "games as with --jobs (the cluster extra; docs/lab.md).",
            ),
            click.option("--format", "fmt", default="text", show_default=True, type=click.Choice(FORMATS)),
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
            click.option(
                "--engine",
                default="auto",
                show_default=True,
                envvar="MK_ENGINE",
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
) -> Run:
    """A run, with a progress bar and time left on a terminal (none when the output is piped)."""
    lines = None
    if record is not None and setup.engine == "native":
        lines, record = record, None
    common: dict[str, Any] = {"record": record, "record_lines": lines, "cluster": cluster}
    if not sys.stderr.isatty():
        return lab_run(setup, games, seed, jobs, **common)
    with click.progressbar(length=games, label="playing", file=sys.stderr, show_eta=True) as bar:
        return lab_run(setup, games, seed, jobs, progress=bar.update, **common)


def choose_engine(setup: Setup, engine: str, seed: int, games: int) -> Setup:
    """The setup with the engine that plays it: ``native`` when asked for (an error when it cannot),
    ``auto``: native when numba is installed and it can play the games, else Python (saying why)."""
    if engine == "python" or (engine == "auto" and not native.available()):
        return setup
    game = setup.game()
    bots = [bot_name(b) for b in setup.bots]
    why = native.why_not(game, bots, seed, games)
    if why is not None:
        if engine == "native":
            raise MkError(f"--engine native: {why} (--engine python plays it)")
        click.echo(f"note: {why}; the Python engine plays these games", err=True)
        return setup
    normal = "normal" in bots
    if not native_build.cached(game, normal):
        click.echo("compiling the native engine for this game (once: it is kept for the next run) ...", err=True)
    native.native(game, normal)
    return dataclasses.replace(setup, engine="native")


@main.command()
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
    setup = choose_engine(setup, engine, seed, games)
    handle = open(record, "w", encoding="utf-8") if record else None  # noqa: SIM115 - closed below
    try:
        writer = _writer(handle, setup.engine) if handle is not None else None
        done = run_lab(setup, games, seed, jobs, writer, cluster)
    finally:
        if handle is not None:
            handle.close()
    click.echo(render_run(done, ed.name, fmt))
    for path in lab_charts.run_report(done, ed.name, report, charts) if report or charts else []:
        click.echo(f"wrote {visible(str(path))}", err=True)
    if done.interrupted:
        stop_interrupted(done)


def _writer(handle: IO[str], engine: str) -> Callable[[Any], None]:
    """Writes a game into the record file: a Python game's recorder, or a native game's lines."""

    def write(game: Any) -> None:
        if engine == "native":
            handle.write("".join(json.dumps(line, separators=(",", ":")) + "\n" for line in game))
        else:
            game.write(handle)

    return write


def stop_interrupted(done: Run) -> None:
    """Exit 130 after a run that stopped early. When a worker died, its broken pool's clean-up at exit
    can report a closed pipe: the results are printed and flushed, so the process ends at once."""
    if done.why:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)
    sys.exit(130)


@main.command()
@click.argument("edition_a", shell_complete=complete.editions)
@click.argument("edition_b", required=False, shell_complete=complete.editions)
@compare_options
@click.option(
    "--independent",
    is_flag=True,
    help="Play B on other seeds than A (SEED+GAMES on): A and B may then be the same rules.",
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
    if engine != "python":  # both on one engine: the same games
        chosen = [choose_engine(s, engine, seed, games) for s in setups]
        if all(s.engine == "native" for s in chosen):
            setups = chosen
    if setups[0] == setups[1] and not independent:
        raise MkError(
            "A and B are the same: give two editions, or --option-a/--option-b, --variant-a/--variant-b "
            "(or --independent, to play the same rules on other seeds)"
        )
    a = run_lab(setups[0], games, seed, jobs, cluster=cluster)
    if a.interrupted:
        click.echo(f"interrupted after {a.tally.games} games of A: nothing to compare", err=True)
        stop_interrupted(a)
    seed_b = seed + games if independent else seed
    b = run_lab(setups[1], a.tally.games, seed_b, jobs, cluster=cluster)
    if b.interrupted:  # compare the games both have played
        a = lab_run(setups[0], b.tally.games, seed, jobs, cluster=cluster)
    label_a, label_b = _label(edition_a, options_a, variants_a), _label(edition_b, options_b, variants_b)
    click.echo(render_compare(a, b, label_a, label_b, fmt, independent))
    if report is not None or charts is not None:
        for path in lab_charts.compare_report(a, b, label_a, label_b, independent, report, charts):
            click.echo(f"wrote {visible(str(path))}", err=True)
    if b.interrupted:
        stop_interrupted(b)


NATIVE_TUNE_GAMES = 20_000
"""From so many games a candidate, ``mk tune --engine auto`` plays natively: compiling each candidate
(half a minute) then costs less than the Python engine's time. Candidates that differ only by card
costs share one compiled module, so they play natively at any number of games."""


@main.command()
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
    help="seats (each seat and bot near its fair share), card:ID (its owners near it), length:MIN..MAX "
    "(repeatable; their distances add up).",
)
@click.option("--trials", default=30, show_default=True, type=click.IntRange(1), help="Candidates to play.")
@click.option("--best", "keep", default=3, show_default=True, type=click.IntRange(1), help="Best candidates to write.")
@click.option(
    "--out",
    default="tuned",
    show_default=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder for best-1.yaml ... (and the candidates, under candidates/).",
)
@compare_options
@friendly
def tune(
    edition: str,
    knobs: tuple[str, ...],
    targets: tuple[str, ...],
    trials: int,
    keep: int,
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
    nearest a target, every candidate on the same seeds; write the best as extends: files, with their
    figures and intervals (Optuna; the lab extra)."""
    from engine.services import tune as tuning

    data = load_edition(edition).data
    parsed = [tuning.parse_knob(k, data) for k in knobs]
    aims = [tuning.parse_target(t, data) for t in targets]
    setup = Setup(edition, players, tuple(parse_bots(bots, players)), (), (), rotate, max_turns)
    setup.game()
    costs_only = all(re.fullmatch(r"cards\.[^.]+\.cost", k.path) for k in parsed)  # one module for all
    native_ok = engine == "native" or (
        engine == "auto" and native.available() and (costs_only or games >= NATIVE_TUNE_GAMES)
    )

    def play(candidate: Setup, n: int, first: int) -> Run:
        names = [bot_name(b) for b in candidate.bots]
        if native_ok and native.why_not(candidate.game(), names, first, n) is None:
            candidate = dataclasses.replace(candidate, engine="native")
            native.native(candidate.game(), "normal" in names)  # compiled here once, not in every worker
        elif engine == "native":
            raise MkError(f"--engine native: {native.why_not(candidate.game(), list(candidate.bots), first, n)}")
        done = lab_run(candidate, n, first, jobs, cluster=cluster)
        if done.interrupted:
            raise KeyboardInterrupt
        return done

    def progress(trial: Any, total: int) -> None:
        values = ", ".join(f"{k}={v}" for k, v in trial.values.items())
        click.echo(f"trial {trial.number}/{total}: {values}: score {trial.score:.5f}", err=True)

    out.mkdir(parents=True, exist_ok=True)
    found = tuning.search(setup, parsed, aims, trials, games, seed, out, play, progress)
    ranked = found.ranked
    best = ranked[:keep]
    paths = tuning.write_best(best, setup, out, lambda t: tuning.describe(t, aims))
    if fmt in ("json", "csv"):
        rows = [tuning.row(t, aims) for t in ranked]
        files = {t.number: str(p) for t, p in zip(best, paths, strict=True)}
        for r, t in zip(rows, ranked, strict=True):
            r["file"] = files.get(t.number, "")
        click.echo(json.dumps(rows, indent=2) if fmt == "json" else tuning.csv_text(rows))
    else:
        stopped = f" (interrupted after {found.trials})" if found.interrupted else ""
        click.echo(
            f"{edition}: {len(ranked)} candidates of {trials} trials{stopped}, "
            f"{games} games each on seeds {seed}..{seed + games - 1}"
        )
        for rank, (t, p) in enumerate(zip(best, paths, strict=True), 1):
            click.echo(f"{rank}. {visible(str(p))}: " + tuning.describe(t, aims))
        click.echo(tuning.verdict(ranked, aims))
        if len(parsed) == 1:  # the evidence: every value tried, in order
            click.echo(f"every value of {parsed[0].path} tried:")
            for t in sorted(ranked, key=lambda t: t.values[parsed[0].path]):
                click.echo("\n".join("  " + line for line in tuning.describe(t, aims).splitlines()))
    if report is not None or charts is not None:
        for path in lab_charts.run_report(best[0].run, f"{edition}, tuned: best candidate", report, charts):
            click.echo(f"wrote {visible(str(path))}", err=True)
    if found.interrupted:
        sys.exit(130)


def _label(edition: str, options: tuple[str, ...], variants: tuple[str, ...]) -> str:
    extra = [f"--variant {v}" for v in variants] + [f"--option {o}" for o in options]
    return " ".join([edition, *extra])


main.add_command(play)
main.add_command(saves)
main.add_command(serve)


if __name__ == "__main__":  # pragma: no cover
    main()
