package session

import (
	"testing"
	"time"

	"patron/game"
)

// Time banks (bank.go): a turn-based table's clock, each seat's own.

// slack is what a loaded machine may add to a step of these tests: a bank
// is read a little after the moment the test means.
const slack = 150 * time.Millisecond

// bank is seat's bank at the host now.
func (tb *table) bank(seat int) SeatBank { return tb.host.Banks()[seat] }

// A bank shrinks by the time its person takes, grows by PerMove when the
// table turns from the seat, and never holds more than Cap; every machine
// sees whose clock runs and what it has left.
func TestABankShrinksByTheTimeTakenGrowsByPerMoveAndStopsAtItsCap(t *testing.T) {
	rule := Bank{Start: 2 * time.Second, PerMove: 300 * time.Millisecond, Cap: 2500 * time.Millisecond}
	tb := newTable(t, 23, []string{Bot, Remote, Remote}, false)
	tb.limited(Limits{Grace: time.Minute, Bank: rule})
	tb.until("every machine to know the banks", func() bool { return BankRule(tb.peers[1].Lobby()) == rule })
	// Quick players: each turn earns more than it takes, up to the cap.
	tb.playSilent(nil, func() bool {
		return len(tb.host.Log()) >= 80 && tb.bank(1).Left > rule.Cap-slack && tb.bank(2).Left > rule.Cap-slack
	})
	for i, b := range tb.host.Banks() {
		if b.Left > rule.Cap {
			t.Fatalf("seat %d holds %v, over the cap of %v", i, b.Left, rule.Cap)
		}
	}
	// Seat 1's person thinks for a while: their bank runs down, and only
	// theirs.
	silent := map[int]bool{1: true}
	tb.playSilent(nil, func() bool { return tb.host.waiting() == 1 })
	start := time.Now()
	before := tb.bank(1).Left
	other := tb.bank(2).Left
	tb.playSilent(silent, func() bool { return time.Since(start) > 600*time.Millisecond })
	b := tb.bank(1)
	if !b.Running || b.Left > before-600*time.Millisecond || b.Left < before-600*time.Millisecond-slack {
		t.Fatalf("after 600 ms of thinking, seat 1's bank went from %v to %+v", before, b)
	}
	if tb.bank(2).Left != other || tb.bank(2).Running {
		t.Fatalf("seat 2's bank moved while seat 1 thought: %v, then %+v", other, tb.bank(2))
	}
	tb.until("the Faction's machine to see the clock run", func() bool {
		pb := tb.peers[2].Banks()
		return pb != nil && pb[1].Running && !pb[2].Running
	})
	if pb := tb.peers[2].Banks()[1]; pb.Left > before-600*time.Millisecond+slack {
		t.Fatalf("seat 2's machine shows seat 1 with %v left; the host %v", pb.Left, b.Left)
	}
	// They decide: the time taken stays off, and PerMove comes on once
	// the table turns from them.
	thought := tb.bank(1).Left
	from := len(tb.host.Game().Steps())
	tb.playSilent(nil, func() bool { return tb.host.waiting() != 1 })
	after := tb.bank(1)
	// Between two looks the table may turn from seat 1, come back (a bot
	// answering at once) and turn from it again: each turn earns PerMove.
	turns := turnsFrom(tb.host.Game(), from, 1)
	most := min(rule.Cap, thought+time.Duration(turns)*rule.PerMove)
	if turns < 1 || after.Running || after.Left > most || after.Left < min(rule.Cap, thought+rule.PerMove)-slack {
		t.Fatalf("seat 1 decided with %v left and the table turned from it %d times; its bank is then %+v (PerMove %v)",
			thought, turns, after, rule.PerMove)
	}
	tb.finishLimited()
}

// turnsFrom counts the times the table turned from player's seat since
// the game's step from: a decision of theirs followed by another seat's.
func turnsFrom(g *game.Game, from, player int) int {
	steps, opts := g.Steps(), g.Pub.Opts
	n := 0
	for i := from; i < len(steps); i++ {
		next := -1
		if i+1 < len(steps) {
			next = opts.ControllerOf(steps[i+1].Seat)
		} else if !g.Over() {
			next = opts.ControllerOf(g.Pending().Seat)
		}
		if opts.ControllerOf(steps[i].Seat) == player && next != player {
			n++
		}
	}
	return n
}

