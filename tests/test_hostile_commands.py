"""Hostile commands: every case of tests/hostile/commands.yaml does what it says, in bounded time and
memory (the corpus says what each must do; the large or special files it names are made here)."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
CASES = yaml.safe_load((ROOT / "tests" / "hostile" / "commands.yaml").read_text(encoding="utf-8"))["cases"]
SECONDS = 10
MEMORY = 400 * 2**20


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_CPU, (SECONDS, SECONDS))
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


# -- the files a case names by `make` ---------------------------------------------------------------
def _cards(lines: list[str]) -> str:
    return "\n".join(["extends: base", "name: Hostile", "cards:", *lines]) + "\n"


def long_words(path: Path) -> None:
    word = "W" * 10_000
    path.write_text(
        "extends: base\nname: Long\nicons:\n"
        f"  {'w' * 60}: {{name: {word}}}\n"
        "cards:\n"
        f"  wheat_field: {{name: {word}, icon: {'w' * 60}}}\n"
        f"  ranch: {{effect: 'gain 1', text: {word}}}\n"
    )


def many_long_texts(path: Path) -> None:
    text = "Each of these words is long enough to wrap. " * 45
    card = "colour: blue, roll: [12], cost: 9, copies: 1, effect: 'gain 1'"
    path.write_text(_cards([f"  c{i}: {{name: C{i}, {card}, text: '{text}'}}" for i in range(480)]))


def shared_effect(path: Path) -> None:
    effect = "; ".join(["gain 1"] * 200)  # 1,398 characters
    lines = [
        f'  s{i}: {{name: S{i}, colour: blue, roll: [12], cost: 9, copies: 1, effect: "{effect}"}}' for i in range(480)
    ]
    path.write_text(_cards(lines).replace("cards:", "remove: [business_center]\ncards:"))


def save(path: Path) -> None:
    """A save of mk play: two basic bots, nothing played yet."""
    from engine.services.play.session import start_session

    start_session("base", 2, 0, ["basic", "basic"], ["Ann", "Bob"], seed=1).save(path)


def _head(path: Path) -> dict[str, Any]:
    save(path)
    head: dict[str, Any] = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    return head


def nested_save(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000 + "\n")


def big_save(path: Path) -> None:
    save(path)
    with path.open("a", encoding="utf-8") as out:
        out.write('{"padding": "' + "x" * 1000 + '"}\n' * 30_000)


def long_name_save(path: Path) -> None:
    head = _head(path)
    head["players"][0] = "A" * 900_000
    path.write_text(json.dumps(head) + "\n")


def long_bot_save(path: Path) -> None:
    head = _head(path)
    head["seats"][1] = "b" * 900_000
    path.write_text(json.dumps(head) + "\n")


def million_seat_lines(path: Path) -> None:
    head = _head(path)
    line = json.dumps({"seat": 1, "plays": "basic", "after": 0}) + "\n"
    path.write_text(json.dumps(head) + "\n" + line * 1_000_000)


def many_saves(path: Path) -> None:
    save(path)
    for i in range(300):
        (path.parent / f"last-game-{i:03}.jsonl").write_bytes(path.read_bytes())


def _seats(path: Path, *lines: dict[str, Any]) -> None:
    head = _head(path)
    path.write_text("".join(json.dumps(line) + "\n" for line in (head, *lines)))


def seat_after_the_end(path: Path) -> None:
    _seats(path, {"seat": 1, "plays": "basic", "after": 10**9})


def seats_out_of_order(path: Path) -> None:
    _seats(path, {"seat": 1, "plays": "basic", "after": 9}, {"seat": 0, "plays": "basic", "after": 3})


def seat_to_a_human(path: Path) -> None:
    _seats(path, {"seat": 1, "plays": "human", "after": 0})


def seat_past_the_budget(path: Path) -> None:
    _seats(path, {"seat": 1, "plays": "expert:999999999", "after": 0})


def long_extends(path: Path) -> None:
    path.write_text(f"extends: {'x' * 5000}.yaml\nname: E\n")


def long_roll(path: Path) -> None:
    path.write_text("name: s\nedition: base\nplayers: 2\nsteps:\n  - roll: [" + ",".join(["1"] * 50_000) + "]\n")


MAKERS: dict[str, Callable[[Path], None]] = {
    f.__name__: f
    for f in (
        long_words,
        many_long_texts,
        shared_effect,
        save,
        nested_save,
        big_save,
        long_name_save,
        long_bot_save,
        million_seat_lines,
        many_saves,
        seat_after_the_end,
        seats_out_of_order,
        seat_to_a_human,
        seat_past_the_budget,
        long_extends,
        long_roll,
    )
}


def _make(folder: Path, files: dict[str, Any]) -> None:
    for name, spec in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(spec, str):
            path.write_text(spec, encoding="utf-8")
        elif spec.get("fifo"):
            os.mkfifo(path)
        elif "link" in spec:
            path.symlink_to(spec["link"])
        else:
            MAKERS[spec["make"]](path)


def _args(run: list[Any]) -> list[str]:
    """A case's arguments: strings, or {repeat: ARGS, times: N}, {each: ARGS with {n}, from: A, to: B},
    {text: START, then: TEXT, times: N} (a long value)."""
    out: list[str] = []
    for arg in run:
        if isinstance(arg, str):
            out.append(arg)
        elif "repeat" in arg:
            out += arg["repeat"] * arg["times"]
        elif "each" in arg:
            out += [a.format(n=n) for n in range(arg["from"], arg["to"]) for a in arg["each"]]
        else:
            out.append(arg["text"] + arg["then"] * arg["times"])
    return out


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_a_hostile_command_does_what_its_case_says(case: dict[str, Any], tmp_path: Path) -> None:
    _make(tmp_path, case.get("files", {}))
    kept = {name: (tmp_path / name).read_bytes() for name in case.get("same", [])}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        [sys.executable, "-m", "engine.ui.cli", *_args(case["run"])],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=SECONDS * 30,  # wall clock: a process blocked on a FIFO uses no CPU
        preexec_fn=_limits,
        env={**os.environ, "MK_DEBUG": "", "XDG_STATE_HOME": str(tmp_path / "state"), "PYTHONPATH": str(ROOT)},
        stdin=subprocess.DEVNULL,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = done.stdout + done.stderr
    assert "internal error" not in out and "Traceback" not in out, out[-800:]
    assert done.returncode == case["exit"], out[-800:]
    for text in case.get("says", []):
        assert text in out, out[-800:]
    assert (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime) < SECONDS
    lines = out.splitlines()
    assert max(map(len, lines), default=0) <= 400, max(lines, key=len)[:500]
    assert all(c.isprintable() for line in lines for c in line), out[-2000:]
    assert len(lines) <= case.get("lines", len(lines))
    for name, data in kept.items():
        assert (tmp_path / name).read_bytes() == data, name
    for name in case.get("absent", []):
        assert not os.path.lexists(tmp_path / name), name


def test_every_maker_is_used_by_a_case() -> None:
    specs = [spec for c in CASES for spec in c.get("files", {}).values() if isinstance(spec, dict)]
    assert {spec["make"] for spec in specs if "make" in spec} == set(MAKERS)
