package scenes

import (
	"fmt"

	"patron/game"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/sound"
	"patron/scenes/words"
)

// The turn clock (Settings, chosen on the New game screen): each side has
// so many minutes for its turn, counted only while its people decide at
// this screen (never during a hand-off, the menu, a bot's turn, or a LAN
// game, where the seats are on other computers). At zero it warns, or, if
// the players chose so, the Easy bot makes the side's decisions until the
// turn ends.

// clockTurn is the turn a clock counts: a season's turn and the side
// playing it.
type clockTurn struct {
	season, turn int
	active       box.Faction
	patron       bool
}

// turnClock is the time left in the turn on the clock.
type turnClock struct {
	turn    clockTurn
	left    int // frames
	running bool
	warned  bool
}

// ClockChoices are the turn lengths offered, in minutes (0: no clock).
var ClockChoices = []int{0, 3, 5, 10}

// tickClock counts the frame against the side deciding, and when its time
// is out warns, or plays for it; it reports whether it played.
func (p *Play) tickClock(a *App) bool {
	lang := a.Lang
	mins := a.Settings.ClockMinutes
	if mins <= 0 || p.M.Net != nil || !p.mine() {
		p.clock.running = false
		return false
	}
	pub := &p.view.Public
	t := clockTurn{pub.Season, pub.Turn, pub.Active, p.view.Pending.Seat == game.SeatPatron}
	if !p.clock.running || t != p.clock.turn {
		p.clock = turnClock{turn: t, left: mins * 60 * 60, running: true}
	}
	if p.clock.left > 0 {
		p.clock.left--
		return false
	}
	if !p.clock.warned {
		p.clock.warned = true
		p.note, p.noteLeft = lang.T(words.ClockOut), noteFrames
		a.Play(sound.HandOff)
	}
	if !a.Settings.ClockPlays {
		return false
	}
	p.playFor(a, uint64(pub.Season*100+pub.Turn), lang.T(words.ClockPlayed))
	return true
}

// drawClock shows the time left on the prompt's title line, red in the
// last half minute.
func (p *Play) drawClock(c *draw.Canvas, r draw.Rect) {
	if !p.clock.running {
		return
	}
	secs := (p.clock.left + 59) / 60
	col := theme.Ink
	if secs <= 30 {
		col = theme.Danger
	}
	x, y := r.X, r.Y+r.H/2
	c.Ring(x+8, y, 7, 1.5, col)
	c.Line(x+8, y, x+8, y-4.5, 1.5, col)
	c.Line(x+8, y, x+11, y+1, 1.5, col)
	c.Text(fmt.Sprintf("%d:%02d", secs/60, secs%60), x+20, y-8, draw.TextStyle{Font: theme.Heading, Size: 14, Color: col})
}

// clockShown is the seconds the clock shows (-1: none), for the screen's cache.
func (p *Play) clockShown() int {
	if !p.clock.running {
		return -1
	}
	return (p.clock.left + 59) / 60
}
