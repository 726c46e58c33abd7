// Package search is how the Hard bots think: determinized Monte Carlo
// search. For each decision it draws whole games the seat's view could be
// in (game.Determinize: for the Factions, a hideout among those still
// possible and the Patrón's unseen cards, objectives and tokens), plays
// its best candidate commands in such worlds with a quick policy for both
// sides (to the end of the game, or to a horizon), and takes the command
// that did best, racing them by sequential halving. Candidates still in
// the race meet the same worlds, so they are compared on equal terms. It
// sees only the view: a decision is a function of the view, the
// configuration and the seed.
package search

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"

	"patron/game"
	"patron/game/board"
)

// Policy decides quickly for one side in the playouts.
type Policy interface {
	Choose(v *game.View) game.Command
}

// Config is a searcher's settings.
type Config struct {
	Patron bool   // the side searched for
	Seed   uint64 // every draw of the search comes from it
	// Candidates is how many of the legal commands (the prior's best)
	// are raced; Worlds how many determinized games each of them is tried
	// in first (the better half then meets twice as many, and so on).
	Worlds, Candidates int
	// Rollout makes the playout policy for a side.
	Rollout func(patron bool, seed uint64) Policy
	// Prior values each of v.Legal (appended to out): the candidates are
	// the best of them, and it breaks ties.
	Prior func(v *game.View, out []float64) []float64
	// Moves, when set, is the search's budget in playout moves, and
	// Worlds is then unused: each round of the race gets an equal share of
	// what is left of the budget over the rounds left and plays worlds
	// until its share is spent (raceMoves), a playout counting at least
	// playoutFloor moves. The budget is spent whole and passed by at most
	// a world a round.
	Moves int
	// Hideouts, when set, weighs the places the Factions' worlds hide the
	// Patrón in: it returns the possible places and a weight for each
	// (summing to 1), from the public state alone. Unset, every possible
	// place is as likely.
	Hideouts func(p *game.Public) (locs []board.Loc, weights []float64)
	// Horizon is how many seasons after the current one a playout runs
	// before its position is judged (0: to the end of the game).
	Horizon int
	// Stop, when set, is asked before every move of a playout: true
	// ends the search with the worlds it has played whole (a
	// time budget; without it the search is deterministic). A world cut
	// short counts for nothing, and with none played whole the prior's
	// best is chosen: a slow machine's decision keeps to its budget.
	Stop func() bool
	// Yield, when set, is called before every move of a playout and
	// between worlds. It changes nothing of the search (it is given
	// nothing and returns nothing): it lets a caller with one thread (a
	// browser) pause the search to draw its frames. A move is a policy's
	// decision, some tens of microseconds to a few milliseconds of work;
	// the caller decides how often it really pauses (scenes/match's
	// pacer: every 8 ms).
	Yield func()
}

// Searcher is a Hard bot for one side.
type Searcher struct {
	cfg      Config
	rng      *rand.Rand
	patron   Policy
	factions Policy
	view     game.View // the playouts' scratch view
	prior    []float64
	order    []int
	legal    []game.Command
	outcomes []float64 // a world's, added to the totals once it is whole
	// hideouts and weights are the decision's belief (Config.Hideouts).
	hideouts []board.Loc
	weights  []float64
	// Playouts counts the games played out so far, and Moves the moves
	// they count for against a budget: the moves made, a playout shorter
	// than playoutFloor counting that many.
	Playouts, Moves int
}

// New makes a searcher.
func New(cfg Config) *Searcher {
	cfg.Worlds = max(cfg.Worlds, 1)
	cfg.Candidates = max(cfg.Candidates, 1)
	return &Searcher{cfg: cfg, rng: rand.New(rand.NewPCG(cfg.Seed, 0xb7e151628aed2a6a)),
		patron: cfg.Rollout(true, cfg.Seed^1), factions: cfg.Rollout(false, cfg.Seed^2)}
}

