package scenes

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// HandOff blanks the table until the named players take the seat. It
// draws nothing of the game: only who should look next.
type HandOff struct {
	Aud      match.Audience
	message  string
	button   string
	factions []box.Faction // the emblems to show: the factions the audience runs
}

// NewHandOff prepares the screen for an audience.
func NewHandOff(lang *words.Lang, m *match.Match, aud match.Audience) *HandOff {
	names := m.Names(aud)
	h := &HandOff{Aud: aud}
	switch {
	case aud.Patron:
		h.message = lang.Sprintf(words.HandOffPatron, names[0])
	case aud.Private:
		h.message = lang.Sprintf(words.HandOffPrivate, names[0], lang.Printer().Faction(aud.Seat.Faction()))
	default:
		h.message = lang.Sprintf(words.HandOffFactions, strings.Join(names, ", "))
	}
	h.button = lang.Sprintf(words.HandOffReady, strings.Join(names, " & "))
	if !aud.Patron {
		for f := range box.NumFactions {
			p := m.PersonOf(game.FactionSeat(box.Faction(f)))
			if slices.Contains(aud.People, p) && (!aud.Private || game.FactionSeat(box.Faction(f)) == aud.Seat) {
				h.factions = append(h.factions, box.Faction(f))
			}
		}
	}
	return h
}

// Update reports whether the players confirmed.
func (h *HandOff) Update(a *App, in *Input) bool {
	return a.Clicked(in) == named("handoff:ready") || in.Pressed(ebiten.KeySpace) || in.Pressed(ebiten.KeyEnter)
}

// Draw paints the blank table and the message.
func (h *HandOff) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	top := a.H * 0.22
	if h.Aud.Patron {
		mapview.PatronToken(c, cx, top, 56)
	} else {
		x := cx - float64(len(h.factions)-1)*30
		for _, f := range h.factions {
			c.Circle(x, top, 24, c.Palette.Faction(f))
			c.Ring(x, top, 24, 2, theme.Ink)
			mapview.Emblem(c, f, x, top, 11, theme.White)
			x += 60
		}
	}
	Heading(c, lang.T(words.HandOffTitle), cx, a.H*0.28, 40)
	c.Paragraph(h.message, cx, a.H*0.28+70, 600, draw.TextStyle{Font: theme.Label, Size: 20, Color: theme.Paper, Align: draw.Center})
	r := draw.Rect{X: cx - 200, Y: a.H*0.28 + 170, W: 400, H: 52}
	a.Button(c, named("handoff:ready"), r, h.button, Primary)
	c.Text(lang.T(words.HandOffKeys), cx, r.Bottom()+14, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Muted, Align: draw.Center})
	// The table's menu (Esc too), where the table has it: leave, rules, pace.
	tb := layoutTable(a.W, a.H).Toolbar
	a.Button(c, named("handoff:menu"), draw.Rect{X: tb.Right() - 70, Y: tb.Y, W: 70, H: tb.H}, lang.T(words.MenuButton), Quiet)
}
