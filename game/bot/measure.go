package bot

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// Distances on the map, for the heuristics.

// distTo is the road distance from l to the nearest location of s (99 if s is empty).
func distTo(l board.Loc, s board.Set) int {
	if l == board.NoLoc || s == 0 {
		return 99
	}
	best := 99
	for r := s; r != 0; {
		if d := int(board.Map.Dist[l][r.Next(&r)]); d < best {
			best = d
		}
	}
	return best
}

// scoreAll appends score(c) for each legal command to out.
func scoreAll(legal []game.Command, out []float64, score func(game.Command) float64) []float64 {
	for _, c := range legal {
		out = append(out, score(c))
	}
	return out
}

// topCard is the highest value of an Action card.
const topCard = len(box.Tunables.ActionDeck)

// standing is where the hunters that can act this season stand.
func standing(p *game.Public) board.Set {
	var s board.Set
	for h := range p.Hunters {
		if hs := &p.Hunters[h]; !hs.Down && hs.Loc != board.NoLoc {
			s |= hs.Loc.Bit()
		}
	}
	return s
}

// searchReach counts, for each location, the hunters standing at from
// that could search it in their next turn: a move, then a Capture with
// the highest card (captureTargets: roads, airports and the movement
// bans as they stand).
func searchReach(p *game.Public, from board.Set) [board.N]int8 {
	return huntersReaching(p, from, box.HunterMoveSteps+topCard)
}

// raidReach counts, for each location, the hunters standing at from that
// could search it with a Capture of the highest card from where they
// stand, no move first.
func raidReach(p *game.Public, from board.Set) [board.N]int8 {
	return huntersReaching(p, from, topCard)
}

// huntersReaching counts, for each location, the hunters standing at
// from whose capture of steps moves can search it.
func huntersReaching(p *game.Public, from board.Set, steps int) (n [board.N]int8) {
	for r := from; r != 0; {
		for t := captureTargets(p, r.Next(&r), steps); t != 0; {
			n[t.Next(&t)]++
		}
	}
	return n
}
