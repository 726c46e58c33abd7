package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/game/box"
	"patron/render/mapview"
)

// Ebitengine runs one window per process, so each window test runs this
// test binary again as a child with PATRON_WINDOW_TEST naming the test.
func TestMain(m *testing.M) {
	if os.Getenv("PATRON_DATA_DIR") == "" { // never touch the player's own games
		dir, err := os.MkdirTemp("", "patron-test-data-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		os.Setenv("PATRON_DATA_DIR", dir)
		code := run(m)
		os.RemoveAll(dir)
		os.Exit(code)
	}
	os.Exit(run(m))
}

func run(m *testing.M) int {
	switch os.Getenv("PATRON_WINDOW_TEST") {
	case "":
		startWindows(os.Getenv("PATRON_DATA_DIR"))
		code := m.Run()
		for _, r := range windowRuns {
			<-r.done // a child not waited for (its test not run: -test.count, a failure) ends before its folder goes
		}
		return code
	case "hotseat":
		return runScriptedHotseat()
	case "monkey":
		return runMonkey()
	case "choices":
		return runChoicesWindow()
	case "small":
		return runSmallWindow()
	case "gamepad":
		return runPadWindow()
	case "lan-host":
		return runLANWindow(true)
	case "lan-join":
		return runLANWindow(false)
	}
	fmt.Fprintln(os.Stderr, "unknown window test")
	return 2
}

// inWindow runs a window test in a child process and returns its output.
func inWindow(t *testing.T, name string) string {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run the tests with `make test`, which starts Xvfb")
	}
	var out []byte
	var err error
	if r, ok := windowRuns[name]; ok && !r.taken.Swap(true) { // started early (window_early_test.go)
		<-r.done
		out, err = r.out, r.err
	} else {
		out, err = windowCommand(name, t.TempDir()).CombinedOutput()
	}
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, out)
	}
	return string(out)
}

// A whole hotseat game, played from the menu to the end screen through
// the mouse and keyboard path a person uses: clicks land on the places the
// screens drew, and the hand-off screens must be confirmed each time.
func TestScriptedHotseatGame(t *testing.T) {
	t.Parallel()
	out := inWindow(t, "hotseat")
	for _, want := range []string{"reached: setup", "reached: play", "reached: handoff", "reached: summary", "reached: moment", "reached: notes", "reached: log", "reached: last turn", "reached: clues 0", "reached: clues 1", "reached: undo",
		"reached: left", "reached: resumed", "reached: end", "menu again"} {
		if !strings.Contains(out, want) {
			t.Errorf("the scripted game never %s\n%s", want, out)
		}
	}
}

// driver plays through the App's screens by clicking their targets.
type driver struct {
	app      *App
	script   *Script
	bots     [2]bot.Bot
	reached  map[string]int
	frames   int
	err      error
	finished bool
	handoffs int
	idle     int
	noted    int // 0: no note yet; 1: overlay and marker asked; 2: checked
	resume   resumeCheck
	undo     undoCheck
	log      logCheck
	last     lastTurnCheck
	clues    cluesCheck
}

// newDriver starts a window's driver at the menu, with greedy bots
// (seeded) choosing what it clicks for each side, and opens the window's
// settings for a test.
func newDriver(patronSeed, factionsSeed uint64) driver {
	d := driver{script: &Script{X: -1, Y: -1}, reached: map[string]int{}}
	d.app = NewApp(&Menu{}, d.script)
	d.app.Settings.Path = ""
	d.app.Settings.Pace = 2
	var err error
	if d.bots[0], err = bot.New("normal", true, patronSeed); err != nil {
		panic(err)
	}
	if d.bots[1], err = bot.New("normal", false, factionsSeed); err != nil {
		panic(err)
	}
	testWindow(d.app, 4)
	return d
}

// testWindow opens a window test's window at a part of the design size
// (1/shrink in each direction), with frames as fast as the machine draws
// them, and keeps the screen between frames as the game does (window/window.go):
// an unchanged picture is not painted again. The layout is the design's,
// in the same units (the same places, targets and clicks): only the
// pixels drawn are fewer, and a software GL's time (Xvfb's) goes with
// them: at a quarter of the size each way, a scripted hotseat game's frame
// takes a third of the CPU it takes at half. The screens at their real
// size are the screenshot tests' (the main package) and
// TestWindowSmallScreen's.
func testWindow(a *App, shrink int) {
	a.KeepScreen()
	ebiten.SetWindowSize(DesignW/shrink, DesignH/shrink)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
}

func runScriptedHotseat() int {
	dv := newDriver(11, 12)
	d := &dv
	if err := ebiten.RunGame(d); err != nil && err != ebiten.Termination {
		fmt.Println("run:", err)
		return 1
	}
	for _, k := range []string{"setup", "play", "handoff", "summary", "result", "moment", "end"} {
		if d.reached[k] > 0 {
			fmt.Printf("reached: %s (%d frames)\n", k, d.reached[k])
		}
	}
	fmt.Printf("hand-offs confirmed: %d, frames: %d\n", d.handoffs, d.frames)
	if d.err != nil {
		fmt.Println("error:", d.err)
		return 1
	}
	if d.finished {
		fmt.Println("menu again")
	}
	return 0
}

const maxFrames = 400000

func (d *driver) Update() error {
	d.frames++
	if d.frames > maxFrames {
		d.err = fmt.Errorf("no end after %d frames (scene %T)", maxFrames, d.app.Scene())
		return ebiten.Termination
	}
	if d.finished || d.err != nil {
		return ebiten.Termination
	}
	if d.script.Pending() == 0 && d.frames > 2 {
		d.next()
	}
	return d.app.Update()
}

