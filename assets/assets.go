// Package assets holds the data files the screens embed: the sounds and
// the language catalogues. The map is embedded apart, by assets/spec, so
// that the engine does not carry these.
package assets

import "embed"

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
