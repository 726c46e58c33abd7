package panels

import (
	"slices"
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

func overlaps(a, b draw.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// The hand's cards run left to right inside the area; the card under the
// mouse is the topmost one there, and it is returned grown.
func TestHandLayout(t *testing.T) {
	area := draw.Rect{X: 30, Y: 665, W: 800, H: 130}
	if hits, hover := HandLayout(area, 0, 100, 700); hits != nil || hover != -1 {
		t.Fatalf("empty hand: %v %d", hits, hover)
	}
	for _, n := range []int{1, 5, 9, 16} {
		hits, hover := HandLayout(area, n, -1, -1)
		if len(hits) != n || hover != -1 {
			t.Fatalf("n=%d: %d hits, hover %d", n, len(hits), hover)
		}
		for i, h := range hits {
			if h.X < area.X-1e-9 || h.Right() > area.Right()+1e-9 || h.Bottom() > area.Bottom()+1e-9 {
				t.Errorf("n=%d: card %d %v leaves the area", n, i, h)
			}
			if i > 0 && h.X <= hits[i-1].X {
				t.Errorf("n=%d: card %d is not right of card %d", n, i, i-1)
			}
		}
		// Every card can be pointed at: a point just right of the
		// previous card's left edge part that no later card covers.
		for i := range hits {
			x := hits[i].X + 1
			y := hits[i].Y + hits[i].H/2
			grown, hv := HandLayout(area, n, x, y)
			if hv != i {
				t.Errorf("n=%d: pointing at card %d gives %d", n, i, hv)
				continue
			}
			g := grown[i]
			if g.W <= hits[i].W || g.H <= hits[i].H {
				t.Errorf("n=%d: hovered card %d did not grow: %v", n, i, g)
			}
			if g.X < area.X-1e-9 || g.Right() > area.Right()+1e-9 {
				t.Errorf("n=%d: grown card %d %v leaves the area sideways", n, i, g)
			}
		}
	}
	// Where two cards overlap, the later (drawn on top) wins.
	hits, _ := HandLayout(area, 16, -1, -1)
	if hits[1].X >= hits[0].Right() {
		t.Fatal("16 cards should overlap in 800 units")
	}
	if _, hv := HandLayout(area, 16, hits[1].X+1, hits[1].CY()); hv != 1 {
		t.Errorf("overlap goes to card %d, want 1", hv)
	}
	if _, hv := HandLayout(area, 5, area.X+1, area.Y+1); hv != -1 {
		t.Errorf("empty corner hovers card %d", hv)
	}
}

// The Action dashboard's clickable parts lie inside it and do not overlap.
func TestActionLayout(t *testing.T) {
	for _, r := range []draw.Rect{{X: 855, Y: 6, W: 420, H: 230}, {X: 0, Y: 0, W: 840, H: 460}, {X: 10, Y: 10, W: 300, H: 200}} {
		h := ActionLayout(r)
		var all []draw.Rect
		all = append(all, h.Available[:]...)
		all = append(all, h.Actions[:]...)
		for i, a := range all {
			if a.X < r.X || a.Y < r.Y || a.Right() > r.Right()+1e-9 || a.Bottom() > r.Bottom()+1e-9 || a.W <= 0 || a.H <= 0 {
				t.Errorf("%v: rect %d %v outside", r, i, a)
			}
			for j := i + 1; j < len(all); j++ {
				if overlaps(a, all[j]) {
					t.Errorf("%v: rects %d and %d overlap", r, i, j)
				}
			}
		}
	}
}

// The four faction cards lie inside the panel, side by side.
func TestFactionLayout(t *testing.T) {
	r := draw.Rect{X: 855, Y: 245, W: 420, H: 120}
	cards := FactionLayout(r)
	for f := box.Faction(0); f < box.NumFactions; f++ {
		q := cards[f]
		if q.X < r.X || q.Y < r.Y || q.Right() > r.Right()+1e-9 || q.Bottom() > r.Bottom()+1e-9 {
			t.Errorf("%s card %v outside %v", f, q, r)
		}
		if f > 0 && overlaps(q, cards[f-1]) {
			t.Errorf("%s card overlaps the previous one", f)
		}
	}
}

// Names are shortened to fit: initials first, then an ellipsis.
func TestShortening(t *testing.T) {
	c := &draw.Canvas{S: 1}
	st := style(theme.Heading, 11, theme.Ink)
	full := box.Gilberto.Name()
	w := c.Measure(full, st) - 1
	if got := shortName(c, full, w, st); got != "G. Rodríguez" {
		t.Errorf("shortName = %q", got)
	}
	if got := shortName(c, full, w+2, st); got != full {
		t.Errorf("a name that fits changed: %q", got)
	}
	for _, width := range []float64{10, 40, 80} {
		if got := fit(c, "San Vicente del Caguán", width, st); c.Measure(got, st) > width {
			t.Errorf("fit(%v) = %q, %.1f wide", width, got, c.Measure(got, st))
		}
	}
}

// Every icon and counter a panel explains is reported where it was drawn,
// inside its panel: the Faction cards' mini-cards and counters, and the
// Patrón's dashboard's decks, money and each sicario's glory, range and
// defense token.
func TestPanelsReportTheirHints(t *testing.T) {
	g, err := game.New(game.Options{Seed: 3, Players: 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := &draw.Canvas{S: 1} // shapes and text queue up; nothing is flushed
	cards := draw.Rect{X: 861, Y: 290, W: 411, H: 118}
	dash := draw.Rect{X: 509, Y: 544, W: 336, H: 248}
	seen := map[string]int{}
	for _, h := range Factions(c, English(), cards, &g.Pub) {
		seen[h.ID]++
		if !inside(h.R, cards) {
			t.Errorf("%s at %v, outside the cards %v", h.ID, h.R, cards)
		}
	}
	for _, h := range PatronDashboard(c, English(), dash, &g.Pub, nil).Hints {
		seen[h.ID]++
		if !inside(h.R, dash) {
			t.Errorf("%s at %v, outside the dashboard %v", h.ID, h.R, dash)
		}
	}
	for _, id := range AllHints {
		if seen[id] == 0 {
			t.Errorf("no %s hint drawn", id)
		}
	}
	if seen[HintDefense] != int(box.NumSlots) || seen[HintDEABoost] != box.DEABoosts {
		t.Errorf("hints %v", seen)
	}
}

func inside(r, area draw.Rect) bool {
	return r.X >= area.X-1 && r.Y >= area.Y-1 && r.Right() <= area.Right()+1 && r.Bottom() <= area.Bottom()+1
}

// A figure in the middle of a move is shown where its last step put it:
// the hunter's line on his Faction card names that place (the game's own
// place for him changes only when he stops), and so does a moving
// sicario's cradle on the Patrón's dashboard.
func TestPanelsShowAMoverWhereItStands(t *testing.T) {
	hunterSeen, sicarioSeen := false, false
	for seed := uint64(1); seed <= 40 && !(hunterSeen && sicarioSeen); seed++ {
		sec := game.SeedFrom(seed)
		g, err := game.New(game.Options{Seed: seed, Players: 4}, &sec)
		if err != nil {
			t.Fatal(err)
		}
		patron, _ := bot.New("easy", true, seed)
		factions, _ := bot.New("easy", false, seed)
		for n := 0; n < 3000 && !g.Over() && !(hunterSeen && sicarioSeen); n++ {
			d := g.Pending()
			v := g.View(d.Seat)
			c := v.Legal[0]
			if d.Seat == game.SeatPatron {
				c = patron.Choose(&v)
			} else {
				c = factions.Choose(&v)
			}
			step := d.Prompt == game.PromptHunterStep && !hunterSeen || d.Prompt == game.PromptStep && !sicarioSeen
			if step {
				for _, l := range v.Legal {
					if l.Op == game.OpStep {
						c = l
						break
					}
				}
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatalf("seed %d: %s: %v", seed, c.Format(), err)
			}
			if !step || c.Op != game.OpStep || g.Pending().Prompt != d.Prompt {
				continue // no step, or the last one: the move is over
			}
			h, s, at, ok := g.Pub.Moving()
			if !ok || at != c.Args().Loc {
				t.Fatalf("seed %d: stepped to %s, Moving says %v %v", seed, c.Args().Loc, at, ok)
			}
			canvas := &draw.Canvas{S: 1}
			if h != box.NoHunter {
				if g.Pub.Hunters[h].Loc == at || HunterAt(&g.Pub, h) != at {
					continue // a step back to where he began: nothing to tell apart
				}
				Factions(canvas, English(), draw.Rect{X: 861, Y: 290, W: 411, H: 118}, &g.Pub)
				if !wrote(canvas, board.Map.Name[at]) {
					t.Errorf("seed %d: %s steps to %s, his card says %q", seed, h.Name(), board.Map.Name[at], canvas.QueuedTexts())
				}
				hunterSeen = true
			} else {
				if g.Pub.Slots[s].Loc == at || SicarioAt(&g.Pub, s) != at {
					continue
				}
				PatronDashboard(canvas, English(), draw.Rect{X: 509, Y: 544, W: 336, H: 248}, &g.Pub, nil)
				if !slices.Contains(canvas.QueuedTexts(), board.Map.ID[at]) {
					t.Errorf("seed %d: sicario %d steps to %s, the dashboard says %q", seed, s, board.Map.ID[at], canvas.QueuedTexts())
				}
				sicarioSeen = true
			}
		}
	}
	if !hunterSeen || !sicarioSeen {
		t.Fatalf("no mid-move step seen in 40 games (hunter %v, sicario %v)", hunterSeen, sicarioSeen)
	}
}

// wrote reports whether a queued text names the place: its name, or its
// name without its first words (as a narrow card shortens it).
func wrote(c *draw.Canvas, name string) bool {
	for _, s := range c.QueuedTexts() {
		if s != "" && strings.HasSuffix(name, s) {
			return true
		}
	}
	return false
}
