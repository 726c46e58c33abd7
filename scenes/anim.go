package scenes

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"patron/render/mapview"
)

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

func (an *animations) busy() bool { return len(an.moving) > 0 }

// positions are the animated points, for the map to draw.
func (an *animations) positions() map[mapview.Piece][2]float64 { return an.pos }

// signature names the miniatures sliding now (empty when none), sorted.
func (an *animations) signature() string {
	var ids []string
	for pc := range an.moving {
		ids = append(ids, fmt.Sprint(pc))
	}
	sort.Strings(ids)
	return strings.Join(ids, ",")
}
