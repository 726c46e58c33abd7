//go:build !js

package sqlite

import (
	"context"
	"database/sql"
	"time"
)

// SQLite copies its write-ahead log back into the database file (a
// checkpoint) inside the commit that makes the log pass 1,000 pages, and
// that commit waits for the copy and its flush to disk: with a thousand
// live tables, one group commit in a few hundred took 200 ms to 800 ms
// where the others took under 10 ms, and every move of that group waited
// for it. The writer's connection never checkpoints itself
// (wal_autocheckpoint=0); this goroutine does it from a connection of its
// own, PASSIVE (it never blocks the writer or a reader), while the writer
// goes on committing.

// checkpointEvery is how often the checkpointer looks at the log.
const checkpointEvery = 250 * time.Millisecond

// checkpointer checkpoints db's log until quit closes, then returns on
// done.
func checkpointer(db *sql.DB, quit <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	tick := time.NewTicker(checkpointEvery)
	defer tick.Stop()
	for {
		select {
		case <-quit:
			return
		case <-tick.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		// A failure is left for the next tick: the log only grows
		// meanwhile, and nothing is lost (the database is whole either way).
		db.ExecContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`)
		cancel()
	}
}
