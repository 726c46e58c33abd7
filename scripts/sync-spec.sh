#!/usr/bin/env bash
# Copies the map from the shared specification into assets/, where the
# engine embeds it. Run after ../shared/spec/board.json changes; the test
# assets.TestBoardMatchesSpec fails until you do.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cp "$here/../shared/spec/board.json" "$here/assets/spec/board.json"
echo "assets/spec/board.json updated"
