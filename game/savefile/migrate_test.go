package savefile

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"patron/game"
	"patron/game/replay"
)

// version2 is a save written before ruling R25 (a quick game, the bot
// Patrón against "You" running the four Factions): its log does not replay
// under today's rules as it is.
func version2(t *testing.T) (*File, []byte) {
	t.Helper()
	data, err := os.ReadFile("testdata/version2-before-r25.json")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if f.Version != 2 || f.Secret == nil {
		t.Fatalf("version %d, secret %v: not the save before R25", f.Version, f.Secret != nil)
	}
	return f, data
}

// withPasses is the Patrón's log of version2 with the DEA's passes where
// today's rules open the windows the old ones did not: as the Policía's
// turn begins (before "activate Policia", command 33) and before
// Carrillo's Capture move (before "step A12", command 44).
func withPasses(t *testing.T, f *File) []game.Command {
	t.Helper()
	var out []game.Command
	for i, text := range f.Secret.Log {
		if i == 32 || i == 43 {
			out = append(out, must(game.ParseCommand("pass")))
		}
		out = append(out, must(game.ParseCommand(text)))
	}
	return out
}

// resealed writes f again as it stands, its chain, checkpoints' chains and
// seal made anew: the save a careful hand editor would make.
func resealed(t *testing.T, f *File) []byte {
	t.Helper()
	c, err := chainStart(f.Options)
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range f.Public.Log {
		c = c.next(text)
		if (i+1)%CheckEvery == 0 {
			f.Public.Checkpoints[i/CheckEvery].Chain = c.String()
		}
	}
	f.Public.Chain = c.String()
	if f.Seal, err = sealOf(f); err != nil {
		t.Fatal(err)
	}
	return must(json.Marshal(f))
}

