package session

import (
	"bytes"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/wire"
)

// A host takes whatever its joiners and strangers send, in any order,
// without a panic: a fuzz target feeds a Host of three remote seats the
// messages of four connections (one a line: the connection's digit, then
// the JSON message; a line "S" starts the game once the seats are taken,
// "T" is a Step). A run starts at an empty table, or at one where three
// joiners said their honest hellos and the game began, which its input
// need not then carry: a run, and the minimizing of an input that finds
// something new, take time in proportion to the input. The seed corpus is
// the start of an honest game (the hellos and the start; the first
// proposals after them) and a stranger's mix. The whole game, to the
// Patrón's computer opening his secrets at the end, is played once by
// TestAHostPlaysAWholeHonestGame.

// honestTable is what three honest joiners send a host through fuzzGame,
// whole or up to its upto-th published command (honestGame): their
// hellos, the start, their proposals, and the openings at the end.
func honestTable(t testing.TB, upto int) []byte {
	out := &lines{t: t}
	for seat := range 3 {
		out.add(string(rune('0'+seat)), &wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "P", Code: "ABCD2345", Seat: seat}})
	}
	out.out.WriteString("S\n")
	g := honestGame(t, upto, func(seq, p int, text, hash string) {
		out.add(string(rune('0'+p)), &wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: seq, Seat: p, Command: text, Hash: hash}})
	})
	if g.Over() {
		out.add("0", &wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: openingsOf(g)}})
	}
	return out.out.Bytes()
}

// fuzzTable is a host of fuzzGame's table and its four connections to
// nowhere, each taken in when it first sends something (a link costs its
// outbox: a run pays for those it uses).
type fuzzTable struct {
	h     *Host
	links [4]*link
}

func fuzzHost(t testing.TB) *fuzzTable {
	cfg := HostConfig{Name: "Host", Code: "ABCD2345", Seed: fuzzGame.opts.Seed, Control: game.DefaultSplit(3), SeasonCap: fuzzGame.opts.SeasonCap}
	for range 3 {
		cfg.Seats = append(cfg.Seats, wire.Seat{Name: "Remote", Who: Remote})
	}
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &fuzzTable{h: h}
}

// conn is connection i, taken in now if it was not yet.
func (ft *fuzzTable) conn(i int) *link {
	if ft.links[i] == nil {
		ft.h.admit(nullConn{done: make(chan struct{})}, "", false)
		ft.links[i] = ft.h.links[len(ft.h.links)-1]
	}
	return ft.links[i]
}

// serve hands the host each line of data as its connection's message.
func (ft *fuzzTable) serve(data []byte) {
	h := ft.h
	for _, line := range bytes.Split(data, []byte("\n")) {
		if len(line) == 0 {
			continue
		}
		switch c := line[0]; {
		case c == 'S':
			if h.Ready() && !h.Started() {
				h.Start()
			}
		case c == 'T':
			h.Step()
		case c >= '0' && c <= '3':
			m, err := wire.Decode(line[1:])
			h.handle(received{from: ft.conn(int(c - '0')), msg: m, err: err})
		}
	}
}

// seedCommands is how many proposals the host's seed after the start holds.
const seedCommands = 2

func FuzzHostTakesWhatJoinersSend(f *testing.F) {
	begun := honestTable(f, 0) // the hellos and the start
	f.Add(uint8(0), begun)
	f.Add(uint8(1), honestTable(f, seedCommands)[len(begun):])
	// A stranger's mix, in two: hellos for any seat and with a token, and
	// what a seated computer may send out of turn once the game began.
	f.Add(uint8(0), []byte(`0{"v":6,"kind":"hello","hello":{"name":"A","app":"","code":"ABCD2345","seat":-1}}
1{"v":6,"kind":"hello","hello":{"name":"B","app":"","code":"ABCD2345","seat":-1}}
2{"v":6,"kind":"hello","hello":{"name":"C","app":"","code":"ABCD2345","seat":-1,"token":"00000000000000000000000000000000"}}
S`))
	f.Add(uint8(1), []byte(`1{"v":6,"kind":"desync","desync":{"seq":0,"seat":4,"want":"0000000000000000","got":"1111111111111111","step":"back"}}
1{"v":6,"kind":"back","back":{"seat":4}}
0{"v":6,"kind":"openings","openings":{"openings":[{"kind":"x","salt":"","payload":""}]}}
3{"v":6,"kind":"chat","chat":{"seat":0,"text":"hi"}}
T`))
	f.Fuzz(func(t *testing.T, at uint8, data []byte) {
		ft := fuzzHost(t)
		defer ft.h.Close()
		start := time.Now()
		if at%2 == 1 { // the game begun
			ft.serve(begun)
		}
		ft.serve(data)
		if d := time.Since(start); d > 10*time.Second {
			t.Fatalf("%d bytes took %v", len(data), d)
		}
	})
}

// A whole honest game, as the joiners send it: the host ends it with a
// clean audit. The fuzz seeds are its start: the hellos and the start, and
// after them the first proposals, every one taken.
func TestAHostPlaysAWholeHonestGame(t *testing.T) {
	begun := honestTable(t, 0)
	for _, upto := range []int{wholeGame, 0, seedCommands} {
		ft := fuzzHost(t)
		ft.serve(begun)
		ft.serve(honestTable(t, upto)[len(begun):])
		h := ft.h
		switch {
		case !h.Started():
			t.Fatalf("up to %d: the game did not start", upto)
		case upto == wholeGame && !h.Game().Over():
			t.Fatalf("the game did not end: %d commands", len(h.Log()))
		case upto != wholeGame && len(h.Log()) != upto:
			t.Fatalf("the seed's game stopped at command %d, not %d", len(h.Log()), upto)
		}
		audited := false
		for _, n := range h.notes {
			switch n.Kind {
			case NoteAudit:
				audited = game.Fair(n.Findings)
			case NoteProblem:
				t.Fatalf("up to %d: refused from seat %d: %s", upto, n.Player, n.Text)
			}
		}
		if !audited && upto == wholeGame {
			t.Fatal("no clean audit")
		}
		h.Close()
	}
}
