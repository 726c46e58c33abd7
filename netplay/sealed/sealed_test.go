package sealed

import (
	"errors"
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/identity"
	"patron/netplay/ledger"
)

// kept is a blob as a server keeps it, and the game it was sealed from.
type kept struct {
	at   int
	blob []byte
}

// signedGame is a whole game between random bots, signed as a server
// signs it (the Patrón a person with his own key), a blob sealed at each
// of his moves, and the hashes of his game after each public command.
type signedGame struct {
	log     *ledger.Log
	patron  *identity.Identity
	kept    []kept
	secret  []uint64 // his game's hashes after n public commands
	public  []uint64
	largest int
}

func playSealed(t testing.TB, seed uint64, table string) *signedGame {
	t.Helper()
	server, _ := identity.New("server")
	patron, _ := identity.New("")
	faction, _ := identity.New("")
	opts := game.Options{Seed: seed, Players: 3, SeasonCap: 2}
	sec := game.SeedFrom(seed ^ 77)
	g, err := game.New(opts, &sec)
	if err != nil {
		t.Fatal(err)
	}
	pb, _ := bot.New("random", true, seed)
	fb, _ := bot.New("random", false, seed+1)
	keys := []*identity.Identity{patron, faction, server}
	s := &signedGame{patron: patron, secret: []uint64{g.SecretHash()}, public: []uint64{g.PublicHash()}}
	s.log = &ledger.Log{Table: table, Server: server.Public(), Options: opts,
		Seats: []ledger.Seat{{Name: "Pablo", Key: patron.Public()}, {Name: "Ana", Key: faction.Public()}, {Name: "Bot", Bot: "random"}}}
	chain := ledger.NewChain(table, s.log.Signers())
	var v game.View
	for !g.Over() {
		d := g.Pending()
		seat := opts.ControllerOf(d.Seat)
		if seat < 0 {
			seat = 1
		}
		g.ViewInto(d.Seat, &v)
		b := fb
		if d.Seat == game.SeatPatron {
			b = pb
		}
		before := len(g.PublicLog())
		if _, err := g.Apply(bot.Turn(b, &v)); err != nil {
			t.Fatal(err)
		}
		if len(g.PublicLog()) == before {
			continue
		}
		m := ledger.Sign(keys[seat], table, chain.Link(), before, seat, g.PublicLog()[before].Format())
		if _, err := chain.Accept(m); err != nil {
			t.Fatal(err)
		}
		s.log.Moves = append(s.log.Moves, m)
		s.log.Receipts = append(s.log.Receipts, ledger.SignReceipt(server, table, m.Seq, chain.Link()))
		s.secret, s.public = append(s.secret, g.SecretHash()), append(s.public, g.PublicHash())
		if seat == 0 {
			blob, err := Seal(patron, Place{Server: server.Public(), Table: table, At: before + 1, Link: chain.Link()}, g)
			if err != nil {
				t.Fatal(err)
			}
			s.kept = append(s.kept, kept{at: before + 1, blob: blob})
			s.largest = max(s.largest, len(blob))
		}
	}
	return s
}

// upTo is the log as a server would export it after its first n moves.
func (s *signedGame) upTo(n int) *ledger.Log {
	l := *s.log
	l.Moves, l.Receipts = l.Moves[:n], l.Receipts[:n]
	return &l
}

// The blob sealed at each of the Patrón's moves, with the log up to the
// move before his next, rebuilds his game there exactly: every secret,
// hash for hash.
func TestEveryBlobRebuildsThePatronsGame(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := playSealed(t, seed, "table-one")
		for i, k := range s.kept {
			end := len(s.log.Moves)
			if i+1 < len(s.kept) {
				end = s.kept[i+1].at - 1
			}
			g, err := Rebuild(s.patron, s.log.Server, s.log.Table, s.upTo(end), k.at, k.blob)
			if err != nil {
				t.Fatalf("seed %d, blob at %d, log of %d: %v", seed, k.at, end, err)
			}
			if g.SecretHash() != s.secret[end] || g.PublicHash() != s.public[end] || len(g.PublicLog()) != end {
				t.Fatalf("seed %d, blob at %d, log of %d: the rebuilt game differs from his", seed, k.at, end)
			}
		}
		t.Logf("seed %d: %d moves, %d blobs, the largest %d bytes", seed, len(s.log.Moves), len(s.kept), s.largest)
	}
}

// A blob changed by a byte, one of another table, one the server says it
// kept at another place, an older one, and one opened by another key are
// each refused with their own error; nothing is rebuilt from them.
func TestABlobThatIsNotHisCurrentOneIsRefused(t *testing.T) {
	s := playSealed(t, 4, "table-one")
	other := playSealed(t, 4, "table-two") // the same game at another table
	if len(s.kept) < 3 {
		t.Fatal("too few of the Patrón's moves")
	}
	last := s.kept[len(s.kept)-1]
	all := s.upTo(len(s.log.Moves))
	if _, err := Rebuild(s.patron, s.log.Server, s.log.Table, all, last.at, last.blob); err != nil {
		t.Fatalf("his current blob: %v", err)
	}
	flipped := append([]byte(nil), last.blob...)
	flipped[len(flipped)/2] ^= 1
	stranger, _ := identity.New("")
	otherLast := other.kept[len(other.kept)-1]
	for _, c := range []struct {
		what string
		id   *identity.Identity
		log  *ledger.Log
		at   int
		blob []byte
		want error
	}{
		{"a byte changed", s.patron, all, last.at, flipped, ErrDamaged},
		{"cut short", s.patron, all, last.at, last.blob[:20], ErrDamaged},
		{"another table's", s.patron, all, last.at, otherLast.blob, ErrDamaged},
		{"kept at another place", s.patron, all, last.at - 1, last.blob, ErrDamaged},
		{"an older one", s.patron, all, s.kept[1].at, s.kept[1].blob, ErrOld},
		{"opened by another key", stranger, all, last.at, last.blob, ErrNotHis},
		{"another server's log", s.patron, other.upTo(len(other.log.Moves)), last.at, last.blob, ErrNotHis},
	} {
		if g, err := Rebuild(c.id, s.log.Server, s.log.Table, c.log, c.at, c.blob); !errors.Is(err, c.want) || g != nil {
			t.Errorf("%s: %v, want %v", c.what, err, c.want)
		}
	}
	// A log changed after the blob: his game does not rebuild it.
	changed := *all
	changed.Moves = append([]ledger.Move(nil), all.Moves...)
	changed.Moves[0].Command = "pass"
	if _, err := Rebuild(s.patron, s.log.Server, s.log.Table, &changed, last.at, last.blob); !errors.Is(err, ErrMismatch) {
		t.Errorf("a log changed: %v", err)
	}
}
