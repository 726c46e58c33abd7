package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"patron/assets/spec"
	"patron/game/board"
	"patron/game/box"
)

// A second move generator, written as plainly as the rulebook words it
// (p.12 sicarios, p.15 hunters, p.20 the Patrón's relocation, ruling R11 for
// airports, decision D23 for staying put): a breadth-first search over the
// roads read straight from board.json, plus airport links for hunters only,
// with location names, lists and maps; no bitsets, no memo, nothing shared
// with the engine's movement code. TestMovesMatchTheModel compares its end
// places with the engine's on positions from random games.

// modelMap is board.json as the model reads it.
type modelMap struct {
	roads   map[string][]string
	city    map[string]bool
	airport map[string]bool
	ids     []string
}

func loadModelMap(t testing.TB) *modelMap {
	var raw struct {
		Locations []struct {
			ID      string `json:"id"`
			Kind    string `json:"kind"`
			Airport bool   `json:"airport"`
		} `json:"locations"`
		Roads [][2]string `json:"roads"`
	}
	if err := json.Unmarshal(spec.BoardJSON, &raw); err != nil {
		t.Fatal(err)
	}
	m := &modelMap{roads: map[string][]string{}, city: map[string]bool{}, airport: map[string]bool{}}
	for _, l := range raw.Locations {
		m.ids = append(m.ids, l.ID)
		m.city[l.ID] = l.Kind == "city"
		m.airport[l.ID] = l.Airport
	}
	for _, r := range raw.Roads {
		m.roads[r[0]] = append(m.roads[r[0]], r[1])
		m.roads[r[1]] = append(m.roads[r[1]], r[0])
	}
	return m
}

// modelBoard is what stands where, by location name.
type modelBoard struct {
	hunters, sicarios    map[string]bool
	blockade, controlled map[string]bool
}

func modelBoardOf(p *Public) modelBoard {
	b := modelBoard{hunters: map[string]bool{}, sicarios: map[string]bool{}, blockade: map[string]bool{}, controlled: map[string]bool{}}
	for _, h := range p.Hunters {
		if h.Loc != board.NoLoc {
			b.hunters[h.Loc.String()] = true
		}
	}
	for _, s := range p.Slots {
		if s.Loc != board.NoLoc {
			b.sicarios[s.Loc.String()] = true
		}
	}
	for l := board.Loc(0); l < board.N; l++ {
		b.blockade[l.String()] = p.Blockade.Has(l)
		b.controlled[l.String()] = p.Controlled.Has(l)
	}
	return b
}

type modelMover int

const (
	modelHunter modelMover = iota
	modelSicario
	modelPatron
)

// modelEnds is every location a move of up to steps may end on.
func (m *modelMap) modelEnds(b modelBoard, who modelMover, start string, steps int) []string {
	// "CANNOT enter": hunters a sicario's location or a City with a
	// Controlled token; sicarios and the Patrón a hunter's location or a
	// City with a Blockade.
	canEnter := func(l string) bool {
		if who == modelHunter {
			return !b.sicarios[l] && !(m.city[l] && b.controlled[l])
		}
		return !b.hunters[l] && !(m.city[l] && b.blockade[l])
	}
	// Figures "can move through other" figures of their kind "but they can
	// never end their movement" on one; staying where it stands is always
	// allowed. The Patrón is no figure: sicarios do not stop him.
	canEnd := func(l string) bool {
		switch {
		case l == start:
			return true
		case who == modelHunter:
			return canEnter(l) && !b.hunters[l]
		case who == modelSicario:
			return canEnter(l) && !b.sicarios[l]
		}
		return canEnter(l)
	}
	next := func(l string) []string {
		out := append([]string(nil), m.roads[l]...)
		if who == modelHunter && m.airport[l] {
			for _, a := range m.ids {
				if m.airport[a] && a != l {
					out = append(out, a)
				}
			}
		}
		return out
	}
	dist := map[string]int{start: 0}
	queue := []string{start}
	for len(queue) > 0 {
		l := queue[0]
		queue = queue[1:]
		if dist[l] == steps {
			continue
		}
		for _, n := range next(l) {
			if _, seen := dist[n]; !seen && canEnter(n) {
				dist[n] = dist[l] + 1
				queue = append(queue, n)
			}
		}
	}
	var ends []string
	for l := range dist {
		if canEnd(l) {
			ends = append(ends, l)
		}
	}
	slices.Sort(ends)
	return ends
}

