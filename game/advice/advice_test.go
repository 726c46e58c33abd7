package advice_test

import (
	"testing"
	"time"

	"patron/game"
	"patron/game/advice"
	"patron/game/board"
	"patron/game/bot"
	"patron/game/box"
)

// decisions plays games between Easy bots and keeps a copy of the game at
// every decision a person could ask a hint at (one in every `every`).
func decisions(t *testing.T, games, every int) []*game.Game {
	t.Helper()
	var kept []*game.Game
	for n := range games {
		seed := uint64(7100 + n)
		opts := game.SeedFrom(seed)
		g, err := game.New(game.Options{Seed: seed, Players: 2 + n%4, SeasonCap: box.SimSeasonCap}, &opts)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; !g.Over(); i++ {
			v := g.View(g.Pending().Seat)
			if !v.Pending.Forced && i%every == 0 {
				kept = append(kept, g.Clone())
			}
			c, err := bot.FreshTurn("easy", &v, bot.SeedAt(seed, i))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	return kept
}

// elsewhere is a place the Factions cannot rule out other than where the
// Patrón hides, when there is one.
func elsewhere(g *game.Game) board.Loc {
	for r := g.Pub.Possible &^ g.Sec.Hideout.Bit(); r != 0; {
		return r.Next(&r)
	}
	return g.Sec.Hideout
}

// The hint is one of the seat's legal commands, and the same view gives
// the same hint every time.
func TestAdviceIsLegalAndRepeatable(t *testing.T) {
	t.Parallel()
	seen := map[advice.Kind]int{}
	var slowest, all time.Duration // the table works a hint out on the frame it is asked for
	ps := decisions(t, 6, 3)
	for i, g := range ps {
		v := g.View(g.Pending().Seat)
		start := time.Now()
		a, err := advice.For(&v)
		took := time.Since(start)
		slowest, all = max(slowest, took), all+took
		if err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		legal := false
		for _, c := range v.Legal {
			legal = legal || c.Equal(a.Command)
		}
		if !legal {
			t.Fatalf("position %d: %q is not among the legal commands", i, a.Command)
		}
		again := g.View(g.Pending().Seat)
		if b, _ := advice.For(&again); !b.Command.Equal(a.Command) || b.Reason != a.Reason || b.Count != a.Count || b.Places != a.Places {
			t.Fatalf("position %d: %+v, then %+v", i, a, b)
		}
		seen[a.Reason]++
	}
	t.Logf("reasons over these games: %v; a hint takes %v on average, %v at most", seen, all/time.Duration(len(ps)), slowest)
	for _, k := range []advice.Kind{advice.Best, advice.Search, advice.Capture, advice.Investigate, advice.Closer, advice.Attack, advice.Suspect} {
		if seen[k] == 0 {
			t.Errorf("no hint gave reason %d over these games: %v", k, seen)
		}
	}
}

// A Faction's hint comes from the view alone: in a game whose only
// difference is the Patrón's secrets (another hideout among those still
// possible, another hand, objectives and defense tokens), it is the same.
func TestFactionsAdviceIgnoresThePatronsSecrets(t *testing.T) {
	t.Parallel()
	checked := 0
	for i, g := range decisions(t, 6, 3) {
		d := g.Pending()
		if d.Seat == game.SeatPatron || g.Pub.Season == 0 {
			continue
		}
		v := g.View(d.Seat)
		twin, err := game.OtherSecrets(&v, elsewhere(g), uint64(i)+9)
		if err != nil {
			t.Fatal(err)
		}
		if g.Pub.Possible.Count() > 1 && twin.Sec.Hideout == g.Sec.Hideout {
			t.Fatal("the twin hides where the game does")
		}
		w := twin.View(d.Seat)
		a, errA := advice.For(&v)
		b, errB := advice.For(&w)
		if errA != nil || errB != nil {
			t.Fatal(errA, errB)
		}
		if a != b {
			t.Fatalf("position %d: %+v in the game, %+v in its twin", i, a, b)
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d Faction decisions checked", checked)
	}
}

// The Patrón's count is what his command really leaves the Factions: the
// same count as applying it to the game itself.
func TestPatronCountIsTheTruth(t *testing.T) {
	t.Parallel()
	checked, shrank := 0, 0
	for i, g := range decisions(t, 6, 2) {
		if g.Pending().Seat != game.SeatPatron {
			continue
		}
		v := g.View(game.SeatPatron)
		a, err := advice.For(&v)
		if err != nil {
			t.Fatal(err)
		}
		if g.Pub.Season == 0 {
			if a.Reason != advice.Best {
				t.Fatalf("position %d: setup hint with reason %d", i, a.Reason)
			}
			continue
		}
		if a.Reason != advice.Suspect {
			t.Fatalf("position %d: the Patrón's hint has reason %d", i, a.Reason)
		}
		real := g.Clone()
		if _, err := real.Apply(a.Command); err != nil {
			t.Fatal(err)
		}
		if got := real.Pub.Possible; a.Count != got.Count() || a.Places != got {
			t.Fatalf("position %d, %q: the hint says %d places, the game leaves %d", i, a.Command, a.Count, got.Count())
		}
		if a.Count < a.Possible {
			shrank++
		}
		checked++
	}
	if checked < 30 || shrank == 0 {
		t.Fatalf("%d Patrón decisions checked, %d of them narrowing the places", checked, shrank)
	}
}

// A seat with nothing to decide gets no hint.
func TestNoHintWithoutADecision(t *testing.T) {
	g := decisions(t, 1, 5)[3]
	other := game.SeatPatron
	if g.Pending().Seat == game.SeatPatron {
		other = game.SeatTeam
	}
	v := g.View(other)
	if _, err := advice.For(&v); err != advice.ErrNoDecision {
		t.Fatalf("a hint for a seat that waits: %v", err)
	}
}

// A Capture hinted for the places its raid reaches is carried through by
// the hints that follow: each step or stop of its move is hinted for the
// places he may hide that the raid still reaches, and the search it ends
// with is one of them (the move's Detail names no action: the hints, as
// the Normal bot, must know the raid by its prompt).
func TestCaptureHintsCarryTheRaidThrough(t *testing.T) {
	t.Parallel()
	raids, steps := 0, 0
	for i, g := range decisions(t, 12, 1) {
		d := g.Pending()
		if d.Seat == game.SeatPatron || d.Seat == game.NoSeat {
			continue
		}
		v := g.View(d.Seat)
		a, err := advice.For(&v)
		if err != nil {
			t.Fatal(err)
		}
		if a.Command.Op != game.OpUse || a.Command.Action() != box.Capture || a.Reason != advice.Capture {
			continue
		}
		raid := g.Clone()
		searched := false
		for c := a.Command; !searched; {
			if _, err := raid.Apply(c); err != nil {
				t.Fatalf("position %d: %q: %v", i, c, err)
			}
			d := raid.Pending()
			if raid.Over() || d.Seat == game.SeatPatron {
				break // he answers (a defense, an escape): the raid is out of the hints' hands
			}
			v := raid.View(d.Seat)
			next, err := advice.For(&v)
			if err != nil {
				t.Fatal(err)
			}
			c = next.Command
			switch {
			case d.Prompt == game.PromptCaptureStep:
				steps++
				if next.Reason != advice.Capture || next.Count == 0 {
					t.Fatalf("position %d: the raid's move is hinted %q with reason %d (%d places)", i, c, next.Reason, next.Count)
				}
			case c.Op == game.OpSearch:
				searched = true
				if !raid.Pub.Possible.Has(c.Loc()) {
					t.Fatalf("position %d: the raid is hinted to search %v, where he cannot hide", i, c.Loc())
				}
			}
		}
		raids++
	}
	if raids < 10 || steps < 10 {
		t.Fatalf("only %d hinted raids with %d steps of their moves followed", raids, steps)
	}
	t.Logf("%d hinted raids followed, %d steps of their moves", raids, steps)
}
