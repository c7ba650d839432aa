"""`mk lsp` driven by a real language client (pygls' LanguageClient over the process's stdin and
stdout, as an editor starts it): diagnostics as the file is typed, hover, completion, definition."""

from __future__ import annotations

import asyncio
import re
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

from dsl.parser import accepted_after, keywords
from engine.load.loader import load_edition, load_text
from engine.services.check.studio import Document
from engine.services.play.changes import rule_text
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
SUSHI = """  sushi:
    name: Sushi
    colour: red
    roll: [1]
    cost: 2
    copies: 6
    icon: cup
    effect: {effect}
"""
BROKEN = {  # another card than the fountain breaks the file: its effect, or the YAML of its line
    "effect": RULE + SUSHI.format(effect="take 3 frm roller"),
    "yaml": RULE + "  sushi: {name: Sushi, colour: red, roll: [1], cost: 2, copies: 6, icon: cup\n",
}
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


def written(tmp_path: Path, text: str) -> str:
    """A house rule of ``text`` in the test's folder, by its URI."""
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return from_fs_path(str(path)) or ""


def opened(client: Any, uri: str, text: str) -> None:
    """The editor opens the file at ``uri`` with ``text``."""
    item = types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=item))


def at(uri: str, line: int, character: int) -> dict[str, Any]:
    return {
        "text_document": types.TextDocumentIdentifier(uri=uri),
        "position": types.Position(line=line, character=character),
    }


def test_a_real_client_gets_diagnostics_hover_completion_and_definition(tmp_path: Path) -> None:
    uri = written(tmp_path, RULE)

    async def session() -> None:
        editor = Editor()
        await editor.start(tmp_path)
        try:
            client = editor.client
            opened(client, uri, RULE)
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


def test_a_real_client_gets_a_narrated_hover_and_the_grammars_words_first_while_the_file_is_broken(
    tmp_path: Path,
) -> None:
    text = BROKEN["effect"].replace("effect: gain 1 * count(card(fountain))", "effect: take 1 from ")
    uri = written(tmp_path, text)

    async def session() -> None:
        editor = Editor()
        await editor.start(tmp_path)
        try:
            client = editor.client
            opened(client, uri, text)
            await editor.diagnosed()
            assert {d.code for d in editor.diagnostics[uri]} == {"MK301"}
            hover = await client.text_document_hover_async(types.HoverParams(**at(uri, 3, 3)))
            assert hover is not None and isinstance(hover.contents, types.MarkupContent)
            assert "Take 1 coin from the roller" in hover.contents.value
            words = await client.text_document_completion_async(
                types.CompletionParams(**at(uri, 11, len("    effect: take 1 from ")))
            )
            assert isinstance(words, types.CompletionList)
            ordered = sorted(words.items, key=lambda i: i.sort_text or i.label)  # as a client shows them
            assert {i.label for i in ordered[:3]} == {"roller", "each", "chosen"}
            assert len(ordered) > len(keywords())
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


@pytest.mark.parametrize("broken", sorted(BROKEN))
def test_hover_narrates_every_entry_that_compiles_while_another_one_breaks_the_file(
    tmp_path: Path, broken: str
) -> None:
    sound = Document(RULE, str(tmp_path / "house.yaml"))
    doc = Document(BROKEN[broken], str(tmp_path / "house.yaml"))
    assert sound.edition is not None and doc.edition is None and doc.problems()
    fountain = sound.edition.cards[sound.edition.card_index["fountain"]]
    for line, column in ((4, 3), (11, 13), (11, 34), (8, 10), (3, 3)):  # its key, its effect, its fields; cafe
        told = doc.hover(line, column)
        assert told is not None and told == sound.hover(line, column)  # what the sound file says
    assert rule_text(fountain, sound.edition) in (doc.hover(11, 13) or "")
    assert "Get 1 coin per Fountain card you own" in (doc.hover(11, 13) or "")


