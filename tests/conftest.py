from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from engine.i18n import ENVIRONMENT

# hypothesis keeps no example database in the working folder (tests write only to temporary folders).
# Two profiles: ci (the default: each test's own number of examples) and dev, a fifth of them, for a quick
# run while working (``pytest -m "not slow" --hypothesis-profile dev``; tests/examples.py scales them).
settings.register_profile("ci", database=None, max_examples=100)
settings.register_profile("dev", database=None, max_examples=20)
settings.load_profile("ci")

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture(autouse=True)
def _hermetic(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """No test reads or writes outside its temporary folders: a home and mk's state folder of its own
    (the default save lives there), inherited by the processes a test starts; the working folder is
    restored after the test. No locale variable says the language (a developer's LANG=de_DE would). A
    patch of its own, so that a test's ``monkeypatch`` is undone first."""
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(os.getcwd())
        patch.setenv("HOME", str(home))
        patch.setenv("MK_ENGINE", "python")  # no test waits for a native compile unless it asks for one
        for name, sub in (
            ("XDG_STATE_HOME", ".local/state"),
            ("XDG_CONFIG_HOME", ".config"),
            ("XDG_CACHE_HOME", ".cache"),
        ):
            patch.setenv(name, str(home / sub))
        patch.delenv("MK_ALLOW_OUTSIDE_PATHS", raising=False)  # a developer's own trust
        for name in ENVIRONMENT:  # the players' language is English unless a test chooses another
            patch.delenv(name, raising=False)
        yield


@pytest.fixture(scope="session")
def native_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache of compiled modules for the run (each test still has its own HOME): with pytest -n, the
    workers share it, in the run's own temporary folder (a module is written atomically, numba's cache
    too), so an edition is compiled once a run, not once a worker."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = tmp_path_factory.getbasetemp().parent / "native-cache"
        shared.mkdir(exist_ok=True)
        return shared
    return tmp_path_factory.mktemp("native-cache")


@pytest.fixture
def compiled(native_cache: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("MK_NATIVE_CACHE", str(native_cache))
    yield