// A Faction's person lets their bank run out: a stand-in plays the seat,
// earning it nothing, until the person takes it back and finds one
// turn's worth of bank.
func TestAFactionPastItsBankIsStoodInAndTakesItsSeatBack(t *testing.T) {
	rule := Bank{Start: 300 * time.Millisecond, PerMove: 250 * time.Millisecond, Cap: 300 * time.Millisecond}
	tb := newTable(t, 24, []string{Bot, Remote, Remote}, false)
	tb.limited(Limits{Grace: time.Minute, Bank: rule})
	tb.playSilent(nil, func() bool { return len(tb.host.Log()) >= 20 })
	silent := map[int]bool{2: true}
	tb.playSilent(silent, func() bool { return tb.host.Lobby().Seats[2].StandIn })
	if b := tb.bank(2); b.Left != 0 || b.Running {
		t.Fatalf("stood in with %+v of bank", b)
	}
	tb.until("every machine to see the stand-in", func() bool { return tb.peers[2].StoodIn() })
	at := len(tb.host.Log())
	tb.playSilent(silent, func() bool { return len(tb.host.Log()) >= at+30 || tb.host.Game().Over() })
	if b := tb.bank(2); b.Left != 0 {
		t.Fatalf("the stand-in earned the seat %v of bank", b.Left)
	}
	if err := tb.peers[2].Back(); err != nil {
		t.Fatal(err)
	}
	tb.until("the seat given back", func() bool { return !tb.host.Lobby().Seats[2].StandIn })
	if b := tb.bank(2); b.Left < rule.PerMove-slack || b.Left > rule.PerMove {
		t.Fatalf("back with %v of bank; one turn is %v", b.Left, rule.PerMove)
	}
	tb.finishLimited()
}

// A Faction's person whose bank ran out comes back on a new connection:
// the seat is theirs again, with one turn's worth of bank.
func TestAFactionBackOnANewConnectionFindsOneTurnOfBank(t *testing.T) {
	rule := Bank{Start: 300 * time.Millisecond, PerMove: 5 * time.Second}
	tb := newTable(t, 28, []string{Bot, Remote, Remote}, false)
	tb.limited(Limits{Grace: time.Minute, Bank: rule})
	tb.playSilent(nil, func() bool { return len(tb.host.Log()) >= 20 })
	tb.playSilent(map[int]bool{2: true}, func() bool { return tb.host.Lobby().Seats[2].StandIn })
	token, own := tb.peers[2].Token(), tb.peers[2].Game().Clone()
	tb.drop(2)
	tb.join(2, token, own)
	if s := tb.host.Lobby().Seats[2]; s.StandIn || !s.Connected {
		t.Fatalf("back on a new connection, the seat is %+v", s)
	}
	if b := tb.bank(2); b.Left < rule.PerMove-slack {
		t.Fatalf("back with %v of bank; one turn is %v", b.Left, rule.PerMove)
	}
	tb.finishLimited()
}

// The Patrón lets his bank run out: no bot plays him; the table pauses
// with the countdown, then the host may end the game as abandoned, the
// log as far as it went.
func TestThePatronPastHisBankPausesThenTheTableIsAbandoned(t *testing.T) {
	const grace = 300 * time.Millisecond
	rule := Bank{Start: 400 * time.Millisecond, PerMove: 200 * time.Millisecond}
	tb := newTable(t, 29, []string{Remote, Remote, Bot}, true)
	tb.join(0, "", nil)
	tb.limited(Limits{Grace: grace, Bank: rule})
	tb.start()
	tb.playSilent(nil, func() bool { return len(tb.host.Log()) >= 40 && tb.host.waiting() == 0 })
	silent := map[int]bool{0: true}
	began, had := time.Now(), tb.bank(0).Left
	tb.playSilent(silent, func() bool { _, _, ok := tb.host.Pause(); return ok })
	if waited := time.Since(began); waited < had || tb.host.Lobby().Seats[0].StandIn {
		t.Fatalf("paused after %v with %v of bank, a bot in his seat %v", waited, had, tb.host.Lobby().Seats[0].StandIn)
	}
	if b := tb.bank(0); b.Left != 0 || b.Running {
		t.Fatalf("paused with %+v of bank", b)
	}
	at := len(tb.host.Log())
	tb.until("every machine to show the countdown", func() bool { _, _, ok := tb.peers[1].Pause(); return ok })
	tb.playSilent(silent, tb.host.Abandonable)
	if err := tb.host.Abandon(); err != nil {
		t.Fatal(err)
	}
	tb.until("every machine told", func() bool { return tb.peers[1].Abandoned() != nil })
	if a := tb.peers[1].Abandoned(); a.Commands != at || len(tb.host.Log()) != at {
		t.Fatalf("abandoned %+v; the log at %d, then %d", a, at, len(tb.host.Log()))
	}
	if tb.peers[1].Game().PublicHash() != tb.host.Game().PublicHash() {
		t.Fatal("the Faction's machine ends with another game")
	}
}

