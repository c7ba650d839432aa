"""The native engine's kernel: the part of every game's module that is the same for every edition (the
effects' runtime, the turn, the normal bot and its valuation, the market), as numba functions in real
modules that ruff, mypy and the tests read.

numba compiles a module's global constants into its machine code, and a game's constants (the
state's layout, its tables, its effects) are generated for that game, so the kernel is not compiled
where it stands: engine.native.generate writes each kernel module's part below :data:`MARK` into the
game's module, after the generated part, and numba compiles the whole. The names the generated part
gives the kernel are declared in :mod:`engine.native.kernel.names`.
"""

from __future__ import annotations

from pathlib import Path

MARK = "# ---- compiled into each game's module (engine.native.generate) ----"
"""The line of a kernel module after which its text is compiled into a game's module."""
MODULES = ("helpers", "abilities", "effects", "valuer", "normal", "decisions", "plans", "turn", "futures")
"""The kernel's modules in the order a game's module has them (after its market's)."""


def compiled(module: str) -> str:
    """The text of kernel module ``module`` that goes into every game's module."""
    text = (Path(__file__).parent / f"{module}.py").read_text(encoding="utf-8")
    _head, mark, body = text.partition(f"\n{MARK}\n")
    if not mark:
        raise ValueError(f"engine/native/kernel/{module}.py has no line {MARK!r}")
    return body.strip("\n")
