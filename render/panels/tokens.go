package panels

import (
	"image/color"
	"math"
	"strconv"

	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

// DefenseLook is how a defense token shows.
type DefenseLook int

const (
	DefenseNone     DefenseLook = iota // no token on the slot
	DefenseFaceDown                    // a plain disc with a '?'
	DefenseFaceUp                      // its value, or Hostage / Bomb
)

// DefenseToken draws a defense token of radius rad centred on (x, y).
// Face down, tok is shown when it is known (the Patrón's own view): its
// value as large as a face-up token's, on the face-down token's wood, with
// a small '?' that says the Factions do not see it; pass box.NoToken to
// hide it.
func DefenseToken(c *draw.Canvas, x, y, rad float64, look DefenseLook, tok box.Token) {
	switch look {
	case DefenseNone:
		dashedRing(c, x, y, rad*0.9, max(0.6, rad*0.08), theme.Muted)
	case DefenseFaceDown:
		c.Circle(x+rad*0.08, y+rad*0.12, rad, theme.Alpha(theme.WoodEdge, 0.45))
		c.Circle(x, y, rad, theme.Ink)
		c.Circle(x, y, rad*0.9, theme.WoodLight)
		c.Ring(x, y, rad*0.72, max(0.5, rad*0.06), theme.Alpha(theme.Gold, 0.7))
		if tok == box.NoToken {
			textMid(c, "?", x, y, centered(style(theme.Heading, rad*1.15, theme.Gold)))
			return
		}
		knownFaceDown(c, x, y, rad, tok)
	case DefenseFaceUp:
		c.Circle(x+rad*0.08, y+rad*0.12, rad, theme.Alpha(theme.WoodEdge, 0.45))
		c.Circle(x, y, rad, theme.Ink)
		switch tok {
		case box.TokenHostage:
			c.Circle(x, y, rad*0.9, theme.Danger)
			hostage(c, x, y-rad*0.05, rad*0.75)
			valueBadge(c, x+rad*0.7, y+rad*0.6, rad*0.45)
		case box.TokenBomb:
			c.Circle(x, y, rad*0.9, theme.Paper)
			bomb(c, x, y+rad*0.05, rad*0.75)
			valueBadge(c, x+rad*0.7, y+rad*0.6, rad*0.45)
		default:
			c.Circle(x, y, rad*0.9, theme.Paper)
			textMid(c, tokenDigit(tok), x, y, centered(style(theme.Heading, rad*1.25, theme.Ink)))
		}
	}
}

// knownFaceDown is a face-down token's value as its owner sees it: the
// digit large, in the paper's colour on the wood (a face-up token is ink
// on paper), the Hostage and the Bomb in their own pictures; a small '?'
// at its foot says it is still hidden from the Factions.
func knownFaceDown(c *draw.Canvas, x, y, rad float64, tok box.Token) {
	switch tok {
	case box.TokenHostage:
		c.Circle(x, y, rad*0.78, theme.Danger)
		hostage(c, x, y-rad*0.05, rad*0.7)
	case box.TokenBomb:
		c.Circle(x, y, rad*0.78, theme.Paper)
		bomb(c, x, y+rad*0.05, rad*0.7)
	default:
		textMid(c, tokenDigit(tok), x, y, centered(style(theme.Heading, rad*1.3, theme.Paper)))
	}
	bx, by, br := x+rad*0.72, y+rad*0.66, rad*0.42
	c.Circle(bx, by, br, theme.Ink)
	textMid(c, "?", bx, by, centered(style(theme.Heading, br*1.4, theme.Gold)))
}

func tokenDigit(t box.Token) string { return strconv.Itoa(t.Value()) }

func valueBadge(c *draw.Canvas, x, y, r float64) {
	c.Circle(x, y, r, theme.Ink)
	c.Circle(x, y, r*0.85, theme.Paper)
	textMid(c, strconv.Itoa(box.SpecialValue), x, y, centered(style(theme.Heading, r*1.3, theme.Ink)))
}

// hostage: a head and shoulders with a blindfold, white on red.
func hostage(c *draw.Canvas, x, y, s float64) {
	c.Circle(x, y-s*0.28, s*0.3, theme.White)
	c.NewPath().MoveTo(x-s*0.55, y+s*0.62).QuadTo(x-s*0.5, y+s*0.05, x, y+s*0.08).
		QuadTo(x+s*0.5, y+s*0.05, x+s*0.55, y+s*0.62).Close().Fill(theme.White)
	c.Fill(draw.Rect{X: x - s*0.34, Y: y - s*0.36, W: s * 0.68, H: s * 0.14}, theme.Ink)
}

// bomb: a round black bomb with a lit fuse.
func bomb(c *draw.Canvas, x, y, s float64) {
	c.Circle(x-s*0.08, y+s*0.1, s*0.5, theme.Ink)
	c.Fill(draw.Rect{X: x + s*0.12, Y: y - s*0.5, W: s * 0.22, H: s * 0.2}, theme.Ink)
	c.NewPath().MoveTo(x+s*0.23, y-s*0.5).QuadTo(x+s*0.3, y-s*0.8, x+s*0.55, y-s*0.72).Stroke(s*0.08, theme.InkSoft)
	c.Star(x+s*0.58, y-s*0.74, s*0.2).Fill(theme.Danger)
	c.Circle(x-s*0.24, y-s*0.05, s*0.1, theme.Alpha(theme.White, 0.6))
}

func dashedRing(c *draw.Canvas, x, y, r, w float64, col color.Color) {
	const n = 12
	for i := 0; i < n; i++ {
		a := float64(i) * 2 * math.Pi / n
		c.NewPath().Arc(x, y, r, a, a+math.Pi/n).Stroke(w, col)
	}
}
