//go:build !js

package browser_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"patron/web"
	"patron/web/browser"
)

// The browser edition in headless Chromium: served by web.Handler, it
// draws its menu; key 1 opens a quick game, whose table is drawn and
// whose game is kept in localStorage. It needs a built browser edition
// (scripts/web-build.sh DIR; PATRON_WEB_DIR=DIR) and Chromium; it takes
// some tens of seconds. The screenshots go to the test's artifacts
// (go test -artifacts keeps them).
func TestQuickGameInChromium(t *testing.T) {
	h, err := web.Handler(builtWeb(t))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h) // on 127.0.0.1
	defer srv.Close()
	b := chromium(t, 4*time.Minute)
	shots := t.ArtifactDir()
	if err := b.Open(srv.URL + "/"); err != nil {
		t.Fatal(err)
	}
	marks, err := b.WaitMenu(2 * time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("start-up: %v", marks)
	if err := b.NextFrames(2); err != nil {
		t.Fatal(err)
	}
	menu := screenshot(t, b, filepath.Join(shots, "menu.png"))
	if _, ok, err := b.Kept(); err != nil || ok {
		t.Fatalf("a game kept before any was started (%v)", err)
	}
	if err := b.Press("1"); err != nil { // a quick game against a bot Patrón
		t.Fatal(err)
	}
	// The bot Patrón places his objectives first, and the game is kept.
	if err := b.WaitSaved("objectives ", time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := b.NextFrames(2); err != nil {
		t.Fatal(err)
	}
	table := screenshot(t, b, filepath.Join(shots, "quick-game.png"))
	if d := differing(t, menu, table); d < 0.2 {
		t.Errorf("after key 1 only %.0f%% of the page's pixels changed: no table drawn?", 100*d)
	}
	g, ok, err := b.Kept()
	if err != nil || !ok || g.Commands < 1 {
		t.Fatalf("the game kept at the table: %+v, %v, %v", g, ok, err)
	}
	t.Logf("kept %s, %d commands; screenshots in %s", g.Key, g.Commands, shots)
}

// builtWeb is the browser build the Chromium tests run (PATRON_WEB_DIR);
// without one the test is skipped: they build nothing themselves.
func builtWeb(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("PATRON_WEB_DIR")
	if dir == "" {
		t.Skip("PATRON_WEB_DIR is not set: build the browser edition (scripts/web-build.sh DIR) and set it to DIR to run this test in headless Chromium")
	}
	return dir
}

// chromium starts a headless Chromium at 1280×800 for at most within,
// closed (its processes and profile gone) at the test's end.
func chromium(t *testing.T, within time.Duration) *browser.Browser {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), within)
	b, err := browser.Start(ctx, 1280, 800)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := b.Close(); err != nil {
			t.Error(err)
		}
		cancel()
	})
	return b
}

// screenshot takes a PNG of the page, writes it to path and returns it.
func screenshot(t *testing.T, b *browser.Browser, path string) []byte {
	t.Helper()
	shot, err := b.Screenshot()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	return shot
}

// differing is the share of the pixels that two PNGs of a size differ in.
func differing(t *testing.T, a, b []byte) float64 {
	t.Helper()
	ia, err := png.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	ib, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	r := ia.Bounds()
	if r != ib.Bounds() {
		t.Fatalf("screenshots of sizes %v and %v", r, ib.Bounds())
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !same(ia, ib, x, y) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

func same(a, b image.Image, x, y int) bool {
	r1, g1, b1, _ := a.At(x, y).RGBA()
	r2, g2, b2, _ := b.At(x, y).RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2
}
