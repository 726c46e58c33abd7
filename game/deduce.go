package game

import "patron/game/board"

// Deduction: from public facts alone, the engine keeps Possible, the set of
// locations where the Patrón can be. Each fact narrows it:
//
//   - a sicario placed at L with range r: within r of L (not León paid for);
//   - a Range answer "a or b" from hunter H: exactly a or b from H;
//   - a Type or Region answer: Cities or Farms, that region or the others;
//   - a missed search at L: not L;
//   - the first capture at L: anywhere he may escape to (ruling R17);
//   - the hideout reveal: that location; then his relocation budget k: the
//     locations he can reach in k steps around hunters and blockades.
//
// An honest Patrón is always in Possible; an empty set proves a lie.
func (g *Game) deduce(s board.Set) { g.Pub.Possible &= s }
