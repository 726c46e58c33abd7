package savefile

import (
	"testing"
)

// FuzzLoad: no input makes the loader panic, and whatever it accepts is a
// game that saves back to an equally loadable file.
func FuzzLoad(f *testing.F) {
	for seed := uint64(1); seed <= 4; seed++ {
		g := randomGame(f, seed, int(seed*90))
		f.Add(write(f, g, WithSecrets))
		f.Add(write(f, g, PublicPart))
	}
	f.Add([]byte(`{"format":"patron-save","version":2}`))
	f.Add([]byte(`{"format":"patron-save","version":3}`))
	f.Add([]byte(`{"format":"patron-save","version":2,"table":{"people":[{},{}]},"options":{"players":2}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, g, err := Load(data)
		if err != nil {
			return
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
	})
}

// FuzzDecodeHead: no input makes the head reader (or opening a sealed
// part) panic, and whatever Decode accepts, DecodeHead accepts with the
// same head.
func FuzzDecodeHead(f *testing.F) {
	k := newKey(f)
	for seed := uint64(1); seed <= 3; seed++ {
		g := randomGame(f, seed, int(seed*90))
		f.Add(write(f, g, WithSecrets))
		f.Add(sealed(f, g, k))
	}
	f.Add([]byte(`{"format":"patron-save","version":2,"summary":{},"public":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, herr := DecodeHead(data)
		file, err := Decode(data)
		if err != nil {
			return
		}
		if herr != nil {
			t.Fatalf("Decode accepts what DecodeHead refuses: %v", herr)
		}
		if h.Summary != file.Summary || h.Options != file.Options || (h.Sealed == nil) != (file.Sealed == nil) {
			t.Fatalf("another head: %+v", h)
		}
		file.Unseal(k)
	})
}
