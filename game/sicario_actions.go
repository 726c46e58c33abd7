package game

import "patron/game/board"

// A regular sicario's actions on placement: up to two (three with a paid
// Recruiter) on its location or a neighbour: place a Controlled token on a
// City, remove a Blockade from a City, or place a Lab (with a Coca cube) on
// a Farm. Both may target the same location (ruling R12).
//
// frame: a = slot, b = actions left.
func (g *Game) runActions(f *frame) bool {
	if f.b <= 0 {
		g.pop()
		return false
	}
	p := &g.Pub
	t := reach(p.Slots[f.a].Loc)
	if !g.canLab(t, g.labOnCardAllowed()) && !g.canCityToken(t, p.Controlled) && t&p.Blockade == 0 {
		g.pop() // nothing left to do
		return false
	}
	return true
}

func (g *Game) legalActions(f *frame, out []Command) []Command {
	p := &g.Pub
	t := reach(p.Slots[f.a].Loc)
	out = g.labCmds(t, g.labOnCardAllowed(), out)
	out = g.cityTokenCmds(OpControl, t, p.Controlled, out)
	for r := t & p.Blockade; r != 0; {
		out = append(out, cmd1(OpUnblock, int8(r.Next(&r))))
	}
	return append(out, cmd0(OpDone))
}

func (g *Game) applyActions(f *frame, c Command) error {
	p := &g.Pub
	t := reach(p.Slots[f.a].Loc)
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
		f.b--
	}
	return err
}
