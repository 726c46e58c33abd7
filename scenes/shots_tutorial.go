package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/panels"
	"patron/scenes/words"
)

// captureTutorial shows the tutorial: the choice of side, and the guide at
// the Patrón's first hideout and at the Factions' first investigation.
func captureTutorial(lang *words.Lang, capture func(string, Scene) error) error {
	if err := capture("tutorial", &TutorialChoice{}); err != nil {
		return err
	}
	if err := capture("cards", cardGallery{}); err != nil {
		return err
	}
	for _, side := range []struct {
		name   string
		patron bool
		prompt game.Prompt
		step   string
	}{
		{"tutorial-patron", true, game.PromptHide, words.TutHide},
		{"tutorial-defenses", true, game.PromptDefenses, words.TutDefenses},
		{"tutorial-sicario", true, game.PromptSicarioAction, words.TutSicarioAct},
		{"tutorial-hunter", false, game.PromptChooseHunter, words.TutChooseHunter},
		{"tutorial-factions", false, game.PromptUseAction, words.TutInvestigate},
	} {
		p, err := NewTutorial(lang, side.patron)
		if err != nil {
			return err
		}
		if err := autoplay(p.M, board.NoLoc, func(d game.Decision) bool { return d.Prompt == side.prompt }); err != nil {
			return err
		}
		p.last.start(len(p.M.Events), &p.M.G.Pub) // the autoplay stood in for the player: none of it is the other side's turn
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