// Choose searches the view's decision and returns one of v.Legal.
//
// The candidates are raced by sequential halving (Karnin, Koren & Somekh
// 2013): all of them are tried in Worlds worlds, the better half is kept
// and tried in twice as many new worlds, and so on until one is left.
// The finalists have met the same worlds throughout, and most playouts go
// to telling the best few apart. With a budget of moves (Config.Moves)
// the rounds are sized by what they cost instead (raceMoves).
func (s *Searcher) Choose(v *game.View) game.Command {
	if v.Pending.Forced || len(v.Legal) == 1 {
		return v.Legal[0]
	}
	cands := s.candidates(v)
	if len(cands) == 1 || v.Public.Season == 0 {
		return cands[0] // no search during setup: the prior's choice
	}
	s.hideouts, s.weights = nil, nil
	if s.cfg.Hideouts != nil && v.Secret == nil {
		s.hideouts, s.weights = s.cfg.Hideouts(&v.Public)
	}
	totals := make([]float64, len(cands))
	alive := make([]int, len(cands))
	for i := range alive {
		alive[i] = i
	}
	if s.cfg.Moves > 0 {
		return s.raceMoves(v, cands, alive, totals)
	}
	for round := s.cfg.Worlds; len(alive) > 1; round *= 2 {
		if !s.race(v, cands, alive, totals, round) {
			return cands[leader(alive, totals)]
		}
		alive = halve(alive, totals)
	}
	return cands[alive[0]]
}

// raceMoves is sequential halving on a budget of playout moves: each
// round gets an equal share of what is left of the budget, and plays new
// worlds until that share is spent (one world at least). A decision's
// work, and so its time, is then about the same early in a game, where
// playouts are long, as late, where they are short, and it stays a
// function of the view (no clock). Sizing the rounds instead from the
// first world's cost (until 2026-12-03) let a short first world buy
// rounds of twice the budget: some Expert decisions took 350,000 moves
// of 180,000, and 0.4 s.
func (s *Searcher) raceMoves(v *game.View, cands []game.Command, alive []int, totals []float64) game.Command {
	start, played := s.Moves, false
	rounds := bits.Len(uint(len(alive) - 1)) // halvings until one is left: halve keeps ⌈n/2⌉
	for r := 0; len(alive) > 1; r++ {
		share := (s.cfg.Moves - (s.Moves - start)) / (rounds - r)
		for roundStart := s.Moves; ; {
			if !s.race(v, cands, alive, totals, 1) {
				if !played {
					return cands[0] // not one world played whole
				}
				return cands[leader(alive, totals)]
			}
			played = true
			if s.Moves-roundStart >= share {
				break
			}
		}
		alive = halve(alive, totals)
	}
	return cands[alive[0]]
}

// race plays the candidates still alive in n new worlds, adding their
// outcomes to totals. It reports false when it could not go on: Stop said
// stop (the world under way then adds nothing), or no world could be
// drawn.
func (s *Searcher) race(v *game.View, cands []game.Command, alive []int, totals []float64, n int) bool {
	for range n {
		if s.cfg.Yield != nil {
			s.cfg.Yield()
		}
		world, err := game.Determinize(v, s.drawHideout(&v.Public), s.rng.Uint64())
		if err != nil {
			return false
		}
		s.outcomes = s.outcomes[:0]
		for k, i := range alive {
			g := world
			if k < len(alive)-1 {
				g = world.Clone()
			}
			if _, err := g.Apply(cands[i]); err != nil {
				s.outcomes = append(s.outcomes, math.Inf(-1)) // cannot happen: c is legal in every world
				s.Moves += playoutFloor                       // and it costs, so that raceMoves ends
				continue
			}
			outcome, whole := s.playout(g, v.Public.Season)
			if !whole {
				return false
			}
			s.outcomes = append(s.outcomes, outcome)
		}
		for k, i := range alive {
			totals[i] += s.outcomes[k]
		}
	}
	return true
}

// halve keeps the better half of the candidates alive, the prior's order
// breaking ties.
func halve(alive []int, totals []float64) []int {
	slices.SortStableFunc(alive, func(a, b int) int {
		switch {
		case totals[a] > totals[b]:
			return -1
		case totals[a] < totals[b]:
			return 1
		}
		return a - b
	})
	return alive[:(len(alive)+1)/2]
}