// engineEnds explores every sequence of legal commands of the move at the
// top of g (on clones) and returns where they end. It fails on a state
// where the move waits with nothing legal.
func engineEnds(t *testing.T, g *Game) []string {
	mover := int16(viewOf[moveFrame](g.top()).mover)
	found := map[string]bool{}
	type state struct {
		at   board.Loc
		left int8
	}
	explored := map[state]bool{}
	var walk func(g *Game)
	walk = func(g *Game) {
		f := viewOf[moveFrame](g.top())
		st := state{f.at, f.left}
		if explored[st] {
			return
		}
		explored[st] = true
		legal := g.Legal(nil)
		if len(legal) == 0 {
			t.Fatalf("a move waits at %s with %d steps left and nothing legal", f.at, f.left)
		}
		for _, c := range legal {
			next := g.Clone()
			out, err := next.Apply(c)
			if err != nil {
				t.Fatalf("legal %q refused: %v", c, err)
			}
			ended := false
			for _, e := range out.Events {
				if e.Kind == EvMoveEnd && e.A == mover {
					found[board.Loc(e.B).String()] = true
					ended = true
				}
			}
			if !ended {
				walk(next)
			}
		}
	}
	walk(g)
	var ends []string
	for l := range found {
		ends = append(ends, l)
	}
	slices.Sort(ends)
	return ends
}

// moveKind names a move for the coverage count.
func moveKind(g *Game, f *moveFrame, prompt Prompt) string {
	switch {
	case prompt == PromptRelocate:
		return "relocation"
	case f.flags&mvCapture != 0:
		return "capture"
	case f.flags&mvHunter != 0 && f.left > box.HunterMoveSteps:
		return "boosted"
	case f.flags&mvHunter != 0:
		return "hunter"
	case box.Slot(f.mover) == box.White && f.left == box.LeonMoveSteps:
		return "León"
	case f.left == box.SicarioMoveSteps:
		return "sicario $1"
	}
	return "sicario, other"
}

func TestMovesMatchTheModel(t *testing.T) {
	m := loadModelMap(t)
	counts := map[string]int{}
	staying := 0 // moves that begin on a location the mover may not enter
	games := gameCount(t, 300)
	for i := 0; i < games; i++ {
		seed := uint64(i) + 7000
		opts := Options{Seed: seed, Players: 2 + i%4, SeasonCap: 15}
		g, err := New(opts, ptr(SeedFrom(seed)))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 11))
		var buf []Command
		for steps := 0; !g.Over() && steps < 20000; steps++ {
			d := g.Pending()
			f := g.top()
			switch {
			case f.kind == fMove && viewOf[moveFrame](f).taken == 0:
				mf := viewOf[moveFrame](f)
				kind := moveKind(g, mf, d.Prompt)
				counts[kind]++
				who, start := modelSicario, g.moverStart(mf)
				if mf.flags&mvHunter != 0 {
					who = modelHunter
				}
				b := modelBoardOf(&g.Pub)
				if who == modelHunter && m.city[start.String()] && b.controlled[start.String()] ||
					who == modelSicario && m.city[start.String()] && b.blockade[start.String()] {
					staying++
				}
				want := m.modelEnds(b, who, start.String(), int(mf.left))
				if got := engineEnds(t, g); !slices.Equal(got, want) {
					t.Fatalf("seed %d, %s move from %s, %d steps: engine ends %v, model %v", seed, kind, start, mf.left, got, want)
				}
			case d.Prompt == PromptRelocate:
				counts["relocation"]++
				want := m.modelEnds(modelBoardOf(&g.Pub), modelPatron, g.Sec.Hideout.String(), int(viewOf[relocateFrame](f).paid))
				var got []string
				for _, c := range g.Legal(nil) {
					got = append(got, board.Loc(c.A).String())
				}
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Fatalf("seed %d, relocation from %s with $%d: engine %v, model %v", seed, g.Sec.Hideout, viewOf[relocateFrame](f).paid, got, want)
				}
			}
			buf = g.Legal(buf[:0])
			if _, err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d games: moves compared %v; %d began on a location the mover may not enter", games, counts, staying)
	for _, k := range []string{"hunter", "boosted", "capture", "sicario $1", "León", "relocation"} {
		if counts[k] < games/10 {
			t.Errorf("only %d %s moves compared: %s", counts[k], k, fmt.Sprint(counts))
		}
	}
}
