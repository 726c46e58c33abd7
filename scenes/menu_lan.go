package scenes

// lanPossible is whether the menu offers LAN play; a variable so that
// tests can see the browser's menu in a desktop build.
var lanPossible = platformLAN

// quitPossible is whether the menu offers Quit (not in a browser).
var quitPossible = platformQuit

// lanItem is whether a menu item opens a LAN screen (which would open
// UDP sockets: never from a browser).
func lanItem(id buttonID) bool { return id == named("menu:host") || id == named("menu:join") }

// menuOff is whether a menu item is shown greyed out and does nothing.
func menuOff(id buttonID) bool {
	return lanItem(id) && !lanPossible || id == named("menu:load") && keepsNothing()
}
