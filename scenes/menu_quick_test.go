package scenes

import (
	"testing"

	"patron/render/draw"
)

// Quick game seats the bots of the level Settings chose for it, on either
// side, and Normal ones when the setting holds a level the game does not
// offer.
func TestQuickGameSeatsTheChosenLevel(t *testing.T) {
	for _, c := range []struct{ setting, want string }{{"expert", "expert"}, {"easy", "easy"}, {"", "normal"}, {"godlike", "normal"}} {
		for _, entry := range []string{"menu:solo-factions", "menu:solo-patron"} {
			a := quietApp()
			a.Settings.BotLevel = c.setting
			m := &Menu{}
			m.Draw(a, &draw.Canvas{S: 1})
			m.Update(a, clickID(t, a, named(entry)))
			p, ok := a.next.(*Play)
			if !ok {
				t.Fatalf("%s with %q opened %T (%s)", entry, c.setting, a.next, m.Err)
			}
			s := p.M.Setup
			bots := 0
			for i, person := range s.People {
				if person.Bot != "" {
					bots++
					if person.Bot != c.want {
						t.Errorf("%s with the setting %q seats a %q bot", entry, c.setting, person.Bot)
					}
					if (i == s.Patron) != (entry == "menu:solo-factions") {
						t.Errorf("%s seats the bot on the wrong side: %+v", entry, s)
					}
				}
			}
			if bots != 1 || len(s.People) != 2 {
				t.Errorf("%s seats %d bots among %+v", entry, bots, s.People)
			}
		}
	}
}
