package session

import (
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/ledger"
	"patron/netplay/wire"
)

// A lying server at an online table: a real Peer (the Faction's seat 1 of
// a 2-player table whose Patrón is a person elsewhere) in front of a host
// written by the test, which signs and relays as an honest server would
// until it alters a move, swaps its signer, or signs for a person. The
// peer refuses each before its game looks at it, applies nothing of it,
// and says why (NoteForged).

// signedLiar is the lying server: its keys, the Patrón's person's (whose
// moves it relays), the chain as it has signed it, and the Patrón's game.
type signedLiar struct {
	*lyingHost
	t              *testing.T
	server, patron *identity.Identity
	chain          *ledger.Chain
	mine           *game.Game
	log            []string
	signed         []wire.Signed
	receipt        string
}

const liarTable = "t-liar"

// signedLobby is the table: the Patrón's seat bound to patron, seat 1 to
// the peer's key.
func signedLobby(server, patron, peer *identity.Identity) wire.Lobby {
	l := twoSeats()
	l.Table, l.Server = liarTable, server.Public()
	l.Seats[0].Key = patron.Public()
	l.Seats[1] = wire.Seat{Name: "Bo", Who: Remote, Taken: true, Connected: true, Key: peer.Public()}
	return l
}

// newSignedLiar seats a peer with its own key at seat 1 of the liar's
// table, the game started.
func newSignedLiar(t *testing.T) (*Peer, *signedLiar) {
	return newSignedLiarRebinding(t, false)
}

// newSignedLiarRebinding is newSignedLiar, the liar first sending a lobby
// that binds the peer's seat to the server's key, when rebind.
func newSignedLiarRebinding(t *testing.T, rebind bool) (*Peer, *signedLiar) {
	t.Helper()
	server, patron, me := newIdentity(t), newIdentity(t), newIdentity(t)
	lobby := signedLobby(server, patron, me)
	p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Bo", Code: "ABCD2345", Seat: 1}, Identity: me},
		wire.Welcome{Seat: 1, Token: strings.Repeat("ab", 16), Lobby: lobby})
	if err != nil {
		t.Fatal(err)
	}
	sl := newSigned(t, server, patron, lobby)
	sl.lyingHost = h
	if rebind {
		l := lobby
		l.Seats = append([]wire.Seat(nil), lobby.Seats...)
		l.Seats[1].Key = server.Public()
		h.send(&wire.Message{Kind: wire.KindLobby, Lobby: &l})
		stepUntil(t, p, "the lobby", func(n Note) bool { return n.Kind == NoteLobby })
	}
	h.send(&wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: sl.mine.Pub.Opts}})
	stepUntil(t, p, "start", func(n Note) bool { return n.Kind == NoteStarted })
	return p, sl
}

// newSigned is the liar's chain and the Patrón's game at the start.
func newSigned(t *testing.T, server, patron *identity.Identity, lobby wire.Lobby) *signedLiar {
	t.Helper()
	sec := game.SeedFrom(7)
	mine, err := game.New(game.Options{Players: 2, Seed: 3}, &sec)
	if err != nil {
		t.Fatal(err)
	}
	keys := []identity.Key{lobby.Seats[0].Key, lobby.Seats[1].Key}
	return &signedLiar{t: t, server: server, patron: patron, mine: mine,
		chain: ledger.NewChain(liarTable, ledger.Signers{Server: server.Public(), Seats: keys})}
}

// next is the Patrón's next decision on his computer: what it publishes
// and the hash after it.
func (sl *signedLiar) next() (text, hash string) {
	sl.t.Helper()
	for {
		out, err := sl.mine.Apply(sl.mine.Legal(nil)[0])
		if err != nil {
			sl.t.Fatal(err)
		}
		if out.HasPublished {
			return out.Published.Format(), hashText(sl.mine.PublicHash())
		}
	}
}

// commit makes the commit of text for seat, signed by signer over the
// chain's link, with the server's receipt; alter changes it before it
// goes. An unaltered commit moves the liar's chain on.
func (sl *signedLiar) commit(seat int, text, hash string, signer *identity.Identity, alter func(*wire.Commit)) *wire.Commit {
	seq := sl.chain.Len()
	m := ledger.Sign(signer, liarTable, sl.chain.Link(), seq, seat, text)
	r := ledger.SignReceipt(sl.server, liarTable, seq, m.Next(liarTable, sl.chain.Link()))
	c := &wire.Commit{Seq: seq, Seat: seat, Command: text, Hash: hash, Key: m.Key, Sig: m.Sig, Receipt: r.Sig}
	if alter != nil {
		alter(c)
		return c
	}
	if _, err := sl.chain.Accept(m); err != nil {
		sl.t.Fatal(err)
	}
	sl.log, sl.signed, sl.receipt = append(sl.log, text), append(sl.signed, wire.Signed{Seat: seat, Key: m.Key, Sig: m.Sig}), r.Sig
	return c
}

