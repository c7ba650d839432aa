"""Make the pictures of docs/house-rules.md: the summary page of `mk print
editions/house-rules/sushi_and_cheap_cafe.yaml` (what it changes, and how many cards are printed) and
the first page of cards of the same with `--one-each` (nine kinds, so several icons), turned into PNG
by pdftoppm at 60 dpi.

    python docs/make_print_screenshot.py    # needs the print extra and pdftoppm (apt-get install poppler-utils)
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from engine.load.loader import load_edition
from engine.services.play.changes import parent_of, summary
from engine.ui.cardsheet import pdf_bytes

DOCS = Path(__file__).resolve().parent
RULE = DOCS.parent / "editions" / "house-rules" / "sushi_and_cheap_cafe.yaml"


def main() -> None:
    ed, parent = load_edition(RULE), parent_of(str(RULE))
    assert parent is not None
    pdftoppm = shutil.which("pdftoppm")
    assert pdftoppm is not None, "pdftoppm: apt-get install poppler-utils"
    said = (f"{ed.name}: what it changes against base", summary(ed, parent))
    with tempfile.TemporaryDirectory() as folder:
        for one_each, page, name in ((False, 1, "print-summary"), (True, 2, "print-cards")):
            pdf = Path(folder) / f"{name}.pdf"
            pdf.write_bytes(pdf_bytes(ed, "a4", None, said, one_each))
            out = Path(folder) / name
            subprocess.run(
                [pdftoppm, "-r", "60", "-png", "-singlefile", "-f", str(page), "-l", str(page), str(pdf), str(out)],
                check=True,
            )
            shutil.copy(out.with_suffix(".png"), DOCS / f"{name}.png")


if __name__ == "__main__":
    main()
