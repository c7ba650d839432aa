"""The native engine's kernel (engine.native.kernel): real modules, pinned to what the generator gives them.

The kernel is checked by ruff and mypy as any module is (tests/test_quality.py) against the names of
engine.native.kernel.names; these tests pin those declarations to the generated part of every
built-in edition's module (each name its kernel modules use defined, of the declared kind) and to the kernel (each name
declared is one it uses), and check that what a game's module takes of each kernel module is its
functions and nothing else.
"""

from __future__ import annotations

import ast
import math
import typing
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from engine.load.loader import builtin_editions, load_edition, new_game
from engine.native import kernel, markets
from engine.native.build import interpreted
from engine.native.generate import source
from engine.native.kernel import names
from engine.native.layout import view

KERNEL = Path(kernel.__file__).parent
PARTS = ("market", "nomarket", *kernel.MODULES)
PROTOCOLS = {"Cells", "Reals", "Table", "Ints", "Floats", "IntGrid", "FloatGrid"}
KINDS: dict[str, tuple[type, int | None, Any]] = {
    "int": (int, None, None),
    "float": (float, None, None),
    "Ints": (np.ndarray, 1, np.int64),
    "IntGrid": (np.ndarray, 2, np.int64),
    "Floats": (np.ndarray, 1, np.float64),
    "FloatGrid": (np.ndarray, 2, np.float64),
}
"""What a declared kind is in a game's module: a type, and an array's dimensions and element type."""


def declared() -> dict[str, str]:
    """Every name the generated part gives the kernel, with its kind (Callable for the functions)."""
    hints = typing.get_type_hints(names)
    return {
        name: "Callable" if typing.get_origin(hint) is not None else getattr(hint, "__name__", str(hint))
        for name, hint in hints.items()
    }


def imported_names(part: str) -> set[str]:
    """The names kernel module ``part`` takes from engine.native.kernel.names for checking."""
    tree = ast.parse((KERNEL / f"{part}.py").read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "engine.native.kernel.names":
            out |= {alias.name for alias in node.names}
    return out - PROTOCOLS - {"entry", "jit", "inline"}


def compiled_functions(part: str) -> list[str]:
    body = ast.parse(kernel.compiled(part))
    assert all(isinstance(node, ast.FunctionDef) for node in body.body), part  # no imports, no constants
    return [node.name for node in body.body if isinstance(node, ast.FunctionDef)]


def test_what_a_games_module_takes_of_the_kernel_is_its_functions() -> None:
    functions = {part: compiled_functions(part) for part in PARTS}
    everything = [f for part in ("market", *kernel.MODULES) for f in functions[part]]
    assert len(everything) == len(set(everything))  # one definition of each
    assert set(functions["nomarket"]) <= set(functions["market"])
    # what the rest of the kernel calls of a market, a game without one has too
    for part in kernel.MODULES:
        text = (KERNEL / f"{part}.py").read_text(encoding="utf-8")
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "engine.native.kernel.market":
                assert {a.name for a in node.names} <= set(functions["nomarket"]), part


def test_every_declared_name_is_one_the_kernel_uses() -> None:
    used = set().union(*(imported_names(part) for part in PARTS))
    assert used == set(declared())


def test_a_kernel_module_without_its_mark_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "turn.py").write_text("def f() -> None:\n    pass\n", encoding="utf-8")
    monkeypatch.setattr(kernel, "__file__", str(tmp_path / "__init__.py"))
    with pytest.raises(ValueError, match="has no line"):
        kernel.compiled("turn")


@pytest.mark.parametrize("edition", builtin_editions())
def test_every_games_module_defines_the_declared_names(edition: str) -> None:
    ed = load_edition(edition)
    for players in sorted({ed.min_players, ed.max_players}):
        game = new_game(edition, players)
        module = interpreted(game)
        parts = (markets.plan(game).kernel, *kernel.MODULES)
        needed = set().union(*(imported_names(part) for part in parts))
        for name, kind in declared().items():
            value = getattr(module, name, None)
            if name not in needed:
                continue
            assert value is not None, (edition, players, name)
            if kind == "Callable":
                assert callable(value), (edition, name)
                continue
            cls, ndim, dtype = KINDS[kind]
            assert isinstance(value, cls) and not isinstance(value, bool), (edition, name, type(value))
            if ndim is not None:
                assert (value.ndim, value.dtype) == (ndim, dtype), (edition, name)
        assert all(kernel.compiled(part) in source(game) for part in parts)
        assert_layout(module)


def assert_layout(module: object) -> None:
    """The module's LAYOUT (engine.native.layout) gives each field where the module's offset puts it, one
    after the other up to SIZE, and the view names every field the kernel reads by an offset."""
    m: Any = module
    at = 0
    for name, shape in m.LAYOUT:
        assert getattr(m, name) == at, name
        at += math.prod(shape)
    assert at == m.SIZE
    S = np.arange(m.SIZE, dtype=np.int64)
    v = view(m, S)
    assert int(v.city[1, 0]) == m.CITY + m.NC and int(v.hooks[1, 0, 0, 0]) == m.HOOKS + m.NP * 4 * m.MAXHOOKS
    state_fields = {n for n, kind in declared().items() if kind == "int" and n.isupper() and hasattr(m, n)}
    assert {name for name, _shape in m.LAYOUT} <= state_fields | {"ENDSTATE", "CLEARED"}


# -- the decorators (engine.native.jit) ------------------------------------------------------------
DECORATED = """
from engine.native.jit import entry, jit


@jit
def add(a, b):
    return a + b


@jit
def signed(flag, a):
    if flag:
        return a
    return -a


@entry
def main(x):
    return add(x, 1) + add(x, 2) + add(x, 3) + signed(True, x) + signed(False, x)
"""


def test_a_constant_number_compiles_a_callee_once_and_a_constant_flag_once_each(tmp_path: Path) -> None:
    """A function called from compiled code with the constants 1, 2 and 3 is compiled once, for
    integers (numba alone compiled it once for each literal); one called with ``True`` and ``False``
    is compiled for each, so that the branch the constant turns off is gone. The module is in the
    test's own folder, and so is numba's cache of it."""
    import importlib.util

    path = tmp_path / "decorated.py"
    path.write_text(DECORATED, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("decorated", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(5) == 6 + 7 + 8 + 5 - 5
    assert len(module.add.signatures) == 1
    assert [str(t) for t in module.add.signatures[0]] == ["int64", "int64"]
    assert sorted(str(s[0]) for s in module.signed.signatures) == ["Literal[bool](False)", "Literal[bool](True)"]
