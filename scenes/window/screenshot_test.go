package window

// Tests of `patron screenshot`: the command (this test binary, asCommand,
// main_test.go)
// is run under the X display (make test starts Xvfb) for one seed with two
// forced hideouts far apart, both at once, and the images it writes are
// checked: every screen is there and not blank, the map shows its
// regions, the Factions' cards their colours, only the Patrón's view shows
// his hand and hiding sheet, and the screens the Factions see before the
// Patrón has done anything public are the same pixels whatever his
// hideout.

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

const (
	shotSeed = "1"
	shotW    = 1280
	shotH    = 800
)

// The two forced hideouts: Uribia, at the northern tip of La Guajira, and
// Granada, deep in the Orinoquía.
var shotHideouts = [2]string{"C1", "O14"}

// comparedShots are the screens the tests compare between hideouts, or
// between a table with secrets and one without. Every screen is drawn,
// and checked, for the first hideout; these few are drawn again for each
// hideout in a run of their own (--only), so that the two hideouts'
// pictures come from the same sequence of drawing: a GPU may round a pixel
// by a shade differently after other screens were drawn before.
const comparedShots = "factions-start,handoff-start,board-patron,board-factions,board-factions-public"

// The screenshot runs: every screen for the first hideout, and the
// compared ones for each hideout.
var shotPlan = [3]struct{ hideout, only string }{
	{shotHideouts[0], ""},
	{shotHideouts[0], comparedShots},
	{shotHideouts[1], comparedShots},
}

// The table's layout at 1280×800 (scenes/layout.go).
var (
	mapArea     = image.Rect(26, 26, 853, 800)
	rightThird  = image.Rect(854, 0, 1280, 800)
	factionArea = image.Rect(861, 270, 1272, 388)
	handArea    = image.Rect(34, 672, 501, 800)
	sheetArea   = image.Rect(639, 34, 845, 184)
)

// Colours (render/theme/colors.go).
var (
	regionColors = map[string]color.RGBA{
		"Caribe":    hexColor(0xb9d48a),
		"Andina":    hexColor(0xb08a5a),
		"Orinoquía": hexColor(0x4f7a4a),
	}
	factionColors = map[string]color.RGBA{
		"DEA":              hexColor(0x0072B2),
		"Policía Nacional": hexColor(0x009E73),
		"Cali Cartel":      hexColor(0xE69F00),
		"Los Pepes":        hexColor(0xCC79A7),
	}
	paperColor = hexColor(0xeadfc6)
)

func hexColor(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

var fixedShots = []string{
	"menu", "setup", "rules", "settings", "factions-start", "handoff-start",
	"board-patron", "board-factions", "board-factions-public", "handoff", "handoff-private", "choice-narrowed", "pause", "end",
	// the table's memory (issue 21)
	"log-scrolled", "clues", "season-summary-patron", "season-summary-factions", "last-turn", "markers",
	"markers-note", "last-turn-steps", "watch-paused", "result-held", "move-note", "move-blocked", "hint-faction", "hint-hunter",
	"objective-hover-patron", "defense-hover-patron", "range-hover-patron",
	// the table feels like the game (issue 32)
	"log-long-list",
	// the big moments (issue 32)
	"moment-capture-factions", "moment-capture-patron", "moment-escape", "moment-objective", "moment-end",
	// the optional windows on request (issue 32)
	"dea-on-request",
	// the hint of a seat (issue 34)
	"advice-factions", "advice-patron",
}

const minPrompts = 15

// shotRun is one run of `patron screenshot`.
type shotRun struct {
	hideout string
	only    string // the screens asked for (--only), "" for all
	dir     string
	printed []string // the paths it printed
	stderr  string
	took    time.Duration
	retries []string // why the X server refused the runs before the last
	err     error
	images  map[string]*image.RGBA // by file name without .png
}

// image is one decoded screen; the test fails if it is missing.
func (r *shotRun) image(t *testing.T, name string) *image.RGBA {
	t.Helper()
	img, ok := r.images[name]
	if !ok {
		t.Fatalf("hideout %s: %s.png was not written", r.hideout, name)
	}
	return img
}

var (
	shotsOnce sync.Once
	shotRuns  [len(shotPlan)]*shotRun
)

// shotSlots bounds the screenshot runs at once: each keeps more than a
// core busy (its drawing and the software GL's) and holds up to 2 GB.
var shotSlots = make(chan struct{}, 2)

// screenshots runs the command as shotPlan says, the runs at once (as many
// as shotSlots allows); every test shares the results.
func screenshots(t *testing.T) [len(shotPlan)]*shotRun {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: `make test` runs these tests under Xvfb")
	}
	bin := patronBinary(t)
	shotsOnce.Do(func() {
		var wg sync.WaitGroup
		for i, p := range shotPlan {
			dir := filepath.Join(testTmp, fmt.Sprintf("run%d-hideout-%s", i, p.hideout))
			wg.Go(func() { shotRuns[i] = runScreenshots(bin, p.hideout, p.only, dir) })
		}
		wg.Wait()
	})
	for _, r := range shotRuns {
		if r.err != nil {
			t.Fatalf("patron screenshot --seed %s --hideout %s: %v", shotSeed, r.hideout, r.err)
		}
	}
	return shotRuns
}

