package main

import (
	"regexp"
	"strings"
	"testing"
)

// The game reads gamepads from /dev/input (Ebitengine's evdev on Linux),
// which a Flatpak sandbox hides unless its finish-args open it
// (--device=all, or --device=input since Flatpak 1.15.6): with
// --device=dri alone the Flatpak, the way a Steam Deck installs from
// Flathub, saw no pad at all. The AppStream metadata says a gamepad plays
// it, so software centres (and the Deck's) show it.
func TestTheFlatpakSeesGamepads(t *testing.T) {
	manifest := readRepo(t, "packaging/flatpak/"+appID+".yml")
	if !regexp.MustCompile(`(?m)^\s*-\s*--device=(all|input)\s*$`).MatchString(manifest) {
		t.Errorf("the manifest's finish-args give no access to /dev/input: gamepads go unseen in the sandbox")
	}
	meta := readRepo(t, "packaging/linux/"+appID+".metainfo.xml")
	if !strings.Contains(meta, "<control>gamepad</control>") {
		t.Errorf("the metainfo does not say a gamepad plays the game")
	}
}
