package ledger

import (
	"bytes"
	"strings"
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/identity"
)

// played is a whole game between random bots, as a server would have
// signed it: the Patrón a person with his own key, seat 1 a person, seat 2
// a bot of the server's.
type played struct {
	log    *Log
	keys   []*identity.Identity // each seat's signer (the server for seat 2)
	server *identity.Identity
}

func playSigned(t testing.TB, seed uint64) *played {
	t.Helper()
	server, _ := identity.New("server")
	patron, _ := identity.New("")
	faction, _ := identity.New("")
	opts := game.Options{Seed: seed, Players: 3, SeasonCap: 3}
	g, err := game.New(opts, ptr(game.SeedFrom(seed^77)))
	if err != nil {
		t.Fatal(err)
	}
	pb, _ := bot.New("random", true, seed)
	fb, _ := bot.New("random", false, seed+1)
	p := &played{server: server, keys: []*identity.Identity{patron, faction, server}}
	p.log = &Log{Table: "t-" + strings.Repeat("x", 6), Server: server.Public(), Options: opts,
		Seats: []Seat{{Name: "Pablo", Key: patron.Public()}, {Name: "Ana", Key: faction.Public()}, {Name: "Bot", Bot: "random"}}}
	chain := NewChain(p.log.Table, p.log.Signers())
	var v game.View
	for !g.Over() {
		d := g.Pending()
		seat := opts.ControllerOf(d.Seat)
		if seat < 0 { // the Factions' shared decisions: seat 1 answers
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
			continue // a secret step publishes nothing
		}
		m := Sign(p.keys[seat], p.log.Table, chain.Link(), before, seat, g.PublicLog()[before].Format())
		if _, err := chain.Accept(m); err != nil {
			t.Fatalf("own move refused: %v", err)
		}
		p.log.Moves = append(p.log.Moves, m)
		p.log.Receipts = append(p.log.Receipts, SignReceipt(server, p.log.Table, m.Seq, chain.Link()))
	}
	for _, o := range g.Sec.Openings {
		p.log.Openings = append(p.log.Openings, o.Text())
	}
	return p
}

