package session

import (
	"testing"
	"time"
)

// A Faction seat's computer that never decides and answers every stand-in
// with Back cannot hold the table: the first Back gives the decision a
// fresh limit, a second one for the same decision is refused (the bot,
// thinking a moment as a window's does, finishes it), and the log moves on.
// Before, each Back gave a fresh limit and lifted the stand-in before its
// bot answered, for as long as the Backs came.
//
// The Backs are counted, not the time (a loaded machine stretches it):
// the decision is made after two Backs, one of them refused; a table that
// gave every Back a fresh limit asks for a third, and a fourth, each a
// limit later, for ever. How long the decision took is
// BenchmarkBackAtEveryStandIn's to measure.
func TestBackAtEveryStandInCannotHoldTheTable(t *testing.T) {
	r := backAtEveryStandIn(t)
	t.Logf("seat 2's decision was made by its stand-in %v after it became due (limit %v), after %d Backs, %d refused", r.took.Round(time.Millisecond), backLimit, r.backs, r.refused)
	if r.backs < 2 || r.refused < 1 {
		t.Errorf("%d Backs, %d refused: the second Back for one decision was not refused", r.backs, r.refused)
	}
}

// BenchmarkBackAtEveryStandIn is how long a decision of a seat that says
// Back at every stand-in waits (s/decision, from when it became due to
// its stand-in's decision; each op also sets the table up): two limits
// and the bot's thought when it works, the figure
// TestBackAtEveryStandInCannotHoldTheTable used to bound (5 s; 0.65 s
// seen on a loaded machine, with a 300 ms limit).
func BenchmarkBackAtEveryStandIn(b *testing.B) {
	var all time.Duration
	for range b.N {
		all += backAtEveryStandIn(b).took
	}
	b.ReportMetric(all.Seconds()/float64(b.N), "s/decision")
}

// backLimit is the table's decision limit in backAtEveryStandIn; think is
// how long the host's stand-in bot thinks.
const (
	backLimit = 300 * time.Millisecond
	backThink = 40 * time.Millisecond
)

// backed is what backAtEveryStandIn saw.
type backed struct {
	took           time.Duration // from the decision due to its being made
	backs, refused int
}

// backAtEveryStandIn plays a table until a decision of seat 2 is due;
// seat 2's computer then never decides and says Back once at each
// stand-in, as the headless joiner does. It returns once the decision
// is made, and fails if seat 2 has said Back more often than a table that
// gives one fresh limit a decision lets it.
func backAtEveryStandIn(t testing.TB) backed {
	t.Helper()
	tb := newTable(t, 23, []string{Bot, Remote, Remote}, false)
	defer func() {
		for _, p := range tb.peers {
			if p != nil {
				p.Close()
			}
		}
		tb.host.Close()
	}()
	tb.limited(Limits{Decision: backLimit, Grace: time.Second, Bot: "normal"})
	silent := map[int]bool{2: true}
	tb.playSilent(silent, func() bool { return tb.host.waiting() == 2 })
	at, due := len(tb.host.Log()), time.Now()
	var r backed
	asked := false
	var standInSince time.Time
	refusedBefore := 0 // refusals before the stand-in in place
	deadline := due.Add(settleTimeout)
	for len(tb.host.Log()) == at {
		switch {
		case r.backs > 4: // two when it works; more, one a limit, when every Back is taken
			t.Fatalf("seat 2 said Back %d times for one decision (%d refused): every Back gave it a fresh limit", r.backs, r.refused)
		case time.Now().After(deadline): // a guard: the Backs fail the test long before
			t.Fatalf("for %v the table waited on seat 2, which never decided: it said Back %d times (%d refused)", settleTimeout, r.backs, r.refused)
		}
		tb.stepHost()
		s := tb.host.Lobby().Seats[2]
		switch {
		case !s.StandIn:
			standInSince = time.Time{}
		case standInSince.IsZero():
			standInSince, refusedBefore = time.Now(), r.refused
		case time.Since(standInSince) >= backThink && (r.refused > refusedBefore || time.Since(standInSince) >= 2*time.Second):
			// The stand-in has thought, and the seat's Back has had its
			// answer: refused (a Back taken lifts the stand-in). Not on
			// time alone: on a loaded machine the Back's way to the host
			// and back takes longer than any thought, and the bot would
			// answer before the host has seen it. A Back lost or never
			// answered lets the bot answer after 2 s.
			tb.hbots.Levels[2] = s.Bot
			if p, c, ok := tb.hbots.Next(tb.host.Game(), tb.host.Local()); ok && p == 2 {
				if err := tb.host.Propose(p, c); err != nil {
					t.Fatal(err)
				}
			}
			delete(tb.hbots.Levels, 2)
		}
		p := tb.peers[2]
		for _, n := range p.Step() {
			if n.Kind == NoteProblem && n.Code == CodeBackLater {
				r.refused++
			}
		}
		switch { // as the headless joiner does: Back once per stand-in
		case !p.StoodIn():
			asked = false
		case !asked: // "my person acts again", and it never does
			asked = true
			p.Back()
			r.backs++
		}
		tb.host.Wait(time.Millisecond)
	}
	r.took = time.Since(due)
	return r
}
