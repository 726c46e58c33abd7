package scenes

// At a LAN table the map's top left holds the chat, the presence line and
// the table's banners (drawNet). What else a table shows there (the
// Patrón's objective cards, the Range preview, a save that failed, a
// command taken for the player) goes under them, never over their words.

// mapTop is where an overlay at the map's top left may begin: the map's
// top, or at a LAN table the foot of the chat and its banners, which the
// table draws before those overlays.
func (p *Play) mapTop(l tableLayout) float64 {
	if p.M == nil || p.M.Net == nil { // a table with no match yet (tests) is no LAN table
		return l.Map.Y
	}
	return max(l.Map.Y, p.net.bottom-6)
}
