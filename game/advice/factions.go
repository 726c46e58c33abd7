package advice

import (
	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/game/box"
)

// factionsReason says what the Factions' command does about the places
// the Patrón may still hide, from the public state alone.
func factionsReason(v *game.View, a *Advice) {
	p, d, c := &v.Public, v.Pending.Detail, a.Command
	poss := p.Possible
	if poss == 0 {
		return // someone lied: no place to speak of
	}
	hunterAt := board.NoLoc
	if d.Hunter != box.NoHunter {
		hunterAt = p.Hunters[d.Hunter].Loc
	}
	// A Capture's move (ruling R25) says so by its prompt: its Detail
	// names no action, as a plain move's does not.
	raiding := v.Pending.Prompt == game.PromptCaptureStep
	switch {
	case c.Op == game.OpSearch && poss.Has(c.Loc()):
		a.Reason, a.Count, a.Places = Search, 1, c.Loc().Bit()
	case c.Op == game.OpUse && c.Action() == box.Capture && hunterAt != board.NoLoc:
		a.capture(bot.CaptureReach(p, hunterAt, c.Value()) & poss)
	case c.Op == game.OpStep && raiding:
		a.closer(c.Loc(), poss)
		a.capture(bot.CaptureReach(p, c.Loc(), d.Steps-1) & poss)
	case c.Op == game.OpStop && raiding && d.Loc != board.NoLoc:
		a.closer(d.Loc, poss)
		a.capture(board.Map.Within[d.Loc][1] & poss)
	case c.Op == game.OpUse && hunterAt != board.NoLoc:
		a.investigate(c.Action(), hunterAt, poss)
	case c.Op == game.OpAttack:
		if s := p.SlotOf(c.Figure()); s >= 0 {
			a.Reason, a.Percent = Attack, int(100*bot.AttackChance(p, s, d.Value)+0.5)
		}
	case c.Op == game.OpStep && d.Action == box.NoAction:
		a.closer(c.Loc(), poss)
	case c.Op == game.OpStop && d.Action == box.NoAction:
		a.closer(d.Loc, poss)
	case c.Op == game.OpStart:
		a.closer(c.Loc(), poss)
	}
}

// capture gives a Capture's reason when its search reaches a place he may
// hide; otherwise the reason given before it stands.
func (a *Advice) capture(reached board.Set) {
	if reached != 0 {
		a.Reason, a.Count, a.Places = Capture, reached.Count(), reached
	}
}

// closer gives a move's reason: how near it brings the hunter to the
// places he may hide.
func (a *Advice) closer(l board.Loc, poss board.Set) {
	if d := bot.Nearest(l, poss); l != board.NoLoc && d < 99 {
		a.Reason, a.Dist = Closer, d
	}
}

// investigate gives an investigation's reason: the fewest and the most
// places its answer can rule out, whatever the Patrón answers (a Range
// answer names the true distance and a decoy of his choosing).
func (a *Advice) investigate(act box.Action, l board.Loc, poss board.Set) {
	n := poss.Count()
	var kept []int // how many places each possible answer keeps
	switch act {
	case box.TypeInv:
		kept = parts((poss & board.Map.City).Count(), (poss &^ board.Map.City).Count())
	case box.RegionInv:
		in := board.Map.InRegion[board.Map.RegionOf[l]]
		kept = parts((poss & in).Count(), (poss &^ in).Count())
	case box.RangeInv:
		kept = rangeKept(l, poss)
	default:
		return
	}
	if len(kept) == 0 {
		return
	}
	least, most := n, 0
	for _, k := range kept {
		least, most = min(least, n-k), max(most, n-k)
	}
	if most > 0 {
		a.Reason, a.Count, a.Most = Investigate, least, most
	}
}

// parts keeps the sizes of the nonempty parts of a partition: the answers
// that can be given.
func parts(sizes ...int) []int {
	var out []int
	for _, s := range sizes {
		if s > 0 {
			out = append(out, s)
		}
	}
	return out
}

// rangeKept is what a Range answer from l can keep: the true distance's
// places, with the decoy's at most the largest other ring and at least
// none (a decoy where nothing is possible).
func rangeKept(l board.Loc, poss board.Set) []int {
	var rings [board.MaxDist + 1]int
	for r := poss; r != 0; {
		rings[board.Map.Dist[l][r.Next(&r)]]++
	}
	var out []int
	for d, k := range rings {
		if k == 0 {
			continue
		}
		other := 0
		for e, j := range rings {
			if e != d {
				other = max(other, j)
			}
		}
		out = append(out, k, k+other)
	}
	return out
}
