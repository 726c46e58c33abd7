package session

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// A host may lie to its joiners as a joiner may lie to it: these tests sit
// a real Peer in front of a host written by the test, which says what an
// honest host never would. The peer refuses it and names it; it never
// obeys, and never lets the host choose or learn what the Patrón hides.

// lyingHost is the host's end of a joiner's connection, driven by a test.
type lyingHost struct {
	t     testing.TB
	conn  transport.Conn
	lobby wire.Lobby
}

// twoSeats is a 2-player table: the Patrón remote (the peer under test
// when it asks for seat 0), seat 1 a bot at the host.
func twoSeats() wire.Lobby {
	return wire.Lobby{Host: "Mallory", Code: "ABCD2345", Control: game.DefaultSplit(2),
		Seats: []wire.Seat{{Name: "Pat", Who: Remote, Taken: true, Connected: true}, {Name: "Bot", Who: Bot, Bot: "greedy", Taken: true, Connected: true}}}
}

// joinLyingHost joins a peer with cfg to a host that welcomes it with welcome
// (the lobby's seats filled in by the test).
func joinLyingHost(t testing.TB, cfg PeerConfig, welcome wire.Welcome) (*Peer, *lyingHost, error) {
	t.Helper()
	here, there := transport.Pipe()
	h := &lyingHost{t: t, conn: there, lobby: welcome.Lobby}
	go func() {
		if _, err := there.Recv(); err != nil { // the hello
			return
		}
		there.Send(&wire.Message{Kind: wire.KindWelcome, Welcome: &welcome})
	}()
	p, err := Join(here, cfg, 5*time.Second)
	if err != nil {
		there.Close("refused")
		return nil, nil, err
	}
	t.Cleanup(func() { p.Close(); there.Close("done") })
	return p, h, nil
}

func (h *lyingHost) send(m *wire.Message) {
	h.t.Helper()
	if err := h.conn.Send(m); err != nil {
		h.t.Fatal(err)
	}
}

// stepUntil steps p until cond holds of a note; it fails after
// settleTimeout, a guard against a peer that never gets there, not a
// measure (over pipes it takes milliseconds).
func stepUntil(t *testing.T, p *Peer, what string, cond func(Note) bool) Note {
	t.Helper()
	deadline := time.Now().Add(settleTimeout)
	for time.Now().Before(deadline) {
		for _, n := range p.Step() {
			if cond(n) {
				return n
			}
		}
		p.Wait(10 * time.Millisecond)
	}
	t.Fatalf("no %s after %v", what, settleTimeout)
	return Note{}
}

// A private form never travels (the host refuses one in a proposal); a
// host that commits one to the Patrón's machine would choose his secret
// for him (here the order of his objectives, whose private steps publish
// nothing, so the host knows the hash that follows and no desync shows)
// and know it. His machine refuses it as a command it cannot follow.
func TestAHostCannotDecideThePatronsSecrets(t *testing.T) {
	sec := game.SeedFrom(7)
	opts := game.Options{Players: 2, Seed: 3}
	p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Pat", Code: "ABCD2345", Seat: 0}, Secret: &sec},
		wire.Welcome{Seat: 0, Token: strings.Repeat("ab", 16), Lobby: twoSeats()})
	if err != nil {
		t.Fatal(err)
	}
	// What the Patrón's machine would do itself: the forced shuffles, then
	// the first of his objective orders, which the host chooses here.
	mine, err := game.New(opts, &sec)
	if err != nil {
		t.Fatal(err)
	}
	h.send(&wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: opts}})
	stepUntil(t, p, "start", func(n Note) bool { return n.Kind == NoteStarted })
	for i := range 2 { // the host takes his own decisions as he sent them
		c := mine.Legal(nil)[0]
		if _, err := mine.Apply(c); err != nil {
			t.Fatal(err)
		}
		if err := p.Propose(c); err != nil {
			t.Fatal(err)
		}
		own := p.rep.pending[0]
		h.send(&wire.Message{Kind: wire.KindCommit, Commit: &wire.Commit{Seq: i, Seat: 0, Command: own.published, Hash: own.hash}})
		stepUntil(t, p, "his commit", func(n Note) bool { return n.Kind == NoteCommitted && n.Seq == i })
	}
	legal := mine.Legal(nil)
	choice := legal[len(legal)-1] // not the one a bot would take first
	if !choice.Secret() {
		t.Fatalf("%s is not a private step", choice.Format())
	}
	hash := hashText(mine.PublicHash()) // a private step that publishes nothing leaves it
	h.send(&wire.Message{Kind: wire.KindCommit, Commit: &wire.Commit{Seq: 2, Seat: 0, Command: choice.Format(), Hash: hash}})
	n := stepUntil(t, p, "the host's private form taken or refused", func(n Note) bool {
		return n.Kind == NoteCommitted || n.Kind == NoteDesync || n.Kind == NoteProblem
	})
	if n.Kind == NoteCommitted {
		t.Fatalf("the Patrón's machine applied %q, the host's choice of his secret", n.Command.Format())
	}
	if got := len(p.Game().Log()); got != 2 {
		t.Fatalf("the Patrón's game holds %d commands after the host's private form, want his 2", got)
	}
	if got := len(p.Log()); got != 2 {
		t.Fatalf("the published log holds %d commands, want 2", got)
	}
	t.Logf("refused: %s", n.Text)
}

