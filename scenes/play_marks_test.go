package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/mapview"
	"patron/scenes/match"
)

// factionsToPlay is a hotseat table of seed 4 where the Factions use an
// Action (season 2), their view on screen, drawn once so that the map's
// places are where a click finds them.
func factionsToPlay(t *testing.T) (*match.Match, *App, *Play) {
	t.Helper()
	m := mustMatch(t, 4)
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season >= 2 && d.Prompt == game.PromptUseAction
	}); err != nil {
		t.Fatal(err)
	}
	a := NewApp(&Menu{}, &Script{})
	a.Settings.Path, a.Store = "", nil
	a.Resize(DesignW, DesignH)
	p := ShotPlay(m)
	if p.view.Secret != nil {
		t.Fatal("not the Factions' view")
	}
	drawPlay(a, p)
	return m, a, p
}

// at is where a place's marker shows on the table.
func at(p *Play, l board.Loc) (float64, float64) {
	return p.board.Proj.Loc[l][0], p.board.Proj.Loc[l][1]
}

// A right-click on a place cycles its hideout marker: suspect, ruled out,
// none; each step changes the table's picture (its key) and no decision
// is taken.
func TestRightClickCyclesTheHideoutMarker(t *testing.T) {
	m, a, p := factionsToPlay(t)
	l := board.MustLoc("A9")
	x, y := at(p, l)
	before := m.Revision
	keys := []any{p.DrawKey(a)}
	for _, want := range []match.Mark{match.Suspect, match.RuledOut, match.NoMark} {
		p.Update(a, &Input{X: x, Y: y, RightClick: true})
		if got := m.MarkOf(l); got != want {
			t.Fatalf("marker %v after a right-click, want %v", got, want)
		}
		keys = append(keys, p.DrawKey(a))
	}
	for i := 1; i < len(keys)-1; i++ {
		if keys[i] == keys[i-1] {
			t.Errorf("step %d of the cycle left the table's key as it was", i)
		}
	}
	if m.Revision != before {
		t.Error("a marker took a decision")
	}
}

// N over a place opens a note there; what is typed goes into the note,
// not into the table (a digit picks no choice, Esc opens no menu, H no
// help); Enter keeps it, and an empty note takes it away.
func TestNoteIsTypedOnAPlace(t *testing.T) {
	m, a, p := factionsToPlay(t)
	l := board.MustLoc("A9")
	x, y := at(p, l)
	before := m.Revision
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyN}})
	if !p.noteEd.open || p.noteEd.loc != l {
		t.Fatalf("N over %v opened no note: %+v", l, p.noteEd)
	}
	p.calm = 0
	p.Update(a, &Input{X: x, Y: y, Chars: []rune("lab h12"), Keys: []ebiten.Key{ebiten.Key1, ebiten.KeyH}})
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyBackspace}})
	if p.noteEd.text != "lab h1" || p.help || m.Revision != before {
		t.Fatalf("typing: %q, help %v, a decision %v", p.noteEd.text, p.help, m.Revision != before)
	}
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyEnter}})
	if p.noteEd.open || m.Marks.Notes[l] != "lab h1" {
		t.Fatalf("Enter kept %q (editor open %v)", m.Marks.Notes[l], p.noteEd.open)
	}
	sc := &mapview.Scene{}
	p.marksScene(sc)
	if _, note := p.placeMarks(a.Lang, l); !sc.Noted.Has(l) || !strings.Contains(note, "lab h1") {
		t.Fatal("the note shows neither on the map nor under the mouse")
	}
	// Esc drops what was typed since, and opens no menu.
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyN}})
	p.Update(a, &Input{X: x, Y: y, Chars: []rune("xx"), Keys: []ebiten.Key{ebiten.KeyEscape}})
	if p.noteEd.open || p.paused || m.Marks.Notes[l] != "lab h1" {
		t.Fatalf("Esc: open %v, paused %v, note %q", p.noteEd.open, p.paused, m.Marks.Notes[l])
	}
	// Emptied, the note goes.
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyN}})
	for range 6 {
		p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyBackspace}})
	}
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyEnter}})
	if m.Marks.Notes[l] != "" {
		t.Fatalf("an emptied note stays: %q", m.Marks.Notes[l])
	}
}

