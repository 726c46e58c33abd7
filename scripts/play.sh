#!/usr/bin/env bash
# The README's first command: sets up and starts the game. It needs only bash
# and apt: make is installed when missing (a minimal Debian has none), and
# `make run` does the rest of the set-up (Go, the libraries).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/ensure-packages.sh make
exec make run
