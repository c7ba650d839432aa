"""`mk print`: print-and-play sheets. The PDF's pages are turned into images with pdftoppm and looked
at: the page's size, each card's colour band where the card is, the crop marks in the margins, white
where no card is. CI installs poppler-utils (pdftoppm); elsewhere, MK_BROWSER=required makes its
absence an error too (the README's command), otherwise those tests say why they are skipped."""

from __future__ import annotations

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

from engine.load.loader import load_edition
from engine.services.check.changes import changes, new_or_changed, parent_of, summary
from engine.ui.cardsheet import ACROSS, HEIGHT, PAPERS, WIDTH, crop_marks, faces, measure_for_svg, pdf_bytes, svg
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


@needs_pdftoppm
@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_each_card_sits_in_its_place_with_its_colour_and_the_crop_marks_at_the_cuts(tmp_path: Path, paper: str) -> None:
    ed = load_edition("base")
    pdf = tmp_path / "base.pdf"
    pdf.write_bytes(pdf_bytes(ed, paper))
    images = pages(pdf, tmp_path)
    kinds = len(ed.cards) + len(ed.landmarks)
    assert len(images) == -(-kinds // 9)
    w, h = PAPERS[paper]
    x0, y0 = (w - ACROSS * WIDTH) / 2, (h - 3 * HEIGHT) / 2
    for image in images:
        assert abs(image.width - px(w)) <= 1 and abs(image.height - px(h)) <= 1
    for i, card in enumerate(ed.cards):  # a band's left part, away from its numbers, is the card's colour
        image = images[i // 9]
        x = x0 + (i % 9 % ACROSS) * WIDTH + 5
        y = y0 + (i % 9 // ACROSS) * HEIGHT + 5
        assert near(pixel(image, px(x), px(y)), rgb(style_colour(card.colour.style))), card.id
    first = images[0]
    for x, y, dx, dy in crop_marks(w, h):  # the middle of each mark is ink; the paper's corner is white
        cx, cy = px(x + dx / 2), px(y + dy / 2)
        darkest = min(sum(pixel(first, cx + i, cy + j)) for i in (-1, 0, 1) for j in (-1, 0, 1))
        assert darkest < 3 * 160, (x, y)
    assert pixel(first, 2, 2) == (255, 255, 255)
    last = images[-1]
    free = kinds % 9
    if free:  # where no card is, the page is white
        spot = (px(x0 + (free % ACROSS) * WIDTH + WIDTH / 2), px(y0 + (free // ACROSS) * HEIGHT + HEIGHT / 2))
        assert pixel(last, *spot) == (255, 255, 255)


@needs_pdftoppm
def test_only_new_prints_what_a_house_rule_adds_or_changes_after_a_page_that_says_it(tmp_path: Path) -> None:
    out = tmp_path / "sushi.pdf"
    result = CliRunner().invoke(main, ["print", str(SUSHI), "--only-new", "-o", str(out), "--allow-outside-paths"])
    assert result.exit_code == 0, result.output
    assert "wrote" in result.output and ": 5 cards" in result.output
    images = pages(out, tmp_path)
    assert len(images) == 2  # the summary, then five cards on one page
    pdftotext = shutil.which("pdftotext")  # poppler-utils' too
    if pdftotext is not None:
        text = subprocess.run([pdftotext, str(out), "-"], capture_output=True, text=True, check=True, timeout=60).stdout
        assert "Cafe: costs 1 (was 2)" in text and "Sushi Bar" in text
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
    assert "Changed card: Mine: now: Get 6 coins from the bank. (was: Get 5 coins from the bank.)." in lines
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