func runScreenshots(bin, hideout, only, dir string) *shotRun {
	r := &shotRun{hideout: hideout, only: only, dir: dir, images: map[string]*image.RGBA{}}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute) // generous: CI machines run other packages beside it
	defer cancel()
	args := []string{"screenshot", "--seed", shotSeed, "--out", dir, "--hideout", hideout}
	if only != "" {
		args = append(args, "--only", only)
	}
	var stdout, stderr bytes.Buffer
	var err error
	// A run the X server turned away at the door is run again: once, on a
	// busy CI machine, Xvfb refused one client a moment while it served the
	// others (glfw's "failed to open display", after 57 ms). Every other
	// failure counts at once.
	for try := 1; ; try++ {
		stdout.Reset()
		stderr.Reset()
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		shotSlots <- struct{}{}
		start := time.Now()
		err = cmd.Run()
		r.took = time.Since(start)
		<-shotSlots
		if err == nil || try == 3 || !strings.Contains(stderr.String(), "failed to open display") {
			break
		}
		r.retries = append(r.retries, strings.TrimSpace(stderr.String()))
		time.Sleep(2 * time.Second)
	}
	r.stderr = stderr.String()
	if err != nil {
		r.err = fmt.Errorf("%v (after %s)\nstdout:\n%s\nstderr:\n%s", err, r.took.Round(time.Millisecond), stdout.String(), stderr.String())
		return r
	}
	for _, line := range strings.Split(stdout.String(), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			r.printed = append(r.printed, line)
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.png"))
	if err != nil {
		r.err = err
		return r
	}
	for _, f := range files {
		img, err := decodePNG(f)
		if err != nil {
			r.err = err
			return r
		}
		r.images[strings.TrimSuffix(filepath.Base(f), ".png")] = img
	}
	return r
}

func decodePNG(path string) (*image.RGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if rgba, ok := img.(*image.RGBA); ok && rgba.Rect.Min == (image.Point{}) {
		return rgba, nil // what the command writes: opaque 8-bit RGB
	}
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			rgba.Set(x, y, img.At(b.Min.X+x, b.Min.Y+y))
		}
	}
	return rgba, nil
}

// countNear counts the pixels of r within tol of c in every channel.
func countNear(img *image.RGBA, r image.Rectangle, c color.RGBA, tol int) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := img.RGBAAt(x, y)
			if absDiff(p.R, c.R) <= tol && absDiff(p.G, c.G) <= tol && absDiff(p.B, c.B) <= tol {
				n++
			}
		}
	}
	return n
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func area(r image.Rectangle) int { return r.Dx() * r.Dy() }

// pixelDiff describes how two images differ: "" when every pixel is equal.
func pixelDiff(a, b *image.RGBA, within image.Rectangle) string { return pixelDiffTol(a, b, within, 0) }