// honest relays the Patrón's decisions, signed by his key, until the
// Factions' turn.
func (sl *signedLiar) honest(p *Peer) {
	sl.t.Helper()
	for sl.mine.Pending().Seat == game.SeatPatron {
		text, hash := sl.next()
		c := sl.commit(0, text, hash, sl.patron, nil)
		if p != nil {
			sl.send(&wire.Message{Kind: wire.KindCommit, Commit: c})
			stepUntil(sl.t, p, "the Patrón's commit", func(n Note) bool { return n.Kind == NoteCommitted && n.Seq == c.Seq })
		}
	}
}

// asIs is a lie sent as it was signed (not taken into the liar's chain).
func asIs(*wire.Commit) {}

// refused sends c and checks that p refuses it as forged and applies
// nothing of it.
func refused(t *testing.T, p *Peer, h *signedLiar, what string, c *wire.Commit) {
	t.Helper()
	before, log := p.Game().PublicHash(), len(p.Log())
	h.send(&wire.Message{Kind: wire.KindCommit, Commit: c})
	n := stepUntil(t, p, what+": the commit taken or refused", func(n Note) bool {
		return n.Kind == NoteCommitted || n.Kind == NoteForged || n.Kind == NoteDesync
	})
	if n.Kind != NoteForged || !p.Forged() {
		t.Fatalf("%s: noted %v %q, not a forgery", what, n.Kind, n.Text)
	}
	if p.Game().PublicHash() != before || len(p.Log()) != log || p.Chain().Len() != log {
		t.Fatalf("%s: the peer's game moved on", what)
	}
	if p.MayPropose(game.Command{}) {
		t.Fatalf("%s: the peer decides on", what)
	}
	t.Logf("%s: %s", what, n.Text)
}

func TestAForgedCommitIsRefusedAndNothingApplied(t *testing.T) {
	stranger := newIdentity(t)
	for _, c := range []struct {
		what string
		// forge makes the lie at the Patrón's first decision.
		forge func(sl *signedLiar, text, hash string, peer *identity.Identity) *wire.Commit
	}{
		{"an altered command", func(sl *signedLiar, text, hash string, _ *identity.Identity) *wire.Commit {
			return sl.commit(0, text, hash, sl.patron, func(c *wire.Commit) { c.Command = "shuffled " + strings.Repeat("0", 64) })
		}},
		{"the Patrón's move signed by the server", func(sl *signedLiar, text, hash string, _ *identity.Identity) *wire.Commit {
			return sl.commit(0, text, hash, sl.server, asIs)
		}},
		{"the Patrón's move signed by another seat's key", func(sl *signedLiar, text, hash string, peer *identity.Identity) *wire.Commit {
			return sl.commit(0, text, hash, peer, asIs)
		}},
		{"a stranger's key", func(sl *signedLiar, text, hash string, _ *identity.Identity) *wire.Commit {
			return sl.commit(0, text, hash, stranger, asIs)
		}},
		{"a signer swapped under the Patrón's signature", func(sl *signedLiar, text, hash string, _ *identity.Identity) *wire.Commit {
			return sl.commit(0, text, hash, sl.patron, func(c *wire.Commit) { c.Key = sl.server.Public() })
		}},
		{"a receipt signed by another key", func(sl *signedLiar, text, hash string, _ *identity.Identity) *wire.Commit {
			return sl.commit(0, text, hash, sl.patron, func(c *wire.Commit) {
				m := ledger.Sign(sl.patron, liarTable, sl.chain.Link(), c.Seq, 0, text)
				c.Receipt = ledger.SignReceipt(stranger, liarTable, c.Seq, m.Next(liarTable, sl.chain.Link())).Sig
			})
		}},
		{"a move placed after another link", func(sl *signedLiar, text, hash string, _ *identity.Identity) *wire.Commit {
			return sl.commit(0, text, hash, sl.patron, func(c *wire.Commit) {
				c.Sig = ledger.Sign(sl.patron, liarTable, ledger.Genesis("another table"), c.Seq, 0, text).Sig
			})
		}},
	} {
		t.Run(c.what, func(t *testing.T) {
			p, sl := newSignedLiar(t)
			text, hash := sl.next()
			refused(t, p, sl, c.what, c.forge(sl, text, hash, p.cfg.Identity))
			// What comes after is not taken either: the honest commit of
			// the same move does not bring the peer back.
			sl.send(&wire.Message{Kind: wire.KindCommit, Commit: sl.commit(0, text, hash, sl.patron, nil)})
			p.Wait(50 * time.Millisecond)
			p.Step()
			if len(p.Log()) != 0 {
				t.Fatal("a peer that found a forgery took a later commit")
			}
		})
	}
}

