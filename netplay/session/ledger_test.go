package session

import (
	"testing"

	"patron/netplay/identity"
	"patron/netplay/ledger"
	"patron/netplay/wire"
)

func newIdentity(t testing.TB) *identity.Identity {
	t.Helper()
	id, err := identity.New("test")
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// ledgerConfig is an online table's ledger with a fresh server key, its
// seats bound as people sit down.
func ledgerConfig(t testing.TB) *LedgerConfig {
	return &LedgerConfig{Table: "t-33", Server: newIdentity(t)}
}

// noted reports whether notes hold one of kind with code.
func hasNote(notes []Note, kind NoteKind, code string) bool {
	for _, n := range notes {
		if n.Kind == kind && (code == "" || n.Code == code) {
			return true
		}
	}
	return false
}

// checkRecord checks that the host's exported record verifies offline,
// every move and receipt, and that every computer's chain reached the
// host's.
func (tb *table) checkRecord() {
	tb.t.Helper()
	rec := tb.host.Record()
	r := ledger.Verify(rec)
	n := len(tb.host.Log())
	if !r.Fair() || r.Moves != n || r.Receipts != n || !r.Audited {
		tb.t.Fatalf("the exported log: %d moves, %d receipts of %d, audited %v, problems %v, findings %v", r.Moves, r.Receipts, n, r.Audited, r.Problems, r.Findings)
	}
	for i, p := range tb.peers {
		if p == nil || p.Closed() {
			continue
		}
		if p.Chain() == nil || p.Chain().Len() != n || p.Chain().Link() != tb.host.led.chain.Link() {
			tb.t.Fatalf("peer %d's chain is not the host's", i)
		}
		if hasNote(tb.pnotes[i], NoteForged, "") {
			tb.t.Fatalf("peer %d found a forgery at an honest table", i)
		}
	}
}

// personsDecision plays the host's seats until a person's decision is
// due, his computer caught up with the log: his seat.
func (tb *table) personsDecision() int {
	tb.t.Helper()
	var seat int
	tb.until("a person's decision", func() bool {
		tb.hostDecides()
		seat = tb.host.waiting()
		return seat > 0 && !tb.peers[seat].Pending() && len(tb.peers[seat].Log()) == len(tb.host.Log())
	})
	return seat
}

// A whole bot game at an online table: every proposal signed by its seat's
// key, every commit checked by every computer (signature, signer, the
// server's receipt) before it applies it, and the exported log verifies
// offline, the Patrón at the server (its bot) or on a person's computer.
func TestASignedTablePlaysAWholeGame(t *testing.T) {
	for _, c := range []struct {
		name string
		who  []string
	}{
		{"3 players, the server's bot Patrón", []string{Bot, Remote, Remote}},
		{"5 players, the Patrón on a person's computer", []string{Remote, Remote, Bot, Remote, Remote}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTableWith(t, 7, c.who, false, ledgerConfig(t))
			tb.finish()
			tb.checkRecord()
			for i, s := range tb.host.Lobby().Seats {
				if want := tb.ids[i].Public(); s.Who == Remote && (s.Key != want || tb.host.Keys()[i] != want) {
					t.Fatalf("seat %d bound to %q", i, s.Key)
				}
			}
			for i, k := range tb.host.Keys() {
				if c.who[i] != Remote && k != "" {
					t.Fatalf("the server's seat %d bound to %q", i, k)
				}
			}
		})
	}
}

// A proposal signed by a key that is not its seat's (a stranger's, or
// another seat's person's) is refused "bad-signature", counted as any
// refusal, and never appended; the seat's own signature then goes in.
func TestAProposalSignedByAnotherKeyIsRefused(t *testing.T) {
	tb := newTableWith(t, 7, []string{Bot, Remote, Remote}, false, ledgerConfig(t))
	for _, signer := range []struct {
		what string
		id   *identity.Identity
	}{{"a stranger's key", newIdentity(t)}, {"the other seat's key", nil}} {
		seat := tb.personsDecision()
		p := tb.peers[seat]
		id := signer.id
		if id == nil {
			id = tb.ids[3-seat]
		}
		_, c, ok := tb.pbots[seat].Next(p.Game(), []int{seat})
		if !ok {
			t.Fatal("no decision for the bot")
		}
		own, n, hn := p.cfg.Identity, len(tb.pnotes[seat]), len(tb.hnotes)
		before := len(tb.host.Log())
		p.cfg.Identity = id
		if err := p.Propose(c); err != nil {
			t.Fatal(err)
		}
		p.cfg.Identity = own
		tb.until("the refusal", func() bool { return hasNote(tb.pnotes[seat][n:], NoteRefused, CodeBadSignature) })
		if !hasNote(tb.hnotes[hn:], NoteProblem, CodeBadSignature) {
			t.Fatalf("%s: the host did not count the refusal", signer.what)
		}
		if len(tb.host.Log()) != before || p.Pending() {
			t.Fatalf("%s: the log took it (%d commands, %d before)", signer.what, len(tb.host.Log()), before)
		}
		if err := p.Propose(c); err != nil { // signed by its own key
			t.Fatal(err)
		}
		tb.until("the seat's own signature taken", func() bool { return len(tb.host.Log()) > before })
	}
	tb.finish()
	tb.checkRecord()
}

// A proposal in another written form of its command (a space or a tab
// before it), signed over that form, is refused as malformed: the log
// takes a command in its one written form, which its signature is not
// over, so the host found its own chain broken and stopped (a panic any
// seated player could cause).
func TestAProposalInAnotherFormOfItsCommandIsRefused(t *testing.T) {
	tb := newTableWith(t, 7, []string{Bot, Remote, Remote}, false, ledgerConfig(t))
	seat := tb.personsDecision()
	p := tb.peers[seat]
	_, c, ok := tb.pbots[seat].Next(p.Game(), []int{seat})
	if !ok {
		t.Fatal("no decision for the bot")
	}
	try := p.Game().Clone()
	out, err := try.Apply(c)
	if err != nil {
		t.Fatal(err)
	}
	before, n := len(tb.host.Log()), len(tb.hnotes)
	epoch := p.rep.epoch
	for i, form := range []string{" " + out.Published.Format(), "\t" + out.Published.Format()} {
		m := ledger.Sign(p.cfg.Identity, p.led.table, p.led.chain.Link(), before, seat, form)
		p.link.send(&wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: before, Seat: seat,
			Command: form, Hash: hashText(try.PublicHash()), Sig: m.Sig, Epoch: epoch + i}})
	}
	p.rep.epoch = epoch + 2 // its next proposal comes after the two refused
	tb.until("the refusals", func() bool {
		k := 0
		for _, note := range tb.hnotes[n:] {
			if note.Kind == NoteProblem && note.Code == "malformed" {
				k++
			}
		}
		return k == 2
	})
	if len(tb.host.Log()) != before {
		t.Fatalf("the log took it (%d commands, %d before)", len(tb.host.Log()), before)
	}
	if err := p.Propose(c); err != nil {
		t.Fatal(err)
	}
	tb.until("the command in its own form taken", func() bool { return len(tb.host.Log()) > before })
	tb.finish()
	tb.checkRecord()
}
