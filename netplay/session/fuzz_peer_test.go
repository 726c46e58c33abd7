package session

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/wire"
)

// A joiner takes whatever its host sends, in any order, without a panic:
// a fuzz target feeds a Peer at seat 0, 1 or 2 a run of messages (one JSON
// message a line, as a host would frame them), its bots deciding whenever
// its seat is due, as a headless joiner's do. The seed corpus is a whole
// honest game as the host sent it (the peer's own decisions committed as it
// sends them), so that mutations reach deep into the game and its end.

// nullConn is a connection to nowhere: what is sent is dropped, nothing
// comes until it is closed.
type nullConn struct{ done chan struct{} }

func (c nullConn) Send(*wire.Message) error { return nil }
func (c nullConn) Recv() (*wire.Message, error) {
	<-c.done
	return nil, wire.ErrClosed
}
func (c nullConn) Close(string) error {
	select {
	case <-c.done:
	default:
		close(c.done)
	}
	return nil
}
func (c nullConn) Remote() string { return "nowhere" }

// fuzzGame is the game the seeds are of: 3 players, greedy bots everywhere.
var fuzzGame = struct {
	opts game.Options
	sec  game.SecretOptions
	bots Bots
}{game.Options{Players: 3, Seed: 5, SeasonCap: 2}, game.SeedFrom(9),
	Bots{Levels: map[int]string{0: "greedy", 1: "greedy", 2: "greedy"}, Seed: 3, Team: true}}

// honestGame plays fuzzGame to its end, every seat's bot deciding, and
// hands each command it publishes to each: its place in the log, the seat
// that decided it, its published form and the hash after it. It returns
// the game, the Patrón's secrets in it.
func honestGame(t testing.TB, each func(seq, p int, text, hash string)) *game.Game {
	g, err := game.New(fuzzGame.opts, &fuzzGame.sec)
	if err != nil {
		t.Fatal(err)
	}
	for seq := 0; !g.Over() && seq < 2000; {
		p, c, ok := fuzzGame.bots.Next(g, []int{0, 1, 2})
		if !ok {
			t.Fatalf("no bot decides at command %d", seq)
		}
		res, err := g.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		if res.HasPublished {
			each(seq, p, res.Published.Format(), hashText(g.PublicHash()))
			seq++
		}
	}
	return g
}

// lines writes messages one a line, each after its prefix.
type lines struct {
	t   testing.TB
	out bytes.Buffer
}

func (l *lines) add(prefix string, m *wire.Message) {
	m.V = wire.Version
	b, err := json.Marshal(m)
	if err != nil {
		l.t.Fatal(err)
	}
	l.out.WriteString(prefix)
	l.out.Write(b)
	l.out.WriteByte('\n')
}

// honestRun is what an honest host sends a peer through a whole game of
// fuzzGame: the start, every commit, the openings; one message a line.
func honestRun(t testing.TB) []byte {
	out := &lines{t: t}
	out.add("", &wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: fuzzGame.opts}})
	g := honestGame(t, func(seq, p int, text, hash string) {
		out.add("", &wire.Message{Kind: wire.KindCommit, Commit: &wire.Commit{Seq: seq, Seat: p, Command: text, Hash: hash}})
	})
	out.add("", &wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: openingsOf(g)}})
	return out.out.Bytes()
}

// fuzzPeer is a peer at seat, welcomed to fuzzGame's table, on a
// connection to nowhere.
func fuzzPeer(seat int) (*Peer, func()) {
	c := nullConn{done: make(chan struct{})}
	p := &Peer{seat: seat, token: strings.Repeat("ab", 16), waiting: -1, inbox: make(chan received, 256), stop: make(chan struct{})}
	if seat == 0 {
		sec := fuzzGame.sec
		p.cfg.Secret = &sec
	}
	p.lobby = wire.Lobby{Host: "Host", Code: "ABCD2345", Control: game.DefaultSplit(3),
		Seats: []wire.Seat{{Name: "P", Who: Remote}, {Name: "A", Who: Remote}, {Name: "B", Who: Remote}}}
	p.link = startLink(c, p.inbox, p.stop, peerShares)
	return p, p.Close
}

// feed hands p each line of data as the host's message (or the error its
// decoding gave), deciding for p's seat as its bots would after each.
func feed(t *testing.T, p *Peer, data []byte) {
	bots := fuzzGame.bots
	for _, frame := range bytes.Split(data, []byte("\n")) {
		if len(frame) == 0 {
			continue
		}
		m, err := wire.Decode(frame)
		p.handle(received{from: p.link, msg: m, err: err})
		p.Waiting()
		p.StoodIn()
		p.Pause()
		for range maxAhead { // its run of decisions, as far as it may go ahead
			g := p.Ahead()
			if g == nil || p.Closed() {
				break
			}
			_, c, ok := bots.Next(g, []int{p.Seat()})
			if !ok || !p.MayPropose(c) || p.Propose(c) != nil {
				break
			}
		}
	}
	if len(p.notes) > 100_000 {
		t.Fatalf("%d notes from %d bytes", len(p.notes), len(data))
	}
}

func FuzzPeerTakesWhatAHostSends(f *testing.F) {
	run := honestRun(f)
	for seat := range 3 {
		f.Add(uint8(seat), run)
	}
	lines := bytes.Split(run, []byte("\n"))
	if len(lines) > 40 {
		f.Add(uint8(1), bytes.Join(append(append([][]byte{}, lines[:20]...), []byte(`{"v":4,"kind":"sync","sync":{"options":{"seed":5,"players":3,"control":[1,1,2,2],"seasonCap":2},"log":[],"hash":"0000000000000000","resync":true}}`)), []byte("\n")))
	}
	f.Add(uint8(0), []byte(`{"v":4,"kind":"presence","presence":{"seats":[],"waiting":4,"pause":{"seat":4,"leftMs":86400000,"gone":true}}}
{"v":4,"kind":"desync","desync":{"seq":200000,"seat":4,"want":"0000000000000000","got":"1111111111111111","step":"dropped"}}
{"v":4,"kind":"abandon","abandon":{"seat":4,"waitedMs":0,"commands":200000}}
{"v":4,"kind":"chat","chat":{"seat":4,"text":"hi"}}`))
	f.Fuzz(func(t *testing.T, seat uint8, data []byte) {
		p, done := fuzzPeer(int(seat % 3))
		defer done()
		start := time.Now()
		feed(t, p, data)
		if d := time.Since(start); d > 10*time.Second {
			t.Fatalf("%d bytes took %v", len(data), d)
		}
	})
}

// The seed corpus is an honest game: every seat's peer ends it in step,
// with a clean audit.
func TestTheFuzzSeedIsAWholeHonestGame(t *testing.T) {
	run := honestRun(t)
	for seat := range 3 {
		p, done := fuzzPeer(seat)
		feed(t, p, run)
		if p.Game() == nil || !p.Game().Over() || p.rep.desync {
			t.Fatalf("seat %d: the game did not end in step", seat)
		}
		audited := false
		for _, n := range p.notes {
			if n.Kind == NoteAudit {
				audited = game.Fair(n.Findings)
			}
			if n.Kind == NoteDesync || n.Kind == NoteProblem {
				t.Fatalf("seat %d: %s", seat, n.Text)
			}
		}
		if !audited {
			t.Fatalf("seat %d: no clean audit", seat)
		}
		done()
	}
}
