package game

import (
	"patron/game/board"
	"patron/game/box"
)

// Moving a figure, one step per command. The mover's position lives in the
// frame until it stops, so that passing through another figure never puts
// two figures on one location.
//
// A move's view of its frame.
type moveFrame struct {
	kind  frameKind
	step  int8
	mover int8      // the sicario's slot, or moverHunter + the hunter
	left  int8      // steps left
	flags int8      // mv… below
	taken int8      // steps taken
	at    board.Loc // where the mover stands now
	_, _  int8
	_     board.Set
}

const (
	mvSicario int8 = 1 // sicario rules; Coca pick-up
	mvShip    int8 = 2 // León ships when the move ends on an airport City
	mvHunter  int8 = 4 // hunter rules: airports, Controlled Cities
	mvCapture int8 = 8 // the move of a Capture action

	moverHunter int8 = 16
)

func (g *Game) pushHunterMove(h box.Hunter, steps int, flags int8) {
	g.push(frameOf(fMove, moveFrame{mover: moverHunter + int8(h), left: int8(steps), flags: mvHunter | flags, at: g.Pub.Hunters[h].Loc}))
}

func (g *Game) pushSicarioMove(s box.Slot, steps int) {
	g.push(frameOf(fMove, moveFrame{mover: int8(s), left: int8(steps), flags: mvSicario | mvShip, at: g.Pub.Slots[s].Loc}))
}

// Moving is the figure in the middle of a move and where it stands now
// (the move's frame holds that until the figure stops, see above): a
// hunter, or the sicario of slot when hunter is NoHunter. ok is false when
// no figure is moving. Screens draw the mover there, step by step.
func (p *Public) Moving() (hunter box.Hunter, slot box.Slot, at board.Loc, ok bool) {
	for i := p.depth - 1; i >= 0; i-- {
		if p.stack[i].kind != fMove {
			continue
		}
		f := viewOf[moveFrame](&p.stack[i])
		if f.flags&mvHunter != 0 {
			return box.Hunter(f.mover - moverHunter), -1, f.at, true
		}
		return box.NoHunter, box.Slot(f.mover), f.at, true
	}
	return box.NoHunter, -1, board.NoLoc, false
}

// moverStart is where the moving figure stood when the move began.
func (g *Game) moverStart(f *moveFrame) board.Loc {
	if f.flags&mvHunter != 0 {
		return g.Pub.Hunters[f.mover-moverHunter].Loc
	}
	return g.Pub.Slots[f.mover].Loc
}

// sicarioPaths: sicarios cannot enter a hunter's location or a City with a
// Blockade, and never use airports; they may pass through other sicarios
// but not stop on one.
func (g *Game) sicarioPaths(start board.Loc) (passable, endable board.Set) {
	p := &g.Pub
	passable = board.Map.All &^ p.hunAt &^ (p.Blockade & board.Map.City)
	return passable, stayOrEnd(start, passable, p.sicAt)
}

// hunterPaths: hunters cannot enter a sicario's location or a Controlled
// City; they may pass through other hunters but not stop on one.
func (p *Public) hunterPaths(start board.Loc) (passable, endable board.Set) {
	passable = board.Map.All &^ p.sicAt &^ (p.Controlled & board.Map.City)
	return passable, stayOrEnd(start, passable, p.hunAt)
}

// stayOrEnd (decision D23) is where a move may end: any location the figure may enter and
// share with no figure of its kind, and always its start. The bans say
// "cannot enter", not "cannot be at": a figure standing on a City that has
// since been Blockaded or Controlled may stay (rulebook p.15: a hunter "may
// move up to 2 Locations" and acts "after a Hunter has moved (or chosen not
// to move)"; p.12: a sicario moves "up to 3 spaces"), but once it leaves it
// may not step back, since start stays out of passable.
func stayOrEnd(start board.Loc, passable, sameKind board.Set) board.Set {
	return (passable | start.Bit()) &^ (sameKind &^ start.Bit())
}

// hunterNeighbours: roads, plus every other airport City from an airport
// City (ruling R11: airports serve hunter movement only).
func hunterNeighbours(s board.Set) board.Set {
	n := board.Map.Neighbours(s)
	if s&board.Map.Airport != 0 {
		n |= board.Map.Airport
	}
	return n
}

// reachesEnd reports whether, from t, an endable location can be reached
// within k more steps through passable ones.
func reachesEnd(t board.Loc, passable, endable board.Set, k int, hunter bool) bool {
	frontier, seen := t.Bit(), t.Bit()
	for i := 0; i < k; i++ {
		var n board.Set
		if hunter {
			n = hunterNeighbours(frontier)
		} else {
			n = board.Map.Neighbours(frontier)
		}
		frontier = n & passable &^ seen
		if frontier&endable != 0 {
			return true
		}
		if frontier == 0 {
			return false
		}
		seen |= frontier
	}
	return false
}