// The same lie in the log a machine coming back is sent: the Patrón's
// machine, back from its save, refuses a private form among the commands
// it is to catch up with, and plays on from nothing the host chose.
func TestAHostCannotDecideThePatronsSecretsInASync(t *testing.T) {
	sec := game.SeedFrom(7)
	opts := game.Options{Players: 2, Seed: 3}
	saved, err := game.New(opts, &sec)
	if err != nil {
		t.Fatal(err)
	}
	var log []string
	for range 2 {
		out, err := saved.Apply(saved.Legal(nil)[0])
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, out.Published.Format())
	}
	legal := saved.Legal(nil)
	choice := legal[len(legal)-1]
	hash := hashText(saved.PublicHash())
	p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Pat", Code: "ABCD2345", Seat: 0, Token: strings.Repeat("ab", 16)}, Secret: &sec, Resume: saved.Clone()},
		wire.Welcome{Seat: 0, Token: strings.Repeat("ab", 16), Lobby: twoSeats()})
	if err != nil {
		t.Fatal(err)
	}
	h.send(&wire.Message{Kind: wire.KindSync, Sync: &wire.Sync{Options: saved.Pub.Opts, Log: append(log, choice.Format()), Hash: hash}})
	n := stepUntil(t, p, "the sync taken or refused", func(n Note) bool {
		return n.Kind == NoteStarted || n.Kind == NoteDesync || n.Kind == NoteProblem
	})
	if n.Kind == NoteStarted || p.Game() != nil && len(p.Game().Log()) != 2 {
		t.Fatalf("the Patrón's machine took the host's %q among the commands to catch up with", choice.Format())
	}
	t.Logf("refused: %s", n.Text)
}

// A game starts once. A host that starts it again would have the Patrón's
// machine play a second game from the same secret seed: the same shuffles
// and the same salts, which the first game's openings (handed over at its
// end: a season limit of one ends it soon) give away. The second start is
// refused and named; the game goes on as it was.
func TestAHostCannotStartTheGameTwice(t *testing.T) {
	sec := game.SeedFrom(7)
	p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Pat", Code: "ABCD2345", Seat: 0}, Secret: &sec},
		wire.Welcome{Seat: 0, Token: strings.Repeat("ab", 16), Lobby: twoSeats()})
	if err != nil {
		t.Fatal(err)
	}
	h.send(&wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: game.Options{Players: 2, Seed: 3, SeasonCap: 1}}})
	stepUntil(t, p, "start", func(n Note) bool { return n.Kind == NoteStarted })
	first := p.Game()
	if err := p.Propose(first.Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	h.send(&wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: game.Options{Players: 2, Seed: 4}}})
	n := stepUntil(t, p, "the second start taken or refused", func(n Note) bool { return n.Kind == NoteStarted || n.Kind == NoteProblem })
	if n.Kind == NoteStarted || p.Game() != first || !p.Pending() {
		t.Fatalf("a second start made a new game on the Patrón's machine (its seed again); noted %+v", n)
	}
	t.Logf("refused: %s", n.Text)
}

