package scenes

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// A Faction player's computer drops mid-game and comes back with "Back to
// my seat" while the host's computer (the Patrón, a bot there) follows the
// whole game live. At the end both show the same statistics on the end
// screen and the same End of Season summaries, counted from the published
// log; the joiner's game log tells the whole game from its first command,
// the host's story event for event, and its clue sheet holds the whole
// game's clues (issue 22: Labs placed 8 and 7, decisions 350 and 301).
// The summaries compared must count what was told again: how long the
// game lasts depends on the table's timing (101 to 260 commands on one
// seed), and now and then it ends with no End of Season after the joiner
// left; then the next seed's table is played, until a game has one
// (eight without fail the test).
func TestLANStoryAndNumbersAgreeAfterBackToMySeat(t *testing.T) {
	untilReached(t, "an End of Season summary after Back to my seat", []uint64{6, 7, 8, 9, 10, 11, 12, 13}, func(seed uint64) string {
		return storyAndNumbersAfterBackToMySeat(t, seed)
	})
}

// storyAndNumbersAfterBackToMySeat is
// TestLANStoryAndNumbersAgreeAfterBackToMySeat on a table of seed; it
// says why not when its game ended before the joiner could leave, or with
// no End of Season after it left.
func storyAndNumbersAfterBackToMySeat(t *testing.T, seed uint64) (short string) {
	lang := words.English()
	ah, aj := &App{Store: store.Open(t.TempDir())}, &App{Store: store.Open(t.TempDir())}
	srv := loopbackTable(t, seed, wire.Seat{Name: "Boss", Who: session.Bot, Bot: "normal"}, wire.Seat{Name: "Bruno", Who: session.Remote})
	joinBots := session.Bots{Levels: map[int]string{1: "normal"}, Seed: 8, Team: true}
	var host *Play
	// lockstep: the host's bot waits for this joiner to hold the whole log
	// before each decision, so that the joiner sees the Patrón's turn come
	// (on a loaded machine the commits reached it in bunches, and it went
	// from its own decision to its next one, never seeing his, to the
	// end of the game).
	var lockstep *Play
	hostTurn := func() { // the host's computer: its notes, and its bot's decisions
		if host == nil {
			srv.Step()
			if !srv.Started() && srv.Ready() {
				if err := srv.Start(); err != nil {
					t.Fatal(err)
				}
				m, err := match.NewLAN(match.HostNet{S: srv})
				if err != nil {
					t.Fatal(err)
				}
				host = NewLANPlay(m)
			}
			return
		}
		host.pumpNet(ah)
		if lockstep != nil && len(lockstep.M.G.PublicLog()) < len(host.M.G.PublicLog()) {
			return
		}
		if !host.M.G.Over() && !host.netWaits() && host.M.BotTurn() {
			host.apply(ah, host.M.BotCommand())
			if host.err != "" {
				t.Fatalf("host: %s", host.err)
			}
		}
	}
	joinerTurn := func(p *Play) {
		p.pumpNet(aj)
		if p.M.G.Over() || p.netWaits() {
			return
		}
		if _, c, ok := joinBots.Next(p.M.G, []int{1}); ok {
			p.apply(aj, c)
			if p.err != "" {
				t.Fatalf("joiner: %s: %s", c.Format(), p.err)
			}
		}
	}

	j := &JoinScreen{name: "Bruno", seat: 1, addr: fmt.Sprintf("127.0.0.1:%d", srv.Port()), code: srv.Code(), stop: make(chan struct{})}
	j.join(aj)
	first := tablePlay(t, aj, j, hostTurn)
	defer first.stopSaving() // the autosavers are done before the folder goes
	defer func() {
		if host != nil {
			host.stopSaving()
		}
	}()
	lockstep = first
	playTogether(t, host, first, hostTurn, joinerTurn, func() bool { return first.M.G.Over() || len(first.M.G.PublicLog()) >= 40 && first.M.Elsewhere() }) // the Patrón's turn: he plays on meanwhile
	lockstep = nil
	if first.M.G.Over() {
		return fmt.Sprintf("the game ended after %d commands, before the joiner could leave", len(first.M.G.PublicLog()))
	}
	if err := first.flushSave(); err != nil {
		t.Fatal(err)
	}
	had := slices.Clone(first.M.Events)
	first.M.Net.Close() // the computer dies: only its disk is left
	playTogether(t, host, nil, hostTurn, nil, func() bool { return host.M.Elsewhere() || host.M.G.Over() })
	missed := len(host.M.G.PublicLog()) - len(first.M.G.PublicLog())

	rec, ok := loadSeatRecord(aj)
	if !ok || rec.Seat != 1 {
		t.Fatalf("no seat record to come back with: %+v", rec)
	}
	again := &JoinScreen{rec: rec, hasRec: true, stop: make(chan struct{})}
	again.rejoin(aj)
	back := tablePlay(t, aj, again, hostTurn)
	defer back.stopSaving()
	if len(back.M.Events) < len(had) || !slices.Equal(back.M.Events[:len(had)], had) {
		t.Fatalf("the log after coming back holds %d events, before it held %d: not the game from its start", len(back.M.Events), len(had))
	}
	playTogether(t, host, back, hostTurn, joinerTurn, func() bool { return host.M.Audit != nil && back.M.Audit != nil })
	if !host.M.G.Over() || back.M.G.PublicHash() != host.M.G.PublicHash() {
		t.Fatal("the two computers end with other games")
	}
	ends := seasonEnds(host.M.Events)
	if ends == seasonEnds(had) {
		return fmt.Sprintf("the game ended after %d commands with no End of Season after the joiner left (%d before)", len(host.M.G.PublicLog()), ends)
	}

	// The game log: the whole game, as the host told it live.
	if !slices.Equal(back.M.Events, host.M.Events) || !slices.Equal(back.M.By, host.M.By) {
		t.Errorf("the joiner's log holds %d events (%d deciders), the host's %d (%d)", len(back.M.Events), len(back.M.By), len(host.M.Events), len(host.M.By))
	}
	if got, want := back.logEntries(), host.logEntries(); len(got) != len(want) || len(got) < 100 {
		t.Errorf("the joiner's log panel lists %d entries, the host's %d", len(got), len(want))
	}
	// The clue sheet: the whole game's clues.
	fresh := (&clueSheet{}).entries(host.M)
	if got := back.clues.entries(back.M); len(fresh) == 0 || !slices.Equal(got, fresh) {
		t.Errorf("the joiner's clue sheet holds %d entries, the game's %d", len(got), len(fresh))
	}
	// The End of Season summaries: one for every End of Season, the same.
	if seasonEnds(back.M.Events) != ends {
		t.Errorf("End of Seasons: the joiner's log tells %d, the host's %d", seasonEnds(back.M.Events), ends)
	}
	for n := 1; n <= ends; n++ {
		if got, want := buildSummary(lang, back.M.Events, n, &back.M.G.Pub, nil).Text(), buildSummary(lang, host.M.Events, n, &host.M.G.Pub, nil).Text(); got != want {
			t.Errorf("End of Season %d: the joiner's summary\n%s\nthe host's\n%s", n, got, want)
		}
	}
	// The end screen's numbers.
	here, there := NewEnd(back.M).stats(lang), NewEnd(host.M).stats(lang)
	if !slices.Equal(here, there) {
		t.Errorf("the end's statistics: the joiner's %v, the host's %v", here, there)
	}
	// Counted from the published log, not from what the computer saw: one
	// that saw nothing at all shows the same.
	blind := *back.M
	blind.Events, blind.By, blind.Counts = nil, nil, [256]int{}
	if got := NewEnd(&blind).stats(lang); !slices.Equal(got, there) {
		t.Errorf("the end's statistics of a computer that saw no event: %v, the host's %v", got, there)
	}
	if missed == 0 {
		t.Error("the host's computer played nothing while the joiner was away: no gap to fill")
	}
	t.Logf("seed %d: %d commands, %d missed while away; %d events, %d End of Seasons (%d after the joiner left); %v", seed, len(host.M.G.PublicLog()), missed, len(host.M.Events), ends, ends-seasonEnds(had), here)
	return ""
}

// tablePlay runs a join screen until its table opens, the host's computer
// doing its part meanwhile.
func tablePlay(t *testing.T, a *App, first Scene, meanwhile func()) *Play {
	t.Helper()
	var scene Scene = first
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); {
		scene.Update(a, &Input{})
		if a.next != nil {
			scene, a.next = a.next, nil
		}
		switch s := scene.(type) {
		case *Play:
			return s
		case *JoinScreen:
			if s.err != "" {
				t.Fatal(s.err)
			}
		case *Menu:
			t.Fatal("back at the menu")
		}
		meanwhile()
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("no table after 15 s (%T)", scene)
	return nil
}

// playTogether runs the host's computer and a joiner's (nil: none) until
// done.
func playTogether(t *testing.T, host, joiner *Play, hostTurn func(), joinerTurn func(*Play), done func() bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !done(); {
		if time.Now().After(deadline) {
			t.Fatalf("stuck after %d commands: %s %v", len(host.M.G.PublicLog()), host.net.problem, host.M.G.Pending())
		}
		hostTurn()
		if joiner != nil {
			joinerTurn(joiner)
		}
		if host.netWaits() && (joiner == nil || joiner.netWaits()) {
			time.Sleep(100 * time.Microsecond)
		}
	}
}
