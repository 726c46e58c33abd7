package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/scenes/match"
	"patron/scenes/sound"
	"patron/scenes/words"
)

// Choices made on the board, in a window: a click on a lit place decides
// the Patrón's hideout; Los Pepes' look is two clicks on two sicarios; a
// lone command that is no decision is taken with a note, and an undo goes
// back past it to the decision before. Then a finished game's replay is
// stepped, played and dragged, and the music plays.
func TestWindowChoicesOnTheBoard(t *testing.T) {
	t.Parallel()
	out := inWindow(t, "choices")
	t.Log(out)
	wants := []string{"ok: hideout by a click", "ok: pair in two clicks", "ok: lone command taken", "ok: the undo went back past it",
		"ok: replay steps", "ok: replay plays", "ok: replay slider", "ok: Russian", "ok: English again",
		"ok: tutorial step 2", "ok: tutorial step 3", "ok: tutorial step 4", "ok: tutorial step 5", "ok: tutorial step 6", "ok: tutorial step 7", "ok: tutorial done"}
	if sound.DeviceAvailable() { // make test starts a silent sound server
		wants = append(wants, "ok: music plays")
	}
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q\n%s", want, out)
		}
	}
}

// stepWindow runs a scenario on a goroutine of its own, one window frame
// at a time: the scenario waits for frames, the window waits for the
// scenario between them, so the two never run at once.
type stepWindow struct {
	app    *App
	script *Script
	resume chan struct{}
	yield  chan struct{}
	done   chan error
	err    error
	ended  bool
}

func runStepWindow(scenario func(w *stepWindow) error) int {
	w := &stepWindow{script: &Script{X: -1, Y: -1}, resume: make(chan struct{}), yield: make(chan struct{}), done: make(chan error, 1)}
	w.app = NewApp(&Menu{}, w.script)
	w.app.Settings.Path = ""
	w.app.Settings.Pace = 2
	testWindow(w.app, 4)
	go func() {
		<-w.resume
		err := scenario(w)
		w.ended = true
		w.done <- err
		w.yield <- struct{}{}
	}()
	if err := ebiten.RunGame(w); err != nil && err != ebiten.Termination {
		fmt.Println("run:", err)
		return 1
	}
	if w.err != nil {
		fmt.Println("error:", w.err)
		return 1
	}
	return 0
}

func (w *stepWindow) Update() error {
	if w.ended {
		return ebiten.Termination
	}
	w.resume <- struct{}{}
	<-w.yield
	if w.ended {
		w.err = <-w.done
		return ebiten.Termination
	}
	return w.app.Update()
}

func (w *stepWindow) Draw(screen *ebiten.Image)    { w.app.Draw(screen) }
func (w *stepWindow) Layout(ow, oh int) (int, int) { return w.app.Layout(ow, oh) }
func (w *stepWindow) frames(n int) {
	for range n {
		w.yield <- struct{}{}
		<-w.resume
	}
}

// click aims at the middle of the target the last frame drew as want (an
// id, or a hit of the table).
func (w *stepWindow) click(want any) error {
	for _, t := range w.app.Targets() {
		if t.is(want) {
			w.script.ClickAt(t.R.CX(), t.R.CY())
			w.frames(w.script.Pending() + 2)
			return nil
		}
	}
	return fmt.Errorf("nothing on screen is %s", targetName(want))
}

// table opens the table of a hotseat match played by bots up to the first
// decision stop accepts, with the people it needs looking.
func (w *stepWindow) table(lang *words.Lang, seed uint64, stop func(m *match.Match, d game.Decision) bool) (*Play, error) {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return nil, err
	}
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return stop(m, d) }); err != nil {
		return nil, err
	}
	if m.G.Over() {
		return nil, nil
	}
	p := NewPlay(m)
	m.Confirm(m.Needed())
	p.refresh()
	askStaged(p)
	w.app.Switch(p)
	return p, nil
}