def test_hover_on_the_entry_that_fails_says_its_text_and_its_own_problem(tmp_path: Path) -> None:
    doc = Document(BROKEN["effect"], str(tmp_path / "house.yaml"))
    (problem,) = doc.problems()
    assert problem.code == "MK301" and problem.line == 20
    for line, column in ((12, 3), (19, 18), (14, 9)):  # its key, its effect, its colour
        told = doc.hover(line, column) or ""
        assert told.startswith("**Sushi** (card `sushi`)")
        assert "`take 3 frm roller`" in told and "Get" not in told and "Take" not in told
        assert f"line {problem.line}, column {problem.column}: MK301 unexpected 'frm'" in told  # Markdown-escaped
    assert "MK301" not in (doc.hover(11, 13) or "")  # the fountain's hover has no problem of the sushi's
    inherited = Document(RULE.replace("effect: gain 1 * count(card(fountain))", "effect: gain 1 +"), "h.yaml")
    own = inherited.hover(11, 13) or ""
    assert "`gain 1 +`" in own and "the effect ends too early" in own and "Take 1 coin" in (inherited.hover(3, 3) or "")


@pytest.mark.parametrize("colour", ["blue", "bleu"])  # a file that loads, and one that does not
def test_a_hover_shows_the_names_and_texts_of_a_file_as_written_never_as_markdown(colour: str, tmp_path: Path) -> None:
    """A name or a rule text is the file's: a link, HTML, emphasis or a heading in it is escaped."""
    name = "'[Win](https://example.com) <img src=x> **big**'"
    text = "'# Heading <b>bold</b> [x](y)'"
    rule = RULE.replace("name: Fountain", f"name: {name}\n    text: {text}")
    rule = rule.replace("colour: blue", f"colour: {colour}")
    told = Document(rule, str(tmp_path / "house.yaml")).hover(4, 3) or ""
    assert r"\[Win\](https://example.com) \<img src=x\> \*\*big\*\*" in told, told
    if colour == "blue":
        assert r"# Heading \<b\>bold\</b\> \[x\](y)" in told, told  # not at a line's start: no heading
    assert not re.search(r"(?<!\\)[<\[]", told), told  # no tag, no link: each is escaped


def test_hover_tells_an_entry_whose_fields_are_unsound_by_its_rule_text_and_problems(tmp_path: Path) -> None:
    doc = Document(RULE.replace("colour: blue", "colour: bleu"), str(tmp_path / "house.yaml"))
    told = doc.hover(4, 3) or ""
    assert told.startswith("**Fountain**") and "Get 1 coin per Fountain card you own from the bank." in told
    assert "Primary Industry" not in told and "MK401 unknown colour 'bleu'" in told


TYPING_COLOUR = {  # the line being typed breaks the YAML, or another line does, or none
    "flow": RULE + "  sushi: {name: Sushi, colour: ",
    "block": RULE.replace("colour: blue", "colour: "),
    "elsewhere": RULE.replace("colour: blue", "colour: ").replace("cafe: {cost: 1}", "cafe: {cost: 1"),
    "quoted": RULE.replace("colour: blue", 'colour: "'),
}


@pytest.mark.parametrize("typing", sorted(TYPING_COLOUR))
def test_colour_completes_the_colours_of_the_edition_and_its_parent(tmp_path: Path, typing: str) -> None:
    text = TYPING_COLOUR[typing] + "\ncolours:\n  gold: {name: Gold, active: own, order: 4}\n"
    lines = text.split("\n")
    line = next(i for i, t in enumerate(lines) if "colour: " in t)
    doc = Document(text, str(tmp_path / "house.yaml"))
    items = doc.complete(line, len(lines[line]))
    assert {i.label for i in items} == {*load_edition("base").colours, "gold"}
    assert {i.kind for i in items} == {"colour"} and any(i.detail == "Gold" for i in items)


def effect_doc(effect: str, tmp_path: Path) -> tuple[Document, int, int]:
    """The house rule with the fountain's effect as typed so far, and the cursor at its end."""
    text = RULE.replace("effect: gain 1 * count(card(fountain))", f"effect: {effect}")
    return Document(text, str(tmp_path / "house.yaml")), 11, len(f"    effect: {effect}")


