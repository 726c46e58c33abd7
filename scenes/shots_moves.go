package scenes

import (
	"errors"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/mapview"
	"patron/render/panels"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureMoves shows what a move and the table's figures say of
// themselves: a hunter mid-move on another hunter's place (the note, and
// no Stop: "move-note"), a closed neighbour clicked and rested on (why:
// "move-blocked"), a Faction card's header and a hunter on the map under
// the mouse ("hint-faction", "hint-hunter").
func captureMoves(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	m, err := moveTable(lang, seed, func(m *match.Match, d game.Decision) bool {
		return d.Prompt == game.PromptHunterStep && stepOntoHunter(m) != nil
	})
	if err != nil {
		return err
	}
	if c := stepOntoHunter(m); c != nil {
		if _, err := m.Apply(*c); err != nil {
			return err
		}
		if err := capture("move-note", ShotPlay(m)); err != nil {
			return err
		}
	}
	m, err = moveTable(lang, seed, func(m *match.Match, d game.Decision) bool {
		return d.Prompt == game.PromptHunterStep && m.G.BlockedSteps() != 0
	})
	if err != nil {
		return err
	}
	if blocked := m.G.BlockedSteps(); blocked != 0 {
		p := ShotPlay(m)
		l := blocked.Next(&blocked)
		p.err = problemText(lang, m.G.StepRefusal(l))
		p.restingOn, p.restFrames = l, restDelay
		if err := capture("move-blocked", p); err != nil {
			return err
		}
	}
	// The headers and hunters, at the first choice of an action.
	m, err = moveTable(lang, seed, func(_ *match.Match, d game.Decision) bool { return d.Prompt == game.PromptUseAction })
	if err != nil {
		return err
	}
	lay := layoutTable(DesignW, DesignH)
	head := panels.FactionLayout(lay.Factions)[box.Cali]
	if err := capture("hint-faction", mouseShot{ShotPlay(m), head.CX(), head.Y + 5}); err != nil {
		return err
	}
	proj := mapview.NewProjection(lay.Map)
	for _, sp := range proj.Spots(&m.G.Pub, nil) {
		if sp.Piece.Hunter && lay.Map.Contains(sp.X, sp.Y) {
			p := ShotPlay(m)
			p.restingOn, p.restFrames = sp.Loc, restDelay
			return capture("hint-hunter", mouseShot{p, sp.X, sp.Y - proj.UnitSize*0.5})
		}
	}
	return errors.New("hint-hunter: no hunter on the map")
}

// moveTable is a hotseat game of seed played by the bots until stop.
func moveTable(lang *words.Lang, seed uint64, stop func(*match.Match, game.Decision) bool) (*match.Match, error) {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return nil, err
	}
	return m, autoplay(m, board.NoLoc, func(d game.Decision) bool { return stop(m, d) })
}

// stepOntoHunter is a legal step of the moving hunter onto another
// hunter's place, if there is one.
func stepOntoHunter(m *match.Match) *game.Command {
	for _, c := range m.G.Legal(nil) {
		if c.Op != game.OpStep {
			continue
		}
		for h, hs := range m.G.Pub.Hunters {
			if box.Hunter(h) != m.G.Pending().Detail.Hunter && hs.Loc == c.Args().Loc {
				return &c
			}
		}
	}
	return nil
}
