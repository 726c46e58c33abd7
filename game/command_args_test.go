package game

import (
	"math/rand/v2"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

func noArgs() Args {
	return Args{Loc: board.NoLoc, From: board.NoLoc, Hunter: box.NoHunter, Figure: box.NoFigure, Figure2: box.NoFigure, Card: box.NoCard, Action: box.NoAction}
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
		{"trigger BribedCheckpoint", with(func(a *Args) { a.Card = box.BribedCheckpoint })},
		{"move Pinina", with(func(a *Args) { a.Figure = box.Pinina })},
		{"attack Tyson", with(func(a *Args) { a.Figure = box.Tyson })},
		{"hide A18", with(func(a *Args) { a.Loc = L("A18") })},
		{"search O9", with(func(a *Args) { a.Loc = L("O9") })},
		{"reveal C18 000102030405060708090a0b0c0d0e0f", with(func(a *Args) { a.Loc = L("C18") })},
		{"range 1 3", noArgs()},
		{"spend 2", noArgs()},
		{"next Cali", noArgs()},
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
// (or none), and each small argument of a pointing kind shows in Args.
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
				checked[c.Op]++
			}
			if _, err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	for _, op := range []Op{OpPlace, OpStep, OpLab, OpPush, OpPlay, OpSwap, OpStart, OpSearch, OpMove, OpHunter} {
		if checked[op] == 0 {
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