func TestVersion2SaveOpensWithTheDEAsPasses(t *testing.T) {
	f, _ := version2(t)
	sec := must(f.SecretOptions())
	if _, err := replay.Replay(f.Options, sec, must(parseLog("secret.log", f.Secret.Log)), nil); err == nil {
		t.Fatal("the old log replays as it is: nothing to migrate")
	}
	want, err := replay.Replay(f.Options, sec, withPasses(t, f), nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	if g.PublicHash() != want.PublicHash() || g.SecretHash() != want.SecretHash() ||
		!reflect.DeepEqual(texts(g.Log()), texts(want.Log())) {
		t.Fatalf("the migrated game differs from the old log with the DEA's passes:\n%q\n%q", texts(g.Log()), texts(want.Log()))
	}
	if g.Pub.Season != f.Summary.Season || g.Pub.Turn != f.Summary.Turn || len(g.PublicLog()) != len(f.Public.Log)+2 {
		t.Fatalf("season %d turn %d, %d public commands", g.Pub.Season, g.Pub.Turn, len(g.PublicLog()))
	}
	// A Factions' machine migrates the public log to the same game.
	pub, err := f.PublicGame()
	if err != nil {
		t.Fatal(err)
	}
	if pub.PublicHash() != g.PublicHash() || !reflect.DeepEqual(texts(pub.Log()), texts(g.PublicLog())) {
		t.Fatal("the public log migrates to another game")
	}
}

// The migrated game is today's game: its save is written whole as Version,
// the passes in its log, and opens as it is.
func TestMigratedGameSavesAsTodaysVersion(t *testing.T) {
	f, _ := version2(t)
	g := must(f.Game())
	data, err := Write(g, f.Table, WithSecrets, created, saved)
	if err != nil {
		t.Fatal(err)
	}
	back, h, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Version != Version || back.Summary.Commands != len(f.Public.Log)+2 {
		t.Fatalf("written as version %d with %d commands", back.Version, back.Summary.Commands)
	}
	if h.PublicHash() != g.PublicHash() || h.SecretHash() != g.SecretHash() || !reflect.DeepEqual(back.Table, f.Table) {
		t.Fatal("today's save differs from the migrated game")
	}
	// Versions 3 and 4 are today's rules: the old log under either is not
	// migrated, and does not open.
	for _, v := range []int{UnboundVersion, Version} {
		f.Version = v
		if _, _, err := Load(resealed(t, f)); err == nil {
			t.Fatalf("a version-%d save of a log before R25 opens", v)
		}
	}
}

// A version-2 save whose Patrón's part is sealed (a bot Patrón's) opens
// with its key and migrates the same way.
func TestSealedVersion2SaveMigrates(t *testing.T) {
	f, _ := version2(t)
	want := must(f.Game())
	f.Table.People[f.Table.Patron].Bot = "normal" // only a bot Patrón's part is sealed
	k := newKey(t)
	if err := f.seal(k); err != nil {
		t.Fatal(err)
	}
	data := resealed(t, f)
	d, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Game(); problemOf(err) != NoKey {
		t.Fatalf("sealed and not opened: %v", err)
	}
	if err := d.Unseal(newKey(t)); problemOf(err) != NoKey {
		t.Fatalf("another key: %v", err)
	}
	if err := d.Unseal(k); err != nil {
		t.Fatal(err)
	}
	g, err := d.Game()
	if err != nil {
		t.Fatal(err)
	}
	if g.PublicHash() != want.PublicHash() || g.SecretHash() != want.SecretHash() {
		t.Fatal("the sealed save migrates to another game")
	}
}

func TestVersion2SaveWithATamperedCommandIsRefused(t *testing.T) {
	f, data := version2(t)
	i := indexOf(t, f.Public.Log, "search A9")
	// Changed by hand: the seal, then (sealed again) the chain.
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	raw["public"].(map[string]any)["log"].([]any)[i] = "search A11"
	edited := must(json.Marshal(raw))
	refusedAs(t, edited, "a command changed", SealBroken)
	refusedAs(t, reseal(t, edited), "a command changed, sealed again", ChainBroken)
	// Chain and seal made anew: the Patrón's log publishes something else.
	f.Public.Log[i] = "search A11"
	if _, err := must(Decode(resealed(t, f))).Game(); problemOf(err) != Diverged {
		t.Fatalf("a command changed, chain and seal made anew: %v, want %v", err, Diverged)
	}
}

// Only the DEA's windows are migrated: a command the engine refuses for
// any other reason is still refused, even where a pass was inserted
// before it.
func TestVersion2SaveWithAnIllegalCommandIsRefused(t *testing.T) {
	for _, c := range []struct {
		what, from, to string
		last           bool
	}{
		{"a Capture move out of reach, after the DEA's window", "step A12", "step O12", true},
		{"a regular move out of reach", "step A12", "step O12", false},
		{"a Lab the Patrón cannot place", "lab C18", "lab O12", false},
		{"a pass where the DEA does not decide", "hunter Carrillo", "pass", false},
	} {
		f, _ := version2(t)
		at := indexOf
		if c.last {
			at = lastIndexOf
		}
		f.Public.Log[at(t, f.Public.Log, c.from)] = c.to
		f.Secret.Log[at(t, f.Secret.Log, c.from)] = c.to
		d, err := Decode(resealed(t, f))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.Game(); problemOf(err) != Refused {
			t.Errorf("%s: %v, want %v", c.what, err, Refused)
		}
		if _, err := d.PublicGame(); problemOf(err) != Refused {
			t.Errorf("%s, on a Factions' machine: %v, want %v", c.what, err, Refused)
		}
	}
}

func indexOf(t *testing.T, log []string, text string) int {
	t.Helper()
	for i, s := range log {
		if s == text {
			return i
		}
	}
	t.Fatalf("no %q in the log", text)
	return -1
}

func lastIndexOf(t *testing.T, log []string, text string) int {
	t.Helper()
	for i := len(log) - 1; i >= 0; i-- {
		if log[i] == text {
			return i
		}
	}
	t.Fatalf("no %q in the log", text)
	return -1
}
