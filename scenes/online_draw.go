package scenes

import (
	"time"

	"patron/game"
	"patron/netplay/lobby"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// Draw paints Play online: the server and the name on top, then the
// player's tables and the public ones side by side, the invite, and the
// buttons.
func (o *OnlineScreen) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	x0 := cx - 440
	Heading(c, lang.T(words.OnlineTitle), cx, 20, 36)
	label := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.PaperDark}
	if a.Platform.Origin == "" {
		c.Text(lang.T(words.OnlineServer), x0, 72, label)
		addr := o.addr
		if addr == "" && o.focus != focusServer {
			addr = lang.T(words.OnlineServerHint)
		}
		textField(a, c, numbered("online:field", focusServer), draw.Rect{X: x0, Y: 90, W: 400, H: 34}, addr, o.focus == focusServer)
	} else {
		c.Text(lang.Sprintf(words.OnlineThisServer, serverHost(a.Platform.Origin)), x0, 98, OnWood(15))
	}
	c.Text(lang.T(words.OnlineYourName), x0+416, 72, label)
	textField(a, c, numbered("online:field", focusName), draw.Rect{X: x0 + 416, Y: 90, W: 248, H: 34}, o.name, o.focus == focusName)
	text, style := lang.T(words.OnlineConnect), Plain
	if !o.connected(a) {
		style = Primary
	}
	if o.connecting != nil {
		text, style = lang.T(words.OnlineConnecting), Disabled
	}
	a.Button(c, named("online:connect"), draw.Rect{X: x0 + 680, Y: 90, W: 200, H: 34}, text, style)
	status, st := lang.T(words.OnlineNotConnected), OnWood(14)
	switch {
	case o.connected(a) && a.online.mineErr != nil: // the list shown is the last the server gave
		status, st.Color = onlineProblem(lang, serverHost(a.online.server), a.online.mineErr), theme.Danger
	case o.connected(a):
		status = lang.Sprintf(words.OnlineConnected, serverHost(a.online.server), a.online.name)
	}
	c.Text(clipText(c, status, 880, st), x0, 136, st)

	mine := Panel(c, minePanel(a), lang.T(words.OnlineMyGames))
	o.drawMine(a, c, mine)
	o.vac.draw(a, c, vacationRect(a))
	pub := Panel(c, draw.Rect{X: x0 + 490, Y: 162, W: 390, H: 380}, lang.T(words.OnlinePublic))
	o.drawPublic(a, c, pub)

	a.Button(c, named("online:back"), draw.Rect{X: x0, Y: 560, W: 200, H: 46}, lang.T(words.Back), Plain)
	if o.connected(a) {
		a.Button(c, named("online:key"), draw.Rect{X: x0 + 220, Y: 560, W: 240, H: 46},
			lang.Sprintf(words.OnlineKey, keyShort(a.online.id)), Quiet)
		a.Button(c, named("online:refresh"), draw.Rect{X: x0 + 476, Y: 560, W: 188, H: 46}, lang.T(words.OnlineRefresh), Quiet)
		a.Button(c, named("online:create"), draw.Rect{X: x0 + 680, Y: 560, W: 200, H: 46}, lang.T(words.OnlineCreate), Primary)
		o.drawNotify(a, c, draw.Rect{X: cx - 200, Y: 616, W: 400, H: 34})
	}
	y := 620.0
	if o.connected(a) { // under the notifications' line
		y = 664
	}
	if o.busy != nil {
		c.Text(lang.T(words.OnlineWorking), cx, y, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Paper, Align: draw.Center})
		y += 24
	}
	for _, line := range []struct {
		text string
		clr  draw.TextStyle
	}{{o.err, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger}}, {o.note, OnWood(14)}} {
		if line.text != "" {
			y = c.Paragraph(line.text, cx-440, y, 880, line.clr) + 4
		}
	}
}

