"""The table in six languages: the catalogs complete and consistent (the extraction step: every
message the code can ask for is in English, and every language has every English message), the
names of every edition in every language, plural forms per language, Turkish letters, how the
language is chosen, saves that do not care, and a game in the pseudo-language that finds no text
made outside the catalogs."""

from __future__ import annotations

import ast
import io
import re
from collections.abc import Iterator
from functools import cache
from html import unescape
from pathlib import Path

import pytest
import yaml
from babel import Locale
from click.testing import CliRunner
from examples import examples
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from dsl.ast import TRIGGERS
from dsl.forms import FLAGS, TURN_FACTS
from dsl.statements import ASKING, PAYING, PLAIN
from engine.core.decisions import DECISIONS
from engine.core.errors import MkError
from engine.core.reasons import BUILD_REASONS, Why
from engine.i18n import LANGUAGES, PSEUDO, SOURCE, from_accept_language
from engine.i18n.catalog import Catalog, CatalogError, catalog, check
from engine.i18n.names import chain, named, names
from engine.i18n.text import key, lower, upper
from engine.load.loader import load_edition, new_game
from engine.services.play.narrate import _ENDINGS
from engine.services.play.session import GameSession
from engine.services.players.bots import BOTS, THINKING
from engine.ui.cli import main
from engine.ui.terminal import Terminal
from engine.ui.web import STALE_FORM
from engine.ui.webview import SCRIPT_WORDS

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
OTHERS = [lang for lang in LANGUAGES if lang != SOURCE]
GRAMMAR = re.compile(r"(card|source|give|take)_[a-z]+")
"""Variables a translation may use beyond the English message's: the grammar of a card's name."""
COMPLETE = ("base", "fussball", "harbor", "millionaires_row", "deluxe", "mk2")
"""The editions every shipped language names in full (mk2 with names marked unofficial where none is known)."""


class _Refs(Visitor):
    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.messages: set[str] = set()
        self.selects: list[ftl.SelectExpression] = []

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.messages.add(node.id.name)

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)


@cache
def catalog_messages(lang: str) -> dict[str, ftl.Message]:
    """Every message of a language's catalog files (a syntax error or an id given twice fails here)."""
    out: dict[str, ftl.Message] = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [j for j in resource.body if isinstance(j, ftl.Junk)]
        assert not junk, f"{path}: {[a.message for j in junk for a in j.annotations]}"
        for item in resource.body:
            if isinstance(item, ftl.Message):
                assert item.id.name not in out, f"{path}: {item.id.name} given twice"
                out[item.id.name] = item
    return out


def refs(message: ftl.Message) -> _Refs:
    found = _Refs()
    found.visit(message)
    return found


def reach(lang: str, msg_id: str, seen: frozenset[str] = frozenset()) -> set[str]:
    """The variables a message may use: its own and those of the messages it refers to."""
    message = catalog_messages(lang)[msg_id]
    found = refs(message)
    out = set(found.variables)
    for other in found.messages - seen - {msg_id}:
        out |= reach(lang, other, seen | {msg_id})
    return out


# -- the extraction step: what the code asks for ------------------------------------------------------
CALLS = {"t", "said", "Said", "attribute", "has"}
"""Calls whose first argument is a message id."""


def asked_in_code() -> tuple[set[str], set[str]]:
    """(message ids the code and the web templates name, the fixed start of every id the code makes at run
    time (an f-string))."""
    literal: set[str] = set()
    made: set[str] = set()
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            first = node.args[0]
            if name == "RoomError":  # a code: the catalogs' room-<code>
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    literal.add(f"room-{first.value}")
                elif isinstance(first, ast.Name) and first.id == "STALE_FORM":
                    literal.add(f"room-{STALE_FORM}")
                continue
            if name not in CALLS:
                continue
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                literal.add(first.value)
            elif isinstance(first, ast.JoinedStr) and isinstance(first.values[0], ast.Constant):
                made.add(str(first.values[0].value))
    for template in sorted((ROOT / "engine" / "ui" / "templates").glob("*.html")):  # t("web-...") in Jinja
        literal |= set(re.findall(r"[\"'](web-[a-z0-9-]+)[\"']", template.read_text(encoding="utf-8")))
    return literal, made


