package session

import (
	"testing"

	"patron/game"
	"patron/netplay/wire"
)

// liar is a dishonest Patrón's machine: it plays his seat honestly on a
// secret game, but tells the table one false Type answer. It keeps the
// table's public game beside its own, so the host, which cannot check an
// answer, takes the lie and the game goes on.
type liar struct {
	t        testing.TB
	conn     *memConn
	in       chan *wire.Message
	sec, pub *game.Game
	seq      int
	mine     *game.Command // his decision sent, to apply when committed
	lied     int           // the log position of the lie, or -1
	bots     Bots
}

func joinLiar(tb *table) *liar {
	here, there := memPipe("liar", "host")
	tb.host.Accept(there)
	l := &liar{t: tb.t, conn: here, in: make(chan *wire.Message, 4096), lied: -1,
		bots: Bots{Levels: map[int]string{0: "normal"}, Seed: 5}}
	go func() {
		for {
			m, err := here.Recv()
			if err != nil {
				close(l.in)
				return
			}
			l.in <- m
		}
	}()
	// The host reads it when the test next steps it.
	go here.Send(&wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "Liar", Code: "ABCD2345", Seat: 0}})
	return l
}

// step takes what the host sent and makes his decision when it is due.
func (l *liar) step() {
	for {
		select {
		case m, ok := <-l.in:
			if !ok {
				return
			}
			l.take(m)
			continue
		default:
		}
		break
	}
	if l.sec == nil || l.mine != nil || l.pub.Over() || l.sec.Pending().Seat != game.SeatPatron {
		return
	}
	_, c, ok := l.bots.Next(l.sec, []int{0})
	if !ok {
		return
	}
	try := l.sec.Clone()
	out, err := try.Apply(c)
	if err != nil {
		l.t.Fatal(err)
	}
	if !out.HasPublished {
		l.sec.Apply(c)
		return
	}
	text := out.Published.Format()
	if l.lied < 0 && c.Op == game.OpType {
		text = map[string]string{"type city": "type farm", "type farm": "type city"}[text]
		l.lied = l.seq
	}
	told, _ := game.ParseCommand(text)
	shadow := l.pub.Clone()
	if _, err := shadow.Apply(told); err != nil {
		l.t.Fatal(err)
	}
	l.mine = &c
	l.conn.Send(&wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: l.seq, Seat: 0, Command: text,
		Hash: hashText(shadow.PublicHash())}})
}

func (l *liar) take(m *wire.Message) {
	switch m.Kind {
	case wire.KindStart:
		sec := game.SeedFrom(77)
		l.sec, _ = game.New(m.Start.Options, &sec)
		l.pub, _ = game.New(m.Start.Options, nil)
	case wire.KindCommit:
		c, _ := game.ParseCommand(m.Commit.Command)
		if _, err := l.pub.Apply(c); err != nil {
			l.t.Fatal(err)
		}
		if m.Commit.Seat == 0 && l.mine != nil {
			c, l.mine = *l.mine, nil
		}
		if _, err := l.sec.Apply(c); err != nil {
			l.t.Fatal(err)
		}
		l.seq++
		if l.pub.Over() {
			var opens []wire.Opening
			for _, o := range l.sec.Sec.Openings {
				t := o.Text()
				opens = append(opens, wire.Opening{Kind: t.Kind, Salt: t.Salt, Payload: t.Payload})
			}
			l.conn.Send(&wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: opens}})
		}
	}
}

// A Patrón who lies in an answer is named by every machine's audit at the
// end: the host's and each Faction machine's find the false answer.
func TestALyingPatronIsNamedByEveryMachinesAudit(t *testing.T) {
	tb := newTable(t, 41, []string{Remote, Remote, Remote}, true)
	l := joinLiar(tb)
	tb.start()
	for steps := 0; steps < 40000 && !tb.host.Game().Over(); steps++ {
		tb.play(1)
		l.step()
	}
	tb.until("every machine's audit of the liar's openings", func() bool {
		l.step() // his openings go once he has the last commit
		for i, a := range tb.audits() {
			if len(a) == 0 && (i == 0 || tb.peers[i-1] != nil) {
				return false
			}
		}
		return true
	})
	if l.lied < 0 {
		t.Fatal("the game never asked a Type question: no lie was told")
	}
	for i, a := range tb.audits() {
		if i > 0 && tb.peers[i-1] == nil {
			continue
		}
		named := false
		for _, n := range a {
			for _, f := range n.Findings {
				named = named || f.Kind == game.FindingRule && f.Index == l.lied
			}
		}
		if !named {
			t.Fatalf("machine %d did not name the lie at command %d: %+v", i, l.lied+1, a)
		}
	}
}
