package scenes

import (
	"image/color"

	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// A LAN computer whose game differs from the table's is brought back in
// step by the host, or dropped (netplay/session/desync.go); the table plays
// on. Every computer shows a banner naming it and saying what happens
// next, at the top of the map, until a few commands after the news.

// desyncBanner is the table's latest news of a game that differs.
type desyncBanner struct {
	text string
	// left is how many commands the banner stays for (0: until the next
	// news; a computer being brought back stays named until it is back).
	left int
	// until is the frame (netState.ticks) at which settled news fades
	// (play_lan_fade.go); 0: it stays for its commands alone.
	until int
}

// bannerCommands is how many commands a settled news stays on screen.
const bannerCommands = 12

// desyncNote takes a note about a game that differs: this computer's, or
// another's as the host tells it.
func (p *Play) desyncNote(a *App, n session.Note) {
	lang := a.Lang
	mine := p.M.Net.Mine(n.Player) && !p.M.Net.Hosting()
	name := p.personName(lang, n.Player)
	b := p.news("")
	switch {
	case n.Code == session.CodeDiffers: // this computer found it: it waits for the log
		p.net.mending = true
		b = desyncBanner{text: lang.Sprintf(words.DesyncMine, n.Seq+1)}
	case n.Code == session.CodeRebuilt: // the log rebuilt this computer's game
		p.net.mending = false
		p.rebuildMatch(a)
		b.text = lang.T(words.DesyncBackMine)
	case n.Code == wire.StepFailed:
		p.net.problem = lang.T(words.DesyncFailedMine)
		return
	case n.Code == wire.StepResync && mine:
		b = desyncBanner{text: lang.Sprintf(words.DesyncMine, n.Seq+1)}
	case n.Code == wire.StepResync:
		b = desyncBanner{text: lang.Sprintf(words.DesyncResync, name, n.Seq+1)}
	case n.Code == wire.StepBack && mine:
		b.text = lang.T(words.DesyncBackMine)
	case n.Code == wire.StepBack:
		b.text = lang.Sprintf(words.DesyncBack, name)
	case n.Code == wire.StepDropped && mine:
		b = desyncBanner{text: lang.Sprintf(words.DesyncDroppedMine, n.Seq+1)}
	case n.Code == wire.StepDropped && n.Player == 0:
		b.text = lang.Sprintf(words.DesyncDroppedPatron, name, n.Seq+1)
	case n.Code == wire.StepDropped:
		b.text = lang.Sprintf(words.DesyncDropped, name, n.Seq+1)
	case n.Code == wire.StepLies:
		b.text = lang.Sprintf(words.DesyncLies, name)
	case n.Code == wire.StepFloods && mine: // cut for flooding (netplay/session/floods.go)
		b.text = lang.T(words.DesyncFloodsMine)
	case n.Code == wire.StepFloods:
		b.text = lang.Sprintf(words.DesyncFloods, name)
	default:
		return
	}
	p.net.banner = b
}

// ageBanner counts the commands the banners have stayed for.
func (p *Play) ageBanner() {
	for _, b := range []*desyncBanner{&p.net.banner, &p.net.notice} {
		if b.left > 0 {
			if b.left--; b.left == 0 {
				b.text = ""
			}
		}
	}
}

// rebuildMatch takes this computer's game as the host's log rebuilt it:
// the match is made again from it, as when coming back to a seat, and the
// table's chat stays.
func (p *Play) rebuildMatch(a *App) {
	m, err := match.NewLAN(p.M.Net)
	if err != nil {
		p.net.problem = err.Error()
		return
	}
	m.Chats = p.M.Chats
	m.SoloAudience()
	p.M = m
	p.last.start(len(m.Events), &m.G.Pub)
	p.autosave(a)
	p.refresh()
}

// drawBanner paints the news of a game that differs under the chat, at
// (x, y): paper on dark wood with a gold edge, wrapped to its width. It
// returns where the map is free again below it.
func (p *Play) drawBanner(c *draw.Canvas, x, y float64) float64 {
	return drawNews(c, x, y, p.net.banner.text, theme.Gold, 15)
}

// drawNews paints a line of the table's news at (x, y): paper on dark
// wood with an edge of the colour given, wrapped to its width. It returns
// where the map is free again below it (y itself for no news).
func drawNews(c *draw.Canvas, x, y float64, text string, edge color.Color, size float64) float64 {
	if text == "" {
		return y
	}
	st := draw.TextStyle{Font: theme.Label, Size: size, Color: theme.Paper}
	r := draw.Rect{X: x, Y: y, W: 420}
	lines := c.Wrap(text, r.W-28, st)
	r.H = 16 + float64(len(lines))*st.LineHeight()
	c.RoundRect(r, 8).Fill(theme.Alpha(theme.Wood, 0.92))
	c.RoundRect(draw.Rect{X: r.X, Y: r.Y, W: 6, H: r.H}, 3).Fill(edge)
	for i, line := range lines {
		c.Text(line, r.X+18, r.Y+8+float64(i)*st.LineHeight(), st)
	}
	return r.Bottom() + 6
}
