package discovery

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"patron/netplay/transport"
)

// beacon is a valid Beacon for a host called name.
func beacon(name string) Beacon {
	sum := sha256.Sum256([]byte(name))
	fp := hex.EncodeToString(sum[:])
	return Beacon{Game: name, App: "1.0", Port: 27450, Fingerprint: fp, Code: transport.CodeOf(fp), Seats: 4, Free: 2}
}

func TestAnswersRoundTrip(t *testing.T) {
	b := beacon("Ana's table")
	p, err := b.encode()
	if err != nil {
		t.Fatal(err)
	}
	got, err := parseAnswer(p)
	if err != nil || got != b {
		t.Fatalf("%+v, %v", got, err)
	}
	// a later game of this version may say more
	more := append(p[:len(p)-1:len(p)-1], `,"mods":["x"]}`...)
	if got, err := parseAnswer(more); err != nil || got != b {
		t.Fatalf("with a field more: %+v, %v", got, err)
	}
}

func TestBadAnswersAreRefused(t *testing.T) {
	good, _ := beacon("Ana").encode()
	body := string(bytes.TrimPrefix(good, answerPrefix))
	for what, p := range map[string]string{
		"empty":          "",
		"a query":        string(query),
		"version 2":      "patron!2" + body,
		"no prefix":      body,
		"not json":       "patron!1 hello",
		"two beacons":    string(good) + body,
		"too long":       string(good) + strings.Repeat(" ", maxAnswer),
		"no name":        answer(func(b *Beacon) { b.Game = "" }),
		"a long name":    answer(func(b *Beacon) { b.Game = strings.Repeat("é", 41) }),
		"no port":        answer(func(b *Beacon) { b.Port = 0 }),
		"port 70000":     answer(func(b *Beacon) { b.Port = 70000 }),
		"a short pin":    answer(func(b *Beacon) { b.Fingerprint = b.Fingerprint[:62]; b.Code = transport.CodeOf(b.Fingerprint) }),
		"an upper pin":   answer(func(b *Beacon) { b.Fingerprint = strings.ToUpper(b.Fingerprint) }),
		"another code":   answer(func(b *Beacon) { b.Code = "00000000" }),
		"too many seats": answer(func(b *Beacon) { b.Seats = 9 }),
		"free > seats":   answer(func(b *Beacon) { b.Free = 5 }),
		"negative free":  answer(func(b *Beacon) { b.Free = -1 }),
	} {
		if b, err := parseAnswer([]byte(p)); err == nil {
			t.Errorf("%s: accepted %+v", what, b)
		}
	}
}

// answer is a valid beacon spoiled by spoil, encoded without its check.
func answer(spoil func(*Beacon)) string {
	b := beacon("Ana")
	spoil(&b)
	body, _ := json.Marshal(b)
	return string(answerPrefix) + string(body)
}

// FuzzParseAnswer: no datagram makes the parser panic, and what it takes
// encodes and parses again the same.
func FuzzParseAnswer(f *testing.F) {
	good, _ := beacon("Ana").encode()
	f.Add(good)
	f.Add([]byte(query))
	f.Add([]byte("patron!1{}"))
	f.Add([]byte(`patron!1{"game":"x","port":1e9}`))
	// One over maxAnswer: else the first such input the fuzzer makes is new
	// to it, and Go minimizes what is new by trying shorter inputs, some two
	// million of them for one that must stay over 2 KiB: a minute's run.
	f.Add(append(slices.Clip(good), bytes.Repeat([]byte(" "), maxAnswer)...))
	f.Fuzz(func(t *testing.T, p []byte) {
		b, err := parseAnswer(p)
		if err != nil {
			return
		}
		again, err := b.encode()
		if err != nil {
			t.Fatalf("an accepted beacon does not encode: %v", err)
		}
		if b2, err := parseAnswer(again); err != nil || b2 != b {
			t.Fatalf("re-read: %+v, %v", b2, err)
		}
	})
}
