//go:build !js

package server_test

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"testing"
	"time"

	"patron/netplay/ledger"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/server"
	"patron/netplay/session"
)

// Turn-based tables: time banks, their people away, vacations, the cap.

// threeDays is a turn-based table's clock as the issue gives it: 3 days,
// and a day for each move.
var threeDays = lobby.Clock{BankMS: 3 * 24 * 3600 * 1000, PerMoveMS: 24 * 3600 * 1000}

// createTurn makes a public turn-based table of two people (the Patrón
// and a Faction) and a server's bot.
func createTurn(t *testing.T, c *online.Client, clock lobby.Clock) string {
	t.Helper()
	// not a place's name: the secrecy checks look for his hideout's
	made, err := c.Create(context.Background(), lobby.Create{Name: "Days", Mode: lobby.Turn, Public: true, SeasonCap: 3,
		Seats: []lobby.SeatConfig{{}, {}, {Bot: "random"}}, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	return made.ID
}

// sitAndLeave takes seat at table id, and leaves.
func sitAndLeave(t *testing.T, c *online.Client, id string, seat int) {
	t.Helper()
	p, err := c.Join(context.Background(), id, "", online.Seat{Seat: seat})
	if err != nil {
		t.Fatal(err)
	}
	p.Close()
}

// listed waits until table id's listing holds cond, and returns it.
func listed(t *testing.T, c *online.Client, id, what string, cond func(lobby.Listing) bool) lobby.Listing {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		l, err := c.Table(context.Background(), id, "")
		if err != nil {
			t.Fatal(err)
		}
		if cond(l) {
			return l
		}
		if time.Now().After(deadline) {
			t.Fatalf("still waiting for %s: %+v", what, l)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// startedAway is a turn-based table whose two people took their seats and
// left: it has started, the Patrón's clock running.
func startedAway(t *testing.T, r *running, clock lobby.Clock) (pablo, ana *online.Client, id string) {
	t.Helper()
	pablo, ana = r.client(t, "Pablo"), r.client(t, "Ana")
	id = createTurn(t, pablo, clock)
	sitAndLeave(t, pablo, id, 0)
	l := listed(t, ana, id, "Pablo gone", func(l lobby.Listing) bool { return l.Seats[0].Taken && !l.Seats[0].Connected })
	if l.Status != lobby.StatusLobby {
		t.Fatalf("a table started with a seat free: %+v", l)
	}
	sitAndLeave(t, ana, id, 1)
	listed(t, ana, id, "the start", func(l lobby.Listing) bool {
		return l.Status == lobby.StatusPlaying && len(l.BankMS) == 3 && l.Waiting == 0
	})
	return pablo, ana, id
}

// bothBack seats Pablo and Ana, or brings them back, at seats 0 and 1.
func bothBack(t *testing.T, pablo, ana *online.Client, id string) (pp, ap *session.Peer) {
	t.Helper()
	var err error
	if pp, err = pablo.Join(context.Background(), id, "", online.Seat{Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if ap, err = ana.Join(context.Background(), id, "", online.Seat{Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if pp.Seat() != 0 || ap.Seat() != 1 {
		t.Fatalf("back in seats %d and %d", pp.Seat(), ap.Seat())
	}
	return pp, ap
}

// A turn-based table starts once every person's seat is taken, nobody
// connected; its people come back when they like, the Patrón's computer
// starting the game it never saw begin, and it ends audited.
func TestATurnBasedTableStartsWithItsPeopleAway(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	r := startServer(t)
	pablo, ana, id := startedAway(t, r, threeDays)
	pp, ap := bothBack(t, pablo, ana, id)
	playOn(t, id, []side{{pablo, pp}, {ana, ap}}, nil)
}

// A Faction's person away past their bank: the server's bot plays the
// seat meanwhile (the log says it signed those moves); they come back,
// take their seat and play it to the end.
func TestAFactionPastItsBankIsPlayedByTheServerUntilTheyComeBack(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	r := startServer(t)
	// the Factions' shared decisions, which nobody answers, are bounded
	// by DecisionMS
	clock := lobby.Clock{BankMS: 1000, PerMoveMS: 1000, DecisionMS: 200}
	pablo, ana, id := startedAway(t, r, clock)
	pp, err := pablo.Join(context.Background(), id, "", online.Seat{Seat: 0})
	if err != nil {
		t.Fatal(err)
	}
	back := make(chan struct{})
	var once sync.Once
	done := make(chan error, 1)
	go func() {
		out, err := seated(t, pablo, pp, id, 7, func(n session.Note) {
			if n.Kind == session.NoteCommitted && n.Seq >= 40 {
				once.Do(func() { close(back) })
			}
		})
		if err == nil && !out.Audited {
			err = errors.New("Pablo's game was not audited")
		}
		done <- err
	}()
	<-back
	ap, err := ana.Join(context.Background(), id, "", online.Seat{Seat: 1})
	if err != nil {
		t.Fatal(err)
	}
	if out, err := seated(t, ana, ap, id, 8, nil); err != nil || !out.Audited {
		t.Fatalf("Ana's end: %+v, %v", out, err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	// the server stores the end once its own audit ran
	listed(t, ana, id, "the end stored", func(l lobby.Listing) bool { return l.Status == lobby.StatusOver })
	l, err := ana.Log(context.Background(), id, "")
	if err != nil {
		t.Fatal(err)
	}
	rep := ledger.Verify(l)
	if !rep.Fair() || !rep.Audited || len(rep.StandIns) == 0 {
		t.Fatalf("the log of a game Ana missed part of: %+v", rep)
	}
	hers := 0 // the moves Ana signed herself
	for _, m := range l.Moves {
		if m.Seat == 1 && m.Key == l.Seats[1].Key {
			hers++
		}
	}
	if hers == 0 || rep.StandIns[0] > 40 {
		t.Fatalf("Ana signed %d moves; her stand-in's began at %d", hers, rep.StandIns[0])
	}
}

// The Patrón's person stops deciding: past his bank the table pauses,
// past the countdown the server ends it as abandoned, and its log, as far
// as it went, is stored and verifies.
func TestThePatronPastHisBankEndsTheTableAbandonedAndItsLogVerifies(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	r := startServer(t)
	clock := lobby.Clock{BankMS: 1000, PerMoveMS: 500, CapMS: 1000, GraceMS: 1000}
	pablo, ana, id := startedAway(t, r, clock)
	ctx := context.Background()
	pp, ap := bothBack(t, pablo, ana, id)
	var wg sync.WaitGroup
	wg.Add(1)
	var anaOut error
	go func() {
		defer wg.Done()
		out, err := seated(t, ana, ap, id, 11, nil)
		if err == nil && out.Abandoned == nil {
			err = errors.New("Ana's game was not abandoned")
		}
		anaOut = err
	}()
	// Pablo plays some twenty moves, then is gone for good.
	bots := session.Bots{Levels: map[int]string{0: "random"}, Seed: 3}
	for deadline := time.Now().Add(time.Minute); len(pp.Log()) < 20; {
		if time.Now().After(deadline) {
			t.Fatalf("Pablo is still at command %d", len(pp.Log()))
		}
		pp.Step()
		if g := pp.Ahead(); g != nil && !pp.StoodIn() {
			if who, c, ok := bots.Next(g, []int{0}); ok && who == 0 && pp.MayPropose(c) {
				if err := pp.Propose(c); err != nil {
					t.Fatal(err)
				}
			}
		}
		pp.Wait(10 * time.Millisecond)
	}
	pp.Close()
	wg.Wait()
	if anaOut != nil {
		t.Fatal(anaOut)
	}
	l := listed(t, ana, id, "the table abandoned", func(l lobby.Listing) bool { return l.Status == lobby.StatusAbandoned })
	log, err := ana.Log(ctx, id, "")
	if err != nil {
		t.Fatal(err)
	}
	rep := ledger.Verify(log)
	if !rep.Fair() || rep.Audited || rep.Over || rep.Moves < 20 || rep.Receipts != rep.Moves || log.Ended != lobby.StatusAbandoned {
		t.Fatalf("the abandoned table's log: %+v, ended %q (listing %+v)", rep, log.Ended, l)
	}
}

// The server stops with the Patrón's clock running and starts again a
// while later: his bank is what it was at the stop, not less the time the
// server was down, and runs again from the start.
func TestBanksSurviveAServerRestartAndDoNotRunWhileItIsDown(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	r := startServer(t)
	const bank = 60_000
	_, ana, id := startedAway(t, r, lobby.Clock{BankMS: bank})
	time.Sleep(300 * time.Millisecond)
	before := listed(t, ana, id, "the bank running", func(l lobby.Listing) bool { return l.BankMS[0] < bank }).BankMS[0]
	r.stop()
	time.Sleep(3 * time.Second) // down
	r.start()
	after := listed(t, ana, id, "the table open again", func(l lobby.Listing) bool { return l.Status == lobby.StatusPlaying }).BankMS[0]
	// a listing is up to a second old, and the restart takes a moment:
	// less than the 3 s down
	if after > before || after < before-2000 {
		t.Fatalf("the Patrón had %d ms before the stop, %d ms after 3 s down", before, after)
	}
	listed(t, ana, id, "the bank running again", func(l lobby.Listing) bool { return l.BankMS[0] < after })
}

// A player takes vacation days: their clocks stop at their tables, My
// games says until when, and the clocks run again once it ends early;
// days beyond the allowance are refused.
func TestAVacationStopsAPlayersClocksAndTheyRunAgainAfter(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	r := startServer(t)
	const bank = 60_000
	pablo, ana, id := startedAway(t, r, lobby.Clock{BankMS: bank})
	ctx := context.Background()
	v, err := pablo.TakeVacation(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	if v.DaysLeft != server.DefaultLimits.VacationDays-2 || time.Until(v.Until) < 47*time.Hour {
		t.Fatalf("two days taken: %+v", v)
	}
	mine, err := pablo.Mine(ctx)
	if err != nil || len(mine) != 1 || !mine[0].HeldUntil.Equal(v.Until) {
		t.Fatalf("Pablo's games %+v, %v; on vacation until %v", mine, err, v.Until)
	}
	// the table holds his clock at its next turn
	time.Sleep(1500 * time.Millisecond)
	held := listed(t, ana, id, "the bank", func(lobby.Listing) bool { return true }).BankMS[0]
	time.Sleep(time.Second)
	if now := listed(t, ana, id, "the bank", func(lobby.Listing) bool { return true }).BankMS[0]; now != held {
		t.Fatalf("Pablo's bank went from %d to %d ms during his vacation", held, now)
	}
	// A server started again holds it too.
	r.stop()
	r.start()
	time.Sleep(1500 * time.Millisecond)
	if now := listed(t, ana, id, "the bank", func(lobby.Listing) bool { return true }).BankMS[0]; now != held {
		t.Fatalf("Pablo's bank went from %d to %d ms after a restart during his vacation", held, now)
	}
	// He comes back early: the day begun is spent, the other given back.
	if v, err = pablo.TakeVacation(ctx, 0); err != nil || !v.Until.IsZero() || v.DaysLeft != server.DefaultLimits.VacationDays-1 {
		t.Fatalf("the vacation ended early: %+v, %v", v, err)
	}
	listed(t, ana, id, "his clock running again", func(l lobby.Listing) bool { return l.BankMS[0] < held })
	var ref *online.Refused
	if _, err := pablo.TakeVacation(ctx, server.DefaultLimits.VacationDays); !errors.As(err, &ref) || ref.Code != "bad-vacation" {
		t.Fatalf("more days than left: %v", err)
	}
}

// A player runs so many tables at once: creating, or sitting at, one
// more is refused; watching is not.
func TestTheCapRefusesTheTableTooMany(t *testing.T) {
	lim := roomy
	lim.Running = 2
	r := startServerWith(t, stores[0].open, lim)
	ctx := context.Background()
	pablo, ana := r.client(t, "Pablo"), r.client(t, "Ana")
	clock := lobby.Clock{BankMS: 60_000}
	createTurn(t, pablo, clock)
	mine := createTurn(t, pablo, clock)
	var ref *online.Refused
	_, err := pablo.Create(ctx, lobby.Create{Name: "Third", Mode: lobby.Turn, Seats: []lobby.SeatConfig{{}, {}}, Clock: clock})
	if !errors.As(err, &ref) || ref.Code != "too-many-tables" || ref.Status != http.StatusTooManyRequests {
		t.Fatalf("a third table: %v", err)
	}
	theirs := createTurn(t, ana, clock)
	if _, err := pablo.Join(ctx, theirs, "", online.Seat{Seat: 1}); !errors.As(err, &ref) || ref.Code != "too-many-tables" {
		t.Fatalf("sitting at a third table: %v", err)
	}
	if _, err := pablo.Watch(ctx, theirs, ""); err != nil {
		t.Fatalf("watching a third table: %v", err)
	}
	if _, err := pablo.Join(ctx, mine, "", online.Seat{Seat: 0}); err != nil {
		t.Fatalf("sitting at a table of his own: %v", err)
	}
}

// A table's clock is checked at its creation.
func TestClocksAreCheckedAtCreation(t *testing.T) {
	r := startServer(t)
	pablo := r.client(t, "Pablo")
	for _, c := range []struct {
		mode  string
		clock lobby.Clock
	}{
		{lobby.Turn, lobby.Clock{}},                                    // no bank
		{lobby.Turn, lobby.Clock{BankMS: 10}},                          // a bank too small
		{lobby.Turn, lobby.Clock{BankMS: 60_000, CapMS: 1000}},         // a cap below it
		{lobby.Turn, lobby.Clock{BankMS: 40 * 24 * 3600 * 1000}},       // over a month
		{lobby.Turn, lobby.Clock{BankMS: 60_000, GraceMS: -1}},         // negative
		{lobby.Turn, lobby.Clock{BankMS: 60_000, GraceMS: 86_400_000}}, // a countdown of a day
		{lobby.Live, lobby.Clock{BankMS: 60_000}},                      // a live table's bank
		{lobby.Live, lobby.Clock{DecisionMS: 2 * 86_400_000}},          // a live limit of two days
	} {
		_, err := pablo.Create(context.Background(), lobby.Create{Name: "T", Mode: c.mode, Seats: []lobby.SeatConfig{{}, {}}, Clock: c.clock})
		var ref *online.Refused
		if !errors.As(err, &ref) || ref.Code != "bad-table" {
			t.Errorf("%s %+v: %v", c.mode, c.clock, err)
		}
	}
}

// A table nobody is at sleeps out of the server's memory, yet its clocks
// run: its listing counts the Patrón's bank down, it wakes when the bank
// runs out, pauses, and is ended as abandoned when the countdown does,
// however it sleeps between.
func TestASleepingTablesClocksRunOutAndItIsAbandoned(t *testing.T) {
	t.Parallel() // a server of its own, mostly waiting on clocks and the network
	r := startServer(t)
	_, ana, id := startedAway(t, r, lobby.Clock{BankMS: 2000, GraceMS: 1000})
	for deadline := time.Now().Add(10 * time.Second); server.Asleep(r.srv) == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the table never slept")
		}
	}
	first := listed(t, ana, id, "a listing", func(lobby.Listing) bool { return true })
	time.Sleep(300 * time.Millisecond)
	second := listed(t, ana, id, "a listing", func(lobby.Listing) bool { return true })
	if first.Status == lobby.StatusPlaying && second.BankMS[0] >= first.BankMS[0] {
		t.Fatalf("asleep, the Patrón's bank stays at %d ms", first.BankMS[0])
	}
	listed(t, ana, id, "the table abandoned", func(l lobby.Listing) bool { return l.Status == lobby.StatusAbandoned })
	log, err := ana.Log(context.Background(), id, "")
	if err != nil {
		t.Fatal(err)
	}
	if rep := ledger.Verify(log); !rep.Fair() || log.Ended != lobby.StatusAbandoned {
		t.Fatalf("the log of a table abandoned asleep: %+v, ended %q", rep, log.Ended)
	}
}
