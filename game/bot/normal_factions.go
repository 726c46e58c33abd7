package bot

import (
	"math/rand/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// NormalFactions plays every faction seat with one-ply heuristics around
// the deduction set: move towards where the Patrón can be, investigate
// where an answer cuts the set most, search when he may be in reach.
type NormalFactions struct {
	rng   *rand.Rand
	buf   []float64
	style style
	val   valuer
}

// style is what a Faction bot knows to do beyond the common values:
// Normal knows all of it, Easy (easy.go) misses some.
type style struct {
	// abilities: whether it plays the DEA's mini-cards and Los Pepes'
	// look at defense tokens (a beginner forgets them).
	abilities bool
	// clears: whether it clears Controlled Cities that shield possible
	// hideouts from capture moves.
	clears bool
	// beliefs: whether its search goes for the likeliest hideout in
	// reach (belief.go) rather than any possible one.
	beliefs bool
	// raids: whether a Capture's move heads for a possible hideout its
	// search reaches, flights counted, rather than the nearest by road.
	raids bool
	// hunch is how far a capture's chance leans on the beliefs once he
	// has been caught and many places are possible again (hunchCaptures,
	// hunchPlaces): the chance counted at each place is hunch parts its
	// belief and the rest 1/n (0: 1/n always).
	hunch float64
}

// The hunch of the Normal Factions: after his first capture, while six
// places or more are possible, a capture counts half on the beliefs. By
// then he has moved at the season's end from the place he was found, and
// where he went is wide open to 1/n but not to how Patróns hide. Leaning
// wholly on the beliefs costs them against the Easy Patrón, who hides
// less like the Patróns they were fitted on; leaning from the start
// overpowers the Normal Patrón; with few places 1/n is already a fair
// chance, and leaning there too cut the Hard Patrón's lead over Normal
// under its goal (docs/BALANCE.md, "The hunch").
const (
	normalHunch   = 0.5
	hunchCaptures = 1
	hunchPlaces   = 6
)

var normalStyle = style{abilities: true, clears: true, beliefs: true, raids: true, hunch: normalHunch}

// searchStyle is Normal's style in a searcher's candidates and playouts
// (Hard, Expert): without the hunch, as their ladders of 1,000 games a
// pair were measured (docs/BALANCE.md).
var searchStyle = style{abilities: true, clears: true, beliefs: true, raids: true}

// Choose scores each legal command and takes the best.
func (b *NormalFactions) Choose(v *game.View) game.Command {
	b.buf = b.scores(v, b.buf[:0])
	return best(b.rng, v.Legal, b.buf)
}

// scores values each legal command.
func (b *NormalFactions) scores(v *game.View, out []float64) []float64 {
	p := &v.Public
	poss := p.Possible
	if poss == 0 {
		poss = board.Map.All // someone lied; search everywhere
	}
	d := v.Pending.Detail
	// raiding: a Capture's move (ruling R25), which heads for a place its
	// search reaches; the move's Detail names no action, its prompt does.
	raiding := b.style.raids && v.Pending.Prompt == game.PromptCaptureStep
	x := &b.val
	x.reset(b.style, p, poss)
	// likeliest is the belief in the likeliest possible hideout among
	// targets, for a search.
	likeliest := func(targets board.Set) float64 {
		if !b.style.beliefs {
			return 0
		}
		return leanest(x.beliefs(), targets&poss)
	}
	return scoreAll(v.Legal, out, func(c game.Command) float64 {
		switch c.Op {
		case game.OpStart:
			return float64(distTo(board.Loc(c.B), p.HunterLocs())) - 0.1*float64(distTo(board.Loc(c.B), board.Map.Airport))
		case game.OpActivate:
			return x.faction(box.Faction(c.A))
		case game.OpHunter:
			return x.reach(p.Hunters[c.A].Loc, box.HunterMoveSteps)
		case game.OpBoost:
			if d.Action == box.Capture { // a Capture's move (ruling R25)
				return b.ability(func() float64 { return captureBoostValue(p, p.Hunters[d.Hunter].Loc, d.Steps, poss) })
			}
			return b.ability(func() float64 { return boostValue(x, p.Hunters[d.Hunter].Loc) })
		case game.OpRedraw:
			return b.ability(func() float64 { return redrawValue(c) })
		case game.OpStep:
			if !raiding { // the move before the action: go where it pays most
				return x.reach(board.Loc(c.A), d.Steps-1) - float64(distTo(board.Loc(c.A), poss))
			}
			if t := captureTargets(p, board.Loc(c.A), d.Steps-1); t&poss != 0 {
				return 10 + likeliest(t) // the search can reach a possible hideout from there
			}
			return -float64(distTo(board.Loc(c.A), poss))
		case game.OpStop:
			if !raiding {
				return x.position(d.Loc) - float64(distTo(d.Loc, poss)) + 0.01
			}
			if t := board.Map.Within[d.Loc][1]; t&poss != 0 {
				return 10.5 + likeliest(t)
			}
			return -float64(distTo(d.Loc, poss)) + 0.5
		case game.OpTake:
			return 10
		case game.OpUse:
			return actionScore(b.style, p, p.Hunters[d.Hunter].Loc, box.Action(c.B), int(c.A), poss, x.lean()) - 0.1*float64(c.A)
		case game.OpExtra:
			return actionScore(b.style, p, p.Hunters[d.Hunter].Loc, box.Action(c.A), 1, poss, x.lean())
		case game.OpPass:
			return passValue
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
			if l := board.Loc(c.A); poss.Has(l) {
				return 10 + likeliest(l.Bit())
			}
			return 0
		case game.OpPlomo:
			h := p.Hunters[d.Hunter]
			if h.Acted || (d.Plata == box.PlataGlory && p.Glory >= 14) {
				return 1
			}
			return -1
		case game.OpPepes:
			return b.ability(func() float64 { return pepesValue(p, d, box.Figure(c.A), box.Figure(c.B)) })
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

// ability scores a mini-card or Faction ability worth gain over passing;
// a style without abilities does not think of playing it.
func (b *NormalFactions) ability(gain func() float64) float64 {
	if !b.style.abilities {
		return passValue - 4
	}
	return passValue + gain()
}

// actionScore values an action in Glory points denied (faction_values.go).
//
// lean is the chance each place is the hideout as a capture counts it
// (valuer.lean); nil counts 1/n.
func actionScore(st style, p *game.Public, l board.Loc, a box.Action, value int, poss board.Set, lean *[board.N]float64) float64 {
	n := poss.Count()
	switch a {
	case box.Capture:
		return captureValue(p, l, value, poss, lean)
	case box.RangeInv:
		return clueValue(p, poss, rangeInv(l, poss))
	case box.TypeInv:
		c := (poss & board.Map.City).Count()
		return clueValue(p, poss, splitInv(n, c, n-c))
	case box.RegionInv:
		in := (poss & board.Map.InRegion[board.Map.RegionOf[l]]).Count()
		return clueValue(p, poss, splitInv(n, in, n-in))
	case box.Attack:
		return attackValue(p, l, value)
	case box.Destroy:
		near := board.Map.Within[l][1] & p.Lab
		return labWorth*float64(min(value, near.Count())) + 0.2*float64(min(value, (near&p.Coca).Count()))
	case box.Blockade:
		near := board.Map.Within[l][1]
		v := tokenWorth * float64(min(value, (near&(p.Controlled|board.Map.City&^p.Blockade)).Count()))
		if st.clears {
			// A Controlled City next to a possible hideout keeps capture
			// moves from ending there: clearing it opens the search.
			for r := near & p.Controlled; r != 0 && value > 0; value-- {
				if board.Map.Within[r.Next(&r)][1]&poss != 0 {
					v += clearWorth
				}
			}
		}
		return v
	}
	return 0
}
