"""`mk lsp` against a hostile client: framing that lies, files that are no files, bursts of work,
control characters in what it says. Each server runs in a process of its own with a CPU-time and an
address-space limit (a blow-up fails the test, not the machine), and every answer is awaited for a
bounded time."""

from __future__ import annotations

import asyncio
import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from pygls.uris import from_fs_path
from test_lsp import RULE, Editor, at, opened

pytest.importorskip("resource")  # each server runs within limits (POSIX)

MEMORY = 1024 * 2**20
SECONDS = 120
ANSWER = 10.0
"""Seconds an answer may take: far more than any of these needs, far less than a hang."""
LIMITED = f"""
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, ({MEMORY}, {MEMORY}))
resource.setrlimit(resource.RLIMIT_CPU, ({SECONDS}, {SECONDS}))
from engine.ui.cli import main
main()
"""
"""mk lsp within the limits."""


def frame(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def request(n: int, method: str, params: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": n, "method": method, "params": params}


def notification(method: str, params: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": method, "params": params}


def hover(n: int, uri: str, line: int = 3, character: int = 3) -> dict[str, Any]:
    where = {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
    return request(n, "textDocument/hover", where)


class Wire:
    """mk lsp spoken to byte by byte: what is sent is sent as it is, answers are collected by id (its
    stderr is drained, so that the server never waits on it)."""

    uri = ""
    """The document a test opened, if any."""

    def __init__(self, folder: Path, code: str = LIMITED, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", code, "lsp", *args],
            cwd=folder,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.answers: queue.Queue[dict[str, Any]] = queue.Queue()
        self.got: dict[Any, dict[str, Any]] = {}
        self.notes: list[dict[str, Any]] = []
        self.stderr = bytearray()
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain, daemon=True).start()
        start = {"processId": None, "rootUri": from_fs_path(str(folder)), "capabilities": {}}
        self.send(frame(request(0, "initialize", start)))
        self.answer(0)
        self.send(frame(notification("initialized", {})))

    def _read(self) -> None:
        out = self.process.stdout
        assert out is not None
        length = 0
        while header := out.readline():
            if header.lower().startswith(b"content-length:"):
                length = int(header.split(b":")[1])
            elif not header.strip() and length:
                message = json.loads(out.read(length))
                length = 0
                if "id" in message and "method" not in message:
                    self.answers.put(message)
                else:
                    self.notes.append(message)

    def _drain(self) -> None:
        assert self.process.stderr is not None
        while chunk := self.process.stderr.read1(65536):
            self.stderr += chunk

    def send(self, data: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def answer(self, n: int, within: float = ANSWER) -> dict[str, Any]:
        """The answer to request ``n``, which must come within ``within`` seconds."""
        end = time.monotonic() + within
        while n not in self.got:
            try:
                message = self.answers.get(timeout=max(end - time.monotonic(), 0.001))
            except queue.Empty:
                alive = "alive" if self.process.poll() is None else f"exited with {self.process.returncode}"
                tail = bytes(self.stderr[-2000:]).decode(errors="replace")
                raise AssertionError(f"no answer to request {n} in {within} s (the server {alive}):\n{tail}") from None
            self.got[message["id"]] = message
        return self.got.pop(n)

    def peak(self) -> int:
        """The most memory the server has held so far, in bytes (Linux)."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(status.split("VmHWM:")[1].split()[0]) * 1024

    def close(self) -> None:
        try:
            if self.process.poll() is None:
                self.send(frame(request(999_999, "shutdown", None)) + frame(notification("exit", None)))
                self.process.wait(5)
        except (OSError, subprocess.TimeoutExpired):
            pass
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def wire(tmp_path: Path) -> Any:
    """A server with the house rule open."""
    w = Wire(tmp_path)
    w.uri = written(tmp_path, RULE)
    item = {"uri": w.uri, "languageId": "yaml", "version": 1, "text": RULE}
    w.send(frame(notification("textDocument/didOpen", {"textDocument": item})))
    yield w
    w.close()


def written(folder: Path, text: str, name: str = "house.yaml") -> str:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return from_fs_path(str(path)) or ""


def answered_about_the_cafe(w: Any, n: int, within: float = ANSWER) -> None:
    """Request ``n`` (a hover on the house rule's cafe) is answered with the cafe's facts."""
    got = w.answer(n, within)
    assert "error" not in got, got
    assert "**Cafe**" in got["result"]["contents"]["value"]


BODY = json.dumps(hover(1, "file:///nowhere/x.yaml")).encode()
GARBLED = {  # and more, read in this process: tests/test_lsp_wire.py
    "negative length": b"Content-Length: -5\r\n\r\n" + BODY,
    "length not a number": b"Content-Length: five\r\n\r\n" + BODY,
    "hexadecimal length": b"Content-Length: 0x10\r\n\r\n" + BODY,
    "length too short for the body": b"Content-Length: %d\r\n\r\n" % (len(BODY) - 10) + BODY,
    "huge length": b"Content-Length: 1000000000000\r\n\r\n" + BODY,
    "no length": b"Content-Type: application/vscode-jsonrpc\r\n\r\n" + BODY,
    "a body that is not JSON-RPC": frame({"hello": "world"}),
    "no header at all": BODY,
}


@pytest.mark.parametrize("case", sorted(GARBLED))
def test_after_a_garbled_message_the_next_request_is_answered(wire: Any, case: str) -> None:
    wire.send(GARBLED[case])
    wire.send(frame(hover(2, wire.uri)))
    answered_about_the_cafe(wire, 2)
    assert wire.process.poll() is None
    wire.send(frame(hover(3, wire.uri)))  # and the one after
    answered_about_the_cafe(wire, 3)


def test_a_request_whose_params_are_wrong_gets_an_error_not_a_silence(wire: Any) -> None:
    wire.send(frame(request(2, "textDocument/hover", {"textDocument": {"uri": 5}, "position": "here"})))
    got = wire.answer(2)
    assert got["error"]["code"] in (-32602, -32600, -32603)
    wire.send(frame(hover(3, wire.uri)))
    answered_about_the_cafe(wire, 3)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the peak memory from /proc")
def test_a_100_mb_header_line_is_not_held_in_memory(wire: Any) -> None:
    wire.send(frame(hover(2, wire.uri)))
    answered_about_the_cafe(wire, 2)
    before = wire.peak()
    line = b"X-Junk: " + b"a" * (100 * 2**20) + b"\r\n"
    wire.send(line + b"\r\n" + frame(hover(3, wire.uri)))
    answered_about_the_cafe(wire, 3)
    assert wire.peak() - before < 40 * 2**20  # a few header lines' worth, not the line


def test_a_million_header_lines_are_skipped_in_bounded_time(wire: Any) -> None:
    wire.send(frame(hover(2, wire.uri)))
    answered_about_the_cafe(wire, 2)
    started = time.monotonic()
    wire.send(b"X-Junk: 1\r\n" * 1_000_000 + b"\r\n" + frame(hover(3, wire.uri)))
    answered_about_the_cafe(wire, 3)
    assert time.monotonic() - started < 5


def test_garbage_without_a_newline_is_skipped_to_the_next_header(wire: Any) -> None:
    wire.send(os.urandom(3 * 2**20).replace(b"\n", b" ") + frame(hover(2, wire.uri)))
    answered_about_the_cafe(wire, 2)


# -- files that are no files --------------------------------------------------------------------------


def hostile_files(folder: Path) -> dict[str, str]:
    """URIs of what a client may name that is not a file to read whole: a device, a FIFO, a file of
    10 GB (sparse: it takes no room), one that does not exist."""
    fifo, huge = folder / "fifo.yaml", folder / "huge.yaml"
    os.mkfifo(fifo)
    with huge.open("wb") as f:
        f.truncate(10 * 2**30)
    return {
        "device": "file:///dev/zero",
        "fifo": from_fs_path(str(fifo)) or "",
        "huge": from_fs_path(str(huge)) or "",
        "missing": from_fs_path(str(folder / "missing.yaml")) or "",
    }


FILES = ["device", "fifo", "huge", "missing"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
@pytest.mark.parametrize("target", FILES)
def test_a_question_about_a_file_the_client_did_not_send_reads_only_a_regular_file(
    wire: Any, tmp_path: Path, target: str
) -> None:
    uri = hostile_files(tmp_path)[target]
    for n, method in enumerate(("textDocument/hover", "textDocument/completion", "textDocument/definition"), 2):
        where = {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}
        wire.send(frame(request(n, method, where)))
        got = wire.answer(n)
        assert "error" not in got, got
    wire.send(frame(hover(9, wire.uri)))
    answered_about_the_cafe(wire, 9)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
@pytest.mark.parametrize("target", FILES)
def test_a_save_of_a_file_that_is_no_file_is_not_read(wire: Any, tmp_path: Path, target: str) -> None:
    uri = hostile_files(tmp_path)[target]
    wire.send(frame(notification("textDocument/didSave", {"textDocument": {"uri": uri}})))
    wire.send(frame(hover(2, wire.uri)))
    answered_about_the_cafe(wire, 2)
    time.sleep(0.5)  # a save is checked a moment later, in the background
    wire.send(frame(hover(3, wire.uri)))
    answered_about_the_cafe(wire, 3)
    errors = [m for m in wire.notes if m.get("method") == "window/showMessage"]
    assert errors == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
@pytest.mark.parametrize("target", ["device", "fifo"])
def test_an_open_document_at_a_path_that_is_no_file_is_checked_from_its_text_and_saved_without_a_read(
    wire: Any, tmp_path: Path, target: str
) -> None:
    uri = hostile_files(tmp_path)[target]
    item = {"uri": uri, "languageId": "yaml", "version": 1, "text": RULE}
    wire.send(frame(notification("textDocument/didOpen", {"textDocument": item})))
    wire.send(frame(notification("textDocument/didSave", {"textDocument": {"uri": uri}})))
    wire.send(frame(hover(2, uri)))
    answered_about_the_cafe(wire, 2)
    wire.send(frame(hover(3, wire.uri)))
    answered_about_the_cafe(wire, 3)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_an_extends_of_a_fifo_is_refused_not_waited_on(wire: Any, tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "parent.yaml")
    text = RULE.replace("extends: base", "extends: parent.yaml")
    uri = written(tmp_path, text, "child.yaml")
    item = {"uri": uri, "languageId": "yaml", "version": 1, "text": text}
    wire.send(frame(notification("textDocument/didOpen", {"textDocument": item})))
    wire.send(frame(hover(2, uri)))
    assert "error" not in wire.answer(2)
    wire.send(frame(hover(3, wire.uri)))
    answered_about_the_cafe(wire, 3)


# -- bursts of work ------------------------------------------------------------------------------------

COUNTED = f"""
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, ({MEMORY}, {MEMORY}))
from engine.services.check import studio
counts = sys.argv.pop()
class Counted(studio.Checker):
    runs = 0
    def run(self, *args, **kwargs):
        Counted.runs += 1
        with open(counts, "w") as f:
            f.write(str(Counted.runs))
        return super().run(*args, **kwargs)
studio.Checker = Counted
from engine.ui.cli import main
main()
"""
"""mk lsp counting its analyses (full checks of a text) in a file."""


def large_rule(cards: int = 300) -> str:
    """A house rule of ``cards`` cards (about 170 bytes each), whose check takes a while."""
    lines = ["extends: base", "name: House", "cards:"]
    for i in range(cards):
        lines += [
            f"  c{i}:",
            f"    name: C{i}",
            "    colour: blue",
            "    roll: [1]",
            "    cost: 1",
            "    copies: 6",
            "    icon: wheat",
            f"    effect: gain 1 * count(card(c{i})) + count(icon(wheat)) + count(card(c{(i + 1) % cards}))",
        ]
    return "\n".join(lines) + "\n"


def test_a_burst_of_opens_changes_and_hovers_is_worked_a_bounded_number_of_times(tmp_path: Path) -> None:
    counts = tmp_path / "counts"
    w = Wire(tmp_path, COUNTED, str(counts))
    try:
        text = large_rule()
        uri = written(tmp_path, text, "large.yaml")
        n = 1
        for version in range(1, 201):  # an open or a change, then a hover, 200 times
            edited = text + f"# {version}\n"
            item = {"uri": uri, "languageId": "yaml", "version": version, "text": edited}
            if version % 2:
                w.send(frame(notification("textDocument/didOpen", {"textDocument": item})))
            else:
                change = {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited}]}
                w.send(frame(notification("textDocument/didChange", change)))
            n += 1
            w.send(frame(hover(n, uri, 4, 4)))
        for k in range(200):  # and as many more hovers on the newest text
            w.send(frame(hover(n + 1 + k, uri, 4 + 8 * k, 4)))
        started = time.monotonic()
        w.send(frame(hover(1000, uri, 4, 4)))
        got = w.answer(1000, within=ANSWER)
        assert "**C0**" in got["result"]["contents"]["value"]
        assert time.monotonic() - started < 5
        w.send(frame(request(1001, "shutdown", None)))
        assert "error" not in w.answer(1001, within=2)
        for k in range(2, n + 201):  # every hover got its answer
            w.answer(k, within=ANSWER)
        # each analysis is of the newest text when it starts, so how many there are depends on how fast the
        # machine analyses while the burst arrives (3 to 11 seen): never one per message (hundreds before)
        assert 1 <= int(counts.read_text()) <= 25
    finally:
        w.close()


def test_a_save_burst_is_checked_once_and_the_server_keeps_answering(wire: Any) -> None:
    for _ in range(100):
        wire.send(frame(notification("textDocument/didSave", {"textDocument": {"uri": wire.uri}})))
    started = time.monotonic()
    wire.send(frame(hover(2, wire.uri)))
    answered_about_the_cafe(wire, 2)
    assert time.monotonic() - started < 3
    deadline = time.monotonic() + 20
    while not [m for m in wire.notes if m.get("method") == "textDocument/publishDiagnostics"]:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    time.sleep(1)
    published = [m for m in wire.notes if m.get("method") == "textDocument/publishDiagnostics"]
    assert 1 <= len(published) <= 3


def test_a_completion_list_is_cut_for_a_file_with_more_ids_than_an_edition_may_have(wire: Any, tmp_path: Path) -> None:
    text = large_rule(1200)  # more cards than the limit
    uri = written(tmp_path, text, "large.yaml")
    item = {"uri": uri, "languageId": "yaml", "version": 1, "text": text}
    wire.send(frame(notification("textDocument/didOpen", {"textDocument": item})))
    where = {"textDocument": {"uri": uri}, "position": {"line": 3, "character": 3}}
    wire.send(frame(request(2, "textDocument/completion", where)))
    got = wire.answer(2)["result"]
    assert len(got["items"]) < 1200 and got["isIncomplete"] is True  # cut (at engine.ui.lsp.ITEMS)


# -- control characters ----------------------------------------------------------------------------------

SNEAKY = RULE.replace("cafe: {cost: 1}", '"caf\\e\\a\\u202e": {cost: 1}').replace(
    "name: Fountain", 'name: "Foun\\e]0;x\\atain\\u202e"'
)
RAW = ("\x1b", "\x07", "\u202e")


def test_what_the_server_says_shows_control_characters_visibly(tmp_path: Path) -> None:
    uri = written(tmp_path, SNEAKY)

    async def session() -> None:
        editor = Editor()
        await editor.start(tmp_path)
        try:
            client = editor.client
            opened(client, uri, SNEAKY)
            await editor.diagnosed()
            messages = [d.message for d in editor.diagnostics[uri]]
            assert any("caf\\x1b\\x07\\u202e" in m for m in messages)
            told = await client.text_document_hover_async(types.HoverParams(**at(uri, 4, 3)))
            assert told is not None and isinstance(told.contents, types.MarkupContent)
            assert "Foun\\x1b\\]0;x\\x07tain\\u202e" in told.contents.value  # visible, and Markdown-escaped
            items = await client.text_document_completion_async(types.CompletionParams(**at(uri, 11, 20)))
            assert isinstance(items, types.CompletionList)
            words = [i.label for i in items.items] + [i.detail or "" for i in items.items]
            assert "caf\\x1b\\x07\\u202e" in words and "Foun\\x1b]0;x\\x07tain\\u202e" in words
            for said in [*messages, told.contents.value, *words]:
                assert not any(c in said for c in RAW), said
        finally:
            await editor.stop()

    asyncio.run(asyncio.wait_for(session(), 60))


def test_the_analyses_kept_are_bounded_however_many_files_are_opened(tmp_path: Path) -> None:
    """A client that opens thousands of files: the newest ANALYSES analyses are kept, the others made
    again when asked."""
    from engine.ui import lsp

    studio = lsp.Studio(None)  # type: ignore[arg-type]  # document() never asks the server
    uris = [from_fs_path(str(tmp_path / f"rule{i}.yaml")) or "" for i in range(lsp.ANALYSES + 8)]
    for uri in uris:
        assert studio.document(uri, RULE) is not None
    assert list(studio.documents) == uris[-lsp.ANALYSES :]
    again = studio.document(uris[0], RULE)
    assert again is not None and again.hover(4, 3) and uris[0] in studio.documents and uris[8] not in studio.documents
