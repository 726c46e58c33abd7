package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/wire"
)

// A joiner takes whatever its host sends, in any order, without a panic:
// a fuzz target feeds a Peer at seat 0, 1 or 2 a run of messages (one JSON
// message a line, as a host would frame them), its bots deciding whenever
// its seat is due, as a headless joiner's do. A run starts at the table
// before the game, or back at a game under way (resumed: after its setup,
// mid-game, before its last command or after it), so that mutations reach
// deep into the game and its end while each input stays a message or two
// long: a run, and above all the minimizing of an input that finds
// something new, take time growing with its length. The seed corpus is an
// honest game as the host sent it (the peer's own decisions committed as
// it sends them): its start and first commit, and its next message from
// each place it is resumed at; and a host's odd messages. The whole
// game, to its end and audit, is played from its start once by
// TestAPeerPlaysAWholeHonestGame.

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
func (c nullConn) Remote() string        { return "nowhere" }
func (c nullConn) SetLimit(wire.Limit)   {}
func (c nullConn) Over() <-chan struct{} { return c.done }

// fuzzGame is the game the seeds are of: 3 players, greedy bots everywhere.
var fuzzGame = struct {
	opts game.Options
	sec  game.SecretOptions
	bots Bots
}{game.Options{Players: 3, Seed: 5, SeasonCap: 2}, game.SeedFrom(9),
	Bots{Levels: map[int]string{0: "greedy", 1: "greedy", 2: "greedy"}, Seed: 3, Team: true}}

// wholeGame asks honestGame and the runs made of it for the whole game.
const wholeGame = -1

// startCommands is how many published commands of fuzzGame the peer's
// seeds from the game's start hold: the seeds resumed go on from further
// in.
const startCommands = 1

// honestGame plays fuzzGame to its end (upto wholeGame) or to its upto-th
// published command, every seat's bot deciding, and hands each command it
// publishes to each: its place in the log, the seat that decided it, its
// published form and the hash after it. It returns the game, the Patrón's
// secrets in it.
func honestGame(t testing.TB, upto int, each func(seq, p int, text, hash string)) *game.Game {
	g, err := game.New(fuzzGame.opts, &fuzzGame.sec)
	if err != nil {
		t.Fatal(err)
	}
	for seq := 0; !g.Over() && seq < 2000 && seq != upto; {
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

// honestRun is what an honest host sends a peer through fuzzGame, whole
// or up to its upto-th published command (honestGame): the start, every
// commit, and the openings at the end; one message a line.
func honestRun(t testing.TB, upto int) []byte {
	out := &lines{t: t}
	out.add("", &wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: fuzzGame.opts}})
	g := honestGame(t, upto, func(seq, p int, text, hash string) {
		out.add("", &wire.Message{Kind: wire.KindCommit, Commit: &wire.Commit{Seq: seq, Seat: p, Command: text, Hash: hash}})
	})
	if g.Over() {
		out.add("", &wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: openingsOf(g)}})
	}
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
	p.link = startLink(c, p.inbox, p.stop, peerShares, nil)
	return p, p.Close
}

// feed hands p each line of data as the host's message (or the error its
// decoding gave), deciding for p's seat as its bots would after each.
func feed(t *testing.T, p *Peer, data []byte) {
	for _, frame := range bytes.Split(data, []byte("\n")) {
		if len(frame) == 0 {
			continue
		}
		m, err := wire.Decode(frame)
		take(p, received{from: p.link, msg: m, err: err})
	}
	if len(p.notes) > 100_000 {
		t.Fatalf("%d notes from %d bytes", len(p.notes), len(data))
	}
}

// take hands p one of the host's messages, then decides for p's seat as
// its bots would.
func take(p *Peer, r received) {
	p.handle(r)
	p.Waiting()
	p.StoodIn()
	p.Pause()
	for range maxAhead { // its run of decisions, as far as it may go ahead
		g := p.Ahead()
		if g == nil || p.Closed() {
			break
		}
		_, c, ok := fuzzGame.bots.Next(g, []int{p.Seat()})
		if !ok || !p.MayPropose(c) || p.Propose(c) != nil {
			break
		}
	}
}

// resumed is fuzzGame's honest game at one of its commands as a computer
// coming back to it finds it (after a crash: patron join --resume): its own
// game from its save, and the host's sync of the log so far. Neither is
// changed by a peer that takes them (Peer.sync plays on a copy), so one
// serves every run.
type resumed struct {
	at   int
	own  [3]*game.Game // each seat's save: the Patrón's with his secrets
	sync *wire.Message
	next []byte // what the honest host sends next: its next commit, or the openings at the end
	// seed is next, or at the end the openings cut to the first: a
	// mutation of a long input takes long to minimize.
	seed []byte
}