func runChoicesWindow() int {
	return runStepWindow(func(w *stepWindow) error {
		for _, check := range []func(*stepWindow) error{hideByClick, pairInTwoClicks, loneCommandTaken, replaySteps, switchLanguage, tutorialSteps, musicPlays} {
			if err := check(w); err != nil {
				return err
			}
		}
		return nil
	})
}

func lastCommand(m *match.Match) string {
	log := m.G.Log()
	if len(log) == 0 {
		return ""
	}
	return log[len(log)-1].Format()
}

// hideByClick: the Patrón's first hideout, chosen with one click on a lit place.
func hideByClick(w *stepWindow) error {
	lang := w.app.Lang
	p, err := w.table(lang, 1, func(_ *match.Match, d game.Decision) bool { return d.Prompt == game.PromptHide })
	if err != nil || p == nil {
		return fmt.Errorf("no table at the hideout choice: %v", err)
	}
	w.frames(3)
	at, before := board.MustLoc("C5"), len(p.M.G.Log())
	if err := w.click(onLoc(at)); err != nil {
		return err
	}
	if log := p.M.G.Log(); len(log) <= before || log[before].Format() != "hide C5" || p.M.G.Sec.Hideout != at {
		return fmt.Errorf("a click on Aracataca did not hide him there (last command %q)", lastCommand(p.M))
	}
	fmt.Println("ok: hideout by a click")
	return nil
}

// pairInTwoClicks: Los Pepes' look at two sicarios' defense tokens, picked
// on the Patrón's dashboard one sicario at a time.
func pairInTwoClicks(w *stepWindow) error {
	lang := w.app.Lang
	for seed := uint64(1); seed <= 30; seed++ {
		p, err := w.table(lang, seed, func(_ *match.Match, d game.Decision) bool { return d.Prompt == game.PromptPepes })
		if err != nil {
			return err
		}
		if p == nil {
			continue
		}
		var want game.Command
		for _, c := range p.view.Legal {
			if c.Op == game.OpPepes {
				want = c
				break
			}
		}
		w.frames(3)
		a, pub := want.Args(), &p.view.Public
		before := len(p.M.G.Log())
		if err := w.click(onSlot(pub.SlotOf(a.Figure))); err != nil {
			return err
		}
		if len(p.M.G.Log()) != before || len(p.ch.figs) != 1 {
			return fmt.Errorf("the first sicario decided already (%q), or was not picked (%v)", lastCommand(p.M), p.ch.figs)
		}
		if err := w.click(onSlot(pub.SlotOf(a.Figure2))); err != nil {
			return err
		}
		if log := p.M.G.Log(); len(log) <= before || log[before] != want {
			return fmt.Errorf("two clicks for %q gave %q", want.Format(), lastCommand(p.M))
		}
		fmt.Println("ok: pair in two clicks:", want.Format())
		return nil
	}
	return fmt.Errorf("no Los Pepes look in 30 games")
}

