package protocol

import (
	"strings"
	"testing"
)

// addOp registers an op for one test.
func addOp(t *testing.T, name string, spec opSpec) {
	ops[name] = spec
	t.Cleanup(func() { delete(ops, name) })
}

// The safety net: a handler that panics half-way gets one error response,
// the session goes on, and the game is rebuilt as it was before the
// request. A Faction seat is not told what the panic said.
func TestAPanicIsAnsweredAndTheGameRebuilt(t *testing.T) {
	addOp(t, "boom", opSpec{fields: []string{"seat"}, run: func(s *Server, req *Request) Response {
		s.g.Pub.Money += 100 // work half done
		panic("boom at the hideout C1")
	}})
	addOp(t, "boomfirst", opSpec{noGame: true, run: func(s *Server, req *Request) Response { panic("no game yet") }})
	input := strings.Join([]string{
		`{"op":"boomfirst","id":0}`,
		newGameLine,
		`{"op":"apply","command":"shuffle"}`,
		`{"op":"hash","id":"before"}`,
		`{"op":"boom","id":1}`,
		`{"op":"hash","id":"after"}`,
		`{"op":"boom","seat":"DEA","id":2}`,
		`{"op":"apply","command":"objdeck","id":"next"}`,
	}, "\n")
	resps, lines := serveText(t, input, MaxLine)
	if len(resps) != 8 {
		t.Fatalf("%d responses:\n%s", len(resps), strings.Join(lines, ""))
	}
	first, patron, dea := resps[0], resps[4], resps[6]
	if first.OK || !strings.Contains(first.Error, "internal error") || !strings.Contains(first.Error, "no game yet") {
		t.Fatalf("a panic without a game: %q", lines[0])
	}
	if patron.OK || !strings.Contains(patron.Error, "boom at the hideout C1") || !strings.Contains(patron.Error, "rebuilt from its log") ||
		string(patron.ID) != "1" {
		t.Fatalf("the panic's response: %q", lines[4])
	}
	if dea.OK || !strings.Contains(dea.Error, "internal error") || strings.Contains(dea.Error, "hideout") {
		t.Fatalf("a Faction seat's panic response: %q", lines[6])
	}
	before, after := resps[3], resps[5]
	if before.PublicHash != after.PublicHash || before.SecretHash != after.SecretHash {
		t.Fatalf("the game was not rebuilt: %q then %q", lines[3], lines[5])
	}
	if !resps[7].OK {
		t.Fatalf("the game does not go on: %q", lines[7])
	}
}

// When the game cannot be rebuilt, the response says so and the session
// still goes on.
func TestAPanicWhenTheGameCannotBeRebuilt(t *testing.T) {
	addOp(t, "wreck", opSpec{run: func(s *Server, req *Request) Response {
		s.g.Pub.Opts.Players = 99
		panic("wrecked")
	}})
	resps, lines := serveText(t, newGameLine+"\n"+`{"op":"wreck"}`+"\n"+`{"op":"pending"}`, MaxLine)
	if len(resps) != 3 || resps[1].OK || !strings.Contains(resps[1].Error, "could not be rebuilt") || !resps[2].OK {
		t.Fatalf("output:\n%s", strings.Join(lines, ""))
	}
}
