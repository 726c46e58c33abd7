package scenes

import (
	"fmt"
	"image/color"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// A turn-based table's clocks (netplay/session/bank.go): each seat's time
// bank, shown where the seats are, the one running counted down by this
// computer's clock from the host's last word, a held one (its person on
// vacation) marked so; and the table's rule, once, in its lobby. The
// session decides every rule; the screens only read it.

// netBanks are each seat's bank as this computer knows it (nil: the table
// has none).
func netBanks(n match.Net) []session.SeatBank {
	switch t := n.(type) {
	case match.HostNet:
		return t.S.Banks()
	case match.PeerNet:
		return t.P.Banks()
	}
	return nil
}

// bankClock is a bank's time left: days, then h:mm:ss (m:ss under an
// hour), so that the running one is seen counting down.
func bankClock(lang *words.Lang, d time.Duration) string {
	s := int((max(d, 0) + time.Second - 1) / time.Second)
	days, s := s/86400, s%86400
	hms := fmt.Sprintf("%d:%02d", s/60, s%60)
	if s >= 3600 || days > 0 {
		hms = fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	if days > 0 {
		return lang.Sprintf(words.BankDays, days, hms)
	}
	return hms
}

// bankShown is what a seat's place says of its bank: its time left, or
// that its person is on vacation.
func bankShown(lang *words.Lang, b session.SeatBank) string {
	if !b.Held.IsZero() {
		return lang.Sprintf(words.BankHeld, bankClock(lang, b.Left))
	}
	return bankClock(lang, b.Left)
}

// bankColor is a bank's colour: lit while it runs, red once run out,
// soft while held, else ink.
func bankColor(b session.SeatBank, ink, lit, soft color.Color) color.Color {
	switch {
	case !b.Held.IsZero():
		return soft
	case b.Left <= 0:
		return theme.Danger
	case b.Running:
		return lit
	}
	return ink
}

// banksKey is what the banks change on screen, for the screen's cache:
// the seconds shown.
func banksKey(lang *words.Lang, bs []session.SeatBank) string {
	out := ""
	for _, b := range bs {
		out += bankShown(lang, b) + fmt.Sprint(b.Running) + ";"
	}
	return out
}

// ruleSpan is one of the rule's times in words: whole days, hours,
// minutes, or seconds.
func ruleSpan(lang *words.Lang, d time.Duration) string {
	switch {
	case d >= 24*time.Hour && d%(24*time.Hour) == 0:
		return lang.Sprintf(words.OnlineDaysN, int(d/(24*time.Hour)))
	case d >= time.Hour && d%time.Hour == 0:
		return lang.Sprintf(words.OnlineHoursN, int(d/time.Hour))
	}
	return limitText(lang, d)
}

// bankRule says the table's banks in words ("" for a table without).
func bankRule(lang *words.Lang, l wire.Lobby) string {
	b := session.BankRule(l)
	switch {
	case b.Start <= 0:
		return ""
	case b.PerMove <= 0:
		return lang.Sprintf(words.LobbyBankFixed, ruleSpan(lang, b.Start))
	}
	return lang.Sprintf(words.LobbyBank, ruleSpan(lang, b.Start), ruleSpan(lang, b.PerMove), ruleSpan(lang, max(b.Cap, b.Start)))
}

// drawSeatBank writes a seat's bank at the right of its line in a
// lobby's seats, under its state.
func drawSeatBank(lang *words.Lang, c *draw.Canvas, right, y float64, b session.SeatBank) {
	c.Text(bankShown(lang, b), right, y, draw.TextStyle{Font: theme.Label, Size: 13, Color: bankColor(b, theme.Ink, theme.PatronRed, theme.InkSoft), Align: draw.Right})
}

// drawBankLine writes the table's banks in words at the foot of the
// lobby's seats, and what they mean above them; it reports whether the
// table has banks.
func drawBankLine(a *App, c *draw.Canvas, in draw.Rect, l wire.Lobby) bool {
	rule := bankRule(a.Lang, l)
	if rule == "" {
		return false
	}
	st := draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.InkSoft}
	lines := c.Wrap(rule, in.W, st)
	y := in.Bottom() - 20 - float64(len(lines)-1)*st.LineHeight()
	for i, line := range lines {
		c.Text(line, in.X, y+float64(i)*st.LineHeight(), st)
	}
	if _, grace := session.LimitsOf(l); grace > 0 {
		foot := in
		foot.H -= float64(len(lines)-1) * st.LineHeight()
		drawFootHint(c, foot, a.Lang.Sprintf(words.LobbyBankHint, ruleSpan(a.Lang, grace)))
	}
	return true
}

// drawSeatClocks is who sits at a turn-based table, a line a seat: its
// dot and name (marked while a stand-in plays it), and its bank at the
// right.
func (p *Play) drawSeatClocks(lang *words.Lang, c *draw.Canvas, x, y, right float64, st draw.TextStyle, banks []session.SeatBank) {
	for i, s := range p.M.Net.Seats() {
		if i >= len(banks) {
			break
		}
		left := ""
		if s.Who != session.Bot { // a bot's time is nobody's
			left = bankShown(lang, banks[i])
		}
		bs := st
		bs.Color, bs.Align = bankColor(banks[i], st.Color, theme.Gold, theme.Muted), draw.Right
		c.Text(left, right, y, bs)
		nx := p.presenceDot(c, s, x, y, st)
		c.Text(clipText(c, presenceName(lang, s), right-c.Measure(left, st)-12-nx, st), nx, y, st)
		y += st.LineHeight()
	}
}

// awaitedBank is the bank of the seat the table waits on, said for the
// waiting line (ok: the table has banks and that seat is a person's).
func (p *Play) awaitedBank(lang *words.Lang, who int) (string, bool) {
	banks, seats := netBanks(p.M.Net), p.M.Net.Seats()
	if who < 0 || who >= len(banks) || who >= len(seats) || seats[who].Who == session.Bot {
		return "", false
	}
	return bankShown(lang, banks[who]), true
}
