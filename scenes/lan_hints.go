package scenes

import (
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// A LAN or online table may be made without the hint of a seat (issue 34):
// a toggle on the seed's line of the host's setup (beside the seed on the
// LAN, in its place online, where the server draws the seed). The lobby
// carries the choice to every machine; the table's Hint then refuses.

// drawHints draws the toggle on the line at y of the players' panel in.
func (s *NewSetup) drawHints(a *App, c *draw.Canvas, in draw.Rect, y float64) {
	if !s.lan {
		return
	}
	lang := a.Lang
	state := lang.T(words.On)
	if s.noHints {
		state = lang.T(words.Off)
	}
	r := draw.Rect{X: in.X + 310, Y: y, W: in.W - 310, H: 34}
	if s.online {
		r.X, r.W = in.X, 260
	}
	a.Button(c, named("setup:hints"), r, lang.Sprintf(words.HintsSetting, state), Plain)
}

// drawNoHints says, under the lobby's seats, that the table plays without
// hints: every joiner knows before the game starts.
func drawNoHints(lang *words.Lang, c *draw.Canvas, x, y float64, l wire.Lobby) {
	if l.NoHints {
		c.Text(lang.T(words.AdviceOff), x, y, draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.InkSoft})
	}
}
