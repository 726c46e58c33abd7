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
func TestBackAtEveryStandInCannotHoldTheTable(t *testing.T) {
	const limit = 300 * time.Millisecond
	const think = 40 * time.Millisecond // the host's stand-in bot, thinking
	tb := newTable(t, 23, []string{Bot, Remote, Remote}, false)
	tb.limited(Limits{Decision: limit, Grace: time.Second, Bot: "normal"})
	silent := map[int]bool{2: true}
	tb.playSilent(silent, func() bool { return tb.host.waiting() == 2 })
	at, due := len(tb.host.Log()), time.Now()
	backs, refused, asked := 0, 0, false
	var standInSince time.Time
	refusedBefore := 0 // refusals before the stand-in in place
	// Made after two limits and the bot's thought when it works (0.65 s
	// seen on a loaded machine); never, when every Back gives a fresh
	// limit: 5 s tells one from the other on a machine that stalls.
	for len(tb.host.Log()) == at {
		if time.Since(due) > 5*time.Second {
			t.Fatalf("for %v the table waited on seat 2, which never decided: it said Back %d times (%d refused)", time.Since(due).Round(time.Millisecond), backs, refused)
		}
		tb.stepHost()
		s := tb.host.Lobby().Seats[2]
		switch {
		case !s.StandIn:
			standInSince = time.Time{}
		case standInSince.IsZero():
			standInSince, refusedBefore = time.Now(), refused
		case time.Since(standInSince) >= think && (refused > refusedBefore || time.Since(standInSince) >= 2*time.Second):
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
				refused++
			}
		}
		switch { // as the headless joiner does: Back once per stand-in
		case !p.StoodIn():
			asked = false
		case !asked: // "my person acts again", and it never does
			asked = true
			p.Back()
			backs++
		}
		tb.host.Wait(time.Millisecond)
	}
	took := time.Since(due)
	t.Logf("seat 2's decision was made by its stand-in %v after it became due (limit %v), after %d Backs, %d refused", took.Round(time.Millisecond), limit, backs, refused)
	if backs < 2 || refused < 1 {
		t.Errorf("%d Backs, %d refused: the second Back for one decision was not refused", backs, refused)
	}
}
