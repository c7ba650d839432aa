#!/usr/bin/env bash
# Instructions per game under valgrind's callgrind: a figure that does not
# depend on how busy the machine is (wall-clock timing here varies by a third).
#   bash benchmarks/instructions.sh [GAMES]
set -euo pipefail
games=${1:-100}
cd "$(dirname "$0")/.."
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null python - "$1" <<'PY' 2>&1 | awk '/Collected/ {print $4}'
import sys
from engine.services.play.driver import simulate
from engine.load.loader import new_game
simulate(new_game("base", 4), ["basic"] * 4, int(sys.argv[1]), seed=0)
PY
}
base=$(count 0)
run=$(count "$games")
echo "base, 4 players, basic bots: $(( (run - base) / games / 1000 ))k instructions per game ($games games)"
