"""The balance lab on a Dask cluster: a local cluster of two worker processes gives the figures that
``--jobs 2`` gives for the same seeds (simulate and compare), and an address where no scheduler
listens is said in a sentence."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.services import cluster
from engine.ui.cli import main

distributed = pytest.importorskip("distributed", reason="the cluster extra (dask[distributed]) is not installed")


@pytest.fixture(scope="module")
def scheduler(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("dask")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, local_directory=str(folder)
    ) as local:
        yield local.scheduler_address


def _figures(output: str) -> dict[str, object]:
    data = json.loads(output)
    for key in ("games_per_s", "turns_per_s"):
        data.pop(key, None)
    return data


def test_a_cluster_plays_the_games_jobs_play(scheduler: str) -> None:
    common = ["simulate", "--games", "300", "--players", "3", "--bots", "basic,normal,random", "--rotate"]
    common += ["--engine", "python", "--format", "json"]
    on_cluster = CliRunner().invoke(main, [*common, "--cluster", scheduler])
    assert on_cluster.exit_code == 0, on_cluster.output
    with_jobs = CliRunner().invoke(main, [*common, "--jobs", "2"])
    assert _figures(on_cluster.stdout) == _figures(with_jobs.stdout)
    assert json.loads(on_cluster.stdout)["games"] == 300


def test_compare_on_a_cluster(scheduler: str) -> None:
    args = ["compare", "base", "--option-b", "starting_coins=8", "--games", "120", "--players", "2"]
    args += ["--engine", "python", "--format", "json"]
    on_cluster = CliRunner().invoke(main, [*args, "--cluster", scheduler])
    assert on_cluster.exit_code == 0, on_cluster.output
    assert json.loads(on_cluster.stdout) == json.loads(CliRunner().invoke(main, [*args, "--jobs", "2"]).stdout)


def test_no_scheduler_at_the_address(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 1)
    result = CliRunner().invoke(
        main, ["simulate", "--games", "5", "--cluster", "tcp://127.0.0.1:9", "--engine", "python"]
    )
    assert result.exit_code == 2
    assert "--cluster: cannot reach a Dask scheduler at tcp://127.0.0.1:9" in result.output
    assert "Traceback" not in result.output


def test_a_file_the_workers_cannot_read_is_said(scheduler: str, tmp_path: Path) -> None:
    """The workers load the edition from its path: one they cannot read fails the run with a sentence."""
    path = tmp_path / "mine.yaml"
    path.write_text("extends: base\nname: Mine\n", encoding="utf-8")
    from engine.services.lab import Setup, run

    setup = Setup(str(path), 2, ("basic", "basic"))
    setup.game()
    path.unlink()  # here it was read; the workers find nothing at its path
    with pytest.raises(cluster.WorkerFailed, match=r"a chunk of games failed on the cluster: .*the same path"):
        run(setup, 10, 0, cluster=scheduler)
