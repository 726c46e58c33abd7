package lan

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
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
// among them), the given number of commands in; inLobby is its lobby's
// save, the game not begun.
func botTableSave(t testing.TB, commands int) []byte {
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
	if commands == inLobby {
		return hostSaveOf(t, s)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	for len(s.Log()) < commands {
		s.Step()
		p, c, ok := bots.Next(s.Game(), s.Local())
		if !ok {
			t.Fatalf("no bot decides at command %d", len(s.Log()))
		}
		if err := s.Propose(p, c); err != nil {
			t.Fatal(err)
		}
	}
	return hostSaveOf(t, s)
}

// inLobby asks botTableSave for a lobby's save.
const inLobby = -1

// hostSaveOf is the host's save of s as it stands.
func hostSaveOf(t testing.TB, s *Server) []byte {
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

// A run's input is a whole host's save (base 0), or what it changes in
// one of two real saves (base 1: a lobby's, 2: a game's just begun): a
// JSON object whose members replace theirs, null taking one away. Any save
// is still an input, and an edit of a real one is a short input: Go
// minimizes an input that finds something new, one worker doing nothing
// else meanwhile, in time growing faster than the square of its length,
// and a whole save is over a kilobyte, half of it its certificate and key.
// The seeds are each real save as it is, and each of its members given
// again as it is, for mutations to change; the regression seed is a game's
// save with its game taken away, read as a lobby's.

// fuzzBases are the real saves edits apply to: a lobby's, a game's.
func fuzzBases(t testing.TB) []map[string]json.RawMessage {
	var out []map[string]json.RawMessage
	for _, n := range []int{inLobby, 0} {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(botTableSave(t, n), &m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// edited is base with patch's members over its own (null takes one
// away), or nil if patch is no JSON object.
func edited(base map[string]json.RawMessage, patch []byte) []byte {
	var p map[string]json.RawMessage
	if json.Unmarshal(patch, &p) != nil || p == nil {
		return nil
	}
	out := maps.Clone(base)
	for k, v := range p {
		if string(v) == "null" {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	b, err := json.Marshal(out)
	if err != nil {
		return nil
	}
	return b
}

func FuzzHostSaveSealedAgain(f *testing.F) {
	bases := fuzzBases(f)
	f.Add(uint8(0), []byte(`{"format":"patron-host","version":1}`))
	for i, base := range bases {
		f.Add(uint8(1+i), []byte(`{}`))
		for _, k := range slices.Sorted(maps.Keys(base)) {
			if k != "seal" { // sealed again anyway
				f.Add(uint8(1+i), []byte(fmt.Sprintf(`{%q:%s}`, k, base[k])))
			}
		}
	}
	f.Add(uint8(1), []byte(`{"limitMs":60000,"graceMs":30000,"standInBot":"normal","noAnnounce":true}`))
	f.Fuzz(func(t *testing.T, base uint8, data []byte) {
		if i := int(base) % (len(bases) + 1); i > 0 {
			if data = edited(bases[i-1], data); data == nil {
				return
			}
		}
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

// The bases are saves that open, as they are and sealed again; so are
// games' further in (the seed was once 30 commands in).
func TestTheHostSaveFuzzSeedsOpen(t *testing.T) {
	var saves [][]byte
	for _, base := range fuzzBases(t) {
		saves = append(saves, edited(base, []byte(`{}`)))
	}
	for _, n := range []int{12, 30} {
		saves = append(saves, botTableSave(t, n))
	}
	for i, data := range saves {
		for _, data := range [][]byte{data, resealed(data)} {
			b, err := DecodeHostSave(data, nil)
			if err != nil {
				t.Fatalf("save %d: %v", i, err)
			}
			if (b.Game == nil) != (i == 0) {
				t.Fatalf("save %d: read back as another table", i)
			}
			h, err := openTable(b)
			if err != nil {
				t.Fatalf("save %d: %v", i, err)
			}
			h.Close()
		}
	}
}
