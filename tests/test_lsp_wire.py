"""`mk lsp`'s own reader of the protocol's frames, and its work lanes, in this process: what a frame
that lies about itself does to the reading (it is skipped, and the next one is read), within how
much memory; which checks and questions a lane works, and in what order."""

from __future__ import annotations

import io
import json
import logging
import threading
from concurrent.futures import Future
from typing import Any

import pytest

from engine.core.limits import LIMITS
from engine.ui import lspwire, lspwork
from engine.ui.lspwire import BODY_BYTES, CHUNK, HEADER_BYTES, HEADER_LINES, Ended, Frames, Told
from engine.ui.lspwork import QUESTIONS, Lane


def frame(value: Any) -> bytes:
    body = json.dumps(value).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_all(data: bytes) -> list[Any]:
    frames, out = Frames(io.BytesIO(data)), []
    while True:
        try:
            out.append(frames.message())
        except Ended:
            return out


class Trickle:
    """A stream of ``parts`` (bytes, or a count of bytes of ``fill``), read a pipe's worth at a time,
    that remembers how much the reader ever held."""

    def __init__(self, frames: list[bytes | int], fill: bytes = b"a"):
        self.parts, self.fill, self.held = list(frames), fill, 0
        self.frames: Frames | None = None

    def read1(self, size: int = CHUNK, /) -> bytes:
        if self.frames is not None:
            self.held = max(self.held, len(self.frames.buffer))
        while self.parts:
            part = self.parts[0]
            if isinstance(part, int):
                n = min(part, CHUNK, size)
                self.parts[0] = part - n
                if self.parts[0] == 0:
                    self.parts.pop(0)
                if n:
                    return self.fill * n
            else:
                self.parts.pop(0)
                if part:
                    return part
        return b""


GOOD = {"jsonrpc": "2.0", "id": 7, "method": "shutdown"}
BODY = json.dumps(GOOD).encode()
LIES = {
    "negative length": b"Content-Length: -5\r\n\r\n" + BODY,
    "length with a sign": b"Content-Length: +5\r\n\r\n" + BODY,
    "length not a number": b"Content-Length: five\r\n\r\n" + BODY,
    "length too short": b"Content-Length: 20\r\n\r\n" + BODY,
    "huge length": b"Content-Length: 1000000000000\r\n\r\n" + BODY,
    "length of a thousand digits": b"Content-Length: " + b"9" * 1000 + b"\r\n\r\n" + BODY,
    "no length": b"Content-Type: x\r\n\r\n" + BODY,
    "a header line without a colon": b"Content-Length 5\r\n\r\n" + BODY,
    "no header": BODY,
    "a body that is not JSON": b"Content-Length: 5\r\n\r\nhello",
    "a body in Latin-1": b"Content-Length: 2\r\n\r\n\xe9\xe9",
    "an empty body": b"Content-Length: 0\r\n\r\n",
    "too deep": b"Content-Length: 5000\r\n\r\n" + b"[" * 5000,
}


@pytest.mark.parametrize("lie", sorted(LIES))
def test_a_frame_that_lies_is_skipped_and_the_next_one_is_read(lie: str, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, "mk.lsp"):
        assert read_all(LIES[lie] + frame({"n": 1}) + frame({"n": 2})) == [{"n": 1}, {"n": 2}]
    assert any("skipped a message" in r.getMessage() for r in caplog.records)


def test_frames_are_read_as_the_protocol_writes_them_and_as_clients_bend_it() -> None:
    body = json.dumps({"text": "Content-Length: 3\r\n\r\n{}"}).encode()  # a header inside a text is text
    assert read_all(
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: %d\r\n\r\n" % len(body)
        + body
        + b"\r\n\r\n"  # blank lines between messages
        + b"content-length: 2\n\n{}"  # a header's name in any case; LF alone
        + b"Content-Length:   4  \r\n\r\nnull"
    ) == [{"text": "Content-Length: 3\r\n\r\n{}"}, {}, None]


def test_a_length_too_long_is_read_up_to_the_end_of_its_json() -> None:
    # the next message is read as it comes: the rest of the body is not waited for
    first, second = frame({"n": 1}), frame({"n": 2})
    assert read_all(b"Content-Length: %d\r\n\r\n" % (len(first) + 10) + b'{"n": 0}' + first + second) == [
        {"n": 0},
        {"n": 1},
        {"n": 2},
    ]


@pytest.mark.parametrize(
    ("parts", "fill"),
    [
        ([b"X-Junk: ", 50 * 2**20, b"\r\n\r\n"], b"a"),  # one header line of 50 MB
        ([b"Content-Length: ", 50 * 2**20, b"\r\n\r\n"], b"0"),  # ...which is a length
        ([50 * 2**20], b"z"),  # garbage without a newline
        ([b"Content-Length: 5\r\n" * 200_000, b"\r\n"], b""),  # 200,000 header lines
        ([b"Content-Length: -1\r\n" * 20_000], b""),
        ([b"\r\n" * 100_000], b""),
    ],
)
def test_the_reader_holds_a_bounded_amount_whatever_comes(parts: list[bytes | int], fill: bytes) -> None:
    stream = Trickle([*parts, frame({"n": 1})], fill)
    frames = Frames(stream)
    stream.frames = frames
    assert frames.message() == {"n": 1}
    assert stream.held <= HEADER_BYTES * HEADER_LINES + CHUNK