// The notes are the Factions' own: the Patrón's view neither draws them
// nor names them, and N opens no note there.
func TestPatronSeesNoNotes(t *testing.T) {
	m, a, p := patronToPlay(t)
	l := board.MustLoc("A9")
	m.SetNote(l, "we think A9")
	m.Markers = board.Of(l)
	a.Resize(DesignW, DesignH)
	drawPlay(a, p)
	sc := &mapview.Scene{}
	p.marksScene(sc)
	if _, note := p.placeMarks(a.Lang, l); !sc.Noted.Empty() || note != "" {
		t.Fatal("the Patrón's view shows the Factions' note")
	}
	if !sc.Markers.Has(l) {
		t.Fatal("the markers stand on the board for all to see")
	}
	x, y := at(p, l)
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyN}})
	if p.noteEd.open {
		t.Fatal("N opened a note in the Patrón's view")
	}
}

// sentNet is a LAN table's end that keeps whatever the table sends.
type sentNet struct {
	match.Net
	sent *[]string
}

func (n sentNet) Propose(p int, c game.Command) error {
	*n.sent = append(*n.sent, c.Format())
	return n.Net.Propose(p, c)
}

func (n sentNet) Chat(p int, text string) error {
	*n.sent = append(*n.sent, text)
	return n.Net.Chat(p, text)
}

func (n sentNet) StandIn(p int, level string) error {
	*n.sent = append(*n.sent, level)
	return n.Net.StandIn(p, level)
}

// At a LAN table the Factions' notes and markers never leave the machine:
// the table sends only commands (and chat a person typed), and none of it
// holds a note's words, before or after they play on.
func TestNotesNeverGoOnTheNetwork(t *testing.T) {
	a := &App{}
	a.Resize(DesignW, DesignH)
	srv := loopbackTable(t, 8, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"}, wire.Seat{Name: "Ana", Who: session.AtHost})
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	var sent []string
	m, err := match.NewLAN(sentNet{match.HostNet{S: srv}, &sent})
	if err != nil {
		t.Fatal(err)
	}
	p := NewLANPlay(m)
	defer p.stopSaving()
	factions, err := bot.New("normal", false, 3)
	if err != nil {
		t.Fatal(err)
	}
	play := func(n int) {
		deadline := time.Now().Add(30 * time.Second)
		for start := len(m.G.PublicLog()); len(m.G.PublicLog()) < start+n && !m.G.Over(); {
			if time.Now().After(deadline) {
				t.Fatalf("stuck after %d commands: %s", len(m.G.PublicLog()), p.net.problem)
			}
			p.pumpNet(a)
			if !p.mine() {
				p.Update(a, &Input{})
				time.Sleep(time.Millisecond)
				continue
			}
			v := m.G.View(m.G.Pending().Seat)
			p.apply(a, factions.Choose(&v))
		}
	}
	play(20)
	if p.view.Secret != nil {
		t.Fatal("Ana's screen is the Patrón's")
	}
	drawPlay(a, p)
	l := board.MustLoc("O4")
	x, y := at(p, l)
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyN}})
	p.Update(a, &Input{X: x, Y: y, Chars: []rune("zq hides here")})
	p.Update(a, &Input{X: x, Y: y, Keys: []ebiten.Key{ebiten.KeyEnter}})
	p.Update(a, &Input{X: x, Y: y, RightClick: true})
	if m.Marks.Notes[l] != "zq hides here" || !m.Markers.Has(l) {
		t.Fatalf("no note or marker on %v: %q", l, m.Marks.Notes[l])
	}
	play(20)
	if len(sent) == 0 {
		t.Fatal("the table sent nothing: the test sees nothing")
	}
	for _, s := range sent {
		if strings.Contains(s, "zq") || strings.Contains(s, "hides") {
			t.Fatalf("a note went on the network: %q", s)
		}
	}
}
