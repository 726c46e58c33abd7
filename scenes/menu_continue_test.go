package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/savefile"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// quickGame is a quick game against a bot Patrón, seeded, played n
// decisions in.
func quickGame(t *testing.T, lang *words.Lang, seed uint64, n int) *match.Match {
	t.Helper()
	setup := QuickSetup(lang, false, "easy")
	setup.Seed = seed
	sec := game.SeedFrom(seed)
	setup.Secret = &sec
	m, err := match.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	played := 0
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool { played++; return played > n }); err != nil {
		t.Fatal(err)
	}
	return m
}

// saveGame plays a quick game a little and puts it in st, saved at when.
func saveGame(t *testing.T, lang *words.Lang, st *store.Store, seed uint64, part savefile.Part, when time.Time) string {
	t.Helper()
	m := quickGame(t, lang, seed, 30)
	data, err := savefile.Write(m.G, m.Table(), part, when, when)
	if err != nil {
		t.Fatal(err)
	}
	id := store.NewID(when)
	if err := st.Put(id, data, false); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(filepath.Join(st.Root, "saves", id+".json"), when, when)
	return id
}

// click presses the target id, as if drawn at the top left.
func click(a *App, s Scene, id buttonID) {
	a.targets = append(a.targets[:0], Target{ID: id, R: draw.Rect{W: 10, H: 10}})
	s.Update(a, &Input{X: 5, Y: 5, Click: true})
}

// Continue on a damaged newest save stays on the menu and says why; asked,
// it offers Load game and Delete (which asks first), never another game.
func TestContinueOnADamagedSaveSaysWhyAndOffersLoadAndDelete(t *testing.T) {
	lang := words.English()
	st := store.Open(t.TempDir())
	saveGame(t, lang, st, 1, savefile.WithSecrets, time.Now().Add(-time.Hour))
	bad := "2026-11-19T10-00-00-bad"
	os.WriteFile(filepath.Join(st.Root, "saves", bad+".json"), []byte(`{"format":"patron-save","version":2}`), 0o644)
	a := NewApp(&Menu{}, &Script{})
	a.Store = st
	m := &Menu{}
	items := m.items(a)
	if items[0].id != named("menu:continue") || !strings.HasPrefix(items[0].sub, strings.SplitN(lang.T(words.ContinueDamaged), "%", 2)[0]) {
		t.Fatalf("Continue on a damaged save: %+v", items[0])
	}
	m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key0}})
	if !m.broken || a.next != nil {
		t.Fatalf("Continue did not say why (broken %v, next %T)", m.broken, a.next)
	}
	click(a, m, named("menu:broken-cancel"))
	if m.broken || m.items(a)[0].id != named("menu:continue") {
		t.Fatal("Cancel must leave Continue on the menu")
	}
	m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key0}})
	click(a, m, named("menu:broken-delete"))
	if l, ok := a.next.(*LoadScreen); !ok || l.asking != bad {
		t.Fatalf("Delete should ask on the Load game screen about %s: %#v", bad, a.next)
	}
	a.next = nil
	m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key0}})
	click(a, m, named("menu:broken-load"))
	if _, ok := a.next.(*LoadScreen); !ok {
		t.Fatalf("Load game should open the list: %T", a.next)
	}
}

