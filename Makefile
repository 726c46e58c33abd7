# Patrón: the desktop edition of NARCOS.
#
#   make run     set up and start the game (until the window exists: a short simulation)
#   make test    set up and run every test
#   make bench   run the benchmarks
#   make sim     simulate many games between bots

export PATH := /usr/local/go/bin:$(HOME)/go/bin:$(PATH)
export GOTOOLCHAIN ?= auto
GO ?= go

.PHONY: run test bench sim deps

deps:
	@./scripts/ensure-go.sh

run: deps
	$(GO) run . sim --games 200 --seed 1 --patron greedy --factions greedy

test: deps
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	$(GO) test ./...

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./game/...

sim: deps
	$(GO) run . sim --games 10000 --seed 1 --patron greedy --factions greedy
