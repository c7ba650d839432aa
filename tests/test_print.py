"""`mk print`: print-and-play sheets. The PDF's pages are turned into images with pdftoppm and looked
at: the page's size, each card's colour band where the card is (as many cards of a kind as a game of
the most players needs, or one with --one-each), the crop marks in the margins, white where no card
is, each icon's symbol drawn where its path says. CI installs poppler-utils (pdftoppm); elsewhere,
MK_BROWSER=required makes its absence an error too (the README's command), otherwise those tests say
why they are skipped."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from PIL import Image

from engine.core.edition import Card, Edition, Landmark
from engine.load import pictogram
from engine.load.loader import load_edition
from engine.services.play.changes import changes, new_or_changed, parent_of, summary
from engine.ui.cardsheet import (
    ACROSS,
    DOWN,
    HEIGHT,
    LANDMARK,
    PAPERS,
    WIDTH,
    Face,
    Lines,
    Measure,
    Picture,
    Symbol,
    crop_marks,
    faces,
    icon_labels,
    measure_for_svg,
    pdf_bytes,
    png,
    svg,
)
from engine.ui.cli import main
from engine.ui.views import style_colour

ROOT = Path(__file__).resolve().parent.parent
SUSHI = ROOT / "editions" / "house-rules" / "sushi_and_cheap_cafe.yaml"
PDFTOPPM = shutil.which("pdftoppm")
DPI = 100
needs_pdftoppm = pytest.mark.skipif(
    PDFTOPPM is None and os.environ.get("MK_BROWSER") != "required",
    reason="pdftoppm is not installed (apt-get install poppler-utils)",
)


def pages(pdf: Path, folder: Path) -> list[Image.Image]:
    assert PDFTOPPM is not None, "MK_BROWSER=required, but pdftoppm is not installed (apt-get install poppler-utils)"
    subprocess.run([PDFTOPPM, "-r", str(DPI), "-png", str(pdf), str(folder / "page")], check=True, timeout=120)
    return [Image.open(p).convert("RGB") for p in sorted(folder.glob("page-*.png"))]


def pixel(image: Image.Image, x: int, y: int) -> tuple[int, int, int]:
    r, g, b = image.getpixel((x, y))  # type: ignore[misc]
    return int(r), int(g), int(b)


def px(mm: float) -> int:
    return round(mm / 25.4 * DPI)


def rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def needed(ed: Edition, ids: set[str] | None = None) -> list[Card | Landmark]:
    """The cards a game of the edition's most players uses, one entry a card, in the edition's order:
    an establishment's supply and its starting copies, a landmark for each player (or its shared
    copies), as the edition's own data says."""
    n = ed.max_players
    out: list[Card | Landmark] = []
    for card in ed.cards:
        out += [card] * (card.copies_for(n) + ed.start_establishments.get(card.id, 0) * n)
    for lm in ed.landmarks:
        out += [lm] * (lm.copies if lm.copies is not None and lm.id not in ed.start_landmarks else n)
    return [item for item in out if ids is None or item.id in ids]


def band(item: Card | Landmark) -> tuple[int, int, int]:
    return rgb(style_colour(item.colour.style) if isinstance(item, Card) else LANDMARK)


