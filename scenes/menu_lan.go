package scenes

// lanItem is whether a menu item opens a LAN screen (which would open
// UDP sockets: never from a browser).
func lanItem(id buttonID) bool { return id == named("menu:host") || id == named("menu:join") }

// menuOff is whether a menu item is shown greyed out and does nothing.
func menuOff(p Platform, id buttonID) bool {
	return lanItem(id) && !p.LAN || id == named("menu:load") && p.keepsNothing()
}
