from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

# hypothesis keeps no example database in the working folder (tests write only to temporary folders)
settings.register_profile("mk", database=None)
settings.load_profile("mk")

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture(autouse=True)
def _hermetic(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes outside its temporary folders: a home and mk's state folder of its own
    (the default save lives there), inherited by the processes a test starts."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    for name, sub in (("XDG_STATE_HOME", ".local/state"), ("XDG_CONFIG_HOME", ".config"), ("XDG_CACHE_HOME", ".cache")):
        monkeypatch.setenv(name, str(home / sub))
    monkeypatch.delenv("MK_ALLOW_OUTSIDE_PATHS", raising=False)