// loneCommandTaken: a decision with one command that only finishes what
// was chosen is taken by the table, with a note; an undo takes it back
// with the decision before it, and the table then asks.
func loneCommandTaken(w *stepWindow) error {
	lang := w.app.Lang
	for seed := uint64(1); seed <= 40; seed++ {
		p, err := w.table(lang, seed, func(m *match.Match, d game.Decision) bool {
			// the Factions' (the Patrón's hand the screen over after them)
			return autoTakes(d.Prompt) && d.Seat.IsFactions() && len(m.G.Legal(nil)) == 1
		})
		if err != nil {
			return err
		}
		if p == nil {
			continue
		}
		lone := p.M.G.Legal(nil)[0]
		at := len(p.M.G.Log())
		for i := 0; i < 5 && len(p.M.G.Log()) <= at; i++ {
			w.frames(1)
		}
		if len(p.M.G.Log()) <= at || p.M.G.Log()[at] != lone {
			return fmt.Errorf("seed %d: the lone %q was not taken", seed, lone.Format())
		}
		if !slices.Contains(p.M.Auto, at) || !strings.Contains(p.note, lang.Printer().Command(lone)) {
			return fmt.Errorf("seed %d: taken without a note (%q) or a record (%v)", seed, p.note, p.M.Auto)
		}
		fmt.Printf("ok: lone command taken: %s · %s (seed %d)\n", lone.Format(), p.note, seed)
		w.frames(2)
		if p.handoff != nil && p.note != "" {
			return fmt.Errorf("seed %d: the note %q stays on the hand-off to other eyes", seed, p.note)
		}
		if p.M.CanUndo() != match.UndoOK || p.handoff != nil {
			continue // the decision before showed something: no undo to try here
		}
		w.script.Push(Input{X: -1, Y: -1, Ctrl: true, Keys: []ebiten.Key{ebiten.KeyZ}})
		w.frames(3)
		if n := len(p.M.G.Log()); n >= at {
			return fmt.Errorf("seed %d: the undo kept the log at %d commands, the lone one was at %d", seed, n, at)
		}
		fmt.Println("ok: the undo went back past it")
		return nil
	}
	return fmt.Errorf("no lone command in 40 games")
}

// musicPlays: with a sound device, the music starts with the sound, plays
// on while the table runs, and muting pauses it.
func musicPlays(w *stepWindow) error {
	if !sound.DeviceAvailable() {
		fmt.Println("skipped: no sound device for the music")
		return nil
	}
	w.app.Settings.Music, w.app.Settings.Volume, w.app.Settings.Mute = 2, 2, false
	w.app.EnableSound()
	for i := 0; i < 300 && !w.app.Sound.MusicPlaying(); i++ {
		w.frames(1)
	}
	if !w.app.Sound.MusicPlaying() {
		return fmt.Errorf("the music did not start within 300 frames")
	}
	for start := time.Now(); w.app.Sound.MusicPosition() == 0 && time.Since(start) < 30*time.Second; {
		w.frames(1) // the sound server takes a moment to start the stream
	}
	// Frames run unpaced here: wait on the clock. A busy machine (the whole
	// suite at once) feeds the sound server late, so the music has up to
	// 30 s to move on 300 ms, a guard and no measure: music that stopped
	// never does, music that plays does in 300 ms.
	first, start := w.app.Sound.MusicPosition(), time.Now()
	for w.app.Sound.MusicPosition()-first < 300*time.Millisecond && time.Since(start) < 30*time.Second {
		w.frames(1)
	}
	if moved := w.app.Sound.MusicPosition() - first; moved < 300*time.Millisecond {
		return fmt.Errorf("the music moved %v in %v", moved, time.Since(start))
	}
	w.app.Settings.Mute = true
	w.app.soundChanged()
	w.frames(2)
	if w.app.Sound.MusicPlaying() {
		return fmt.Errorf("muted, the music still plays")
	}
	w.app.Settings.Mute = false
	w.app.soundChanged()
	fmt.Println("ok: music plays")
	return nil
}

