// Package window is the patron commands that open a window: the game
// (Run, patron with no command or play), its screens to PNG files
// (Screenshot, patron screenshot) and the frames per second on a full
// board (FPS, patron fps); and, for each, the sentence that says what to do
// when there is no display (display.go).
package window

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/board"
	"patron/render/icon"
	"patron/render/theme"
	"patron/scenes"
	"patron/scenes/capture"
	"patron/scenes/words"
)

// Run opens the game on its menu (patron, or patron play); it returns the
// exit code.
func Run() int {
	webMark("main")
	if err := checkDisplay(os.Getenv); err != nil {
		fmt.Fprintln(os.Stderr, "patron:", err)
		return 1
	}
	app := scenes.NewApp(&scenes.Menu{}, &scenes.Devices{})
	ebiten.SetWindowTitle("Patrón")
	if !inBrowser { // a page has no window icon: drawing them costs its start-up
		ebiten.SetWindowIcon(icon.Icons())
	}
	if m := ebiten.Monitor(); m != nil {
		ebiten.SetWindowSize(windowSize(m.Size()))
	} else {
		ebiten.SetWindowSize(scenes.DesignW, scenes.DesignH)
	}
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true) // the table saves before the window goes
	ebiten.SetFullscreen(app.Settings.Fullscreen)
	app.KeepScreen()
	if !inBrowser { // a browser's sound starts at the player's first key or click (webmark_js.go)
		app.EnableSound()
	}
	scenes.UsePalette(app)
	scenes.UseLanguage(app)
	webMark("run")
	if err := ebiten.RunGame(webMarked(app)); err != nil {
		fmt.Fprintln(os.Stderr, "patron:", windowError(err))
		return 1
	}
	return 0
}

// Room the window leaves on its monitor for the window's frame and title
// and the desktop's bars (a panel above, a dock or taskbar below).
const (
	desktopW = 48
	desktopH = 112
)

// windowSize is the size the window opens at on a monitor of mw × mh
// device-independent pixels: the design size when it fits with room for
// the desktop's bars, else as much as fits (the screens scale to any size).
func windowSize(mw, mh int) (w, h int) {
	if mw <= 0 || mh <= 0 { // no monitor known: the design size
		return scenes.DesignW, scenes.DesignH
	}
	w = max(min(scenes.DesignW, mw-desktopW), min(mw, 320))
	h = max(min(scenes.DesignH, mh-desktopH), min(mh, 240))
	return w, h
}

// Screenshot renders every screen to PNG files (patron screenshot, with
// the arguments after its name); it returns the exit code.
func Screenshot(args []string) int {
	fs := flag.NewFlagSet("screenshot", flag.ContinueOnError)
	seed := fs.Uint64("seed", 1, "seed of the game shown")
	out := fs.String("out", "screenshots", "folder for the PNG files")
	hide := fs.String("hideout", "", "force the Patrón's first hideout (a location id such as A12)")
	w := fs.Int("width", scenes.DesignW, "image width")
	h := fs.Int("height", scenes.DesignH, "image height")
	only := fs.String("only", "", "only the screens whose names begin with one of these, comma-separated (e.g. menu,prompt-,board-)")
	vision := fs.String("vision", "normal", "show the screens as a player with this colour vision sees them: normal, protanopia, deuteranopia or tritanopia (Machado 2009)")
	clear := fs.Bool("clear-colors", false, "draw the Factions in the colour-blind palette (Settings)")
	lang := fs.String("lang", "en", "the language of the screens: en, es, ru, pl or de")
	noFiles := fs.Bool("no-files", false, "lay every screen out and measure its texts, but draw and write none: only report the texts cut short")
	profile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof reads it)")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `usage: patron screenshot [flags]

Renders every screen of the game to PNG files, one a screen named after it
(menus, the table at each kind of decision from both sides, hand-offs,
dialogs, the end of a game), and prints their paths. The table is a game
dealt from --seed. It draws through the graphics card like the game, so it
needs a display; on a machine without one, run it under xvfb-run -a.

flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	v, err := theme.ParseVision(*vision)
	if err != nil {
		fmt.Fprintln(os.Stderr, "patron screenshot:", err)
		return 2
	}
	language, err := words.Load(*lang)
	if err != nil {
		fmt.Fprintln(os.Stderr, "patron screenshot:", err)
		return 2
	}
	s := &capture.Screenshots{Seed: *seed, Dir: *out, Lang: language, Hide: board.NoLoc, W: *w, H: *h, Vision: v, Palette: theme.PaletteOf(*clear), NoFiles: *noFiles}
	if *only != "" {
		s.Only = strings.Split(*only, ",")
	}
	if *hide != "" {
		l, err := board.ParseLoc(*hide)
		if err != nil {
			fmt.Fprintln(os.Stderr, "patron screenshot:", err)
			return 2
		}
		s.Hide = l
	}
	if err := checkDisplay(os.Getenv); err != nil {
		fmt.Fprintln(os.Stderr, "patron screenshot:", err)
		return 1
	}
	ebiten.SetWindowTitle("Patrón — screenshots")
	ebiten.SetWindowSize(*w, *h)
	if err := runProfiled(s, *profile); err != nil {
		fmt.Fprintln(os.Stderr, "patron screenshot:", err)
		return 1
	}
	if s.Err != nil {
		fmt.Fprintln(os.Stderr, "patron screenshot:", s.Err)
		return 1
	}
	for _, f := range s.Files {
		fmt.Println(f)
	}
	for _, o := range s.Overflows {
		fmt.Fprintln(os.Stderr, "cut short:", o)
	}
	return 0
}

// FPS measures frames per second on a full board (patron fps, with the
// arguments after its name); it returns the exit code.
func FPS(args []string) int {
	fs := flag.NewFlagSet("fps", flag.ContinueOnError)
	seconds := fs.Float64("seconds", 10, "how long to measure")
	vsync := fs.Bool("vsync", false, "wait for the display's refresh (off: draw as fast as possible)")
	repaint := fs.Bool("repaint", false, "paint the whole table every frame, as while figures move (the worst case)")
	profile := fs.String("cpuprofile", "", "write a CPU profile of the measure to this file (go tool pprof reads it)")
	music := fs.Bool("music", false, "play the music (and the effects) while measuring; needs a sound device (PATRON_SOUND=1 forces one)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if err := checkDisplay(os.Getenv); err != nil {
		fmt.Fprintln(os.Stderr, "patron fps:", err)
		return 1
	}
	probe, err := capture.NewFPSProbe(words.English(), 7, *seconds)
	if err != nil {
		fmt.Fprintln(os.Stderr, "patron fps:", err)
		return 1
	}
	probe.App.Settings.Path = ""
	ebiten.SetWindowSize(scenes.DesignW, scenes.DesignH)
	ebiten.SetVsyncEnabled(*vsync)
	if !*repaint {
		probe.App.KeepScreen()
	}
	if *music {
		probe.App.Settings.Music, probe.App.Settings.Volume, probe.App.Settings.Mute = 4, 4, false
		probe.App.EnableSound()
		for i := 0; i < 50 && !probe.App.Sound.MusicPlaying(); i++ {
			time.Sleep(100 * time.Millisecond) // the music is decoded on a goroutine
		}
		if !probe.App.Sound.MusicPlaying() {
			fmt.Fprintln(os.Stderr, "patron fps: --music: no sound device, so no music (PATRON_SOUND=1 forces one)")
			return 1
		}
	}
	if err := runProfiled(probe, *profile); err != nil {
		fmt.Fprintln(os.Stderr, "patron fps:", err)
		return 1
	}
	fmt.Printf("%d frames in %.1f s: %.1f frames per second at %dx%d (Ebitengine reports %.1f)\n",
		probe.Frames, probe.Elapsed.Seconds(), probe.FPS(), scenes.DesignW, scenes.DesignH, ebiten.ActualFPS())
	fmt.Printf("full repaints: %d\n", probe.App.Paints)
	longest, mean := probe.ClickFrame()
	fmt.Printf("warm-up (first %d frames, the board's images built): %.0f ms\n", 30, probe.Warmup.Seconds()*1000)
	fmt.Printf("clicks shown by the first frame after them: %d of %d, drawn in %.1f ms on average, %.1f ms at most (one frame is 16.7 ms)\n",
		probe.Shown, len(probe.Clicks), mean.Seconds()*1000, longest.Seconds()*1000)
	if *music {
		fmt.Printf("music playing at the end: %v\n", probe.App.Sound.MusicPlaying())
	}
	return 0
}

// runProfiled runs g in the window, with a CPU profile of the run written
// to profile (none when it is ""); a window that cannot open says why in
// words (windowError).
func runProfiled(g ebiten.Game, profile string) error {
	stop, err := startCPUProfile(profile)
	if err != nil {
		return err
	}
	defer stop()
	if err := ebiten.RunGame(g); err != nil {
		return windowError(err)
	}
	return nil
}
