package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
)

// screenPlayer is a person at the window: each frame the screen is laid
// out (its targets) and then takes the frame's input, as App does.
type screenPlayer struct {
	t     *testing.T
	a     *App
	scene Scene
}

func (p *screenPlayer) frame(in *Input) {
	p.a.targets = p.a.targets[:0]
	p.scene.Draw(p.a, &draw.Canvas{S: 1, Dry: true})
	p.scene.Update(p.a, in)
	if p.a.next != nil {
		p.scene, p.a.next = p.a.next, nil
	}
}

// click clicks the target id as the screen last laid it out.
func (p *screenPlayer) click(id buttonID) {
	p.t.Helper()
	p.a.targets = p.a.targets[:0]
	p.scene.Draw(p.a, &draw.Canvas{S: 1, Dry: true})
	p.scene.Update(p.a, clickID(p.t, p.a, id))
	if p.a.next != nil {
		p.scene, p.a.next = p.a.next, nil
	}
}

// typeIn clears the field id and types text into it.
func (p *screenPlayer) typeIn(id buttonID, field *string, text string) {
	p.click(id)
	for *field != "" {
		p.frame(&Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	}
	p.frame(&Input{Chars: []rune(text)})
}

// until runs frames until ok, failing after 30 s.
func (p *screenPlayer) until(what string, ok func() bool) {
	p.t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !ok(); {
		if time.Now().After(deadline) {
			p.t.Fatalf("no %s after 30 s (%T: %s)", what, p.scene, screenError(p.scene))
		}
		p.frame(&Input{})
		time.Sleep(2 * time.Millisecond)
	}
}

// screenError is what a screen says went wrong.
func screenError(s Scene) string {
	switch s := s.(type) {
	case *OnlineScreen:
		return s.err
	case *OnlineTableSetup:
		return s.err
	case *PeerLobby:
		return s.err
	case *NewSetup:
		return s.err
	case *Play:
		return s.net.problem + s.err
	}
	return ""
}
