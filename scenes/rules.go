package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// Rules is the rules reference: a list of topics and one page at a time.
type Rules struct {
	page int
	// Return is the scene Back goes to: the menu, or the game it was
	// opened from.
	Return Scene
}

func (r *Rules) back(a *App) {
	if r.Return != nil {
		a.Switch(r.Return)
		return
	}
	a.Switch(&Menu{})
}

// Close passes the window's closing on to the game it was opened from,
// which saves.
func (r *Rules) Close(a *App) error {
	if c, ok := r.Return.(closer); ok {
		return c.Close(a)
	}
	return nil
}

// Update turns pages.
func (r *Rules) Update(a *App, in *Input) {
	if t, ok := r.Return.(backgroundTicker); ok {
		t.tickBehind(a) // a LAN table goes on while the rules are read
	}
	id := a.Clicked(in)
	if id.name == "rules:page" {
		r.page = id.n
	}
	switch {
	case id == named("rules:back") || in.Pressed(ebiten.KeyEscape):
		r.back(a)
	case in.Pressed(ebiten.KeyDown) || in.Pressed(ebiten.KeyPageDown):
		r.page = min(r.page+1, len(words.Rules)-1)
	case in.Pressed(ebiten.KeyUp) || in.Pressed(ebiten.KeyPageUp):
		r.page = max(r.page-1, 0)
	}
}

// Draw paints the topics and the page.
func (r *Rules) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	Heading(c, lang.T(words.RulesRef), a.W/2, 20, 32)
	y := 80.0
	rules := lang.Rules()
	for i, s := range rules {
		style := Quiet
		if i == r.page {
			style = Chosen
		}
		a.Button(c, numbered("rules:page", i), draw.Rect{X: 30, Y: y, W: 300, H: 34}, s.Title, style)
		y += 40
	}
	a.Button(c, named("rules:back"), draw.Rect{X: 30, Y: a.H - 60, W: 300, H: 40}, lang.T(words.Back), Plain)
	if len(rules) == 0 {
		return
	}
	s := rules[r.page]
	in := Panel(c, draw.Rect{X: 360, Y: 80, W: a.W - 390, H: a.H - 110}, s.Title)
	c.Paragraph(s.Body, in.X, in.Y+4, in.W, draw.TextStyle{Font: theme.Label, Size: 17, Color: theme.Ink})
}
