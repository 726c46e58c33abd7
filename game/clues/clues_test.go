package clues

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"patron/game"
	"patron/game/board"
)

// randomGame plays a game of random legal commands on the Patrón's
// machine, calling each after every command, for at most steps commands.
func randomGame(t *testing.T, seed uint64, steps int, each func(g *game.Game)) *game.Game {
	t.Helper()
	g, err := game.New(game.Options{Seed: seed, Players: 4}, ptr(game.SeedFrom(seed)))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	for i := 0; i < steps && !g.Over(); i++ {
		legal := g.Legal(nil)
		if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		each(g)
	}
	return g
}

func ptr[T any](v T) *T { return &v }

// The sheet read command by command from the published log keeps the
// engine's own deduction set (game/deduce.go), which always holds the true
// hideout; its last entry's set is never narrower than the engine's (a set
// only narrows until the Patrón moves, and his move settles the budget's
// or the capture's entry).
func TestSheetFollowsTheEnginesDeduction(t *testing.T) {
	entries := 0
	for seed := uint64(1); seed <= 12; seed++ {
		var s *Sheet
		randomGame(t, seed, 900, func(g *game.Game) {
			if s == nil {
				var err error
				if s, err = NewSheet(g.Pub.Opts); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Follow(g.PublicLog()); err != nil {
				t.Fatal(err)
			}
			if s.Possible() != g.Pub.Possible {
				t.Fatalf("seed %d: the sheet's set %v, the engine's %v", seed, s.Possible(), g.Pub.Possible)
			}
			if n := len(s.Entries); n > 0 && g.Pub.Season > 0 {
				last := s.Entries[n-1].Possible
				if last&g.Pub.Possible != g.Pub.Possible || !last.Has(g.Sec.Hideout) && g.Pending().Prompt != game.PromptHide {
					t.Fatalf("seed %d: the last entry %+v leaves %v; the engine %v, the hideout %v", seed, s.Entries[n-1], last, g.Pub.Possible, g.Sec.Hideout)
				}
			}
		})
		entries += len(s.Entries)
	}
	if entries < 100 {
		t.Fatalf("only %d entries in 12 games", entries)
	}
}

// Each entry's set is the one before it narrowed by what it says, as the
// rules say it narrows: a Range answer, the places at either distance from
// the hunter (ruling R19); a Type or Region answer, the Cities or Farms,
// that region or the others; a miss, all but the searched place; a
// placement, the places within the sicario's range; a defense token,
// nothing. A revealed hideout is that one place; the budget after it, the
// places a move of that many steps reaches from it (ruling R21: declared
// even when Limón makes it free); a first capture, any place but the
// capture's (ruling R17).
func TestEachEntryNarrowsAsItsRuleSays(t *testing.T) {
	seen := map[Kind]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		g := randomGame(t, seed, 1500, func(*game.Game) {})
		s, err := Build(g.Pub.Opts, g.PublicLog())
		if err != nil {
			t.Fatal(err)
		}
		prev := board.Map.All
		for i, e := range s.Entries {
			seen[e.Kind]++
			var want board.Set
			switch e.Kind {
			case Range: // ruling R19
				lo, hi := e.Range()
				want = prev & (board.Map.Ring[e.Loc][lo] | board.Map.Ring[e.Loc][hi])
				if lo >= hi {
					t.Errorf("seed %d: a range answer %d or %d, not the smaller first", seed, lo, hi)
				}
			case Type:
				want = prev & board.Map.Farm
				if e.City() {
					want = prev & board.Map.City
				}
			case Region:
				in := board.Map.InRegion[board.Map.RegionOf[e.Loc]]
				want = prev &^ in
				if e.SameRegion() {
					want = prev & in
				}
			case Missed:
				want = prev.Without(e.Loc)
			case Placed:
				want = prev & board.Map.Within[e.Loc][e.SlotRange()]
			case Defense:
				want = prev
			case Hideout:
				want = e.Loc.Bit()
			case Budget: // ruling R21
				j := i - 1
				for j >= 0 && s.Entries[j].Kind == Defense {
					j-- // tokens turned up at the End of Season
				}
				if j < 0 || s.Entries[j].Kind != Hideout {
					t.Fatalf("seed %d entry %d: a budget not after the hideout's reveal", seed, i)
				}
				from := s.Entries[j]
				for r := e.Possible; r != 0; {
					l := r.Next(&r)
					if int(board.Map.Dist[from.Loc][l]) > e.Steps() {
						t.Errorf("seed %d: %v is %d steps from the hideout %v, past the budget %d", seed, l, board.Map.Dist[from.Loc][l], from.Loc, e.Steps())
					}
				}
				want = e.Possible
				if i == len(s.Entries)-1 && g.Pending().Prompt == game.PromptHide {
					want = from.Possible // the move is not made yet
				} else if !e.Possible.Has(from.Loc) {
					t.Errorf("seed %d: staying at %v is not among %v", seed, from.Loc, e.Possible)
				}
			case Captured: // ruling R17
				want = e.Possible
				if e.Possible.Has(e.Loc) && e.Possible != e.Loc.Bit() {
					t.Errorf("seed %d: he may escape to %v, where he was caught", seed, e.Loc)
				}
			}
			if e.Possible != want {
				t.Errorf("seed %d entry %d %+v: leaves %v, want %v", seed, i, e, e.Possible, want)
			}
			if e.Turn < 0 || e.Turn > 8 || e.Season < 1 {
				t.Errorf("seed %d entry %d: season %d turn %d", seed, i, e.Season, e.Turn)
			}
			// Ruling R7: the Patrón's turns are a season's even turns, the
			// Factions' the odd ones; the End of Season comes after the eighth.
			switch e.Kind {
			case Range, Type, Region, Missed:
				if e.Turn%2 != 1 {
					t.Errorf("seed %d entry %d %+v: an answer to the Factions outside their turn", seed, i, e)
				}
			case Hideout, Budget:
				if e.Turn != 8 {
					t.Errorf("seed %d entry %d %+v: a reveal before the End of Season", seed, i, e)
				}
			}
			prev = e.Possible
		}
	}
	for _, k := range []Kind{Range, Type, Region, Placed, Missed, Hideout, Budget, Defense} {
		if seen[k] == 0 {
			t.Errorf("no entry of kind %d in 20 games", k)
		}
	}
	t.Logf("entries by kind: %v", seen)
}

