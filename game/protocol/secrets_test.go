package protocol

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"patron/game"
)

// machine is one engine session; send returns a response and its line as
// Serve would write it.
type machine struct {
	t *testing.T
	s Server
}

func (m *machine) send(req map[string]any) (Response, string) {
	m.t.Helper()
	line, err := json.Marshal(req)
	if err != nil {
		m.t.Fatal(err)
	}
	resp, _ := m.s.Handle(line)
	out, err := json.Marshal(resp)
	if err != nil {
		m.t.Fatal(err)
	}
	return resp, string(out)
}

var factionSeats = []string{"DEA", "Policia", "Cali", "LosPepes", "Team"}

// factionProbes are the requests a Faction seat sends at one step: what it
// may ask, and commands it may not send. Requests that change the game are
// all refused, so every machine stays where it is.
func factionProbes(step int, seat string, deciding bool, legal []string) []map[string]any {
	reqs := []map[string]any{
		{"op": "pending", "seat": seat},
		{"op": "legal", "seat": seat},
		{"op": "hash", "seat": seat},
		// The Patrón's commands: answers, reveals, private forms.
		{"op": "apply", "seat": seat, "command": "found yes"},
		{"op": "apply", "seat": seat, "command": "range 1 2"},
		{"op": "apply", "seat": seat, "command": "hide C1"},
	}
	if deciding || step%5 == 0 {
		reqs = append(reqs, map[string]any{"op": "view", "seat": seat})
	}
	if step%40 == 0 {
		reqs = append(reqs, map[string]any{"op": "log", "seat": seat}, map[string]any{"op": "save", "seat": seat})
	}
	if deciding {
		// Faction commands the rules refuse now: their refusals too must
		// be the same everywhere.
		for _, c := range []string{"search C1", "attack Gustavo", "step O18", "destroy A1", "use 3 capture", "stop", "done"} {
			if !slices.Contains(legal, c) {
				reqs = append(reqs, map[string]any{"op": "apply", "seat": seat, "command": c})
			}
		}
	}
	return reqs
}

// publicHashField is masked when two Patrón's machines with different
// hideouts are compared: it hashes the commitments, which differ.
var publicHashField = regexp.MustCompile(`"publicHash":"[0-9a-f]{16}"`)

var saveDigestField = regexp.MustCompile(`"(chain|seal)":"[0-9a-f]{64}"`)

// twin is a second Patrón's machine that differs from the first only in
// his hideout. Its commitments differ, so its digests are mapped to the
// first machine's as they are published.
type twin struct {
	machine
	digests map[string]string // twin's digest → the first machine's
	active  bool              // the public games are still the same
	hidden  bool              // the first hideouts are chosen
}

// same reports whether our line and the twin's say the same, but for the
// digests and the public hash.
func (w *twin) same(ours, theirs string) bool {
	for t, o := range w.digests {
		theirs = strings.ReplaceAll(theirs, t, o)
	}
	mask := func(s string) string {
		s = publicHashField.ReplaceAllString(s, `"publicHash":"-"`)
		// A save's chain and seal are digests over its public log and
		// hashes, which differ with the commitments: masked the same way.
		return saveDigestField.ReplaceAllString(s, `"$1":"-"`)
	}
	return mask(ours) == mask(theirs)
}

// learn maps the digests of a command the twin published to ours.
func (w *twin) learn(ours, theirs string) {
	a, b := strings.Fields(ours), strings.Fields(theirs)
	if len(a) != len(b) {
		w.t.Fatalf("published %q and %q", ours, theirs)
	}
	for i := range a {
		if a[i] != b[i] {
			w.digests[b[i]] = a[i]
		}
	}
}

