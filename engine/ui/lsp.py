"""``mk lsp``: a language server for edition files (pygls, the ``lsp`` extra), over stdin and stdout.

It answers with :mod:`engine.services.check.studio`: the problems ``mk validate`` finds, as the file
is typed, opened or saved (a quarter of a second after the last of them, and only for the newest
text) and, with the games, when it is saved; hover on an id or inside a card's entry (its facts and
rule text in English, while other entries have errors too); completion of ids, icons, colours,
editions and the effect language's words (in an effect, what the grammar accepts at the cursor first:
the client is told to keep that order); go-to-definition from a changed card to the parent's, and from
an id to its entry. Editors start it as ``mk lsp`` for YAML files (docs/house-rules.md says how).

A client may be hostile, or broken: the server stays up and answers, in bounded time and memory.

- It reads the messages itself (:mod:`engine.ui.lspwire`, not pygls): a header line of 8 KiB at most
  (HEADER_BYTES), 100 header lines (HEADER_LINES), a body of 16 MiB (BODY_BYTES: the largest file mk
  reads, 2,000,000 bytes, is 12 MB as JSON with every character escaped). A message that breaks these
  or is no JSON is skipped to the next ``Content-Length:`` header; one that is JSON but no JSON-RPC
  message is skipped (a request among them gets an error). Each is told in a line on stderr, 100 lines
  a session at most (LOG_LINES: a client that never reads stderr cannot make the server wait on it).
- The work is done off the event loop, in two threads (:mod:`engine.ui.lspwork`): ``quick`` answers
  the questions and checks the texts as typed, ``games`` plays a saved file's games. A file is checked
  DEBOUNCE seconds after it was last opened, changed or saved, for its newest text only. Each version
  of a text (the very string the client sent) is analysed once, whatever is asked of it (again once a
  file is saved: it may be one that another extends), and a hover on an entry compiles its effect once.
  A check of a version a newer one has replaced is dropped, a question about it answered empty, and 64
  questions wait at most (QUESTIONS: past that, the oldest is answered empty without being worked).
- A file is read from disk (a document the client did not send the text of, a saved file's check, an
  ``extends``) only when it is a regular file of ``file_bytes`` at most (:mod:`engine.load.files`):
  never a device, a FIFO or a huge file. pygls's workspace never reads one (it is asked only for the
  texts the client sent).
- What it says (diagnostics, hover texts, completions) has every control character written visibly,
  as ``mk validate`` writes them (:func:`engine.core.show.visible`); a completion list has ITEMS at most.
  A hover's names and texts from the file are Markdown-escaped: shown as written, never a link or HTML.
- The analyses of ANALYSES files at most are kept (the texts of the open files are pygls's, as the
  protocol has it: each within the framing's bound).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import unquote

from engine import DISTRIBUTION, install_hint
from engine.core.errors import MkError, Problem
from engine.core.show import visible
from engine.load import files
from engine.services.check.studio import Document
from engine.services.check.validate import check_file
from engine.ui.lspwire import serve_io, tell_on_stderr
from engine.ui.lspwork import Lane

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

T = TypeVar("T")
DEBOUNCE = 0.25
"""Seconds after the last change, opening or saving of a file before it is checked again."""
INSTALL = install_hint("lsp", "pygls")
ITEMS = 1000
"""Completion items sent at most (the grammar's first): more than an edition within mk's limits has
ids and words (some 950), so a list is cut only for a file that is over them."""
ANALYSES = 32
"""Files whose analysis is kept at most (the files last analysed; another is analysed again when asked):
an analysis (the file's YAML, its edition, its effects compiled) is many times its text, and a client
may open thousands of files."""
KINDS = {"card": 12, "landmark": 7, "icon": 20, "colour": 16, "keyword": 14, "edition": 17}
"""Completion item kinds of the protocol: value, class, enum member, colour, keyword, module."""


def serve() -> None:  # pragma: no cover - runs as a process: tests/test_lsp.py drives it with a real client
    """Run the server on stdin and stdout until the client says exit."""
    try:
        from lsprotocol import types
        from pygls.lsp.server import LanguageServer
    except ImportError:
        raise MkError(f"mk lsp needs pygls: {INSTALL}") from None
    server = LanguageServer("mk", _version(), text_document_sync_kind=types.TextDocumentSyncKind.Full)
    studio = Studio(server)
    _checks(server, studio)
    _questions(server, studio)
    tell_on_stderr()
    serve_io(server, sys.stdin.buffer, sys.stdout.buffer)


class Studio:
    """The open files' analyses, made in the lanes' threads: ``quick`` answers the questions and checks
    a text as it is typed, ``games`` checks a saved file (its games, or a scenario's run)."""

    def __init__(self, server: LanguageServer):
        self.server = server
        self.quick = Lane("mk-lsp-quick")
        self.games = Lane("mk-lsp-games")
        self.documents: dict[str, tuple[int, Document]] = {}
        """The newest analysis of each file (only the quick lane's thread touches it), and the saves
        counted when it was made."""
        self.saves = 0
        """Files saved so far: an analysis made before the last save is made again."""
        self.pending: dict[str, tuple[asyncio.TimerHandle, bool]] = {}
        """Each file's check to come (in the loop), and whether it is a saved file's."""

    # -- in the event loop ---------------------------------------------------------------------------
    def text(self, uri: str) -> str | None:
        """The newest text the client sent of ``uri`` (the very string: a version of it), None if it sent
        none (the file is not open)."""
        doc = self.server.workspace.text_documents.get(unquote(uri))
        return None if doc is None else doc.source

    def check_soon(self, uri: str, saved: bool = False) -> None:
        """Check ``uri`` DEBOUNCE seconds from now, unless asked again before."""
        if uri in self.pending:
            handle, was_saved = self.pending.pop(uri)
            handle.cancel()
            saved = saved or was_saved
        later = asyncio.get_running_loop().call_later
        self.pending[uri] = (later(DEBOUNCE, self._due, uri, saved), saved)

    def _due(self, uri: str, saved: bool) -> None:
        self.pending.pop(uri, None)
        text, loop = self.text(uri), asyncio.get_running_loop()
        self.quick.check(uri, lambda: self._check(loop, uri, text, saved))

    def forget(self, uri: str) -> None:
        """A closed file: no check to come, its analysis dropped, its diagnostics cleared."""
        if uri in self.pending:
            self.pending.pop(uri)[0].cancel()
        self.quick.drop(uri)
        self.games.drop(uri)
        self.quick.check(("closed", uri), lambda: self._drop(uri))
        self.publish(uri, None, [])

    def publish(self, uri: str, text: str | None, diagnostics: list[Any]) -> None:
        """Send ``uri``'s diagnostics, found in ``text``, unless it has changed or closed since."""
        from lsprotocol import types

        if text is not None and self.text(uri) is not text:
            return
        self.server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics))

    async def ask(self, uri: str, question: Callable[[Document], T], empty: T) -> T:
        """``question``'s answer about the newest text of ``uri`` (``empty`` if there is none, or once a
        newer version has come before it is worked)."""
        text = self.text(uri)
        future = self.quick.ask(lambda: self._answer(uri, text, question, empty), empty)
        return await asyncio.wrap_future(future)

    # -- in the lanes' threads -------------------------------------------------------------------------
    def document(self, uri: str, text: str | None) -> Document | None:
        """The analysis of ``text`` (of the file on disk when None: a regular file of ``file_bytes`` at
        most, else None), made once for each version."""
        saves, cached = self.saves, self.documents.get(uri)
        if text is None:
            path = _path(uri)
            text = files.read_text(path)[0] if path is not None else None
            if text is None:
                return None
            if cached is not None and cached[0] == saves and cached[1].text == text:
                return cached[1]
        elif cached is not None and cached[0] == saves and cached[1].text is text:
            return cached[1]
        doc = Document(text, _path(uri) or uri)
        self.documents.pop(uri, None)
        self.documents[uri] = (saves, doc)  # the newest last: the oldest analysis goes first
        while len(self.documents) > ANALYSES:
            self.documents.pop(next(iter(self.documents)))
        return doc

    def _drop(self, uri: str) -> None:
        if self.text(uri) is None:  # not opened again meanwhile
            self.documents.pop(uri, None)

    def superseded(self, uri: str, text: str | None) -> bool:
        """Whether the client has sent a newer text of ``uri`` than ``text`` (or closed it)."""
        return text is not None and self.text(uri) is not text

    def _answer(self, uri: str, text: str | None, question: Callable[[Document], T], empty: T) -> T:
        doc = None if self.superseded(uri, text) else self.document(uri, text)
        return empty if doc is None else question(doc)

    def _check(self, loop: asyncio.AbstractEventLoop, uri: str, text: str | None, saved: bool) -> None:
        """A text's problems (a saved file's or a scenario's by the games lane), sent from the loop."""
        from lsprotocol import types

        if text is None or self.superseded(uri, text):
            return  # a file the client did not open (a save of another) is not checked
        doc = self.document(uri, text)
        if doc is None:
            return
        path = _path(uri)
        if doc.kind != "other" and path is not None and (saved or doc.kind == "scenario"):
            self.games.check(uri, lambda: self._play(loop, uri, text, path))
            return
        found = [_diagnostic(types, p) for p in doc.problems()]
        loop.call_soon_threadsafe(self.publish, uri, text, found)

    def _play(self, loop: asyncio.AbstractEventLoop, uri: str, text: str, path: str) -> None:
        """The whole check of the file on disk, games or a scenario's run included; if it finds nothing
        in the file itself (a parent's problems), the text's own problems."""
        from lsprotocol import types

        if self.superseded(uri, text):
            return
        own = [p for p in check_file(path) if p.file == path]
        if own:
            loop.call_soon_threadsafe(self.publish, uri, text, [_diagnostic(types, p) for p in own])
        else:
            self.quick.check(("saved", uri), lambda: self._check(loop, uri, text, False))


def _path(uri: str) -> str | None:
    from pygls.uris import to_fs_path

    return to_fs_path(uri)


def _checks(server: LanguageServer, studio: Studio) -> None:  # pragma: no cover - in the server's process
    """The diagnostics: a moment after a file is opened, typed or saved; cleared when it is closed."""
    from lsprotocol import types

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    async def did_open(params: types.DidOpenTextDocumentParams) -> None:
        studio.check_soon(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(params: types.DidChangeTextDocumentParams) -> None:
        studio.check_soon(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    async def did_save(params: types.DidSaveTextDocumentParams) -> None:
        studio.saves += 1  # a saved file may be one another extends: every text is read again
        studio.check_soon(params.text_document.uri, saved=True)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    async def did_close(params: types.DidCloseTextDocumentParams) -> None:
        studio.forget(params.text_document.uri)


def _questions(server: LanguageServer, studio: Studio) -> None:  # pragma: no cover - in the server's process
    """Hover, completion and definition."""
    from lsprotocol import types
    from pygls.uris import from_fs_path

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    async def hover(params: types.HoverParams) -> types.Hover | None:
        line, column = params.position.line, params.position.character
        text = await studio.ask(params.text_document.uri, lambda doc: doc.hover(line, column), None)
        if text is None:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=visible(text, "\n")))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" ", "(", ","]))
    async def complete(params: types.CompletionParams) -> types.CompletionList:
        line, column = params.position.line, params.position.character
        items = await studio.ask(params.text_document.uri, lambda doc: doc.complete(line, column), None)
        return types.CompletionList(
            # a newer text came first, or the list is cut: the client asks again as more is typed
            is_incomplete=items is None or len(items) > ITEMS,
            items=[  # in studio's order (what the grammar accepts first), not the client's alphabet
                types.CompletionItem(
                    label=visible(i.label),
                    kind=types.CompletionItemKind(KINDS[i.kind]),
                    detail=visible(i.detail or i.kind),
                    sort_text=f"{n:05d}",
                )
                for n, i in enumerate((items or [])[:ITEMS])
            ],
        )

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    async def definition(params: types.DefinitionParams) -> types.Location | None:
        line, column = params.position.line, params.position.character
        place = await studio.ask(params.text_document.uri, lambda doc: doc.definition(line, column), None)
        if place is None:
            return None
        at = types.Position(line=place.line, character=place.column)
        return types.Location(uri=from_fs_path(place.file) or place.file, range=types.Range(start=at, end=at))


def _diagnostic(types: Any, p: Problem) -> Any:
    """A problem as the protocol's diagnostic: 0-based, from its column to the end of its word; its
    words with every control character visible (a card's key may hold an escape sequence)."""
    line, column = max(p.line - 1, 0), max(p.column - 1, 0)
    source = p.source_line or ""
    end = column
    while end < len(source) and (source[end].isalnum() or source[end] in "_'"):
        end += 1
    message = f"{p.message} ({p.hint})" if p.hint else p.message
    return types.Diagnostic(
        range=types.Range(
            start=types.Position(line=line, character=column),
            end=types.Position(line=line, character=max(end, column + 1)),
        ),
        message=visible(message),
        severity=types.DiagnosticSeverity.Warning if p.level == "warning" else types.DiagnosticSeverity.Error,
        code=p.code,
        source="mk",
    )


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "0"
