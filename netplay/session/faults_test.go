package session

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/game/savefile"
	"patron/netplay/secrecy"
	"patron/netplay/wire"
)

// drop cuts peer i off, as a crash or a pulled cable would.
func (tb *table) drop(i int) {
	tb.conns[i].Close("gone")
	tb.peers[i].Close()
	tb.until("the host to see the machine gone", func() bool { return !tb.host.Lobby().Seats[i].Connected })
}

// playUntil runs the bots until the log holds n commands.
func (tb *table) playUntil(n int) {
	tb.t.Helper()
	for len(tb.host.Log()) < n && !tb.host.Game().Over() {
		tb.play(1)
	}
}

// finish plays to the end and checks every machine agrees and audits clean.
func (tb *table) finish() {
	tb.t.Helper()
	tb.play(40000)
	g := tb.host.Game()
	if !g.Over() {
		tb.t.Fatalf("the game did not end")
	}
	tb.audited()
	for i, p := range tb.peers {
		if p != nil && !p.Closed() && p.Game().PublicHash() != g.PublicHash() {
			tb.t.Fatalf("peer %d ends with another game", i)
		}
	}
	for i, a := range tb.audits() {
		if i > 0 && (tb.peers[i-1] == nil || tb.peers[i-1].Closed()) {
			continue
		}
		if len(a) == 0 || !game.Fair(a[len(a)-1].Findings) {
			tb.t.Fatalf("machine %d: audits %+v", i, a)
		}
	}
}

// A Faction machine that drops comes back with its seat token and rebuilds
// the game from the log; the game goes on and ends alike everywhere.
func TestAFactionMachineDropsAndComesBack(t *testing.T) {
	tb := newTable(t, 11, []string{Bot, Remote, Remote}, false)
	tb.playUntil(120)
	token := tb.peers[2].Token()
	tb.drop(2)
	if s := tb.host.Lobby().Seats[2]; s.Connected {
		t.Fatal("the host still sees the dropped machine")
	}
	tb.play(50) // the table may go on while it is away (or wait for it: bounded)
	tb.join(2, token, nil)
	tb.caughtUp()
	if tb.peers[2].Game().PublicHash() != tb.host.Game().PublicHash() {
		t.Fatal("the returning machine's game differs")
	}
	tb.finish()
}

