"""``python -m engine.ui.warm HEADER``: compile the native module of the game a record header (JSON)
describes, for an expert's futures, and keep it in the cache. mk serve starts it in a process of its
own when a table seats an expert (engine.ui.common.warm_expert); the exit code is 0 once the module
is in the cache, 1 when the header is no game mk can play natively."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.core.errors import MkError
from engine.core.game import Game


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    from engine.native.play import native, why_not
    from engine.native.uses import Use
    from engine.services.play.records import start_from_header

    try:
        head = json.loads(args[0])
        game = start_from_header(head, Path.cwd()).game
    except (IndexError, ValueError, MkError):
        return 1
    if not isinstance(game, Game) or why_not(game, ["normal"] * game.nplayers) is not None:
        return 1
    native(game, True, Use.FUTURES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
