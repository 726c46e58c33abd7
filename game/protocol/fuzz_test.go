package protocol

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"patron/game"
)

// snapshots are one game after each of its first commands, for fuzzing
// requests against games in many states.
var snapshots = sync.OnceValue(func() []*game.Game {
	g, err := game.New(game.Options{Seed: 1, Players: 3}, &game.SecretOptions{Seed: [32]byte{1}})
	if err != nil {
		panic(err)
	}
	r := rand.New(rand.NewPCG(1, 1))
	out := []*game.Game{g.Clone()}
	for len(out) < 256 && !g.Over() {
		legal := g.Legal(nil)
		if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
			panic(err)
		}
		out = append(out, g.Clone())
	}
	return out
})

func addGarbageSeeds(add func(line []byte)) {
	for _, tc := range garbage {
		if len(tc.line) < 4096 {
			add([]byte(tc.line))
		}
	}
}

// One request against a game in any of many states, on the Patrón's
// machine or a Factions' one: one response that encodes, an error message
// on every failure, a refused request changes nothing, a Faction seat or a
// Factions' machine never gets the secret hash, and the session answers
// the next request.
func FuzzHandle(f *testing.F) {
	for _, line := range []string{
		`{"op":"new","seed":1,"players":2,"secretSeed":1}`,
		`{"op":"apply","command":"place Gustavo A12"}`,
		`{"op":"apply","command":"shuffle","seat":"DEA"}`,
		`{"op":"view","seat":"Patron","id":3}`,
		`{"op":"legal","seat":"Team"}`,
		`{"op":"log","seat":"Patron"}`,
		`{"op":"save","seat":"Cali"}`,
		`{"op":"load","save":{"version":1,"log":["shuffle"]}}`,
		`{"op":"audit","openings":[{"kind":"hideout","salt":"00","payload":"01"}]}`,
		// A command over maxCommand: its refusal is covered from the start,
		// or the first such input the fuzzer makes is new, and Go spends
		// the run minimizing an input that must stay a kilobyte long.
		`{"op":"apply","command":"` + strings.Repeat("x", maxCommand+1) + `"}`,
	} {
		f.Add(uint8(40), false, []byte(line))
	}
	addGarbageSeeds(func(line []byte) { f.Add(uint8(7), true, line) })
	f.Fuzz(func(t *testing.T, step uint8, public bool, line []byte) {
		snaps := snapshots()
		var s Server
		if public {
			s.g = snaps[int(step)%len(snaps)].PublicOnly()
		} else {
			s.g = snaps[int(step)%len(snaps)].Clone()
		}
		before := s.g.PublicHash()
		resp, quit := s.Handle(line)
		if _, err := json.Marshal(resp); err != nil {
			t.Fatalf("the response does not encode: %v", err)
		}
		if !resp.OK && resp.Error == "" {
			t.Fatalf("a failure without an error message: %+v", resp)
		}
		if !resp.OK && s.g.PublicHash() != before {
			t.Fatalf("a refused request changed the game: %+v", resp)
		}
		// (A public machine may become the Patrón's by "new" or "load".)
		if req, err := decodeRequest(line); resp.SecretHash != "" && (s.g.Sec == nil || err == nil && req.seat.IsFactions()) {
			t.Fatalf("a secret hash for a Faction seat or a Factions' machine: %+v", resp)
		}
		if next, _ := s.Handle([]byte(`{"op":"pending"}`)); !quit && !next.OK {
			t.Fatalf("the session does not go on: %+v", next)
		}
	})
}

// fuzzLimit is FuzzServe's line limit: small, so the fuzzer reaches it.
const fuzzLimit = 96

// expected is one response a stream should get: to a line over the limit,
// or to a request line.
type expected struct {
	long bool
	req  []byte
}

// expectedResponses lists the responses a stream should get: one for
// each line over the limit and each other line that is not blank, up to
// the first "quit" (quits is then set). It splits lines as the protocol
// documents it, independently of lineReader.
func expectedResponses(stream []byte, limit int) (want []expected, quits bool) {
	lines := bytes.Split(stream, []byte("\n"))
	if len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	for _, l := range lines {
		l = bytes.TrimSuffix(l, []byte("\r"))
		switch {
		case len(l) > limit:
			want = append(want, expected{long: true})
		case len(bytes.Trim(l, " \t\r")) == 0:
		default:
			want = append(want, expected{req: l})
			if req, err := decodeRequest(l); err == nil && req.Op == "quit" {
				return want, true
			}
		}
	}
	return want, false
}

// Any byte stream through Serve: exactly one response line per request
// line, an error naming the limit for a line over it, no Faction seat ever
// gets the secret hash, and unless the stream quits, the session survives
// to answer a last request after the garbage.
func FuzzServe(f *testing.F) {
	for _, s := range []string{
		"",
		"\n\n \r\n\t\n",
		`{"op":"apply","command":"shuffle"}` + "\r\n" + `{"op":"apply","command":"objdeck"}`,
		`{"op":"pending"}` + "\n" + strings.Repeat("x", 200) + "\n" + `{"op":"hash"}`,
		strings.Repeat("y", 97) + "\r\n" + strings.Repeat("z", 96) + "\n",
		`{"op":"quit"}` + "\n" + `{"op":"pending"}`,
		`{"op":"view","seat":"DEA"}` + "\n\x00\n" + `{"op":"legal","seat":"Patron"}`,
		`{"op":"new","seed":2,"players":2,"public":true}` + "\n" + `{"op":"apply","command":"shuffled 00"}`,
	} {
		f.Add([]byte(s))
	}
	addGarbageSeeds(func(line []byte) { f.Add(line) })
	f.Fuzz(func(t *testing.T, data []byte) {
		stream := append([]byte(newGameLine+"\n"), data...)
		stream = append(stream, "\n"+`{"op":"pending","id":"final"}`...)
		want, quits := expectedResponses(stream, fuzzLimit)
		var out bytes.Buffer
		if err := serve(bytes.NewReader(stream), &out, fuzzLimit); err != nil {
			t.Fatalf("the session ended with %v", err)
		}
		lines := strings.SplitAfter(out.String(), "\n")
		lines = lines[:len(lines)-1]
		if len(lines) != len(want) {
			t.Fatalf("%d responses to %d requests:\n%s", len(lines), len(want), out.String())
		}
		for i, l := range lines {
			var r Response
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				t.Fatalf("response %d is not JSON: %v", i, err)
			}
			if !r.OK && r.Error == "" {
				t.Fatalf("response %d fails without an error: %s", i, l)
			}
			if want[i].long && (r.OK || !strings.Contains(r.Error, "over the limit of 96 bytes")) {
				t.Fatalf("response %d to a long line: %s", i, l)
			}
			if req, err := decodeRequest(want[i].req); r.SecretHash != "" && err == nil && req.seat.IsFactions() {
				t.Fatalf("response %d to a Faction seat has the secret hash: %s", i, l)
			}
		}
		if last := lines[len(lines)-1]; !quits && !strings.HasPrefix(last, `{"id":"final","ok":true`) {
			t.Fatalf("the session did not survive to the last request: %s", last)
		}
	})
}
