// Package group is the group commit both stores use for Append: the
// appends that arrive while a transaction commits wait, and the next
// transaction holds them all, so a thousand tables cost one flush to disk
// a round instead of one each. Each caller returns only once the
// transaction holding its entry has committed.
package group

import (
	"context"
	"sort"
	"sync"

	"patron/netplay/store"
)

// Append is one Append waiting for its transaction.
type Append struct {
	ID     string
	Seq    int
	Data   []byte
	Status string // "" keeps the table's
	State  []byte // nil keeps the table's

	// Op, when set, makes this no append but another write of the
	// store's own (a seat bound, a table made), which its Commit runs in
	// the batch's transaction, so that it shares the group's flush to
	// disk instead of taking a transaction, and the writer, of its own.
	// ID names the table it writes, for the batch's order.
	Op any
	// Sealed, when set, is kept in the same transaction (AppendSealed),
	// once the entry is written.
	Sealed *store.Sealed

	// Set by the commit function for this append alone: its table's new
	// version, or why it was refused (store.ErrConflict,
	// store.ErrNotFound) while the others of the batch went on.
	Version int64
	Err     error

	ctx  context.Context
	done chan struct{}
}

// Commit writes a batch in one transaction and commits it. It sets Version
// or Err on each append; an error it returns (the transaction failed) is
// every append's.
type Commit func(ctx context.Context, batch []*Append) error

// Committer gathers appends into batches for one writer goroutine.
type Committer struct {
	commit Commit
	max    int
	in     chan *Append
	quit   chan struct{}
	closed sync.Once
	wg     sync.WaitGroup
}

// ErrClosed is what an append gets once the Committer is closed.
var ErrClosed = store.ErrClosed

// Append is store.Store's Append for a store whose commit function c has
// (its arguments checked by store.Checked): it waits for its transaction.
func (c *Committer) Append(ctx context.Context, id string, seq int, data []byte, status string, state []byte) (int64, error) {
	a := &Append{ID: id, Seq: seq, Data: data, Status: status, State: state}
	if err := c.Do(ctx, a); err != nil {
		return 0, err
	}
	return a.Version, nil
}

// AppendSealed is store.Store's AppendSealed, as Append is Append.
func (c *Committer) AppendSealed(ctx context.Context, id string, seq int, data []byte, status string, state []byte, s store.Sealed) (int64, error) {
	a := &Append{ID: id, Seq: seq, Data: data, Status: status, State: state, Sealed: &s}
	if err := c.Do(ctx, a); err != nil {
		return 0, err
	}
	return a.Version, nil
}

// New starts the writer goroutine: each batch holds at most max appends.
func New(commit Commit, max int) *Committer {
	c := &Committer{commit: commit, max: max, in: make(chan *Append), quit: make(chan struct{})}
	c.wg.Add(1)
	go c.run()
	return c
}

// Do hands a to the writer and waits until its transaction committed (nil,
// with a.Version set) or failed. A caller whose ctx ends while waiting gets
// ctx's error, and its append may or may not have been written.
func (c *Committer) Do(ctx context.Context, a *Append) error {
	a.ctx, a.done = ctx, make(chan struct{})
	select {
	case c.in <- a:
	case <-c.quit:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case <-a.done:
		return a.Err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close stops the writer once the batch under way has committed.
func (c *Committer) Close() {
	c.closed.Do(func() { close(c.quit) })
	c.wg.Wait()
}

func (c *Committer) run() {
	defer c.wg.Done()
	batch := make([]*Append, 0, c.max)
	for {
		batch = batch[:0]
		select {
		case a := <-c.in:
			batch = append(batch, a)
		case <-c.quit:
			return
		}
		// Whoever is already waiting joins: the callers that arrived
		// during the last commit are all blocked on c.in by now.
	gather:
		for len(batch) < c.max {
			select {
			case a := <-c.in:
				batch = append(batch, a)
			default:
				break gather
			}
		}
		c.write(batch)
	}
}

func (c *Committer) write(batch []*Append) {
	live := batch[:0]
	for _, a := range batch {
		if err := a.ctx.Err(); err != nil {
			a.Err = err // its caller gave up before it was written
			close(a.done)
			continue
		}
		live = append(live, a)
	}
	if len(live) == 0 {
		return
	}
	// One order for every batch of every server (table, then seq), so two
	// servers' transactions take their tables' locks in the same order and
	// never deadlock, and a table's seq n is written before its n+1.
	sort.SliceStable(live, func(i, j int) bool {
		if live[i].ID != live[j].ID {
			return live[i].ID < live[j].ID
		}
		return live[i].Seq < live[j].Seq
	})
	err := c.commit(context.Background(), live)
	for _, a := range live {
		if err != nil {
			a.Err = err
		}
		close(a.done)
	}
}
