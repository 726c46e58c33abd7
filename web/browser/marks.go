//go:build !js

package browser

import (
	"fmt"
	"time"
)

// Marks are the steps of the start-up, each in ms since the navigation
// began: the loader page marks fetched (the wasm's last byte) and
// compiled; the game main, run (its loop starts), update (its first) and
// frame (its first drawn: the menu is up). web/index.html and
// scenes/window/webmark_js.go make them.
type Marks map[string]int

// Marks reads the page's marks so far.
func (b *Browser) Marks() (Marks, error) {
	m, err := Eval[Marks](b, "window.patronMarks || {}")
	if m == nil {
		m = Marks{}
	}
	return m, err
}

// WaitMenu waits until the game has drawn its first frame (the menu, or
// whatever it opens on), for at most within, and returns the marks.
func (b *Browser) WaitMenu(within time.Duration) (Marks, error) {
	if err := b.WaitFor("window.patronMarks && window.patronMarks.frame", within, "the game's first frame"); err != nil {
		return nil, err
	}
	return b.Marks()
}

// String says where the start-up's time went.
func (m Marks) String() string {
	at := func(a string) string {
		if v, ok := m[a]; ok {
			return fmt.Sprint(v)
		}
		return "?"
	}
	d := func(a, b string) string {
		va, oka := m[a]
		vb, okb := m[b]
		if !oka || !okb {
			return "?"
		}
		return fmt.Sprintf("%d ms", vb-va)
	}
	return fmt.Sprintf("wasm downloaded at %s ms, compiled %s later; "+
		"Go's start-up (runtime and package init) %s; "+
		"main to the game loop %s; loop to first update %s; "+
		"first frame %s; menu drawn %s ms after navigation",
		at("fetched"), d("fetched", "compiled"), d("compiled", "main"),
		d("main", "run"), d("run", "update"), d("update", "frame"), at("frame"))
}
