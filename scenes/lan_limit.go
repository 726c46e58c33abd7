package scenes

import (
	"fmt"
	"time"

	"patron/game/replay"
	"patron/game/savefile"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// A LAN table's time for each decision (netplay/session/limit.go): the
// host chooses it, the lobby shows it, a Faction seat past it is played
// by a bot until its person takes it back, and the Patrón past it pauses
// the table with a countdown every computer shows, after which the host
// may end the game as abandoned.

// lanLimitChoices are the host's choices, in minutes (0: no limit).
var lanLimitChoices = []int{0, 1, 3, 5}

// lanLimitDefault is the choice a new table starts with.
const lanLimitDefault = 3

// limits is the table's limit as the setup chose it: the Patrón's
// countdown past it is as long again, and the bot that plays a seat past
// it is of the level Settings chose (standIn, Normal when unset).
func (s *NewSetup) limits() session.Limits {
	d := time.Duration(s.limitMinutes) * time.Minute
	return session.Limits{Decision: d, Grace: d, Bot: offeredLevel(s.standIn)}
}

// drawLimit offers the time for each decision, where a table on one
// computer offers its clock.
func (s *NewSetup) drawLimit(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	minuteChoices(a, c, r, lang.T(words.LimitLabel), "setup:limit", lanLimitChoices, s.limitMinutes)
	c.Paragraph(lang.T(words.LimitHint), r.X, r.Y+76, r.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
}

// minuteChoices is a setting in minutes under a line: its label, and a
// button a choice (0: off), the one chosen lit; name is the buttons', each
// numbered with its minutes.
func minuteChoices(a *App, c *draw.Canvas, r draw.Rect, label, name string, choices []int, chosen int) {
	lang := a.Lang
	c.Line(r.X, r.Y, r.Right(), r.Y, 1, theme.PaperDark)
	c.Text(label, r.X, r.Y+12, Body(15))
	w := (r.W - float64(len(choices)-1)*6) / float64(len(choices))
	for i, m := range choices {
		text, style := lang.T(words.ClockOff), Plain
		if m > 0 {
			text = lang.Sprintf(words.ClockMinutesN, m)
		}
		if chosen == m {
			style = Chosen
		}
		a.Button(c, numbered(name, m), draw.Rect{X: r.X + float64(i)*(w+6), Y: r.Y + 36, W: w, H: 30}, text, style)
	}
}

// limitText says a limit: whole minutes, or seconds.
func limitText(lang *words.Lang, d time.Duration) string {
	switch {
	case d <= 0:
		return lang.T(words.LimitNone)
	case d%time.Minute == 0:
		return lang.Sprintf(words.ClockMinutesN, int(d/time.Minute))
	}
	return lang.Sprintf(words.LimitSecondsN, int((d+time.Second-1)/time.Second))
}

// drawLimitLine writes the table's limit at the foot of the lobby's seats,
// and what it means above it (lan_limit_hint.go).
// A turn-based table says its banks instead (lan_banks.go).
func drawLimitLine(a *App, c *draw.Canvas, in draw.Rect, l wire.Lobby) {
	if drawBankLine(a, c, in, l) {
		return
	}
	d, _ := session.LimitsOf(l)
	c.Text(a.Lang.Sprintf(words.LobbyLimit, limitText(a.Lang, d)), in.X, in.Bottom()-20,
		draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.InkSoft})
	drawLimitHint(a, c, in, l)
}

// clockText is a countdown as m:ss.
func clockText(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// lanPause is the table's wait for the Patrón past the limit, as this
// computer knows it.
func lanPause(n match.Net) (left time.Duration, gone, ok bool) {
	switch t := n.(type) {
	case match.HostNet:
		return t.S.Pause()
	case match.PeerNet:
		return t.P.Pause()
	}
	return 0, false, false
}

// lanAbandoned is why the game ended abandoned (nil: it did not).
func lanAbandoned(n match.Net) *wire.Abandon {
	switch t := n.(type) {
	case match.HostNet:
		return t.S.Abandoned()
	case match.PeerNet:
		return t.P.Abandoned()
	}
	return nil
}

// stoodInHere reports whether a bot at the host plays this joiner's seat
// while it is connected: its person let the limit pass.
func stoodInHere(n match.Net) bool {
	t, ok := n.(match.PeerNet)
	return ok && t.P.StoodIn()
}

// mayAbandon reports whether this computer hosts a table whose countdown
// for the Patrón has run out.
func mayAbandon(n match.Net) bool {
	t, ok := n.(match.HostNet)
	return ok && t.S.Abandonable()
}

// pauseBanner is the line every computer shows while the table waits for
// the Patrón past the limit ("" when it does not).
func (p *Play) pauseBanner(lang *words.Lang) string {
	left, gone, ok := lanPause(p.M.Net)
	switch {
	case !ok:
		return ""
	case p.M.Net.Hosting() && left == 0 || !p.M.Net.Hosting() && p.M.Net.Mine(0): // said to the host, or to him (lan_limit_you.go)
		return pauseToYou(lang, p.M.Net.Hosting(), left)
	case left == 0:
		return lang.T(words.PatronLate)
	case left < 0:
		return lang.T(words.PatronLateWait)
	case gone:
		return lang.Sprintf(words.PatronAwayCount, clockText(left))
	}
	return lang.Sprintf(words.PatronCountdown, clockText(left))
}

// drawPauseBanner paints the pause's line above the chat; it returns
// where the chat goes.
func (p *Play) drawPauseBanner(lang *words.Lang, c *draw.Canvas, x, y float64) float64 {
	text := p.pauseBanner(lang)
	if text == "" {
		return y
	}
	r := draw.Rect{X: x, Y: y, W: 420}
	st := draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Paper}
	lines := c.Wrap(text, r.W-16, st)
	r.H = 12 + float64(len(lines))*st.LineHeight()
	c.RoundRect(r, 6).Fill(theme.PatronRed)
	for i, line := range lines {
		c.Text(line, r.X+8, r.Y+6+float64(i)*st.LineHeight(), st)
	}
	return r.Bottom() + 6
}

// limitWaiting is the prompt panel's line while the limit is at work: this
// joiner's seat played by a bot, another seat played by one, or the table
// paused for the Patrón.
func (p *Play) limitWaiting(lang *words.Lang) (string, bool) {
	if stoodInHere(p.M.Net) {
		return lang.T(words.StoodInYou), true
	}
	if text := p.pauseBanner(lang); text != "" {
		return text, true
	}
	who, _ := p.M.Actor()
	if seats := p.M.Net.Seats(); who > 0 && who < len(seats) && seats[who].StandIn && seats[who].Connected {
		return lang.Sprintf(words.StoodInOther, seats[who].Name), true
	}
	return "", false
}

// drawLimitButton offers, under the waiting line, what this computer may
// do about the limit: take its seat back, or (the host) end the game.
func (p *Play) drawLimitButton(a *App, c *draw.Canvas, in draw.Rect, y float64) {
	switch {
	case stoodInHere(p.M.Net):
		a.HitButton(c, onButton(btnTakeBack), draw.Rect{X: in.X, Y: y + 30, W: in.W, H: 32}, a.Lang.T(words.TakeSeatBack), Primary)
	case mayAbandon(p.M.Net):
		a.HitButton(c, onButton(btnAbandon), draw.Rect{X: in.X, Y: y + 30, W: in.W, H: 32}, a.Lang.T(words.EndAbandoned), Plain)
	}
}

// updateLimit takes the limit's buttons, and leaves the table for the end
// screen once the game was abandoned; it reports whether it took the
// frame.
func (p *Play) updateLimit(a *App, in *Input) bool {
	if p.net.abandoned {
		p.autosave(a) // the save says how it ended
		p.stopSaving()
		a.Switch(p.endScreen())
		return true
	}
	switch h := a.clickedHit(in); {
	case h.is(btnTakeBack):
		if t, ok := p.M.Net.(match.PeerNet); ok {
			if err := t.P.Back(); err != nil {
				p.err = err.Error()
			}
		}
		return true
	case h.is(btnAbandon):
		if t, ok := p.M.Net.(match.HostNet); ok {
			if err := t.S.Abandon(); err != nil {
				p.err = err.Error()
			}
			p.netNotes = append(p.netNotes, t.S.Step()...)
		}
		return true
	}
	return false
}

// limitKey is what the limit changes on screen, for the table's key.
func (p *Play) limitKey(lang *words.Lang) string {
	return fmt.Sprint(p.pauseBanner(lang), stoodInHere(p.M.Net), mayAbandon(p.M.Net))
}

// presenceName is a seat's name on the presence line: marked while a bot
// plays it.
func presenceName(lang *words.Lang, s wire.Seat) string {
	if s.StandIn {
		return lang.Sprintf(words.StandInMark, s.Name)
	}
	return s.Name
}

// lanAbandonedMark is an abandoned end as the save records it.
func lanAbandonedMark(n match.Net) *savefile.Abandoned {
	a := lanAbandoned(n)
	if a == nil {
		return nil
	}
	return &savefile.Abandoned{Seat: a.Seat, Waited: a.WaitedMS / 1000, Gone: a.Gone}
}

// abandonedEnd is what the end screen says of a game abandoned.
type abandonedEnd struct {
	why    *wire.Abandon
	broken error // what playing the published log again found (nil: it holds)
}

// newAbandonedEnd checks an abandoned game as far as it went: its
// published log, played again from the options, must end where this
// computer's game stands. Nil when the game was not abandoned.
func newAbandonedEnd(m *match.Match) *abandonedEnd {
	if m.Net == nil {
		return nil
	}
	a := lanAbandoned(m.Net)
	if a == nil {
		return nil
	}
	e := &abandonedEnd{why: a}
	g, err := replay.Replay(m.G.Pub.Opts, nil, m.G.PublicLog(), nil)
	switch {
	case err != nil:
		e.broken = err
	case g.PublicHash() != m.G.PublicHash():
		e.broken = fmt.Errorf("%016x ≠ %016x", g.PublicHash(), m.G.PublicHash())
	}
	return e
}

// draw writes why the game ended, and the audit as far as it went, in the
// result's panel.
func (e *abandonedEnd) draw(lang *words.Lang, c *draw.Canvas, in draw.Rect) {
	c.Text(lang.T(words.AbandonedTitle), in.X, in.Y, draw.TextStyle{Font: theme.Heading, Size: 24, Color: theme.PatronRed})
	waited := time.Duration(e.why.WaitedMS) * time.Millisecond
	why := lang.Sprintf(words.AbandonedSilent, clockText(waited))
	switch {
	case e.why.Over:
		why = lang.Sprintf(words.AbandonedOpenings, clockText(waited))
	case e.why.Gone:
		why = lang.Sprintf(words.AbandonedAway, clockText(waited))
	}
	y := c.Paragraph(why, in.X, in.Y+32, in.W, Body(12))
	audit, color := lang.T(words.AbandonedAudited), theme.Good
	if e.broken != nil {
		audit, color = lang.Sprintf(words.AbandonedBroken, e.broken.Error()), theme.Danger
	}
	c.Paragraph(audit, in.X, y+2, in.W, draw.TextStyle{Font: theme.Label, Size: 11, Color: color})
}
