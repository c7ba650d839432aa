"""The import structure: layers that import only downwards, and no import circle.

effect language (dsl) <- rules core (engine.core) <- loading (engine.load)
<- services (engine.services) <- front ends (engine.ui). Imports inside
functions count too: a late import is still a dependency. The layer rule
counts type-only imports (``if TYPE_CHECKING:``) as well, and so does the
circle rule: no module depends on another that depends on it, not even for a
type annotation (``State`` reads the game's tables, ``engine.core.tables``, not
the ``Game`` that creates it).

The size rule keeps every module and function readable: no module over 700
lines, no function over 80 (the hot path included: its long branches are
methods of their own).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ["dsl", "engine.core", "engine.load", "engine.i18n", "engine.native", "engine.services", "engine.ui"]


def modules() -> dict[str, Path]:
    out = {}
    for folder in ("dsl", "engine"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def imports(path: Path, known: dict[str, Path], typing_too: bool = True) -> set[str]:
    """The project modules that ``path`` imports, anywhere in the file (with ``typing_too``,
    also inside ``if TYPE_CHECKING:``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if not typing_too:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
                node.body = []
    found: set[str] = set()
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            # `from pkg import mod` imports the module pkg.mod when there is one
            names = [f"{node.module}.{alias.name}" for alias in node.names] + [node.module]
        for name in names:
            if name in known:
                found.add(name)
    return found


def layer(module: str) -> int:
    ranks = [i for i, prefix in enumerate(LAYERS) if module == prefix or module.startswith(prefix + ".")]
    return ranks[-1] if ranks else -1


GRAPH = {name: imports(path, modules()) - {name} for name, path in modules().items()}
RUNTIME = {name: imports(path, modules(), typing_too=False) - {name} for name, path in modules().items()}


def test_every_module_has_a_layer() -> None:
    loose = [m for m in GRAPH if layer(m) < 0 and m not in ("engine",)]
    assert loose == []


def test_imports_only_go_down() -> None:
    upward = [
        f"{m} ({LAYERS[layer(m)]}) imports {t} ({LAYERS[layer(t)]})"
        for m, targets in GRAPH.items()
        for t in sorted(targets)
        if layer(t) > layer(m)
    ]
    assert upward == []


SERVICES = {
    "engine.services.players": 0,
    "engine.services.play": 1,
    "engine.services.check": 2,
    "engine.services.lab": 2,
}
"""The services' subpackages by rank: bots and agents <- a game played <- the author's checks, the lab
(these two side by side: neither imports the other)."""


def service(module: str) -> str | None:
    return next((p for p in SERVICES if module == p or module.startswith(p + ".")), None)


def test_the_services_subpackages_import_only_down() -> None:
    services = [m for m in GRAPH if m.startswith("engine.services.")]
    assert services and all(service(m) for m in services)  # every service is in a subpackage
    wrong = [
        f"{m} imports {t}"
        for m in services
        for t in sorted(GRAPH[m])
        if service(t) is not None and service(t) != service(m) and SERVICES[service(t)] >= SERVICES[service(m)]  # type: ignore[index]
    ]
    assert wrong == []


def test_no_import_circle() -> None:
    # Tarjan's strongly connected components; any component of two or more is a circle
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(GRAPH.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                circles.append(sorted(comp))

    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    assert circles == []


def test_the_checks_see_real_edges() -> None:
    assert "engine.core.state" in RUNTIME["engine.core.game"]
    assert "engine.load.loader" in RUNTIME["engine.services.check.validate"]
    assert "engine.core.tables" in GRAPH["engine.core.state"]
    assert "engine.core.game" not in GRAPH["engine.core.state"]
    assert "engine.core.state" in GRAPH["engine.core.decisions"]


def functions(path: Path) -> list[tuple[str, int]]:
    """(qualified name, lines) of every function in a module."""
    out: list[tuple[str, int]] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out.append((f"{prefix}.{child.name}", child.end_lineno - child.lineno + 1))  # type: ignore[operator]
                visit(child, f"{prefix}.{child.name}")
            elif isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}.{child.name}")

    name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    visit(ast.parse(path.read_text(encoding="utf-8")), name)
    return out


def test_modules_and_functions_stay_readable() -> None:
    long_modules = {m: n for m, p in modules().items() if (n := len(p.read_text(encoding="utf-8").splitlines())) > 700}
    long_functions = {f: n for p in modules().values() for f, n in functions(p) if n > 80}
    assert long_modules == {} and long_functions == {}
