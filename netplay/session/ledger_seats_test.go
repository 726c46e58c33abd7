package session

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/ledger"
	"patron/netplay/wire"
)

// knock says hello over a new connection keyed by id (nil: a plain
// Accept), as a watcher with watch, and returns the peer and its end
// (which records what it gets), or why the host turned it away.
func (tb *table) knock(id *identity.Identity, hello wire.Hello, watch bool) (*Peer, *memConn, error) {
	tb.t.Helper()
	here, there := memPipe("peer", "host")
	here.record = &bytes.Buffer{}
	if id != nil {
		tb.host.AcceptKeyed(there, id.Public())
	} else {
		tb.host.Accept(there)
	}
	hello.Name, hello.Code = "Knock", "ABCD2345"
	cfg := PeerConfig{Hello: hello, Identity: id}
	var p *Peer
	var err error
	tb.hnotes = append(tb.hnotes, tb.whileHostAnswers(func() {
		if watch {
			p, err = Watch(here, cfg, 5*time.Second)
		} else {
			p, err = Join(here, cfg, 5*time.Second)
		}
	})...)
	return p, here, err
}

func refusedFor(t *testing.T, what string, err error, code string) {
	t.Helper()
	if r, ok := err.(*Refused); !ok || r.Code != code {
		t.Fatalf("%s: %v, want a refusal %q", what, err, code)
	}
}

// A newcomer's seat is bound to the key its connection proved, noted for
// the server to store; the key is the seat's credential: after a drop the
// same key comes back to it with no token, another key is turned away,
// and a key already seated takes no second seat.
func TestASeatIsBoundToItsKey(t *testing.T) {
	tb := newTableWith(t, 7, []string{Bot, Remote, Remote}, true, ledgerConfig(t))
	for i := 1; i <= 2; i++ {
		if tb.host.Keys()[i] != tb.ids[i].Public() || tb.host.Lobby().Seats[i].Key != tb.ids[i].Public() {
			t.Fatalf("seat %d: bound %q, the lobby says %q", i, tb.host.Keys()[i], tb.host.Lobby().Seats[i].Key)
		}
	}
	_, _, err := tb.knock(nil, wire.Hello{Seat: -1}, false)
	refusedFor(t, "a connection no key was proven on", err, CodeKeyNeeded)
	_, _, err = tb.knock(tb.ids[1], wire.Hello{Seat: 2}, false)
	refusedFor(t, "seat 1's key asking for seat 2", err, CodeKeySeated)
	_, _, err = tb.knock(newIdentity(t), wire.Hello{Seat: 1}, false)
	refusedFor(t, "another key asking for a taken seat", err, "seat-taken")
	if k := tb.host.Kept().Keys; len(k) != 3 || k[1] != tb.ids[1].Public() || k[2] != tb.ids[2].Public() {
		t.Fatalf("kept keys %v", k)
	}
	tb.start()
	for tb.host.Game() != nil && len(tb.host.Log()) < 30 {
		tb.play(1)
	}

	p := tb.peers[1]
	tb.conns[1].Close("the network failed")
	tb.until("the drop", func() bool { return p.Closed() && !tb.host.Lobby().Seats[1].Connected })
	_, _, err = tb.knock(newIdentity(t), wire.Hello{Seat: 1}, false)
	refusedFor(t, "another key after the drop", err, "started")
	p.token = "" // the key alone brings it back
	tb.rejoin(1)
	if p.Seat() != 1 || !tb.host.Lobby().Seats[1].Connected {
		t.Fatalf("back at seat %d", p.Seat())
	}
	tb.finish()
	tb.checkRecord()
}

// A seat freed in the lobby is free for another key; each binding is
// noted for the server to store.
func TestASeatLeftInTheLobbyIsUnbound(t *testing.T) {
	tb := newTableWith(t, 7, []string{Bot, Remote, Remote}, true, ledgerConfig(t))
	tb.peers[2].Close()
	tb.until("seat 2 freed", func() bool { return !tb.host.Lobby().Seats[2].Taken })
	if tb.host.Keys()[2] != "" || !hasBound(tb.hnotes, 2, "") {
		t.Fatalf("seat 2 is still bound to %q", tb.host.Keys()[2])
	}
	newcomer := newIdentity(t)
	p, _, err := tb.knock(newcomer, wire.Hello{Seat: 2}, false)
	if err != nil || p.Seat() != 2 || tb.host.Keys()[2] != newcomer.Public() || !hasBound(tb.hnotes, 2, newcomer.Public()) {
		t.Fatalf("a new key at seat 2: %v", err)
	}
}

func hasBound(notes []Note, seat int, k identity.Key) bool {
	for _, n := range notes {
		if n.Kind == NoteBound && n.Player == seat && n.Key == k {
			return true
		}
	}
	return false
}

// An online table comes back from what the server stored (Kept, with the
// keys, the game, and the signed moves), its chain where it stood: its
// people come back by their keys and the game ends with a log that
// verifies whole. A store whose chain does not hold is an error, not a
// table.
func TestASignedTableIsRestoredFromItsMoves(t *testing.T) {
	led := ledgerConfig(t)
	tb := newTableWith(t, 7, []string{Bot, Remote, Bot}, false, led)
	stored := 0
	tb.host.OnPublish(func() { stored = len(tb.host.Moves(0)) }) // durable before it leaves
	for steps := 0; len(tb.host.Log()) < 40; steps++ {
		if steps > 20000 {
			t.Fatal("no 40 commands")
		}
		tb.play(1)
	}
	if stored != len(tb.host.Log()) {
		t.Fatalf("OnPublish saw %d moves of %d", stored, len(tb.host.Log()))
	}
	kept, g, moves := tb.host.Kept(), tb.host.Game().Clone(), tb.host.Moves(0)
	tb.host.Close()
	p := tb.peers[1]
	tb.until("the joiner sees the host go", func() bool { p.Step(); return p.Closed() })

	cfg := HostConfig{Name: "Host", Code: "ABCD2345", Control: game.DefaultSplit(3), SeasonCap: 15, Ledger: &LedgerConfig{Table: led.Table, Server: led.Server}}
	forged := append([]ledger.Move(nil), moves...)
	forged[7].Sig = strings.Repeat("0", 128)
	for what, c := range map[string]struct {
		moves []ledger.Move
		says  string
	}{
		"a signature altered": {forged, "does not hold"},
		"a move short":        {moves[:len(moves)-1], "signed moves for a log"},
	} {
		if _, err := RestoreSigned(cfg, kept, g, c.moves); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v", what, err)
		}
	}
	if _, err := Restore(cfg, kept, g); err == nil {
		t.Error("an online table restored without its moves")
	}
	h, err := RestoreSigned(cfg, kept, g, moves)
	if err != nil {
		t.Fatal(err)
	}
	if h.led.chain.Link() != p.Chain().Link() || h.Keys()[1] != tb.ids[1].Public() {
		t.Fatal("the restored chain is not where the table's stood")
	}
	tb.host = h
	p.token = ""
	tb.rejoin(1)
	tb.finish()
	tb.checkRecord()
}
