package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// The keyboard help: every shortcut of the table, over it, until a key or
// a click closes it.

// helpAsked reports whether the player asked for the help this frame: H,
// a typed "?", or the toolbar's button.
func helpAsked(a *App, in *Input) bool {
	return in.Pressed(ebiten.KeyH) || slices.Contains(in.Chars, '?') || a.clickedHit(in).is(btnHelp)
}

// updateHelp closes the help on H, Esc or a click; it reports whether the
// help was up (and so took the frame's input).
func (p *Play) updateHelp(in *Input) bool {
	if !p.help {
		return false
	}
	if in.Pressed(ebiten.KeyH) || in.Pressed(ebiten.KeyEscape) || in.Click || in.RightClick || slices.Contains(in.Chars, '?') {
		p.help = false
	}
	return true
}

func (p *Play) drawHelp(a *App, c *draw.Canvas) { drawKeysHelp(a, c) }

// drawKeysHelp lists every key of the table and what a click does where,
// over the screen (the table's H; the menu's too).
func drawKeysHelp(a *App, c *draw.Canvas) {
	lang := a.Lang
	a.dim(c)
	keys := draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.Ink}
	does := Body(14)
	shortcuts := lang.Shortcuts()
	kw := 0.0
	for _, s := range shortcuts {
		kw = max(kw, c.Measure(s.Keys, keys))
	}
	const rowH = 24.0
	dw := 0.0
	for _, s := range shortcuts {
		dw = max(dw, c.Measure(s.Does, does))
	}
	w := min(max(620, kw+20+dw+24+4), a.W-40) // as wide as the longest line needs
	for does.Size > 11 && kw+20+c.Measure(longest(lang, c, does), does)+28 > w {
		does.Size -= 0.5
	}
	h := 36 + 14 + float64(len(shortcuts))*rowH + 34
	in := Panel(c, draw.Rect{X: a.W/2 - w/2, Y: a.H/2 - h/2, W: w, H: h}, lang.T(words.KeysTitle))
	y := in.Y + 4
	for _, s := range shortcuts {
		c.Text(s.Keys, in.X, y, keys)
		c.Text(s.Does, in.X+kw+20, y, does)
		y += rowH
	}
	c.Text(lang.T(words.KeysClose), in.X, y+8, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
}

// longest is the widest of the shortcuts' explanations.
func longest(lang *words.Lang, c *draw.Canvas, st draw.TextStyle) string {
	w, text := 0.0, ""
	for _, s := range lang.Shortcuts() {
		if m := c.Measure(s.Does, st); m > w {
			w, text = m, s.Does
		}
	}
	return text
}
