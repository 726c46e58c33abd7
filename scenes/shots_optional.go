package scenes

import (
	"patron/game"
	"patron/game/bot"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureOnRequest shows the Factions' table in the first round of season
// 2 with the settings of a first run: the optional windows on request, the
// buttons that ask for them at the foot of the prompt, the header whole.
// The bots play to there, the Factions' passing every optional window, as
// a table on request does for players who never asked.
func captureOnRequest(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return err
	}
	patron, err := newBotFor(true, seed)
	if err != nil {
		return err
	}
	factions, err := newBotFor(false, seed)
	if err != nil {
		return err
	}
	for steps := 0; steps < 20000 && !m.G.Over(); steps++ {
		d := m.G.Pending()
		if m.G.Pub.Season == 2 && m.G.Pub.Turn == 1 && d.Seat.IsFactions() && !d.Forced && !d.Prompt.Optional() {
			return capture("dea-on-request", ShotPlay(m))
		}
		v := m.G.View(d.Seat)
		var c game.Command
		switch {
		case d.Prompt.Optional():
			c = game.Cmd(game.OpPass)
		case d.Seat == game.SeatPatron:
			c = bot.Turn(patron, &v)
		default:
			c = bot.Turn(factions, &v)
		}
		if _, err := m.Apply(c); err != nil {
			return err
		}
	}
	return nil // this seed's game never got there: nothing to show
}