// pixelDiffTol is pixelDiff ignoring pixels whose channels all differ by at
// most tol: the GPU's rounding when the same picture is composed anew.
func pixelDiffTol(a, b *image.RGBA, within image.Rectangle, tol int) string {
	if a.Bounds() != b.Bounds() {
		return fmt.Sprintf("sizes differ: %v and %v", a.Bounds(), b.Bounds())
	}
	within = within.Intersect(a.Bounds())
	n, maxDelta := 0, 0
	var first image.Point
	var firstA, firstB color.RGBA
	box := image.Rectangle{}
	for y := within.Min.Y; y < within.Max.Y; y++ {
		for x := within.Min.X; x < within.Max.X; x++ {
			pa, pb := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if max(absDiff(pa.R, pb.R), absDiff(pa.G, pb.G), absDiff(pa.B, pb.B), absDiff(pa.A, pb.A)) <= tol {
				continue
			}
			if n == 0 {
				first, firstA, firstB = image.Pt(x, y), pa, pb
			}
			n++
			box = box.Union(image.Rect(x, y, x+1, y+1))
			maxDelta = max(maxDelta, absDiff(pa.R, pb.R), absDiff(pa.G, pb.G), absDiff(pa.B, pb.B), absDiff(pa.A, pb.A))
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d pixels differ, first at (%d,%d): %v vs %v; all within %v; largest channel difference %d",
		n, first.X, first.Y, firstA, firstB, box, maxDelta)
}

// Every screen is written, printed, 1280×800 and not blank; a run of some
// screens (--only) writes those and no other.
func TestScreenshotFiles(t *testing.T) {
	t.Parallel()
	for _, r := range screenshots(t) {
		t.Logf("hideout %s: %d images in %s", r.hideout, len(r.images), r.took.Round(100*time.Millisecond))
		for _, why := range r.retries {
			t.Logf("hideout %s: run again after: %s", r.hideout, why)
		}
		if len(r.printed) == 0 {
			t.Errorf("hideout %s: the command printed no paths", r.hideout)
		}
		for _, p := range r.printed {
			if _, err := os.Stat(p); err != nil {
				t.Errorf("hideout %s: printed path %s: %v", r.hideout, p, err)
			}
		}
		if len(r.printed) != len(r.images) {
			t.Errorf("hideout %s: printed %d paths but wrote %d PNG files", r.hideout, len(r.printed), len(r.images))
		}
		if r.only != "" {
			for name := range r.images {
				if !slices.ContainsFunc(strings.Split(r.only, ","), func(p string) bool { return strings.HasPrefix(name, p) }) {
					t.Errorf("hideout %s: %s.png was written, but only %s were asked for", r.hideout, name, r.only)
				}
			}
			for _, name := range strings.Split(r.only, ",") {
				if _, ok := r.images[name]; !ok {
					t.Errorf("hideout %s: %s.png is missing", r.hideout, name)
				}
			}
		}
		for _, name := range fixedShots {
			if _, ok := r.images[name]; !ok && r.only == "" {
				t.Errorf("hideout %s: %s.png is missing", r.hideout, name)
			}
		}
		var prompts []string
		for name := range r.images {
			if strings.HasPrefix(name, "prompt-") {
				prompts = append(prompts, name)
			}
		}
		sort.Strings(prompts)
		if len(prompts) < minPrompts && r.only == "" {
			t.Errorf("hideout %s: %d prompt-*.png files, want at least %d: %v", r.hideout, len(prompts), minPrompts, prompts)
		}
		for name, img := range r.images {
			if b := img.Bounds(); b.Dx() != shotW || b.Dy() != shotH {
				t.Errorf("hideout %s: %s.png is %dx%d, want %dx%d", r.hideout, name, b.Dx(), b.Dy(), shotW, shotH)
				continue
			}
			if why := blankness(img); why != "" {
				t.Errorf("hideout %s: %s.png looks blank: %s", r.hideout, name, why)
			}
		}
	}
}

// blankness says why an image looks blank, or "" when it does not: it
// needs many colours, no colour covering nearly all of it, and light that
// varies.
func blankness(img *image.RGBA) string {
	counts := map[uint32]int{} // by colour, R, G, B and A in one word
	var sum, sum2 float64
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		for i := 0; i < len(row); i += 4 {
			r, g, bl := row[i], row[i+1], row[i+2]
			counts[uint32(r)|uint32(g)<<8|uint32(bl)<<16|uint32(row[i+3])<<24]++
			l := 0.299*float64(r) + 0.587*float64(g) + 0.114*float64(bl)
			sum += l
			sum2 += l * l
		}
	}
	n := float64(area(b))
	most := 0
	for _, c := range counts {
		most = max(most, c)
	}
	mean := sum / n
	sd := math.Sqrt(max(0, sum2/n-mean*mean))
	switch {
	case len(counts) < 500:
		return fmt.Sprintf("only %d distinct colours", len(counts))
	case float64(most) > 0.9*n:
		return fmt.Sprintf("one colour covers %.0f%% of it", 100*float64(most)/n)
	case sd < 8:
		return fmt.Sprintf("brightness hardly varies (standard deviation %.1f)", sd)
	}
	return ""
}

