package scenes

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"patron/game"
	"patron/game/board"
	"patron/render/mapview"
)

// popFrames is how long a new token takes to grow in (120 ms).
const popFrames = 7

// stepFrames is how long a miniature takes to slide one road (about
// 250 ms at 60 frames a second, STYLE.md).
const stepFrames = 15

// slide is one miniature's move between two points.
type slide struct {
	fromX, fromY, toX, toY float64
	t                      int
}

// animations are the moves in progress.
type animations struct {
	moving map[mapview.Piece]*slide
	pos    map[mapview.Piece][2]float64
	pops   map[board.Loc]int // frames since a token appeared there
}

// popIn starts the tokens that appeared between two states.
func (an *animations) popIn(before, after *game.Public) {
	fresh := tokenLocs(after) &^ tokenLocs(before)
	if fresh.Empty() {
		return
	}
	if an.pops == nil {
		an.pops = map[board.Loc]int{}
	}
	for rest := fresh; !rest.Empty(); {
		an.pops[rest.Next(&rest)] = 0
	}
}

func tokenLocs(p *game.Public) board.Set {
	s := p.Blockade | p.Controlled | p.Lab | p.Party | p.Coins
	if p.PatronToken != board.NoLoc {
		s = s.With(p.PatronToken)
	}
	return s
}

// popScales are the sizes of the tokens growing in, for the map.
func (an *animations) popScales() map[board.Loc]float64 {
	if len(an.pops) == 0 {
		return nil
	}
	out := map[board.Loc]float64{}
	for l, f := range an.pops {
		t := float64(f) / popFrames
		out[l] = t * (1.25 - 0.25*t) // a little overshoot, then settle
	}
	return out
}

// start slides every miniature whose resting point changed.
func (an *animations) start(before, after []mapview.Spot) {
	if an.moving == nil {
		an.moving = map[mapview.Piece]*slide{}
	}
	was := map[mapview.Piece]mapview.Spot{}
	for _, s := range before {
		was[s.Piece] = s
	}
	for _, s := range after {
		old, ok := was[s.Piece]
		if !ok || (old.X == s.X && old.Y == s.Y) {
			continue
		}
		fx, fy := old.X, old.Y
		if cur, moving := an.pos[s.Piece]; moving {
			fx, fy = cur[0], cur[1]
		}
		an.moving[s.Piece] = &slide{fromX: fx, fromY: fy, toX: s.X, toY: s.Y}
	}
	an.update()
}

func (an *animations) tick() {
	for l := range an.pops {
		an.pops[l]++
		if an.pops[l] >= popFrames {
			delete(an.pops, l)
		}
	}
	for pc, s := range an.moving {
		s.t++
		if s.t >= stepFrames {
			delete(an.moving, pc)
		}
	}
	an.update()
}

func (an *animations) update() {
	an.pos = map[mapview.Piece][2]float64{}
	for pc, s := range an.moving {
		t := float64(s.t) / stepFrames
		e := 0.5 - 0.5*math.Cos(math.Pi*t) // ease in and out
		hop := math.Sin(math.Pi*t) * 6     // a small lift, as a hand carries it
		an.pos[pc] = [2]float64{s.fromX + (s.toX-s.fromX)*e, s.fromY + (s.toY-s.fromY)*e - hop}
	}
}

func (an *animations) busy() bool { return len(an.moving) > 0 || len(an.pops) > 0 }

// positions are the animated points, for the map to draw.
func (an *animations) positions() map[mapview.Piece][2]float64 { return an.pos }

// signature names the miniatures sliding now (empty when none), sorted.
func (an *animations) signature() string {
	var ids []string
	for pc := range an.moving {
		ids = append(ids, fmt.Sprint(pc))
	}
	for l, f := range an.pops {
		ids = append(ids, fmt.Sprint(l, ":", f))
	}
	sort.Strings(ids)
	return strings.Join(ids, ",")
}
