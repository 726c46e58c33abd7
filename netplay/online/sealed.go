package online

import (
	"context"
	"errors"
	"fmt"

	"patron/game"
	"patron/netplay/sealed"
)

// ErrNoSealed is a table whose server keeps no sealed game of this key's
// Patrón: his game is only on the device that played him.
var ErrNoSealed = errors.New("the server keeps no sealed game of your Patrón at this table")

// PatronGame rebuilds this key's Patrón's game at a table from what the
// server keeps: his sealed game, opened with this identity, checked
// against the table's log (its chain, the place it was sealed at, every
// command it publishes) and played on to the log's end. Nothing of it is
// taken unless every check holds: the errors are sealed's (ErrDamaged,
// ErrOld, ErrMismatch, ErrNotHis) and ErrNoSealed. A table whose log is
// still empty (it began with him away, and his first decision opens it)
// has nothing of his anywhere yet: no game and no error, and his seat
// starts the game as at a start.
func (c *Client) PatronGame(ctx context.Context, table string) (*game.Game, error) {
	// A move of his the server was still storing when the sealed game was
	// read (he left one device and opened another at once) is in the log
	// read after it, with a newer sealed game: read both again. A server
	// that keeps handing back an old one is refused all the same.
	var g *game.Game
	var err error
	for range oldReads {
		if g, err = c.patronGame(ctx, table); !errors.Is(err, sealed.ErrOld) {
			break
		}
	}
	return g, err
}

// oldReads is how many times PatronGame reads a sealed game found older
// than his last move.
const oldReads = 3

// patronGame is PatronGame from one read of the sealed game and the log.
func (c *Client) patronGame(ctx context.Context, table string) (*game.Game, error) {
	kept, err := c.Sealed(ctx, table) // before the log: the log is then at least as long
	var r *Refused
	none := errors.As(err, &r) && r.Code == "not-found"
	if err != nil && !none {
		return nil, err
	}
	log, err := c.Log(ctx, table, "")
	if err != nil {
		return nil, fmt.Errorf("the table's log: %w", err)
	}
	switch {
	case none && len(log.Moves) == 0:
		return nil, nil
	case none:
		return nil, ErrNoSealed
	}
	return sealed.Rebuild(c.id, c.ServerKey(), table, log, kept.At, kept.Data)
}
