# Patrón: the desktop edition of NARCOS.
#
# scripts/play.sh and scripts/test.sh (the README's two commands) install
# make where it is missing and call `make run` and `make test`.
#
#   make run     set up, build bin/patron and start the game
#   make build   set up and build bin/patron
#   make test    set up and run every test (under a virtual X display)
#   make bench   run the speed benchmarks
#   make strength  measure the bot levels' strength (short ladders, minutes)
#   make sim     simulate many games between bots
#   make ladder  every bot level against every level, 1,000 games a pair
#   make shots   render every screen to PNG files in out/shots
#   make fps     measure frames per second on a full board, music playing
#   make sounds  make the sounds and the music again (assets/sound)
#   make dist    the release tarballs and SHA256SUMS in dist/ (docs/PACKAGING.md)
#   make check-dist  try the Windows build under Wine and the browser build
#                in Chromium, timed (minutes; scripts/check-dist.sh)
#   make flatpak  build and install the Flatpak (needs flatpak-builder and
#                Flathub's freedesktop 25.08 runtime; docs/PACKAGING.md)
#   make flatpak-sources  write the Flatpak's Go sources again after go.sum changes
#   make install  bin/patron, its menu entry and icons under PREFIX (/usr/local)
#   make uninstall  take them away again

export PATH := /usr/local/go/bin:$(HOME)/go/bin:$(PATH)
export GOTOOLCHAIN ?= auto
# Ebitengine needs no C compiler on Linux.
export CGO_ENABLED ?= 0
GO ?= go

# The version patron --version says (git describe's; "dev" outside a
# checkout). Builds are reproducible: no paths, no VCS stamp, no build id or
# time, so the same commit gives the same bytes (scripts/dist.sh checks it).
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
BUILD_FLAGS := -trimpath -buildvcs=false -ldflags "-s -w -buildid= -X patron/version.Version=$(VERSION)"

RUNTIME_PACKAGES := libgl1 libgl1-mesa-dri libx11-6 libxcursor1 libxext6 libxi6 libxinerama1 libxrandr2 libxrender1 libasound2
# postgresql: the store's tests start a PostgreSQL of their own (netplay/store/postgres/pgtest).
TEST_PACKAGES := $(RUNTIME_PACKAGES) xvfb xauth pulseaudio sox lame nodejs appstream desktop-file-utils postgresql
XVFB := xvfb-run -a -s "-screen 0 1280x800x24"

PREFIX ?= /usr/local

.PHONY: run build test dist install uninstall bench strength sim ladder shots fps sounds deps deps-test

# The gofmt of the Go that builds the project (GOTOOLCHAIN may have fetched a
# newer one than the gofmt on the PATH).
GOFMT = "$$($(GO) env GOROOT)/bin/gofmt"

deps:
	@./scripts/ensure-go.sh
	@./scripts/ensure-packages.sh $(RUNTIME_PACKAGES)

deps-test:
	@./scripts/ensure-go.sh
	@./scripts/ensure-packages.sh $(TEST_PACKAGES)

build: deps
	@echo "set-up: building bin/patron (the first build compiles the libraries too: a few minutes)" >&2
	$(GO) build $(BUILD_FLAGS) -o bin/patron .

run: build
	bin/patron

# The packages whose tests take longest start first (go test runs them in
# the order given, two at a time on two cores): the screens' busy ones
# beside the network's, which mostly wait; in the order of ./... they ran
# last, side by side, and made the suite's tail (2 min 43 s, 2 min 29 s so).
TEST_FIRST := ./scenes ./netplay/lan ./scenes/window ./netplay/server ./netplay/session ./netplay/transport ./netplay/online/cli ./netplay/discovery ./netplay/lan/cli

test: deps-test
	@test -z "$$($(GOFMT) -l .)" || { echo "gofmt needed:"; $(GOFMT) -l .; exit 1; }
	$(GO) vet ./...
	./scripts/make-sounds.sh --check
	$(XVFB) ./scripts/with-silent-sound.sh $(GO) test -timeout 20m $(TEST_FIRST) ./...
	@# The browser build: it compiles, and its storage's own tests and patron web's stub pass under Node.
	@# (Through bash: a toolchain GOTOOLCHAIN fetched keeps no exec bit on it.)
	GOOS=js GOARCH=wasm $(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) test -exec "bash $$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./scenes/store ./web

# The strength benchmarks play hundreds of games: make strength runs them.
STRENGTH := LevelsAreOrdered|HardBeatsNormal

bench: deps
	$(GO) test -run '^$$' -bench . -skip '$(STRENGTH)' -benchmem ./game/...

strength: deps
	$(GO) test -run '^$$' -bench '$(STRENGTH)' -benchtime 1x -timeout 60m ./game/bot

sim: deps
	$(GO) run . sim --games 10000 --seed 1 --patron normal --factions normal

ladder: deps
	$(GO) run . ladder --games 1000 --seed 1

shots: deps-test
	$(XVFB) $(GO) run . screenshot --seed 1 --out out/shots

fps: deps-test
	$(XVFB) ./scripts/with-silent-sound.sh $(GO) run . fps --seconds 10 --music

sounds:
	./scripts/make-sounds.sh

dist: deps
	./scripts/dist.sh

# install stages the menu entry and icons beside bin/patron, then installs
# them as a release tarball's install.sh does.
install: build
	rm -rf bin/icons
	$(GO) run ./scripts/icons bin/icons
	cp packaging/linux/patron.desktop bin/
	./scripts/install.sh --from bin "$(PREFIX)"

uninstall:
	./scripts/install.sh --uninstall "$(PREFIX)"

# The browser build in dist/web (serve it with: patron web --dir dist/web).
.PHONY: web
web: deps
	./scripts/web-build.sh dist/web

# The packages tried as a player would (minutes, so not in make test):
# make dist and make web, then the Windows zip under Wine 10 and the browser
# build in headless Chromium, with how long each took (docs/PACKAGING.md).
.PHONY: check-dist
check-dist: deps
	./scripts/check-dist.sh

# The Flatpak, built offline from this checkout; its Go sources are
# generated from go.sum (scripts/flatpakmods).
FLATPAK_MANIFEST := packaging/flatpak/io.github.patrongame.Patron.yml
.PHONY: flatpak flatpak-sources
flatpak:
	flatpak-builder --user --install --force-clean build-flatpak $(FLATPAK_MANIFEST)

flatpak-sources:
	$(GO) run ./scripts/flatpakmods packaging/flatpak