ACTIVE = ("any", "own", "others")
"""Whose rolls a card works on (the schema's ``active``)."""

FAMILIES: dict[str, list[str]] = {
    "question-": list(DECISIONS),
    "about-": [kind for kind, d in DECISIONS.items() if d.about],
    "effect-when-": [t for t in TRIGGERS if t != "activate"],
    "effect-plain-": list(PLAIN),
    "effect-": [*ASKING, *PAYING],
    "expr-": list(TURN_FACTS),
    "cond-": [*FLAGS, "and", "or"],
    "when-": list(ACTIVE),
    "when-short-": list(ACTIVE),
    "refusal-": [why.value for why in Why],
    "refused-": [why.value for why in (*BUILD_REASONS, Why.UNKNOWN_CARD)],
    "web-js-": [*SCRIPT_WORDS, "seat"],
    "bot-": [*BOTS, *THINKING],
    "room-": [],  # every code a RoomError is raised with (read above)
}
"""Every family of ids the code makes at run time, and its members."""


def test_every_message_the_code_asks_for_is_in_english_and_every_english_one_is_used() -> None:
    literal, made = asked_in_code()
    assert literal and made  # the scan finds them
    assert made <= set(FAMILIES), f"ids made at run time from a start no family lists: {made - set(FAMILIES)}"
    asked = literal | {prefix + member for prefix, members in FAMILIES.items() for member in members}
    asked |= set(_ENDINGS.values())
    english = catalog_messages(SOURCE)
    assert sorted(asked - set(english)) == []
    referred = {m for message in english.values() for m in refs(message).messages}
    assert sorted(set(english) - asked - referred) == []  # no message nobody says


@pytest.mark.parametrize("lang", OTHERS)
def test_every_language_has_every_english_message_with_its_attributes_and_variables(lang: str) -> None:
    english, other = catalog_messages(SOURCE), catalog_messages(lang)
    assert sorted(set(english) - set(other)) == [], f"{lang} lacks these"
    assert sorted(set(other) - set(english)) == [], f"{lang} has these, which English does not"
    for msg_id, message in other.items():
        assert {a.id.name for a in message.attributes} == {a.id.name for a in english[msg_id].attributes}, msg_id
        unknown = {v for v in reach(lang, msg_id) if not GRAMMAR.fullmatch(v)} - reach(SOURCE, msg_id)
        assert unknown == set(), f"{lang}: {msg_id} uses variables English does not give: {unknown}"
        assert refs(message).messages <= set(other), f"{lang}: {msg_id} refers to a message it lacks"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_plural_select_has_every_form_the_language_uses(lang: str) -> None:
    forms = {Locale.parse(lang).plural_form(n) for n in range(0, 1001)}
    categories = {"zero", "one", "two", "few", "many"}
    for msg_id, message in catalog_messages(lang).items():
        for select in refs(message).selects:
            keys = {getattr(v.key, "name", None) for v in select.variants}
            if keys & categories:  # a plural select (not one on a word or a number)
                assert forms <= keys, f"{lang}: {msg_id} lacks the plural forms {forms - keys}"


@pytest.mark.parametrize(
    ("lang", "n", "said"),
    [
        ("en", 1, "1 coin"),
        ("en", 2, "2 coins"),
        ("nl", 1, "1 munt"),
        ("nl", 2, "2 munten"),
        ("de", 1, "1 Münze"),
        ("de", 2, "2 Münzen"),
        ("fr", 1, "1 pièce"),
        ("fr", 0, "0 pièce"),
        ("fr", 2, "2 pièces"),
        ("es", 1, "1 moneda"),
        ("es", 2, "2 monedas"),
        ("tr", 1, "1 altın"),
        ("tr", 2, "2 altın"),
    ],
)
def test_coins_in_every_language(lang: str, n: int, said: str) -> None:
    assert catalog(lang).t("coins", n=n) == said


