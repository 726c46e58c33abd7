package game

import (
	"patron/game/board"
	"patron/game/box"
)

// View is what one seat may see (ruling R24): the whole public state for
// everyone, and the Patrón's secrets for the Patrón's seat only.
type View struct {
	Seat    Seat
	Public  Public
	Secret  *SecretView // nil unless Seat is the Patrón's
	Pending Decision
	// Legal is the seat's legal commands when it decides now.
	Legal []Command
}

// SecretView is what the Patrón sees of his own secrets: his hideout and
// hiding sheet, his hand, his face-down objectives and defense tokens. Not
// the order of his decks: he cannot see that either.
type SecretView struct {
	Hideout    board.Loc
	Hand       []box.Card
	Objectives [box.ObjectiveSlots][]box.Objective // face-down cards, by slot
	Drawn      []box.Objective                     // the three drawn at setup, until placed
	Defense    [box.NumSlots]box.Token             // this season's tokens (NoToken before assignment)
	Assigning  []box.Token                         // tokens assigned so far this season
	Sheet      []SheetEntry                        // the hiding sheet
}

// SheetEntry is one line of the Patrón's hiding sheet.
type SheetEntry struct {
	Season int
	Loc    board.Loc
	Paid   int  // the relocation budget he declared (0 for the first hideout and escapes)
	Escape bool // chosen after a capture
}

// View returns what a seat may see now.
func (g *Game) View(seat Seat) View {
	var v View
	g.ViewInto(seat, &v)
	return v
}

// ViewInto fills v with what a seat may see now, reusing v's buffers (for
// bots and simulations that look thousands of times).
func (g *Game) ViewInto(seat Seat, v *View) {
	d := g.Pending()
	v.Legal = v.Legal[:0]
	if d.Seat == seat {
		v.Legal = g.Legal(v.Legal)
	}
	g.fillView(seat, d, v)
}

// ViewFor fills v as ViewInto does for the deciding seat, given the
// decision (g.Pending()) and with v.Legal already holding its legal
// commands (g.Legal): a playout lists the commands first and builds the
// rest of a view only when a policy has more than one to choose from.
func (g *Game) ViewFor(d Decision, v *View) { g.fillView(d.Seat, d, v) }

// fillView fills all of v but its legal commands.
func (g *Game) fillView(seat Seat, d Decision, v *View) {
	v.Seat, v.Public, v.Pending = seat, g.Pub, d
	if seat != SeatPatron || g.Sec == nil {
		v.Secret = nil
		return
	}
	if v.Secret == nil {
		v.Secret = &SecretView{}
	}
	g.Sec.viewInto(&g.Pub, v.Secret)
}

func (s *Secrets) viewInto(p *Public, v *SecretView) {
	v.Hideout, v.Defense = s.Hideout, s.Defense
	v.Sheet = append(v.Sheet[:0], s.Sheet...)
	v.Hand = v.Hand[:0]
	for c := box.Card(0); c < box.NumCards; c++ {
		if s.Hand.Has(c) {
			v.Hand = append(v.Hand, c)
		}
	}
	for i := range v.Objectives {
		v.Objectives[i] = append(v.Objectives[i][:0], s.Objectives[i][:p.ObjSlots[i].Count]...)
	}
	v.Drawn = v.Drawn[:0]
	if p.Season == 0 && s.OrderN < box.ObjectiveSlots && s.ObjDeckLen < int(box.NumObjectives) {
		for _, o := range s.Drawn {
			if !objectiveIn(s.Order[:s.OrderN], o) {
				v.Drawn = append(v.Drawn, o)
			}
		}
	}
	v.Assigning = append(v.Assigning[:0], s.Assign[:s.AssignN]...)
}
