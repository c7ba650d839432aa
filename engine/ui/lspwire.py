"""``mk lsp``'s wire: the client's messages read off stdin by a reader of mk's own, within limits.

The protocol frames each message as HTTP does: header lines (``Content-Length: N``), a blank line,
then N bytes of JSON. pygls's reader trusts every frame: a negative or non-numeric length left it
deaf for good, a length too short glued the rest of the body to the next header (deaf again), a
length of 10**12 was allocated (MemoryError: the server died), and a header line was read whole
however long. Here a header line is at most HEADER_BYTES, a message has at most HEADER_LINES of
them, and a body at most BODY_BYTES; a frame that breaks any of these or whose body is no JSON is
told on stderr and skipped: the reader looks for the next ``Content-Length:`` (wherever it is, also
in the middle of a line) and goes on from there, holding a chunk at most while it looks. A body
longer than its JSON (a length too long) is read up to the end of its JSON, and what follows it is
read as the next message. A JSON object that is no JSON-RPC message is told and skipped (a request
among them gets an error for an answer). What the server writes to stderr is one line a message,
control characters visible, LOG_LINES of them at most.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import re
import sys
import threading
from typing import TYPE_CHECKING, Any, Protocol

from engine.core.show import brief, visible

if TYPE_CHECKING:
    from pygls.protocol import JsonRPCProtocol
    from pygls.server import JsonRPCServer

HEADER_BYTES = 8 * 1024
"""One header line (a real one is some 30 bytes)."""
HEADER_LINES = 100
"""Header lines of one message (the protocol knows two: ``Content-Length`` and ``Content-Type``)."""
BODY_BYTES = 16 * 2**20
"""One message's JSON. The largest a client sends is the whole text of an open file (on opening
it, and on every change: mk asks for whole texts). mk reads a file of ``file_bytes`` (2,000,000)
at most, and JSON writes a character in 6 bytes at most (``\\u001b``): 12,000,000 bytes, and room to
spare for the rest of the message. A larger text would be refused by the checks anyway (MK106)."""
CHUNK = 64 * 1024
"""Bytes read at a time (what a pipe holds)."""
LOG_LINES = 100
"""Lines mk lsp writes to stderr in a session; then one saying that it stops. A client that never
reads the server's stderr (pygls's own does not) would otherwise make it wait, once the pipe is full."""
LOG_CHARS = 200
"""Characters of one such line."""
LENGTH = re.compile(rb"content-length:", re.IGNORECASE)
LOG = logging.getLogger("mk.lsp")


class Stream(Protocol):
    def read1(self, size: int = ..., /) -> bytes: ...


class Descriptor:
    """A file descriptor read as a :class:`Stream`: with ``os.read``, which holds no lock of Python's
    (the reader's thread may be waiting in it when the interpreter exits, which a buffered stdin would
    abort on)."""

    def __init__(self, fd: int):
        self.fd = fd

    def read1(self, size: int = CHUNK, /) -> bytes:
        return os.read(self.fd, size)


class Garbled(Exception):
    """A frame that cannot be read: why, and where to look for the next header from (bytes skipped
    from the start of what is left to read)."""

    def __init__(self, why: str, skip: int = 1):
        super().__init__(why)
        self.skip = skip


class Ended(Exception):
    """The end of the input."""


class Frames:
    """The messages on a byte stream, each read as JSON (any JSON value: what it must be is for the
    protocol to say); a frame that cannot be read is told and skipped."""

    def __init__(self, stream: Stream):
        self.stream = stream
        self.buffer = bytearray()
        self.ended = False

    def message(self) -> Any:
        """The next message's JSON value; :class:`Ended` at the end of the input."""
        while True:
            try:
                length = self._header()
                while len(self.buffer) < length:
                    self._more(length - len(self.buffer))
                body = bytes(self.buffer[:length])
                del self.buffer[:length]
                return self._json(body)
            except Garbled as exc:
                LOG.warning("skipped a message: %s", exc)
                self._resync(exc.skip)

    def _more(self, wanted: int = CHUNK) -> None:
        """Read what the stream has (at most ``wanted`` bytes, at least one): :class:`Ended` if nothing."""
        chunk = b"" if self.ended else self.stream.read1(max(min(wanted, BODY_BYTES), CHUNK))
        if not chunk:
            self.ended = True
            raise Ended
        self.buffer += chunk

    def _header(self) -> int:
        """The body's length from the header lines, which are then dropped (kept while they are read:
        a header that breaks is looked past from where the frame starts)."""
        at, length, seen = 0, None, False
        for _ in range(HEADER_LINES):
            end = self._line_end(at)
            line = bytes(self.buffer[at:end]).strip()
            at = end + 1
            if line:
                name, colon, value = line.partition(b":")
                if not colon:
                    raise Garbled(f"a header line without a ':' ({_shown(line)})")
                if name.strip().lower() == b"content-length":
                    length = _length(value.strip())
                seen = True
            elif length is not None:
                del self.buffer[:at]
                return length
            elif seen:
                raise Garbled("a message without a Content-Length")
            else:  # a blank line between messages
                del self.buffer[:at]
                at = 0
        raise Garbled(f"more than {HEADER_LINES} header lines", skip=at)

    def _line_end(self, start: int) -> int:
        """Where the line starting at ``start`` ends (its newline), reading more as needed."""
        looked = start
        while (end := self.buffer.find(b"\n", looked)) < 0:
            if len(self.buffer) - start > HEADER_BYTES:
                raise Garbled(f"a header line longer than {HEADER_BYTES:,} bytes", skip=start + 1)
            looked = len(self.buffer)
            self._more()
        if end - start > HEADER_BYTES:
            raise Garbled(f"a header line longer than {HEADER_BYTES:,} bytes", skip=start + 1)
        return end

    def _json(self, body: bytes) -> Any:
        try:
            text = body.decode("utf-8")
            value, end = json.JSONDecoder().raw_decode(text, len(text) - len(text.lstrip()))
        except (UnicodeDecodeError, ValueError, RecursionError, MemoryError) as exc:
            raise Garbled(f"a body that is not JSON ({_shown(body)}: {exc})", skip=0) from None
        if text[end:].strip():  # its length said more than its JSON: the rest is the next message's
            LOG.warning("a message's JSON ended before its Content-Length: what follows is read as the next")
            self.buffer[:0] = text[end:].encode("utf-8")
        return value

    def _resync(self, skip: int) -> None:
        """Drop ``skip`` bytes, then everything before the next ``Content-Length:``."""
        del self.buffer[:skip]
        keep = len(LENGTH.pattern) - 1  # a header cut in two by a read
        while (found := LENGTH.search(self.buffer)) is None:
            del self.buffer[: max(len(self.buffer) - keep, 0)]
            self._more()
        del self.buffer[: found.start()]