// Two games that differ only in the Patrón's secrets (his hideout; then
// his whole secret seed: hand, tokens, objectives too), played with the
// same public choices, give the same sheet: nothing in it comes from a
// secret before the rules reveal it.
func TestSheetIsTheSameWhateverTheSecrets(t *testing.T) {
	compared, steps := 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		opts := game.Options{Seed: seed, Players: 4}
		other := game.SeedFrom(seed)
		if seed%2 == 0 {
			other = game.SeedFrom(seed + 1000) // another hand and other tokens
		}
		a, _ := game.New(opts, ptr(game.SeedFrom(seed)))
		b, _ := game.New(opts, &other)
		hides := [2]board.Loc{board.Loc(seed % board.N), board.Loc((seed*7 + 3) % board.N)}
		if hides[0] == hides[1] {
			continue
		}
		sa, _ := NewSheet(opts)
		sb, _ := NewSheet(opts)
		r := rand.New(rand.NewPCG(seed, 1))
		for step := 0; step < 600 && !a.Over(); step++ {
			var c [2]game.Command
			if a.Pending().Prompt == game.PromptHide && a.Pub.Season == 0 {
				c[0], c[1] = game.Cmd(game.OpHide, int8(hides[0])), game.Cmd(game.OpHide, int8(hides[1]))
			} else {
				common := commonLegal(a, b)
				if len(common) == 0 {
					break // the rules reveal a secret now, or the secrets' choices part
				}
				c[0] = common[r.IntN(len(common))]
				c[1] = c[0]
			}
			if _, err := a.Apply(c[0]); err != nil {
				t.Fatal(err)
			}
			if _, err := b.Apply(c[1]); err != nil {
				t.Fatal(err)
			}
			if err := sa.Follow(a.PublicLog()); err != nil {
				t.Fatal(err)
			}
			if err := sb.Follow(b.PublicLog()); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(sa.Entries, sb.Entries) {
				t.Fatalf("seed %d step %d: the sheets differ:\n%+v\n%+v", seed, step, sa.Entries, sb.Entries)
			}
			compared += len(sa.Entries)
			steps++
		}
	}
	t.Logf("%d entries compared over %d steps", compared, steps)
	if compared < 500 {
		t.Fatalf("only %d entries compared", compared)
	}
}

func commonLegal(a, b *game.Game) []game.Command {
	var out []game.Command
	lb := b.Legal(nil)
	for _, x := range a.Legal(nil) {
		for _, y := range lb {
			if x.Equal(y) {
				out = append(out, x)
				break
			}
		}
	}
	return out
}

// A log that does not continue what the sheet read (an undo, another
// game) is refused; the caller builds the sheet again.
func TestFollowRefusesAnotherLog(t *testing.T) {
	g := randomGame(t, 3, 200, func(*game.Game) {})
	log := g.PublicLog()
	s, err := Build(g.Pub.Opts, log[:len(log)-5])
	if err != nil {
		t.Fatal(err)
	}
	if !s.Follows(log) || s.Follows(log[:len(log)-6]) {
		t.Fatal("Follows misreads a longer or a shorter log")
	}
	changed := append([]game.Command(nil), log...)
	changed[len(log)-6] = log[len(log)-1]
	if changed[len(log)-6].Format() != log[len(log)-6].Format() && s.Follows(changed) {
		t.Fatal("a log with another command where the sheet read one is taken as its continuation")
	}
	if err := s.Follow(log); err != nil || s.Read() != len(log) {
		t.Fatalf("reading on: %v, %d of %d", err, s.Read(), len(log))
	}
}