func (d *driver) Draw(screen *ebiten.Image) {
	// Laid out, its targets registered and its texts measured, as drawn,
	// but sent to the GPU only for the picture the resume check reads:
	// the clicks are what this test is about; the pictures are the
	// screenshot tests'.
	d.app.dry = !d.resume.shoot
	d.app.Draw(screen)
	if d.resume.shoot {
		d.resume.shoot = false
		d.resume.shot(screen)
	}
}

func (d *driver) Layout(w, h int) (int, int) { return d.app.Layout(w, h) }

// click presses the target (an id, or a hit of the table), if the last
// frame drew it.
func (d *driver) click(want any) bool {
	for _, t := range d.app.Targets() {
		if t.is(want) {
			// the middle of the part on screen, as a player would aim
			x0, y0 := max(t.R.X, 0), max(t.R.Y, 0)
			x1, y1 := min(t.R.Right(), d.app.W), min(t.R.Bottom(), d.app.H)
			d.script.ClickAt((x0+x1)/2, (y0+y1)/2)
			return true
		}
	}
	return false
}

func (d *driver) mark(s string) {
	if d.reached[s] == 0 {
		d.reached[s] = d.frames
	}
}

// next decides the next input from what is on screen.
func (d *driver) next() {
	switch s := d.app.Scene().(type) {
	case *Menu:
		if d.reached["end"] > 0 {
			d.finished = true
			return
		}
		if d.resume.step == resumeLeft {
			d.mark("left")
			if !d.click(named("menu:continue")) {
				d.err = fmt.Errorf("the menu offers no Continue after leaving a game")
			}
			d.resume.step = resumeContinued
			return
		}
		d.click(named("menu:new"))
	case *NewSetup:
		d.mark("setup")
		d.click(named("setup:start"))
	case *Play:
		d.mark("play")
		d.playTurn(s)
	case *End:
		d.mark("end")
		d.click(named("end:menu"))
	}
}

// takeNotes toggles the deduction overlay with its key and pins a hideout
// marker with a right-click on Bogotá, then checks both took.
func (d *driver) takeNotes(p *Play) {
	bogota := board.MustLoc("A9")
	if d.noted == 0 {
		x, y := p.board.Proj.Loc[bogota][0], p.board.Proj.Loc[bogota][1]
		d.script.Key(ebiten.KeyD)
		d.script.Push(Input{X: x, Y: y}, Input{X: x, Y: y, RightClick: true})
		d.noted = 1
		return
	}
	if !p.overlay || !p.M.Markers.Has(bogota) {
		d.err = fmt.Errorf("overlay %v, markers %v after D and a right-click on Bogotá", p.overlay, p.M.Markers)
	}
	fmt.Println("reached: notes")
	d.noted = 2
}

// playTurn answers the table: confirm a hand-off, or make the choice a
// greedy bot would, by clicking what the screen offers.
func (d *driver) playTurn(p *Play) {
	d.undo.observe(p)
	if d.resumeTurn(p) || d.undoTurn(p) {
		return
	}
	if p.handoff != nil {
		d.mark("handoff")
		if d.click(named("handoff:ready")) {
			d.handoffs++
		}
		return
	}
	if p.sum.open > 0 { // the End of Season summary: read, then go on
		d.mark("summary")
		d.click(named("summary:continue"))
		return
	}
	if p.mom.open { // a big moment: read, then clicked away
		d.mark("moment")
		d.click(named("moment:go"))
		return
	}
	if p.result.open { // the Factions' result, held before the hand-off
		d.mark("result")
		d.click(named("result:pass"))
		return
	}
	if !p.mine() || p.anims.busy() {
		return // bots, moves or the end are on their way
	}
	if p.view.Secret == nil && d.noted < 2 && p.board.Proj != nil {
		d.takeNotes(p)
		return
	}
	d.cluesDone(p)
	if d.logTurn(p) || d.lastTurnTurn(p) || d.cluesTurn(p) {
		return
	}
	d.choose(p)
}

// choose makes the choice a greedy bot would, by clicking what the screen
// offers: a button, or a figure, place or card that narrows the choices.
func (d *driver) choose(p *Play) {
	v := p.view
	side := 1
	if v.Seat == game.SeatPatron {
		side = 0
	}
	want := d.bots[side].Choose(&v)
	if side == 1 && v.Public.Season == 1 && want.Op == game.OpUse && want.Action() == box.Capture {
		// No raid in the first Season: a game caught twice before its
		// first End of Season never shows the summary and the screens
		// after it, which this game is here to go through.
		for _, c := range v.Legal {
			if !(c.Op == game.OpUse && c.Action() == box.Capture) {
				want = c
				break
			}
		}
	}
	if d.click(onCommand(want)) {
		return
	}
	a := want.Args()
	pub := &v.Public
	if p.ch.narrowed() && !p.ch.matches(want) {
		d.click(onButton(btnCancel))
		return
	}
	if a.Hunter >= 0 && p.ch.hunter < 0 && d.click(onPiece(mapview.HunterPiece(a.Hunter))) {
		return
	}
	for _, f := range []box.Figure{a.Figure, a.Figure2} {
		if s := pub.SlotOf(f); f >= 0 && s >= 0 && !p.ch.picked(f) && d.click(onSlot(s)) {
			return
		}
	}
	if a.Loc >= 0 && p.ch.loc < 0 && d.click(onLoc(a.Loc)) {
		return
	}
	if a.Card >= 0 && p.ch.card < 0 && d.click(onCard(a.Card)) {
		return
	}
	if d.click(onButton(btnMore)) {
		return
	}
	d.idle++
	if d.idle > 50 {
		d.err = fmt.Errorf("cannot find how to choose %q on screen", want.Format())
	}
}
