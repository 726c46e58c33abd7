// Package assets holds the data files embedded in the binary.
//
// spec/board.json is a copy of ../shared/spec/board.json made by
// scripts/sync-spec.sh; a test keeps the two equal.
package assets

import "embed"

// BoardJSON is the map: locations, roads and the country outline.
//
//go:embed spec/board.json
var BoardJSON []byte

// Sound holds the effects and the music, sound/<name>.mp3, made by
// scripts/make-sounds.sh from synthesis alone.
//
//go:embed sound/*.mp3
var Sound embed.FS

// Lang holds the catalogues of the languages the game speaks besides
// English, lang/<code>.json (scenes/words reads them); lang/en.json holds
// English's own plural forms.
//
//go:embed lang/*.json
var Lang embed.FS