// moveMemo remembers the last moveSteps answer with everything it depends
// on: a move's steps are asked for by run, Legal and Apply in turn.
type moveMemo struct {
	sic, hun, controlled, blockade board.Set
	frame                          uint64
	steps                          board.Set
}

func moveKey(f *moveFrame) uint64 {
	return uint64(uint8(f.mover)) | uint64(uint8(f.left))<<8 | uint64(uint8(f.flags))<<16 | uint64(uint8(f.at))<<24 | 1<<48
}

// moveSteps is where the mover may step next.
func (g *Game) moveSteps(f *moveFrame) board.Set {
	p := &g.Pub
	m := &g.memo
	key := moveKey(f) | uint64(uint8(g.moverStart(f)))<<32
	if m.frame == key && m.sic == p.sicAt && m.hun == p.hunAt && m.controlled == p.Controlled && m.blockade == p.Blockade {
		return m.steps
	}
	steps := g.computeMoveSteps(f)
	*m = moveMemo{sic: p.sicAt, hun: p.hunAt, controlled: p.Controlled, blockade: p.Blockade, frame: key, steps: steps}
	return steps
}

func (g *Game) computeMoveSteps(f *moveFrame) board.Set {
	if f.left <= 0 {
		return 0
	}
	start, cur := g.moverStart(f), f.at
	hunter := f.flags&mvHunter != 0
	var passable, endable, next board.Set
	if hunter {
		passable, endable = g.Pub.hunterPaths(start)
		next = hunterNeighbours(cur.Bit()) &^ cur.Bit()
	} else {
		passable, endable = g.sicarioPaths(start)
		next = board.Map.Adj[cur]
	}
	next &= passable
	// Most steps can stop right there; only a step onto another figure
	// needs a look further ahead.
	if next&^endable == 0 {
		return next
	}
	steps := next & endable
	for r := next &^ endable; r != 0; {
		if t := r.Next(&r); reachesEnd(t, passable, endable, int(f.left)-1, hunter) {
			steps = steps.With(t)
		}
	}
	return steps
}

func (g *Game) canStop(f *moveFrame) bool {
	return g.endable(f).Has(f.at)
}

// endable is where the mover may stop: no other figure of its kind there.
func (g *Game) endable(f *moveFrame) board.Set {
	if f.flags&mvHunter != 0 {
		_, endable := g.Pub.hunterPaths(g.moverStart(f))
		return endable
	}
	_, endable := g.sicarioPaths(g.moverStart(f))
	return endable
}

// sicarioCanMove reports whether a sicario on the map has a legal step.
func (g *Game) sicarioCanMove(s box.Slot, steps int) bool {
	f := moveFrame{kind: fMove, mover: int8(s), left: int8(steps), flags: mvSicario, at: g.Pub.Slots[s].Loc}
	return g.moveSteps(&f) != 0
}

// hunterCanMove reports whether a hunter has a legal step.
func (g *Game) hunterCanMove(h box.Hunter, steps int) bool {
	f := moveFrame{kind: fMove, mover: moverHunter + int8(h), left: int8(steps), flags: mvHunter, at: g.Pub.Hunters[h].Loc}
	return g.moveSteps(&f) != 0
}

// caliMayTake: once per Cali turn a Cali hunter whose move starts on, passes
// or ends on a Farm with a Lab holding a Coca cube may take it (card holds 2).
func (g *Game) caliMayTake(f *moveFrame) bool {
	p := &g.Pub
	if f.flags&mvHunter == 0 || box.Hunter(f.mover-moverHunter).Faction() != box.Cali {
		return false
	}
	return p.Active == box.Cali && !p.CaliTook && p.CaliCubes < box.CaliCubeSlots && p.Coca.Has(f.at)
}

func (g *Game) moveSeat(f *moveFrame) Seat {
	if f.flags&mvHunter != 0 {
		return FactionSeat(box.Hunter(f.mover - moverHunter).Faction())
	}
	return SeatPatron
}

func movePrompt(f *moveFrame) Prompt {
	if f.flags&mvCapture != 0 {
		return PromptCaptureStep
	}
	if f.flags&mvHunter != 0 {
		return PromptHunterStep
	}
	return PromptStep
}