// leader is the candidate still in the race that has done best so far,
// the prior's order breaking ties.
func leader(alive []int, totals []float64) int {
	best := alive[0]
	for _, i := range alive[1:] {
		if totals[i] > totals[best] || totals[i] == totals[best] && i < best {
			best = i
		}
	}
	return best
}

// candidates are the prior's best legal commands, best first.
func (s *Searcher) candidates(v *game.View) []game.Command {
	s.prior = s.cfg.Prior(v, s.prior[:0])
	s.order = s.order[:0]
	for i := range v.Legal {
		s.order = append(s.order, i)
	}
	slices.SortStableFunc(s.order, func(a, b int) int {
		switch {
		case s.prior[a] > s.prior[b]:
			return -1
		case s.prior[a] < s.prior[b]:
			return 1
		}
		return 0
	})
	s.legal = s.legal[:0]
	for _, i := range s.order[:min(len(s.order), s.cfg.Candidates)] {
		s.legal = append(s.legal, v.Legal[i])
	}
	return s.legal
}

// drawHideout is a hideout the Factions cannot rule out, at random (by
// the belief's weights when there is one).
func (s *Searcher) drawHideout(p *game.Public) board.Loc {
	if len(s.hideouts) > 0 {
		u := s.rng.Float64()
		for i, w := range s.weights {
			if u < w {
				return s.hideouts[i]
			}
			u -= w
		}
		return s.hideouts[len(s.hideouts)-1]
	}
	poss := p.Possible
	if poss == 0 {
		poss = board.Map.All // someone lied: anywhere
	}
	k := s.rng.IntN(poss.Count())
	for {
		l := poss.Next(&poss)
		if k == 0 {
			return l
		}
		k--
	}
}

// playoutFloor is the fewest moves a playout counts for in a budget of
// moves: drawing its world and copying the game cost about ten moves'
// time whatever its length. Near a game's end, where a playout may last
// no move at all, a budget counted in moves alone bought 90,000 playouts
// and 1.15 s for one Expert decision (2026-12-03); counted so, a few
// thousand. Playouts of ten moves or more count as before.
const playoutFloor = 10

// playout plays g on with the quick policies to the horizon, and returns
// the searched side's outcome: 1 a win, 0 a loss, between them an
// estimate; not whole when Stop ended it first.
func (s *Searcher) playout(g *game.Game, season int) (outcome float64, whole bool) {
	s.Playouts++
	steps := 0
	for ; !g.Over() && (s.cfg.Horizon == 0 || g.Pub.Season <= season+s.cfg.Horizon) && steps < 20000; steps++ {
		if s.cfg.Yield != nil {
			s.cfg.Yield()
		}
		if s.cfg.Stop != nil && s.cfg.Stop() {
			return 0, false
		}
		d := g.Pending()
		s.view.Legal = g.Legal(s.view.Legal[:0])
		c := s.view.Legal[0]
		if !d.Forced && len(s.view.Legal) > 1 {
			g.ViewFor(d, &s.view) // the rest of the view only for a choice
			if d.Seat == game.SeatPatron {
				c = s.patron.Choose(&s.view)
			} else {
				c = s.factions.Choose(&s.view)
			}
		}
		if _, err := g.Apply(c); err != nil {
			break // a policy's mistake: judge the game as it stands
		}
		s.Moves++
	}
	if steps < playoutFloor {
		s.Moves += playoutFloor - steps
	}
	v := PatronValue(&g.Pub)
	if s.cfg.Patron {
		return v, true
	}
	return 1 - v, true
}

// PatronValue estimates the Patrón's chance from a position: 1 or 0 once
// the game is over, otherwise from how far each side is towards its win
// (Glory or objectives for him, captures for the Factions).
func PatronValue(p *game.Public) float64 {
	if p.Result.Over {
		switch p.Result.Winner {
		case game.PatronSide:
			return 1
		case game.FactionsSide:
			return 0
		}
		return 0.5
	}
	his := max(float64(p.Glory)/20, float64(p.Completed)/3)
	theirs := float64(p.Captures) / 2
	return min(1, max(0, 0.5+0.5*(his-theirs)))
}
