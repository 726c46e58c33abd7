package scenes

import (
	"patron/render/theme"
	"patron/scenes/words"
)

// menuKey is everything the menu's picture is drawn from: while it stays
// the same the menu is not painted again (App.Draw), so an idle menu costs
// no drawing. In a browser, whose WebGL may be drawn by the CPU, painting
// it every frame held the page at a few frames per second.
type menuKey struct {
	w, h, s      float64
	mx, my       float64 // the mouse: a button under it looks lit
	lang         *words.Lang
	palette      theme.Palette // the Factions' colours
	err          string
	listed       bool
	resume       bool
	latest       string // the game Continue resumes, and why it does not open
	latestErr    string
	lan          lanBack // the LAN table Continue goes back to instead
	broken, help bool
	waiting      int // the online tables waiting on the player: Play online's badge
}

// DrawKey says when the menu must be painted again.
func (m *Menu) DrawKey(a *App) any {
	mx, my := a.mouse()
	k := menuKey{w: a.W, h: a.H, s: a.S, mx: mx, my: my, lang: a.Lang, palette: a.Palette,
		err: m.Err, listed: m.listed, resume: m.resume, latest: m.latest.ID, lan: m.lan, broken: m.broken, help: m.help,
		waiting: a.onlineWaiting()}
	if m.latest.Err != nil {
		k.latestErr = m.latest.Err.Error()
	}
	return k
}
