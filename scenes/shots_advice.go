package scenes

import (
	"fmt"

	"patron/game"
	"patron/game/advice"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureAdvice shows the hint of a seat on each side (issue 34): a
// Faction's from season 2 on, where its reason is sharpest (a capture's
// reach or what an investigation rules out), and the Patrón's where his
// answer leaves the Factions fewer places to suspect (a Range question's).
// Games of further seeds are played until both have come.
func captureAdvice(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	taken := map[string]bool{}
	want := func(d game.Decision, a advice.Advice) string {
		switch {
		case d.Seat != game.SeatPatron && (a.Reason == advice.Capture || a.Reason == advice.Investigate):
			return "advice-factions"
		case d.Seat == game.SeatPatron && a.Reason == advice.Suspect && a.Count < a.Possible:
			return "advice-patron"
		}
		return ""
	}
	for i := uint64(0); i < 6 && len(taken) < 2; i++ {
		m, err := match.New(HotseatSetup(lang, seed+7000*i))
		if err != nil {
			return err
		}
		var shotErr error
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
			if d.Forced || m.G.Pub.Season < 2 {
				return false
			}
			v := m.G.View(d.Seat)
			a, err := advice.For(&v)
			if name := want(d, a); err == nil && name != "" && !taken[name] {
				p := ShotPlay(m) // shot now: the game goes on after
				if p.mine() && p.showAdvice() == nil {
					taken[name], shotErr = true, capture(name, p)
				}
			}
			return len(taken) == 2 || shotErr != nil
		}); err != nil {
			return err
		}
		if shotErr != nil {
			return shotErr
		}
	}
	if len(taken) < 2 {
		return fmt.Errorf("no game came to a decision for each hint: %v", taken)
	}
	return nil
}
