package scenes

import (
	"fmt"
	"image"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// On a small screen (1024×768, and the window the game opens there),
// every screen of the game is laid out with every button inside the
// window; Esc on a hand-off opens the table's menu and its leave question
// over the blank screen, and nothing of the game shows behind them; a game
// of bots only is played on the board, not behind a blank table.
func TestWindowSmallScreen(t *testing.T) {
	t.Parallel()
	out := inWindow(t, "small")
	t.Log(out)
	for _, want := range []string{"ok: every screen fits 1024x768", "ok: every screen fits 976x656",
		"ok: hand-off menu", "ok: leave question", "ok: hand-off again", "ok: still blank", "ok: confirmed",
		"ok: bots play on the board"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q\n%s", want, out)
		}
	}
	if strings.Contains(out, "fail:") {
		t.Errorf("%s", out)
	}
}

// smallWindow runs its checks inside Ebitengine's loop (drawing needs the
// GPU), on a goroutine of its own in step with the frames: the checks run
// while Update waits for them, and let a frame end after each screen
// drawn, so that Ebitengine lets go of the images of the screens before
// (it does only between frames). It prints "ok: …" or "fail: …" lines.
type smallWindow struct {
	resume, yield chan struct{}
	ended         bool
}

func runSmallWindow() int {
	ebiten.SetWindowSize(1024, 768)
	if err := ebiten.RunGame(&smallWindow{}); err != nil {
		fmt.Println("run:", err)
		return 1
	}
	return 0
}

func (s *smallWindow) Update() error {
	if s.resume == nil {
		s.resume, s.yield = make(chan struct{}), make(chan struct{})
		go func() {
			<-s.resume
			s.checks()
			s.ended = true
			s.yield <- struct{}{}
		}()
	}
	s.resume <- struct{}{}
	<-s.yield
	if s.ended {
		return ebiten.Termination
	}
	return nil
}

// nextFrame ends this frame and waits for the next one; every few frames
// it collects the garbage, which lets the screens drawn go.
func (s *smallWindow) nextFrame() {
	s.yield <- struct{}{}
	<-s.resume
}

func (s *smallWindow) checks() {
	lang := words.English()
	frames := 0
	between := func() {
		if frames++; frames%16 == 0 {
			runtime.GC()
		}
		s.nextFrame()
	}
	for _, size := range [][2]int{{1024, 768}, {976, 656}} { // 976×656: the window on a 1024×768 monitor (window/window.go)
		if err := screensFit(lang, size[0], size[1], between); err != nil {
			fmt.Println("fail:", err)
		} else {
			fmt.Printf("ok: every screen fits %dx%d\n", size[0], size[1])
		}
	}
	if err := handOffMenu(lang); err != nil {
		fmt.Println("fail:", err)
	}
	if err := botsOnBoard(lang); err != nil {
		fmt.Println("fail:", err)
	}
}

func (s *smallWindow) Draw(*ebiten.Image)         {}
func (s *smallWindow) Layout(int, int) (int, int) { return 1024, 768 }

// screensFit draws every screen at w × h pixels and checks that every
// button and clickable place lies inside the window; between runs after
// each screen.
func screensFit(lang *words.Lang, w, h int, between func()) error {
	off := offscreen(w, h)
	defer off.Deallocate()
	var bad []string
	err := CaptureAll(lang, 1, board.NoLoc, func(st Still) error {
		name := st.Name
		st.Pad = false // the ring is the pad's check (pad_reach_test.go)
		// Laid out and measured, as drawn, but not drawn: only the targets
		// are checked.
		a := st.Open(Look{Lang: lang, W: w, H: h, Dry: true})
		defer a.Release() // as patron screenshot does
		off.Clear()
		st.Draw(a, off)
		if len(a.Targets()) == 0 && name != "cards" && name != "credits" {
			bad = append(bad, name+": nothing to click")
		}
		for _, t := range a.Targets() {
			if t.Hit.kind == hitCard && t.R.X >= 0 && t.R.Right() <= a.W && t.R.Y <= a.H-handPeek/2 {
				continue // the hand shows a strip of its cards until the mouse raises it
			}
			if t.R.X < -0.5 || t.R.Y < -0.5 || t.R.Right() > a.W+0.5 || t.R.Bottom() > a.H+0.5 {
				bad = append(bad, fmt.Sprintf("%s: %s at %.0f,%.0f %.0fx%.0f, outside %.0fx%.0f", name, t.name(), t.R.X, t.R.Y, t.R.W, t.R.H, a.W, a.H))
			}
		}
		between()
		return nil
	})
	if err != nil {
		return err
	}
	if len(bad) > 0 {
		return fmt.Errorf("at %dx%d:\n%s", w, h, strings.Join(bad, "\n"))
	}
	return nil
}

