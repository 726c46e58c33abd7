package savefile

import (
	"encoding/json"
	"testing"

	"patron/game"
	"patron/game/board"
)

// The trial that found this: in a save of a game against a bot Patrón,
// set his seat's "bot" to "" and make the outer seal again (it needs no
// key). The box opened, and the game resumed with a person in his seat,
// whose view shows the hideout. The box now binds the whole save around
// it, and a sealed part in a person's seat is refused on its own.

// boundSave is a sealed save of a 4-player game against a bot Patrón, and
// its key.
func boundSave(t *testing.T) (*File, *Key) {
	t.Helper()
	g, k := randomGame(t, 2, 200), newKey(t) // seed 2: four players
	if g.Pub.Opts.Players != 4 {
		t.Fatalf("%d players: the test wants four", g.Pub.Opts.Players)
	}
	return must(Decode(sealed(t, g, k))), k
}

// refusedUnsealed is what an edited save comes to: refused by Decode, or
// decoded and its box refused; either way no game.
func refusedUnsealed(t *testing.T, data []byte, k *Key) Problem {
	t.Helper()
	f, err := Decode(data)
	if err == nil {
		err = f.Unseal(k)
	}
	if err == nil {
		g, gerr := f.Game()
		t.Fatalf("the edited save opened (game %v, %v)", g != nil, gerr)
	}
	return problemOf(err)
}

// Every field of the table, the options and the summary of a bot Patrón's
// save, changed and sealed again as a careful hand editor would (chain,
// checkpoints and outer seal made anew), is refused as tampered.
func TestSealedBoxRefusesEveryEditOfItsTable(t *testing.T) {
	base, k := boundSave(t)
	someLoc := board.Loc(7).String()
	edits := map[string]func(f *File){
		"the Patrón's seat played by a person": func(f *File) { f.Table.People[f.Table.Patron].Bot = "" },
		"the Patrón's bot made easy":           func(f *File) { f.Table.People[f.Table.Patron].Bot = "easy" },
		"the Patrón's bot made hard":           func(f *File) { f.Table.People[f.Table.Patron].Bot = "hard" },
		"the Patrón renamed":                   func(f *File) { f.Table.People[f.Table.Patron].Name = "Me" },
		"a Faction's player renamed":           func(f *File) { f.Table.People[1].Name = "Zed" },
		"a Faction's person made a bot":        func(f *File) { f.Table.People[1].Bot = "normal" },
		"a Faction's bot made a person":        func(f *File) { f.Table.People[3].Bot = "" },
		"two Factions' players swapped":        func(f *File) { f.Table.People[1], f.Table.People[2] = f.Table.People[2], f.Table.People[1] },
		"a hideout marker added":               func(f *File) { f.Table.Markers = append(f.Table.Markers, someLoc) },
		"a place ruled out":                    func(f *File) { f.Table.Ruled = append(f.Table.Ruled, someLoc) },
		"a note written":                       func(f *File) { f.Table.Notes = append(f.Table.Notes, Note{Place: someLoc, Text: "here?"}) },
		"made a tutorial":                      func(f *File) { f.Table.Tutorial = &Tutorial{Step: 1} },
		"marked abandoned":                     func(f *File) { f.Table.Abandoned = &Abandoned{Seat: 0, Waited: 60} },
		"the season cap changed":               func(f *File) { f.Options.SeasonCap++ },
		"the public seed changed":              func(f *File) { f.Options.Seed++ },
		"when it began changed":                func(f *File) { f.Summary.Created = "2020-01-01T00:00:00Z" },
		"when it was saved changed":            func(f *File) { f.Summary.Saved = "2020-01-01T00:00:00Z" },
		"its version made 3":                   func(f *File) { f.Version = UnboundVersion },
	}
	for what, edit := range edits {
		f := *base
		f.Table.People = append([]Person(nil), base.Table.People...)
		f.Public.Checkpoints = append([]Checkpoint(nil), base.Public.Checkpoints...)
		edit(&f)
		if p := refusedUnsealed(t, resealed(t, &f), k); p != Tampered {
			t.Errorf("%s: refused as %v, want tampered", what, p)
		}
	}
	// Unedited and sealed again, it still opens: the edits, not the
	// resealing, are what is refused.
	f := *base
	if p := problemOf(must(Decode(resealed(t, &f))).Unseal(k)); p != 0 {
		t.Fatalf("the save sealed again unedited: %v", p)
	}
}