// A welcome gives the seat that was asked for (a token's seat, or the one
// named), and one of the table's. A host that welcomes a machine to
// another seat would have the Patrón's computer, back from its save with
// his secrets, play a Faction's seat (and never open them: the game would
// end unaudited), or a computer sit in a seat the table has not.
func TestAWelcomeToAnotherSeatIsRefused(t *testing.T) {
	sec := game.SeedFrom(7)
	token := strings.Repeat("ab", 16)
	for _, c := range []struct {
		what string
		want int
		seat int
	}{
		{"the Patrón's computer welcomed to a Faction's seat", 0, 1},
		{"a Faction's computer welcomed to the Patrón's seat", 1, 0},
		{"a seat the table has not", -1, 3},
	} {
		p, _, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Pat", Code: "ABCD2345", Seat: c.want}, Secret: &sec},
			wire.Welcome{Seat: c.seat, Token: token, Lobby: twoSeats()})
		if err == nil {
			t.Fatalf("%s: joined seat %d", c.what, p.Seat())
		}
		t.Logf("%s: %v", c.what, err)
	}
}

// The same on coming back over a new connection: the seat is the one this
// machine had.
func TestAWelcomeBackToAnotherSeatIsRefused(t *testing.T) {
	token := strings.Repeat("ab", 16)
	p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Pat", Code: "ABCD2345", Seat: 0}},
		wire.Welcome{Seat: 0, Token: token, Lobby: twoSeats()})
	if err != nil {
		t.Fatal(err)
	}
	h.conn.Close("the host died")
	stepUntil(t, p, "the drop", func(n Note) bool { return n.Kind == NoteClosed })
	here, there := transport.Pipe()
	defer there.Close("done")
	go func() {
		if _, err := there.Recv(); err != nil {
			return
		}
		there.Send(&wire.Message{Kind: wire.KindWelcome, Welcome: &wire.Welcome{Seat: 1, Token: token, Lobby: twoSeats()}})
	}()
	if err := p.Rejoin(here, 5*time.Second); err == nil {
		t.Fatalf("back at seat %d, not 0", p.Seat())
	} else {
		t.Logf("refused: %v", err)
	}
	if p.Seat() != 0 {
		t.Fatalf("the machine's seat is %d now", p.Seat())
	}
}

// The Patrón's openings come once the game is over. A host that sends some
// before would have a joiner audit a game still under way (a headless
// joiner took that audit for the end and stopped playing) and keep them,
// ignoring the real ones at the end: they are refused and named.
func TestOpeningsBeforeTheEndAreRefused(t *testing.T) {
	p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Bo", Code: "ABCD2345", Seat: 1}},
		wire.Welcome{Seat: 1, Token: strings.Repeat("ab", 16), Lobby: twoSeats()})
	if err != nil {
		t.Fatal(err)
	}
	h.send(&wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: game.Options{Players: 2, Seed: 3}}})
	stepUntil(t, p, "start", func(n Note) bool { return n.Kind == NoteStarted })
	h.send(&wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: []wire.Opening{{Kind: "hideout", Salt: strings.Repeat("0", 32), Payload: "0c"}}}})
	n := stepUntil(t, p, "the openings taken or refused", func(n Note) bool { return n.Kind == NoteAudit || n.Kind == NoteProblem })
	if n.Kind == NoteAudit || p.opens != nil {
		t.Fatalf("a game under way was audited with the host's openings: %+v", n.Findings)
	}
	t.Logf("refused: %s", n.Text)
}

