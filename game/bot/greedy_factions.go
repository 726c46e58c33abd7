package bot

import (
	"math/rand/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// GreedyFactions plays every faction seat with one-ply heuristics around
// the deduction set: move towards where the Patrón can be, investigate
// where an answer cuts the set most, search when he may be in reach.
type GreedyFactions struct{ rng *rand.Rand }

// Choose scores each legal command and takes the best.
func (b *GreedyFactions) Choose(v *game.View) game.Command {
	p := &v.Public
	poss := p.Possible
	if poss == 0 {
		poss = board.Map.All // someone lied; search everywhere
	}
	d := v.Pending.Detail
	return best(b.rng, v.Legal, func(c game.Command) float64 {
		switch c.Op {
		case game.OpStart:
			return float64(distTo(board.Loc(c.B), p.HunterLocs())) - 0.1*float64(distTo(board.Loc(c.B), board.Map.Airport))
		case game.OpActivate:
			return -b.factionDistance(p, box.Faction(c.A), poss)
		case game.OpHunter:
			return -float64(distTo(p.Hunters[c.A].Loc, poss))
		case game.OpBoost:
			if distTo(p.Hunters[d.Hunter].Loc, poss) > 3 {
				return 1
			}
			return -1
		case game.OpRedraw:
			if !hasValue(p, 3) && poss.Count() > 2 {
				return 0.5
			}
			return -1
		case game.OpStep:
			return -float64(distTo(board.Loc(c.A), poss))
		case game.OpStop:
			return -float64(distTo(d.Loc, poss)) + 0.5
		case game.OpTake:
			return 10
		case game.OpUse:
			return b.actionScore(p, d.Hunter, box.Action(c.B), int(c.A), poss) - 0.3*float64(c.A)
		case game.OpExtra:
			return b.actionScore(p, d.Hunter, box.Action(c.A), 1, poss)
		case game.OpPass:
			return 2 // extras and abilities must beat doing nothing
		case game.OpBonus:
			return 3
		case game.OpAttack:
			s := p.SlotOf(box.Figure(c.A))
			if p.Defense[s].Revealed {
				return float64(4 - p.Defense[s].Token.Value())
			}
			return float64(s.Glory())
		case game.OpDestroy:
			return 1
		case game.OpBlock:
			return 2 - float64(distTo(board.Loc(c.A), poss))
		case game.OpUncontrol:
			return 3 - float64(distTo(board.Loc(c.A), poss))
		case game.OpSearch:
			if poss.Has(board.Loc(c.A)) {
				return 10
			}
			return 0
		case game.OpPlomo:
			h := p.Hunters[d.Hunter]
			if h.Acted || (d.Plata == box.PlataGlory && p.Glory >= 14) {
				return 1
			}
			return -1
		case game.OpPlata:
			return 0
		case game.OpFrame:
			return -float64(distTo(board.Loc(c.B), poss))
		case game.OpSelfLock:
			return float64(distTo(p.Hunters[c.A].Loc, poss))
		case game.OpDone:
			return -0.5
		}
		return 0
	})
}

func hasValue(p *game.Public, v int8) bool {
	for _, x := range p.Available {
		if x == v {
			return true
		}
	}
	return false
}

// factionDistance: how far the faction's standing hunters are from the
// possible hideouts (the nearest counts most).
func (b *GreedyFactions) factionDistance(p *game.Public, f box.Faction, poss board.Set) float64 {
	best := 99.0
	for _, h := range f.Hunters() {
		if p.Hunters[h].Down {
			continue
		}
		if d := float64(distTo(p.Hunters[h].Loc, poss)); d < best {
			best = d
		}
	}
	return best
}

// actionScore values an action: investigations by the share of the
// possible set an answer should rule out, a capture by its chance, the
// others by what they take from the Patrón.
func (b *GreedyFactions) actionScore(p *game.Public, h box.Hunter, a box.Action, value int, poss board.Set) float64 {
	n := poss.Count()
	l := p.Hunters[h].Loc
	switch a {
	case box.Capture:
		reach := board.Map.Within[l][value+1]
		if reach&poss != 0 {
			return 100 / float64(n)
		}
		return -5
	case box.RangeInv:
		var rings [board.MaxDist + 1]int
		for r := poss; r != 0; {
			rings[board.Map.Dist[l][r.Next(&r)]]++
		}
		// The Patrón pairs the truth with the largest other ring.
		expected := 0.0
		for dd, k := range rings {
			if k == 0 {
				continue
			}
			decoy := 0
			for x, m := range rings {
				if x != dd && m > decoy {
					decoy = m
				}
			}
			expected += float64(k) / float64(n) * float64(k+decoy)
		}
		return 12 * (1 - expected/float64(n))
	case box.TypeInv:
		c := (poss & board.Map.City).Count()
		return 12 * splitScore(n, c, n-c)
	case box.RegionInv:
		in := (poss & board.Map.InRegion[board.Map.RegionOf[l]]).Count()
		return 12 * splitScore(n, in, n-in)
	case box.Attack:
		best := 0.0
		for r := board.Map.Adj[l] & p.SicarioLocs(); r != 0; {
			s := p.SicarioAt(r.Next(&r))
			chance := 0.5
			if p.Defense[s].Revealed {
				chance = 0
				if value > p.Defense[s].Token.Value() {
					chance = 1
				}
			}
			if v := chance * float64(2+s.Glory()); v > best {
				best = v
			}
		}
		return best
	case box.Destroy:
		return 1.5 * float64(min(value, (board.Map.Within[l][1]&p.Lab).Count()))
	case box.Blockade:
		return 1 + 2*float64((board.Map.Within[l][1]&board.Map.City&poss).Count())
	}
	return 0
}
