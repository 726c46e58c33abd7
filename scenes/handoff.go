package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// HandOff blanks the table until the named players take the seat. It
// draws nothing of the game: only who should look next.
type HandOff struct {
	Aud     match.Audience
	message string
	button  string
}

// NewHandOff prepares the screen for an audience.
func NewHandOff(m *match.Match, aud match.Audience) *HandOff {
	names := m.Names(aud)
	h := &HandOff{Aud: aud}
	switch {
	case aud.Patron:
		h.message = fmt.Sprintf(words.HandOffPatron, names[0])
	case m.PrivateChoice():
		h.message = fmt.Sprintf(words.HandOffPrivate, names[0], aud.Seat.Faction().Name())
	default:
		h.message = fmt.Sprintf(words.HandOffFactions, strings.Join(names, ", "))
	}
	h.button = fmt.Sprintf(words.HandOffReady, strings.Join(names, " & "))
	return h
}

// Update reports whether the players confirmed.
func (h *HandOff) Update(a *App, in *Input) bool {
	return a.Clicked(in) == "handoff:ready" || in.Pressed(ebiten.KeySpace) || in.Pressed(ebiten.KeyEnter)
}

// Draw paints the blank table and the message.
func (h *HandOff) Draw(a *App, c *draw.Canvas) {
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, words.HandOffTitle, cx, a.H*0.28, 40)
	c.Paragraph(h.message, cx-300, a.H*0.28+70, 600, draw.TextStyle{Font: theme.Label, Size: 20, Color: theme.Paper})
	r := draw.Rect{X: cx - 200, Y: a.H*0.28 + 170, W: 400, H: 52}
	a.Button(c, "handoff:ready", r, h.button, Primary)
	c.Text(words.HandOffKeys, cx, r.Bottom()+14, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Muted, Align: draw.Center})
}
