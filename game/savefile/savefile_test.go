package savefile

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"patron/game"
)

var (
	created = time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC)
	saved   = created.Add(42 * time.Minute)
)

func table(players int) Table {
	t := Table{Patron: 0}
	for i := 0; i < players; i++ {
		t.People = append(t.People, Person{Name: string(rune('A' + i))})
	}
	t.People[players-1].Bot = "normal"
	for f := range t.Control {
		t.Control[f] = 1 + f%(players-1)
	}
	return t
}

// randomGame plays n random commands (or to the end) of a seeded game.
func randomGame(t testing.TB, seed uint64, n int) *game.Game {
	t.Helper()
	sec := game.SeedFrom(seed)
	players := 2 + int(seed%4)
	opts := game.Options{Seed: seed, Players: players, SeasonCap: 15}
	opts.Control = game.DefaultSplit(players)
	g, err := game.New(opts, &sec)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 17))
	for i := 0; i < n && !g.Over(); i++ {
		legal := g.Legal(nil)
		if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func tableFor(g *game.Game) Table {
	t := table(g.Pub.Opts.Players)
	t.Control = g.Pub.Opts.Control // engine player p is People[p] here: the Patrón is 0
	return t
}

func write(t testing.TB, g *game.Game, part Part) []byte {
	t.Helper()
	data, err := Write(g, tableFor(g), part, created, saved)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// A save loads back to the same game, hash for hash: the Patrón's (hotseat)
// save on his machine, and the public part on a Factions' machine; whole
// games and games cut off anywhere.
func TestSaveLoadsBackExactly(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		g := randomGame(t, seed, int(seed*37))
		data := write(t, g, WithSecrets)
		f, back, err := Load(data)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if back.PublicHash() != g.PublicHash() || back.SecretHash() != g.SecretHash() || back.Sec == nil {
			t.Fatalf("seed %d: the loaded game differs", seed)
		}
		if f.Table.People[0].Name != "A" || f.Summary.Saved != saved.Format(time.RFC3339) {
			t.Fatalf("seed %d: table or summary lost: %+v %+v", seed, f.Table, f.Summary)
		}
		pub, err := f.PublicGame()
		if err != nil || pub.PublicHash() != g.PublicHash() || pub.Sec != nil {
			t.Fatalf("seed %d: public replay: %v", seed, err)
		}
		_, fact, err := Load(write(t, g, PublicPart))
		if err != nil || fact.Sec != nil || fact.PublicHash() != g.PublicHash() {
			t.Fatalf("seed %d: Factions' save: %v", seed, err)
		}
	}
}

// A Factions' save holds nothing of the Patrón's: no secret part, no private
// command, and the same bytes whatever his secrets were.
func TestFactionsSaveHoldsNoSecret(t *testing.T) {
	g := randomGame(t, 5, 400)
	data := write(t, g, PublicPart)
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	if _, ok := raw["secret"]; ok {
		t.Fatal("a Factions' save has a secret part")
	}
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Public.Log {
		cmd, _ := game.ParseCommand(c)
		if cmd.Secret() {
			t.Fatalf("private command %q in a Factions' save", c)
		}
	}
	// Written on a Factions' machine, which never held a secret, the save is
	// the same to the byte.
	if string(write(t, factionsMachine(t, g), PublicPart)) != string(data) {
		t.Fatal("the Factions' save depends on the Patrón's secrets")
	}
}

// factionsMachine is g's game as a Factions' machine holds it: rebuilt from
// the published commands alone.
func factionsMachine(t *testing.T, g *game.Game) *game.Game {
	pub, err := game.New(g.Pub.Opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range g.PublicLog() {
		if _, err := pub.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	return pub
}

func refusedAs(t *testing.T, data []byte, what string, want ...Problem) {
	t.Helper()
	_, _, err := Load(data)
	if err == nil {
		t.Fatalf("%s: the save was accepted", what)
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: %v is not a save Error", what, err)
	}
	for _, p := range want {
		if e.Problem == p {
			return
		}
	}
	t.Fatalf("%s: refused as %v (%v), want %v", what, e.Problem, err, want)
}

func TestRefusesWhatIsNotASave(t *testing.T) {
	for _, c := range []struct {
		data string
		want Problem
	}{
		{"", NotASave},
		{"null", NotASave},
		{"[1,2]", NotASave},
		{`{"format":"something-else","version":2}`, NotASave},
		{`{"format":"patron-save","version":1}`, NewVersion},
		{`{"format":"patron-save","version":5}`, NewVersion},
		{`{"format":"patron-save"}`, NewVersion},
		{`{"format":"patron-save","version":2}`, Missing},
		{`{"format":"patron-save","version":3}`, Missing},
		{`{"format":"patron-save","version":4}`, Missing},
		{`{"format":"patron-save","version":3,"extra":1}`, Malformed},
	} {
		refusedAs(t, []byte(c.data), c.data, c.want)
	}
	big := make([]byte, MaxBytes+1)
	refusedAs(t, big, "a huge file", TooLarge)
}
