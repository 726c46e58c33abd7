package bot

import (
	"math/bits"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// The Factions' actions weighed in one currency: Glory points the Patrón
// does not get. Two captures win, the Patrón needs 20 Glory, so one
// capture is worth about half of that.
const (
	captureWorth = 30.0
	labWorth     = 0.6 // a Lab destroyed: income and Coca the Patrón loses
	tokenWorth   = 0.3 // a Blockade placed or a Controlled token removed
	clearWorth   = 1.0 // more for a Controlled City shielding a possible hideout
	// capturePatience is what a long-shot capture is worth while later
	// turns of the season could narrow the hideouts first.
	capturePatience = 0.35
	// passValue is what doing nothing scores where an extra or an ability
	// is offered: the extra must beat it.
	passValue = 2.0
	// miniCardKeep is what a mini-card or ability kept for later is worth.
	miniCardKeep = 0.4
)

// boostValue is the DEA's +2 move for a hunter at l, over passing: how
// much better its best reachable action becomes, and more when the
// possible hideouts are out of its plain reach.
func boostValue(x *valuer, l board.Loc) float64 {
	gain := x.reach(l, box.HunterMoveSteps+box.DEABoostSteps) - x.reach(l, box.HunterMoveSteps)
	if distTo(l, x.poss) > box.HunterMoveSteps+1 {
		gain += 1
	}
	return gain - miniCardKeep
}

// captureBoostValue is the DEA's +2 on a Capture's move of steps over
// passing (ruling R25): a chance at the Patrón when it brings a possible
// hideout within the search, and nothing when the move already does.
// The chance is 1/n even with a hunch: the hunch was measured so.
func captureBoostValue(p *game.Public, l board.Loc, steps int, poss board.Set) float64 {
	gain := 0.0
	if n := poss.Count(); n > 0 && captureTargets(p, l, steps)&poss == 0 &&
		captureTargets(p, l, steps+box.DEABoostSteps)&poss != 0 {
		gain = captureWorth / float64(n)
	}
	return gain - miniCardKeep
}

// redrawValue is the DEA's redraw over passing: a card of value v is
// replaced by one of value 2 on average, and higher values move further
// and search wider.
func redrawValue(c game.Command) float64 {
	gain := 0.0
	for _, v := range [2]int8{c.A, c.B} {
		if v > 0 {
			gain += 0.6 * float64(2-int(v))
		}
	}
	return gain - miniCardKeep
}

// pepesValue is Los Pepes' look at two defense tokens over passing:
// worth most for sicarios the acting hunter is about to attack, and a
// little for any sicario an attack could reach later.
func pepesValue(p *game.Public, d game.Detail, a, b box.Figure) float64 {
	v := 0.0
	for _, f := range [2]box.Figure{a, b} {
		s := p.SlotOf(f)
		if s < 0 || !p.Slots[s].OnMap() {
			continue
		}
		w := 0.2
		if d.Action == box.Attack && d.Hunter != box.NoHunter && board.Map.Adj[p.Hunters[d.Hunter].Loc].Has(p.Slots[s].Loc) {
			w = 1
		}
		v += w * (float64(s.Glory()) + 0.5)
	}
	return v - miniCardKeep
}

// turnsLeft is how many Faction turns remain this season, the one under
// way included.
func turnsLeft(p *game.Public) int {
	n := 0
	for _, acted := range p.FactionActed {
		if !acted {
			n++
		}
	}
	return max(n, 1)
}

// captureValue is a capture attempt's worth from hunter location l with a
// card of this value: the chance the best target is the hideout (1/n, or
// by lean where the style has a hunch), less what the slot would be worth
// later this season, when the Factions know more.
func captureValue(p *game.Public, l board.Loc, value int, poss board.Set, lean *[board.N]float64) float64 {
	n := poss.Count()
	targets := captureTargets(p, l, value) & poss
	if n == 0 || targets == 0 {
		return -5
	}
	hit := 1 / float64(n)
	if lean != nil {
		hit = leanest(lean, targets)
	}
	later := turnsLeft(p) - 1 // Faction turns after this one, to gather clues in
	if later <= 0 || hit >= 0.34 {
		return captureWorth * hit
	}
	// Waiting is worth about what this season's clues would add; a slot
	// kept is not lost, but the season's end moves him anyway.
	return captureWorth * hit * capturePatience
}

// clueValue is an investigation's worth: how much likelier the season's
// remaining capture attempts become, on average, after its answer.
// expectInv is E[1/n'] for the answer, over the hideouts still possible.
func clueValue(p *game.Public, poss board.Set, expectInv float64) float64 {
	n := poss.Count()
	if n <= 1 {
		return 0
	}
	attempts := float64(min(p.FreeSlots(box.Capture), 2))
	if attempts == 0 {
		attempts = 0.3 // the clue still helps next season a little
	}
	return captureWorth * attempts * (expectInv - 1/float64(n))
}

// splitInv is E[1/n'] for an answer that says which part of a partition
// of the possible set the hideout is in: (number of nonempty parts) / n.
func splitInv(n int, parts ...int) float64 {
	m := 0
	for _, k := range parts {
		if k > 0 {
			m++
		}
	}
	return float64(m) / float64(max(n, 1))
}

// rangeInv is E[1/n'] for a Range investigation from l: the Patrón names
// the true distance and the decoy that keeps the most locations.
func rangeInv(l board.Loc, poss board.Set) float64 {
	var rings [board.MaxDist + 1]int
	n, far := poss.Count(), 0
	left := poss // counted ring by ring: a playout asks this for every place a hunter may reach
	for d := 0; left != 0; d++ {
		in := left & board.Map.Ring[l][d]
		if in != 0 {
			rings[d], far = in.Count(), d
			left &^= in
		}
	}
	// The decoy keeps the largest ring other than the true one: the
	// largest of all, or for the largest itself the runner-up.
	top := 0
	for d := 1; d <= far; d++ {
		if rings[d] > rings[top] {
			top = d
		}
	}
	runnerUp := 0
	for d := 0; d <= far; d++ {
		if d != top {
			runnerUp = max(runnerUp, rings[d])
		}
	}
	e := 0.0
	for d, k := range rings[:far+1] {
		if k == 0 {
			continue
		}
		decoy := rings[top]
		if d == top {
			decoy = runnerUp
		}
		e += float64(k) / float64(n) / float64(k+decoy)
	}
	return e
}

// attackChance is the chance an attack of this value captures the
// sicario of slot s: sure when its token is face up, otherwise the share
// of the tokens not yet seen this season that it beats.
func attackChance(p *game.Public, s box.Slot, value int) float64 {
	if p.Defense[s].Revealed {
		if value > p.Defense[s].Token.Value() {
			return 1
		}
		return 0
	}
	var unseen [4]int
	for _, t := range box.Tunables.Defense {
		unseen[t.Value()]++
	}
	for x := box.Slot(0); x < box.NumSlots; x++ {
		if p.Defense[x].Revealed && !p.Defense[x].Token.Special() {
			if v := p.Defense[x].Token.Value(); unseen[v] > 0 {
				unseen[v]--
			}
		}
	}
	beaten, all := 0, 0
	for v, k := range unseen {
		all += k
		if v < value {
			beaten += k
		}
	}
	if all == 0 {
		return 0
	}
	return float64(beaten) / float64(all)
}

// attackValue is the best attack from l: the Glory its sicario would give
// at the season's end, times the chance to capture it.
func attackValue(p *game.Public, l board.Loc, value int) float64 {
	best := 0.0
	for r := board.Map.Adj[l] & p.SicarioLocs(); r != 0; {
		s := p.SicarioAt(r.Next(&r))
		if v := attackChance(p, s, value) * (float64(s.Glory()) + 0.5); v > best {
			best = v
		}
	}
	return best
}

// valuer values hunter positions. It remembers each location's best
// action, because the candidates of a move ask for the same places again
// and again, and so do the next decisions while nothing a value depends on
// has changed (choosing the Faction, then its hunter).
type valuer struct {
	st   style
	p    *game.Public
	poss board.Set
	done board.Set // the locations valued so far
	pos  [board.N]float64
	// fits holds, for each action, the card values open to it now (bit v
	// for value v): a card in hand that fits it, and a slot left.
	fits [box.NumActions]uint8
	// key is what the remembered values were worked out from.
	key valuerKey
	// belief is each possible place's belief (belief.go), and leanOf its
	// chance as a capture counts it (lean), worked out at the first call
	// under the key: believed and leant say they are.
	belief, leanOf  [board.N]float64
	believed, leant bool
}

// beliefs is the belief in each possible place (belief.go).
func (x *valuer) beliefs() *[board.N]float64 {
	if !x.believed {
		bl := BeliefOf(x.p)
		for i, l := range bl.Locs {
			x.belief[l] = bl.Weights[i]
		}
		x.believed = true
	}
	return &x.belief
}

// lean is each possible place's chance to be the hideout as a capture
// counts it, where the style's hunch applies now (style.hunch): hunch
// parts its belief, the rest 1/n. Nil where it does not: 1/n.
func (x *valuer) lean() *[board.N]float64 {
	n := x.poss.Count()
	if x.st.hunch == 0 || x.p.Captures < hunchCaptures || n < hunchPlaces {
		return nil
	}
	if !x.leant {
		bel := x.beliefs()
		for r := x.poss; r != 0; {
			l := r.Next(&r)
			x.leanOf[l] = x.st.hunch*bel[l] + (1-x.st.hunch)/float64(n)
		}
		x.leant = true
	}
	return &x.leanOf
}

// leanest is the highest chance lean (or beliefs) gives a place of targets.
func leanest(lean *[board.N]float64, targets board.Set) float64 {
	top := 0.0
	for r := targets; r != 0; {
		top = max(top, lean[r.Next(&r)])
	}
	return top
}

// valuerKey is every public fact a position's value reads: while it stays
// the same, so do the values.
type valuerKey struct {
	st                                              style
	captures                                        int
	poss, sic, hun, controlled, blockade, lab, coca board.Set
	available                                       [box.AvailableActions]int8
	dash                                            [box.NumActions][3]int8
	silenced                                        [box.NumActions]int
	acted                                           [box.NumFactions]bool
	defense                                         [box.NumSlots]struct {
		revealed bool
		token    box.Token
	}
	slots [box.NumSlots]board.Loc
}

func keyOf(st style, p *game.Public, poss board.Set) valuerKey {
	k := valuerKey{st: st, captures: p.Captures, poss: poss, sic: p.SicarioLocs(), hun: p.HunterLocs(), controlled: p.Controlled,
		blockade: p.Blockade, lab: p.Lab, coca: p.Coca, available: p.Available, dash: p.Dash,
		silenced: p.Silenced, acted: p.FactionActed}
	for s := range k.defense {
		k.defense[s].revealed, k.defense[s].token = p.Defense[s].Revealed, p.Defense[s].Token
		k.slots[s] = p.Slots[s].Loc
	}
	return k
}

func (x *valuer) reset(st style, p *game.Public, poss board.Set) {
	x.p = p
	k := keyOf(st, p, poss)
	if x.done != 0 && k == x.key {
		return // the same facts: the values remembered hold
	}
	x.key = k
	x.st, x.poss, x.done, x.believed, x.leant = st, poss, 0, false, false
	x.fits = [box.NumActions]uint8{}
	for _, v := range p.Available {
		if v == 0 {
			continue
		}
		for a := box.Action(0); a < box.NumActions; a++ {
			if a.Fits(int(v)) && p.FreeSlots(a) > p.Silenced[a] {
				x.fits[a] |= 1 << v
			}
		}
	}
}

// position is the best action a hunter standing at l could take with the
// Action cards and slots open now.
func (x *valuer) position(l board.Loc) float64 {
	if x.done.Has(l) {
		return x.pos[l]
	}
	best := -5.0
	for a, values := range x.fits {
		if box.Action(a) == box.Capture {
			continue // below: the dearest to value, and often not needed
		}
		for v := 0; values != 0; v++ {
			if values&(1<<v) == 0 {
				continue
			}
			values &^= 1 << v
			best = max(best, actionScore(x.st, x.p, l, box.Action(a), v, x.poss, nil)) // no capture: no lean
			if investigation(box.Action(a)) {
				break // its worth does not depend on the card
			}
		}
	}
	// A capture is worth at most captureWorth times the likeliest
	// hideout's chance, wherever it is made from: where something else is
	// worth that much, the capture's reach need not be worked out.
	// A higher card searches wider, and a capture is worth the best chance
	// among the places it searches: the highest card open bounds them all.
	if n := x.poss.Count(); n > 0 && x.fits[box.Capture] != 0 {
		lean, bound := x.lean(), captureWorth/float64(n)
		if lean != nil {
			bound = captureWorth * leanest(lean, x.poss)
		}
		if bound > best {
			best = max(best, captureValue(x.p, l, bits.Len8(x.fits[box.Capture])-1, x.poss, lean))
		}
	}
	x.done |= l.Bit()
	x.pos[l] = best
	return best
}

// investigation says whether an action asks a question; its worth does
// not depend on the card's value.
func investigation(a box.Action) bool {
	return a == box.RangeInv || a == box.TypeInv || a == box.RegionInv
}

// reach is the best position value within steps of l (roads and
// airports aside: a rough reach).
func (x *valuer) reach(l board.Loc, steps int) float64 {
	best := x.position(l)
	if steps <= 0 {
		return best
	}
	for r := board.Map.Within[l][steps] &^ l.Bit(); r != 0; {
		best = max(best, x.position(r.Next(&r))-0.01)
	}
	return best
}

// faction is what a Faction's turn could do: the best move and action of
// each standing hunter, added.
func (x *valuer) faction(f box.Faction) float64 {
	sum := 0.0
	for _, h := range f.Hunters() {
		if !x.p.Hunters[h].Down {
			sum += x.reach(x.p.Hunters[h].Loc, box.HunterMoveSteps)
		}
	}
	return sum
}

// captureTargets is where a hunter standing at l may search after a
// capture move of up to steps steps: where it may end, and next to it.
func captureTargets(p *game.Public, l board.Loc, steps int) board.Set {
	var t board.Set
	for r := p.HunterEnds(l, steps); r != 0; {
		t |= board.Map.Within[r.Next(&r)][1]
	}
	return t
}