// drawMine lists the player's tables, those waiting on the player lit.
func (o *OnlineScreen) drawMine(a *App, c *draw.Canvas, in draw.Rect) {
	lang := a.Lang
	if !o.connected(a) {
		return
	}
	if len(a.online.mine) == 0 {
		c.Paragraph(lang.T(words.OnlineNoGames), in.X, in.Y, in.W, Body(15))
		return
	}
	rows := mineRows(in)
	o.first = max(min(o.first, len(a.online.mine)-rows), 0)
	if len(a.online.mine) > rows { // the list goes on: a bar says where, the wheel scrolls it
		scrollBar(c, draw.Rect{X: in.Right() - 6, Y: in.Y, W: 6, H: float64(rows)*48 - 6}, o.first, rows, len(a.online.mine))
		in.W -= 12
	}
	y := in.Y
	for i, m := range a.online.mine[o.first:min(o.first+rows, len(a.online.mine))] {
		i += o.first
		style := Plain
		if yourTurn(m) {
			style = Primary
		}
		listRow(a, c, numbered("online:mine", i), draw.Rect{X: in.X, Y: y, W: in.W, H: 42}, m.Name, heldLine(lang, m), mineLine(lang, m), style)
		y += 48
	}
}

// drawPublic lists the public tables (Join on the row, Watch beside it),
// and the invite's field under them.
func (o *OnlineScreen) drawPublic(a *App, c *draw.Canvas, in draw.Rect) {
	lang := a.Lang
	list := in
	list.H -= 86
	switch {
	case !o.connected(a):
	case len(o.public) == 0:
		c.Paragraph(lang.T(words.OnlineNoPublic), in.X, in.Y, in.W, Body(15))
	}
	y := list.Y
	for i, l := range o.public {
		if !o.connected(a) || y+44 > list.Bottom() {
			break
		}
		listRow(a, c, numbered("online:table", i), draw.Rect{X: in.X, Y: y, W: in.W - 78, H: 42}, l.Name, listingNote(lang, l), listingLine(lang, l), Plain)
		a.Button(c, numbered("online:watch", i), draw.Rect{X: in.Right() - 72, Y: y, W: 72, H: 42}, lang.T(words.OnlineWatch), Quiet)
		y += 48
	}
	y = in.Bottom() - 74
	c.Line(in.X, y, in.Right(), y, 1, theme.PaperDark)
	c.Text(lang.T(words.OnlineInvite), in.X, y+8, Body(14))
	invite := o.invite
	fw := in.W - 84
	if pasteAllowed(a) {
		fw -= 70
		a.Button(c, named("online:paste"), draw.Rect{X: in.X + fw + 6, Y: y + 32, W: 64, H: 34}, lang.T(words.OnlinePaste), Plain)
	}
	textField(a, c, numbered("online:field", focusInvite), draw.Rect{X: in.X, Y: y + 32, W: fw, H: 34}, invite, o.focus == focusInvite)
	style := Disabled // signed in first
	switch {
	case o.invite != "" && o.connected(a):
		style = Primary
	case o.connected(a):
		style = Plain
	}
	a.Button(c, named("online:invite-join"), draw.Rect{X: in.Right() - 76, Y: y + 32, W: 76, H: 34}, lang.T(words.OnlineJoinInvite), style)
}

// pasteAllowed is whether the page can read the clipboard (a browser).
func pasteAllowed(a *App) bool { return a.Platform.Origin != "" }

// drawNotify offers a browser's notifications once, from a click.
func (o *OnlineScreen) drawNotify(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	switch notifications() {
	case "default":
		a.Button(c, named("online:notify"), r, lang.T(words.OnlineNotify), Quiet)
	case "granted":
		c.Text(lang.T(words.OnlineNotifyOn), r.CX(), r.Y+8, draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.PaperDark, Align: draw.Center})
	case "denied":
		c.Text(lang.T(words.OnlineNotifyOff), r.CX(), r.Y+8, draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.PaperDark, Align: draw.Center})
	}
}

// listRow is a row of a list: a name, a note at its right ("" for none),
// and a line about it under it; the whole row is the button.
func listRow(a *App, c *draw.Canvas, id buttonID, r draw.Rect, name, note, about string, style ButtonStyle) {
	a.buttonFace(c, r, "", style)
	a.AddTarget(id, r)
	a.markMain(style)
	fg := theme.Ink
	st := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft}
	nameW := r.W - 16
	if note != "" {
		note = clipText(c, note, r.W*0.6, st)
		c.Text(note, r.Right()-8, r.Y+6, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft, Align: draw.Right})
		nameW -= c.Measure(note, st) + 12
	}
	c.Text(clipText(c, name, nameW, draw.TextStyle{Font: theme.Heading, Size: 15}), r.X+8, r.Y+4, draw.TextStyle{Font: theme.Heading, Size: 15, Color: fg})
	c.Text(clipText(c, about, r.W-16, st), r.X+8, r.Y+23, st)
}

