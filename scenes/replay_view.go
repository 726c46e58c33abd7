package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/game/replay"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/words"
)

// ReplayView steps through a finished game turn by turn: the board as it
// stood, the Patrón's true hideout and path so far, and beside them what
// the Factions could deduce then (every place he might still have been,
// lit). It plays on by itself, or is stepped with the buttons, the arrow
// keys or the slider.
type ReplayView struct {
	tl   *replay.Timeline
	path []game.SheetEntry // the whole true path, when only the public log is known (a LAN Faction's computer)
	Back Scene

	step    int
	shown   int // the step g holds
	g       *game.Game
	err     string
	playing bool
	wait    int // frames until the next step while playing
	board   mapview.Board
	drag    bool // the slider is held
}

// replayPace is how long a step shows while the replay plays (a second).
const replayPace = 60

// NewReplayView opens a replay at its first step. path is the Patrón's
// true path, used when the timeline holds only the published commands.
func NewReplayView(tl *replay.Timeline, path []game.SheetEntry, back Scene) *ReplayView {
	return &ReplayView{tl: tl, path: path, Back: back, shown: -1}
}

// Close passes the window's closing on to the screen the replay came from.
func (r *ReplayView) Close(a *App) error {
	if c, ok := r.Back.(closer); ok {
		return c.Close(a)
	}
	return nil
}

func (r *ReplayView) last() int { return len(r.tl.Steps) - 1 }

// seek moves to step k (kept within the game).
func (r *ReplayView) seek(k int) { r.step = min(max(k, 0), r.last()) }

// load rebuilds the game at the step shown, when it changed.
func (r *ReplayView) load() {
	if r.shown == r.step && r.g != nil {
		return
	}
	g, err := r.tl.Game(r.step)
	if err != nil {
		r.err = err.Error()
		return
	}
	r.g, r.shown, r.err = g, r.step, ""
}

// sliderRect is the slider's track under the map.
func (r *ReplayView) sliderRect(a *App) draw.Rect {
	l := layoutTable(a.W, a.H)
	in := l.Right.Inset(10)
	return draw.Rect{X: in.X + 8, Y: in.Bottom() - 126, W: in.W - 16, H: 22}
}

// Update steps, plays and pauses.
func (r *ReplayView) Update(a *App, in *Input) {
	id := a.Clicked(in)
	switch {
	case id == named("replay:back") || in.Pressed(ebiten.KeyEscape):
		a.Switch(r.Back)
		return
	case id == named("replay:play") || in.Pressed(ebiten.KeySpace):
		r.playing = !r.playing
		if r.playing && r.step == r.last() {
			r.step = 0 // from the start again
		}
		r.wait = replayPace
	case id == named("replay:first") || in.Pressed(ebiten.KeyHome):
		r.seek(0)
		r.playing = false
	case id == named("replay:prev") || in.Pressed(ebiten.KeyLeft):
		r.seek(r.step - 1)
		r.playing = false
	case id == named("replay:next") || in.Pressed(ebiten.KeyRight):
		r.seek(r.step + 1)
		r.playing = false
	case id == named("replay:end") || in.Pressed(ebiten.KeyEnd):
		r.seek(r.last())
		r.playing = false
	}
	s := r.sliderRect(a)
	if in.Click && s.Inset(-6).Contains(in.X, in.Y) {
		r.drag, r.playing = true, false
	}
	if r.drag {
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) && !in.Click {
			r.drag = false
		}
		r.seek(int((in.X-s.X)/s.W*float64(r.last()) + 0.5))
	}
	if r.playing {
		if r.wait--; r.wait <= 0 {
			r.wait = replayPace
			if r.step == r.last() {
				r.playing = false
			} else {
				r.step++
			}
		}
	}
	r.load()
}

