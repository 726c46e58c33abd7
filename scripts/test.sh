#!/usr/bin/env bash
# The README's second command: sets up and runs every test. It needs only bash
# and apt: make is installed when missing (a minimal Debian has none), and
# `make test` does the rest of the set-up (Go, the libraries).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/ensure-packages.sh make
exec make test
