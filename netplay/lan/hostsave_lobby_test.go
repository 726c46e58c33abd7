package lan

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
)

// A host's save of a lobby (the game not begun) keeps the table, which
// seats are taken and every seat's token, and no game; it opens the lobby
// again on the same code, where the seated joiner's token takes it back to
// its seat, a newcomer takes the free one, and the game begins. It is
// sealed and checked whole like a game's.
func TestHostSaveOfALobby(t *testing.T) {
	s := loopbackServer(t, []string{session.Bot, session.Remote, session.Remote})
	p, err := JoinHere(s, wire.Hello{Name: "Ana", Seat: 1}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	s.Step()
	data, err := hostSaving{srv: s, addr: "127.0.0.1:0", created: time.Now()}.encode()
	if err != nil {
		t.Fatal(err)
	}
	b, err := DecodeHostSave(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if b.Game != nil || !b.Kept.Seats[1].Taken || b.Kept.Seats[2].Taken || b.Kept.Tokens[1] != p.Token() || b.Code() != s.Code() {
		t.Fatalf("the lobby's save keeps %+v", b.Kept)
	}
	if bytes.Contains(data, []byte(`"game"`)) {
		t.Fatal("a lobby's save holds a game")
	}
	flip := bytes.Replace(data, []byte(`"taken": true`), []byte(`"taken": false`), 1)
	if _, err := DecodeHostSave(flip, nil); err == nil || !strings.Contains(err.Error(), "seal does not match") {
		t.Fatalf("an edited lobby's save: %v", err)
	}
	p.Close()
	s.Close()
	back, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Table: b.Table, Back: b})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(back.Close)
	if back.Code() != s.Code() || back.Started() || back.Ready() {
		t.Fatalf("back: code %s (was %s), started %v, ready %v", back.Code(), s.Code(), back.Started(), back.Ready())
	}
	if l := back.Lobby(); !l.Seats[1].Taken || l.Seats[1].Connected || l.Seats[2].Taken {
		t.Fatalf("the lobby back: %+v", l.Seats)
	}
	again, err := JoinHere(back, wire.Hello{Name: "Ana", Seat: 1, Token: b.Kept.Tokens[1]}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if again.Seat() != 1 {
		t.Fatalf("back in seat %d", again.Seat())
	}
	if _, err := JoinHere(back, wire.Hello{Name: "Bea", Seat: 1}, 5*time.Second); err == nil {
		t.Fatal("a newcomer took the seat kept for its person")
	}
	bea, err := JoinHere(back, wire.Hello{Name: "Bea", Seat: -1}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer bea.Close()
	back.Step()
	if bea.Seat() != 2 || !back.Ready() {
		t.Fatalf("the newcomer sits in seat %d; ready %v", bea.Seat(), back.Ready())
	}
	if err := back.Start(); err != nil {
		t.Fatal(err)
	}
}
