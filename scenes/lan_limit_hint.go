package scenes

import (
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// A joiner never saw the host's setup, where the time for each decision
// is explained: every lobby says what it means for this table, above the
// limit's line, with the Patrón's countdown as the host chose it.

// limitHint says what the table's limit does, or "" for no limit.
func limitHint(lang *words.Lang, l wire.Lobby) string {
	d, grace := session.LimitsOf(l)
	switch {
	case d <= 0:
		return ""
	case grace <= 0:
		return lang.T(words.LobbyLimitNoEnd)
	}
	return lang.Sprintf(words.LobbyLimitHint, limitText(lang, grace))
}

// drawLimitHint paints limitHint over the foot of the lobby's seats.
func drawLimitHint(a *App, c *draw.Canvas, in draw.Rect, l wire.Lobby) {
	drawFootHint(c, in, limitHint(a.Lang, l))
}

// drawFootHint paints a hint over the foot of the lobby's seats.
func drawFootHint(c *draw.Canvas, in draw.Rect, hint string) {
	if hint == "" {
		return
	}
	st := draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft}
	lines := c.Wrap(hint, in.W, st)
	y := in.Bottom() - 26 - float64(len(lines))*st.LineHeight()
	for i, line := range lines {
		c.Text(line, in.X, y+float64(i)*st.LineHeight(), st)
	}
}
