package game

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// hexRun matches anything that looks like a digest or a salt, or a piece
// of one.
var hexRun = regexp.MustCompile(`[0-9a-fA-F]{8,}`)

func checkLabel(t *testing.T, c Command, kind, label string) {
	t.Helper()
	switch {
	case strings.TrimSpace(label) == "" || label == "?":
		t.Errorf("%q: empty %s %q", c, kind, label)
	case strings.Contains(label, "%!"):
		t.Errorf("%q: broken %s %q", c, kind, label)
	case hexRun.MatchString(label):
		t.Errorf("%q: %s %q shows a digest or salt", c, kind, label)
	}
}

// sampleCommands builds, for every op, commands that run each argument
// through its whole range, with a salt and digests where the op has them.
func sampleCommands() []Command {
	var out []Command
	for op := Op(1); op < numOps; op++ {
		r := &argRanges[op]
		base := Cmd(op)
		vals := [3]*int8{&base.A, &base.B, &base.C}
		for i := range r {
			if r[i].hi >= 0 {
				*vals[i] = r[i].lo // 0, or -1 for an optional argument
			}
		}
		for _, k := range opTable[op].args {
			switch k {
			case argSalt:
				base.Salt = &Salt{0xab, 0xcd, 0xef, 0x01, 0x23, 0x45, 0x67, 0x89}
			case argDigests:
				d := &Digests{N: 3}
				for j := range d.D {
					d.D[j][0], d.D[j][1], d.D[j][31] = 0xde, 0xad, 0xbe
				}
				base.Digests = d
			}
		}
		out = append(out, base)
		for i := range r {
			lo, hi := r[i].lo, r[i].hi
			if hi < 0 {
				continue
			}
			if r[i].card {
				lo = LabOnCard
			}
			for v := lo; v <= min(hi, 60); v++ {
				c := base
				*[3]*int8{&c.A, &c.B, &c.C}[i] = v
				if c.Valid() == nil {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// Every op has a plain-words label and a short form, and a command with
// arguments reads differently from its raw text.
func TestCommandTextEveryOp(t *testing.T) {
	seen := map[Op]bool{}
	for _, c := range sampleCommands() {
		seen[c.Op] = true
		text, short := SayCommand(c), SayShort(c)
		checkLabel(t, c, "Text", text)
		checkLabel(t, c, "Short", short)
		checkLabel(t, c, "TextFor", SayCommandFor(c, noDetail()))
		if len(opTable[c.Op].args) > 0 && text == c.Format() {
			t.Errorf("%q: Text is the raw form", c)
		}
		if c.Salt != nil || c.Digests != nil {
			f := c.Format()
			for _, w := range strings.Fields(f)[1:] {
				if len(w) >= 32 && (strings.Contains(text, w) || strings.Contains(short, w)) {
					t.Errorf("%q: label shows %s", c, w)
				}
			}
		}
	}
	for op := Op(1); op < numOps; op++ {
		if !seen[op] {
			t.Errorf("op %s has no sample", op)
		}
	}
}

func TestCommandTextExamples(t *testing.T) {
	for _, tc := range []struct{ cmd, text, short string }{
		{"place Gustavo A6", "Place Gustavo at Medellín", "Gustavo: Medellín"},
		{"step A9", "Move to Bogotá", "Bogotá"},
		{"stop", "Stop here", "Stop"},
		{"range 2 4", "Answer: 2 or 4", "2 or 4"},
		{"use 3 range", "Use a 3 for Range Investigation", "Range (3)"},
		{"plata", "Take the money (Plata)", "Plata"},
		{"plomo", "Refuse (Plomo)", "Plomo"},
		{"budget 3", "Move up to 3 spaces ($3)", "$3"},
		{"spend 1", "Pay for 1 effect", "1 effect"},
		{"defend Gustavo H", "Give Gustavo the Hostage token", "Gustavo: Hostage"},
	} {
		c, err := ParseCommand(tc.cmd)
		if err != nil {
			t.Fatal(err)
		}
		if got := SayCommand(c); got != tc.text {
			t.Errorf("%q: Text %q, want %q", tc.cmd, got, tc.text)
		}
		if got := SayShort(c); got != tc.short {
			t.Errorf("%q: Short %q, want %q", tc.cmd, got, tc.short)
		}
	}
	c, _ := ParseCommand("spend 2")
	d := noDetail()
	d.Card = 19 // Frame-up: $3, then $2 more
	if got := SayCommandFor(c, d); got != "Pay $5 (both effects)" {
		t.Errorf("spend 2 for Frame-up: %q", got)
	}
}

// In random games, every legal command has a label, and two different legal
// commands never share one in the same list.
func TestCommandTextUniqueInRandomGames(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 20
	}
	long := map[string]bool{}
	for s := uint64(1); s <= uint64(n); s++ {
		g, err := New(Options{Seed: s, Players: 4}, ptr(SeedFrom(s)))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(s, 11))
		var buf []Command
		for steps := 0; !g.Over(); steps++ {
			if steps > 20000 {
				t.Fatalf("seed %d: game does not end", s)
			}
			d := g.Pending()
			buf = g.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("seed %d: no legal command at %v", s, d)
			}
			texts := map[string]Command{}
			shorts := map[string]Command{}
			fors := map[string]Command{}
			for _, c := range buf {
				text, short, tf := SayCommand(c), SayShort(c), SayCommandFor(c, d.Detail)
				checkLabel(t, c, "Text", text)
				checkLabel(t, c, "Short", short)
				checkLabel(t, c, "TextFor", tf)
				if len([]rune(text)) > 40 {
					long[text] = true
				}
				for _, m := range []struct {
					seen  map[string]Command
					label string
				}{{texts, text}, {shorts, short}, {fors, tf}} {
					if o, dup := m.seen[m.label]; dup && !o.Equal(c) {
						t.Fatalf("seed %d, %s: %q and %q share the label %q", s, d.Prompt, o, c, m.label)
					}
					m.seen[m.label] = c
				}
			}
			c := buf[r.IntN(len(buf))]
			out, err := g.Apply(c)
			if err != nil {
				t.Fatalf("seed %d: legal %q refused: %v", s, c, err)
			}
			if out.HasPublished {
				checkLabel(t, out.Published, "published Text", SayCommand(out.Published))
				checkLabel(t, out.Published, "published Short", SayShort(out.Published))
			}
			if t.Failed() {
				t.FailNow()
			}
		}
	}
	if len(long) > 0 {
		t.Logf("%d labels longer than 40 characters, e.g.:", len(long))
		i := 0
		for l := range long {
			if i++; i > 8 {
				break
			}
			t.Logf("  %s", l)
		}
	}
}
