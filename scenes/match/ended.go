package match

import (
	"patron/game"
	"patron/game/bot"
	"patron/game/box"
)

// Ended is the match of a game that ended elsewhere and is rebuilt here
// from its published log alone (an online table over, as its server keeps
// its record): g is that public game, names its seats' people in engine
// order, every one of them elsewhere; the Patrón's path (sheet) and the
// audit (nil: none was made) come from his openings, as at a LAN table's
// end.
func Ended(g *game.Game, names []string, audit *[]game.Finding, sheet []game.SheetEntry) (*Match, error) {
	opts := g.Pub.Opts
	s := Setup{Patron: 0, Seed: opts.Seed}
	for f := range s.Control {
		s.Control[f] = opts.ControllerOf(game.FactionSeat(box.Faction(f))) // engine player = People index
	}
	m := &Match{Setup: s, G: g, Sheet: sheet, Audit: audit}
	m.engine = make([]int, opts.Players)
	m.bots = make([]bot.Bot, opts.Players)
	for i := range m.engine {
		m.engine[i] = i
		p := Person{Remote: true}
		if i < len(names) {
			p.Name = names[i]
		}
		m.Setup.People = append(m.Setup.People, p)
	}
	return m, m.retell() // the log, the summaries, the numbers: the whole game's
}