// The map shows its three regions, and the Factions' cards their colours,
// in both views of the table.
func TestScreenshotRegionsAndFactions(t *testing.T) {
	t.Parallel()
	r := screenshots(t)[0]
	for _, name := range []string{"board-patron", "board-factions", "factions-start"} {
		img := r.image(t, name)
		for region, c := range regionColors {
			n := countNear(img, mapArea, c, 8)
			share := float64(n) / float64(area(mapArea))
			t.Logf("%s: %s %.1f%% of the map", name, region, 100*share)
			if share < 0.01 {
				t.Errorf("%s.png: region %s (%v ±8) covers %.2f%% of the map area %v, want more than 1%%", name, region, c, 100*share, mapArea)
			}
		}
		for faction, c := range factionColors {
			n := countNear(img, factionArea, c, 8)
			t.Logf("%s: %s %d pixels on the faction cards", name, faction, n)
			if n < 300 {
				t.Errorf("%s.png: faction %s (%v ±8) has %d pixels on the faction cards %v, want at least 300", name, faction, c, n, factionArea)
			}
		}
		if n := countNear(img, rightThird, hexColor(0xb9d48a), 8); n > area(rightThird)/100 {
			t.Errorf("%s.png: the right third has %d Caribe-coloured pixels: is the map drawn over the panels?", name, n)
		}
	}
}

// Only the Patrón's view shows his hand (bottom left of the map: with the
// mouse away, only the strip of card tops) and his hiding sheet (top right
// of the map).
func TestScreenshotPatronOnlyParts(t *testing.T) {
	t.Parallel()
	r := screenshots(t)[0]
	patron, factions := r.image(t, "board-patron"), r.image(t, "board-factions")

	handP := countNear(patron, handArea, paperColor, 24)
	handF := countNear(factions, handArea, paperColor, 24)
	t.Logf("paper pixels in the hand area %v: Patrón %d, Factions %d", handArea, handP, handF)
	if handP < area(handArea)/12 {
		t.Errorf("board-patron.png: %d paper-coloured pixels in the hand area %v, want at least %d (a hand of cards)", handP, handArea, area(handArea)/12)
	}
	if handF > area(handArea)/50 {
		t.Errorf("board-factions.png: %d paper-coloured pixels in the hand area %v: the Patrón's hand shows in the Factions' view?", handF, handArea)
	}

	sheetP, sheetF := lightPixels(patron, sheetArea), lightPixels(factions, sheetArea)
	t.Logf("light pixels in the hiding sheet area %v: Patrón %d, Factions %d", sheetArea, sheetP, sheetF)
	if sheetP < area(sheetArea)/2 {
		t.Errorf("board-patron.png: %d light pixels in the hiding sheet area %v, want at least %d (a sheet of paper)", sheetP, sheetArea, area(sheetArea)/2)
	}
	if sheetF > area(sheetArea)/10 {
		t.Errorf("board-factions.png: %d light pixels in the hiding sheet area %v: the hiding sheet shows in the Factions' view?", sheetF, sheetArea)
	}
}

// lightPixels counts paper-white pixels (the hiding sheet's page).
func lightPixels(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := img.RGBAAt(x, y)
			if p.R >= 215 && p.G >= 205 && p.B >= 180 {
				n++
			}
		}
	}
	return n
}

