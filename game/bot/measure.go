package bot

import (
	"patron/game"
	"patron/game/board"
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
