package game

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

func noArgs() Args {
	return Args{Loc: board.NoLoc, From: board.NoLoc, Hunter: box.NoHunter, Figure: box.NoFigure, Figure2: box.NoFigure, Card: box.NoCard, Action: box.NoAction, Faction: box.NoFaction}
}

func TestArgsOfParsedCommands(t *testing.T) {
	L := board.MustLoc
	with := func(f func(a *Args)) Args { a := noArgs(); f(&a); return a }
	cases := []struct {
		text string
		want Args
	}{
		{"place Gustavo A12", with(func(a *Args) { a.Figure, a.Loc = box.Gustavo, L("A12") })},
		{"step A3", with(func(a *Args) { a.Loc = L("A3") })},
		{"lab A3 A5", with(func(a *Args) { a.Loc, a.From = L("A3"), L("A5") })},
		{"lab A3", with(func(a *Args) { a.Loc = L("A3") })},
		{"lab card", noArgs()},
		{"lab card A5", with(func(a *Args) { a.From = L("A5") })}, // the Lab moves from A5 onto the card
		{"control C3 O7", with(func(a *Args) { a.Loc, a.From = L("C3"), L("O7") })},
		{"block O18", with(func(a *Args) { a.Loc = L("O18") })},
		{"block C1 C2", with(func(a *Args) { a.Loc, a.From = L("C1"), L("C2") })},
		{"swap Gustavo Blackie", with(func(a *Args) { a.Figure, a.Figure2 = box.Gustavo, box.Blackie })},
		{"pepes LaQuica Leon", with(func(a *Args) { a.Figure, a.Figure2 = box.LaQuica, box.Leon })},
		{"push Murphy C3", with(func(a *Args) { a.Hunter, a.Loc = box.Murphy, L("C3") })},
		{"start DonBerna A1", with(func(a *Args) { a.Hunter, a.Loc = box.DonBerna, L("A1") })},
		{"frame Pena O1", with(func(a *Args) { a.Hunter, a.Loc = box.Pena, L("O1") })},
		{"target Castano", with(func(a *Args) { a.Hunter = box.Castano })},
		{"play Hitman", with(func(a *Args) { a.Card = box.Hitman })},
		{"discard Leon", with(func(a *Args) { a.Card = box.LeonCard })},
		{"fold Hitman", with(func(a *Args) { a.Card = box.Hitman })},
		{"trigger BribedCheckpoint", with(func(a *Args) { a.Card = box.BribedCheckpoint })},
		{"move Pinina", with(func(a *Args) { a.Figure = box.Pinina })},
		{"attack Tyson", with(func(a *Args) { a.Figure = box.Tyson })},
		{"hide A18", with(func(a *Args) { a.Loc = L("A18") })},
		{"search O9", with(func(a *Args) { a.Loc = L("O9") })},
		{"reveal C18 000102030405060708090a0b0c0d0e0f", with(func(a *Args) { a.Loc = L("C18") })},
		{"range 1 3", noArgs()},
		{"spend 2", noArgs()},
		{"next Cali", with(func(a *Args) { a.Faction = box.Cali })},
		{"activate LosPepes", with(func(a *Args) { a.Faction = box.LosPepes })},
		{"use 3 capture", with(func(a *Args) { a.Action, a.ActionCards[0] = box.Capture, 3 })},
		{"extra block", with(func(a *Args) { a.Action = box.Blockade })},
		{"silence range", with(func(a *Args) { a.Action = box.RangeInv })},
		{"redraw 2", with(func(a *Args) { a.ActionCards[0] = 2 })},
		{"redraw 1 3", with(func(a *Args) { a.ActionCards = [2]int8{1, 3} })},
		{"stop", noArgs()},
		{"plata", noArgs()},
	}
	for _, c := range cases {
		cmd, err := ParseCommand(c.text)
		if err != nil {
			t.Fatalf("ParseCommand(%q): %v", c.text, err)
		}
		if got := cmd.Args(); got != c.want {
			t.Errorf("%q: Args() = %+v, want %+v", c.text, got, c.want)
		}
		checkNamed(t, cmd)
	}
	if got := (Command{}).Args(); got != noArgs() {
		t.Errorf("zero command: %+v", got)
	}
	if got := (Command{Op: numOps, A: 3, B: 3, C: 3}).Args(); got != noArgs() {
		t.Errorf("unknown op: %+v", got)
	}
}

