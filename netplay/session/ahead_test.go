package session

import (
	"testing"

	"patron/game"
	"patron/netplay/wire"
)

// A machine's decisions that follow one another go out without waiting
// for each commit: the host takes them in order, and the machine's own
// game (what its screen shows and its save keeps) moves only with the
// log.
func TestDecisionsSentAheadAreTakenInOrder(t *testing.T) {
	const games = 4 // how many runs one game holds depends on the table's timing: another game goes on counting
	seed := uint64(31)
	tb := newTable(t, seed, []string{Bot, Remote}, false)
	p := tb.peers[1]
	for runs := 0; runs < 20; {
		tb.play(1) // one turn of the loop: the host's bot, the peer's commits; every machine caught up
		if tb.host.Game().Over() {
			if seed++; seed == 31+games {
				t.Fatalf("%d games ended after %d runs ahead", games, runs)
			}
			tb = newTable(t, seed, []string{Bot, Remote}, false)
			p = tb.peers[1]
			continue
		}
		before, logged := p.Game().PublicHash(), len(tb.host.Log())
		sent := 0
		for sent < 4 {
			pl, c, ok := tb.pbots[1].Next(p.Ahead(), []int{1})
			if !ok || pl != 1 || !p.MayPropose(c) {
				break
			}
			if err := p.Propose(c); err != nil {
				t.Fatal(err)
			}
			sent++
		}
		if sent < 2 {
			continue
		}
		runs++
		if !p.Pending() || p.Game().PublicHash() != before {
			t.Fatalf("the peer's game moved before the host took its decisions")
		}
		tb.caughtUp()
		if got := len(tb.host.Log()) - logged; got < sent {
			t.Fatalf("%d decisions sent ahead, %d taken", sent, got)
		}
		if p.Pending() || p.Game().PublicHash() != tb.host.Game().PublicHash() {
			t.Fatalf("after the commits the peer's game is not the table's")
		}
		for _, n := range tb.pnotes[1] {
			if n.Kind == NoteRefused || n.Kind == NoteDesync {
				t.Fatalf("the peer was refused: %+v", n)
			}
		}
	}
}

// Once the host refuses a proposal, it refuses every later one of the
// same epoch (they were decided after it), and takes the next epoch's.
func TestARefusalRefusesTheRestOfItsRun(t *testing.T) {
	tb := newTable(t, 37, []string{Bot, Remote}, false)
	p, forger := tb.peers[1], tb.conns[1]
	for !controls(tb.host.Game(), 1) {
		tb.play(1)
	}
	_, c, _ := tb.pbots[1].Next(tb.host.Game(), []int{1})
	try := tb.host.Game().Clone()
	out, err := try.Apply(c)
	if err != nil {
		t.Fatal(err)
	}
	seq, text, hash := len(tb.host.Log()), out.Published.Format(), hashText(try.PublicHash())
	propose := func(epoch int, hash string) {
		forger.Send(&wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: seq, Seat: 1, Command: text, Hash: hash, Epoch: epoch}})
	}
	before := tb.host.Game().PublicHash()
	propose(5, "0123456789abcdef") // a wrong hash: refused
	propose(5, hash)               // right, but decided after the refused one
	tb.until("the host's two refusals", func() bool {
		n := 0
		for _, x := range tb.hnotes {
			if x.Kind == NoteProblem && x.Player == 1 {
				n++
			}
		}
		return n == 2
	})
	if tb.host.Game().PublicHash() != before {
		t.Fatal("a proposal of a refused run was taken")
	}
	var codes []string
	for _, n := range tb.hnotes {
		if n.Kind == NoteProblem && n.Player == 1 {
			codes = append(codes, n.Code)
		}
	}
	if len(codes) != 2 || codes[0] != "hash" || codes[1] != "stale" {
		t.Fatalf("the host's refusals: %v, want hash then stale", codes)
	}
	propose(6, hash) // a new run
	tb.until("the next epoch's proposal taken", func() bool { return len(tb.host.Log()) == seq+1 })
	tb.caughtUp()
	if len(tb.host.Log()) != seq+1 {
		t.Fatal("the next epoch's proposal was not taken")
	}
	// The peer, whose epoch those were not, takes the commit as the table's.
	if p.Pending() || p.Game().PublicHash() != tb.host.Game().PublicHash() {
		t.Fatal("the peer's game is not the table's")
	}
	tb.play(20000)
	if !tb.host.Game().Over() {
		t.Fatal("the game did not go on to its end")
	}
}

// Another machine's commit where this one's run was to go drops the run:
// the machine decides again in the game as the log leaves it, in a new
// epoch.
func TestAnotherCommitDropsTheRunAhead(t *testing.T) {
	opts := game.Options{Seed: 41, Players: 3, Control: game.DefaultSplit(3), SeasonCap: 15}
	g, err := game.New(opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := newReplica(g, nil)
	// Walk to a Faction decision with two choices; the Patrón's are
	// applied as the host would publish them.
	sec, _ := game.New(opts, &game.SecretOptions{})
	for {
		d := sec.Pending()
		if opts.ControllerOf(d.Seat) == 1 && len(sec.Legal(nil)) > 1 {
			break
		}
		out, err := sec.Apply(sec.Legal(nil)[0])
		if err != nil {
			t.Fatal(err)
		}
		if out.HasPublished {
			if _, err := r.commit(len(r.log), 0, out.Published.Format(), hashText(sec.PublicHash())); err != nil {
				t.Fatal(err)
			}
		}
	}
	legal := r.g.Legal(nil)
	mine, theirs := legal[0], legal[1]
	if _, _, err := r.prepare(1, mine); err != nil {
		t.Fatal(err)
	}
	committed := r.g.PublicHash()
	if r.next() == r.g || r.g.PublicHash() != committed {
		t.Fatal("a proposal changed the log's game")
	}
	other := r.g.Clone()
	if _, err := other.Apply(theirs); err != nil {
		t.Fatal(err)
	}
	if _, err := r.commit(len(r.log), 2, theirs.Format(), hashText(other.PublicHash())); err != nil {
		t.Fatal(err)
	}
	if len(r.pending) != 0 || r.ahead != nil || r.epoch != 1 || r.g.PublicHash() != other.PublicHash() {
		t.Fatalf("after another machine's commit: %d pending, epoch %d", len(r.pending), r.epoch)
	}
	r.refused(0) // the host's refusal of the dropped run changes nothing
	if r.epoch != 1 {
		t.Fatal("a refusal of a dropped run started another epoch")
	}
}
