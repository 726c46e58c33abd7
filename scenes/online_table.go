package scenes

import (
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// An online table is shown by the LAN's screens (PeerLobby, the table, the
// end): what differs is said here. Leaving goes back to the online lobby,
// where My games opens the table again (a turn-based table keeps the seat
// bound to the player's key, and this device's save); the lobby of a
// private table shows its invite, to copy and send.

// leaveTo is where leaving the table goes: the online lobby for an online
// table, the menu for a LAN one.
func (p *Play) leaveTo(a *App) Scene { return tableExit(a, p.net.online) }

func (l *PeerLobby) leaveTo(a *App) Scene { return tableExit(a, l.online) }

// endScreen is the table's end: an online table's goes back to the lobby.
func (p *Play) endScreen() *End {
	if p.net.online != nil {
		return onlineEnd(p.M)
	}
	return NewEnd(p.M)
}

// onlineEnd is an online table's end.
func onlineEnd(m *match.Match) *End {
	e := NewEnd(m)
	e.online = true
	return e
}

// again is whether the end offers the same game again: on one computer
// only.
func (e *End) again() bool { return e.M.Net == nil && !e.online }

// backTo is where the end's way back goes.
func (e *End) backTo(a *App) Scene {
	if e.online {
		return tableExit(a, &onlineTable{})
	}
	return &Menu{}
}

func tableExit(a *App, t *onlineTable) Scene {
	if t == nil {
		return &Menu{}
	}
	if a.online != nil {
		a.online.refresh() // My games shows the table as it stands now
	}
	return NewOnlineScreen(a)
}

// inviteText is what a friend needs to join a private table: the link to
// the server's page, and the code to type.
func (t *onlineTable) inviteText() string {
	code := inviteCode(t.id, t.invite)
	if link := inviteLink(t.link.server, t.id, t.invite); link != "" {
		return link + "\n" + code
	}
	return code
}

// drawOnline shows, beside an online table's seats, its invite (a private
// table's), or that this computer only watches.
func (l *PeerLobby) drawOnline(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	t := l.online
	if !t.panel() {
		return
	}
	in := Panel(c, r, lang.T(words.OnlineTableTitle))
	if t.watch {
		c.Paragraph(lang.T(words.OnlineWatching), in.X, in.Y, in.W, Body(14))
		return
	}
	y := c.Paragraph(lang.Sprintf(words.OnlineInviteShow, inviteCode(t.id, t.invite)), in.X, in.Y, in.W, Body(15)) + 8
	if link := inviteLink(t.link.server, t.id, t.invite); link != "" {
		st := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft}
		for _, line := range wrapAnywhere(c, lang.Sprintf(words.OnlineInviteLink, link), in.W, st) {
			c.Text(line, in.X, y, st)
			y += st.LineHeight()
		}
		y += 8
	}
	c.Paragraph(lang.T(words.OnlinePrivateAbout), in.X, y, in.W, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft})
	if a.Platform.Origin != "" { // a page may write the clipboard
		label := lang.T(words.OnlineCopy)
		if l.copied {
			label = lang.T(words.OnlineCopied)
		}
		a.Button(c, named("lobby:copy"), draw.Rect{X: in.X, Y: in.Bottom() - 36, W: in.W, H: 36}, label, Plain)
	}
}

// panel is whether the lobby shows the table's panel: a private table's
// invite, or a watcher's word.
func (t *onlineTable) panel() bool { return t != nil && (t.invite != "" || t.watch) }

// wrapAnywhere cuts s into lines of width w at any character: a link has
// no spaces to break at.
func wrapAnywhere(c *draw.Canvas, s string, w float64, st draw.TextStyle) []string {
	var lines []string
	line := []rune{}
	for _, r := range s {
		if len(line) > 0 && c.Measure(string(append(line, r)), st) > w {
			lines, line = append(lines, string(line)), line[:0:0]
		}
		line = append(line, r)
	}
	return append(lines, string(line))
}
