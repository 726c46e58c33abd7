package search

import "patron/game"

// Race is race, for the tests of package search_test.
func (s *Searcher) Race(v *game.View, cands []game.Command, alive []int, totals []float64, n int) bool {
	return s.race(v, cands, alive, totals, n)
}
