package session

import (
	"strings"
	"testing"
	"time"

	"patron/game"
)

// A host restored from what it kept (Kept and its game) takes its joiner
// back over a new connection with the seat's token; the joiner's game is
// brought back in step by the sync and the game ends with one hash and a
// clean audit (the process-level test is netplay/lan/cli/host_back_test.go).
func TestRestoredHostTakesItsJoinerBack(t *testing.T) {
	tb := newTable(t, 7, []string{Bot, Remote, Bot}, false)
	for steps := 0; len(tb.host.Log()) < 40; steps++ {
		if steps > 20000 {
			t.Fatal("no 40 commands")
		}
		tb.play(1)
	}
	kept, g := tb.host.Kept(), tb.host.Game().Clone()
	old := tb.host
	old.Close() // gone; its goodbye reaches the joiner as the end of its connection
	p := tb.peers[1]
	tb.until("the joiner sees the host go", func() bool { p.Step(); return p.Closed() })

	h := tb.restore(kept, g, func(h *Host) {
		if s := h.Lobby().Seats[1]; !h.Started() || !s.Taken || s.Connected || len(h.Log()) != len(old.Log()) {
			t.Fatalf("restored: started %v, seat %+v, %d commands", h.Started(), s, len(h.Log()))
		}
	})
	tb.rejoin(1)
	tb.play(20000)
	tb.audited()
	if got, want := p.Game().PublicHash(), h.Game().PublicHash(); got != want || !h.Game().Over() {
		t.Fatalf("the joiner ends at %x, the host at %x", got, want)
	}
}

// restore makes the host restored from kept and g the table's, after
// check has looked at it.
func (tb *table) restore(kept Kept, g *game.Game, check func(*Host)) *Host {
	tb.t.Helper()
	h, err := Restore(HostConfig{Name: "Host", Code: "ABCD2345", Control: game.DefaultSplit(3), SeasonCap: 15}, kept, g)
	if err != nil {
		tb.t.Fatal(err)
	}
	check(h)
	tb.host = h
	return h
}

// rejoin brings peer i back to the table's host over a new connection
// with its seat's token, the host answering meanwhile.
func (tb *table) rejoin(i int) {
	tb.t.Helper()
	h := tb.host
	here, there := memPipe("peer", "host")
	tb.accept(there, i)
	done := make(chan struct{})
	go func() { // the host answers while Rejoin waits
		defer close(done)
		for deadline := time.Now().Add(settleTimeout); !h.Lobby().Seats[i].Connected && time.Now().Before(deadline); { // a guard, not a measure
			h.Wait(5 * time.Millisecond)
			h.Step()
		}
	}()
	err := tb.peers[i].Rejoin(here, settleTimeout)
	<-done
	if err != nil {
		tb.t.Fatal(err)
	}
	tb.conns[i] = here
}

// Restore refuses what would not be the table kept.
func TestRestoreRefusesAnotherTable(t *testing.T) {
	tb := newTable(t, 7, []string{Bot, Remote, Bot}, false)
	tb.play(200)
	kept, g := tb.host.Kept(), tb.host.Game()
	cfg := HostConfig{Name: "Host", Control: game.DefaultSplit(3), SeasonCap: 15}
	public, err := game.New(g.Pub.Opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		cfg  HostConfig
		kept Kept
		g    *game.Game
		says string
	}{
		"no secrets for a Patrón at the host": {cfg, kept, public, "holds none of his secrets"},
		"a token short":                       {cfg, Kept{Seats: kept.Seats, Tokens: kept.Tokens[1:]}, g, "2 seat tokens for 3 seats"},
		"another season limit":                {HostConfig{Control: cfg.Control, SeasonCap: 9}, kept, g, "another season limit"},
		"a bad token":                         {cfg, Kept{Seats: kept.Seats, Tokens: []string{"x", kept.Tokens[1], kept.Tokens[2]}}, g, "not 32 hex digits"},
		"no game":                             {cfg, kept, nil, "holds no game"},
	} {
		if _, err := Restore(c.cfg, c.kept, c.g); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v", name, err)
		}
	}
}
