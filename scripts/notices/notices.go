package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// header says what the file is, and what it is not: the game's own code
// is not under any of these licences.
const header = `Patrón: third-party notices
===========================

Patrón is built with the Go toolchain and the Go modules listed below, and
carries fonts and map data made by others. This file credits them and holds
the licence texts their licences ask to be passed on with the game. These
licences cover those parts only, not Patrón's own code, artwork and sounds.

The board game NARCOS is by Fel Barros and Renato Sasdelli (CMON, 2018).
`

// assets credits what the game embeds besides code, as the credits screen
// (scenes/words CreditsBody) does.
const assets = `
Fonts, map data and sounds inside the game
------------------------------------------

Go fonts (Go Medium, Go Bold, Go Mono), by Bigelow & Holmes for the Go
project, from golang.org/x/image/font/gofont. They are under the Go
licence (BSD 3-Clause): its text is below, under golang.org/x/image.

Map: the outline of Colombia comes from Natural Earth (naturalearthdata.com),
which is in the public domain.

Place coordinates come from GeoNames (geonames.org), used under the Creative
Commons Attribution 4.0 International licence (CC BY 4.0,
https://creativecommons.org/licenses/by/4.0/). Changes: a selection of
places, their coordinates rounded to three decimals and placed on the
game's board.

Sounds and music were made for Patrón by synthesis alone (SoX, encoded with
LAME, by scripts/make-sounds.sh in the game's sources): no third-party
recording is in them.
`

// licence is one licence file's text and where it comes from.
type licence struct {
	Name string // the path shown: module@version/path, or go/LICENSE
	Text string
}

// part is one section: the Go toolchain, or one module.
type part struct {
	Title    string
	Note     string
	Licences []licence
}

// render writes the notices: the header, the assets, then Go and each
// module in path order with its licence texts. Nothing in it depends on
// the machine (paths are module-relative) or the clock.
func render(goVersion, goroot string, mods map[string]*module) ([]byte, error) {
	var parts []part
	goParts, err := readLicences(goroot, []string{"LICENSE", "PATENTS"}, "go")
	if err != nil {
		return nil, err
	}
	parts = append(parts, part{
		Title:    "Go " + strings.TrimPrefix(goVersion, "go") + " (the runtime and standard library, linked into every build)",
		Note:     "https://go.dev",
		Licences: goParts,
	})
	var paths []string
	for p := range mods {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		m := mods[p]
		files, err := licenceFiles(m)
		if err != nil {
			return nil, err
		}
		ls, err := readLicences(m.Dir, files, m.Path+"@"+m.Version)
		if err != nil {
			return nil, err
		}
		parts = append(parts, part{Title: m.Path + " " + m.Version, Note: "https://pkg.go.dev/" + m.Path, Licences: ls})
	}

	var b bytes.Buffer
	b.WriteString(header)
	b.WriteString(assets)
	b.WriteString("\nGo and Go modules linked into the game\n--------------------------------------\n\n")
	for _, p := range parts {
		fmt.Fprintf(&b, "- %s\n", p.Title)
	}
	for _, p := range parts {
		fmt.Fprintf(&b, "\n\n%s\n%s\n%s\n", strings.Repeat("=", 72), p.Title, p.Note)
		for _, l := range p.Licences {
			fmt.Fprintf(&b, "\n--- %s ---\n\n%s\n", l.Name, l.Text)
		}
	}
	return b.Bytes(), nil
}

// readLicences reads files under dir, their line ends made Unix's and
// trailing space cut, so that a checkout's settings change nothing.
func readLicences(dir string, files []string, prefix string) ([]licence, error) {
	var out []licence
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if err != nil {
			return nil, err
		}
		text := strings.ReplaceAll(string(data), "\r\n", "\n")
		lines := strings.Split(strings.TrimRight(text, "\n\t "), "\n")
		for i, l := range lines {
			lines[i] = strings.TrimRight(l, " \t")
		}
		out = append(out, licence{Name: prefix + "/" + f, Text: strings.Join(lines, "\n")})
	}
	return out, nil
}
