package game

import (
	"patron/game/board"
	"patron/game/box"
)

// La Quica's ultimatum: the Patrón picks a hunter next to her and one Plata
// o Plomo card; the hunter's owner chooses. Plomo lays the hunter down for
// the rest of the season; Plata gives the Patrón the card's reward.
//
// Steps: 0 target, 1 offer, 2 the owner's choice.

// The ultimatum's view of its frame: the hunter threatened and the card
// offered.
type quicaFrame struct {
	kind    frameKind
	step    int8
	hunter  box.Hunter
	offer   box.Plata
	_, _, _ int8
	_, _    int8
	_       board.Set
}

// quicaTargets is where the hunters next to La Quica stand.
func (g *Game) quicaTargets() board.Set {
	p := &g.Pub
	return board.Map.Adj[p.Slots[box.Black].Loc] & p.hunAt
}

func quicaPrompt(f *quicaFrame) Prompt {
	return [...]Prompt{PromptQuicaTarget, PromptOffer, PromptPlataPlomo}[f.step]
}

// quicaDetail: La Quica, the hunter once chosen, the card once offered.
func (g *Game) quicaDetail(f *quicaFrame, d Detail) Detail {
	d.Figure = box.LaQuica
	if f.step >= 1 {
		d.Hunter = f.hunter
	}
	if f.step == 2 {
		d.Plata = f.offer
	}
	return d
}

func (g *Game) runQuica(f *quicaFrame) bool {
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

func (g *Game) quicaSeat(f *quicaFrame) Seat {
	if f.step == 2 {
		return FactionSeat(f.hunter.Faction())
	}
	return SeatPatron
}

func (g *Game) legalQuica(f *quicaFrame, out []Command) []Command {
	p := &g.Pub
	switch f.step {
	case 0:
		for r := g.quicaTargets(); r != 0; {
			out = add(out, OpTarget, int8(p.HunterAt(r.Next(&r))), -1)
		}
	case 1:
		for c, ok := range p.PlataDeck {
			if ok {
				out = add(out, OpOffer, int8(c), -1)
			}
		}
	case 2:
		out = add(add(out, OpPlata, -1, -1), OpPlomo, -1, -1)
	}
	return out
}

func (g *Game) applyQuica(f *quicaFrame, c Command) error {
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
		f.hunter = h
	case 1:
		if c.Op != OpOffer {
			return wrongOp(c, PromptOffer)
		}
		if c.A < 0 || int(c.A) >= len(p.PlataDeck) || !p.PlataDeck[c.A] {
			return refuse("R10", "%s is not in the Plata o Plomo deck", box.Plata(c.A))
		}
		f.offer = box.Plata(c.A)
		g.emit(Event{Kind: EvUltimatum, A: int16(f.hunter), B: int16(f.offer)})
	case 2:
		if c.Op != OpPlata && c.Op != OpPlomo {
			return wrongOp(c, PromptPlataPlomo)
		}
		card := f.offer
		p.PlataDeck[card] = false
		p.PlataDiscard[card] = true
		g.pop()
		if c.Op == OpPlomo {
			h := f.hunter
			p.Hunters[h].Down = true
			g.emit(Event{Kind: EvPlomo, A: int16(h)})
			return nil
		}
		g.emit(Event{Kind: EvPlata, A: int16(f.hunter), B: int16(card)})
		g.push(frameOf(fPlata, plataFrame{card: card, left: plataCount(card)}))
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

// The reward's view of its frame: the card, and how many labs or Controlled
// tokens are left to place (PlataSicario's placement uses step).
type plataFrame struct {
	kind    frameKind
	step    int8
	card    box.Plata
	left    int8
	_, _, _ int8
	_, _    int8
	_       board.Set
}

// plataDetail: the card, and the tokens left to place.
func (g *Game) plataDetail(f *plataFrame, d Detail) Detail {
	d.Plata, d.Steps = f.card, int(f.left)
	return d
}

func (g *Game) runPlata(f *plataFrame) bool {
	switch f.card {
	case box.PlataGlory:
		g.pop()
		g.gainGlory(box.PlataGloryAmount)
		return false
	case box.PlataSicario:
		return g.placeThenDraw(baseOf(f), 0)
	}
	all := board.Map.All
	can := g.canCityToken(all, g.Pub.Controlled)
	if f.card == box.PlataLabs {
		can = g.canLab(all, g.labOnCardAllowed())
	}
	if f.left <= 0 || !can {
		g.pop()
		return false
	}
	return true
}

func (g *Game) legalPlata(f *plataFrame, out []Command) []Command {
	all := board.Map.All
	if f.card == box.PlataLabs {
		out = g.labCmds(all, g.labOnCardAllowed(), out)
	} else {
		out = g.cityTokenCmds(OpControl, all, g.Pub.Controlled, out)
	}
	return add(out, OpDone, -1, -1)
}

func (g *Game) applyPlata(f *plataFrame, c Command) error {
	var err error
	switch {
	case c.Op == OpDone:
		g.pop()
		return nil
	case c.Op == OpLab && f.card == box.PlataLabs:
		err = g.tryLab(c, board.Map.All, g.labOnCardAllowed())
	case c.Op == OpControl && f.card == box.PlataControl:
		err = g.tryControl(c, board.Map.All)
	default:
		return wrongOp(c, PromptPlataEffect)
	}
	if err == nil {
		f.left--
	}
	return err
}
