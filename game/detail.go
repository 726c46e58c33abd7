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
}

func noDetail() Detail {
	return Detail{Hunter: box.NoHunter, Figure: box.NoFigure, Card: box.NoCard, Plata: -1, Action: box.NoAction,
		Loc: board.NoLoc, Faction: box.NoFaction}
}

// detailOf describes the top frame.
func (g *Game) detailOf(f *frame) Detail {
	p := &g.Pub
	d := noDetail()
	d.Faction = p.Active
	switch f.kind {
	case fPlacement:
		pl := viewOf[placementFrame](f)
		if pl.step > plCard {
			d.Card = pl.card
		}
		if pl.step > plPlace {
			d.Figure = p.Slots[pl.slot].Figure
		}
	case fMove:
		m := viewOf[moveFrame](f)
		d.Loc, d.Steps = m.at, int(m.left)
		if m.flags&mvHunter != 0 {
			d.Hunter = box.Hunter(m.mover - moverHunter)
		} else {
			d.Figure = p.Slots[m.mover].Figure
		}
	case fActions:
		a := viewOf[sicarioActionsFrame](f)
		d.Figure, d.Steps, d.Loc = p.Slots[a.slot].Figure, int(a.left), p.Slots[a.slot].Loc
	case fQuica:
		q := viewOf[quicaFrame](f)
		d.Figure = box.LaQuica
		if q.step >= 1 {
			d.Hunter = q.hunter
		}
		if q.step == 2 {
			d.Plata = q.offer
		}
	case fPlata:
		pl := viewOf[plataFrame](f)
		d.Plata, d.Steps = pl.card, int(pl.left)
	case fCardEffect:
		ce := viewOf[cardEffectFrame](f)
		d.Card, d.Figure, d.Loc = ce.card, p.Slots[ce.slot].Figure, p.Slots[ce.slot].Loc
	case fFrameUp:
		d.Hunter = box.Hunter(f.step)
	case fActivation:
		d.Hunter = viewOf[activationFrame](f).hunter
	case fHunterAction:
		h := viewOf[huntFrame](f)
		d.Hunter, d.Action, d.Value, d.Steps = h.hunter, h.action, int(h.value), int(h.value)-int(h.done)
		if h.action == box.Attack && h.step >= haBonus {
			d.Figure = p.Slots[h.target].Figure
		}
		if h.action == box.Capture && h.step == haBoost {
			d.Steps = int(h.value) + int(h.extra) // the Capture's move so far
		}
		if h.action == box.Capture && h.step >= haReveal {
			d.Loc = board.Loc(h.target)
		}
	case fRevealDefense:
		d.Figure = p.Slots[viewOf[revealFrame](f).slot].Figure
	case fSetup:
		if f.step == setupHunters {
			d.Hunter = viewOf[setupFrame](f).hunter
		}
	case fEscape:
		d.Loc = viewOf[escapeFrame](f).caught
	case fRelocate:
		d.Steps = int(viewOf[relocateFrame](f).paid)
	}
	return d
}