func TestAWholeSignedGameVerifies(t *testing.T) {
	p := playSigned(t, 11)
	var buf bytes.Buffer
	if err := p.log.Write(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadLog(&buf)
	if err != nil {
		t.Fatal(err)
	}
	r := Verify(back)
	if !r.Fair() || !r.Over || !r.Audited || r.Moves != len(p.log.Moves) || r.Receipts != len(p.log.Receipts) {
		t.Fatalf("report %+v", r)
	}
	if len(r.StandIns) != 0 {
		t.Fatalf("stand-ins %v where none played", r.StandIns)
	}
}

// tampered verifies a copy of the log changed by change, and wants a
// problem naming want.
func tampered(t *testing.T, p *played, want string, change func(l *Log)) {
	t.Helper()
	l := *p.log
	l.Moves = append([]Move(nil), p.log.Moves...)
	l.Receipts = append([]Receipt(nil), p.log.Receipts...)
	l.Seats = append([]Seat(nil), p.log.Seats...)
	change(&l)
	r := Verify(&l)
	if r.Fair() {
		t.Fatalf("a log changed so (%s) verified", want)
	}
	if !strings.Contains(strings.Join(r.Problems, "\n"), want) {
		t.Fatalf("problems %q name no %q", r.Problems, want)
	}
}

func TestNoMoveCanBeForgedOrAltered(t *testing.T) {
	p := playSigned(t, 12)
	first := func(l *Log, seat int) int {
		for i, m := range l.Moves {
			if m.Seat == seat && i > 2 {
				return i
			}
		}
		t.Fatalf("seat %d made no move", seat)
		return -1
	}
	t.Run("an altered command", func(t *testing.T) {
		tampered(t, p, "signature", func(l *Log) {
			i := first(l, 1)
			l.Moves[i].Command += " x"
		})
	})
	t.Run("the server signs the person's Patrón", func(t *testing.T) {
		tampered(t, p, "only his own key", func(l *Log) {
			i := first(l, 0)
			prev := NewChain(l.Table, l.Signers()).Ahead(l.Moves[:i])
			l.Moves[i] = Sign(p.server, l.Table, prev, i, 0, l.Moves[i].Command)
		})
	})
	t.Run("a stranger signs a Faction's move", func(t *testing.T) {
		stranger, _ := identity.New("")
		tampered(t, p, "signs for nobody", func(l *Log) {
			i := first(l, 1)
			prev := NewChain(l.Table, l.Signers()).Ahead(l.Moves[:i])
			l.Moves[i] = Sign(stranger, l.Table, prev, i, 1, l.Moves[i].Command)
		})
	})
	t.Run("a move dropped", func(t *testing.T) {
		tampered(t, p, "came where move", func(l *Log) {
			l.Moves = append(l.Moves[:5], l.Moves[6:]...)
		})
	})
	t.Run("the moves taken to another table", func(t *testing.T) {
		// every signature covers its table: none holds at another
		tampered(t, p, "signature", func(l *Log) { l.Table = "another" })
	})
	t.Run("a receipt for another link", func(t *testing.T) {
		tampered(t, p, "receipt", func(l *Log) { l.Receipts[3].Seq = 4 })
	})
	t.Run("a receipt signed by someone else", func(t *testing.T) {
		liar, _ := identity.New("")
		tampered(t, p, "receipt", func(l *Log) {
			r := l.Receipts[2]
			l.Receipts[2] = Receipt{Seq: r.Seq, Link: r.Link, Sig: liar.Sign(receiptStatement(l.Table, r.Seq, r.Link))}
		})
	})
	t.Run("a command the rules refuse, properly signed", func(t *testing.T) {
		// a person cannot sign an illegal move into the log either
		tampered(t, p, "rules refuse", func(l *Log) {
			i := first(l, 1)
			prev := NewChain(l.Table, l.Signers()).Ahead(l.Moves[:i])
			l.Moves = append(l.Moves[:i:i], Sign(p.keys[1], l.Table, prev, i, 1, "pass"))
			l.Receipts = nil
		})
	})
}

func TestAStandInsMoveIsNamed(t *testing.T) {
	p := playSigned(t, 13)
	l := *p.log
	l.Moves = append([]Move(nil), p.log.Moves...)
	chain := NewChain(l.Table, l.Signers())
	stood := -1
	for i := range l.Moves {
		if stood < 0 && l.Moves[i].Seat == 1 && i > 3 {
			l.Moves[i] = Sign(p.server, l.Table, chain.Link(), i, 1, l.Moves[i].Command)
			stood = i
		} else if stood >= 0 { // every later move is signed again after the changed link
			l.Moves[i] = Sign(p.keys[l.Moves[i].Seat], l.Table, chain.Link(), i, l.Moves[i].Seat, l.Moves[i].Command)
		}
		if _, err := chain.Accept(l.Moves[i]); err != nil {
			t.Fatal(err)
		}
	}
	l.Receipts = nil
	r := Verify(&l)
	if !r.Fair() || len(r.StandIns) != 1 || r.StandIns[0] != stood {
		t.Fatalf("report %+v, stood in at %d", r, stood)
	}
}

func TestATamperedOpeningFailsTheAudit(t *testing.T) {
	p := playSigned(t, 14)
	p.log.Openings[0].Salt = strings.Repeat("0", len(p.log.Openings[0].Salt))
	r := Verify(p.log)
	if r.Fair() || !r.Audited || len(r.Findings) == 0 {
		t.Fatalf("report %+v", r)
	}
}

func TestALogOfAnotherKindIsRefused(t *testing.T) {
	for _, text := range []string{`{}`, `{"format":"patron-table-log","version":2}`,
		`{"format":"patron-table-log","version":1,"surprise":1}`, `{"format":"patron-table-log","version":1} {}`, `[`} {
		if _, err := ReadLog(strings.NewReader(text)); err == nil {
			t.Errorf("%s read as a log", text)
		}
	}
}

func ptr[T any](v T) *T { return &v }

// Take moves the chain on as Accept does, for a move already checked: it
// reaches the same links, and still refuses a move out of its place or
// signed by a key that may not decide for its seat.
func TestTakeFollowsAcceptForCheckedMoves(t *testing.T) {
	p := playSigned(t, 5)
	accepted, taken := NewChain(p.log.Table, p.log.Signers()), NewChain(p.log.Table, p.log.Signers())
	for i, m := range p.log.Moves {
		if _, err := taken.Check(m); err != nil {
			t.Fatal(err)
		}
		if i == 3 {
			late := m
			late.Seq++
			if _, err := taken.Take(late); err == nil {
				t.Fatal("a move out of its place was taken")
			}
			stranger, _ := identity.New("")
			other := Sign(stranger, p.log.Table, taken.Link(), m.Seq, m.Seat, m.Command)
			if _, err := taken.Take(other); err == nil {
				t.Fatal("a move by a key that may not decide for its seat was taken")
			}
		}
		if _, err := accepted.Accept(m); err != nil {
			t.Fatal(err)
		}
		if _, err := taken.Take(m); err != nil {
			t.Fatal(err)
		}
		if taken.Link() != accepted.Link() {
			t.Fatalf("move %d: Take reached another link than Accept", i+1)
		}
	}
}
