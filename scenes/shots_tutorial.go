package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/panels"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureTutorial shows the tutorial: the choice of side, and the guide
// through each side's round: the Patrón's first hideout, his first turn, a
// Range question, his next turn and the round's end; the Factions' first
// hunter and investigation, a Plata o Plomo offer, the Season's third
// Faction and its end.
func captureTutorial(lang *words.Lang, capture func(string, Scene) error) error {
	if err := capture("tutorial", &TutorialChoice{}); err != nil {
		return err
	}
	if err := capture("cards", cardGallery{}); err != nil {
		return err
	}
	at := func(pr game.Prompt, turns int) func(*match.Match, game.Decision) bool {
		return func(m *match.Match, d game.Decision) bool {
			return d.Prompt == pr && m.Counts[game.EvFactionTurnEnd] >= turns
		}
	}
	for _, side := range []struct {
		name   string
		patron bool
		stop   func(*match.Match, game.Decision) bool
		step   string
	}{
		{"tutorial-patron", true, at(game.PromptHide, 0), words.TutHide},
		{"tutorial-defenses", true, at(game.PromptDefenses, 0), words.TutDefenses},
		{"tutorial-sicario", true, at(game.PromptSicarioAction, 0), words.TutSicarioAct},
		// The round goes on: a Range question in the Faction's turn (an
		// aside of the guide), and the Patrón's next turn.
		{"tutorial-range", true, at(game.PromptAnswerRange, 0), words.TutPatronWatch},
		{"tutorial-back", true, at(game.PromptPlay, 1), words.TutPatronBack},
		{"tutorial-hunter", false, at(game.PromptChooseHunter, 0), words.TutChooseHunter},
		{"tutorial-factions", false, at(game.PromptUseAction, 0), words.TutInvestigate},
		// A Plata o Plomo offer to the Factions (an aside; in this game
		// it comes in the Patrón's first turn), and their Season's third
		// turn.
		{"tutorial-plata", false, at(game.PromptPlataPlomo, 0), words.TutFactionsIntro},
		{"tutorial-third", false, at(game.PromptChooseFaction, 2), words.TutThirdFaction},
		// Each guide's last words, after its round.
		{"tutorial-round", true, at(game.PromptPlay, 1), words.TutPatronEnd},
		{"tutorial-season", false, func(m *match.Match, d game.Decision) bool {
			return m.Counts[game.EvSeasonEnd] > 0 && d.Seat != game.SeatPatron
		}, words.TutFactionsEnd},
	} {
		p, err := NewTutorial(lang, side.patron)
		if err != nil {
			return err
		}
		if side.name == "tutorial-back" {
			// The Patrón's next turn: the Faction's turn before it is
			// marked on the map, as he sees it.
			if err := autoplay(p.M, board.NoLoc, func(d game.Decision) bool {
				return d.Seat != game.SeatPatron && p.M.Counts[game.EvFactionTurn] == 0 && p.M.Counts[game.EvDefensesAssigned] > 0
			}); err != nil {
				return err
			}
		}
		p.last.start(len(p.M.Events), &p.M.G.Pub) // the autoplay stands in for the player: none of it is the other side's turn
		if err := autoplay(p.M, board.NoLoc, func(d game.Decision) bool { return side.stop(p.M, d) }); err != nil {
			return err
		}
		if side.name != "tutorial-back" {
			p.last.start(len(p.M.Events), &p.M.G.Pub)
		}
		for p.tut.active() && p.tut.steps[p.tut.step].text != side.step {
			p.tut.next()
		}
		p.refresh()
		if err := capture(side.name, p); err != nil {
			return err
		}
	}
	// The step that says to read the clue, which it quotes.
	p, err := NewTutorial(lang, false)
	if err != nil {
		return err
	}
	if err := autoplay(p.M, board.NoLoc, func(game.Decision) bool { return p.tut.clue(lang) != "" }); err != nil {
		return err
	}
	p.last.start(len(p.M.Events), &p.M.G.Pub)
	for p.tut.active() && p.tut.steps[p.tut.step].text != words.TutClue {
		p.tut.next()
	}
	p.refresh()
	return capture("tutorial-clue", p)
}

// cardGallery lays out every Sicario card, for a look at their art.
type cardGallery struct{}

func (cardGallery) Update(*App, *Input) {}

func (cardGallery) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	w, h, gap := 140.0, 196.0, 14.0
	for i := range box.NumCards {
		col, row := i%8, i/8
		r := draw.Rect{X: 40 + float64(col)*(w+gap), Y: 30 + float64(row)*(h+gap+40), W: w, H: h}
		panels.Card(c, lang.Panels(), r, box.Card(i), false)
	}
}