// moveDetail: the mover, where it stands and the steps left.
func (g *Game) moveDetail(f *moveFrame, d Detail) Detail {
	d.Loc, d.Steps = f.at, int(f.left)
	d.Note = g.moveNote(f)
	if f.flags&mvHunter != 0 {
		d.Hunter = box.Hunter(f.mover - moverHunter)
	} else {
		d.Figure = g.Pub.Slots[f.mover].Figure
	}
	return d
}

func (g *Game) runMove(f *moveFrame) bool {
	if g.moveSteps(f) != 0 || g.caliMayTake(f) {
		return true
	}
	g.finishMove(f)
	return false
}

func (g *Game) legalMove(f *moveFrame, out []Command) []Command {
	for r := g.moveSteps(f); r != 0; {
		out = add(out, OpStep, int8(r.Next(&r)), -1)
	}
	if g.caliMayTake(f) {
		out = add(out, OpTake, -1, -1)
	}
	if g.canStop(f) {
		out = add(out, OpStop, -1, -1)
	}
	return out
}

func (g *Game) applyMove(f *moveFrame, c Command) error {
	p := &g.Pub
	switch c.Op {
	case OpStep:
		to := board.Loc(c.A)
		if !g.moveSteps(f).Has(to) {
			return g.whyNoStep(f, to)
		}
		if f.flags&mvSicario != 0 && f.taken == 0 {
			g.pickUp(box.Slot(f.mover), f.at)
		}
		f.at = to
		f.left--
		f.taken++
		if f.flags&mvSicario != 0 {
			g.pickUp(box.Slot(f.mover), to)
		}
		g.emit(Event{Kind: EvStep, A: int16(f.mover), B: int16(to)})
	case OpTake:
		if !g.caliMayTake(f) {
			return refuse(ruleAbility, "Cali cannot take a Coca cube here now")
		}
		l := f.at
		p.Coca = p.Coca.Without(l)
		p.CaliCubes++
		p.CaliTook = true
		g.emit(Event{Kind: EvCaliTake, A: int16(l), B: int16(p.CaliCubes)})
	case OpStop:
		if !g.canStop(f) {
			return refuse(ruleMove, "cannot stop on %s: another figure stands there", f.at)
		}
		g.finishMove(f)
	default:
		return wrongOp(c, movePrompt(f)) // a hunter's move or a sicario's
	}
	return nil
}

// finishMove puts the mover on its final location and ends the move. A
// hunter's regular move tells its activation (the frame below) how many
// steps it took: the DEA's window after a move goes by that (ruling R25).
func (g *Game) finishMove(f *moveFrame) {
	p := &g.Pub
	l := f.at
	steps := f.taken
	regular := f.flags&(mvHunter|mvCapture) == mvHunter
	if f.flags&mvHunter != 0 {
		p.setHunter(box.Hunter(f.mover-moverHunter), l)
	} else {
		s := box.Slot(f.mover)
		p.setSicario(s, l)
		if f.flags&mvShip != 0 && s == box.White && f.taken > 0 && p.Slots[s].Coca && board.Map.Airport.Has(l) {
			g.ship(s)
		}
	}
	g.emit(Event{Kind: EvMoveEnd, A: int16(f.mover), B: int16(l)})
	g.pop()
	if a := g.top(); regular && a.kind == fActivation {
		viewOf[activationFrame](a).moved = steps
	}
}

// pickUp: a sicario moving through a Farm whose Lab holds a Coca cube takes
// it, if it carries none (never from another sicario, ruling R5).
func (g *Game) pickUp(s box.Slot, l board.Loc) {
	p := &g.Pub
	if p.Slots[s].Coca || !p.Coca.Has(l) {
		return
	}
	p.Coca = p.Coca.Without(l)
	p.Slots[s].Coca = true
	g.emit(Event{Kind: EvPickUp, A: int16(p.Slots[s].Figure), B: int16(l)})
}

// ship sends a sicario's Coca cube abroad for $4.
func (g *Game) ship(s box.Slot) {
	p := &g.Pub
	p.Slots[s].Coca = false
	p.ShippedSeason++
	g.emit(Event{Kind: EvShip, A: int16(p.Slots[s].Figure), B: int16(p.Slots[s].Loc)})
	g.gainMoney(box.ShipPay)
}

// HunterEnds is where a hunter standing at from may end a move of up to
// steps steps now (roads and airports, the movement bans, no hunter
// already there): for bots weighing where to go.
func (p *Public) HunterEnds(from board.Loc, steps int) board.Set {
	passable, endable := p.hunterPaths(from)
	reached, frontier := from.Bit(), from.Bit()
	for range steps {
		frontier = hunterNeighbours(frontier) & passable &^ reached
		if frontier == 0 {
			break
		}
		reached |= frontier
	}
	return reached & endable
}