@pytest.mark.parametrize(
    ("typed", "first"),
    [
        ("take 1 from ", {"roller", "each", "chosen"}),
        ("take 1 from ea", {"roller", "each", "chosen"}),  # the word being typed is left out
        ("gain 1 / 2 rounded ", {"up", "down"}),
        ("gain count(", {"card", "icon", "colour", "it"}),
    ],
)
def test_completion_in_an_effect_offers_what_the_grammar_accepts_first(
    tmp_path: Path, typed: str, first: set[str]
) -> None:
    doc, line, column = effect_doc(typed, tmp_path)
    labels = [i.label for i in doc.complete(line, column)]
    assert set(labels[: len(first)]) == first
    assert set(keywords()) <= set(labels[len(first) :]) | first  # then the rest of the words
    assert labels.index("gain") > len(first) and "fountain" in labels


@pytest.mark.parametrize(("opened", "kind"), [("count(card(", "card"), ("count(icon(", "icon"), ("built(", "landmark")])
def test_completion_of_a_name_offers_the_ids_it_may_name_first(tmp_path: Path, opened: str, kind: str) -> None:
    typed = f"if {opened}" if opened.startswith("built") else f"gain 1 * {opened}"
    doc, line, column = effect_doc(typed, tmp_path)
    ed = load_text(RULE, str(tmp_path / "house.yaml"))
    ids = {"card": [c.id for c in ed.cards], "icon": list(ed.icons), "landmark": [lm.id for lm in ed.landmarks]}[kind]
    items = doc.complete(line, column)
    assert [i.label for i in items[: len(ids)]] == ids and {i.kind for i in items[: len(ids)]} == {kind}
    assert "fountain" in ids or kind != "card"


def test_completion_in_a_block_effect_reads_its_lines(tmp_path: Path) -> None:
    doc, _, _ = effect_doc("|\n      gain 1\n      take 1 from ", tmp_path)
    assert doc.effect_at(13, 19) == ("gain 1\ntake 1 from ", "program")
    assert {i.label for i in doc.complete(13, 19)[:3]} == {"roller", "each", "chosen"}
    broken, line, column = effect_doc("gain 1 frm ", tmp_path)  # the grammar is broken before the cursor
    assert [i.label for i in broken.complete(line, column)][: len(keywords())] == keywords()


@pytest.mark.parametrize("line", ["extends: ", "extends: [harbor, "])
def test_extends_completes_the_built_in_editions(tmp_path: Path, line: str) -> None:
    doc = Document(line + "\n", str(tmp_path / "x.yaml"))
    labels = {i.label for i in doc.complete(0, len(line))}
    assert {"base", "harbor", "mk2"} <= labels


HOUSE_LINES = RULE.split("\n")


EFFECT_WORDS = [*keywords(), "fountain", "cafe", "cup", "blue", "train_station", "(", ")", ",", "1", "*", "+", ";", "|"]
"""What an author types in an effect: the language's words, ids, signs, a block's indicator."""


@st.composite
def typed(draw: st.DrawFn) -> tuple[str, int, int]:
    """A house rule as it is typed: lines cut, doubled, given stray characters or effect words, and a
    cursor anywhere."""
    lines = list(HOUSE_LINES)
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["cut", "dup", "insert", "effect"]))
        if how == "cut":
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
        elif how == "dup":
            lines.insert(i, lines[i])
        elif how == "insert":
            lines[i] += draw(st.text(alphabet=" :{}[](),-#'\"abc1\t", max_size=6))
        else:
            lines[i] += " " + " ".join(draw(st.lists(st.sampled_from(EFFECT_WORDS), max_size=8)))
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
    place = doc.definition(line, column)
    assert place is None or (place.line >= 0 and place.column >= 0 and Path(place.file).name.endswith(".yaml"))
    lines = text.split("\n")
    for at in range(len(lines[line]) + 2 if line < len(lines) else 1):  # completion at every column of the line
        items = doc.complete(line, at)
        assert all(i.label and i.kind in KINDS for i in items)
        effect = doc.effect_at(line, at)
        accepted = accepted_after(re.sub(r"[A-Za-z0-9_']*$", "", effect[0]), effect[1]) if effect else None
        if accepted is not None and accepted[0]:  # in an effect that reads so far: the grammar's words first
            assert [i.label for i in items[: len(accepted[0])]] == accepted[0]
