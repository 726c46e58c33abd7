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
