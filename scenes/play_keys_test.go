package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// keyFrame is one frame of the table with a key pressed.
func keyFrame(p *Play, a *App, k ebiten.Key) { p.Update(a, &Input{Keys: []ebiten.Key{k}}) }

// A number key pressed a moment after the list of choices changed (here,
// twice in a row: the second press meant for the list before) decides
// nothing; once the moment has passed, the same key decides.
func TestNumberKeysWaitAfterTheListChanged(t *testing.T) {
	lang := words.English()
	m, a, p := patronToPlay(t)
	p.calm = 0
	before := m.Revision
	keyFrame(p, a, ebiten.Key1)
	if m.Revision == before {
		t.Fatal("key 1 played no card")
	}
	if !p.mine() || len(p.view.Legal) < 2 {
		t.Fatalf("no decision after the card: %v", m.G.Pending())
	}
	after := m.Revision
	for f := 0; f < keyCalm-1; f++ {
		keyFrame(p, a, ebiten.Key1)
		if m.Revision != after {
			t.Fatalf("key 1, %d frames after the list changed, decided %v", f+1, lang.Printer().Command(m.G.Log()[len(m.G.Log())-1]))
		}
	}
	p.Update(a, &Input{})
	keyFrame(p, a, ebiten.Key1)
	if m.Revision == after {
		t.Fatal("key 1 decides nothing once the list has stood still")
	}
}

// After a decision the table took for the player (the last defense
// token), the number keys wait longer: the key meant for the lone choice
// does not play the first card of the hand.
func TestNumberKeysWaitAfterAChoiceTakenForThePlayer(t *testing.T) {
	lang := words.English()
	m := mustMatch(t, 4)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 1 && d.Prompt == game.PromptDefenses
	}); err != nil {
		t.Fatal(err)
	}
	for m.G.Pending().Prompt == game.PromptDefenses && len(m.G.Legal(nil)) > 1 {
		if _, err := m.Apply(m.G.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	p := ShotPlay(m)
	p.calm = 0
	taken := len(m.G.Log())
	p.Update(a, &Input{}) // the table takes the lone choice
	if len(m.G.Log()) != taken+1 || p.note == "" {
		t.Fatalf("the lone choice at %v was not taken for the player", m.G.Pending())
	}
	if !p.mine() || len(p.view.Legal) < 2 {
		t.Fatalf("no decision for the player after the one taken: %v", m.G.Pending())
	}
	for f := 0; f < takenCalm-1; f++ {
		keyFrame(p, a, ebiten.Key1)
		if len(m.G.Log()) != taken+1 {
			t.Fatalf("key 1, %d frames after a choice was taken for the player, did %q", f+1, lang.Printer().Command(m.G.Log()[taken+1]))
		}
	}
}

// Within one sicario's actions, a place still offered keeps its number:
// the key it had before the first action picks it for the second.
func TestNumberKeysStayWithinASicariosActions(t *testing.T) {
	lang := words.English()
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	tried := 0
	for seed := uint64(1); seed <= 60 && tried < 5; seed++ {
		m := mustMatch(t, seed)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
			return d.Seat == game.SeatPatron && d.Prompt == game.PromptSicarioAction && len(m.G.Legal(nil)) >= 4
		}); err != nil || m.G.Over() {
			continue
		}
		p := ShotPlay(m)
		p.calm, p.ch.perPage, p.ch.cols = 0, 12, 2 // as the list is drawn
		_, listed := splitExits(p.ch.visible())
		if len(listed) < 3 || len(listed) > 9 {
			continue
		}
		old := map[string]int{}
		for i, c := range listed {
			old[c.Format()] = i + 1
		}
		keyFrame(p, a, ebiten.Key1) // the first choice
		if d := m.G.Pending(); d.Prompt != game.PromptSicarioAction || !p.mine() {
			continue // the sicario has no second action here
		}
		for range keyCalm + 1 {
			p.Update(a, &Input{})
		}
		_, now := splitExits(p.ch.visible())
		var want game.Command
		for i, c := range now {
			if k, ok := old[c.Format()]; ok && k != i+1 {
				want = c // a choice a renumbered list would have moved
			}
		}
		if want.Op == game.OpNone {
			continue
		}
		tried++
		n := len(m.G.Log())
		keyFrame(p, a, ebiten.Key0+ebiten.Key(old[want.Format()]))
		if len(m.G.Log()) == n {
			t.Fatalf("seed %d: key %d decided nothing", seed, old[want.Format()])
		}
		if got := m.G.Log()[n]; got.Format() != want.Format() {
			t.Errorf("seed %d: key %d, which meant %q, did %q", seed, old[want.Format()], lang.Printer().Command(want), lang.Printer().Command(got))
		}
	}
	if tried == 0 {
		t.Fatal("no sicario with a second action whose list moved")
	}
}

// patronToPlay is a table of seed 4 at the Patrón's first card of season 1,
// in a window that writes nothing (no settings, no saves).
func patronToPlay(t *testing.T) (*match.Match, *App, *Play) {
	t.Helper()
	m := mustMatch(t, 4)
	a := atPatronsFirstPlay(t, m)
	return m, a, ShotPlay(m)
}

// atPatronsFirstPlay plays m by bots to the Patrón's first card of season
// 1, and gives a window that writes nothing (no settings, no saves).
func atPatronsFirstPlay(t *testing.T, m *match.Match) *App {
	t.Helper()
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 1 && d.Seat == game.SeatPatron && d.Prompt == game.PromptPlay
	}); err != nil {
		t.Fatal(err)
	}
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	return a
}