// The Patrón's machine stops; started again from its own save (even one
// written a decision behind), it comes back with his secrets and the game
// ends alike everywhere, audited clean.
func TestThePatronsMachineRestartsFromItsSave(t *testing.T) {
	tb := newTable(t, 13, []string{Remote, Remote, Bot}, false)
	tb.playUntil(150)
	patron := tb.peers[0]
	// His save, written as he plays: a decision behind when he stopped.
	g := patron.Game()
	behind := g.Clone()
	tb.play(1) // one round more: his save is at most a decision behind
	data, err := savefile.Write(behind, savefile.Table{People: []savefile.Person{{Name: "a"}, {Name: "b"}, {Name: "c"}},
		Control: behind.Pub.Opts.Control}, savefile.WithSecrets, time.Now(), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	token := patron.Token()
	tb.drop(0)
	_, saved, err := savefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	tb.join(0, token, saved)
	tb.caughtUp()
	back := tb.peers[0].Game()
	if back.Sec == nil || back.PublicHash() != tb.host.Game().PublicHash() {
		t.Fatalf("the Patrón's machine came back without his secrets or with another game")
	}
	tb.finish()
}

// A Patrón's machine with no save cannot come back: his secrets are
// nowhere else, and it says so.
func TestThePatronCannotComeBackWithoutHisSave(t *testing.T) {
	tb := newTable(t, 17, []string{Remote, Remote}, false)
	tb.playUntil(60)
	token := tb.peers[0].Token()
	tb.drop(0)
	p := tb.join(0, token, nil)
	found := false
	tb.until("the Patrón's machine to say it needs its save", func() bool {
		for _, n := range tb.pnotes[0] {
			found = found || n.Kind == NoteDesync && strings.Contains(n.Text, "needs its own save")
		}
		return found
	})
	if !found || p.Game() != nil {
		t.Fatalf("notes %+v", tb.pnotes[0])
	}
}

// outlasting plays first, a test's first half, on a new table of each seed
// in turn until a game is still on when first returns, and gives that
// table with what first found: what the test checks after it is then
// checked on every run. Who plays which turn while a seat changes hands
// depends on the table's timing, and with it the game: now and then one
// ends during first, while a bot stands in, with no seat left to give back.
// If every seed's game ends there (what names that part), the test fails.
func outlasting[T any](t *testing.T, what string, seeds []uint64, first func(seed uint64) (*table, T)) (*table, T) {
	t.Helper()
	for _, seed := range seeds {
		tb, found := first(seed)
		if !tb.host.Game().Over() {
			return tb, found
		}
		t.Logf("seed %d: the game ended %s; another seed", seed, what)
		tb.host.Close()
	}
	t.Fatalf("the game of every seed %v ended %s: the rest of the test was never reached", seeds, what)
	panic("unreachable")
}

// A bot stands in for a dropped Faction player, and gives the seat back
// when the person returns.
func TestABotStandsInAndGivesTheSeatBack(t *testing.T) {
	seeds := []uint64{19, 20, 21, 22, 23, 24, 25, 26}
	tb, token := outlasting(t, "before the person came back", seeds, func(seed uint64) (*table, string) {
		tb := newTable(t, seed, []string{Bot, Remote}, false)
		tb.playUntil(80)
		if tb.host.Game().Over() {
			return tb, ""
		}
		token := tb.peers[1].Token()
		tb.drop(1)
		if err := tb.host.StandIn(0, "normal"); err == nil {
			t.Fatal("a bot stood in for the Patrón")
		}
		if err := tb.host.StandIn(1, "normal"); err != nil {
			t.Fatal(err)
		}
		tb.hbots.Levels[1] = tb.host.BotLevel(1)
		before := len(tb.host.Log())
		tb.playUntil(before + 30)
		played := false // a Faction decision since the person left: the stand-in's
		for _, st := range tb.host.Game().Steps()[before:] {
			played = played || st.Seat.IsFactions()
		}
		if !played {
			t.Fatal("the stand-in did not play")
		}
		return tb, token
	})
	tb.join(1, token, nil)
	delete(tb.hbots.Levels, 1)
	tb.until("the seat given back", func() bool {
		s := tb.host.Lobby().Seats[1]
		return !s.StandIn && s.Connected
	})
	tb.finish()
}

// A peer that forges a command for another seat, sends a wrong sequence
// number, garbage, or a 100 MB message is refused, and the game goes on.
func TestLiesAndGarbageAreRefused(t *testing.T) {
	tb := newTable(t, 23, []string{Bot, Remote, Remote}, false)
	tb.playUntil(40)
	faction := tb.conns[1]
	refused := func(what, code string, send func()) {
		t.Helper()
		before := tb.host.Game().PublicHash()
		n := len(tb.hnotes)
		send()
		// The code depends on where the game stands (out of turn comes
		// before the form); that it is refused is what counts.
		tb.noted(what+" refused (as "+code+" or so)", n, func(x Note) bool { return x.Kind == NoteProblem && x.Player == 1 })
		if tb.host.Game().PublicHash() != before {
			t.Fatalf("%s changed the game", what)
		}
	}
	seq := len(tb.host.Log())
	h := hashText(tb.host.Game().PublicHash())
	refused("a command for another seat", "not-your-seat", func() {
		faction.Send(&wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: seq, Seat: 0, Command: "fold Accountant", Hash: h}})
	})
	refused("a wrong sequence number", "stale", func() {
		faction.Send(&wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: seq + 5, Seat: 1, Command: "stop", Hash: h}})
	})
	refused("a private form", "private", func() {
		faction.Send(&wire.Message{Kind: wire.KindPropose, Propose: &wire.Propose{Seq: seq, Seat: 1, Command: "hide A12", Hash: h}})
	})
	chatAt := len(tb.hnotes)
	refused("a chat as someone else", "not-your-seat", func() {
		faction.Send(&wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 2, Text: "raid now"}})
	})
	// Seats are counted from 0 (the Patrón's) in the refusal as on the
	// command line (join --seat 1) and in the console's lines.
	if x := tb.noted("the chat's refusal", chatAt, func(x Note) bool { return x.Kind == NoteProblem && x.Code == "not-your-seat" }); x.Text != "you sit in seat 1" {
		t.Errorf("the refusal of seat 1's chat says %q", x.Text)
	}
	refused("garbage", "malformed", func() {
		faction.mu.Lock()
		var head [4]byte
		binary.BigEndian.PutUint32(head[:], 5)
		faction.w.Write(append(head[:], "hello"...))
		faction.mu.Unlock()
	})
	// A machine of the protocol before ruling R25 would disagree mid-game:
	// its messages are refused, the reason naming both versions.
	n := len(tb.hnotes)
	refused("a message of protocol version 2", "malformed", func() {
		body := `{"v":2,"kind":"chat","chat":{"seat":1,"text":"hi"}}`
		faction.mu.Lock()
		var head [4]byte
		binary.BigEndian.PutUint32(head[:], uint32(len(body)))
		faction.w.Write(append(head[:], body...))
		faction.mu.Unlock()
	})
	tb.noted("the versions named", n, func(x Note) bool {
		return x.Kind == NoteProblem && x.Player == 1 && strings.Contains(x.Text, "protocol version 2; this game speaks 6")
	})
	refused("a 100 MB message", "too-large", func() {
		faction.mu.Lock()
		var head [4]byte
		binary.BigEndian.PutUint32(head[:], 100<<20)
		faction.w.Write(head[:])
		faction.w.Write(make([]byte, 100<<20))
		faction.mu.Unlock()
	})
	tb.finish()
}