// offscreen is an image to draw whole screens on, a texture of its own:
// on an atlas page it would share the page with the panels drawn onto it,
// and Ebitengine would move it to a new page for each (hundreds of new
// textures, most of the test's time on a software GL).
func offscreen(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// smallTable drives a scene as the window would: an update, then a frame
// drawn at 1024×768.
type smallTable struct {
	a      *App
	script *Script
	off    *ebiten.Image
}

func newSmallTable(sc Scene) *smallTable {
	s := &smallTable{script: &Script{X: -1, Y: -1}, off: offscreen(1024, 768)}
	s.a = NewApp(sc, s.script)
	s.a.Settings, s.a.Store = DefaultSettings(), nil
	s.a.Resize(1024, 768)
	s.frame()
	return s
}

func (s *smallTable) frame() {
	_ = s.a.Update()
	s.a.Resize(1024, 768)
	s.off.Clear()
	s.a.Draw(s.off)
}

func (s *smallTable) frames(n int) {
	for range n {
		s.frame()
	}
}

// press queues a key and runs the frames it takes.
func (s *smallTable) press(k ebiten.Key) {
	s.script.Key(k)
	s.frames(2)
}

// click aims at a target of the last frame: an id, or a hit of the table.
func (s *smallTable) click(want any) error {
	for _, t := range s.a.Targets() {
		if t.is(want) {
			s.script.ClickAt(t.R.CX(), t.R.CY())
			s.frames(3)
			return nil
		}
	}
	return fmt.Errorf("nothing on screen is %s (%v)", targetName(want), s.ids())
}

func (s *smallTable) ids() []string {
	var out []string
	for _, t := range s.a.Targets() {
		out = append(out, t.name())
	}
	return out
}

// shows checks that the last frame offers these targets (ids, or hits of
// the table) and nothing of the game (no place, figure, card, slot or
// command to pick, no tool of the toolbar).
func (s *smallTable) shows(wants ...any) error {
	for _, want := range wants {
		if !slices.ContainsFunc(s.a.Targets(), func(t Target) bool { return t.is(want) }) {
			return fmt.Errorf("no %s on screen: %v", targetName(want), s.ids())
		}
	}
	for _, t := range s.a.Targets() {
		switch h := t.Hit; {
		case h.kind == hitLoc, h.kind == hitPiece, h.kind == hitCard, h.kind == hitSlot, h.kind == hitCommand,
			h.is(btnMenu), h.is(btnHelp), h.is(btnOverlay), h.is(btnAbility), h.is(btnUndo):
			return fmt.Errorf("%s drawn behind the hand-off: %v", t.name(), s.ids())
		}
	}
	return nil
}

// handOffMenu: Esc on the hand-off to the Patrón opens the menu; its
// Leave asks the leave question; Esc comes back to the blank hand-off;
// Space under the menu does not hand the screen over; then it does.
func handOffMenu(lang *words.Lang) error {
	m, err := match.New(HotseatSetup(lang, 1))
	if err != nil {
		return err
	}
	if err := play(m, board.NoLoc, true, func(d game.Decision) bool {
		return m.G.Pub.Season == 1 && d.Seat == game.SeatPatron && d.Prompt == game.PromptPlay
	}); err != nil {
		return err
	}
	p := handOffFromFactions(lang, m)
	s := newSmallTable(p)
	if err := s.shows(named("handoff:ready"), named("handoff:menu")); err != nil {
		return err
	}
	s.press(ebiten.KeyEscape)
	if err := s.shows(onButton(btnResume), onButton(btnLeaveGame), named("handoff:ready")); err != nil || !p.paused {
		return fmt.Errorf("Esc on the hand-off: paused %v, %v", p.paused, err)
	}
	fmt.Println("ok: hand-off menu")
	if err := s.click(onButton(btnLeaveGame)); err != nil {
		return err
	}
	if err := s.shows(onButton(btnLeaveYes), onButton(btnLeaveNo)); err != nil || !p.leaving {
		return fmt.Errorf("leave from the hand-off: leaving %v, %v", p.leaving, err)
	}
	fmt.Println("ok: leave question")
	s.press(ebiten.KeyEscape)
	if err := s.shows(named("handoff:ready")); err != nil || p.leaving || p.paused || p.handoff == nil {
		return fmt.Errorf("Esc on the leave question: leaving %v, paused %v, %v", p.leaving, p.paused, err)
	}
	fmt.Println("ok: hand-off again")
	if err := s.click(named("handoff:menu")); err != nil {
		return err
	}
	s.press(ebiten.KeySpace) // under the menu, Space is not "I'm here"
	if err := s.shows(onButton(btnResume)); err != nil || p.handoff == nil || m.Screen().Patron {
		return fmt.Errorf("Space under the hand-off's menu: hand-off %v, screen %+v, %v", p.handoff != nil, m.Screen(), err)
	}
	fmt.Println("ok: still blank")
	if err := s.click(onButton(btnResume)); err != nil {
		return err
	}
	s.press(ebiten.KeySpace)
	if p.handoff != nil || !m.Screen().Patron {
		return fmt.Errorf("the Patrón never took the screen: %v", s.ids())
	}
	fmt.Println("ok: confirmed")
	return nil
}

// botsOnBoard: a game of bots only shows its table (the toolbar, the
// prompt saying who plays) and goes on at the bots' pace, not all at once.
func botsOnBoard(lang *words.Lang) error {
	st := HotseatSetup(lang, 2)
	for i := range st.People {
		st.People[i].Bot = "easy"
	}
	m, err := match.New(st)
	if err != nil {
		return err
	}
	p := NewPlay(m)
	s := newSmallTable(p)
	s.frames(30)
	if err := s.click(onButton(btnMenu)); err != nil {
		return fmt.Errorf("the table of bots is not drawn: %w", err)
	}
	if !p.paused {
		return fmt.Errorf("the menu did not open on the bots' table")
	}
	fmt.Printf("bots: %d decisions in 35 frames\n", m.Applied)
	if m.Applied == 0 || m.Applied > 20 {
		return fmt.Errorf("%d decisions in 35 frames: not played at the bots' pace", m.Applied)
	}
	fmt.Println("ok: bots play on the board")
	return nil
}
