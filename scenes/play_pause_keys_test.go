package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
)

// Without a mouse, the table's menu is played by its numbers: Esc opens
// it, Enter resumes, 2 opens the rules, 3 asks to leave and Enter then
// says yes: the menu screen follows. Each button shows its number.
func TestPauseMenuByKeys(t *testing.T) {
	_, a, p := patronToPlay(t)
	keyFrame(p, a, ebiten.KeyEscape)
	if !p.paused {
		t.Fatal("Esc did not open the table's menu")
	}
	keyFrame(p, a, ebiten.KeyEnter)
	if p.paused {
		t.Fatal("Enter did not resume")
	}
	keyFrame(p, a, ebiten.KeyEscape)
	keyFrame(p, a, ebiten.Key2)
	if r, ok := a.next.(*Rules); !ok || r.Return != p {
		t.Fatalf("2 went to %T, not the rules reference and back", a.next)
	}
	a.next = nil
	keyFrame(p, a, ebiten.KeyNumpad3)
	if !p.leaving || p.paused {
		t.Fatalf("3 on the keypad: leaving %v, paused %v", p.leaving, p.paused)
	}
	keyFrame(p, a, ebiten.KeyEnter)
	if _, ok := a.next.(*Menu); !ok {
		t.Fatalf("Enter on the question went to %T, not the menu", a.next)
	}

	_, a, p = patronToPlay(t)
	keyFrame(p, a, ebiten.KeyEscape)
	c := &draw.Canvas{S: 1}
	p.drawPause(a, c)
	for _, want := range []string{"1  Resume", "2  Rules reference", "3  Leave to menu"} {
		if !slices.Contains(c.QueuedTexts(), want) {
			t.Errorf("the menu shows no %q: %q", want, c.QueuedTexts())
		}
	}
}
