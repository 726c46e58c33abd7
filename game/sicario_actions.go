package game

import (
	"patron/game/board"
	"patron/game/box"
)

// A regular sicario's actions on placement: up to two (three with a paid
// Recruiter) on its location or a neighbour: place a Controlled token on a
// City, remove a Blockade from a City, or place a Lab (with a Coca cube) on
// a Farm. Both may target the same location (ruling R12).
//
// A sicario's actions' view of their frame.
type sicarioActionsFrame struct {
	kind    frameKind
	step    int8
	slot    box.Slot
	left    int8 // actions left
	_, _, _ int8
	_, _    int8
	_       board.Set
}

// actionsDetail: the sicario, where he stands and the actions left.
func (g *Game) actionsDetail(f *sicarioActionsFrame, d Detail) Detail {
	p := &g.Pub
	d.Figure, d.Steps, d.Loc = p.Slots[f.slot].Figure, int(f.left), p.Slots[f.slot].Loc
	return d
}

func (g *Game) runActions(f *sicarioActionsFrame) bool {
	if f.left <= 0 {
		g.pop()
		return false
	}
	p := &g.Pub
	t := reach(p.Slots[f.slot].Loc)
	if !g.canLab(t, g.labOnCardAllowed()) && !g.canCityToken(t, p.Controlled) && t&p.Blockade == 0 {
		g.pop() // nothing left to do
		return false
	}
	return true
}

func (g *Game) legalActions(f *sicarioActionsFrame, out []Command) []Command {
	p := &g.Pub
	t := reach(p.Slots[f.slot].Loc)
	out = g.labCmds(t, g.labOnCardAllowed(), out)
	out = g.cityTokenCmds(OpControl, t, p.Controlled, out)
	for r := t & p.Blockade; r != 0; {
		out = add(out, OpUnblock, int8(r.Next(&r)), -1)
	}
	return add(out, OpDone, -1, -1)
}

func (g *Game) applyActions(f *sicarioActionsFrame, c Command) error {
	p := &g.Pub
	t := reach(p.Slots[f.slot].Loc)
	var err error
	switch c.Op {
	case OpLab:
		err = g.tryLab(c, t, g.labOnCardAllowed())
	case OpControl:
		err = g.tryControl(c, t)
	case OpUnblock:
		err = g.removeToken(&p.Blockade, tokBlockade, board.Loc(c.A), t, "Blockade")
	case OpDone:
		g.pop()
		return nil
	default:
		return wrongOp(c, PromptSicarioAction)
	}
	if err == nil {
		f.left--
	}
	return err
}
