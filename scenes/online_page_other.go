//go:build !js

package scenes

import "github.com/hajimehoshi/ebiten/v2"

// On the desktop Play online asks for its server's address, the window's
// title carries the count of tables waiting on the player, and there are
// no notifications and no clipboard Ebitengine reaches.

func pageOrigin() string { return "" }

func pageInvite() string { return "" }

func showTitle(title string) { ebiten.SetWindowTitle(title) }

func notifications() string { return "" }

func askNotifications() {}

func notify(string, string) {}

func copyText(string) bool { return false }

func pasteText() <-chan string { return nil }
