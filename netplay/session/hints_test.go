package session

import (
	"bytes"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/wire"
)

// A table made without hints says so in its lobby, which reaches the
// machine that joins it through the wire's strict decoding; a table with
// hints sends a lobby without the field, as before the hint.
func TestLobbyCarriesNoHints(t *testing.T) {
	for _, off := range []bool{false, true} {
		h, err := NewHost(HostConfig{Name: "Host", Code: "ABCD2345", Seed: 3, Control: game.DefaultSplit(2), NoHints: off,
			Seats: []wire.Seat{{Name: "P", Who: AtHost}, {Name: "F", Who: Remote}}})
		if err != nil {
			t.Fatal(err)
		}
		until := func(what string, cond func() bool) {
			t.Helper()
			for h.Step(); !cond(); h.Step() {
				h.Wait(time.Millisecond)
			}
		}
		c, _ := welcome(t, h, until, 1, "")
		for {
			m, err := c.Recv()
			if err != nil {
				t.Fatal(err)
			}
			if m.Kind != wire.KindLobby {
				continue
			}
			if m.Lobby.NoHints != off {
				t.Fatalf("made without hints %v, the joiner's lobby says %v", off, m.Lobby.NoHints)
			}
			var b bytes.Buffer
			if err := wire.Write(&b, m); err != nil {
				t.Fatal(err)
			}
			if sent := bytes.Contains(b.Bytes(), []byte("noHints")); sent != off {
				t.Fatalf("without hints %v: the field sent %v", off, sent)
			}
			break
		}
		h.Close()
	}
}