// Draw paints the board at the step, with the truth and the deduction.
func (r *ReplayView) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	r.load()
	l := layoutTable(a.W, a.H)
	area := draw.Rect{X: 0, Y: 0, W: l.Map.Right(), H: a.H}
	rr := l.Right.Inset(10)
	if r.g == nil {
		Panel(c, rr, lang.T(words.ReplayTitle))
		c.Paragraph(lang.Sprintf(words.ReplayFailed, r.err), rr.X+12, rr.Y+40, rr.W-24, Body(14))
		a.Button(c, named("replay:back"), draw.Rect{X: rr.X, Y: rr.Bottom() - 46, W: rr.W, H: 46}, lang.T(words.Back), Primary)
		return
	}
	pub := &r.g.Pub
	path, hideout := r.truth()
	r.board.Draw(c, area, &mapview.Scene{Pub: pub, Hideout: hideout, Path: path, Overlay: true, Hover: board.NoLoc})

	st := r.tl.Steps[r.step]
	in := Panel(c, draw.Rect{X: rr.X, Y: rr.Y, W: rr.W, H: rr.H - 144}, lang.T(words.ReplayTitle))
	y := c.Paragraph(r.stepTitle(lang, st), in.X, in.Y, in.W, draw.TextStyle{Font: theme.Heading, Size: 17, Color: theme.Ink})
	y += 4
	if hideout != board.NoLoc {
		y = c.Paragraph(lang.Sprintf(words.ReplayHideout, board.Map.Name[hideout], hideout), in.X, y, in.W,
			draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.PatronRed})
	} else {
		y = c.Paragraph(lang.T(words.ReplayNoSecret), in.X, y, in.W, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft})
	}
	y = c.Paragraph(lang.Sprintf(words.ReplayDeduced, pub.Possible.Count()), in.X, y+2, in.W, Body(14))
	c.Line(in.X, y+6, in.Right(), y+6, 1, theme.PaperDark)
	y += 12
	lines := 0
	say := lang.Printer()
	for _, ev := range st.Events {
		text := sentence(say.Event(ev))
		if text == "" {
			continue
		}
		if y > in.Bottom()-18 {
			c.Text(lang.Sprintf(words.ReplayMore, len(st.Events)-lines), in.X, y, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
			break
		}
		y = c.Paragraph(text, in.X, y, in.W, draw.TextStyle{Font: theme.Label, Size: 12.5, Color: theme.Ink})
		lines++
	}
	r.drawControls(a, c, rr)
}

// truth is the Patrón's path up to the step and where he hid then: from
// the replayed secrets when the timeline holds them, else from the path
// the game ended with, season by season.
func (r *ReplayView) truth() ([]game.SheetEntry, board.Loc) {
	if v := r.g.View(game.SeatPatron); v.Secret != nil {
		return v.Secret.Sheet, v.Secret.Hideout
	}
	season := r.g.Pub.Season
	var path []game.SheetEntry
	for _, e := range r.path {
		if e.Season < season || e.Escape && e.Season == season && r.g.Pub.Captures > 0 {
			path = append(path, e)
		}
	}
	if len(path) == 0 {
		return nil, board.NoLoc
	}
	return path, path[len(path)-1].Loc
}

func (r *ReplayView) stepTitle(lang *words.Lang, st replay.Step) string {
	switch {
	case r.step == r.last() && r.g.Over():
		return lang.Sprintf(words.ReplayEnd, r.step+1, len(r.tl.Steps))
	case st.Season == 0:
		return lang.Sprintf(words.ReplaySetup, r.step+1, len(r.tl.Steps))
	case st.Faction == box.NoFaction:
		return lang.Sprintf(words.ReplayPatronTurn, r.step+1, len(r.tl.Steps), st.Season)
	}
	return lang.Sprintf(words.ReplayFactionTurn, r.step+1, len(r.tl.Steps), st.Season, lang.Printer().Faction(st.Faction))
}

func (r *ReplayView) drawControls(a *App, c *draw.Canvas, rr draw.Rect) {
	lang := a.Lang
	s := r.sliderRect(a)
	c.RoundRect(draw.Rect{X: s.X, Y: s.CY() - 3, W: s.W, H: 6}, 3).Fill(theme.WoodLight)
	frac := 0.0
	if r.last() > 0 {
		frac = float64(r.step) / float64(r.last())
	}
	c.RoundRect(draw.Rect{X: s.X, Y: s.CY() - 3, W: s.W * frac, H: 6}, 3).Fill(theme.Gold)
	c.Circle(s.X+s.W*frac, s.CY(), 9, theme.Gold)
	c.Ring(s.X+s.W*frac, s.CY(), 9, 1.5, theme.Ink)
	a.AddTarget(named("replay:slider"), s)

	bw, gap := (rr.W-4*6)/5, 6.0
	play := lang.T(words.ReplayPlay)
	if r.playing {
		play = lang.T(words.ReplayPause)
	}
	for i, b := range []struct {
		id    buttonID
		label string
	}{
		{named("replay:first"), lang.T(words.ReplayFirst)}, {named("replay:prev"), lang.T(words.ReplayPrev)}, {named("replay:play"), play},
		{named("replay:next"), lang.T(words.ReplayNext)}, {named("replay:end"), lang.T(words.ReplayLast)},
	} {
		style := Plain
		if b.id == named("replay:play") {
			style = Primary
		}
		a.Button(c, b.id, draw.Rect{X: rr.X + float64(i)*(bw+gap), Y: rr.Bottom() - 84, W: bw, H: 32}, b.label, style)
	}
	c.Text(lang.T(words.ReplayKeys), rr.CX(), rr.Bottom()-104, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.PaperDark, Align: draw.Center})
	a.Button(c, named("replay:back"), draw.Rect{X: rr.X, Y: rr.Bottom() - 44, W: rr.W, H: 40}, lang.T(words.Back), Quiet)
}
