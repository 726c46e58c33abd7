package match

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patron/game/board"
	"patron/game/savefile"
)

// marksTable is a hotseat table a few turns in.
func marksTable(t *testing.T) *Match {
	t.Helper()
	m := mustNew(t, Setup{People: humans(3), Control: [4]int{-1, -1, -1, -1}, Seed: 5, Secret: secret(5)})
	r := rand.New(rand.NewPCG(5, 1))
	for i := 0; i < 80 && !m.G.Over(); i++ {
		step(t, m, r)
	}
	return m
}

func saveAndResume(t *testing.T, m *Match) ([]byte, *Match) {
	t.Helper()
	data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, time.Now(), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	f, g, err := savefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Resume(f, g)
	if err != nil {
		t.Fatal(err)
	}
	return data, back
}

// A click cycles a place's marker: none, suspect, ruled out, none; with
// the Policía's supply spent, an unmarked place is ruled out at once.
func TestMarkCycles(t *testing.T) {
	m := &Match{}
	a := board.MustLoc("A9")
	for _, want := range []Mark{Suspect, RuledOut, NoMark, Suspect} {
		if got := m.CycleMark(a, 2); got != want || m.MarkOf(a) != want {
			t.Fatalf("marker %v, want %v", got, want)
		}
	}
	m.CycleMark(board.MustLoc("O11"), 2) // the second and last suspect marker
	if got := m.CycleMark(board.MustLoc("A3"), 2); got != RuledOut || m.Markers.Count() != 2 {
		t.Fatalf("with the supply spent: %v, %d suspects", got, m.Markers.Count())
	}
}

// A note is a few printable words: trimmed, cut at the bound, and an
// empty one takes the note away.
func TestNoteIsCleaned(t *testing.T) {
	m := &Match{}
	l := board.MustLoc("A9")
	m.SetNote(l, "  lab\tburnt s2 \x07 ")
	if got := m.Marks.Notes[l]; got != "labburnt s2" {
		t.Fatalf("note %q", got)
	}
	m.SetNote(l, strings.Repeat("ж", 100))
	if got := []rune(m.Marks.Notes[l]); len(got) != savefile.MaxNoteRunes || !savefile.NoteText(string(got)) {
		t.Fatalf("a long note kept %d characters", len(got))
	}
	if m.Marks.Noted() != board.Of(l) {
		t.Fatalf("noted %v", m.Marks.Noted())
	}
	m.SetNote(l, "   ")
	if m.Marks.Notes[l] != "" || !m.Marks.Noted().Empty() {
		t.Fatalf("an empty note stays: %q", m.Marks.Notes[l])
	}
}

// Both kinds of marker and the notes come back with a saved game, and an
// undo keeps them (they are no decision).
func TestMarksSurviveASaveAndAnUndo(t *testing.T) {
	m := marksTable(t)
	m.Markers = board.Of(board.MustLoc("A9"), board.MustLoc("O11"))
	m.Marks.Ruled = board.Of(board.MustLoc("A3"), board.MustLoc("O4"))
	m.SetNote(board.MustLoc("A9"), "lab here in S1?")
	m.SetNote(board.MustLoc("O4"), "Ловушка — nie tu")
	data, back := saveAndResume(t, m)
	if back.Markers != m.Markers || back.Marks != m.Marks {
		t.Fatalf("resumed markers %v ruled %v notes %q; saved %v %v %q", back.Markers, back.Marks.Ruled, back.Marks.Notes, m.Markers, m.Marks.Ruled, m.Marks.Notes)
	}
	if !bytes.Contains(data, []byte(`"notes"`)) || !bytes.Contains(data, []byte(`"ruled"`)) {
		t.Fatal("the save holds no notes or ruled-out places")
	}
	if m.CanUndo() == UndoOK {
		if _, err := m.Undo(); err != nil {
			t.Fatal(err)
		}
		if back.Marks != m.Marks || back.Markers != m.Markers {
			t.Fatal("an undo took the marks away")
		}
	}
}

// A save with no marks but the hideout markers is written as before (no
// new field: an older Patrón reads it), and saves from before the notes
// open with none.
func TestSavesWithoutMarksStillLoad(t *testing.T) {
	m := marksTable(t)
	m.Markers = board.Of(board.MustLoc("A9"))
	data, back := saveAndResume(t, m)
	if bytes.Contains(data, []byte(`"notes"`)) || bytes.Contains(data, []byte(`"ruled"`)) {
		t.Fatal("a save with no marks names them")
	}
	if back.Markers != m.Markers || back.Marks != (Marks{}) {
		t.Fatalf("resumed %v %+v", back.Markers, back.Marks.Ruled)
	}
	old, err := os.ReadFile(filepath.Join("testdata", "hunt-the-patron-before-fix.json"))
	if err != nil {
		t.Fatal(err)
	}
	f, g, err := savefile.Load(old)
	if err != nil {
		t.Fatal(err)
	}
	om, err := Resume(f, g)
	if err != nil {
		t.Fatal(err)
	}
	if om.Marks != (Marks{}) {
		t.Fatal("an old save opens with marks")
	}
}

// A note the save's checks refuse: too long, or on no place.
func TestSaveRefusesABadNote(t *testing.T) {
	m := marksTable(t)
	tab := m.Table()
	for _, bad := range []savefile.Note{{Place: "A9", Text: strings.Repeat("x", savefile.MaxNoteRunes+1)}, {Place: "Z99", Text: "x"}, {Place: "A9", Text: ""}} {
		tab.Notes = []savefile.Note{bad}
		data, err := savefile.Write(m.G, tab, savefile.WithSecrets, time.Now(), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := savefile.Load(data); err == nil {
			t.Errorf("a save with the note %+v loads", bad)
		}
	}
}
