package durable

import (
	"os"
	"time"
)

// renameFor is how long rename keeps trying while the system says the
// file is busy.
const renameFor = 2 * time.Second

// rename moves a finished temporary file over path. On Windows another
// program that has path open (a virus scanner or the search indexer
// reading the new save, another copy of the game listing its games) makes
// the rename fail with "access denied" or a sharing violation for a
// moment: rename tries again then, for up to renameFor, as Go's own
// tools do (cmd/go/internal/robustio), rather than lose the save.
func rename(from, to string) error {
	return retry(func() error { return os.Rename(from, to) }, busy, renameFor, time.Sleep)
}

// retry runs op until it succeeds, fails for a reason transient does not
// accept, or limit has passed in sleeps that double from 1 ms up to 100 ms.
func retry(op func() error, transient func(error) bool, limit time.Duration, sleep func(time.Duration)) error {
	wait, waited := time.Millisecond, time.Duration(0)
	for {
		err := op()
		if err == nil || !transient(err) || waited >= limit {
			return err
		}
		sleep(wait)
		waited += wait
		wait = min(2*wait, 100*time.Millisecond)
	}
}
