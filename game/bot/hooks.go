package bot

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// Hooks for the hint of a seat (game/advice): it says why Normal chose as
// it did with the very measures Normal weighed, so the two never disagree.

// CaptureReach is where a hunter standing at l may search after a
// Capture's move of up to steps steps: where it may end, and next to it.
func CaptureReach(p *game.Public, l board.Loc, steps int) board.Set {
	return captureTargets(p, l, steps)
}

// AttackChance is the chance an attack of this value captures the
// sicario of slot s, from what the Factions have seen.
func AttackChance(p *game.Public, s box.Slot, value int) float64 {
	return attackChance(p, s, value)
}

// Nearest is the road distance from l to the nearest location of s (99
// when s is empty).
func Nearest(l board.Loc, s board.Set) int { return distTo(l, s) }
