package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureMarks shows the Factions' marks on a table where they decide:
// the deduction overlay's diamonds beside a choice's yellow rings, suspect
// pins and ruled-out crosses, a note explained under the mouse
// (markers.png), and a note being written (markers-note.png). It plays on
// a Factions' copy of the match, which stays as it was.
func captureMarks(lang *words.Lang, m *match.Match, capture func(string, Scene) error) error {
	m = choiceOnMap(m)
	possible := m.G.Pub.Possible.Locs(nil)
	m.Markers, m.Marks = 0, match.Marks{}
	var noted board.Loc = board.NoLoc
	for i, l := range possible {
		switch {
		case i%4 == 0:
			m.Markers = m.Markers.With(l)
		case i%4 == 2:
			m.Marks.Ruled = m.Marks.Ruled.With(l)
		}
		if i == 0 {
			noted = l
		}
	}
	m.Marks.Ruled = m.Marks.Ruled.With(board.MustLoc("A3")) // one outside the lit places too
	if noted == board.NoLoc {
		noted = board.MustLoc("A9")
	}
	m.SetNote(noted, "S1 lab? 2 roads north") // the players' own words, in no catalogue
	p := ShotPlay(m)
	p.overlay = true
	p.restingOn, p.restFrames = noted, restDelay
	if err := capture("markers", p); err != nil {
		return err
	}
	p = ShotPlay(m)
	p.overlay = true
	p.noteEd = noteEditor{open: true, loc: noted, text: "DEA saw him here"}
	return capture("markers-note", p)
}

// choiceOnMap is a Factions' copy of the match one decision on, where
// their next choice points at places (the copy as it is when none does).
func choiceOnMap(m *match.Match) *match.Match {
	for _, cmd := range m.G.Legal(nil) {
		c, err := m.FactionsCopy()
		if err != nil {
			return m
		}
		if _, err := c.Apply(cmd); err != nil {
			continue
		}
		if p := ShotPlay(c); p.mine() && p.view.Secret == nil && p.ch.targets(&p.view.Public).Locs.Count() > 1 {
			return c
		}
	}
	if c, err := m.FactionsCopy(); err == nil {
		return c
	}
	return m
}

// ownTokenHover is the Patrón's table with the mouse on one of his
// face-down defense tokens: the Hostage or the Bomb when he holds one.
func ownTokenHover(m *match.Match) Scene {
	p := ShotPlay(m)
	slot := 0
	if sec := p.view.Secret; sec != nil {
		for s, tok := range sec.Defense {
			if tok.Special() && !p.view.Public.Defense[s].Revealed {
				slot = s
			}
		}
	}
	l := layoutTable(DesignW, DesignH)
	return mouseShot{p, l.Dashboard.X + 31 + 45.6*float64(slot), l.Dashboard.Y + 118}
}

// captureRangeHover shows the Patrón's Range answer with the mouse on one
// of the pairs offered: the places the Factions would keep after it.
func captureRangeHover(m *match.Match, d game.Decision, capture func(string, Scene) error) error {
	if d.Prompt != game.PromptAnswerRange {
		return nil
	}
	l := layoutTable(DesignW, DesignH)
	return capture("range-hover-patron", mouseShot{ShotPlay(m), l.Prompt.X + 100, l.Prompt.Y + 187})
}