def slots(images: list[Image.Image], paper: str) -> list[tuple[int, int, int]]:
    """The colour at the band's left of every place for a card on the pages, page by page, up to the
    first place without one (white there)."""
    w, h = PAPERS[paper]
    x0, y0 = (w - ACROSS * WIDTH) / 2, (h - DOWN * HEIGHT) / 2
    found = []
    for image in images:
        for i in range(ACROSS * DOWN):
            colour = pixel(image, px(x0 + (i % ACROSS) * WIDTH + 5), px(y0 + (i // ACROSS) * HEIGHT + 5))
            if colour == (255, 255, 255):
                return found
            found.append(colour)
    return found


def cover(images: list[Image.Image], paper: str = "a4") -> int:
    """How many pages come before the first page of cards (the pages that say what the sheets hold)."""
    return next(i for i, image in enumerate(images) if slots([image], paper))


def drawn_as(image: Image.Image, picture: Picture, left: float, top: float, dpi: int) -> float:
    """The share of the pixels in ``picture``'s box (the card's top left at ``left``, ``top`` mm) whose
    colour says what its path says: white where the path fills, not white elsewhere; pixels at its
    edges, where the two meet, are not counted."""
    polygons = pictogram.outlines(picture.segments)
    scale, k = dpi / 25.4, picture.size / pictogram.BOX
    inside: dict[tuple[int, int], bool] = {}
    x_first, y_first = round((left + picture.x) * scale), round((top + picture.y) * scale)
    for row in range(y_first, y_first + round(picture.size * scale)):
        row_spans = pictogram.spans(polygons, ((row + 0.5) / scale - top - picture.y) / k)
        for col in range(x_first, x_first + round(picture.size * scale)):
            at = ((col + 0.5) / scale - left - picture.x) / k
            inside[col, row] = any(a <= at <= b for a, b in row_spans)
    agree = counted = 0
    for (col, row), filled in inside.items():
        around = [inside.get((col + i, row + j)) for i in (-2, 0, 2) for j in (-2, 0, 2)]
        if any(other is not filled for other in around):
            continue  # an edge, or the box's border
        counted += 1
        agree += (min(pixel(image, col, row)) > 215) == filled
    assert counted > 100, "too few pixels away from the edges to judge"
    return agree / counted


@needs_pdftoppm
@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_each_card_sits_in_its_place_with_its_colour_and_the_crop_marks_at_the_cuts(tmp_path: Path, paper: str) -> None:
    ed = load_edition("base")
    pdf = tmp_path / "base.pdf"
    pdf.write_bytes(pdf_bytes(ed, paper))
    images = pages(pdf, tmp_path)
    cards = needed(ed)  # as many as a game of four uses: 10 Wheat Fields (6 and 4 to start), ...
    assert len(cards) > len(ed.cards) + len(ed.landmarks)
    assert len(images) == 1 + -(-len(cards) // 9)  # the page that counts them, then nine cards a page
    w, h = PAPERS[paper]
    x0, y0 = (w - ACROSS * WIDTH) / 2, (h - 3 * HEIGHT) / 2
    for image in images:
        assert abs(image.width - px(w)) <= 1 and abs(image.height - px(h)) <= 1
    found = slots(images[1:], paper)  # a band's left part, away from its numbers, is the card's colour
    assert len(found) == len(cards)
    for i, (colour, item) in enumerate(zip(found, cards, strict=True)):
        assert near(colour, band(item)), (i, item.id)
    first = images[1]
    for x, y, dx, dy in crop_marks(w, h):  # the middle of each mark is ink; the paper's corner is white
        cx, cy = px(x + dx / 2), px(y + dy / 2)
        darkest = min(sum(pixel(first, cx + i, cy + j)) for i in (-1, 0, 1) for j in (-1, 0, 1))
        assert darkest < 3 * 160, (x, y)
    assert pixel(first, 2, 2) == (255, 255, 255)
    last = images[-1]
    free = len(cards) % 9
    if free:  # where no card is, the page is white
        spot = (px(x0 + (free % ACROSS) * WIDTH + WIDTH / 2), px(y0 + (free // ACROSS) * HEIGHT + HEIGHT / 2))
        assert pixel(last, *spot) == (255, 255, 255)


@needs_pdftoppm
@pytest.mark.parametrize("edition", ["harbor", "mk2"])
def test_the_sheets_hold_every_card_a_game_of_the_most_players_needs_and_the_first_page_says_how_many(
    tmp_path: Path, edition: str
) -> None:
    # harbor: purple cards one a player, City Hall started by every player; mk2: landmarks shared, no start
    ed = load_edition(edition)
    out = tmp_path / "all.pdf"
    result = CliRunner().invoke(main, ["print", edition, "-o", str(out)])
    assert result.exit_code == 0, result.output
    cards = needed(ed)
    kinds = len(ed.cards) + len(ed.landmarks)
    assert f": {len(cards)} cards of {kinds} kinds" in result.output
    images = pages(out, tmp_path)
    first = cover(images)  # harbor extends base: what it changes takes a page of its own
    assert first >= 1 and len(images) == first + -(-len(cards) // 9)
    found = slots(images[first:], "a4")
    assert len(found) == len(cards) and all(near(c, band(item)) for c, item in zip(found, cards, strict=True))
    text = pdftotext(out)
    if text is not None:
        assert f"{len(cards)} cards ({kinds} kinds) on {-(-len(cards) // 9)} pages" in text
        most = max(cards, key=cards.count)
        assert f"{most.name} × {cards.count(most)}" in text


def test_the_first_page_names_each_market_with_its_rows() -> None:
    """Each market the edition declares, with its rows and the kinds each shows (the edition's own said so)."""
    from engine.ui.cardsheet import tally

    said = tally(load_edition("harbor"))
    assert (
        "Market: Hybrid supply (--option market=hybrid): Establishments 1-6, 5 kinds showing; "
        "Establishments 7+, 5 kinds showing; Major establishments, 2 kinds showing."
    ) in said
    assert "Market: 10 kinds (the edition's own): one deck, 10 kinds showing." in said
    assert not any(line.startswith("Market:") for line in tally(load_edition("fussball"), lang="en")[:-1])


@needs_pdftoppm
def test_one_each_prints_one_card_of_each_kind(tmp_path: Path) -> None:
    ed = load_edition("base")
    out = tmp_path / "one.pdf"
    result = CliRunner().invoke(main, ["print", "base", "--one-each", "-o", str(out)])
    assert result.exit_code == 0, result.output
    items = [*ed.cards, *ed.landmarks]
    assert f": {len(items)} cards of {len(items)} kinds" in result.output
    images = pages(out, tmp_path)
    assert len(images) == 1 + -(-len(items) // 9)
    found = slots(images[1:], "a4")
    assert len(found) == len(items) and all(near(c, band(item)) for c, item in zip(found, items, strict=True))


def pdftotext(pdf: Path) -> str | None:
    """The PDF's text (poppler-utils' pdftotext), its spaces and line breaks as single spaces; None
    without it."""
    tool = shutil.which("pdftotext")
    if tool is None:
        return None
    text = subprocess.run([tool, str(pdf), "-"], capture_output=True, text=True, check=True, timeout=60).stdout
    return " ".join(text.split())


@needs_pdftoppm
def test_only_new_prints_what_a_house_rule_adds_or_changes_after_a_page_that_says_it(tmp_path: Path) -> None:
    out = tmp_path / "sushi.pdf"
    result = CliRunner().invoke(main, ["print", str(SUSHI), "--only-new", "-o", str(out), "--allow-outside-paths"])
    assert result.exit_code == 0, result.output
    ed = load_edition(SUSHI)
    cards = needed(ed, new_or_changed(ed, parent_of(str(SUSHI))))
    assert len({c.id for c in cards}) == 5 and len(cards) > 5  # the copies of the five kinds it adds or changes
    assert f"wrote {out}: {len(cards)} cards of 5 kinds" in result.output
    images = pages(out, tmp_path)
    assert len(images) == 1 + -(-len(cards) // 9)  # the summary, then the cards
    found = slots(images[1:], "a4")
    assert len(found) == len(cards) and all(near(c, band(item)) for c, item in zip(found, cards, strict=True))
    text = pdftotext(out)
    if text is not None:
        assert "Cafe: costs 1 (was 2)" in text and "Sushi Bar" in text
        assert f"{len(cards)} cards (5 kinds)" in text
        assert "Wheat Field" not in text


def test_the_summary_says_what_is_added_changed_removed_and_set(tmp_path: Path) -> None:
    path = tmp_path / "rule.yaml"
    path.write_text(
        "extends: base\nname: R\noptions: {extra_turns_max: 1}\nremove: [tv_station]\n"
        "cards:\n  ranch: {roll: [2, 3], cost: 2}\n  mine: {effect: gain 6}\n"
        "  fountain: {name: Fountain, colour: blue, roll: [1], cost: 1, copies: 6, effect: gain 2}\n"
    )
    ed, parent = load_edition(path), parent_of(str(path))
    assert parent is not None and parent.id == "parent" and len(parent.cards) == len(load_edition("base").cards)
    lines = summary(ed, parent)
    assert "Changed card: Ranch: costs 2 (was 1); roll 2-3 (was 2)." in lines
    assert "Changed card: Mine: now: Get 6 coins from the bank (was: Get 5 coins from the bank)." in lines
    assert any(line.startswith("New card: Fountain: Primary Industry, roll 1, costs 1") for line in lines)
    assert "Removed: the card TV Station." in lines
    assert "Rule option extra_turns_max: 1 (was unlimited)." in lines
    assert new_or_changed(ed, parent) == {"ranch", "mine", "fountain"}
    assert [c.kind for c in changes(load_edition("base"), load_edition("base"))] == []
    assert parent_of("base") is None


def test_a_card_is_one_svg_that_escapes_its_name_and_keeps_its_text_inside_the_card() -> None:
    ed = load_edition("harbor")
    laid = faces(ed, measure_for_svg())
    assert len(laid) == len(ed.cards) + len(ed.landmarks)
    for face in laid:
        root = ET.fromstring(svg(face))
        assert root.find("{http://www.w3.org/2000/svg}title").text == face.name  # type: ignore[union-attr]
        for text in root.iter("{http://www.w3.org/2000/svg}text"):
            assert 0 <= float(text.get("x", 0)) <= WIDTH and 0 < float(text.get("y", 0)) < HEIGHT, face.ident
    hostile = ET.fromstring(svg(type(laid[0])("x", "</title><script>alert(1)</script>", laid[0].shapes)))
    assert hostile.find("{http://www.w3.org/2000/svg}title").text == "</title><script>alert(1)</script>"  # type: ignore[union-attr]


def test_any_letters_print_and_a_long_word_is_broken_to_fit(tmp_path: Path) -> None:
    path = tmp_path / "names.yaml"
    long = "Supercalifragilisticexpialidocious" * 2
    path.write_text(f"extends: base\nname: Names\ncards:\n  cafe: {{name: 'Café Ğüzel 咖啡 {long}'}}\n")
    ed = load_edition(path)
    assert pdf_bytes(ed, "a4", {"cafe"}).startswith(b"%PDF")
    (face,) = faces(ed, measure_for_svg(), {"cafe"})
    measure = measure_for_svg()
    named = [s for s in face.shapes if getattr(s, "bold", False) and long[:10] in "".join(getattr(s, "lines", ()))]
    assert named and all(measure(line, named[0].size, True) <= named[0].w + 0.01 for line in named[0].lines)  # type: ignore[union-attr]


def test_the_same_edition_prints_the_same_bytes() -> None:
    ed = load_edition("base")
    assert pdf_bytes(ed) == pdf_bytes(ed)
    assert pdf_bytes(ed, one_each=True) == pdf_bytes(ed, one_each=True) != pdf_bytes(ed)


def test_a_cards_svg_draws_its_icons_symbol_with_the_path_of_the_edition_file() -> None:
    ed = load_edition("deluxe")
    drawn = set()
    for face in faces(ed, measure_for_svg()):
        item = next(i for i in (*ed.cards, *ed.landmarks) if i.id == face.ident)
        if item.icon is None:
            continue
        root = ET.fromstring(svg(face))
        paths = [p.get("d") for p in root.iter("{http://www.w3.org/2000/svg}path")]
        assert paths == [" ".join(ed.icon_symbols[item.icon].split())], face.ident
        assert not [s for s in face.shapes if isinstance(s, Symbol) and s.letter and s.shape != "circle"]
        drawn.add(item.icon)
    assert drawn == set(ed.icons)  # every icon of the edition is on some card


@needs_pdftoppm
def test_each_icon_is_drawn_in_the_pdf_as_its_path_says(tmp_path: Path) -> None:
    ed, dpi = load_edition("base"), 300
    pdf = tmp_path / "one.pdf"
    pdf.write_bytes(pdf_bytes(ed, one_each=True))
    assert PDFTOPPM is not None
    subprocess.run([PDFTOPPM, "-r", str(dpi), "-f", "2", "-l", "2", "-png", str(pdf), str(tmp_path / "p")], check=True)
    (page,) = [Image.open(p).convert("RGB") for p in tmp_path.glob("p-*.png")]
    w, h = PAPERS["a4"]
    x0, y0 = (w - ACROSS * WIDTH) / 2, (h - DOWN * HEIGHT) / 2
    laid = faces(ed, measure_for_svg())[: ACROSS * DOWN]
    icons = set()
    for i, face in enumerate(laid):
        (picture,) = [s for s in face.shapes if isinstance(s, Picture)]
        left, top = x0 + (i % ACROSS) * WIDTH, y0 + (i // ACROSS) * HEIGHT
        assert drawn_as(page, picture, left, top, dpi) > 0.97, face.ident
        icons.add(picture.path)
    assert len(icons) >= 5  # several icons, each drawn as its own path
    wheat = next(s for s in laid[0].shapes if isinstance(s, Picture))
    other = next(p for p in icons if p != wheat.path)
    moved = Picture(wheat.x, wheat.y, wheat.size, wheat.fill, other, pictogram.read(other))
    assert drawn_as(page, moved, x0, y0, dpi) < 0.9  # another icon's path does not fit what is there


def test_a_cards_png_draws_its_icons_symbol() -> None:
    ed, dpi = load_edition("harbor"), 300
    laid = faces(ed, measure_for_svg(), {"sushi_bar", "wheat_field", "mackerel_boat"})
    assert len(laid) == 3
    for face in laid:
        image = Image.open(io.BytesIO(png(face, dpi))).convert("RGB")
        (picture,) = [s for s in face.shapes if isinstance(s, Picture)]
        assert drawn_as(image, picture, 0, 0, dpi) > 0.97, face.ident


def test_an_icon_without_a_symbol_has_a_label_no_other_icon_of_the_edition_has(tmp_path: Path) -> None:
    path = tmp_path / "rule.yaml"
    path.write_text(
        "extends: base\nname: Fish\n"
        "icons:\n  cod: {name: Cod}\n  codfish: {name: Codfish}\n  corn: {name: Corn}\n  cog: {name: cog}\n"
        "  fish: {name: Fish}\n  trout: {name: Fish}\n  boat: {name: Boat, symbol: 'M2 20 H22 L18 23 H6 Z'}\n"
        "cards:\n"
        + "".join(
            f"  {i}_card: {{name: {i.title()}, colour: blue, roll: [2], cost: 1, copies: 6, icon: {i}, "
            "effect: gain 1}\n"
            for i in ("cod", "codfish", "corn", "cog", "fish", "trout", "boat")
        )
    )
    ed = load_edition(path)
    labels = icon_labels(ed)
    assert set(labels) == set(ed.icons)
    assert len({label.casefold() for label in labels.values()}) == len(labels)  # Cow, Cup, Cod, Corn, Cog...
    for iid, label in labels.items():  # each is its name's start, but no other icon's name starts with it
        name = ed.icons[iid] if list(ed.icons.values()).count(ed.icons[iid]) == 1 else f"{ed.icons[iid]} {iid}"
        assert name.casefold().startswith(label.casefold()), (iid, label)
        others = [n for i, n in ed.icons.items() if i != iid]
        assert label == name or not any(n.casefold().startswith(label.casefold()) for n in others), (iid, label)
    assert (labels["cod"], labels["codfish"], labels["cog"]) == ("Cod", "Codf", "Cog")  # a whole name; capitalised
    assert labels["fish"] != labels["trout"] and labels["fish"].startswith("Fish ")  # one name: and the id
    shown = {}
    measure = measure_for_svg()
    for face in faces(ed, measure, {f"{i}_card" for i in ("cod", "codfish", "corn", "cog", "fish", "trout")}):
        (mark,) = [s for s in face.shapes if isinstance(s, Symbol) and s.letter]
        assert not [s for s in face.shapes if isinstance(s, Picture)]
        shown[face.ident] = mark.letter
    assert len(set(shown.values())) == 6
    (boat,) = faces(ed, measure, {"boat_card"})
    assert [s.path for s in boat.shapes if isinstance(s, Picture)] == ["M2 20 H22 L18 23 H6 Z"]


def test_a_card_is_one_png_of_its_size_with_its_colour(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["print", "base", "-o", str(tmp_path / "b.pdf"), "--png", str(tmp_path / "png")])
    assert result.exit_code == 0, result.output
    ed = load_edition("base")
    assert sorted(p.stem for p in (tmp_path / "png").glob("*.png")) == sorted(
        [c.id for c in ed.cards] + [lm.id for lm in ed.landmarks]
    )
    for card in ed.cards:
        image = Image.open(tmp_path / "png" / f"{card.id}.png").convert("RGB")
        assert image.size == (round(WIDTH / 25.4 * 300), round(HEIGHT / 25.4 * 300))
        assert near(pixel(image, 40, 40), rgb(style_colour(card.colour.style))), card.id
        assert pixel(image, image.width // 2, image.height // 2 + 150) == (255, 255, 255)  # under the text


# -- Text fitted in bounded steps -------------------------------------------------------------------------
LONG_WORD = "W" * 10_000


class Counted:
    """A measure that counts its calls and fails the test at the first past ``budget`` (a layout that
    would measure without end stops there instead of burning the CPU)."""

    def __init__(self, budget: int) -> None:
        self.measure, self.budget, self.calls, self.longest = measure_for_svg(), budget, 0, 0

    def __call__(self, text: str, size: float, bold: bool) -> float:
        self.calls += 1
        self.longest = max(self.longest, len(text))
        assert self.calls <= self.budget, f"more than {self.budget} measures"
        return self.measure(text, size, bold)


def inside(face: Face, measure: Measure) -> list[str]:
    """What of a face's text leaves its card or its box: every line no wider than its box, every box on
    the card, the rule text above the coin, an icon's label no wider than its shape."""
    out = []
    for s in face.shapes:
        if isinstance(s, Symbol) and s.letter and measure(s.letter, s.size, True) > 2 * s.r:
            out.append(f"{face.ident}: the label {s.letter[:20]!r} is wider than its shape")
        if not isinstance(s, Lines):
            continue
        bottom = s.y + len(s.lines) * s.step
        if s.x < 0 or s.x + s.w > WIDTH or s.y < 0 or bottom > HEIGHT or (s.y == 35 and bottom > 35 + 38):
            out.append(f"{face.ident}: a box of {len(s.lines)} lines at {s.x}, {s.y} leaves the card")
        out += [f"{face.ident}: {line[:20]!r} is too wide" for line in s.lines if measure(line, s.size, s.bold) > s.w]
    return out


@pytest.mark.parametrize(
    "where",
    [
        "cards:\n  cafe: {name: NAME}\n",
        "cards:\n  cafe: {text: NAME}\n",
        # an icon without a symbol named so: its name under it, and its label (another icon's name starts
        # with all but its last letter, so the label is the whole name)
        "icons:\n  big: {name: NAME}\n  bigger: {name: NAMEX}\ncards:\n  cafe: {icon: big}\n",
    ],
    ids=["name", "text", "icon name"],
)
def test_a_10000_letter_word_is_laid_out_in_a_few_measures_and_cut_inside_its_box(tmp_path: Path, where: str) -> None:
    path = tmp_path / "long.yaml"
    path.write_text("extends: base\nname: Long\n" + where.replace("NAME", LONG_WORD))
    ed = load_edition(path)
    counted = Counted(400)  # the code before took millions (every start of the word, for every cut)
    (face,) = faces(ed, counted, {"cafe"})
    assert counted.longest <= 201  # no measure of the whole word: of a line's letters at most
    assert inside(face, measure_for_svg()) == []
    shown = "".join(line for s in face.shapes if isinstance(s, Lines) for line in s.lines)
    shown += "".join(s.letter for s in face.shapes if isinstance(s, Symbol))
    assert "WWWW\u2026" in shown  # cut, and an ellipsis says so
    assert face.cut and set(face.cut) <= {"name", "text", "icon name", "icon label"}
    assert pdf_bytes(ed, "a4", {"cafe"}, one_each=True).startswith(b"%PDF")  # and it prints


def test_500_cards_with_2000_letter_texts_are_laid_out_in_bounded_steps_each_inside_its_card(tmp_path: Path) -> None:
    text = ("Get 1 coin from the bank for each wheat field you own, on anyone's turn. " * 30)[:2000]
    base = load_edition("base")
    cards = {card.id: {"text": text} for card in base.cards}  # base's 15 cards and 485 new ones
    for i in range(500 - len(cards)):
        cards[f"card_{i}"] = {"name": f"Card {i}", "colour": "blue", "roll": [2], "cost": 1, "copies": 1,
                              "effect": "gain 1", "text": text}  # fmt: skip
    path = tmp_path / "wordy.yaml"
    path.write_text(yaml.safe_dump({"extends": "base", "name": "Wordy", "cards": cards}))
    ed = load_edition(path)
    assert len(ed.cards) == 500 and all(len(card.text or "") == 2000 for card in ed.cards)
    counted = Counted(250 * (500 + len(ed.landmarks)))  # now 162 a card; before, 4,129 (each word at each size)
    laid = faces(ed, counted)
    assert len(laid) == 500 + len(ed.landmarks)
    measure = measure_for_svg()
    assert [problem for face in laid for problem in inside(face, measure)] == []
    assert all(face.cut == ("text",) for face in laid[:500])
    (wheat,) = [s for s in laid[0].shapes if isinstance(s, Lines) and s.y == 35]
    assert wheat.size == 5.0 and wheat.lines[-1].endswith("\u2026")  # at the floor, cut with an ellipsis


def test_mk_print_says_whose_text_was_cut_to_fit(tmp_path: Path) -> None:
    path = tmp_path / "wordy.yaml"
    text = "Get 1 coin from the bank on anyone's turn. " * 50
    path.write_text(f'extends: base\nname: Wordy\ncards:\n  wheat_field: {{text: "{text}"}}\n')
    out = tmp_path / "wordy.pdf"
    result = CliRunner().invoke(main, ["print", str(path), "--one-each", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "Cut to fit: wheat_field's text." in result.stderr
    (face,) = faces(load_edition(path), measure_for_svg(), {"wheat_field"})
    assert face.cut == ("text",)
    result = CliRunner().invoke(main, ["print", "base", "--one-each", "-o", str(tmp_path / "base.pdf")])
    assert result.exit_code == 0 and "Cut to fit" not in result.output  # every built-in text fits


def test_the_rule_texts_sizes_say_how_many_lines_its_box_holds() -> None:
    from engine.ui.cardsheet import PT, TEXT

    assert [size for size, _ in TEXT] == [9.0, 8.0, 7.0, 6.0, 5.0]
    for size, rows in TEXT:  # 38 mm high, a line 1.2 times the size
        assert rows * size * PT * 1.2 <= 38 < (rows + 1) * size * PT * 1.2
