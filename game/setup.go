package game

import (
	"patron/game/board"
	"patron/game/box"
)

// Setup steps, in the book's order: the Patrón's deck and objectives, then
// the hunters, then the first hideout.
const (
	setupShuffle int8 = iota
	setupObjDeck
	setupOrder
	setupHunters
	setupHideout
)

// The setup's view of its frame: the hunter whose start location is asked
// for (at setupHunters).
type setupFrame struct {
	kind    frameKind
	step    int8
	hunter  box.Hunter
	_, _, _ int8
	_, _, _ int8
	_       board.Set
}

// setupPrompt is the decision of the setup's step.
func setupPrompt(f *setupFrame) Prompt {
	return [...]Prompt{PromptShuffle, PromptObjDeck, PromptOrder, PromptStartHunter, PromptHide}[f.step]
}

func (g *Game) setupDetail(f *setupFrame, d Detail) Detail {
	if f.step == setupHunters {
		d.Hunter = f.hunter
	}
	return d
}

func (g *Game) runSetup(f *setupFrame) bool {
	if f.step == setupHideout+1 {
		g.pop()
		g.push(frame{kind: fSeason})
		return false
	}
	return true
}

func (g *Game) setupSeat(f *setupFrame) Seat {
	if f.step == setupHunters {
		return FactionSeat(f.hunter.Faction())
	}
	return SeatPatron
}

// startLocations are where hunters may start (ruling R16): next to an
// airport City, not on it.
func startLocations() board.Set { return startSpotsSet }

var startSpotsSet = board.Map.Neighbours(board.Map.Airport) &^ board.Map.Airport

func (g *Game) legalSetup(f *setupFrame, out []Command) []Command {
	switch f.step {
	case setupShuffle:
		return add(out, OpShuffle, -1, -1)
	case setupObjDeck:
		return add(out, OpObjDeck, -1, -1)
	case setupOrder:
		s := g.Sec
		for _, o := range s.Drawn {
			if !objectiveIn(s.Order[:s.OrderN], o) {
				out = add(out, OpOrder, int8(s.OrderN+1), int8(o))
			}
		}
		return out
	case setupHunters:
		free := startLocations() &^ g.Pub.hunAt
		for r := free; r != 0; {
			out = add(out, OpStart, int8(f.hunter), int8(r.Next(&r)))
		}
		return out
	case setupHideout:
		for l := board.Loc(0); l < board.N; l++ {
			out = add(out, OpHide, int8(l), -1)
		}
		return out
	}
	return out
}

func objectiveIn(list []box.Objective, o box.Objective) bool {
	for _, x := range list {
		if x == o {
			return true
		}
	}
	return false
}

func (g *Game) applySetup(f *setupFrame, c Command) error {
	switch f.step {
	case setupShuffle:
		if c.Op != OpShuffle && c.Op != OpShuffled {
			return wrongOp(c, PromptShuffle)
		}
		if err := g.shuffleDeck(c); err != nil {
			return err
		}
		f.step = setupObjDeck
		g.push(frame{kind: fDraw}) // the hand of five
		return nil
	case setupObjDeck:
		return g.applyObjDeck(f, c)
	case setupOrder:
		return g.applyOrder(f, c)
	case setupHunters:
		if c.Op != OpStart {
			return wrongOp(c, PromptStartHunter)
		}
		h, l := box.Hunter(c.A), board.Loc(c.B)
		if h != f.hunter {
			return refuse(ruleSetup, "%s places %s now", FactionSeat(f.hunter.Faction()), f.hunter)
		}
		if !startLocations().Has(l) {
			return refuse("R16", "%s is not next to an airport City (or is one)", l)
		}
		if g.Pub.hunAt.Has(l) {
			return refuse("R16", "%s already holds a hunter", l)
		}
		g.Pub.setHunter(h, l)
		g.emit(Event{Kind: EvHunterStart, A: int16(h), B: int16(l)})
		f.hunter++
		if f.hunter == box.NumHunters {
			f.step = setupHideout
		}
		return nil
	case setupHideout:
		if err := g.hide(c, board.Map.All, "the first hideout may be any location (R16)"); err != nil {
			return err
		}
		f.step++
		return nil
	}
	return refuse(ruleTurn, "nothing to decide now")
}

