"""The balance lab on a Dask cluster: a local cluster of two worker processes gives the figures that
``--jobs 2`` gives for the same seeds (simulate and compare), and an address where no scheduler
listens, or something else does, is said in a sentence before anything is compiled or played."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.services.lab import cluster
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


def test_no_scheduler_at_the_address() -> None:
    result = CliRunner().invoke(
        main, ["simulate", "--games", "5", "--cluster", "tcp://127.0.0.1:9", "--engine", "python"]
    )
    assert result.exit_code == 2
    assert "--cluster tcp://127.0.0.1:9: cannot reach a Dask scheduler there (Connection refused)" in result.output
    assert "Traceback" not in result.output


@contextmanager
def _server(answer: bytes | None) -> Iterator[str]:
    """A TCP server on a free port of 127.0.0.1 that takes every connection and sends ``answer`` (or
    nothing, ever), as an HTTP server or a stuck service does to what Dask says first."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    held: list[socket.socket] = []

    def serve() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            held.append(conn)
            if answer is not None:
                conn.sendall(answer)

    threading.Thread(target=serve, daemon=True).start()
    try:
        yield f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        listener.close()
        for conn in held:
            conn.close()


HTTP = b"HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n"


def test_every_wrong_address_is_a_sentence_before_anything_is_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    """A typo, a missing port, the dashboard's http:// address, an HTTP server (Dask read its answer as a
    3 EiB message) and a server that never answers (Dask waited past two minutes): each is said in a
    sentence, before the native engine compiles anything."""
    monkeypatch.setattr(cluster, "PROBE_SECONDS", 1)
    with _server(HTTP) as http, _server(None) as silent:
        cases = {
            "notanaddress": "the address needs the scheduler's port (8786 unless it was told otherwise)",
            "tcp://127.0.0.1": "tcp://127.0.0.1: the address needs the scheduler's port",
            "http://127.0.0.1:8786": "a Dask scheduler's address starts with tcp:// (http://HOST:8787 is its dashboard",
            "tcp://127.0.0.1:99999": "a port is a number from 1 to 65535",
            "udp://127.0.0.1:8786": "over tcp:// or tls://, not udp://",
            "tcp://no-such-host.invalid:8786": "no machine is named 'no-such-host.invalid'",
            http: "an HTTP server answered there (it said 'HTTP/1.1 400 Bad Request')",
            silent: "no answer in 1 s (a Dask scheduler speaks at once",
        }
        for address, said in cases.items():
            args = ["simulate", "--games", "5", "--bots", "normal", "--cluster", address, "--engine", "native"]
            result = CliRunner().invoke(main, args)
            assert result.exit_code == 2, (address, result.output)
            assert f"--cluster {address}" in result.output and said in result.output, (address, result.output)
            assert "compiling" not in result.output and "Traceback" not in result.output
        for command in (
            ["compare", "base", "--option-b", "starting_coins=4"],
            ["tune", "base", "--vary", "cards.cafe.cost=1..2"],
        ):
            result = CliRunner().invoke(main, [*command, "--games", "5", "--cluster", http])
            assert result.exit_code == 2 and "an HTTP server answered there" in result.output, result.output


def test_a_scheduler_is_told_from_other_servers(scheduler: str) -> None:
    cluster.check(scheduler)  # a real scheduler passes the check
    client = cluster.connect(scheduler)
    try:
        assert cluster.slots(client) == 2
    finally:
        client.close()


def test_a_file_the_workers_cannot_read_is_said(scheduler: str, tmp_path: Path) -> None:
    """The workers load the edition from its path: one they cannot read fails the run with a sentence."""
    path = tmp_path / "mine.yaml"
    path.write_text("extends: base\nname: Mine\n", encoding="utf-8")
    from engine.services.lab.run import Setup, run

    setup = Setup(str(path), 2, ("basic", "basic"))
    setup.game()
    path.unlink()  # here it was read; the workers find nothing at its path
    with pytest.raises(cluster.WorkerFailed, match=r"a chunk of games failed on the cluster: .*the same path"):
        run(setup, 10, 0, cluster=scheduler)