// resumedGames are fuzzGame's honest game resumed after its setup, in its
// middle, before its last command, and at its end.
func resumedGames(t testing.TB) []resumed {
	type commit struct {
		seq, p     int
		text, hash string
	}
	var all []commit
	whole := honestGame(t, wholeGame, func(seq, p int, text, hash string) {
		all = append(all, commit{seq, p, text, hash})
	})
	var out []resumed
	for _, k := range []int{12, len(all) / 2, len(all) - 1, len(all)} {
		g := honestGame(t, k, func(int, int, string, string) {})
		r := resumed{at: k, own: [3]*game.Game{g, g.PublicOnly().Clone(), g.PublicOnly().Clone()}}
		s := &wire.Sync{Options: g.Pub.Opts, Hash: hashText(g.PublicHash())}
		for _, c := range all[:k] {
			s.Log = append(s.Log, c.text)
		}
		r.sync = &wire.Message{V: wire.Version, Kind: wire.KindSync, Sync: s}
		next, seed := &lines{t: t}, &lines{t: t}
		if k < len(all) {
			c := all[k]
			next.add("", &wire.Message{Kind: wire.KindCommit, Commit: &wire.Commit{Seq: c.seq, Seat: c.p, Command: c.text, Hash: c.hash}})
			seed = next
		} else {
			opens := openingsOf(whole)
			next.add("", &wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: opens}})
			seed.add("", &wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: opens[:1]}})
		}
		r.next, r.seed = next.out.Bytes(), seed.out.Bytes()
		out = append(out, r)
	}
	return out
}

// resume brings p back to the game r is of, from its save and the host's
// sync, deciding for its seat as its bots would.
func resume(p *Peer, r resumed) {
	p.cfg.Resume = r.own[p.seat]
	take(p, received{from: p.link, msg: r.sync})
}

func FuzzPeerTakesWhatAHostSends(f *testing.F) {
	run := honestRun(f, startCommands)
	for seat := range 3 {
		f.Add(uint8(seat), uint8(0), run)
	}
	// A resync with no log, after the setup.
	f.Add(uint8(1), uint8(1), []byte(`{"v":6,"kind":"sync","sync":{"options":{"seed":5,"players":3,"control":[1,1,2,2],"seasonCap":2},"log":[],"hash":"0000000000000000","resync":true}}`))
	f.Add(uint8(0), uint8(0), []byte(`{"v":6,"kind":"presence","presence":{"seats":[],"waiting":4,"pause":{"seat":4,"leftMs":86400000,"gone":true}}}
{"v":6,"kind":"desync","desync":{"seq":200000,"seat":4,"want":"0000000000000000","got":"1111111111111111","step":"dropped"}}
{"v":6,"kind":"abandon","abandon":{"seat":4,"waitedMs":0,"commands":200000}}
{"v":6,"kind":"chat","chat":{"seat":4,"text":"hi"}}`))
	rs := resumedGames(f)
	for i, r := range rs {
		for seat := range 3 {
			f.Add(uint8(seat), uint8(1+i), r.seed)
		}
	}
	f.Fuzz(func(t *testing.T, seat, at uint8, data []byte) {
		p, done := fuzzPeer(int(seat % 3))
		defer done()
		start := time.Now()
		if i := int(at) % (len(rs) + 1); i > 0 { // 0: at the table before the game
			resume(p, rs[i-1])
		}
		feed(t, p, data)
		if d := time.Since(start); d > 10*time.Second {
			t.Fatalf("%d bytes took %v", len(data), d)
		}
	})
}

// A whole honest game, as the host sends it: every seat's peer ends it in
// step, with a clean audit. So do the fuzz seeds' honest runs: from the
// game's start, or resumed with the next honest message, every seat's
// peer is in step at their last command, and at the end audits the
// openings clean.
func TestAPeerPlaysAWholeHonestGame(t *testing.T) {
	type run struct {
		from   *resumed // nil: the game's start
		data   []byte
		at     int  // the command the peer is at, after data
		opened bool // the host's openings are among data
	}
	whole := honestRun(t, wholeGame)
	n := bytes.Count(whole, []byte(`"kind":"commit"`))
	runs := []run{{data: whole, at: n, opened: true}, {data: honestRun(t, startCommands), at: startCommands}}
	for _, r := range resumedGames(t) {
		runs = append(runs, run{from: &r, data: r.next, at: min(r.at+1, n), opened: r.at == n})
	}
	for _, r := range runs {
		for seat := range 3 {
			p, done := fuzzPeer(seat)
			if r.from != nil {
				resume(p, *r.from)
			}
			feed(t, p, r.data)
			what := fmt.Sprintf("seat %d, at command %d", seat, r.at)
			if p.Game() == nil || len(p.Log()) != r.at || p.Game().Over() != (r.at == n) || p.rep.desync {
				t.Fatalf("%s: not in step", what)
			}
			audited := false
			for _, note := range p.notes {
				if note.Kind == NoteAudit {
					audited = game.Fair(note.Findings)
				}
				if note.Kind == NoteDesync || note.Kind == NoteProblem {
					t.Fatalf("%s: %s", what, note.Text)
				}
			}
			// every computer audits once the host relays the openings: the
			// Patrón's too, his own having reached the table
			if want := r.opened; audited != want {
				t.Fatalf("%s: a clean audit %v, want %v", what, audited, want)
			}
			done()
		}
	}
}
