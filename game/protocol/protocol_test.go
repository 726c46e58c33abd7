package protocol

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// session drives a Server with request objects, as a client would.
type session struct {
	t *testing.T
	s Server
}

func (c *session) call(req map[string]any) Response {
	c.t.Helper()
	line, _ := json.Marshal(req)
	resp, _ := c.s.Handle(line)
	// Every response must survive the wire.
	b, err := json.Marshal(resp)
	if err != nil {
		c.t.Fatalf("response does not marshal: %v", err)
	}
	var back Response
	if err := json.Unmarshal(b, &back); err != nil {
		c.t.Fatalf("response does not unmarshal: %v", err)
	}
	return resp
}

func (c *session) must(req map[string]any) Response {
	c.t.Helper()
	r := c.call(req)
	if !r.OK {
		c.t.Fatalf("%v: %s", req, r.Error)
	}
	return r
}

// A Patrón's engine and a Factions' engine, both driven over the protocol,
// stay in step when the Factions' one gets only the published commands;
// the Factions' views never carry a "secret" section.
func TestTwoEnginesOverTheProtocol(t *testing.T) {
	for seed := 1; seed <= 20; seed++ {
		patron := &session{t: t}
		factions := &session{t: t}
		patron.must(map[string]any{"op": "new", "seed": seed, "players": 4, "secretSeed": seed * 3, "seasonCap": 15})
		factions.must(map[string]any{"op": "new", "seed": seed, "players": 4, "public": true, "seasonCap": 15})
		r := rand.New(rand.NewPCG(uint64(seed), 1))
		for step := 0; step < 3000; step++ {
			st := patron.must(map[string]any{"op": "legal"})
			if st.Pending.Seat == "none" {
				break
			}
			cmd := st.Legal[r.IntN(len(st.Legal))]
			out := patron.must(map[string]any{"op": "apply", "command": cmd, "seat": st.Pending.Seat})
			if out.Published == "" {
				continue
			}
			fo := factions.must(map[string]any{"op": "apply", "command": out.Published})
			if fo.PublicHash != out.PublicHash {
				t.Fatalf("seed %d step %d: hashes differ after %q", seed, step, out.Published)
			}
			if fo.SecretHash != "" {
				t.Fatal("the Factions' engine reports a secret hash")
			}
			if step%50 == 0 {
				v := factions.must(map[string]any{"op": "view", "seat": "Cali"})
				if v.View.Secret != nil {
					t.Fatal("a Factions' view has a secret section")
				}
				pv := patron.must(map[string]any{"op": "view", "seat": "DEA"})
				if pv.View.Secret != nil {
					t.Fatal("the DEA's view on the Patrón's machine has a secret section")
				}
			}
		}
		// The game over, the Patrón opens his commitments and the Factions audit.
		ops := patron.must(map[string]any{"op": "openings"})
		audit := factions.must(map[string]any{"op": "audit", "openings": ops.Openings})
		if len(audit.Findings) != 0 {
			t.Fatalf("seed %d: an honest game has findings: %v", seed, audit.Findings)
		}
		if r := factions.call(map[string]any{"op": "openings"}); r.OK {
			t.Fatal("a Factions' engine handed out openings")
		}
	}
}

func TestSaveAndLoadOverTheProtocol(t *testing.T) {
	c := &session{t: t}
	c.must(map[string]any{"op": "new", "seed": 9, "players": 2, "secretSeed": 1})
	r := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 200; i++ {
		st := c.must(map[string]any{"op": "legal"})
		c.must(map[string]any{"op": "apply", "command": st.Legal[r.IntN(len(st.Legal))]})
	}
	want := c.must(map[string]any{"op": "hash"})
	for _, seat := range []string{"Patron", "DEA"} {
		saved := c.must(map[string]any{"op": "save", "seat": seat})
		other := &session{t: t}
		loaded := other.must(map[string]any{"op": "load", "save": saved.Save})
		if loaded.PublicHash != want.PublicHash {
			t.Fatalf("%s save loads to another state", seat)
		}
		if (seat == "Patron") != (loaded.SecretHash != "") || (seat == "Patron" && loaded.SecretHash != want.SecretHash) {
			t.Fatalf("%s save: secret hash %q", seat, loaded.SecretHash)
		}
	}
	// A changed save is refused, and the session's game stays as it was.
	saved := c.must(map[string]any{"op": "save", "seat": "Patron"})
	text, _ := json.Marshal(saved.Save)
	bad := strings.Replace(string(text), `"players":2`, `"players":3`, 1)
	resp := c.call(map[string]any{"op": "load", "save": json.RawMessage(bad)})
	if resp.OK || !strings.Contains(resp.Error, "save refused") {
		t.Fatalf("a changed save: %+v", resp)
	}
	if now := c.must(map[string]any{"op": "hash"}); now.PublicHash != want.PublicHash || now.SecretHash != want.SecretHash {
		t.Fatal("a refused load changed the game")
	}
}

func TestProtocolErrorsAreClear(t *testing.T) {
	c := &session{t: t}
	for _, tc := range []struct {
		req  string
		want string
	}{
		{`{"op":"view","seat":"DEA"}`, "no game"},
		{`{"op":"dance"}`, "unknown op"},
		{`not json`, "bad request"},
		{`{"op":"new","seed":1,"players":9,"public":true}`, "2 to 5"},
		{`{"op":"new","seed":1,"players":3}`, "secret"},
	} {
		resp, _ := c.s.Handle([]byte(tc.req))
		if resp.OK || !strings.Contains(resp.Error, tc.want) {
			t.Errorf("%s: got %+v, want an error about %q", tc.req, resp, tc.want)
		}
	}
	c.must(map[string]any{"op": "new", "seed": 1, "players": 3, "secretSeed": 2})
	before := c.must(map[string]any{"op": "hash"})
	r := c.call(map[string]any{"op": "apply", "command": "place Gustavo A1"})
	if r.OK || r.Rule != "turn" {
		t.Fatalf("an illegal command: %+v", r)
	}
	if r := c.call(map[string]any{"op": "apply", "command": "shuffle", "seat": "DEA"}); r.OK || r.Rule != "turn" {
		t.Fatalf("a command from the wrong seat: %+v", r)
	}
	if after := c.must(map[string]any{"op": "hash"}); after.PublicHash != before.PublicHash {
		t.Fatal("a refused command changed the game")
	}
}

// Serve answers every line, and stops at "quit".
func TestServeLines(t *testing.T) {
	in := strings.NewReader(`{"op":"new","seed":1,"players":2,"secretSeed":1,"id":"a"}
{"op":"pending","id":2}

{"op":"quit","id":3}
{"op":"pending","id":4}
`)
	var out bytes.Buffer
	if err := Serve(in, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], `"id":"a"`) || !strings.Contains(lines[2], `"id":3`) {
		t.Fatalf("output:\n%s", out.String())
	}
}
