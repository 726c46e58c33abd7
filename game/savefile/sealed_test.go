package savefile

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"patron/game"
)

func newKey(t testing.TB) *Key {
	t.Helper()
	k, err := NewKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// botTable is tableFor(g) with a bot in the Patrón's seat: the only table
// whose save is sealed.
func botTable(g *game.Game) Table {
	t := tableFor(g)
	t.People[t.Patron].Bot = "normal"
	return t
}

func sealed(t testing.TB, g *game.Game, k *Key) []byte {
	t.Helper()
	data, err := WriteSealed(g, botTable(g), k, created, saved)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// secretTexts are the Patrón's secrets as the clear save spells them: his
// seed and every private command (his hideout, hand, objectives, defenses,
// deck order: "hide O1", "defend Velasco 3", "order 1 LaCatedral" …); and
// his seed in the other forms a save might spell it.
func secretTexts(t *testing.T, g *game.Game) (clear, other []string) {
	t.Helper()
	seed := g.Sec.Seed
	other = []string{string(must(json.Marshal(seed))), base64.StdEncoding.EncodeToString(seed[:])}
	var out []string
	f, err := Decode(write(t, g, WithSecrets))
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, f.Secret.Seed) // as JSON strings: "shuffle" is no secret inside "shuffled 9f3a…"
	public := map[string]bool{}
	for _, c := range f.Public.Log {
		public[c] = true
	}
	for _, c := range f.Secret.Log {
		if !public[c] {
			out = append(out, string(must(json.Marshal(c))))
		}
	}
	return out, other
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// A save sealed for a bot Patrón holds his part in no readable form: not
// his seed, not his hideout, not one of his private commands; it loads
// back, with the key, to the same game hash for hash.
func TestSealedSaveHidesThePatronAndLoadsBack(t *testing.T) {
	k := newKey(t)
	for seed := uint64(1); seed <= 12; seed++ {
		g := randomGame(t, seed, int(seed*41))
		data := sealed(t, g, k)
		clear := write(t, g, WithSecrets)
		secrets, other := secretTexts(t, g)
		if len(secrets) < 3 || !slices.ContainsFunc(secrets, func(s string) bool { return strings.HasPrefix(s, `"hide `) }) {
			t.Fatalf("seed %d: too few secrets to look for: %q", seed, secrets)
		}
		for _, s := range secrets {
			if !bytes.Contains(clear, []byte(s)) {
				t.Fatalf("seed %d: the test looks for %q, which even the clear save does not hold", seed, s)
			}
		}
		for _, s := range append(secrets, other...) {
			if bytes.Contains(data, []byte(s)) {
				t.Fatalf("seed %d: the sealed save holds %q", seed, s)
			}
		}
		if bytes.Contains(data, []byte(`"secret"`)) || bytes.Contains(data, k[:]) || bytes.Contains(data, []byte(base64.StdEncoding.EncodeToString(k[:]))) {
			t.Fatalf("seed %d: a secret part or the key in the sealed save", seed)
		}
		f, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Unseal(k); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		back, err := f.Game()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if back.PublicHash() != g.PublicHash() || back.SecretHash() != g.SecretHash() || back.Sec.Seed != g.Sec.Seed {
			t.Fatalf("seed %d: the unsealed game differs", seed)
		}
		// Its public part is what the clear save holds: a Factions' machine
		// replays it without any key.
		pub, err := f.PublicGame()
		if err != nil || pub.PublicHash() != g.PublicHash() {
			t.Fatalf("seed %d: the public part: %v", seed, err)
		}
	}
}

// Sealed twice, the same game gives two different boxes (a fresh nonce).
func TestSealedSaveUsesAFreshNonce(t *testing.T) {
	g, k := randomGame(t, 2, 100), newKey(t)
	a, b := sealed(t, g, k), sealed(t, g, k)
	fa, _ := Decode(a)
	fb, _ := Decode(b)
	if fa.Sealed.Nonce == fb.Sealed.Nonce || fa.Sealed.Box == fb.Sealed.Box {
		t.Fatal("two seals of one game share their nonce or box")
	}
}

func problemOf(err error) Problem {
	var e *Error
	if errors.As(err, &e) {
		return e.Problem
	}
	return 0
}

// A sealed part changed anywhere, even with the save's seal made again
// over the change (anyone can recompute a SHA-256), does not open; no key
// or another key is a clear NoKey error, never a panic; and without
// opening it no game comes out of the save.
func TestSealedPartRefusesTamperAndOtherKeys(t *testing.T) {
	g, k := randomGame(t, 7, 300), newKey(t)
	data := sealed(t, g, k)
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	box := must(base64.StdEncoding.DecodeString(f.Sealed.Box))
	for _, at := range []int{0, len(box) / 2, len(box) - 1} {
		c := *f
		s := *f.Sealed
		b := bytes.Clone(box)
		b[at] ^= 0x20
		s.Box = base64.StdEncoding.EncodeToString(b)
		c.Sealed = &s
		c.Seal = must(sealOf(&c))
		tampered := must(json.MarshalIndent(&c, "", " "))
		back, err := Decode(tampered)
		if err != nil {
			t.Fatalf("byte %d: the resealed save should decode: %v", at, err)
		}
		if err := back.Unseal(k); problemOf(err) != Tampered {
			t.Fatalf("byte %d of the box changed: %v, want tampered", at, err)
		}
	}
	// The box moved to another game's save does not open there either.
	other := must(Decode(sealed(t, randomGame(t, 8, 300), k)))
	other.Sealed = f.Sealed
	other.Seal = must(sealOf(other))
	moved := must(Decode(must(json.Marshal(other))))
	if err := moved.Unseal(k); problemOf(err) != Tampered {
		t.Fatalf("a box from another save: %v, want tampered", err)
	}
	// Changed without resealing: the save's seal catches it first.
	edited := bytes.Replace(data, []byte(f.Sealed.Box[:12]), []byte("AAAAAAAAAAAA"), 1)
	refusedAs(t, edited, "an edited box", SealBroken)
	for name, key := range map[string]*Key{"no key": nil, "another key": newKey(t)} {
		f, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		err = f.Unseal(key)
		if problemOf(err) != NoKey || !strings.Contains(err.Error(), "another computer") {
			t.Fatalf("%s: %v", name, err)
		}
		if g, err := f.Game(); g != nil || problemOf(err) != NoKey {
			t.Fatalf("%s: a game came out of a sealed save: %v", name, err)
		}
	}
	if _, g, err := Load(data); g != nil || problemOf(err) != NoKey {
		t.Fatalf("Load without a key: %v", err)
	}
}

// The head a list reads is the save's own head, from the whole file or
// from its beginning alone; a sealed save's head names its key.
func TestDecodeHeadReadsWhatAListShows(t *testing.T) {
	g, k := randomGame(t, 4, 250), newKey(t)
	for _, data := range [][]byte{write(t, g, WithSecrets), sealed(t, g, k)} {
		f, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		cut := bytes.Index(data, []byte(`"public"`)) + 20 // the head and a little of the log
		for _, part := range [][]byte{data, data[:cut]} {
			h, err := DecodeHead(part)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(h.Table, f.Table) || h.Options != f.Options || h.Summary != f.Summary || !reflect.DeepEqual(h.Sealed, f.Sealed) {
				t.Fatalf("the head differs: %+v", h)
			}
			if h.Sealed != nil && (h.KeyFits(k) != nil || problemOf(h.KeyFits(newKey(t))) != NoKey) {
				t.Fatal("the head's key")
			}
		}
	}
	data := write(t, g, WithSecrets)
	for what, c := range map[string]struct {
		data []byte
		want Problem
	}{
		"a key twice in the table": {twice(t, data, "patron"), Malformed},
		"a key twice at the top":   {twice(t, data, "version"), Malformed},
		"another version":          {[]byte(`{"format":"patron-save","version":5}`), NewVersion},
		"an older version":         {[]byte(`{"format":"patron-save","version":1}`), NewVersion},
		"no table":                 {[]byte(`{"format":"patron-save","version":3,"summary":{}}`), Missing},
		"not JSON":                 {[]byte("\x00\x01"), NotASave},
		"cut in the head":          {data[:bytes.Index(data, []byte(`"summary"`))], NotASave},
		"a field unknown":          {bytes.Replace(data, []byte(`"turn"`), []byte(`"turns"`), 1), Malformed},
		"a field absent":           {bytes.Replace(data, []byte(`"patron": 0,`), nil, 1), Missing},
		"a head over the bound": {append([]byte(`{"format":"patron-save","version":3,"table":{"people":[{"name":"`),
			bytes.Repeat([]byte("x"), HeadBytes)...), TooLarge},
	} {
		if _, err := DecodeHead(c.data); problemOf(err) != c.want {
			t.Errorf("%s: %v, want %v", what, err, c.want)
		}
	}
}
