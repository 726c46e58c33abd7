package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// Credits names the game's makers and the data and tools it uses.
type Credits struct{}

// Update goes back to the menu.
func (Credits) Update(a *App, in *Input) {
	if a.Clicked(in) == named("credits:back") || in.Pressed(ebiten.KeyEscape) || in.Pressed(ebiten.KeyEnter) {
		a.Switch(&Menu{})
	}
}

// Draw paints the credits.
func (Credits) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, lang.T(words.CreditsTitle), cx, 60, 36)
	in := Panel(c, draw.Rect{X: cx - 330, Y: 130, W: 660, H: 420}, "")
	c.Paragraph(lang.T(words.CreditsBody), in.X+10, in.Y+10, in.W-20, draw.TextStyle{Font: theme.Label, Size: 17, Color: theme.Ink})
	a.Button(c, named("credits:back"), draw.Rect{X: cx - 150, Y: 580, W: 300, H: 42}, lang.T(words.Back), Primary)
}