// Every command legal in 100 random games points at real things: each
// location on the map (or none), each hunter, figure and card in range
// (or none), and each small argument of a pointing kind shows in Args;
// its arguments read by name are those its text says.
func TestArgsOfLegalCommands(t *testing.T) {
	checked := map[Op]int{}
	var buf []Command
	for seed := uint64(1); seed <= 100; seed++ {
		sec := SeedFrom(seed)
		g, err := New(Options{Seed: seed, Players: 2 + int(seed%4), SeasonCap: 15}, &sec)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for steps := 0; !g.Over() && steps < 20000; steps++ {
			buf = g.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("seed %d: no legal command at %v", seed, g.Pending())
			}
			for _, c := range buf {
				checkArgs(t, c)
				checkNamed(t, c)
				checked[c.Op]++
			}
			if _, err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	// Each op whose text takes an argument but a salt or digests, but
	// fold (no sicario can be placed: rare), which the parsed cases check.
	for op := Op(1); op < numOps; op++ {
		small := slices.ContainsFunc(opTable[op].args, func(k argKind) bool { return k != argSalt && k != argDigests })
		if small && op != OpFold && checked[op] == 0 {
			t.Errorf("no legal %v in 100 games", op)
		}
	}
}

func checkArgs(t *testing.T, c Command) {
	t.Helper()
	a := c.Args()
	loc := func(l board.Loc) bool { return l == board.NoLoc || l >= 0 && l < board.N }
	if !loc(a.Loc) || !loc(a.From) {
		t.Fatalf("%q: Args locations %d, %d", c, a.Loc, a.From)
	}
	if a.Hunter != box.NoHunter && (a.Hunter < 0 || a.Hunter >= box.NumHunters) {
		t.Fatalf("%q: hunter %d", c, a.Hunter)
	}
	for _, f := range []box.Figure{a.Figure, a.Figure2} {
		if f != box.NoFigure && (f < 0 || f >= box.NumFigures) {
			t.Fatalf("%q: figure %d", c, f)
		}
	}
	if a.Card != box.NoCard && (a.Card < 0 || a.Card >= box.NumCards) {
		t.Fatalf("%q: card %d", c, a.Card)
	}
	if a.Figure == box.NoFigure && a.Figure2 != box.NoFigure {
		t.Fatalf("%q: a second figure without a first", c)
	}
	// What Args reports is what the command's text names.
	vals := [3]int8{c.A, c.B, c.C}
	want := noArgs()
	for i, k := range opTable[c.Op].args {
		if i >= 3 || vals[i] < 0 {
			continue
		}
		switch k {
		case argLoc, argLabTarget:
			want.Loc = board.Loc(vals[i])
		case argLocOpt:
			want.From = board.Loc(vals[i])
		case argHunter:
			want.Hunter = box.Hunter(vals[i])
		case argFig:
			if want.Figure == box.NoFigure {
				want.Figure = box.Figure(vals[i])
			} else {
				want.Figure2 = box.Figure(vals[i])
			}
		case argCard:
			want.Card = box.Card(vals[i])
		case argAction:
			want.Action = box.Action(vals[i])
		case argFaction:
			want.Faction = box.Faction(vals[i])
		}
	}
	switch c.Op { // the available Action cards it takes, by value
	case OpUse:
		want.ActionCards[0] = c.A
	case OpRedraw:
		want.ActionCards = [2]int8{c.A, max(c.B, 0)}
	}
	if a.Action != box.NoAction && (a.Action < 0 || a.Action >= box.NumActions) {
		t.Fatalf("%q: action %d", c, a.Action)
	}
	if a != want {
		t.Fatalf("%q: Args %+v, want %+v", c, a, want)
	}
	// The text form round-trips to the same Args.
	p, err := ParseCommand(c.Format())
	if err != nil {
		t.Fatalf("%q does not parse: %v", c, err)
	}
	if p.Args() != a {
		t.Fatalf("%q: parsed Args %+v, built %+v", c, p.Args(), a)
	}
}

// checkNamed: a command's arguments read by name (Loc, Figure, Range, …:
// command_args.go) are the words of its text form, each once, and the
// two of one kind (swap's sicarios, a Range answer's distances, redraw's
// cards) in the order the text gives them, which for a Range answer the
// engine wants the smaller first.
func checkNamed(t *testing.T, c Command) {
	t.Helper()
	var said []string
	for _, f := range strings.Fields(c.Format())[1:] {
		if len(f) < 2*len(Salt{}) { // not a salt nor a digest
			said = append(said, f)
		}
	}
	var named []string
	add := func(has bool, word string) {
		if has {
			named = append(named, word)
		}
	}
	number := func(n int) { add(n >= 0, itoa(n)) }
	word := func(yes bool, then, otherwise string) string {
		if yes {
			return then
		}
		return otherwise
	}
	add(c.Loc() != board.NoLoc, c.Loc().String())
	add(c.OnCard(), "card")
	add(c.From() != board.NoLoc, c.From().String())
	add(c.Hunter() != box.NoHunter, c.Hunter().String())
	add(c.Figure() != box.NoFigure, c.Figure().String())
	add(c.Figure2() != box.NoFigure, c.Figure2().String())
	add(c.Card() != box.NoCard, c.Card().String())
	add(c.Faction() != box.NoFaction, c.Faction().String())
	add(c.Action() != box.NoAction, c.Action().String())
	add(c.Token() != box.NoToken, c.Token().String())
	add(c.Plata() >= 0, c.Plata().String())
	add(c.Region() >= 0, c.Region().String())
	add(c.Objective() != box.NoObjective, c.Objective().String())
	lo, hi := c.Range()
	for _, n := range []int{c.Season(), lo, hi, c.Tiers(), c.Value(), c.Value2(), c.Glory(), c.Budget()} {
		number(n)
	}
	add(c.Op == OpType, word(c.City(), "city", "farm"))
	add(c.Op == OpRegion, word(c.SameRegion(), "same", "other"))
	add(c.Op == OpFound, word(c.Found(), "yes", "no"))
	if !sameWords(said, named) {
		t.Fatalf("%q: read by name, its arguments are %q", c, named)
	}
	inOrder := func(first, second string) bool {
		return first == second || slices.Index(said, first) < slices.Index(said, second)
	}
	if c.Figure2() != box.NoFigure && !inOrder(c.Figure().String(), c.Figure2().String()) ||
		c.Value2() >= 0 && !inOrder(itoa(c.Value()), itoa(c.Value2())) ||
		c.Op == OpRange && (lo >= hi || !inOrder(itoa(lo), itoa(hi))) {
		t.Fatalf("%q: read by name, its arguments come in another order: %q", c, named)
	}
}

// sameWords reports whether a and b hold the same words, as many times.
func sameWords(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