// A host that stops and comes back from its save finds each bank as the
// save kept it: the time it was down is nobody's.
func TestBanksSurviveARestartAndDoNotRunWhileTheHostIsDown(t *testing.T) {
	rule := Bank{Start: 5 * time.Second, PerMove: time.Second, Cap: 5 * time.Second}
	tb := newTable(t, 25, []string{Bot, Remote, Remote}, false)
	lim := Limits{Grace: time.Minute, Bank: rule}
	tb.limited(lim)
	tb.playSilent(nil, func() bool { return len(tb.host.Log()) >= 20 && tb.host.waiting() == 1 })
	start := time.Now()
	tb.playSilent(map[int]bool{1: true}, func() bool { return time.Since(start) > 300*time.Millisecond })
	k, g := tb.host.Kept(), tb.host.Game().Clone()
	if len(k.Banks) != 3 || time.Duration(k.Banks[1])*time.Millisecond > rule.Cap-300*time.Millisecond {
		t.Fatalf("the save keeps banks %v: seat 1's time taken is not off it", k.Banks)
	}
	for i, p := range tb.peers {
		if p != nil {
			p.Close()
			tb.conns[i].Close("down")
		}
	}
	tb.host.Close()
	time.Sleep(time.Second) // down
	cfg := HostConfig{Name: "Host", Code: "ABCD2345", Control: game.DefaultSplit(3), SeasonCap: 15, Limits: lim}
	h, err := Restore(cfg, k, g)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	h.Step() // the clock of the decision due starts again
	kept := time.Duration(k.Banks[1]) * time.Millisecond
	if b := h.Banks()[1]; !b.Running || b.Left > kept || b.Left < kept-slack {
		t.Fatalf("back with %+v for seat 1; the save kept %v", b, kept)
	}
	time.Sleep(200 * time.Millisecond)
	h.Step()
	if b := h.Banks()[1]; b.Left > kept-200*time.Millisecond {
		t.Fatalf("seat 1's clock does not run again after the restart: %v of the %v kept", b.Left, kept)
	}
	// A table that was out of memory while its host was up (a server's
	// sleeping table) was charged the time: ClockRan says so.
	h2, err := Restore(cfg, k, g)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	h2.ClockRan(time.Now())
	h2.Step()
	down := time.Duration(k.Banks[1])*time.Millisecond - time.Since(k.ClockAt)
	if b := h2.Banks()[1]; b.Left > down+slack || b.Left < down-slack {
		t.Fatalf("asleep since the save, seat 1 has %v; %v is due", b.Left, down)
	}
	// A save whose banks do not fit the table is refused.
	k.Banks = []int64{1, 2}
	if _, err := Restore(cfg, k, g); err == nil {
		t.Fatal("a save with 2 banks for 3 seats was taken")
	}
}

