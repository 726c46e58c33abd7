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
	v := View{Seat: seat, Public: g.Pub, Pending: g.Pending()}
	if v.Pending.Seat == seat {
		v.Legal = g.Legal(nil)
	}
	if seat == SeatPatron && g.Sec != nil {
		v.Secret = g.Sec.view(&g.Pub)
	}
	return v
}

func (s *Secrets) view(p *Public) *SecretView {
	v := &SecretView{Hideout: s.Hideout, Defense: s.Defense, Sheet: append([]SheetEntry(nil), s.Sheet...)}
	for c := box.Card(0); c < box.NumCards; c++ {
		if s.Hand.Has(c) {
			v.Hand = append(v.Hand, c)
		}
	}
	for i := range v.Objectives {
		v.Objectives[i] = append([]box.Objective(nil), s.Objectives[i][:p.ObjSlots[i].Count]...)
	}
	if p.Season == 0 && s.OrderN < box.ObjectiveSlots && s.ObjDeckLen < int(box.NumObjectives) {
		for _, o := range s.Drawn {
			if !objectiveIn(s.Order[:s.OrderN], o) {
				v.Drawn = append(v.Drawn, o)
			}
		}
	}
	v.Assigning = append([]box.Token(nil), s.Assign[:s.AssignN]...)
	return v
}