// A sync makes a joiner play the whole log again: an honest host sends one
// when a computer sits down or comes back, and again for a game that
// differs (three times at most). A host that sends them as fast as its
// connection takes them would hold the joiner's thread (the window's
// frame) for over a second at each Step: the joiner takes them at its
// share, waiting for the rest, so that no Step takes long.
//
// What a Step costs is counted, not timed (a loaded machine makes any
// Step slow): the syncs it played again. Before the share, the joiner
// played the log 3,881 times in a second, hundreds in one Step; now one
// Step plays at most the share's burst, and the second as a whole its
// burst and rate. How long a Step takes under the flood is measured by
// BenchmarkStepUnderASyncFlood.
func TestASyncFloodCannotHoldAJoinersThread(t *testing.T) {
	p, log := syncFlood(t)
	const d = time.Second
	synced, most, steps := 0, 0, 0
	var longest time.Duration
	start := time.Now()
	for time.Since(start) < d {
		t0 := time.Now()
		n := 0
		for _, note := range p.Step() {
			if note.Kind == NoteStarted {
				n++
			}
		}
		longest = max(longest, time.Since(t0))
		synced, most, steps = synced+n, max(most, n), steps+1
		p.Wait(time.Millisecond)
	}
	took := time.Since(start) // the reader's tokens came over all of it
	lim := peerShares.limits[shareLog]
	t.Logf("a log of %d commands: the joiner rebuilt its game %d times in %v (%d Steps), at most %d times in one Step; the longest Step took %v",
		log, synced, took.Round(time.Millisecond), steps, most, longest)
	if synced == 0 || synced > int(lim.burst+lim.rate*took.Seconds())+1 {
		t.Fatalf("the joiner took %d syncs in %v, not its share", synced, took)
	}
	if most > int(lim.burst)+1 {
		t.Fatalf("one Step played the log again %d times", most)
	}
}

// BenchmarkStepUnderASyncFlood is how long a joiner's Step takes while its
// host sends it the whole log as fast as the connection takes it: each op
// is a Step and a wait for the next message (1 ms at most), as a window's
// frame does; ms/step is the Steps' mean, max-ms/step the longest, the
// figure TestASyncFloodCannotHoldAJoinersThread used to bound (250 ms;
// 0.13 ms seen, 98 ms before the share).
func BenchmarkStepUnderASyncFlood(b *testing.B) {
	p, _ := syncFlood(b)
	var longest, all time.Duration
	b.ResetTimer()
	for range b.N {
		t0 := time.Now()
		p.Step()
		d := time.Since(t0)
		longest, all = max(longest, d), all+d
		p.Wait(time.Millisecond)
	}
	b.ReportMetric(float64(all)/float64(b.N)/float64(time.Millisecond), "ms/step")
	b.ReportMetric(float64(longest)/float64(time.Millisecond), "max-ms/step")
}

// syncFlood joins a peer to a host that sends it the whole log of an
// honest game (sync) as fast as the connection takes it, until the test
// ends; it returns the peer and the log's length.
func syncFlood(t testing.TB) (*Peer, int) {
	t.Helper()
	run := honestRun(t, wholeGame)
	var log []string
	var last string
	for _, line := range bytes.Split(run, []byte("\n")) {
		if m, err := wire.Decode(line); err == nil && m.Kind == wire.KindCommit {
			log, last = append(log, m.Commit.Command), m.Commit.Hash
		}
	}
	opts, err := game.New(fuzzGame.opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Bo", Code: "ABCD2345", Seat: 1}},
		wire.Welcome{Seat: 1, Token: strings.Repeat("ab", 16), Lobby: wire.Lobby{Host: "Mallory", Control: game.DefaultSplit(3),
			Seats: []wire.Seat{{Name: "P", Who: Remote}, {Name: "Bo", Who: Remote}, {Name: "C", Who: Remote}}}})
	if err != nil {
		t.Fatal(err)
	}
	sync := wire.Seal(&wire.Message{Kind: wire.KindSync, Sync: &wire.Sync{Options: opts.Pub.Opts, Log: log, Hash: last}})
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-stop:
				return
			default:
			}
			if h.conn.Send(sync) != nil {
				return
			}
		}
	}()
	t.Cleanup(func() { close(stop) })
	return p, len(log)
}