def test_a_catalog_refuses_what_fluent_would_skip_and_a_message_it_cannot_make(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.ftl").write_text("one = 1\none = 2\n", encoding="utf-8")
    with pytest.raises(CatalogError, match="given twice"):
        Catalog("en", tmp_path)
    (tmp_path / "en" / "a.ftl").write_text("one = { $n\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"a\.ftl:1"):
        Catalog("en", tmp_path)
    (tmp_path / "en" / "a.ftl").write_text("one = { $n } coins\n", encoding="utf-8")
    with pytest.raises(CatalogError, match="Unknown external: n"):
        Catalog("en", tmp_path).t("one")
    with pytest.raises(CatalogError, match="no message two"):
        Catalog("en", tmp_path).t("two")
    with pytest.raises(CatalogError, match="does not speak"):
        Catalog("xx", tmp_path)


# -- names of the editions ------------------------------------------------------------------------------
def gaps(edition: str, lang: str) -> list[str]:
    """The names of an edition (its cards, landmarks, and the words its files give) with no translation."""
    ed = load_edition(edition)
    shown = names(ed, lang)
    wanted = {c.id for c in ed.cards} | {lm.id for lm in ed.landmarks}
    for file in chain(ed):
        wanted |= set(named(yaml.safe_load(Path(file).read_text(encoding="utf-8"))))
    return sorted(wanted - set(shown.messages))


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("edition", COMPLETE)
def test_every_builtin_edition_has_every_name_in_every_language(edition: str, lang: str) -> None:
    assert gaps(edition, lang) == []


def test_official_names_are_plain_and_made_ones_are_marked() -> None:
    base, mk2 = load_edition("base"), load_edition("mk2")
    assert names(base, "nl").name("wheat_field") == "Graanveld" and not names(base, "nl").unofficial("wheat_field")
    assert names(base, "tr").name("business_center") == "İş Merkezi"
    assert names(base, "tr").unofficial("ranch")  # the Turkish rulebook does not name it
    assert names(base, "fr").edition_name() == "Minivilles"
    assert all(names(mk2, lang).unofficial("launch_pad") for lang in OTHERS)  # no Machi Koro 2 card list found


def test_a_house_rule_that_renames_a_card_is_not_given_the_parents_translation(tmp_path: Path) -> None:
    rule = tmp_path / "rule.yaml"
    rule.write_text("extends: base\nname: Rule\ncards:\n  bakery: {name: Bread Shop}\n", encoding="utf-8")
    ed = load_edition(str(rule))
    assert names(ed, "nl").name("bakery") == "Bread Shop"  # the Dutch "Bakkerij" named another card
    assert names(ed, "nl").name("cafe") == "Café"  # what it leaves alone keeps its translation
    translated = tmp_path / "translated.yaml"
    translated.write_text(rule.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "locales" / "nl").mkdir(parents=True)
    (tmp_path / "locales" / "nl" / "translated.ftl").write_text("bakery = Broodwinkel\nedition-name = Regel\n")
    ed = load_edition(str(translated))
    assert names(ed, "nl").name("bakery") == "Broodwinkel" and names(ed, "nl").edition_name() == "Regel"
    assert names(ed, "de").name("bakery") == "Bread Shop"


# -- the language chosen, and what does not care ---------------------------------------------------------
def test_the_language_comes_from_lang_then_the_environment_then_english(tmp_path: Path) -> None:
    record = tmp_path / "game.jsonl"
    runner = CliRunner()
    made = runner.invoke(main, ["simulate", "--games", "1", "--seed", "4", "--record", str(record)])
    assert made.exit_code == 0, made.output
    dutch = runner.invoke(main, ["replay", "--show", str(record)], env={"LANG": "nl_NL.UTF-8"})
    assert "Beurt 1" in dutch.output and "munt" in dutch.output, dutch.output[:400]
    turkish = runner.invoke(main, ["replay", "--show", "--lang", "tr", str(record)], env={"LANG": "nl_NL.UTF-8"})
    assert "altın" in turkish.output and "munt" not in turkish.output
    plain = runner.invoke(main, ["replay", "--show", str(record)], env={"LANG": "C.UTF-8"})
    assert "Turn 1" in plain.output
    wrong = runner.invoke(main, ["replay", "--lang", "xx", str(record)])
    assert wrong.exit_code == 2 and "'xx' is not one of" in wrong.output


def play(session: GameSession, lang: str, answers: Iterator[str], width: int = 100) -> str:
    out = io.StringIO()
    Terminal(session, Console(file=out, width=width, height=60), read=lambda prompt: next(answers), lang=lang).run()
    return out.getvalue()


def test_a_game_started_in_dutch_resumes_in_turkish_and_its_save_holds_no_words(tmp_path: Path) -> None:
    save = tmp_path / "game.jsonl"
    ed = load_edition("base")
    session = GameSession(new_game(ed, 2), "base", ["Ann", "Bob"], ["human", "basic"], 5, save_path=save)
    dutch = play(session, "nl", iter(["show graanv", "quit"]))
    assert ("Graanveld" in dutch and "Wat bouw" in dutch) or "bouw" in dutch
    text = save.read_text(encoding="utf-8")
    assert "Graanveld" not in text and "munt" not in text  # ids and numbers only
    resumed = GameSession.resume(save)
    turkish = play(resumed, "tr", iter(["show bugday", "show İŞ MERK", "show is merkezi", "quit"]))
    assert turkish.count("Buğday Tarlası") >= 1 and turkish.count("İş Merkezi (") == 2


def test_a_card_is_found_by_its_local_name_folded_as_the_language_folds(tmp_path: Path) -> None:
    ed = load_edition("base")
    session = GameSession(new_game(ed, 2), "base", ["Ann", "Bob"], ["human", "basic"], 5)
    terminal = Terminal(session, Console(file=io.StringIO(), width=100), lang="nl")
    assert terminal.show("cafe").startswith("Café (")  # accents folded
    assert terminal.show("graanveld").startswith("Graanveld (")
    assert terminal.show("wheat").startswith("Graanveld (")  # the id works in every language
    turkish = Terminal(session, Console(file=io.StringIO(), width=100), lang="tr")
    assert turkish.show("ALIŞVERİŞ").startswith("Alışveriş Merkezi (")
    assert turkish.show("alisveris").startswith("Alışveriş Merkezi (")  # a keyboard without Turkish letters
    assert turkish.show("RADYO KULESI").startswith("Radyo Kulesi (")


# -- the pseudo-language: no text made outside the catalogs ---------------------------------------------
PLAIN_WORD = re.compile(r"[A-Za-z]{4,}")


def test_a_game_in_the_pseudo_language_shows_no_text_made_outside_the_catalogs(tmp_path: Path) -> None:
    ed = load_edition("harbor")
    save = tmp_path / "game.jsonl"
    session = GameSession(
        new_game(ed, 3), "harbor", ["Ann", "Bob", "Cem"], ["human", "normal", "normal"], 8, save_path=save
    )
    script = ["help", "show flower", "market", "table", "city", "city bo", "log 5", "zzz", "99", "build", "save"]
    answers = iter([*script, *(["1", "0", ""] * 1000), "quit"])  # a card, else nothing; end the turn
    shown = play(session, PSEUDO, answers, width=120)
    assert session.over and len(shown.splitlines()) > 500  # a whole game, with every view and command
    assert "Ȧȧƞƞ" not in shown and "Ann" in shown  # player names are values: as given
    plain = set()
    for line in shown.splitlines():
        if line.strip().startswith("mk ") or str(save) in line or str(tmp_path) in line:
            continue  # a command to type, a path: not words
        text = line
        for name in ("Ann", "Bob", "Cem"):
            text = text.replace(name, "")
        plain |= set(PLAIN_WORD.findall(text))
    assert plain - {"Build"} == set()  # "Build what?": the verb as the player typed it


# -- mk print in every language ----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", COMPLETE)
def test_every_printed_card_fits_in_every_language_and_the_pseudo_language(edition: str) -> None:
    pytest.importorskip("fpdf", reason="the print extra (pip install '.[print]')")
    from engine.ui.cardsheet import faces, measure_for_svg

    ed = load_edition(edition)
    for lang in [*LANGUAGES, PSEUDO]:
        laid = faces(ed, measure_for_svg(), None, lang)
        assert [(f.ident, f.cut) for f in laid if f.cut] == [], lang  # nothing cut to fit, 40% longer too
        assert {f.name for f in laid} == {names(ed, lang).name(i) for i in (f.ident for f in laid)}


def test_a_turkish_sheet_needs_and_uses_a_font_with_its_letters(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    pytest.importorskip("fpdf", reason="the print extra (pip install '.[print]')")
    from engine.ui import cardsheet

    base = load_edition("base")
    assert cardsheet.tally(base, lang="tr")[0].startswith("Takip eden") or "altın" not in cardsheet.tally(base)[0]
    if cardsheet._Pdf("a4").unicode:
        assert cardsheet.pdf_bytes(base, lang="tr", one_each=True).startswith(b"%PDF")
    monkeypatch.setattr(cardsheet, "FONTS", tmp_path)  # a machine without the DejaVu fonts
    assert cardsheet.pdf_bytes(base, lang="nl", one_each=True).startswith(b"%PDF")  # Dutch fits Latin-1
    with pytest.raises(MkError, match="fonts-dejavu-core"):
        cardsheet.pdf_bytes(base, lang="tr", one_each=True)


def test_mk_validate_reads_a_house_rules_language_files(tmp_path: Path) -> None:
    """A house rule's language file is checked with the rule: not Fluent, a name twice (errors, at their
    lines), a name of nothing in the edition (a warning, with the closest); one that leads outside the
    rule's folder is neither read nor trusted."""
    from engine.services.check.validate import Smoke, check_file

    folder = tmp_path / "rule"
    rule = folder / "rule.yaml"
    (folder / "locales" / "nl").mkdir(parents=True)
    rule.write_text("extends: base\nname: Rule\ncards:\n  bakery: {cost: 2}\n", encoding="utf-8")
    (folder / "locales" / "nl" / "rule.ftl").write_text(
        "bakkery = Bakkerij\nedition-name = Regel\nedition-name = Regels\nbroken = {\n", encoding="utf-8"
    )
    said = [(p.code, p.level, p.line, p.message, p.hint) for p in check_file(rule, Smoke(games=1))]
    assert ("MK109", "error", 3, "edition-name is given twice (Fluent would keep the first)", None) in said
    assert any(line == 4 and level == "error" and "not Fluent" in m for _c, level, line, m, _h in said)
    assert ("MK109", "warning", 1, "bakkery names nothing of the edition", "did you mean 'bakery'?") in [
        (c, level, line, m, (h or "").split(" words:")[0]) for c, level, line, m, h in said
    ]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "rule.ftl").write_text("bakery = Broodje\n", encoding="utf-8")
    (folder / "locales" / "de").symlink_to(elsewhere, target_is_directory=True)
    said = [(p.code, p.message) for p in check_file(rule, Smoke(games=1))]
    assert ("MK109", "a language file leads outside its edition's folder") in said
    assert names(load_edition(str(rule)), "de").name("bakery") == "Bäckerei"  # the link is not followed


# -- mk serve: each page and each screen in its own language ------------------------------------------------
def test_a_page_speaks_its_browsers_language_until_the_picker_chooses_another() -> None:
    from test_serve import served

    with served() as (client, _lobby):
        dutch = client.get("/", headers={"accept-language": "nl-BE,nl;q=0.9,en;q=0.5"})
        assert "<html lang='nl'>" in dutch.text and "Een nieuwe tafel" in dutch.text
        assert "<html lang='en'>" in client.get("/", headers={"accept-language": "pt-BR"}).text
        chosen = client.get("/?lang=tr", headers={"accept-language": "nl"})
        assert "<html lang='tr'>" in chosen.text and chosen.cookies.get("mk-lang") == "tr"
        kept = client.get("/", headers={"accept-language": "nl"})  # the cookie outranks the browser
        assert "<html lang='tr'>" in kept.text
        assert "<option value='tr' lang='tr' selected>Türkçe</option>" in kept.text
        refused = client.post("/tables", data={"edition": "base", "players": "9", "seat": ["human"]})
        assert refused.status_code == 400 and catalog("tr").t("room-players") in unescape(refused.text)


def test_a_dutch_and_a_turkish_screen_at_one_table_each_read_their_own() -> None:
    from test_serve import new_table, next_table, served

    with served() as (client, _lobby):
        room_id, _keys = new_table(client, "base", ("human", "human"))
        client.cookies.clear()
        with (
            client.websocket_connect(f"/ws/{room_id}", headers={"accept-language": "nl"}) as dutch,
            client.websocket_connect(f"/ws/{room_id}", headers={"accept-language": "tr"}) as turkish,
        ):
            nl, tr = next_table(dutch)["html"], next_table(turkish)["html"]
            assert "Graanveld" in nl and "Buğday Tarlası" not in nl
            assert "Buğday Tarlası" in tr and "Graanveld" not in tr
            dutch.send_json({"type": "act", "seat": 0, "token": "not the key", "choice": 1, "version": 0})
            assert dutch.receive_json() == {"type": "error", "message": catalog("nl").t("room-not-your-key")}


# -- what comes from outside, fuzzed --------------------------------------------------------------------------
TURKISH = "abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ "


@settings(max_examples=examples(300), deadline=None)
@given(
    st.text(max_size=3000) | st.lists(st.sampled_from(["nl", "de;q=0.5", "tr-TR", "*", "q=x", ";", ","])).map(",".join)
)
def test_any_accept_language_header_gives_a_language_mk_speaks(header: str) -> None:
    lang = from_accept_language(header)
    assert lang in LANGUAGES
    if header.strip().startswith("nl"):
        assert lang == "nl"


@settings(max_examples=examples(200), deadline=None)
@given(st.text(alphabet=TURKISH, max_size=40))
def test_turkish_capitals_and_small_letters_find_the_same(text: str) -> None:
    assert key(upper(text, "tr"), "tr") == key(text, "tr") == key(lower(text, "tr"), "tr")
    assert key(key(text, "tr"), "tr") == key(text, "tr")
    assert upper(lower(text, "tr"), "tr") == upper(text, "tr")


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=2000) | st.sampled_from(["bakery = { $x }", "bakery =\n", "-t = x\nbakery = { -t }"]))
def test_any_language_file_beside_a_house_rule_is_read_or_refused_clearly(tmp_path: Path, text: str) -> None:
    folder = tmp_path / f"rule{abs(hash(text))}"
    (folder / "locales" / "nl").mkdir(parents=True)
    rule = folder / "rule.yaml"
    rule.write_text("extends: base\nname: Rule\n", encoding="utf-8")
    (folder / "locales" / "nl" / "rule.ftl").write_text(text, encoding="utf-8", errors="replace")
    problems, _ = check(folder / "locales" / "nl" / "rule.ftl")
    assert all(p.code in ("MK100", "MK106", "MK109") for p in problems)
    try:
        shown = names(load_edition(str(rule)), "nl")
        said = [shown.name(c.id) for c in shown.edition.cards] + [shown.edition_name()]
    except MkError as exc:  # a file that is not Fluent, or a name it cannot make: said, never a traceback
        assert problems or "bakery" in str(exc) or "edition-name" in str(exc), exc
    else:
        assert all(isinstance(s, str) for s in said)
