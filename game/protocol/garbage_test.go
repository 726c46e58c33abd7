package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

const newGameLine = `{"op":"new","seed":1,"players":3,"secretSeed":1}`

// serveText runs a whole session over input with a line limit and returns
// its response lines, each decoded and checked to be one JSON object.
func serveText(t *testing.T, input string, limit int) ([]Response, []string) {
	t.Helper()
	var out bytes.Buffer
	if err := serve(strings.NewReader(input), &out, limit); err != nil {
		t.Fatalf("the session ended with %v", err)
	}
	text := out.String()
	if text != "" && !strings.HasSuffix(text, "\n") {
		t.Fatalf("the output does not end a line: %q", text)
	}
	lines := strings.SplitAfter(text, "\n")
	lines = lines[:len(lines)-1]
	resps := make([]Response, len(lines))
	for i, l := range lines {
		dec := json.NewDecoder(strings.NewReader(l))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&resps[i]); err != nil {
			t.Fatalf("response %d is not a response object: %v: %q", i, err, l)
		}
	}
	return resps, lines
}

var (
	deepLine        = `{"op":"load","save":` + strings.Repeat("[", 100000) + strings.Repeat("]", 100000) + "}"
	megaCommandLine = `{"op":"apply","command":"` + strings.Repeat("step ", 200000) + `"}`
	megaOpLine      = `{"op":"` + strings.Repeat("x", 1<<20) + `"}`
	manyKeysLine    = func() string {
		keys := make([]string, 100000)
		for i := range keys {
			keys[i] = fmt.Sprintf("%q:%d", fmt.Sprint("k", i), i)
		}
		return `{"op":"load","save":{` + strings.Join(keys, ",") + "}}"
	}()
)

