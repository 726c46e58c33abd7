// Command macapp lays out a macOS application bundle for the game, all but
// its binary:
//
//	go run ./scripts/macapp -version VERSION DIR/Patron.app
//
// writes Contents/Info.plist (the version, the bundle id, macOS 12 or
// later), Contents/PkgInfo and Contents/Resources/patron.icns (the window's
// icon, render/icon.At, at every size from 16 to 1024 px) and makes
// Contents/MacOS, where scripts/dist.sh builds the darwin binary as
// "patron". Every byte is a function of the version: two runs agree.
//
//	go run ./scripts/macapp -check dist/patron-*-macos-*.zip
//
// checks built packages as a Mac would read them (make check-dist).
package main

import (
	"archive/zip"
	"flag"
	"fmt"
	"image"
	"os"
	"path/filepath"

	"patron/render/icon"
)

func main() {
	version := flag.String("version", "dev", "the version the bundle says (git describe's)")
	check := flag.Bool("check", false, "check the given macOS zips (make check-dist) instead")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/macapp -version VERSION DIR/Patron.app")
		fmt.Fprintln(os.Stderr, "       go run ./scripts/macapp -check dist/patron-*-macos-*.zip")
	}
	flag.Parse()
	if *check {
		os.Exit(checkZips(flag.Args()))
	}
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := layout(flag.Arg(0), *version); err != nil {
		fmt.Fprintln(os.Stderr, "macapp:", err)
		os.Exit(1)
	}
}

// checkZips checks each zip (checkZip), says what it found, and returns
// the exit status: 1 if any is wrong or none was given.
func checkZips(names []string) int {
	status := 0
	if len(names) == 0 {
		fmt.Fprintln(os.Stderr, "macapp: no zip to check")
		return 1
	}
	for _, n := range names {
		r, err := zip.OpenReader(n)
		if err == nil {
			var said string
			said, err = checkZip(filepath.Base(n), &r.Reader)
			r.Close()
			if err == nil {
				fmt.Println(said)
				continue
			}
		}
		fmt.Fprintf(os.Stderr, "macapp: %s: %v\n", n, err)
		status = 1
	}
	return status
}

// layout writes the bundle's files under app.
func layout(app, version string) error {
	contents := filepath.Join(app, "Contents")
	for _, d := range []string{"MacOS", "Resources"} {
		if err := os.MkdirAll(filepath.Join(contents, d), 0o755); err != nil {
			return err
		}
	}
	icns, err := writeICNS(func(n int) image.Image { return icon.At(n) })
	if err != nil {
		return err
	}
	files := []struct {
		path string
		data []byte
	}{
		{"Info.plist", infoPlist(version)},
		{"PkgInfo", []byte("APPL????")},
		{filepath.Join("Resources", "patron.icns"), icns},
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(contents, f.path), f.data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
