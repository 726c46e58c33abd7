//go:build js

package store

import (
	"bytes"
	"errors"
	"syscall/js"
	"testing"
	"time"

	"patron/game/savefile"
)

// These run under Node (GOOS=js GOARCH=wasm go test -exec
// "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./scenes/store), which has
// no localStorage: fakeStorage puts in one that behaves as a browser's,
// throwing a QuotaExceededError (and keeping the old value) over quota
// characters of keys and values.
func fakeStorage(t *testing.T, quota int) *Browser {
	t.Helper()
	js.Global().Call("eval", `globalThis.fakeStorage = (quota) => {
		const m = new Map();
		return {
			get length() { return m.size; },
			key(i) { return [...m.keys()][i] ?? null; },
			getItem(k) { k = String(k); return m.has(k) ? m.get(k) : null; },
			setItem(k, v) {
				k = String(k); v = String(v);
				let used = k.length + v.length;
				for (const [a, b] of m) if (a !== k) used += a.length + b.length;
				if (used > quota) { const e = new Error("over the quota"); e.name = "QuotaExceededError"; throw e; }
				m.set(k, v);
			},
			removeItem(k) { m.delete(String(k)); },
		};
	}`)
	js.Global().Set("localStorage", js.Global().Call("fakeStorage", quota))
	b, err := LocalStorage()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBrowserStorageKeepsTheSamePromises(t *testing.T) {
	keepsPromises(t, fakeStorage(t, 5<<20), "patron-test")
}

// Over the quota the browser throws: the store says the storage is full
// and the old save still opens, whole.
func TestBrowserStorageOverItsQuota(t *testing.T) {
	b := fakeStorage(t, 5<<20)
	s := OpenIn(b, "patron")
	now := time.Now()
	early, later := played(t, 4, 40), played(t, 4, 300)
	first, _ := savefile.Write(early, twoPlayers, savefile.WithSecrets, now, now)
	second, _ := savefile.Write(later, twoPlayers, savefile.WithSecrets, now, now)
	if err := s.Put("g", first, false); err != nil {
		t.Fatal(err)
	}
	t.Logf("saves of %d and %d bytes", len(first), len(second))
	small := fakeStorage(t, len(first)+200)
	s = OpenIn(small, "patron")
	if err := s.Put("g", first, false); err != nil {
		t.Fatal(err)
	}
	if err := s.Put("g", second, false); !errors.Is(err, ErrFull) {
		t.Fatalf("a save over the quota: %v", err)
	}
	if _, g, err := s.Load("g", false); err != nil || len(g.Log()) != len(early.Log()) {
		t.Fatalf("after a refused write, the old save opens as %v", err)
	}
	if kept, _, _ := small.ReadFile(s.path("g", false), savefile.MaxBytes); !bytes.Equal(kept, first) {
		t.Fatal("the old save changed")
	}
}

// An item put there by hand (no time before it) is read as all text and
// judged by the store's checks; bytes that are not text are refused
// rather than changed on the way in.
func TestBrowserStorageItemsByHand(t *testing.T) {
	b := fakeStorage(t, 5<<20)
	s := OpenIn(b, "patron")
	js.Global().Get("localStorage").Call("setItem", "patron/saves/hand.json", `{"format":"patron-save"}`)
	if l := s.List(false); len(l) != 1 || l[0].ID != "hand" || l[0].Err == nil {
		t.Fatalf("a save by hand listed as %+v", l)
	}
	if _, _, err := s.Load("hand", false); err == nil {
		t.Fatal("a save by hand opened")
	}
	if err := b.WriteFile("patron/x", []byte{0xff, 0xfe}); err == nil {
		t.Fatal("bytes that are not text were kept")
	}
}
