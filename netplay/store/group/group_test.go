package group

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The appends that arrive while a batch commits make the next batch, in
// order of table and seq, and none of their callers returns before that
// batch's commit returned.
func TestGathers(t *testing.T) {
	started, release := make(chan struct{}), make(chan struct{})
	var committed atomic.Int64
	var batches [][]string
	c := New(func(_ context.Context, batch []*Append) error {
		var ids []string
		for _, a := range batch {
			ids = append(ids, fmt.Sprintf("%s/%d", a.ID, a.Seq))
		}
		batches = append(batches, ids)
		if len(batches) == 1 {
			close(started)
			<-release // the first batch holds the writer while the others queue
		}
		committed.Add(int64(len(batch)))
		return nil
	}, 100)
	defer c.Close()

	ctx := context.Background()
	var wg sync.WaitGroup
	done := make(chan string, 10)
	var calling atomic.Int64
	do := func(id string, seq int) {
		wg.Go(func() {
			calling.Add(1)
			if err := c.Do(ctx, &Append{ID: id, Seq: seq}); err != nil {
				t.Error(err)
			}
			done <- id
		})
	}
	do("first", 0)
	<-started
	for _, a := range []struct {
		id  string
		seq int
	}{{"b", 1}, {"a", 0}, {"b", 0}, {"c", 0}} {
		do(a.id, a.seq)
	}
	waitFor(t, func() bool { return calling.Load() == 5 })
	time.Sleep(100 * time.Millisecond) // from calling Do to waiting in it
	select {
	case id := <-done:
		t.Fatalf("%s returned before its batch committed", id)
	default:
	}
	close(release)
	wg.Wait()
	if committed.Load() != 5 {
		t.Fatalf("%d appends committed, want 5", committed.Load())
	}
	// All four waited together and make one batch, in order; on a machine
	// so loaded that one of them reached Do only after the writer took
	// the others, at least the others were gathered, each batch in order.
	if got, want := fmt.Sprint(batches), fmt.Sprint([][]string{{"first/0"}, {"a/0", "b/0", "b/1", "c/0"}}); got != want {
		t.Logf("batches %s, not %s", got, want)
		if len(batches) > 3 {
			t.Errorf("the four appends that waited together were not gathered: %s", got)
		}
		for _, b := range batches {
			if !slices.IsSorted(b) {
				t.Errorf("a batch out of order: %s", b)
			}
		}
	}
}

// waitFor waits until cond holds, a few seconds at most.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
	}
}

// An append refused alone gets its own error; a failed commit is every
// append's; an append whose caller gave up before the writer took it is
// not written; after Close, appends get ErrClosed.
func TestErrors(t *testing.T) {
	failed := errors.New("disk full")
	var written atomic.Int64
	c := New(func(_ context.Context, batch []*Append) error {
		written.Add(int64(len(batch)))
		for _, a := range batch {
			switch a.ID {
			case "refused":
				a.Err = errors.New("conflict")
			case "fails":
				return failed
			}
			a.Version = int64(a.Seq) + 10
		}
		return nil
	}, 10)
	ctx := context.Background()
	a := &Append{ID: "ok", Seq: 3}
	if err := c.Do(ctx, a); err != nil || a.Version != 13 {
		t.Errorf("Do = %v, version %d", err, a.Version)
	}
	if err := c.Do(ctx, &Append{ID: "refused"}); err == nil || err.Error() != "conflict" {
		t.Errorf("a refused append: %v", err)
	}
	if err := c.Do(ctx, &Append{ID: "fails"}); !errors.Is(err, failed) {
		t.Errorf("a failed commit: %v", err)
	}
	gone, cancel := context.WithCancel(ctx)
	cancel()
	before := written.Load()
	if err := c.Do(gone, &Append{ID: "gone"}); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled append: %v", err)
	}
	c.Close()
	if written.Load() != before {
		t.Error("an append whose caller gave up was written")
	}
	if err := c.Do(ctx, &Append{ID: "late"}); !errors.Is(err, ErrClosed) {
		t.Errorf("an append after Close: %v", err)
	}
}
