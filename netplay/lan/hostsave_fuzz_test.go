package lan

import (
	"encoding/json"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// A host's save is checked whole before a table opens from it, and its seal
// is no secret (anyone can compute it again over what they wrote): a fuzz
// target seals whatever it is given as a host's save, reads it back, and
// opens the table it describes in memory, its seats coming back. Nothing
// may panic, and a save that is read opens, as patron host --resume opens
// it (a lobby's save, with no game, opens its lobby).

// botTableSave is the host's save of a 3-player table of bots (the Patrón
// among them), 30 commands in.
func botTableSave(t testing.TB) []byte {
	cfg := session.HostConfig{Name: "Loopback", Seed: 11, Control: game.DefaultSplit(3), SeasonCap: 15}
	bots := session.Bots{Levels: map[int]string{}, Seed: 5, Team: true}
	for i := range 3 {
		cfg.Seats = append(cfg.Seats, wire.Seat{Name: "B", Who: session.Bot, Bot: "normal"})
		bots.Levels[i] = "normal"
	}
	s, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Table: cfg})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	for len(s.Log()) < 30 {
		s.Step()
		p, c, ok := bots.Next(s.Game(), s.Local())
		if !ok {
			t.Fatalf("no bot decides at command %d", len(s.Log()))
		}
		if err := s.Propose(p, c); err != nil {
			t.Fatal(err)
		}
	}
	data, err := hostSaving{srv: s, addr: "127.0.0.1:27450", botSeed: 9, created: time.Now()}.encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// resealed is data as a host's save sealed again, or nil if it is no JSON
// of one.
func resealed(data []byte) []byte {
	var f hostFile
	if json.Unmarshal(data, &f) != nil {
		return nil
	}
	var err error
	if f.Seal, err = f.sealOf(); err != nil {
		return nil
	}
	out, err := json.Marshal(&f)
	if err != nil {
		return nil
	}
	return out
}

// openTable opens the table a save read describes, in memory, through
// tableHost as Serve does.
func openTable(b *HostBack) (*session.Host, error) {
	return tableHost(ServerConfig{Back: b, Table: session.HostConfig{Code: b.Code(), App: AppVersion}})
}

func FuzzHostSaveSealedAgain(f *testing.F) {
	f.Add(botTableSave(f))
	f.Fuzz(func(t *testing.T, data []byte) {
		data = resealed(data)
		if data == nil {
			return
		}
		b, err := DecodeHostSave(data, nil)
		if err != nil {
			return
		}
		h, err := openTable(b)
		if err != nil {
			t.Fatalf("a save that was read does not open: %v", err)
		}
		defer h.Close()
		h.Step()
		h.Lobby()
		h.Kept()
	})
}

// The seed is a save that opens.
func TestTheHostSaveFuzzSeedOpens(t *testing.T) {
	data := resealed(botTableSave(t))
	b, err := DecodeHostSave(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := openTable(b)
	if err != nil {
		t.Fatal(err)
	}
	h.Close()
}
