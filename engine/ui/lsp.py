"""``mk lsp``: a language server for edition files (pygls, the ``lsp`` extra), over stdin and stdout.

It answers with :mod:`engine.services.check.studio`: the problems ``mk validate`` finds, as the file
is typed (a quarter of a second after the last change, and only for the newest text: the work of a
check is bounded by mk's limits) and, with the games, when it is saved; hover on an id or inside a
card's entry (its facts and rule text in English, while other entries have errors too); completion of
ids, icons, colours, editions and the effect language's words (in an effect, what the grammar
accepts at the cursor first: the client is told to keep that order); go-to-definition from a changed
card to the parent's, and from an id to its entry. Each text is read once for every question asked
of it (again once a file is saved: it may be one that another extends). Editors start it as
``mk lsp`` for YAML files (docs/house-rules.md says how).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from engine import DISTRIBUTION, install_hint
from engine.core.errors import MkError, Problem
from engine.services.check.studio import Document
from engine.services.check.validate import check_file

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

DEBOUNCE = 0.25
"""Seconds after the last change before a file is checked again."""
INSTALL = install_hint("lsp", "pygls")
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
    _checks(server)
    _questions(server)
    server.start_io()


_NEWEST: dict[str, Document] = {}
"""The newest text of each open file, read: its check, hovers and completions share one reading (until
a file is saved)."""


def _document(server: LanguageServer, uri: str) -> Document:
    from pygls.uris import to_fs_path

    text = server.workspace.get_text_document(uri).source
    doc = _NEWEST.get(uri)
    if doc is None or doc.text != text:
        doc = _NEWEST[uri] = Document(text, to_fs_path(uri) or uri)
    return doc


def _checks(server: LanguageServer) -> None:  # pragma: no cover - in the server's process
    """The diagnostics: as the file is typed (debounced), when it is opened, saved and closed."""
    from lsprotocol import types
    from pygls.uris import to_fs_path

    pending: dict[str, asyncio.TimerHandle] = {}

    def publish(uri: str, problems: list[Problem]) -> None:
        server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=[_diagnostic(types, p) for p in problems])
        )

    def check_soon(uri: str) -> None:
        if uri in pending:
            pending.pop(uri).cancel()
        later = asyncio.get_running_loop().call_later
        pending[uri] = later(DEBOUNCE, lambda: publish(uri, _document(server, uri).problems()))

    async def check_saved(uri: str) -> None:
        """The whole check of the file on disk, games or a scenario's run included (in a worker thread)."""
        path = to_fs_path(uri)
        doc = _document(server, uri)
        if path is None or doc.kind == "other":
            return
        problems = await asyncio.get_running_loop().run_in_executor(None, check_file, path)
        publish(uri, [p for p in problems if p.file == path] or doc.problems())

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    async def did_open(params: types.DidOpenTextDocumentParams) -> None:
        uri = params.text_document.uri
        if _document(server, uri).kind == "scenario":
            await check_saved(uri)
        else:
            publish(uri, _document(server, uri).problems())

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(params: types.DidChangeTextDocumentParams) -> None:
        check_soon(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    async def did_save(params: types.DidSaveTextDocumentParams) -> None:
        _NEWEST.clear()  # a saved file may be one another extends: every text is read again
        await check_saved(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    async def did_close(params: types.DidCloseTextDocumentParams) -> None:
        if params.text_document.uri in pending:
            pending.pop(params.text_document.uri).cancel()
        _NEWEST.pop(params.text_document.uri, None)
        publish(params.text_document.uri, [])


def _questions(server: LanguageServer) -> None:  # pragma: no cover - in the server's process
    """Hover, completion and definition."""
    from lsprotocol import types
    from pygls.uris import from_fs_path

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    async def hover(params: types.HoverParams) -> types.Hover | None:
        text = _document(server, params.text_document.uri).hover(params.position.line, params.position.character)
        if text is None:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" ", "(", ","]))
    async def complete(params: types.CompletionParams) -> types.CompletionList:
        items = _document(server, params.text_document.uri).complete(params.position.line, params.position.character)
        return types.CompletionList(
            is_incomplete=False,
            items=[  # in studio's order (what the grammar accepts first), not the client's alphabet
                types.CompletionItem(
                    label=i.label,
                    kind=types.CompletionItemKind(KINDS[i.kind]),
                    detail=i.detail or i.kind,
                    sort_text=f"{n:05d}",
                )
                for n, i in enumerate(items)
            ],
        )

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    async def definition(params: types.DefinitionParams) -> types.Location | None:
        doc = _document(server, params.text_document.uri)
        place = doc.definition(params.position.line, params.position.character)
        if place is None:
            return None
        at = types.Position(line=place.line, character=place.column)
        return types.Location(uri=from_fs_path(place.file) or place.file, range=types.Range(start=at, end=at))


def _diagnostic(types: Any, p: Problem) -> Any:
    """A problem as the protocol's diagnostic: 0-based, from its column to the end of its word."""
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
        message=message,
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
