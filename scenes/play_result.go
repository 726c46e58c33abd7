package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// In hotseat the screen blanks for the Patrón as soon as his decision
// comes, which is often the moment the Factions' own action is answered:
// Los Pepes' two tokens turn up, the Type or Region answer, a raid's
// outcome. The table holds that result on screen, named in a box over the
// map, until the Factions click it away; only then does it pass.

// resultHold is the Factions' result held before a hand-off.
type resultHold struct {
	from int  // the log's length when the Factions last had a decision to make
	open bool // the result is held on screen
}

// resultKind reports whether an event answers a Faction's action: what
// they could not know before they acted.
func resultKind(k game.EventKind) bool {
	switch k {
	case game.EvPepesReveal, game.EvDefenseRevealed, game.EvRangeAnswer, game.EvTypeAnswer, game.EvRegionAnswer,
		game.EvAttackFailed, game.EvSicarioCaptured, game.EvMissed:
		return true // a capture, an escape and a hideout revealed are big moments of their own (play_moment.go)
	}
	return false
}

// results are the results among events.
func results(evs []game.Event) []game.Event {
	var out []game.Event
	for _, e := range evs {
		if resultKind(e.Kind) {
			out = append(out, e)
		}
	}
	return out
}

// updateResult follows the Factions' decisions and handles a held result;
// it reports whether the result took the frame.
func (p *Play) updateResult(a *App, in *Input) bool {
	if !p.result.open {
		if p.mine() && !p.M.Screen().Patron {
			p.result.from = len(p.M.Events) // what comes after their decision is its result
		}
		return false
	}
	switch {
	case in.Pressed(ebiten.KeyEscape):
		p.paused = true
	case a.Clicked(in) == named("result:pass") || in.Pressed(ebiten.KeySpace) || in.Pressed(ebiten.KeyEnter):
		p.result.open = false
		p.result.from = len(p.M.Events) // seen: the hand-off goes on
	}
	return true
}

// holdResult holds the Factions' result on screen when the screen is about
// to pass from them to the Patrón; it reports whether it holds.
func (p *Play) holdResult(next match.Audience) bool {
	scr := p.M.Screen()
	if !next.Patron || scr.Patron || scr.Empty() || p.M.Net != nil {
		return false
	}
	if p.result.from > len(p.M.Events) { // an undo took events back
		p.result.from = len(p.M.Events)
	}
	if len(results(p.M.Events[p.result.from:])) == 0 {
		return false
	}
	p.result.open = true
	return true
}

// drawResult names the held result in a box over the lower map, with the
// button that lets the screen pass.
func (p *Play) drawResult(a *App, c *draw.Canvas, l tableLayout) {
	if !p.result.open || p.result.from > len(p.M.Events) {
		return
	}
	lang := a.Lang
	evs := results(p.M.Events[p.result.from:])
	if len(evs) > 5 {
		evs = evs[len(evs)-5:] // the last ones: the answer to the last action
	}
	w := min(480, l.Dashboard.X-l.Map.X-32) // left of the Patrón's dashboard, over the Pacific
	body := Body(14)
	var lines []string
	h := 36 + 8 + 44 + 22.0
	for _, e := range evs {
		s := lang.Printer().Event(e)
		lines = append(lines, s)
		h += float64(len(c.Wrap(s, w-24, body))) * body.LineHeight()
	}
	r := draw.Rect{X: l.Map.X + 16, Y: l.Map.Bottom() - h - 16, W: w, H: h}
	in := Panel(c, r, lang.T(words.ResultTitle))
	y := in.Y + 2
	for _, s := range lines {
		y = c.Paragraph(s, in.X, y, in.W, body)
	}
	b := draw.Rect{X: in.CX() - min(150, in.W/2), Y: y + 8, W: min(300, in.W), H: 36}
	a.Button(c, named("result:pass"), b, lang.T(words.ResultPass), Primary)
	c.Text(lang.T(words.HandOffKeys), in.CX(), b.Bottom()+3, draw.TextStyle{Font: theme.Label, Size: 11.5, Color: theme.InkSoft, Align: draw.Center})
}
