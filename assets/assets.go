// Package assets holds the data files the screens embed: the sounds. The
// map is embedded apart, by assets/spec, so that the engine does not carry
// it; the language catalogues by assets/lang, so that the network's
// headless commands speak them without the screens.
package assets

import "embed"

// Sound holds the effects and the music, sound/<name>.mp3, made by
// scripts/make-sounds.sh from synthesis alone.
//
//go:embed sound/*.mp3
var Sound embed.FS
