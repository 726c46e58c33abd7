package session

import (
	"patron/game"
	"patron/game/bot"
)

// Bots decides for the players a machine runs without a person: its bots,
// and the Patrón's forced answers on his machine. A fresh bot is made for
// every decision, seeded by the position, so the same game gets the same
// choices wherever and whenever they are made.
type Bots struct {
	Levels map[int]string // engine player → bot level, for this machine's bots
	Seed   uint64
	// Team: bots here may answer the Factions' team decisions (only when
	// no person plays a Faction anywhere).
	Team bool
}

// Next is the decision due now from this machine, if there is one: the
// player it is for and the command.
func (b *Bots) Next(g *game.Game, here []int) (player int, c game.Command, ok bool) {
	if g == nil || g.Over() {
		return 0, c, false
	}
	d := g.Pending()
	owner := g.Pub.Opts.ControllerOf(d.Seat)
	for _, p := range here {
		level, isBot := b.Levels[p]
		mine := p == owner || owner < 0 && p >= 1 && (b.Team && isBot)
		if !mine {
			continue
		}
		v := g.View(d.Seat)
		switch {
		case len(v.Legal) == 0:
			return 0, c, false
		case !d.Forced && !isBot:
			return 0, c, false // a person decides
		}
		// A forced answer is given here for a person too (no bot made for
		// it). The position is this machine's log: on a Faction's machine,
		// the published one.
		cmd, err := bot.FreshTurn(level, &v, bot.SeedAt(b.Seed, len(g.Log())))
		if err != nil {
			return 0, c, false
		}
		return p, cmd, true
	}
	return 0, c, false
}