// Only the Patrón's computer decides for him: a host that commits one of
// his public decisions itself (a card to play, here) would play his hand
// for him, and learn it besides: a card he does not hold is refused by his
// game (a desync report comes back), one he holds is played (silence), so
// each such commit asked whether he holds that card. His computer refuses
// every decision of his it did not make, before its game looks at it, so
// the answer is the same whatever he holds.
func TestAHostCannotPlayThePatronsHand(t *testing.T) {
	p, done := fuzzPeer(0)
	defer done()
	untilHisCard(t, p)
	try, card := aCardOfHis(t, p)
	seq := len(p.Log())
	p.handle(received{from: p.link, msg: &wire.Message{Kind: wire.KindCommit, Commit: &wire.Commit{Seq: seq, Seat: 0, Command: card.Format(), Hash: hashText(try.PublicHash())}}})
	for _, n := range p.notes {
		if n.Kind == NoteCommitted {
			t.Fatalf("the Patrón's computer played %q, which the host chose from his hand", n.Command.Format())
		}
	}
	if len(p.Log()) != seq || !p.rep.desync {
		t.Fatalf("the log holds %d commands (%d before), desync %v", len(p.Log()), seq, p.rep.desync)
	}
}

// untilHisCard plays fuzzGame's honest game on the Patrón's computer p, its
// bot deciding for him, up to his first card to play, which it leaves.
func untilHisCard(t *testing.T, p *Peer) {
	t.Helper()
	atPlay := func() bool {
		g := p.Game()
		return g != nil && !p.Pending() && g.Pending().Seat == game.SeatPatron && g.Pending().Prompt == game.PromptPlay
	}
	bots := fuzzGame.bots
	for _, line := range bytes.Split(honestRun(t, wholeGame), []byte("\n")) {
		if m, err := wire.Decode(line); err == nil {
			p.handle(received{from: p.link, msg: m})
		}
		for !atPlay() {
			_, c, ok := bots.Next(p.Ahead(), []int{0})
			if !ok || !p.MayPropose(c) || p.Propose(c) != nil {
				break
			}
		}
		if atPlay() {
			p.notes = nil
			return
		}
	}
	t.Fatal("the Patrón never had a card to play")
}

// aCardOfHis is a card in the Patrón's hand to play now, and his game
// with it played.
func aCardOfHis(t *testing.T, p *Peer) (*game.Game, game.Command) {
	t.Helper()
	try := p.Game().Clone()
	for _, c := range try.Legal(nil) {
		if strings.HasPrefix(c.Format(), "play ") {
			if _, err := try.Apply(c); err != nil {
				t.Fatal(err)
			}
			return try, c
		}
	}
	t.Fatal("no card to play in his hand")
	return nil, game.Command{}
}

// The same through the log sent to the Patrón's computer when it comes back
// over a new connection (the host dropped it, which a lying host may do at
// will): beyond the game it had, his decisions in the log are those it
// sent, and no other. Before, it played the host's card from his hand, or
// broke its game on one he did not hold: one question a return.
func TestAHostCannotPlayThePatronsHandInASync(t *testing.T) {
	p, done := fuzzPeer(0)
	defer done()
	untilHisCard(t, p)
	try, card := aCardOfHis(t, p)
	before := p.Game()
	log := append(append([]string(nil), p.Log()...), card.Format())
	p.handle(received{from: p.link, msg: &wire.Message{Kind: wire.KindSync, Sync: &wire.Sync{Options: before.Pub.Opts, Log: log, Hash: hashText(try.PublicHash())}}})
	for _, n := range p.notes {
		if n.Kind == NoteStarted {
			t.Fatalf("the Patrón's computer came back with %q, which the host chose from his hand", card.Format())
		}
	}
	if p.Game() != before {
		t.Fatal("the Patrón's computer lost the game it had")
	}
	// The honest log brings it back.
	p.handle(received{from: p.link, msg: &wire.Message{Kind: wire.KindSync, Sync: &wire.Sync{Options: before.Pub.Opts, Log: p.Log(), Hash: hashText(before.PublicHash())}}})
	if p.Game() == nil || p.rep.desync || len(p.Log()) != len(log)-1 {
		t.Fatalf("the honest log did not bring it back: desync %v, %d commands", p.rep.desync, len(p.Log()))
	}
}