// What the Factions see just as the Patrón starts his first turn, and the
// hand-off to him then, are the same pixels whatever his hideout; the
// Patrón's own view is not (so the comparison can fail).
func TestScreenshotHiddenInformation(t *testing.T) {
	t.Parallel()
	runs := screenshots(t)
	a, b := runs[1], runs[2] // the same screens drawn in the same order
	for _, name := range []string{"factions-start", "handoff-start"} {
		t.Run(name, func(t *testing.T) {
			d := pixelDiff(a.image(t, name), b.image(t, name), image.Rect(0, 0, shotW, shotH))
			if d == "" {
				return
			}
			msg := fmt.Sprintf("%s.png differs between hideouts %s and %s (%s and %s): %s",
				name, a.hideout, b.hideout, a.dir, b.dir, d)
			t.Error(msg)
		})
	}

	// The Patrón's view mid-game shows his hideout on the hiding sheet.
	d := pixelDiff(a.image(t, "board-patron"), b.image(t, "board-patron"), sheetArea)
	t.Logf("board-patron.png hiding sheet between hideouts: %s", d)
	if d == "" {
		t.Errorf("board-patron.png: the hiding sheet %v is the same pixels for hideouts %s and %s: the comparison could never fail", sheetArea, a.hideout, b.hideout)
	}
	var differ []string
	for name := range a.images {
		if _, ok := b.images[name]; ok && pixelDiff(a.images[name], b.images[name], a.images[name].Bounds()) != "" {
			differ = append(differ, name)
		}
	}
	sort.Strings(differ)
	t.Logf("images that differ between hideouts: %v", differ)
}

// The Factions' view mid-game is the same picture whether the table holds
// the Patrón's secrets (hotseat) or is a Factions' machine rebuilt from
// the published commands alone, which never held one. The two are drawn
// one after the other in one process, where the software GL may round a
// few pixels by one shade differently; anything more is a difference.
func TestScreenshotFactionsViewNeedsNoSecret(t *testing.T) {
	t.Parallel()
	all := image.Rect(0, 0, shotW, shotH)
	for _, r := range screenshots(t) {
		a, b := r.image(t, "board-factions"), r.image(t, "board-factions-public")
		if d := pixelDiffTol(a, b, all, 2); d != "" {
			t.Errorf("hideout %s: the Factions' view differs from a Factions' machine's: %s", r.hideout, d)
		}
		if d := pixelDiff(a, b, all); d != "" {
			t.Logf("hideout %s: rounding only: %s", r.hideout, d)
		}
	}
}

// untilDeadline is a context that ends a little before the test binary's
// own -timeout would, so that a run cut off says which command it was; a
// loaded machine (a shared CI host) may take minutes for one run.
func untilDeadline(t *testing.T) (context.Context, context.CancelFunc) {
	if d, ok := t.Deadline(); ok {
		return context.WithDeadline(t.Context(), d.Add(-30*time.Second))
	}
	return context.WithCancel(t.Context())
}

// No text is cut short on any screen, in any language: the screenshot
// command reports every label, name or button text it had to shorten with
// an ellipsis ("cut short: screen: text"), and there must be none. The
// other languages' runs lay every screen out and measure its texts at the
// design's size, but draw and write none (--no-files: the same texts cut
// short as a run that draws, in a tenth of the time). They run at once, as
// many as shotSlots allows.
func TestNoTextCutShortInAnyLanguage(t *testing.T) {
	t.Parallel()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: `make test` runs these tests under Xvfb")
	}
	bin := patronBinary(t)
	t.Run("en", func(t *testing.T) {
		t.Parallel()
		for _, r := range screenshots(t) {
			if strings.Contains(r.stderr, "cut short") {
				t.Errorf("English, hideout %s:\n%s", r.hideout, r.stderr)
			}
		}
	})
	for _, lang := range []string{"es", "ru", "pl", "de"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			ctx, cancel := untilDeadline(t)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, "screenshot", "--seed", shotSeed, "--lang", lang, "--no-files")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			shotSlots <- struct{}{}
			err := cmd.Run()
			<-shotSlots
			if err != nil {
				t.Fatalf("patron screenshot --lang %s: %v\n%s", lang, err, stderr.String())
			}
			if strings.Contains(stderr.String(), "cut short") {
				t.Errorf("%s:\n%s", lang, stderr.String())
			}
		})
	}
}
