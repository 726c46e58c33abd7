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
// "T" is a Step). The seed corpus is a whole honest game: three joiners
// say hello, the game starts, each proposes its seat's decisions, the
// Patrón's computer opens his secrets at the end.

// honestTable is what three honest joiners send a host through a whole
// game of fuzzGame.
func honestTable(t testing.TB) []byte {
	out := &lines{t: t}
	for seat := range 3 {
		out.add(string(rune('0'+seat)), &wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "P", Code: "ABCD2345", Seat: seat}})
	}
	out.out.WriteString("S\n")
	g := honestGame(t, wholeGame, func(seq, p int, text, hash string) {
		out.add(string(rune('0'+p)), &wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: seq, Seat: p, Command: text, Hash: hash}})
	})
	out.add("0", &wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: openingsOf(g)}})
	return out.out.Bytes()
}

// fuzzHost is a host of fuzzGame's table with four connections to nowhere.
func fuzzHost(t testing.TB) (*Host, []*link) {
	cfg := HostConfig{Name: "Host", Code: "ABCD2345", Seed: fuzzGame.opts.Seed, Control: game.DefaultSplit(3), SeasonCap: fuzzGame.opts.SeasonCap}
	for range 3 {
		cfg.Seats = append(cfg.Seats, wire.Seat{Name: "Remote", Who: Remote})
	}
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range 4 {
		h.admit(nullConn{done: make(chan struct{})})
	}
	return h, append([]*link(nil), h.links...)
}

// serve hands h each line of data as its connection's message.
func serve(h *Host, links []*link, data []byte) {
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
			h.handle(received{from: links[c-'0'], msg: m, err: err})
		}
	}
}

func FuzzHostTakesWhatJoinersSend(f *testing.F) {
	f.Add(honestTable(f))
	f.Add([]byte(`0{"v":4,"kind":"hello","hello":{"name":"A","app":"","code":"ABCD2345","seat":-1}}
1{"v":4,"kind":"hello","hello":{"name":"B","app":"","code":"ABCD2345","seat":-1}}
2{"v":4,"kind":"hello","hello":{"name":"C","app":"","code":"ABCD2345","seat":-1,"token":"00000000000000000000000000000000"}}
S
1{"v":4,"kind":"desync","desync":{"seq":0,"seat":4,"want":"0000000000000000","got":"1111111111111111","step":"back"}}
1{"v":4,"kind":"back","back":{"seat":4}}
0{"v":4,"kind":"openings","openings":{"openings":[{"kind":"x","salt":"","payload":""}]}}
3{"v":4,"kind":"chat","chat":{"seat":0,"text":"hi"}}
T`))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, links := fuzzHost(t)
		defer h.Close()
		start := time.Now()
		serve(h, links, data)
		if d := time.Since(start); d > 10*time.Second {
			t.Fatalf("%d bytes took %v", len(data), d)
		}
	})
}

// The seed corpus is an honest game: the host ends it with a clean audit.
func TestTheHostFuzzSeedIsAWholeHonestGame(t *testing.T) {
	h, links := fuzzHost(t)
	defer h.Close()
	serve(h, links, honestTable(t))
	if !h.Started() || !h.Game().Over() {
		t.Fatalf("the game did not end: %d commands", len(h.Log()))
	}
	audited := false
	for _, n := range h.notes {
		switch n.Kind {
		case NoteAudit:
			audited = game.Fair(n.Findings)
		case NoteProblem:
			t.Fatalf("refused from seat %d: %s", n.Player, n.Text)
		}
	}
	if !audited {
		t.Fatal("no clean audit")
	}
}
