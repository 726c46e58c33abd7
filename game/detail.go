package game

import (
	"patron/game/board"
	"patron/game/box"
)

// Detail says what a pending decision is about, from public facts: the
// figure moving and where it stands, the hunter acting, the card offered.
// Screens draw it; bots reason with it. Fields that do not apply are -1.
type Detail struct {
	Hunter  box.Hunter  // the hunter acting, moving, threatened or answered about
	Figure  box.Figure  // the sicario moving, placed or acting
	Card    box.Card    // the Sicario card being played
	Plata   box.Plata   // the Plata o Plomo card offered
	Action  box.Action  // the action being taken
	Value   int         // the action's value (card value, 1 for Cali's extra)
	Loc     board.Loc   // where the moving figure stands now, or the searched location
	Steps   int         // steps left in a move, actions or tokens left to place
	Faction box.Faction // the Faction taking its turn
	Note    Note        // why a choice the player may look for is missing (NoteNone: nothing to say)
}

func noDetail() Detail {
	return Detail{Hunter: box.NoHunter, Figure: box.NoFigure, Card: box.NoCard, Plata: -1, Action: box.NoAction,
		Loc: board.NoLoc, Faction: box.NoFaction}
}

// detailOf describes the top frame: the Faction taking its turn, and what
// its kind's detail says (see kinds).
func (g *Game) detailOf(f *frame) Detail {
	d := noDetail()
	d.Faction = g.Pub.Active
	if r := rulesFor(f); r.detail != nil {
		d = r.detail(g, f, d)
	}
	return d
}