// The sealed box moved into another save, sealed again around it, does
// not open there: not in a save of the same game at the same command with
// another table, nor in a later save of the same game, nor in another
// game's save.
func TestSealedBoxSwappedBetweenSavesIsRefused(t *testing.T) {
	k := newKey(t)
	g := randomGame(t, 2, 200)
	hard := botTable(g)
	hard.People[hard.Patron].Bot = "hard"
	sameGameOtherTable := must(Decode(must(WriteSealed(g, hard, k, created, saved))))
	earlier := must(Decode(sealed(t, randomGame(t, 2, 150), k)))
	other := must(Decode(sealed(t, randomGame(t, 6, 200), k)))
	into := must(Decode(sealed(t, g, k)))
	for what, from := range map[string]*File{"another table": sameGameOtherTable, "an earlier save": earlier, "another game": other} {
		f := *into
		f.Sealed = from.Sealed
		if p := refusedUnsealed(t, resealed(t, &f), k); p != Tampered {
			t.Errorf("the box of %s: refused as %v, want tampered", what, p)
		}
	}
}

// version3Sealed is a bot Patrón's save as version 3 sealed it: its box
// bound to its key and public chain only.
func version3Sealed(t *testing.T, g *game.Game, k *Key) *File {
	t.Helper()
	f, err := build(g, botTable(g), WithSecrets, created, saved)
	if err != nil {
		t.Fatal(err)
	}
	f.Version = UnboundVersion
	if err := f.seal(k); err != nil {
		t.Fatal(err)
	}
	return must(Decode(resealed(t, f)))
}

// A version-3 save sealed before the box bound its table still opens, to
// the same game; a person put in its Patrón's seat is refused all the
// same, by the rule that only a bot Patrón's part is sealed; and made
// version 4, its box does not open.
func TestVersion3SealedSaveOpensAndKeepsItsBot(t *testing.T) {
	g, k := randomGame(t, 3, 220), newKey(t)
	f := version3Sealed(t, g, k)
	if err := f.Unseal(k); err != nil {
		t.Fatal(err)
	}
	back, err := f.Game()
	if err != nil || back.SecretHash() != g.SecretHash() {
		t.Fatalf("the version-3 sealed save: %v", err)
	}
	edited := *version3Sealed(t, g, k)
	edited.Table.People = append([]Person(nil), edited.Table.People...)
	edited.Table.People[edited.Table.Patron].Bot = ""
	if p := refusedUnsealed(t, resealed(t, &edited), k); p != Tampered {
		t.Fatalf("a person in the Patrón's seat of a version-3 sealed save: refused as %v, want tampered", p)
	}
	relabelled := *version3Sealed(t, g, k)
	relabelled.Version = Version
	if p := refusedUnsealed(t, resealed(t, &relabelled), k); p != Tampered {
		t.Fatalf("a version-3 box relabelled version 4: refused as %v, want tampered", p)
	}
}

// The list reads the same rule from a save's head alone: a sealed part in
// a person's seat is refused before anything is opened.
func TestHeadRefusesASealedPartInAPersonsSeat(t *testing.T) {
	f, _ := boundSave(t)
	f.Table.People[f.Table.Patron].Bot = ""
	data := must(json.Marshal(f))
	if _, err := DecodeHead(data); problemOf(err) != Tampered {
		t.Fatalf("the head: %v, want tampered", err)
	}
}
