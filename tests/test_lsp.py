"""`mk lsp` driven by a real language client (pygls' LanguageClient over the process's stdin and
stdout, as an editor starts it): diagnostics as the file is typed, hover, completion, definition."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import pytest
from examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lsprotocol import types
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path, to_fs_path

from engine.services.check.studio import Document
from engine.ui.lsp import KINDS

ROOT = Path(__file__).resolve().parent.parent
RULE = """extends: base
name: House
cards:
  cafe: {cost: 1}
  fountain:
    name: Fountain
    colour: blue
    roll: [1]
    cost: 1
    copies: 6
    icon: wheat
    effect: gain 1 * count(card(fountain))
"""
SCENARIO = """name: the fountain pays
edition: house.yaml
players: 2
start:
  players:
    - {coins: 0, establishments: {fountain: 1}}
    - {coins: 0, establishments: {}}
steps:
  - roll: [1]
expect:
  players:
    - {coins: 5}
"""
TIMEOUT = 60


class Editor:
    """A language client with the diagnostics it was sent, by document."""

    def __init__(self) -> None:
        self.client = LanguageClient("test-editor", "1")
        self.diagnostics: dict[str, list[types.Diagnostic]] = {}
        self.arrived = asyncio.Event()

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams) -> None:
            self.diagnostics[params.uri] = list(params.diagnostics)
            self.arrived.set()

    async def start(self, folder: Path) -> None:
        await self.client.start_io(
            sys.executable, "-c", "from engine.ui.cli import main; main()", "lsp", cwd=str(folder)
        )
        await self.client.initialize_async(
            types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=from_fs_path(str(folder)))
        )
        self.client.initialized(types.InitializedParams())

    async def diagnosed(self) -> None:
        await asyncio.wait_for(self.arrived.wait(), TIMEOUT)
        self.arrived.clear()

    async def stop(self) -> None:
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, 4 * TIMEOUT))


def at(uri: str, line: int, character: int) -> dict[str, Any]:
    return {
        "text_document": types.TextDocumentIdentifier(uri=uri),
        "position": types.Position(line=line, character=character),
    }


def test_a_real_client_gets_diagnostics_hover_completion_and_definition(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(RULE, encoding="utf-8")
    uri = from_fs_path(str(path)) or ""

    async def session() -> None:
        editor = Editor()
        await editor.start(tmp_path)
        try:
            client = editor.client
            client.text_document_did_open(
                types.DidOpenTextDocumentParams(
                    text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=RULE)
                )
            )
            await editor.diagnosed()
            assert editor.diagnostics[uri] == []  # a sound file: nothing to say
            typo = RULE.replace("cafe: {cost: 1}", "cafee: {cost: 1}").replace("colour: blue", "colour: bleu")
            for version, text in enumerate((RULE + "#", typo), 2):  # two quick changes: the newest is checked
                client.text_document_did_change(
                    types.DidChangeTextDocumentParams(
                        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
                    )
                )
            await editor.diagnosed()
            found = {(d.code, d.range.start.line, d.range.start.character, d.message) for d in editor.diagnostics[uri]}
            assert (
                "MK403",
                3,
                2,
                "'cafee' is not a card of base (a new card would need name, colour, roll, copies, "
                "effect) (did you mean 'cafe'?)",
            ) in found
            assert any(code == "MK401" and line == 6 and "did you mean 'blue'?" in m for code, line, _, m in found)
            client.text_document_did_change(
                types.DidChangeTextDocumentParams(
                    text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=9),
                    content_changes=[types.TextDocumentContentChangeWholeDocument(text=RULE)],
                )
            )
            await editor.diagnosed()
            assert editor.diagnostics[uri] == []

            hover = await client.text_document_hover_async(types.HoverParams(**at(uri, 3, 3)))
            assert hover is not None and isinstance(hover.contents, types.MarkupContent)
            assert "**Cafe**" in hover.contents.value and "costs 1" in hover.contents.value
            assert "Take 1 coin from the roller" in hover.contents.value
            inside = await client.text_document_hover_async(types.HoverParams(**at(uri, 11, 13)))  # on 'gain'
            assert inside is not None and "**Fountain**" in inside.contents.value  # type: ignore[union-attr]

            colours = await client.text_document_completion_async(types.CompletionParams(**at(uri, 6, 12)))
            assert colours is not None and not isinstance(colours, list)
            assert {i.label for i in colours.items} == {"red", "blue", "green", "purple"}
            words = await client.text_document_completion_async(types.CompletionParams(**at(uri, 11, 20)))
            assert isinstance(words, types.CompletionList)
            labels = {i.label for i in words.items}
            assert {"gain", "take", "count", "wheat_field", "fountain", "train_station", "cup"} <= labels

            parent = await client.text_document_definition_async(types.DefinitionParams(**at(uri, 3, 3)))
            assert isinstance(parent, types.Location)
            assert Path(to_fs_path(parent.uri) or "").resolve() == (ROOT / "editions" / "base.yaml").resolve()
            base_lines = (ROOT / "editions" / "base.yaml").read_text(encoding="utf-8").split("\n")
            assert base_lines[parent.range.start.line].strip().startswith("cafe:")
            own = await client.text_document_definition_async(types.DefinitionParams(**at(uri, 11, 34)))
            assert isinstance(own, types.Location) and own.uri == uri and own.range.start.line == 4

            scenario = tmp_path / "house.scenario.yaml"  # a scenario is run, as mk validate runs it
            scenario.write_text(SCENARIO, encoding="utf-8")
            scenario_uri = from_fs_path(str(scenario)) or ""
            client.text_document_did_open(
                types.DidOpenTextDocumentParams(
                    text_document=types.TextDocumentItem(uri=scenario_uri, language_id="yaml", version=1, text=SCENARIO)
                )
            )
            await editor.diagnosed()
            (failed,) = editor.diagnostics[scenario_uri]
            assert failed.code == "MK506" and "coins" in failed.message
        finally:
            await editor.stop()

    run(session())


def test_a_yaml_file_that_is_not_mks_gets_nothing_said(tmp_path: Path) -> None:
    workflow = Document("on: push\njobs:\n  test: {runs-on: ubuntu-latest\n", str(tmp_path / "ci.yaml"))
    assert workflow.kind == "other" and workflow.problems() == []
    assert Document("steps:\n  - roll: [1]\n", str(tmp_path / "s.yaml")).kind == "scenario"
    assert Document("# yaml-language-server: $schema=edition.schema.json\nname: x\n", "e.yaml").kind == "edition"


def test_a_file_mk_cannot_read_gets_a_diagnostic_not_a_silence(tmp_path: Path) -> None:
    doc = Document("cards: [unclosed\n", str(tmp_path / "x.yaml"))
    (problem,) = doc.problems()
    assert problem.code == "MK101"
    assert doc.hover(0, 2) is None and doc.definition(0, 2) is None
    assert doc.complete(0, 0) == []
    huge = Document("extends: base\n" + "#" * 2_000_001, str(tmp_path / "big.yaml"))
    assert [p.code for p in huge.problems()] == ["MK106"]


@pytest.mark.parametrize("line", ["extends: ", "extends: [harbor, "])
def test_extends_completes_the_built_in_editions(tmp_path: Path, line: str) -> None:
    doc = Document(line + "\n", str(tmp_path / "x.yaml"))
    labels = {i.label for i in doc.complete(0, len(line))}
    assert {"base", "harbor", "mk2"} <= labels


HOUSE_LINES = RULE.split("\n")


@st.composite
def typed(draw: st.DrawFn) -> tuple[str, int, int]:
    """A house rule as it is typed: lines cut, doubled or given stray characters, and a cursor anywhere."""
    lines = list(HOUSE_LINES)
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["cut", "dup", "insert"]))
        if how == "cut":
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
        elif how == "dup":
            lines.insert(i, lines[i])
        else:
            lines[i] += draw(st.text(alphabet=" :{}[](),-#'\"abc1\t", max_size=6))
    line = draw(st.integers(0, len(lines) + 1))
    column = draw(st.integers(0, 90))
    return "\n".join(lines), line, column


@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(typed())
def test_whatever_is_typed_every_question_gets_an_answer(case: tuple[str, int, int]) -> None:
    text, line, column = case
    doc = Document(text, str(ROOT / "editions" / "typing.yaml"))
    for p in doc.problems():
        assert p.code.startswith("MK") and p.line >= 1 and p.column >= 1
    hover = doc.hover(line, column)
    assert hover is None or hover.startswith("**")
    assert all(i.label and i.kind in KINDS for i in doc.complete(line, column))
    place = doc.definition(line, column)
    assert place is None or (place.line >= 0 and place.column >= 0 and Path(place.file).name.endswith(".yaml"))