// replaySteps: the end screen's replay of a finished game steps with its
// buttons and keys, plays on by itself, and follows its slider; each step
// shows the game as the log had it then.
func replaySteps(w *stepWindow) error {
	lang := w.app.Lang
	m, err := match.New(HotseatSetup(lang, 3))
	if err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return false }); err != nil {
		return err
	}
	w.app.Switch(NewEnd(m))
	w.frames(3)
	if err := w.click(named("end:replay")); err != nil {
		return err
	}
	r, ok := w.app.Scene().(*ReplayView)
	if !ok {
		return fmt.Errorf("the replay button opened %T", w.app.Scene())
	}
	shows := func(k int) error {
		want, err := r.tl.Game(k)
		if err != nil {
			return err
		}
		if r.step != k || r.g == nil || r.g.PublicHash() != want.PublicHash() {
			return fmt.Errorf("at step %d the replay shows step %d", k, r.step)
		}
		return nil
	}
	if err := shows(0); err != nil {
		return err
	}
	for _, id := range []buttonID{named("replay:next"), named("replay:next"), named("replay:prev")} {
		if err := w.click(id); err != nil {
			return err
		}
	}
	w.script.Key(ebiten.KeyRight)
	w.frames(2)
	if err := shows(2); err != nil {
		return err
	}
	fmt.Println("ok: replay steps")
	if err := w.click(named("replay:play")); err != nil {
		return err
	}
	w.frames(2 * replayPace)
	if r.step < 3 || !r.playing {
		return fmt.Errorf("playing for two steps' time, the replay is at step %d (playing %v)", r.step, r.playing)
	}
	w.script.Key(ebiten.KeySpace)
	w.frames(2)
	at := r.step
	w.frames(replayPace + 5)
	if r.playing || r.step != at {
		return fmt.Errorf("paused, the replay went on from %d to %d", at, r.step)
	}
	if err := shows(at); err != nil {
		return err
	}
	fmt.Println("ok: replay plays")
	s := r.sliderRect(w.app)
	w.script.ClickAt(s.Right()-1, s.CY())
	w.frames(4)
	if err := shows(r.last()); err != nil {
		return err
	}
	if !r.g.Over() {
		return fmt.Errorf("the slider's end is not the game's end")
	}
	fmt.Println("ok: replay slider")
	if err := w.click(named("replay:back")); err != nil {
		return err
	}
	if _, ok := w.app.Scene().(*End); !ok {
		return fmt.Errorf("Back from the replay went to %T", w.app.Scene())
	}
	return nil
}

// switchLanguage: Settings → Русский makes the window's language Russian:
// the screens, the engine's sentences and the box's names (said by the
// printer and on the panels); English brings them back.
func switchLanguage(w *stepWindow) error {
	lang := w.app.Lang
	w.app.Switch(&SettingsScreen{})
	w.frames(3)
	back, cali := lang.T(words.Back), lang.Printer().Faction(box.Cali)
	if err := w.click(keyed("settings:lang", "ru")); err != nil {
		return err
	}
	lang = w.app.Lang // the window's language, as Settings left it
	prompt, plata := lang.Printer().Prompt(game.PromptHide), lang.Printer().Plata(box.PlataLabs)
	if lang.Code() != "ru" || lang.T(words.Back) == back || lang.Printer().Faction(box.Cali) == cali || lang.Panels().FactionName[box.Cali] == cali || !strings.ContainsAny(prompt, "абвгдеёжзийклмнопрстуфхцчшщыьэюя") ||
		strings.Contains(plata, "Labs") {
		return fmt.Errorf("in Russian: %q, %q, %q, %q", lang.T(words.Back), lang.Printer().Faction(box.Cali), prompt, plata)
	}
	fmt.Printf("ok: Russian (%s · %s · %s)\n", lang.T(words.Back), lang.Printer().Faction(box.Cali), prompt)
	w.frames(2)
	if err := w.click(keyed("settings:lang", "en")); err != nil {
		return err
	}
	lang = w.app.Lang
	if lang.Code() != "en" || lang.T(words.Back) != back || lang.Printer().Faction(box.Cali) != cali || lang.Printer().Prompt(game.PromptHide) != "the Patrón chooses his first hideout" {
		return fmt.Errorf("back in English: %q, %q, %q", lang.T(words.Back), lang.Printer().Faction(box.Cali), lang.Printer().Prompt(game.PromptHide))
	}
	fmt.Println("ok: English again")
	return nil
}