// A Factions' machine never receives anything derived from the Patrón's
// secrets. Over whole games, every request a Faction seat sends to the
// Patrón's machine gets, byte for byte, the response the Factions' own
// machine gives; and a second Patrón's machine that differs only in the
// hideout gives the same responses too (its digests mapped, the public
// hash masked), for as long as the rules keep the games' public sides the
// same. Meanwhile the Patrón's own responses differ between the two.
func TestFactionSeatsGetNothingSecret(t *testing.T) {
	compared, twinCompared, patronDiffers := 0, 0, 0
	for seed := 1; seed <= 8; seed++ {
		patron, factions := &machine{t: t}, &machine{t: t}
		other := &twin{machine: machine{t: t}, digests: map[string]string{}, active: true}
		newGame := map[string]any{"op": "new", "seed": seed, "players": 4, "secretSeed": seed, "seasonCap": 6}
		patron.send(newGame)
		other.send(newGame)
		factions.send(map[string]any{"op": "new", "seed": seed, "players": 4, "public": true, "seasonCap": 6})
		hides := [2]string{"C1", "O18"}
		r := rand.New(rand.NewPCG(uint64(seed), 7))

		// ask sends a Faction seat's request everywhere and compares.
		ask := func(req map[string]any) Response {
			resp, line := patron.send(req)
			if _, fline := factions.send(req); fline != line {
				t.Fatalf("seed %d: %v\nthe Patrón's machine: %s\nthe Factions' machine: %s", seed, req, line, fline)
			}
			compared++
			if other.active {
				if _, oline := other.send(req); !other.same(line, oline) {
					t.Fatalf("seed %d: %v\nhideout %s: %s\nhideout %s: %s", seed, req, hides[0], line, hides[1], oline)
				}
				twinCompared++
			}
			return resp
		}

		for step := 0; ; step++ {
			d, _ := patron.send(map[string]any{"op": "pending"})
			if d.Pending.Seat == "none" {
				break
			}
			var decidersLegal []string
			for _, seat := range factionSeats {
				deciding := seat == d.Pending.Seat
				var legal []string
				if deciding {
					legal = ask(map[string]any{"op": "legal", "seat": seat}).Legal
					decidersLegal = legal
				}
				for _, req := range factionProbes(step, seat, deciding, legal) {
					if resp := ask(req); req["op"] == "apply" && resp.OK {
						t.Fatalf("seed %d: a probe was applied: %v", seed, req)
					}
				}
			}
			if d.Pending.Seat != "Patron" {
				cmd := decidersLegal[r.IntN(len(decidersLegal))]
				if out := ask(map[string]any{"op": "apply", "seat": d.Pending.Seat, "command": cmd}); !out.OK {
					t.Fatalf("seed %d: %s refused: %s", seed, cmd, out.Error)
				}
				continue
			}
			cmds := [2]string{}
			mine, _ := patron.send(map[string]any{"op": "legal", "seat": "Patron"})
			if other.active {
				theirs, _ := other.send(map[string]any{"op": "legal", "seat": "Patron"})
				var common []string
				for _, c := range mine.Legal {
					if slices.Contains(theirs.Legal, c) {
						common = append(common, c)
					}
				}
				if d.Pending.Prompt == "hide" && !other.hidden {
					cmds = [2]string{"hide " + hides[0], "hide " + hides[1]}
					other.hidden = true
				} else if len(common) == 0 {
					other.active = false // an answer or a reveal differs: the rules reveal it now
				} else {
					c := common[r.IntN(len(common))]
					cmds = [2]string{c, c}
				}
			}
			if cmds[0] == "" {
				cmds[0] = mine.Legal[r.IntN(len(mine.Legal))]
			}
			out, line := patron.send(map[string]any{"op": "apply", "seat": "Patron", "command": cmds[0]})
			if !out.OK {
				t.Fatalf("seed %d: %s refused: %s", seed, cmds[0], out.Error)
			}
			if other.active {
				theirs, oline := other.send(map[string]any{"op": "apply", "seat": "Patron", "command": cmds[1]})
				other.learn(out.Published, theirs.Published)
				_, view := patron.send(map[string]any{"op": "view", "seat": "Patron"})
				_, oview := other.send(map[string]any{"op": "view", "seat": "Patron"})
				if !other.same(line, oline) || !other.same(view, oview) {
					patronDiffers++
				}
			}
			if out.Published != "" {
				if f, _ := factions.send(map[string]any{"op": "apply", "command": out.Published}); !f.OK || f.PublicHash != out.PublicHash {
					t.Fatalf("seed %d: the Factions' machine does not follow %q: %+v", seed, out.Published, f)
				}
			}
		}
	}
	t.Logf("%d Faction-seat requests compared with the Factions' machine, %d with a Patrón's machine hiding elsewhere; the Patrón's own responses differed %d times",
		compared, twinCompared, patronDiffers)
	if compared < 20000 || twinCompared < 2000 || patronDiffers < 100 {
		t.Fatalf("too little compared: %d, %d, %d", compared, twinCompared, patronDiffers)
	}
}

// The line between the Patrón's commands and the others (patronOp) is
// where the rules put it: no Faction seat is ever offered a command in his
// range, and the Patrón is offered only his own and the shared ones.
func TestPatronOpsAreThePatronsOnly(t *testing.T) {
	shared := []game.Op{game.OpStep, game.OpStop, game.OpDone, game.OpPass}
	seen := map[bool]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := game.New(game.Options{Seed: seed, Players: 3}, &game.SecretOptions{Seed: [32]byte{byte(seed)}})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for !g.Over() {
			seat := g.Pending().Seat
			legal := g.Legal(nil)
			for _, c := range legal {
				patrons := patronOp(c.Op)
				ok := !patrons
				if seat == game.SeatPatron {
					ok = patrons || slices.Contains(shared, c.Op)
				}
				if !ok {
					t.Fatalf("seed %d: %s is offered %q (patronOp %v)", seed, seat, c.Format(), patrons)
				}
				seen[patrons]++
			}
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatal(fmt.Sprint("nothing seen: ", seen))
	}
}
