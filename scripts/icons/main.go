// Command icons writes the game's icon (the one its window shows, drawn by
// icon.Icons's painter, render/icon) as PNG files for packages:
//
//	go run ./scripts/icons DIR
//
// makes DIR/<n>x<n>/apps/patron.png for the hicolor sizes, the layout XDG
// icon themes use. PNG encoding is deterministic: the same bytes every run.
package main

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"

	"patron/render/icon"
)

// sizes are the hicolor sizes packages ship.
var sizes = []int{16, 24, 32, 48, 64, 128, 256}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/icons DIR")
		os.Exit(2)
	}
	for _, n := range sizes {
		dir := filepath.Join(os.Args[1], fmt.Sprintf("%dx%d", n, n), "apps")
		if err := write(dir, n); err != nil {
			fmt.Fprintln(os.Stderr, "icons:", err)
			os.Exit(1)
		}
	}
}

func write(dir string, n int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, "patron.png"))
	if err != nil {
		return err
	}
	if err := png.Encode(f, icon.At(n)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
