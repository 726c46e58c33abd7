package savefile

import (
	"testing"
)

// The fuzz targets' seeds are saves of short games (seedCommands commands,
// about a kilobyte): a mutation that finds something new is minimized in
// seconds, where one of a save 90 to 360 commands long took the whole
// run, and nothing else was tried meanwhile. Those long saves go through
// the same checks once in TestLongSavesPassTheFuzzChecks.
const seedCommands = 2

// FuzzLoad: no input makes the loader panic, and whatever it accepts is a
// game that saves back to an equally loadable file.
func FuzzLoad(f *testing.F) {
	for seed := uint64(1); seed <= 4; seed++ {
		g := randomGame(f, seed, seedCommands)
		f.Add(write(f, g, WithSecrets))
		f.Add(write(f, g, PublicPart))
	}
	f.Add([]byte(`{"format":"patron-save","version":2}`))
	f.Add([]byte(`{"format":"patron-save","version":3}`))
	f.Add([]byte(`{"format":"patron-save","version":2,"table":{"people":[{},{}]},"options":{"players":2}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		loadsAndResaves(t, data)
	})
}

// loadsAndResaves is FuzzLoad's check of data: whatever Load accepts (it
// says whether it did) saves again to a file that loads to the same game.
func loadsAndResaves(t *testing.T, data []byte) bool {
	file, g, err := Load(data)
	if err != nil {
		return false
	}
	part := PublicPart
	if file.Secret != nil {
		part = WithSecrets
	}
	again, err := Write(g, file.Table, part, created, saved)
	if err != nil {
		t.Fatalf("an accepted save does not save again: %v", err)
	}
	if _, back, err := Load(again); err != nil || back.PublicHash() != g.PublicHash() {
		t.Fatalf("resaved: %v", err)
	}
	return true
}

// FuzzDecodeHead: no input makes the head reader (or opening a sealed
// part) panic, and whatever Decode accepts, DecodeHead accepts with the
// same head.
func FuzzDecodeHead(f *testing.F) {
	k := newKey(f)
	for seed := uint64(1); seed <= 3; seed++ {
		g := randomGame(f, seed, seedCommands)
		f.Add(write(f, g, WithSecrets))
		f.Add(sealed(f, g, k))
	}
	f.Add([]byte(`{"format":"patron-save","version":2,"summary":{},"public":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		headAgrees(t, k, data)
	})
}

// headAgrees is FuzzDecodeHead's check of data: whatever Decode accepts
// (it says whether it did), DecodeHead accepts with the same head, and a
// sealed part is opened with k or refused, without a panic.
func headAgrees(t *testing.T, k *Key, data []byte) bool {
	h, herr := DecodeHead(data)
	file, err := Decode(data)
	if err != nil {
		return false
	}
	if herr != nil {
		t.Fatalf("Decode accepts what DecodeHead refuses: %v", herr)
	}
	if h.Summary != file.Summary || h.Options != file.Options || (h.Sealed == nil) != (file.Sealed == nil) {
		t.Fatalf("another head: %+v", h)
	}
	file.Unseal(k)
	return true
}

// The saves of longer games, up to 360 commands (the fuzz seeds' games
// before they were cut short), pass the fuzz targets' checks: each loads,
// saves again and loads back the same; its head is Decode's.
func TestLongSavesPassTheFuzzChecks(t *testing.T) {
	k := newKey(t)
	for seed := uint64(1); seed <= 4; seed++ {
		g := randomGame(t, seed, int(seed*90))
		for _, data := range [][]byte{write(t, g, WithSecrets), write(t, g, PublicPart)} {
			if !loadsAndResaves(t, data) {
				t.Fatalf("seed %d: Load refuses", seed)
			}
		}
		for _, data := range [][]byte{write(t, g, WithSecrets), sealed(t, g, k)} {
			if !headAgrees(t, k, data) {
				t.Fatalf("seed %d: Decode refuses", seed)
			}
		}
	}
}