def test_the_limits_hold_the_largest_text_mk_reads_written_as_json_as_large_as_it_can() -> None:
    assert HEADER_BYTES >= 1024 and HEADER_LINES >= 10
    largest = json.dumps({"text": "\x01" * LIMITS["file_bytes"].value})  # every character a \\u0001
    assert len(largest) < BODY_BYTES
    body = json.dumps({"jsonrpc": "2.0", "method": "m", "params": {"text": "é" * 1000}}).encode()
    assert read_all(frame(json.loads(body)))[0]["params"]["text"] == "é" * 1000


def test_what_the_server_writes_on_stderr_is_one_visible_line_a_message_and_a_bounded_number(
    capsys: pytest.CaptureFixture[str],
) -> None:
    told = Told()
    for n in range(lspwire.LOG_LINES + 50):
        record = logging.LogRecord("pygls", logging.ERROR, "", 0, "bad \x1b[2J\nthing %d", (n,), None)
        told.emit(record)
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == lspwire.LOG_LINES + 1 and lines[-1] == "mk lsp: more messages are not written"
    assert lines[0] == "mk lsp: bad \\x1b[2J\\nthing 0"
    long = logging.LogRecord("pygls", logging.ERROR, "", 0, "x" * 10_000, (), None)
    Told().emit(long)
    assert len(capsys.readouterr().err) <= lspwire.LOG_CHARS + 20


class Written:
    def __init__(self) -> None:
        self.data = b""

    def write(self, data: bytes) -> None:
        self.data += data

    def close(self) -> None:
        pass


@pytest.mark.parametrize(
    ("value", "answered"),
    [
        ([1, 2], False),
        (None, False),
        ({"hello": "world"}, False),
        ({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": 5}}, False),
        ({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"position": "here"}}, True),
        ({"jsonrpc": "2.0", "id": "x", "method": 5}, True),
        ({"id": 4, "method": "shutdown"}, True),
        ({"jsonrpc": "2.0", "id": [1], "method": "shutdown", "params": 7}, False),  # an id that cannot be answered
    ],
)
def test_a_message_that_is_no_json_rpc_is_skipped_and_a_request_among_them_answered_with_an_error(
    value: Any, answered: bool
) -> None:
    from pygls.lsp.server import LanguageServer

    protocol = LanguageServer("test", "1").protocol
    out = Written()
    protocol.set_writer(out)
    lspwire.deliver(protocol, value)
    if answered:
        reply = json.loads(out.data.split(b"\r\n\r\n", 1)[1])
        assert reply["id"] == value["id"] and reply["error"]["code"] in (-32600, -32602, -32603)
    else:
        assert b'"id"' not in out.data


# -- lanes -------------------------------------------------------------------------------------------


def blocked(lane: Lane) -> threading.Event:
    """Keep ``lane`` busy until the event is set."""
    go, started = threading.Event(), threading.Event()

    def wait() -> None:
        started.set()
        go.wait(10)

    lane.check("blocker", wait)
    assert started.wait(10)
    return go


def test_a_lane_works_the_newest_check_of_each_key_once_and_the_questions_first() -> None:
    lane, done, finished = Lane("test"), [], threading.Event()
    go = blocked(lane)
    lane.check("end", finished.set)  # the first asked: worked last
    for version in range(200):
        lane.check("a", lambda v=version: done.append(("a", v)))
    lane.check("b", lambda: done.append(("b", 0)))
    answer = lane.ask(lambda: done.append(("question", 0)) or 42, 0)
    go.set()
    assert answer.result(10) == 42
    assert finished.wait(10)
    assert done == [("question", 0), ("b", 0), ("a", 199)]  # the question first, then the most recent check


def test_questions_past_the_bound_are_answered_empty_and_cancelled_ones_are_not_worked() -> None:
    lane, worked = Lane("test"), []
    go = blocked(lane)
    futures: list[Future[int]] = [lane.ask(lambda n=n: worked.append(n) or n, -1) for n in range(QUESTIONS + 10)]
    futures[20].cancel()
    go.set()
    assert [f.result(10) for f in futures[:10]] == [-1] * 10
    assert [f.result(10) for f in futures[30:]] == list(range(30, QUESTIONS + 10))
    assert futures[20].cancelled() and 20 not in worked and worked[0] == 10


def test_a_check_that_fails_is_told_and_the_lane_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    lane, after = Lane("test"), threading.Event()
    with caplog.at_level(logging.ERROR, lspwork.LOG.name):
        go = blocked(lane)
        lane.check("good", after.set)
        lane.check("bad", lambda: 1 / 0)  # the most recent: worked first
        go.set()
        assert after.wait(10)
    assert any("ZeroDivisionError" in r.getMessage() for r in caplog.records)
    failing = lane.ask(lambda: [][1], None)
    with pytest.raises(IndexError):
        failing.result(10)