// Nothing a Faction machine receives holds a secret before the rules
// reveal it: no private command, no secret seed, and no salt of the
// Patrón's commitments before the command that opens it (or the openings
// at the end). A salt is the secret: with it, a hideout or a token could be
// read off its digest.
func TestNothingSecretReachesAFactionMachine(t *testing.T) {
	for _, seed := range []uint64{29, 31, 37} {
		tb := newTable(t, seed, []string{Remote, Remote, Remote}, false)
		tb.finish()
		patron := tb.peers[0].Game()
		log := tb.host.Log()
		for i := 1; i < len(tb.peers); i++ {
			got := tb.conns[i].record.Bytes()
			cut := bytes.Index(got, []byte(`"kind":"openings"`))
			if cut < 0 {
				t.Fatalf("seed %d: peer %d never got the openings", seed, i)
			}
			before := got[:cut]
			if bytes.Contains(before, []byte(hexSeed(patron))) {
				t.Fatalf("seed %d: the secret seed reached peer %d", seed, i)
			}
			for _, o := range patron.Sec.Openings {
				salt := []byte(o.Salt.String())
				at := bytes.Index(before, salt)
				if at < 0 {
					continue
				}
				// It may appear only in a command that reveals it.
				if !revealed(log, o.Salt.String()) {
					t.Fatalf("seed %d: a %s salt reached peer %d unrevealed", seed, o.Kind, i)
				}
			}
			for _, text := range tb.peers[i].Log() {
				c, _ := game.ParseCommand(text)
				if c.Secret() {
					t.Fatalf("seed %d: peer %d received the private command %q", seed, i, text)
				}
			}
			// And every byte, as between processes (netplay/lan/cli/secrecy_test.go).
			secrets, err := secrecy.Of(patron)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range secrecy.Check(got, secrets) {
				t.Errorf("seed %d, peer %d: %s", seed, i, f)
			}
		}
	}
}

// revealed reports whether a published command carries this salt: the
// reveals (defense, objective, hideout) do, and only once the rules open
// the secret.
func revealed(log []string, salt string) bool {
	for _, text := range log {
		if strings.Contains(text, salt) {
			return true
		}
	}
	return false
}

func hexSeed(g *game.Game) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 64)
	for _, b := range g.Sec.Seed {
		out = append(out, digits[b>>4], digits[b&15])
	}
	return string(out)
}
