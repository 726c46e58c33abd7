package game

import (
	"patron/game/board"
	"patron/game/box"
)

// Revealing a defense token: the Patrón publishes the token and its salt,
// and every machine checks them against the season's commitment.
//
// Its view of its frame: the slot of the sicario whose token is revealed.
type revealFrame struct {
	kind    frameKind
	step    int8
	slot    box.Slot
	_, _, _ int8
	_, _, _ int8
	_       board.Set
}

func (g *Game) revealDetail(f *revealFrame, d Detail) Detail {
	d.Figure = g.Pub.Slots[f.slot].Figure
	return d
}

func (g *Game) runRevealDefense(f *revealFrame) bool {
	if g.Pub.Defense[f.slot].Revealed {
		g.pop()
		return false
	}
	return true
}

func (g *Game) legalRevealDefense(f *revealFrame, out []Command) []Command {
	s := f.slot
	c := cmd2(OpDefense, int8(g.Pub.Slots[s].Figure), int8(g.Sec.Defense[s]))
	c.Salt = g.Sec.DefSalts[s]
	return append(out, c)
}

func (g *Game) applyRevealDefense(f *revealFrame, c Command) error {
	if c.Op != OpDefense {
		return wrongOp(c, PromptRevealDefense)
	}
	s := f.slot
	if box.Figure(c.A) != g.Pub.Slots[s].Figure {
		return refuse(ruleTurn, "%s's token is to be revealed", g.Pub.Slots[s].Figure)
	}
	if err := g.revealToken(s, c); err != nil {
		return err
	}
	g.pop()
	return nil
}

// revealToken checks a token against its commitment and turns it face up.
func (g *Game) revealToken(s box.Slot, c Command) error {
	p := &g.Pub
	t := box.Token(c.B)
	if p.Defense[s].Revealed {
		return refuse(ruleTurn, "%s's token is already face up", p.Slots[s].Figure)
	}
	var mySalt Salt
	var mine byte
	if g.Sec != nil {
		mySalt, mine = saltOf(g.Sec.DefSalts[s]), byte(g.Sec.Defense[s])
	}
	if !g.opens(CommitDefense, c.SaltValue(), byte(t), p.Defense[s].Digest, mySalt, mine) {
		return refuse(ruleCommit, "token %s with this salt does not open %s's commitment", t, p.Slots[s].Figure)
	}
	p.Defense[s].Revealed = true
	p.Defense[s].Token = t
	g.emit(Event{Kind: EvDefenseRevealed, A: int16(p.Slots[s].Figure), B: int16(t)})
	return nil
}

// After the first escape, one more face-down objective goes on each slot
// not yet revealed (ruling R17), drawn from the Objective deck.
func (g *Game) slotsToFill() (slots [box.ObjectiveSlots]int, n int) {
	p := &g.Pub
	for i := p.Season; i < box.ObjectiveSlots; i++ {
		if p.ObjSlots[i].Count > 0 && n < p.ObjDeckCount {
			slots[n] = i
			n++
		}
	}
	return
}

func (g *Game) runAddObj(f *frame) bool {
	if _, n := g.slotsToFill(); n == 0 {
		g.pop()
		return false
	}
	return true
}

func (g *Game) legalAddObj(f *frame, out []Command) []Command { return add(out, OpAddObj, -1, -1) }

func (g *Game) applyAddObj(f *frame, c Command) error {
	p := &g.Pub
	slots, n := g.slotsToFill()
	var ds [box.ObjectiveSlots]Digest
	switch c.Op {
	case OpAddObj:
		s := g.Sec
		for i, slot := range slots[:n] {
			s.ObjDeckLen--
			o := s.ObjDeck[s.ObjDeckLen]
			k := p.ObjSlots[slot].Count
			s.Objectives[slot][k] = o
			ds[i], s.ObjSalts[slot][k] = s.commit(CommitObjective, []byte{byte(o)})
		}
		g.publish(OpAdded, ds[:n]...)
	case OpAdded:
		if int(c.Digests.N) != n {
			return refuse("R17", "the escape adds %d objectives", n)
		}
		copy(ds[:], c.Digests.D[:n])
		if err := g.openAdded(slots[:n], ds[:n]); err != nil {
			return err
		}
	default:
		return wrongOp(c, PromptAddObjectives)
	}
	for i, slot := range slots[:n] {
		p.ObjSlots[slot].Digests[p.ObjSlots[slot].Count] = ds[i]
		p.ObjSlots[slot].Count++
	}
	p.ObjDeckCount -= n
	g.emit(Event{Kind: EvObjectivesAdded, A: int16(n)})
	g.pop()
	return nil
}

// openAdded checks, in an audit, that the added cards are the next ones of
// the committed Objective deck (when both are known).
func (g *Game) openAdded(slots []int, ds []Digest) error {
	if g.audit == nil {
		return nil
	}
	s := g.Sec
	top := s.ObjDeckLen // a refused command must leave the deck as it was
	for i, d := range ds {
		payload, salt, ok := g.opened(CommitObjective, d, Subject{Slot: slots[i] + 1})
		o, next := box.NoObjective, box.NoObjective
		if ok {
			o = box.Objective(payload[0])
		}
		if top > 0 {
			top--
			next = s.ObjDeck[top]
		}
		if ok && next != box.NoObjective && g.auditing() && o != next {
			return refuse("R17", "the objective added to slot %d is %s, but the deck's next card was %s", slots[i]+1, o, next)
		}
		k := g.Pub.ObjSlots[slots[i]].Count
		s.Objectives[slots[i]][k], s.ObjSalts[slots[i]][k] = o, s.keepSalt(salt)
	}
	s.ObjDeckLen = top
	return nil
}
