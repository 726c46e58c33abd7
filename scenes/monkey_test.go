package scenes

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Random clicks and keys all over every screen, for thousands of frames:
// nothing may panic, and the clicks must reach a game.
func TestMonkeyClicksEverywhere(t *testing.T) {
	t.Parallel()
	out := inWindow(t, "monkey")
	if !strings.Contains(out, "monkey: played") {
		t.Errorf("the random clicks never reached a game\n%s", out)
	}
	t.Log(strings.TrimSpace(out))
}

type monkey struct {
	app    *App
	script *Script
	rng    *rand.Rand
	frames int
	played int
}

var monkeyKeys = []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.KeyEscape, ebiten.KeyD, ebiten.KeyTab,
	ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyBackspace, ebiten.KeyPageDown}

func runMonkey() int {
	m := &monkey{script: &Script{}, rng: rand.New(rand.NewPCG(7, 7))}
	m.app = NewApp(&Menu{}, m.script)
	m.app.Settings.Path = ""
	m.app.Settings.Pace = 2
	testWindow(m.app, 4)
	// Thousands of frames: each is laid out, its targets registered and
	// its texts measured, as drawn, but nothing is sent to the GPU (a dry
	// canvas): the clicks and keys are what this test is about; the
	// pictures are the screenshot and other window tests'.
	m.app.dry = true
	if err := ebiten.RunGame(m); err != nil && err != ebiten.Termination {
		fmt.Println("run:", err)
		return 1
	}
	if m.played > 0 {
		fmt.Printf("monkey: played %d frames at the table\n", m.played)
	}
	return 0
}

func (m *monkey) Update() error {
	m.frames++
	if m.frames > 2500 {
		return ebiten.Termination
	}
	if _, ok := m.app.Scene().(*Play); ok {
		m.played++
	}
	if m.script.Pending() == 0 {
		m.act()
	}
	return m.app.Update()
}

// act clicks a random target (never Quit or fullscreen), a random point,
// or presses a random key.
func (m *monkey) act() {
	switch r := m.rng.IntN(10); {
	case r < 6:
		var ids []Target
		for _, t := range m.app.Targets() {
			if t.ID != named("menu:quit") && t.ID != named("settings:fullscreen") {
				ids = append(ids, t)
			}
		}
		if len(ids) > 0 {
			t := ids[m.rng.IntN(len(ids))]
			m.script.ClickAt(t.R.CX(), t.R.CY())
			return
		}
		fallthrough
	case r < 8:
		x, y := m.rng.Float64()*m.app.W, m.rng.Float64()*m.app.H
		m.script.Push(Input{X: x, Y: y}, Input{X: x, Y: y, Click: m.rng.IntN(2) == 0, RightClick: m.rng.IntN(3) == 0})
	default:
		m.script.Key(monkeyKeys[m.rng.IntN(len(monkeyKeys))])
	}
}

func (m *monkey) Draw(screen *ebiten.Image) { m.app.Draw(screen) }

func (m *monkey) Layout(w, h int) (int, int) { return m.app.Layout(w, h) }