// A seat's clock stopped (its person's vacation) does not run, however
// long the table waits, and runs again when the hold ends.
func TestAHoldStopsASeatsClockAndItResumes(t *testing.T) {
	rule := Bank{Start: 300 * time.Millisecond, PerMove: 100 * time.Millisecond}
	tb := newTable(t, 26, []string{Bot, Remote, Remote}, false)
	tb.limited(Limits{Grace: time.Minute, Bank: rule})
	tb.playSilent(nil, func() bool { return len(tb.host.Log()) >= 20 && tb.host.waiting() == 1 })
	left := tb.bank(1).Left
	until := time.Now().Add(time.Second)
	if err := tb.host.Hold(1, until); err != nil {
		t.Fatal(err)
	}
	silent := map[int]bool{1: true}
	tb.playSilent(silent, func() bool { return time.Now().After(until.Add(-200 * time.Millisecond)) })
	b := tb.bank(1)
	if tb.host.Lobby().Seats[1].StandIn || b.Running || !b.Held.Equal(until) || b.Left < left-slack {
		t.Fatalf("held for a second, seat 1: stood in %v, bank %+v (had %v)", tb.host.Lobby().Seats[1].StandIn, b, left)
	}
	tb.until("every machine to see the clock held", func() bool {
		pb := tb.peers[2].Banks()
		return pb != nil && !pb[1].Held.IsZero() && !pb[1].Running
	})
	// The hold ends: the clock runs out what was left, then a stand-in.
	tb.playSilent(silent, func() bool { return tb.host.Lobby().Seats[1].StandIn })
	if time.Now().Before(until.Add(left - slack)) {
		t.Fatalf("stood in %v before the hold's end and the %v left ran out", time.Until(until.Add(left)), left)
	}
	// A hold ended early lets the clock run from then.
	if err := tb.peers[1].Back(); err != nil {
		t.Fatal(err)
	}
	tb.until("the seat given back", func() bool { return !tb.host.Lobby().Seats[1].StandIn })
	tb.host.Hold(2, time.Now().Add(time.Hour))
	tb.host.Hold(2, time.Time{})
	if b := tb.bank(2); !b.Held.IsZero() {
		t.Fatalf("seat 2's hold ended early, yet %+v", b)
	}
	tb.finishLimited()
}

// A turn-based table starts once every seat is taken, its people away:
// their seats stay theirs, and the Patrón's machine, back after the
// start with no game of its own, starts it.
func TestATurnBasedTableStartsWithItsPeopleAway(t *testing.T) {
	tb := newTable(t, 27, []string{Remote, Remote, Bot}, true)
	tb.host.cfg.Away = true
	p := tb.join(0, "", nil)
	token := p.Token()
	tb.drop(0)
	if s := tb.host.Lobby().Seats[0]; !s.Taken {
		t.Fatal("the Patrón's seat was freed when he left a turn-based table's lobby")
	}
	if !tb.host.Ready() {
		t.Fatal("a turn-based table with every seat taken is not ready")
	}
	tb.limited(Limits{Grace: time.Minute, Bank: Bank{Start: time.Minute}})
	if err := tb.host.Start(); err != nil {
		t.Fatal(err)
	}
	tb.join(0, token, nil)
	tb.until("the Patrón's machine to start the game", func() bool { return tb.peers[0].Game() != nil })
	if tb.peers[0].Game().Sec == nil {
		t.Fatal("the Patrón's machine holds no secrets")
	}
	tb.finishLimited()
}

// The Patrón's countdown under way when a table leaves memory goes on
// where it was when it comes back: a table asleep cannot hold off its
// end by sleeping.
func TestThePatronsCountdownGoesOnAfterARestore(t *testing.T) {
	const grace = 800 * time.Millisecond
	lim := Limits{Grace: grace, Bank: Bank{Start: 200 * time.Millisecond}}
	tb := newTable(t, 30, []string{Remote, Remote, Bot}, true)
	p := tb.join(0, "", nil)
	tb.limited(lim)
	tb.start()
	tb.playSilent(map[int]bool{0: true}, func() bool { _, _, ok := tb.host.Pause(); return ok })
	k, g := tb.host.Kept(), tb.host.Game().Clone()
	if k.PauseEnds.IsZero() || k.ClockAt.IsZero() {
		t.Fatalf("the save keeps no countdown: %+v", k)
	}
	p.Close()
	tb.conns[0].Close("down")
	tb.peers[1].Close()
	tb.conns[1].Close("down")
	tb.host.Close()
	time.Sleep(600 * time.Millisecond) // asleep, most of the countdown
	cfg := HostConfig{Name: "Host", Code: "ABCD2345", Control: game.DefaultSplit(3), SeasonCap: 15, Limits: lim}
	h, err := Restore(cfg, k, g)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	h.ClockRan(time.Now()) // asleep, not down: the countdown ran
	deadline := time.Now().Add(settleTimeout)
	for !h.Abandonable() {
		if time.Now().After(deadline) {
			t.Fatal("never abandonable")
		}
		h.Step()
		h.Wait(10 * time.Millisecond)
	}
	if late := time.Since(k.PauseEnds); late > slack {
		t.Fatalf("abandonable %v after the countdown's end", late)
	}
}