// garbage is one line of every kind of garbage, and what its error says.
var garbage = []struct {
	name, line, want string
}{
	{"invalid UTF-8", "{\"op\":\"pending\",\"id\":\"\xff\"}", "not UTF-8"},
	{"invalid UTF-8 outside strings", "\xc3\x28", "not UTF-8"},
	{"a NUL byte", "\x00", "not JSON"},
	{"a NUL byte in the object", "{\"op\":\"pending\"\x00}", "not JSON"},
	{"a byte-order mark", "\xef\xbb\xbf{\"op\":\"pending\"}", "not JSON"},
	{"not JSON", "pending please", "not JSON"},
	{"a list", `[{"op":"pending"}]`, "not a list"},
	{"a number", `42`, "not a number"},
	{"a string", `"pending"`, "not a string"},
	{"null", `null`, "not null"},
	{"true", `true`, "not true or false"},
	{"two objects", `{"op":"pending"} {"op":"pending"}`, "one request per line"},
	{"trailing garbage", `{"op":"pending"} x`, "not JSON"},
	{"cut short", `{"op":"pending",`, "ends inside"},
	{"no op", `{}`, `no "op"`},
	{"an op that is not a string", `{"op":["pending"]}`, `"op" must be a string, not a list`},
	{"an unknown op", `{"op":"dance"}`, `unknown op "dance"`},
	{"an op of 1 MB", megaOpLine, "(1048576 bytes)"},
	{"an unknown field", `{"op":"pending","foo":1}`, `pending takes no "foo"`},
	{"another op's field", `{"op":"view","seat":"DEA","command":"pass"}`, `view takes no "command"`},
	{"a misspelt seat field", `{"op":"apply","command":"pass","seet":"DEA"}`, `apply takes no "seet"`},
	{"a field in the wrong case", `{"op":"apply","Command":"pass"}`, `apply takes no "Command"`},
	{"a duplicate key", `{"op":"apply","seat":"DEA","seat":"Patron","command":"shuffle"}`, `"seat" appears twice`},
	{"a duplicate op", `{"op":"pending","op":"quit"}`, `"op" appears twice`},
	{"a duplicate key inside the save", `{"op":"load","save":{"version":1,"version":1}}`, `"version" appears twice`},
	{"deep nesting", deepLine, "nested deeper than 32"},
	{"an object with many keys", manyKeysLine, "more than 256 keys"},
	{"an id that is an object", `{"op":"pending","id":{"a":1}}`, `"id" must be`},
	{"an id that is a list", `{"op":"pending","id":[1]}`, `"id" must be`},
	{"a seed that is a string", `{"op":"new","seed":"1","players":2,"public":true}`, `"seed": want a whole number`},
	{"a negative seed", `{"op":"new","seed":-1,"players":2,"public":true}`, `"seed": want a whole number from 0`},
	{"a seed over 64 bits", `{"op":"new","seed":18446744073709551616,"players":2,"public":true}`, `"seed": want a whole number`},
	{"a huge number", `{"op":"new","seed":1e400,"players":2,"public":true}`, `"seed": want a whole number`},
	{"a fraction of a player", `{"op":"new","players":2.5,"public":true}`, `got the number 2.5`},
	{"negative players", `{"op":"new","players":-3,"public":true}`, "the game is for 2 to 5"},
	{"too many players", `{"op":"new","players":9,"public":true}`, "the game is for 2 to 5"},
	{"players over an int", `{"op":"new","players":99999999999999999999,"public":true}`, `"players": want a whole number`},
	{"control of the wrong length", `{"op":"new","players":3,"control":[1,2],"public":true}`, "control lists the player of each of the 4"},
	{"control out of range", `{"op":"new","players":3,"control":[1,2,-1,9],"public":true}`, "faction players are 1 to 2"},
	{"control too large", `{"op":"new","players":3,"control":[1,2,1,99999999999],"public":true}`, "faction players are 1 to 2"},
	{"control not numbers", `{"op":"new","players":3,"control":[1,"2",1,2],"public":true}`, `"control": want a whole number, got a string`},
	{"control an object", `{"op":"new","players":3,"control":{"DEA":1},"public":true}`, `"control": want a list, got an object`},
	{"a negative season cap", `{"op":"new","players":3,"seasonCap":-1,"public":true}`, "negative season cap"},
	{"public and a secret", `{"op":"new","players":3,"public":true,"secretSeed":4}`, "only one of"},
	{"two secrets", `{"op":"new","players":3,"secret":"00","secretSeed":4}`, "only one of"},
	{"a bad secret", `{"op":"new","players":3,"secret":"zz"}`, "64 hex digits"},
	{"public as a string", `{"op":"new","players":3,"public":"yes"}`, `"public": want true or false, got a string`},
	{"no seat for a view", `{"op":"view"}`, "give a seat"},
	{"a seat that is null", `{"op":"view","seat":null}`, `"seat": want a seat name, got null`},
	{"an unknown seat", `{"op":"view","seat":"Nobody"}`, `unknown seat "Nobody"`},
	{"an empty seat", `{"op":"apply","seat":"","command":"shuffle"}`, `unknown seat ""`},
	{"a null seat asking for the legal commands", `{"op":"legal","seat":null}`, `got null`},
	{"a seat of 1 MB", `{"op":"view","seat":"` + strings.Repeat("D", 1<<20) + `"}`, "(1048576 bytes)"},
	{"a seat that is a number", `{"op":"legal","seat":1}`, `"seat": want a string, got a number`},
	{"no command", `{"op":"apply"}`, "empty command"},
	{"a null command", `{"op":"apply","command":null}`, "empty command"},
	{"an unknown command", `{"op":"apply","command":"dance A1"}`, `unknown command "dance"`},
	{"a command with a NUL", `{"op":"apply","command":"shuffle\u0000"}`, "unknown command"},
	{"a command of 1 MB", megaCommandLine, "no command is longer than 1024"},
	{"a command out of range", `{"op":"apply","command":"spend 100"}`, "0 to 99"},
	{"a location that does not exist", `{"op":"apply","command":"hide Z99"}`, "Z99"},
	{"a command that is a list", `{"op":"apply","command":["shuffle"]}`, `"command": want a string, got a list`},
	{"a Faction seat sends the Patrón's command", `{"op":"apply","seat":"DEA","command":"shuffle"}`, "shuffle is the Patrón's command, not DEA's"},
	{"the wrong seat", `{"op":"apply","seat":"Patron","command":"start Murphy C1"}`, "turn"},
	{"openings asked by a seat", `{"op":"openings","seat":"DEA"}`, `openings takes no "seat"`},
	{"openings that are not a list", `{"op":"audit","openings":"all"}`, `"openings": want a list, got a string`},
	{"openings of the wrong shape", `{"op":"audit","openings":[{"kind":5}]}`, `"openings.kind": want a string`},
	{"a save that is a string", `{"op":"load","save":"x"}`, "save:"},
	{"a save that is null", `{"op":"load","save":null}`, "not a patron-save document"},
	{"no save", `{"op":"load"}`, `give the "save" object`},
	{"quit with a field", `{"op":"quit","now":true}`, `quit takes no "now"`},
}

