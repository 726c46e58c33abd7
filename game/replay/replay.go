// Package replay rebuilds games from their command logs. The engine is
// deterministic: a game is its options, the Patrón's secret seed (on his
// machine only) and its log, and replaying them gives the same state, hash
// for hash. Loading a save, taking a decision back and rejoining a game
// are all replays.
package replay

import (
	"fmt"

	"patron/game"
)

// Check is called after each replayed command with its index; an error
// stops the replay.
type Check func(i int, g *game.Game) error

// Replay rebuilds a game. With sec it is the Patrón's machine and log holds
// the commands as he applied them (private forms); with nil it is a
// Factions' machine and log holds the published commands.
func Replay(opts game.Options, sec *game.SecretOptions, log []game.Command, check Check) (*game.Game, error) {
	g, err := game.New(opts, sec)
	if err != nil {
		return nil, err
	}
	for i, c := range log {
		if _, err := g.Apply(c); err != nil {
			return nil, fmt.Errorf("command %d %q: %w", i+1, c.Format(), err)
		}
		if check != nil {
			if err := check(i, g); err != nil {
				return nil, err
			}
		}
	}
	return g, nil
}

// Undo rebuilds g without its last decision, if the rules of undo allow
// it (game.LastDecision); g itself is left as it was.
func Undo(g *game.Game) (*game.Game, error) {
	if _, block := g.LastDecision(); block != game.UndoAllowed {
		return nil, &BlockedError{Block: block}
	}
	var sec *game.SecretOptions
	if g.Sec != nil {
		sec = &game.SecretOptions{Seed: g.Sec.Seed}
	}
	log := g.Log()
	return Replay(g.Pub.Opts, sec, log[:len(log)-1], nil)
}

// BlockedError is a refused undo.
type BlockedError struct{ Block game.UndoBlock }

func (e *BlockedError) Error() string {
	return fmt.Sprintf("the last decision cannot be taken back (%s)", e.Block)
}
