package storetest

import (
	"bytes"
	"context"
	"sync"
	"testing"

	"patron/netplay/store"
)

// testSealed: a sealed blob is kept with its move in one transaction, by
// table and key, given back to that key alone; a newer one replaces it,
// a refused append keeps nothing, and its bounds are checked.
func testSealed(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	create(t, ctx, s, table("s"))
	create(t, ctx, s, table("t"))
	_, err := s.Sealed(ctx, "s", "patron-key")
	wantErr(t, "Sealed before any", err, store.ErrNotFound)

	mustAppend(t, ctx, s, "s", 0, payload("s", 0), "playing", nil)
	first := store.Sealed{Key: "patron-key", Seat: 0, At: 99, Data: []byte("box one")}
	if _, err := s.AppendSealed(ctx, "s", 1, payload("s", 1), "", nil, first); err != nil {
		t.Fatalf("AppendSealed: %v", err)
	}
	wantSealed(t, ctx, s, "s", "patron-key", 2, "box one") // At is the log's length, whatever was asked
	checkLog(t, ctx, s, "s", [][]byte{payload("s", 0), payload("s", 1)})
	_, err = s.Sealed(ctx, "s", "faction-key")
	wantErr(t, "another key's Sealed", err, store.ErrNotFound)
	_, err = s.Sealed(ctx, "t", "patron-key")
	wantErr(t, "another table's Sealed", err, store.ErrNotFound)

	// A refused append (its seq taken) keeps neither its entry nor its blob.
	_, err = s.AppendSealed(ctx, "s", 1, payload("s", 9), "", nil, store.Sealed{Key: "patron-key", Data: []byte("stale")})
	wantErr(t, "AppendSealed of a seq taken", err, store.ErrConflict)
	_, err = s.AppendSealed(ctx, "none", 0, payload("none", 0), "", nil, store.Sealed{Key: "patron-key", Data: []byte("x")})
	wantErr(t, "AppendSealed to no table", err, store.ErrNotFound)
	wantSealed(t, ctx, s, "s", "patron-key", 2, "box one")

	// Plain appends leave it; the next one with a blob replaces it.
	mustAppend(t, ctx, s, "s", 2, payload("s", 2), "", nil)
	if _, err := s.AppendSealed(ctx, "s", 3, payload("s", 3), "", []byte(`{"x":1}`), store.Sealed{Key: "patron-key", Data: []byte("box two")}); err != nil {
		t.Fatal(err)
	}
	wantSealed(t, ctx, s, "s", "patron-key", 4, "box two")
	wantTable(t, s, "s", "playing", `{"x":1}`, 5)

	// Bounds: no key, no data, too much data, a bad seat.
	big := make([]byte, store.MaxSealed+1)
	for what, sl := range map[string]store.Sealed{
		"no key":        {Data: []byte("x")},
		"no data":       {Key: "k"},
		"too much data": {Key: "k", Data: big},
		"a bad seat":    {Key: "k", Seat: -1, Data: []byte("x")},
	} {
		_, err := s.AppendSealed(ctx, "s", 4, payload("s", 4), "", nil, sl)
		wantErr(t, "AppendSealed with "+what, err, store.ErrInvalid)
	}
	_, err = s.AppendSealed(ctx, "s", 4, payload("s", 4), "", nil, store.Sealed{Key: "k", Data: big[:store.MaxSealed]})
	if err != nil {
		t.Errorf("AppendSealed of MaxSealed bytes: %v", err)
	}
	_, err = s.Sealed(ctx, "s", "")
	wantErr(t, "Sealed of no key", err, store.ErrInvalid)

	// Many tables' blobs in one group commit, each kept with its move.
	var wg sync.WaitGroup
	ids := []string{"g0", "g1", "g2", "g3", "g4", "g5", "g6", "g7"}
	for _, id := range ids {
		create(t, ctx, s, table(id))
	}
	for _, id := range ids {
		wg.Go(func() {
			for seq := range 5 {
				if _, err := s.AppendSealed(ctx, id, seq, payload(id, seq), "", nil, store.Sealed{Key: "p", Data: []byte(id + payloadSuffix(seq))}); err != nil {
					t.Errorf("AppendSealed(%s, %d): %v", id, seq, err)
				}
			}
		})
	}
	wg.Wait()
	for _, id := range ids {
		wantSealed(t, ctx, s, id, "p", 5, id+payloadSuffix(4))
	}
}

func payloadSuffix(seq int) string { return string(rune('a' + seq)) }

// wantSealed fails the test unless the blob kept for key at table id is
// data, sealed at at.
func wantSealed(t *testing.T, ctx context.Context, s store.Store, id, key string, at int, data string) {
	t.Helper()
	got, err := s.Sealed(ctx, id, key)
	if err != nil {
		t.Fatalf("Sealed(%s, %s): %v", id, key, err)
	}
	if got.Key != key || got.At != at || !bytes.Equal(got.Data, []byte(data)) {
		t.Errorf("Sealed(%s, %s) = key %s at %d %q; want at %d %q", id, key, got.Key, got.At, got.Data, at, data)
	}
}