// mineLine says one of the player's tables: its mode and status, whose
// turn it is, the last move, the time left.
func mineLine(lang *words.Lang, m lobby.Mine) string {
	line := modeText(lang, m.Mode) + " · " + statusText(lang, m.Status)
	if m.Status == lobby.StatusPlaying {
		switch {
		case m.YourTurn:
			line += " · " + lang.T(words.OnlineYourTurn)
		case m.Waiting >= 0 && m.Waiting < len(m.Seats):
			line += " · " + lang.Sprintf(words.OnlineWaitingFor, seatName(lang, m.Listing, m.Waiting))
		default:
			line += " · " + lang.T(words.OnlineWaitingTeam)
		}
		if m.Seat >= 0 && m.Seat < len(m.BankMS) && m.Mode == lobby.Turn {
			line += " · " + lang.Sprintf(words.OnlineTimeLeft, bankText(lang, time.Duration(m.BankMS[m.Seat])*time.Millisecond))
		}
	}
	if last := lastMove(lang, m.Last); last != "" {
		line += " · " + lang.Sprintf(words.OnlineLastMove, last)
	}
	return line
}

// heldLine says that the player's clock is held at one of their tables
// while their vacation lasts ("" when it is not).
func heldLine(lang *words.Lang, m lobby.Mine) string {
	if !m.HeldUntil.After(time.Now()) {
		return ""
	}
	return lang.Sprintf(words.OnlineHeldUntil, dateText(m.HeldUntil))
}

// listingLine says a public table: its mode, status and seats taken.
func listingLine(lang *words.Lang, l lobby.Listing) string {
	taken := 0
	for _, s := range l.Seats {
		if s.Taken || s.Bot != "" {
			taken++
		}
	}
	return lang.Sprintf(words.OnlineListing, modeText(lang, l.Mode), statusText(lang, l.Status), taken, len(l.Seats))
}

// listingNote is what a public table's row says beside its name: that it
// plays without hints ("" for one with them).
func listingNote(lang *words.Lang, l lobby.Listing) string {
	if l.NoHints {
		return lang.T(words.OnlineNoHints)
	}
	return ""
}

func modeText(lang *words.Lang, mode string) string {
	if mode == lobby.Turn {
		return lang.T(words.OnlineTurnBased)
	}
	return lang.T(words.OnlineLive)
}

func statusText(lang *words.Lang, status string) string {
	switch status {
	case lobby.StatusLobby:
		return lang.T(words.OnlineStatusLobby)
	case lobby.StatusOver:
		return lang.T(words.OnlineStatusOver)
	case lobby.StatusAbandoned:
		return lang.T(words.OnlineStatusGone)
	}
	return lang.T(words.OnlineStatusPlay)
}

// seatName is a seat's person, or its role when it has no name.
func seatName(lang *words.Lang, l lobby.Listing, seat int) string {
	if n := l.Seats[seat].Name; n != "" {
		return n
	}
	return seatRole(lang, seat)
}

// lastMove is a table's last command said in words ("" for none).
func lastMove(lang *words.Lang, text string) string {
	if text == "" {
		return ""
	}
	c, err := game.ParseCommand(text)
	if err != nil {
		return text
	}
	return lang.Printer().Command(c)
}

// bankText is a time bank in days, or hours under a day.
func bankText(lang *words.Lang, d time.Duration) string {
	if d >= 24*time.Hour {
		return lang.Sprintf(words.OnlineDaysN, int(d/(24*time.Hour)))
	}
	return lang.Sprintf(words.OnlineHoursN, int(d/time.Hour))
}

// minePanel is where My games is drawn, the vacation's line under it
// (online_vacation.go).
func minePanel(a *App) draw.Rect { return draw.Rect{X: a.W/2 - 440, Y: 162, W: 470, H: 332} }

// mineRows is how many of My games fit in the panel's inside.
func mineRows(in draw.Rect) int { return int((in.H + 6) / 48) }

// scroll moves My games by the wheel turned over it.
func (o *OnlineScreen) scroll(a *App, in *Input) {
	if in.Wheel == 0 || a.online == nil || !minePanel(a).Contains(in.X, in.Y) {
		return
	}
	if in.Wheel > 0 {
		o.first--
	} else {
		o.first++
	}
	o.first = max(o.first, 0) // its end is kept in sight when drawn
}
