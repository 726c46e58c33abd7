//go:build !js

// Command webcheck loads the browser edition in headless Chromium
// (package web/browser) and reports how long the page took until the
// game started, where the start-up's time went, the frames per second
// and the longest gap between two on the menu, with a screenshot of it;
// then presses 1 (a quick game against a bot Patrón) and takes one of
// the table, 1 again (the first decision) and another; then checks what
// the browser keeps across reloads (kept.go), and, in a Chromium of its
// own, the frames while a Hard bot thinks (hard.go):
//
//	go run ./scripts/webcheck URL OUT.png
//
// The page must be served, e.g. by `patron web --dir dist/web`. The
// other screenshots are named after OUT (OUT-quick-game.png…).
// PATRON_WEB_HARD is the seconds against the Hard bot (90; 0 leaves it
// out). scripts/check-dist.sh runs it; docs/WEB.md has its figures.
package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"patron/web/browser"
)

func main() {
	url, out := "http://127.0.0.1:8080/", "web-menu.png"
	switch args := os.Args[1:]; len(args) {
	case 2:
		out = args[1]
		fallthrough
	case 1:
		url = args[0]
	case 0:
	default:
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/webcheck URL OUT.png")
		os.Exit(2)
	}
	hard := 90
	if s := os.Getenv("PATRON_WEB_HARD"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			fmt.Fprintln(os.Stderr, "web-check: PATRON_WEB_HARD is seconds:", s)
			os.Exit(2)
		}
		hard = n
	}
	// Ctrl-C or a TERM ends the check through its context, so that
	// Chromium is killed and its profile removed on the way out.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	c := &check{url: url, base: strings.TrimSuffix(out, ".png")}
	err := c.run(ctx, out)
	if err == nil && hard > 0 {
		err = hardBot(ctx, url, c.base+"-hard.png", hard)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "web-check:", err)
		stop()
		os.Exit(1)
	}
}

// check is one run's: the page's address and the screenshots' names.
type check struct {
	url, base string
	b         *browser.Browser
}

// say prints a line of the report (scripts/check-dist.sh keeps the lines
// that begin so).
func say(format string, args ...any) {
	fmt.Printf("web-check: "+format+"\n", args...)
}

// snap takes a screenshot named base-name.png and returns its name.
func (c *check) snap(name string) (string, error) {
	file := c.base + "-" + name + ".png"
	return file, c.b.SaveScreenshot(file)
}

// run is the first load, the menu, a quick game and its first decision,
// then what the browser keeps.
func (c *check) run(ctx context.Context, out string) error {
	b, err := browser.Start(ctx, 1280, 800)
	if err != nil {
		return err
	}
	defer b.Close()
	c.b = b
	t0 := time.Now()
	if err := b.Open(c.url); err != nil {
		return err
	}
	if err := b.WaitFor("window.patronLoadMs !== undefined", time.Minute, "the game did not start"); err != nil {
		return err
	}
	loadMs, err := browser.Eval[int](b, "window.patronLoadMs")
	if err != nil {
		return err
	}
	// The page's own clock when it answers again: Go's start-up (the
	// first frames) holds the page's thread, so this is when the menu is
	// up.
	readyMs, err := browser.Eval[float64](b, "performance.now()")
	if err != nil {
		return err
	}
	readyWall := time.Since(t0).Milliseconds()
	time.Sleep(time.Second) // a canvas, and the menu's first frames
	first, err := b.FramesOver(5 * time.Second)
	if err != nil {
		return err
	}
	canvases, err := browser.Eval[int](b, "document.querySelectorAll('canvas').length")
	if err != nil {
		return err
	}
	if err := b.SaveScreenshot(out); err != nil {
		return err
	}
	say("wasm fetched and compiled in %d ms; page answering again (menu up) %d ms after navigation (%d ms by the clock here); %.1f frames per second on the menu; canvases: %d; screenshot %s",
		loadMs, int(math.Round(readyMs)), readyWall, first.FPS, canvases, out)
	if canvases == 0 {
		return fmt.Errorf("no canvas on the page")
	}
	if marks, err := b.WaitMenu(time.Minute); err != nil {
		say("start-up: no first frame marked in 60 s")
	} else {
		say("start-up: %v", marks)
	}
	menu, err := b.FramesOver(3 * time.Second)
	if err != nil {
		return err
	}
	say("menu: %v", menu)
	// A quick game by keyboard: 1 on the menu hunts the Patrón against a
	// bot, who places his objectives first (the game is kept after every
	// decision, a bot's too).
	k0 := time.Now()
	if err := c.pressSaved("objectives ", "key 1 on the menu, the bot Patrón's objectives placed"); err != nil {
		return err
	}
	shot, err := c.snap("quick-game")
	if err != nil {
		return err
	}
	say("key 1 pressed; table screenshot %s %d ms later", shot, time.Since(k0).Milliseconds())
	// The first decision by keyboard: 1 takes the first choice listed.
	if err := c.pressSaved("start ", "key 1 on the table, the first hunter placed"); err != nil {
		return err
	}
	if shot, err = c.snap("first-decision"); err != nil {
		return err
	}
	say("key 1 again (the first choice); screenshot %s", shot)
	table, err := b.FramesOver(3 * time.Second)
	if err != nil {
		return err
	}
	say("table: %v", table)
	return c.kept()
}

// pressSaved presses 1 and waits until the kept game's log has a line
// beginning with text, and the table is drawn.
func (c *check) pressSaved(text, what string) error {
	if err := c.b.Press("1"); err != nil {
		return err
	}
	if err := c.b.WaitSaved(text, time.Minute); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return c.b.NextFrames(2)
}