// applyObjDeck commits the Objective deck order; the Patrón then draws and
// looks at the top three.
func (g *Game) applyObjDeck(f *setupFrame, c Command) error {
	p := &g.Pub
	switch {
	case c.Op == OpObjDeck:
		s := g.Sec
		for i := range s.ObjDeck {
			s.ObjDeck[i] = box.Objective(i)
		}
		for i := len(s.ObjDeck) - 1; i > 0; i-- {
			j := s.intn(i + 1)
			s.ObjDeck[i], s.ObjDeck[j] = s.ObjDeck[j], s.ObjDeck[i]
		}
		s.ObjDeckLen = len(s.ObjDeck)
		var payload [box.NumObjectives]byte
		for i, o := range s.ObjDeck {
			payload[i] = byte(o)
		}
		d, _ := s.commit(CommitObjDeck, payload[:])
		g.publish(OpObjDeckIs, d)
		p.ObjDeckDigest = d
	case c.Op == OpObjDeckIs:
		if c.Digests.N != 1 {
			return refuse(ruleCommit, "objdeckis takes one digest")
		}
		if g.audit != nil {
			payload, _, ok := g.opened(CommitObjDeck, c.Digests.D[0], Subject{})
			g.Sec.setObjDeck(payload)
			g.audit.objDeck = ok
		}
		p.ObjDeckDigest = c.Digests.D[0]
	default:
		return wrongOp(c, PromptObjDeck)
	}
	if s := g.Sec; s != nil {
		for i := range s.Drawn {
			s.ObjDeckLen--
			s.Drawn[i] = s.ObjDeck[s.ObjDeckLen]
		}
	}
	p.ObjDeckCount -= box.ObjectiveSlots
	f.step = setupOrder
	g.emit(Event{Kind: EvObjectivesDrawn, A: box.ObjectiveSlots})
	return nil
}

// applyOrder puts the three drawn objectives face down in the slots, one
// private step at a time; the last step publishes one commitment per slot.
func (g *Game) applyOrder(f *setupFrame, c Command) error {
	switch c.Op {
	case OpOrder:
		s := g.Sec
		o := box.Objective(c.B)
		if int(c.A) != s.OrderN+1 {
			return refuse(ruleSetup, "objective slot %d is next, not %d", s.OrderN+1, c.A)
		}
		if !objectiveIn(s.Drawn[:], o) || objectiveIn(s.Order[:s.OrderN], o) {
			return refuse(ruleSetup, "%s is not one of the drawn objectives still to place", o)
		}
		s.Order[s.OrderN] = o
		s.OrderN++
		g.out.HasPublished = false
		if s.OrderN < box.ObjectiveSlots {
			return nil
		}
		var ds [box.ObjectiveSlots]Digest
		for i, o := range s.Order {
			s.Objectives[i][0] = o
			ds[i], s.ObjSalts[i][0] = s.commit(CommitObjective, []byte{byte(o)})
		}
		g.publish(OpObjectives, ds[:]...)
		g.setObjectiveDigests(ds[:])
	case OpObjectives:
		if c.Digests.N != box.ObjectiveSlots {
			return refuse(ruleCommit, "objectives takes %d digests", box.ObjectiveSlots)
		}
		if err := g.openObjectives(c.Digests.D[:c.Digests.N]); err != nil {
			return err
		}
		g.setObjectiveDigests(c.Digests.D[:c.Digests.N])
	default:
		return wrongOp(c, PromptOrder)
	}
	f.step = setupHunters
	f.hunter = 0
	return nil
}

func (g *Game) setObjectiveDigests(ds []Digest) {
	for i, d := range ds {
		g.Pub.ObjSlots[i] = ObjectiveSlot{Count: 1}
		g.Pub.ObjSlots[i].Digests[0] = d
	}
	g.emit(Event{Kind: EvObjectivesPlaced})
}

// setObjDeck rebuilds the Objective deck order from its opening (checked
// by the audit); without one, the cards are unknown (NoObjective).
func (s *Secrets) setObjDeck(payload []byte) {
	for i := range s.ObjDeck {
		s.ObjDeck[i] = box.NoObjective
		if len(payload) == len(s.ObjDeck) {
			s.ObjDeck[i] = box.Objective(payload[i])
		}
	}
	s.ObjDeckLen = len(s.ObjDeck)
}

// openObjectives rebuilds the three slots from their openings during an
// audit, and checks they hold the three cards drawn from the deck (when
// the deck's order is known).
func (g *Game) openObjectives(ds []Digest) error {
	if g.audit == nil {
		return nil
	}
	s := g.Sec
	for i, d := range ds {
		payload, salt, ok := g.opened(CommitObjective, d, Subject{Slot: i + 1})
		o := box.NoObjective
		if ok {
			o = box.Objective(payload[0])
		}
		if ok && g.auditing() && g.audit.objDeck && (!objectiveIn(s.Drawn[:], o) || objectiveIn(s.Order[:i], o)) {
			return refuse(ruleSetup, "slot %d holds %s, which is not one of the three objectives drawn", i+1, o)
		}
		s.Order[i], s.Objectives[i][0], s.ObjSalts[i][0] = o, o, s.keepSalt(salt)
	}
	s.OrderN = box.ObjectiveSlots
	return nil
}
