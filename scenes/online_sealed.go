package scenes

import (
	"context"
	"errors"

	"patron/game"
	"patron/netplay/online"
	"patron/netplay/sealed"
	"patron/scenes/words"
)

// The Patrón's game at an online table lives on the device that played him
// (its save, online_save.go) and, sealed with a key only his identity
// derives, on the server, which keeps the one his last move carried
// (netplay/sealed). Opened from My games on any device holding his key,
// his seat comes back with the newer of the two, each checked whole before
// it is taken: the save by its seal and chain, the server's by its
// authentication and against the table's log. Neither replaces anything
// until the table's own sync has checked it again.

// patronGame is the game to bring back to the Patrón's seat: the server's
// sealed one when it is further on than this device's save (local, nil
// when there is none), else the save's (which may hold a private step of
// his that published nothing yet). Without a save, the server's refusal
// or a sealed game that does not hold is the error, in words of its own
// (sealedProblem).
func patronGame(ctx context.Context, t *onlineTable, local *game.Game) (*game.Game, error) {
	remote, err := t.link.client.PatronGame(ctx, t.id)
	switch {
	case err == nil && remote == nil: // nothing decided yet: his seat starts the game
		return local, nil
	case err == nil && (local == nil || len(remote.PublicLog()) > len(local.PublicLog())):
		return remote, nil
	case local != nil:
		return local, nil
	}
	return nil, err
}

// sealedProblem says why the Patrón's game could not come back from the
// server ("" for another error).
func sealedProblem(lang *words.Lang, err error) string {
	switch {
	case errors.Is(err, online.ErrNoSealed):
		return lang.T(words.OnlinePatronNowhere)
	case errors.Is(err, sealed.ErrDamaged):
		return lang.T(words.OnlineSealedDamaged)
	case errors.Is(err, sealed.ErrOld):
		return lang.T(words.OnlineSealedOld)
	case errors.Is(err, sealed.ErrNotHis):
		return lang.T(words.OnlineSealedNotHis)
	case errors.Is(err, sealed.ErrMismatch):
		return lang.T(words.OnlineSealedMismatch)
	}
	return ""
}
