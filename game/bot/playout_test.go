package bot

import (
	"testing"

	"patron/game"
)

// PlayOut plays g to its end, the Patrón's bot pb and the Factions' fb
// deciding (a forced decision takes its only command). Before each
// decision look sees it and the seat's view, and may play a command of
// its own instead (ok). For the tests of this package and of bot_test.
func PlayOut(t testing.TB, g *game.Game, pb, fb Bot, look func(d game.Decision, v *game.View) (c game.Command, ok bool)) {
	t.Helper()
	for !g.Over() {
		d := g.Pending()
		v := g.View(d.Seat)
		c, ok := look(d, &v)
		switch {
		case ok:
		case d.Forced:
			c = v.Legal[0]
		case d.Seat == game.SeatPatron:
			c = pb.Choose(&v)
		default:
			c = fb.Choose(&v)
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
}
