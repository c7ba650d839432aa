"""The wheel carries the built-in editions, the schema and the grammar, and works installed."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_wheel_contains_data_and_runs(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (wheel,) = dist.glob("mk_machikoro-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "engine/_data/editions/base.yaml" in names
    assert "engine/_data/schema/edition.schema.json" in names
    assert "dsl/effect.lark" in names
    licence = [n for n in names if n.endswith(".dist-info/licenses/LICENSE") or n.endswith(".dist-info/LICENSE")]
    assert licence, sorted(n for n in names if "dist-info" in n)  # the MIT licence the metadata names
    assert "MIT License" in zipfile.ZipFile(wheel).read(licence[0]).decode()
    # installed on its own (dependencies from this environment), away from the source tree
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    code = (
        "import engine, dsl; from engine.load.loader import builtin_editions, load_edition; "
        f"assert engine.__file__.startswith({str(target)!r}), engine.__file__; "
        "print(sorted(builtin_editions()), len(load_edition('base').cards))"
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "'base'" in done.stdout and done.stdout.strip().endswith("15")


def test_the_distribution_name_and_the_extras() -> None:
    """The package installs as mk-machikoro ("mk" on the registry is another project); the test extra
    holds the rl, serve, native, lab and cluster extras' packages without naming the project by a
    registry name; --version names it."""
    import tomllib

    from click.testing import CliRunner

    from engine import DISTRIBUTION
    from engine.ui.cli import main

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["name"] == DISTRIBUTION == "mk-machikoro" and project["scripts"] == {"mk": "engine.ui.cli:main"}
    extras = project["optional-dependencies"]
    assert all(set(extras[name]) <= set(extras["test"]) for name in ("rl", "serve", "native", "lab", "cluster"))
    assert not any(req.split("[")[0].strip() in ("mk", DISTRIBUTION) for req in extras["test"])
    result = CliRunner().invoke(main, ["--version"], prog_name="mk")
    assert result.exit_code == 0 and result.output.startswith("mk, version ")


def test_the_pre_commit_example_names_the_release_of_this_version() -> None:
    """The hook's example and docs/editions.md pin ``rev: vVERSION`` of this version (a tag of the release)."""
    import re
    import tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    for path in (ROOT / ".pre-commit-hooks.yaml", ROOT / "docs" / "editions.md"):
        revs = re.findall(r"rev: (\S+)", path.read_text())
        assert revs and set(revs) == {f"v{version}"}, (path, revs)


def test_every_install_hint_names_this_package_and_a_real_extra() -> None:
    """Every message that tells a user to install something names mk's own package (made in one place,
    engine.install_hint) and an extra that pyproject.toml declares: "mk[lsp]" would install another
    project from the registry."""
    import re
    import tomllib

    from engine import DISTRIBUTION, install_hint

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == DISTRIBUTION
    extras = set(project["optional-dependencies"])
    named: set[str] = set()
    for path in [*ROOT.glob("engine/**/*.py"), *ROOT.glob("dsl/**/*.py")]:
        text = path.read_text(encoding="utf-8")
        if path != ROOT / "engine" / "__init__.py":
            # an install line written out by hand, anywhere but the one place that makes them
            assert not re.search(r"pip install ['\"]?[\w.-]*\[", text), path
        named.update(re.findall(r"install_hint\(\s*['\"]([\w-]+)['\"]", text))
    assert {"lsp", "print", "serve", "lab", "native", "cluster", "rl"} <= named
    assert named <= extras, named - extras
    assert install_hint("print").startswith(f"pip install '{DISTRIBUTION}[print]'")