// Every kind of garbage gets exactly one response, with ok false and an
// error that says what is wrong; the session then answers the next request.
func TestGarbageGetsOneErrorAndTheSessionGoesOn(t *testing.T) {
	for _, tc := range garbage {
		t.Run(tc.name, func(t *testing.T) {
			input := newGameLine + "\n" + tc.line + "\n" + `{"op":"pending","id":"after"}` + "\n"
			resps, lines := serveText(t, input, MaxLine)
			if len(resps) != 3 {
				t.Fatalf("%d responses, want 3:\n%s", len(resps), strings.Join(lines, ""))
			}
			if r := resps[1]; r.OK || !strings.Contains(r.Error, tc.want) {
				t.Fatalf("got %q, want an error about %q", lines[1], tc.want)
			}
			if len(lines[1]) > 500 {
				t.Fatalf("the error quotes too much back: %d bytes", len(lines[1]))
			}
			if r := resps[2]; !r.OK || string(r.ID) != `"after"` {
				t.Fatalf("the session did not go on: %q", lines[2])
			}
		})
	}
}

// A request for a game before "new" or "load" is refused, and the session
// still starts a game after it.
func TestARequestBeforeAGame(t *testing.T) {
	resps, lines := serveText(t, `{"op":"apply","command":"shuffle","id":1}`+"\n"+newGameLine+"\n", MaxLine)
	if len(resps) != 2 || resps[0].OK || !strings.Contains(resps[0].Error, "no game") || string(resps[0].ID) != "1" || !resps[1].OK {
		t.Fatalf("output:\n%s", strings.Join(lines, ""))
	}
}

// The id is echoed whenever it could be read, even when the request is
// refused for another field.
func TestTheIDIsEchoedOnErrors(t *testing.T) {
	for _, tc := range []struct{ line, id string }{
		{`{"id":"x7","op":"dance"}`, `"x7"`},
		{`{"id":"x7","op":"new","players":"two"}`, `"x7"`},
		{`{"id":"x7","op":"pending","op":"pending"}`, `"x7"`},
		{`{"id" : 1e999 ,"op":"pending","junk":1}`, `1e999`},
		{`{"id":null,"op":"pending"}`, `null`},
	} {
		var s Server
		resp, _ := s.Handle([]byte(tc.line))
		if resp.OK || string(resp.ID) != tc.id {
			t.Errorf("%s: got %+v", tc.line, resp)
		}
	}
}

// A line over the limit gets one error naming the limit, and the session
// answers the next request; lines of any length below it are requests.
func TestALineOverTheLimit(t *testing.T) {
	const limit = 200
	long := `{"op":"pending","id":"` + strings.Repeat("y", limit) + `"}`
	fits := `{"op":"pending","id":"` + strings.Repeat("z", limit-len(`{"op":"pending","id":""}`)) + `"}`
	input := newGameLine + "\n" + long + "\n" + fits + "\r\n" + long + "\r\n" + `{"op":"pending","id":"last"}`
	resps, lines := serveText(t, input, limit)
	if len(resps) != 5 {
		t.Fatalf("%d responses, want 5:\n%s", len(resps), strings.Join(lines, ""))
	}
	for _, i := range []int{1, 3} {
		if resps[i].OK || !strings.Contains(resps[i].Error, "over the limit of 200 bytes") || resps[i].ID != nil {
			t.Fatalf("response %d: %q", i, lines[i])
		}
	}
	if !resps[2].OK || len(fits) != limit || !resps[4].OK || string(resps[4].ID) != `"last"` {
		t.Fatalf("the session did not go on:\n%s", strings.Join(lines, ""))
	}
}

// The same at the real limit: a line of 16 MiB and one byte.
func TestALineOverSixteenMebibytes(t *testing.T) {
	if testing.Short() {
		t.Skip("a 16 MiB line")
	}
	long := `{"op":"apply","command":"` + strings.Repeat(" ", MaxLine) + `"}`
	resps, lines := serveText(t, newGameLine+"\n"+long+"\n"+`{"op":"pending"}`+"\n", MaxLine)
	if len(resps) != 3 || resps[1].OK || !strings.Contains(resps[1].Error, "over the limit of 16777216 bytes") || !resps[2].OK {
		t.Fatalf("output:\n%.300s", strings.Join(lines, ""))
	}
}

// Blank lines (spaces, tabs, a "\r") are no requests and get no response;
// every other line does, "\r\n" ends lines as "\n" does, and a last line
// without a line end is still a request.
func TestWhatCountsAsARequest(t *testing.T) {
	input := newGameLine + "\r\n\n   \n\t\r\n" + `{"op":"pending","id":1}` + "\r\n \r\n" + `{"op":"hash","id":2}`
	resps, lines := serveText(t, input, MaxLine)
	if len(resps) != 3 || string(resps[1].ID) != "1" || string(resps[2].ID) != "2" || !resps[2].OK {
		t.Fatalf("output:\n%s", strings.Join(lines, ""))
	}
}
