package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/advice"
	"patron/game/board"
	"patron/render/draw"
	"patron/scenes/words"
)

// The hint of a seat (issue 34): the Hint button or A shows what the
// Normal bot would choose from the view on screen (game/advice), lit on
// the table as a half-made pick is, with its reason over the map. It is
// worked out on the frame it is asked for: Normal looks one move ahead
// and the Patrón's count plays one command in one drawn game, well under
// a millisecond, so no goroutine is needed (the browser has none to
// spare). It goes when the decision changes or the screen is handed off.

// adviceShown is the hint on screen, and the decision it was taken at.
type adviceShown struct {
	on   bool
	rev  int       // the match's Revision when taken
	seat game.Seat // whose decision it spoke of
	a    advice.Advice
	// counted is the Revision+1 of the last decision a hint was counted
	// at: showing it again at the same decision counts once.
	counted int
	scroll  bool      // the list must bring the advised choice into sight once drawn
	button  draw.Rect // the Hint button as last drawn (its tooltip comes over the list)
	avoid   draw.Rect // a panel over the map this frame (the objectives') the hint must not cover
	box     draw.Rect // the hint's box as last drawn
}

// advising reports whether the hint on screen is still this decision's
// and may be seen: the decision is the audience's, unchanged, and no
// hand-off blanks the screen.
func (p *Play) advising() bool {
	return p.adv.on && p.adv.rev == p.M.Revision && p.handoff == nil && p.mine() && p.view.Seat == p.adv.seat
}

// dropStaleAdvice forgets a hint whose decision has gone.
func (p *Play) dropStaleAdvice() {
	if p.adv.on && !p.advising() {
		p.adv.on = false
	}
}

// adviceRefused is why no hint can be had now ("" when one can).
func (p *Play) adviceRefused(lang *words.Lang) string {
	switch {
	case p.M.Setup.NoHints:
		return lang.T(words.AdviceOff)
	case !p.mine() || p.view.Pending.Seat != p.view.Seat:
		return lang.T(words.AdviceNotNow)
	}
	return ""
}

// updateAdvice shows or hides the hint on A or the button; it reports
// whether it took the frame's input.
func (p *Play) updateAdvice(a *App, in *Input) bool {
	if !in.Pressed(ebiten.KeyA) && !a.clickedHit(in).is(btnAdvice) {
		return false
	}
	if p.advising() {
		p.adv.on = false
		return true
	}
	if why := p.adviceRefused(a.Lang); why != "" {
		p.note, p.noteLeft = why, noteFrames
		return true
	}
	if p.showAdvice() != nil {
		p.note, p.noteLeft = a.Lang.T(words.AdviceNotNow), noteFrames
	}
	return true
}

// showAdvice puts the hint of the decision on screen and counts it (once
// a decision).
func (p *Play) showAdvice() error {
	adv, err := advice.For(&p.view)
	if err != nil {
		return err
	}
	p.ch.clear()
	p.adv.on, p.adv.rev, p.adv.seat, p.adv.a = true, p.M.Revision, p.view.Seat, adv
	if p.adv.counted != p.M.Revision+1 {
		p.adv.counted = p.M.Revision + 1
		p.M.Hints++
	}
	p.noteLeft = 0 // the hint stands where a note would
	p.adv.scroll = true
	return nil
}

// scrollToAdvice brings the advised command into the list's sight, once
// the list knows how much of it shows (drawChoiceList).
func (p *Play) scrollToAdvice(listed []game.Command) {
	if !p.adv.scroll || !p.advising() {
		return
	}
	p.adv.scroll = false
	i := slices.IndexFunc(listed, func(c game.Command) bool { return c.Equal(p.adv.a.Command) })
	if i < 0 || i >= p.ch.first && i < p.ch.first+p.ch.perPage {
		return
	}
	cols := max(p.ch.cols, 1)
	p.ch.first = min(i/cols*cols, p.ch.lastFirst(len(listed)))
}

// advised reports whether a command is the one the hint on screen advises.
func (p *Play) advised(c game.Command) bool { return p.advising() && c.Equal(p.adv.a.Command) }

// advisedPicks are what the hint lights on the table: the advised
// command's places, figures, sicarios, cards and Factions, the way a
// choice is lit.
func (p *Play) advisedPicks(pub *game.Public) pickTargets {
	return p.advisedChoices().targets(pub)
}

// advisedPlaces are the places the hint speaks of on the map: those its
// command picks, and those its reason names.
func (p *Play) advisedPlaces() board.Set {
	return p.advisedPicks(&p.view.Public).Locs | p.adv.a.Places
}

// advisedChoices is a list of choices holding the advised command alone.
func (p *Play) advisedChoices() *choices {
	var ch choices
	ch.reset([]game.Command{p.adv.a.Command})
	return &ch
}

// dashChoices are the choices the Action dashboard lights: the hint's
// while it is up.
func (p *Play) dashChoices() *choices {
	if p.advising() {
		return p.advisedChoices()
	}
	return &p.ch
}

// adviceLit is what the hint lights with the clue sheet's brackets: the
// places its reason speaks of; for the Patrón only when his command
// leaves the Factions fewer (else they would be every place still
// suspected, and hide the one he is advised to pick).
func (p *Play) adviceLit(clue board.Set) board.Set {
	a := &p.adv.a
	if a.Places == 0 || a.Reason == advice.Suspect && a.Count >= a.Possible {
		return clue
	}
	return a.Places
}