// A save that loads but does not open (here, it lacks the Patrón's part) is
// never dropped: after the failed open, Continue and Load game still list
// it, with the reason; deleting it (after the question) lets Continue take
// the next game.
func TestASaveThatDoesNotOpenStaysListedWithItsReason(t *testing.T) {
	lang := words.English()
	st := store.Open(t.TempDir())
	good := saveGame(t, lang, st, 2, savefile.WithSecrets, time.Now().Add(-time.Hour))
	public := saveGame(t, lang, st, 3, savefile.PublicPart, time.Now())
	a := NewApp(&Menu{}, &Script{})
	a.Store = st
	m := &Menu{}
	if it := m.items(a)[0]; it.id != named("menu:continue") || m.latest.ID != public || m.latest.Err != nil {
		t.Fatalf("Continue should offer the newest game: %+v (%s)", it, m.latest.ID)
	}
	m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key0}})
	if a.next != nil || !m.broken || m.latest.Err == nil {
		t.Fatalf("the failed open: next %T, broken %v, err %v", a.next, m.broken, m.latest.Err)
	}
	again := &Menu{} // back on the menu later: Continue is still there, and says why
	if it := again.items(a)[0]; it.id != named("menu:continue") || again.latest.ID != public || again.latest.Err == nil {
		t.Fatalf("Continue vanished or changed game after a failed open: %+v", it)
	}
	l := &LoadScreen{}
	l.list(a)
	if len(l.entries) != 2 || l.entries[0].ID != public || l.entries[0].Err == nil || l.entries[0].File == nil {
		t.Fatalf("Load game should list the game with its reason: %+v", l.entries)
	}
	click(a, l, keyed("load:open", public)) // opened again from the list: it stays, with the reason
	l.list(a)
	if a.next != nil || l.err == "" || len(l.entries) != 2 || l.entries[0].Err == nil {
		t.Fatalf("after a failed open from the list: next %T, err %q, entries %+v", a.next, l.err, l.entries)
	}
	click(a, l, keyed("load:delete", public))
	if l.asking != public {
		t.Fatal("Delete must ask first")
	}
	click(a, l, named("load:delete-yes"))
	l.list(a)
	if len(l.entries) != 1 || l.entries[0].ID != good {
		t.Fatalf("after deleting: %+v", l.entries)
	}
	if latest, ok := st.Latest(); !ok || latest.ID != good || latest.Err != nil {
		t.Fatalf("Continue should now take the other game: %+v", latest)
	}
}

// A saved game's line says which side the people played and against whom,
// in the language of the screen, whatever language it was saved in.
func TestTableLineSaysWhoPlayedWhichSide(t *testing.T) {
	lang := words.English()
	quick := savefile.Table{People: []savefile.Person{{Name: "You"}, {Name: "Bot", Bot: "normal"}}, Patron: 1}
	if got, want := tableLine(lang, quick), "You: the Factions — against the Patrón (Bot: normal)"; got != want {
		t.Errorf("quick game: %q, want %q", got, want)
	}
	hide := savefile.Table{People: []savefile.Person{{Name: "You"}, {Name: "Bot", Bot: "easy"}}, Patron: 0, Control: [4]int{1, 1, 1, 1}}
	if got, want := tableLine(lang, hide), "You: the Patrón — against the Factions (Bot: easy)"; got != want {
		t.Errorf("quick game as the Patrón: %q, want %q", got, want)
	}
	four := savefile.Table{People: []savefile.Person{{Name: "Ana"}, {Name: "Ben"}, {Name: "Player 3"}, {Name: "Rob", Bot: "hard"}}, Patron: 0, Control: [4]int{1, 1, 2, 3}}
	if got, want := tableLine(lang, four), "Ana: the Patrón — against Ben: DEA + Policía Nacional, Player 3: Cali Cartel, Rob: Los Pepes (Bot: hard)"; got != want {
		t.Errorf("a table of four: %q, want %q", got, want)
	}
	tutorial := quick
	tutorial.Tutorial = &savefile.Tutorial{Step: 3}
	if got, want := tableLine(lang, tutorial), "Tutorial · You: the Factions — against the Patrón (Bot: normal)"; got != want {
		t.Errorf("a tutorial's game: %q, want %q", got, want) // it was listed as an ordinary game
	}
	lang = words.Lookup("es")
	if got := tableLine(lang, quick); strings.Contains(got, "You") || !strings.HasPrefix(got, lang.T(words.You)+": ") {
		t.Errorf("in Spanish, the English save's You stays: %q", got)
	}
	if got := tableLine(lang, four); !strings.Contains(got, lang.Sprintf(words.PlayerN, 3)) {
		t.Errorf("in Spanish, Player 3 is not translated: %q", got)
	}
}

// A game saved while setting up says so, not "season 0".
func TestSaveWhereSaysSettingUp(t *testing.T) {
	lang := words.English()
	if got := saveWhere(lang, savefile.Summary{Season: 0}); got != lang.T(words.LoadSetup) {
		t.Errorf("season 0 shows %q", got)
	}
	// The engine's turn 3 of a season is the Factions' turn of round 2, as
	// the table's header counts.
	if got := saveWhere(lang, savefile.Summary{Season: 2, Turn: 3}); got != lang.Sprintf(words.SeasonFactions, 2, 2) {
		t.Errorf("season 2 turn 4 shows %q", got)
	}
	if got := saveWhere(lang, savefile.Summary{Season: 2, Turn: 8}); got != lang.Sprintf(words.SeasonEnding, 2) {
		t.Errorf("season 2's end shows %q", got)
	}
}