def _length(value: bytes) -> int:
    if not value.isdigit():  # ASCII digits only: no sign, no space, no "0x"
        raise Garbled(f"a Content-Length that is not a number of bytes ({_shown(value)})")
    if len(value) > len(str(BODY_BYTES)) or int(value) > BODY_BYTES:
        raise Garbled(f"a Content-Length of {_shown(value)} bytes: more than {BODY_BYTES:,}")
    return int(value)


def _shown(data: bytes) -> str:
    """A few of the bytes, for a message."""
    return brief(data[:60].decode("utf-8", "replace"), 40)


def _gist(value: Any) -> str:
    """What a JSON value is, in a few words (never the whole of a 16 MB value)."""
    if isinstance(value, dict):
        method = value.get("method")
        if isinstance(method, str):
            return f"method {brief(method[:60], 40)}"
        return f"keys {brief([str(k)[:20] for k in list(value)[:5]], 60)}"
    return f"a JSON {type(value).__name__}"


# -- serving -----------------------------------------------------------------------------------------


class Told(logging.Handler):
    """Writes each log record as one line on stderr (``mk lsp: ...``), control characters visible, no
    traceback, LOG_LINES lines at most."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines = 0

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.lines > LOG_LINES:
                return
            self.lines += 1
            said = record.getMessage() if self.lines <= LOG_LINES else "more messages are not written"
            line = visible(said)
            line = line if len(line) <= LOG_CHARS else line[: LOG_CHARS - 1] + "…"
            sys.stderr.write(f"mk lsp: {line}\n")
            sys.stderr.flush()
        except Exception:  # a closed stderr: nothing more can be said
            pass


def tell_on_stderr() -> None:
    """Route mk lsp's messages, pygls's and those of the threads' futures and the event loop through
    :class:`Told` (their own would write tracebacks)."""
    told = Told()
    for name in ("mk.lsp", "pygls", "concurrent.futures", "asyncio"):
        logger = logging.getLogger(name)
        logger.handlers = [told]
        logger.propagate = False
        logger.setLevel(logging.WARNING)


def serve_io(server: JsonRPCServer, stdin: Any, stdout: Any) -> None:
    """Run ``server`` on the byte streams until the client says exit or closes stdin (what pygls's
    ``start_io`` does, with :class:`Frames` for the reading)."""
    from pygls.io_ import StdoutWriter

    server.protocol.set_writer(StdoutWriter(stdout))
    try:
        asyncio.run(_serve(server.protocol, Frames(Descriptor(stdin.fileno()))))
    except BrokenPipeError:
        LOG.error("the client is gone (its end of stdout is closed)")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()  # type: ignore[no-untyped-call]


async def _serve(protocol: JsonRPCProtocol, frames: Frames) -> None:
    """Each message to the protocol, in order, as the reader's thread reads them (one ahead at most)."""
    loop = asyncio.get_running_loop()
    inbox: asyncio.Queue[tuple[Any] | None] = asyncio.Queue()
    ahead = threading.Semaphore(1)

    def post(item: tuple[Any] | None) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is closed: the server has stopped
            loop.call_soon_threadsafe(inbox.put_nowait, item)

    def read() -> None:
        try:
            while True:
                ahead.acquire()
                post((frames.message(),))
        except Ended:
            pass
        except Exception as exc:  # the stream broke: the end
            LOG.error("cannot read stdin: %s", exc)
        post(None)

    threading.Thread(target=read, name="mk-lsp-reader", daemon=True).start()
    while (item := await inbox.get()) is not None:
        ahead.release()
        deliver(protocol, item[0])


def deliver(protocol: JsonRPCProtocol, value: Any) -> None:
    """One message to the protocol; one that is no JSON-RPC message is told and skipped (a request
    among them is answered with an error)."""
    from pygls.exceptions import JsonRpcException, JsonRpcInvalidRequest

    if not isinstance(value, dict):
        LOG.warning("skipped a message that is not a JSON object: %s", _gist(value))
        return
    ident = value.get("id")
    if "id" in value and (isinstance(ident, bool) or not isinstance(ident, (int, str))):
        LOG.warning("skipped a message whose id is no number or string: %s", _gist(value))
        return
    try:
        message = protocol.structure_message(value)
        if isinstance(message, dict):
            raise JsonRpcInvalidRequest()
    except Exception as exc:
        LOG.warning("skipped a message that is not a JSON-RPC message: %s (%s)", _gist(value), exc)
        if "method" in value and ident is not None:
            error = exc if isinstance(exc, JsonRpcException) else JsonRpcInvalidRequest()
            protocol._send_response(ident, error=error.to_response_error())
        return
    try:
        protocol.handle_message(message)
    except Exception as exc:
        LOG.warning("a message could not be handled: %s", exc)