// tutorialSteps: the Patrón's tutorial from the menu, its guide followed
// step by step: Next, hide with a click on the map, hand out the defense
// tokens, play a card, place the sicario, let it act, and the guide is
// done.
func tutorialSteps(w *stepWindow) error {
	w.app.Switch(&Menu{})
	w.frames(3)
	for _, id := range []buttonID{named("menu:tutorial"), named("tutorial:patron")} {
		if err := w.click(id); err != nil {
			return err
		}
	}
	p, ok := w.app.Scene().(*Play)
	if !ok || !p.tut.active() {
		return fmt.Errorf("the tutorial opened %T", w.app.Scene())
	}
	if err := w.click(named("tutor:next")); err != nil {
		return err
	}
	// decide waits for the guide's decision and makes it with clicks: on
	// the command's place first when the list does not show it.
	decide := func(prompt game.Prompt, op game.Op) error {
		for i := 0; i < 600 && !(p.mine() && p.view.Pending.Prompt == prompt && !p.anims.busy()); i++ {
			w.frames(1)
		}
		if !p.mine() || p.view.Pending.Prompt != prompt {
			return fmt.Errorf("no %s to make (at %s)", prompt.Name(), p.view.Pending.Prompt.Name())
		}
		w.frames(2)
		for _, c := range p.view.Legal {
			if op != game.OpNone && c.Op != op {
				continue
			}
			if w.click(onCommand(c)) == nil {
				return nil
			}
			if a := c.Args(); a.Loc >= 0 {
				if err := w.click(onLoc(a.Loc)); err != nil {
					return err
				}
				if p.view.Pending.Prompt != prompt {
					return nil // the place was the whole choice
				}
				return w.click(onCommand(c))
			}
		}
		return fmt.Errorf("cannot find how to %s", prompt.Name())
	}
	for _, st := range []struct {
		prompt game.Prompt
		op     game.Op // OpNone: any, as many times as the step asks
	}{{game.PromptHide, game.OpHide}, {game.PromptDefenses, game.OpNone}, {game.PromptPlay, game.OpPlay}, {game.PromptPlace, game.OpPlace},
		{game.PromptSicarioAction, game.OpNone}} {
		want := p.tut.step + 1
		for n := 0; n < 10 && p.tut.step != want; n++ {
			if n > 0 && st.op == game.OpNone { // as many as it asks: until the guide moves on (the sicario's step: until the Faction's turn)
				for i := 0; i < 600 && p.tut.step != want && !(p.mine() && p.view.Pending.Prompt == st.prompt); i++ {
					w.frames(1)
				}
				if p.tut.step == want {
					break
				}
			}
			if err := decide(st.prompt, st.op); err != nil {
				return err
			}
			w.frames(3)
			if st.op != game.OpNone {
				break
			}
		}
		if p.tut.step != want {
			return fmt.Errorf("after %s the guide is at step %d, want %d", st.prompt.Name(), p.tut.step+1, want+1)
		}
		fmt.Printf("ok: tutorial step %d\n", want)
	}
	// The bot Faction's turn: a Range question is answered with a click
	// while the guide explains it; then the Patrón's next turn.
	back := slices.IndexFunc(p.tut.steps, func(s tutorialStep) bool { return s.text == words.TutPatronBack })
	for i := 0; i < 20000 && p.tut.step != back; i++ {
		if p.mine() && p.view.Pending.Prompt == game.PromptAnswerRange && !p.anims.busy() {
			if said := p.tut.text(); said != words.TutAnswerRange {
				return fmt.Errorf("asked for a Range answer, the guide says %q", said)
			}
			if err := decide(game.PromptAnswerRange, game.OpRange); err != nil {
				return err
			}
			fmt.Println("ok: tutorial range answered")
		}
		w.frames(1)
	}
	if p.tut.step != back {
		return fmt.Errorf("after the Faction's turn the guide is at step %d, want %d", p.tut.step+1, back+1)
	}
	fmt.Printf("ok: tutorial step %d\n", back)
	for p.tut.active() {
		if err := w.click(named("tutor:next")); err != nil {
			return err
		}
	}
	fmt.Println("ok: tutorial done")
	return nil
}
