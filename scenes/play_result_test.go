package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
)

// In hotseat, the Factions see what their action brought (Los Pepes'
// tokens, a Type or Region answer, a raid's outcome) before the screen
// passes to the Patrón: the table holds it, with the Factions' view, until
// they click it away; no hand-off to him ever blanks a result they have
// not seen.
func TestFactionsSeeTheirResultBeforeTheHandOff(t *testing.T) {
	held := 0
	for seed := uint64(1); seed <= 3; seed++ {
		m := mustMatch(t, seed)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return m.G.Pub.Season == 1 && d.Seat.IsFactions() }); err != nil {
			t.Fatal(err)
		}
		d := newSeatDriver(t, m)
		d.p = factionsLooking(m)
		for f := 0; f < 20000 && !m.G.Over() && m.G.Pub.Season < 3; f++ {
			p := d.p
			switch {
			case p.result.open:
				if p.handoff != nil || p.view.Secret != nil || p.M.Screen().Patron {
					t.Fatal("the result is held over the Patrón's view or a blank screen")
				}
				drawPlay(d.a, p)
				rev := m.Revision
				for range 20 {
					d.step()
				}
				if !p.result.open || p.handoff != nil || m.Revision != rev {
					t.Fatal("the held result went away without a click")
				}
				drawPlay(d.a, p)
				p.Update(d.a, clickID(t, d.a, named("result:pass")))
				p.Update(d.a, &Input{})
				if p.result.open || p.handoff == nil || !p.handoff.Aud.Patron {
					t.Fatalf("after the click the screen did not pass to the Patrón (held %v, hand-off %v)", p.result.open, p.handoff != nil)
				}
				held++
			case p.handoff != nil:
				if p.handoff.Aud.Patron {
					if r := results(m.Events[min(p.result.from, len(m.Events)):]); len(r) > 0 {
						t.Fatalf("seed %d: the hand-off to the Patrón blanks the Factions' result %v", seed, r)
					}
				}
				d.press(ebiten.KeyEnter)
			case p.sum.open > 0:
				d.press(ebiten.KeySpace)
			default:
				d.step()
			}
		}
	}
	if held == 0 {
		t.Fatal("no Faction action's result was held in two seasons of three games")
	}
	t.Logf("%d results held", held)
}