// The server may sign for a Faction's seat only as its stand-in: a move of
// the peer's own seat signed by the server while its person plays is
// named a forgery; the same once the table stands in for it is taken.
// A lobby that binds the peer's own seat to the server's key before the
// start changes nothing: its own key alone signs for it.
func TestTheServerSigningForAPlayingSeatIsNamed(t *testing.T) {
	for _, c := range []struct{ stoodIn, rebind bool }{{false, false}, {false, true}, {true, false}} {
		stoodIn := c.stoodIn
		p, sl := newSignedLiarRebinding(t, c.rebind)
		sl.honest(p)
		try := p.Game().Clone()
		_, c, ok := (&Bots{Levels: map[int]string{1: "normal"}, Seed: 5}).Next(try, []int{1})
		if !ok {
			t.Fatal("no decision for seat 1")
		}
		out, err := try.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		if stoodIn {
			seats := append([]wire.Seat(nil), sl.lobby.Seats...)
			seats[1].StandIn, seats[1].Bot = true, "normal"
			sl.send(&wire.Message{Kind: wire.KindPresence, Presence: &wire.Presence{Seats: seats, Waiting: 1}})
			stepUntil(t, p, "the stand-in", func(n Note) bool { return n.Kind == NotePresence })
		}
		alter := asIs
		if stoodIn {
			alter = nil
		}
		commit := sl.commit(1, out.Published.Format(), hashText(try.PublicHash()), sl.server, alter)
		if !stoodIn {
			refused(t, p, sl, "the server's move for a playing seat", commit)
			continue
		}
		sl.send(&wire.Message{Kind: wire.KindCommit, Commit: commit})
		stepUntil(t, p, "the stand-in's move", func(n Note) bool { return n.Kind == NoteCommitted && n.Seq == commit.Seq })
	}
}

// A computer coming back is sent the whole log: every signature is checked
// from the table's genesis before it rebuilds anything. One altered
// signature, or a receipt that is not the server's, and it rebuilds
// nothing; the honest log rebuilds it.
func TestASyncWithAForgedSignatureIsRefused(t *testing.T) {
	server, patron, me := newIdentity(t), newIdentity(t), newIdentity(t)
	lobby := signedLobby(server, patron, me)
	sl := newSigned(t, server, patron, lobby)
	sl.honest(nil)
	sync := func(alter func(*wire.Sync)) *wire.Sync {
		s := &wire.Sync{Options: sl.mine.Pub.Opts, Log: append([]string(nil), sl.log...), Hash: hashText(sl.mine.PublicHash()),
			Signed: append([]wire.Signed(nil), sl.signed...), Receipt: sl.receipt}
		if alter != nil {
			alter(s)
		}
		return s
	}
	flip := func(sig string) string {
		b := []byte(sig)
		if b[10] == '0' { // another hex digit: the message stays well formed
			b[10] = '1'
		} else {
			b[10] = '0'
		}
		return string(b)
	}
	for _, c := range []struct {
		what string
		sync *wire.Sync
	}{
		{"one signature altered", sync(func(s *wire.Sync) { s.Signed[1].Sig = flip(s.Signed[1].Sig) })},
		{"the Patrón's move given to the server", sync(func(s *wire.Sync) {
			s.Signed[0] = wire.Signed{Seat: 0, Key: server.Public(), Sig: ledger.Sign(server, liarTable, ledger.Genesis(liarTable), 0, 0, s.Log[0]).Sig}
		})},
		{"a receipt not the server's", sync(func(s *wire.Sync) { s.Receipt = flip(s.Receipt) })},
		{"no signatures", sync(func(s *wire.Sync) { s.Signed, s.Receipt = nil, "" })},
		{"the honest log", sync(nil)},
	} {
		p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Bo", Code: "ABCD2345", Seat: 1, Token: strings.Repeat("ab", 16)}, Identity: me},
			wire.Welcome{Seat: 1, Token: strings.Repeat("ab", 16), Lobby: lobby})
		if err != nil {
			t.Fatal(err)
		}
		h.send(&wire.Message{Kind: wire.KindSync, Sync: c.sync})
		n := stepUntil(t, p, c.what+": the sync taken or refused", func(n Note) bool {
			return n.Kind == NoteStarted || n.Kind == NoteForged || n.Kind == NoteDesync
		})
		if c.sync.Signed != nil && c.what == "the honest log" {
			if n.Kind != NoteStarted || len(p.Log()) != len(sl.log) || p.Chain().Len() != len(sl.log) {
				t.Fatalf("the honest log: noted %v %q", n.Kind, n.Text)
			}
			continue
		}
		if n.Kind != NoteForged || p.Game() != nil {
			t.Fatalf("%s: noted %v %q, game %v", c.what, n.Kind, n.Text, p.Game() != nil)
		}
		t.Logf("%s: %s", c.what, n.Text)
	}
}

// A computer with a key sits only in a seat bound to it, at a table that
// signs its moves: a welcome that binds its seat to another key, or a
// table that signs nothing, is refused in words.
func TestAWelcomeToAnotherKeysSeatIsRefused(t *testing.T) {
	server, patron, me := newIdentity(t), newIdentity(t), newIdentity(t)
	other := signedLobby(server, patron, newIdentity(t))
	for _, c := range []struct {
		what  string
		lobby wire.Lobby
	}{
		{"a seat bound to another key", other},
		{"a table that signs nothing", twoSeats()},
	} {
		_, _, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Bo", Code: "ABCD2345", Seat: 1}, Identity: me},
			wire.Welcome{Seat: 1, Token: strings.Repeat("ab", 16), Lobby: c.lobby})
		if err == nil {
			t.Fatalf("%s: joined", c.what)
		}
		t.Logf("%s: %v", c.what, err)
	}
}
