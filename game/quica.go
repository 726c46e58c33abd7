package game

import (
	"patron/game/board"
	"patron/game/box"
)

// La Quica's ultimatum: the Patrón picks a hunter next to her and one Plata
// o Plomo card; the hunter's owner chooses. Plomo lays the hunter down for
// the rest of the season; Plata gives the Patrón the card's reward.
//
// frame: step 0 target, 1 offer, 2 owner's choice; a = hunter, b = card.
func (g *Game) quicaTargets() board.Set {
	p := &g.Pub
	return board.Map.Adj[p.Slots[box.Black].Loc] & p.hunAt
}

func (g *Game) runQuica(f *frame) bool {
	p := &g.Pub
	if f.step == 0 && (!p.Slots[box.Black].OnMap() || g.quicaTargets() == 0) {
		g.pop()
		return false
	}
	if f.step == 1 && !anyTrue(p.PlataDeck[:]) {
		// Ruling R10: an empty Plata o Plomo deck is refilled from its discards.
		p.PlataDeck, p.PlataDiscard = p.PlataDiscard, [box.NumPlata]bool{}
		g.emit(Event{Kind: EvPlataRefill})
	}
	return true
}

func anyTrue(b []bool) bool {
	for _, x := range b {
		if x {
			return true
		}
	}
	return false
}

func (g *Game) quicaSeat(f *frame) Seat {
	if f.step == 2 {
		return FactionSeat(box.Hunter(f.a).Faction())
	}
	return SeatPatron
}

func (g *Game) legalQuica(f *frame, out []Command) []Command {
	p := &g.Pub
	switch f.step {
	case 0:
		for r := g.quicaTargets(); r != 0; {
			out = append(out, cmd1(OpTarget, int8(p.HunterAt(r.Next(&r)))))
		}
	case 1:
		for c, ok := range p.PlataDeck {
			if ok {
				out = append(out, cmd1(OpOffer, int8(c)))
			}
		}
	case 2:
		out = append(out, cmd0(OpPlata), cmd0(OpPlomo))
	}
	return out
}

func (g *Game) applyQuica(f *frame, c Command) error {
	p := &g.Pub
	switch f.step {
	case 0:
		if c.Op != OpTarget {
			return wrongOp(c, PromptQuicaTarget)
		}
		h := box.Hunter(c.A)
		if h < 0 || h >= box.NumHunters || !g.quicaTargets().Has(p.Hunters[h].Loc) {
			return refuse("R10", "%s is not next to La Quica", h)
		}
		f.a = int8(h)
	case 1:
		if c.Op != OpOffer {
			return wrongOp(c, PromptOffer)
		}
		if c.A < 0 || int(c.A) >= len(p.PlataDeck) || !p.PlataDeck[c.A] {
			return refuse("R10", "%s is not in the Plata o Plomo deck", box.Plata(c.A))
		}
		f.b = c.A
		g.emit(Event{Kind: EvUltimatum, A: int16(f.a), B: int16(f.b)})
	case 2:
		if c.Op != OpPlata && c.Op != OpPlomo {
			return wrongOp(c, PromptPlataPlomo)
		}
		card := box.Plata(f.b)
		p.PlataDeck[card] = false
		p.PlataDiscard[card] = true
		g.pop()
		if c.Op == OpPlomo {
			h := box.Hunter(f.a)
			p.Hunters[h].Down = true
			g.emit(Event{Kind: EvPlomo, A: int16(h)})
			return nil
		}
		g.emit(Event{Kind: EvPlata, A: int16(f.a), B: int16(card)})
		g.push(frame{kind: fPlata, a: int8(card), b: plataCount(card)})
		return nil
	}
	f.step++
	return nil
}

func plataCount(c box.Plata) int8 {
	switch c {
	case box.PlataLabs:
		return box.PlataLabCount
	case box.PlataControl:
		return box.PlataControlCount
	}
	return 0
}

// The Plata side's reward, carried out by the Patrón.
// frame: a = card, b = tokens left to place (step for PlataSicario).
func (g *Game) runPlata(f *frame) bool {
	switch box.Plata(f.a) {
	case box.PlataGlory:
		g.pop()
		g.gainGlory(box.PlataGloryAmount)
		return false
	case box.PlataSicario:
		return g.placeThenDraw(f, 0)
	}
	all := board.Map.All
	can := g.canCityToken(all, g.Pub.Controlled)
	if box.Plata(f.a) == box.PlataLabs {
		can = g.canLab(all, g.labOnCardAllowed())
	}
	if f.b <= 0 || !can {
		g.pop()
		return false
	}
	return true
}

func (g *Game) legalPlata(f *frame, out []Command) []Command {
	all := board.Map.All
	if box.Plata(f.a) == box.PlataLabs {
		out = g.labCmds(all, g.labOnCardAllowed(), out)
	} else {
		out = g.cityTokenCmds(OpControl, all, g.Pub.Controlled, out)
	}
	return append(out, cmd0(OpDone))
}

func (g *Game) applyPlata(f *frame, c Command) error {
	var err error
	switch {
	case c.Op == OpDone:
		g.pop()
		return nil
	case c.Op == OpLab && box.Plata(f.a) == box.PlataLabs:
		err = g.tryLab(c, board.Map.All, g.labOnCardAllowed())
	case c.Op == OpControl && box.Plata(f.a) == box.PlataControl:
		err = g.tryControl(c, board.Map.All)
	default:
		return wrongOp(c, PromptPlataEffect)
	}
	if err == nil {
		f.b--
	}
	return err
}
