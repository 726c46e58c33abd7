// Package storetest is the suite every store.Store implementation passes:
// each method's contract (conflicts, order, paging, not found, bounds),
// many appends at once, two servers on one database racing for one seq,
// and a process killed with SIGKILL losing nothing it acknowledged. It
// runs against real databases only; nothing is mocked.
package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"patron/netplay/store"
)

// Backend is how the suite reaches an implementation.
type Backend struct {
	// New makes a fresh, empty database and returns where it is (a path, a
	// URL), for Open.
	New func(t testing.TB) string
	// Open opens a Store on a database New made. The suite calls it
	// several times for one database, as several servers would, and in a
	// child process (see Child).
	Open func(where string) (store.Store, error)
}

// Run runs the whole suite against b.
func Run(t *testing.T, b Backend) {
	for _, c := range []struct {
		name string
		run  func(*testing.T, Backend)
	}{
		{"Tables", testTables},
		{"Bounds", testBounds},
		{"Listing", testListing},
		{"Update", testUpdate},
		{"Append", testAppend},
		{"Entries", testEntries},
		{"Seats", testSeats},
		{"Players", testPlayers},
		{"Sealed", testSealed},
		{"Closed", testClosed},
		{"Reopen", testReopen},
		{"ConcurrentAppends", testConcurrentAppends},
		{"PipelinedAppends", testPipelinedAppends},
		{"TwoServers", testTwoServers},
		{"Kill", testKill},
	} {
		t.Run(c.name, func(t *testing.T) { c.run(t, b) })
	}
}

// open opens a store on where, closed when the test ends.
func open(t testing.TB, b Backend, where string) store.Store {
	t.Helper()
	s, err := b.Open(where)
	if err != nil {
		t.Fatalf("Open(%s): %v", where, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// fresh opens a store on a new database.
func fresh(t testing.TB, b Backend) store.Store { return open(t, b, b.New(t)) }

func ctxFor(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// table is a table as a test creates it.
func table(id string) store.Table {
	return store.Table{
		ID: id, Created: time.Date(2026, 5, 1, 12, 30, 0, 123456789, time.UTC),
		Mode: "live", Status: "lobby",
		Config: []byte(`{"seats":4}`), State: []byte(`{"taken":[]}`),
	}
}

func create(t testing.TB, ctx context.Context, s store.Store, tb store.Table) {
	t.Helper()
	if err := s.CreateTable(ctx, tb); err != nil {
		t.Fatalf("CreateTable(%s): %v", tb.ID, err)
	}
}

// mustAppend appends and fails the test on an error.
func mustAppend(t testing.TB, ctx context.Context, s store.Store, id string, seq int, data []byte, status string, state []byte) int64 {
	t.Helper()
	v, err := s.Append(ctx, id, seq, data, status, state)
	if err != nil {
		t.Fatalf("Append(%s, %d): %v", id, seq, err)
	}
	return v
}

// wantErr fails the test unless err is target.
func wantErr(t testing.TB, what string, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Errorf("%s: got error %v, want %v", what, err, target)
	}
}

// payload is entry seq of table id as the tests write it.
func payload(id string, seq int) []byte {
	return fmt.Appendf(nil, `{"table":%q,"seq":%d,"move":"move %d of %s"}`, id, seq, seq, id)
}

// checkLog fails the test unless the table's log is exactly want[0..].
func checkLog(t testing.TB, ctx context.Context, s store.Store, id string, want [][]byte) {
	t.Helper()
	tb, err := s.Table(ctx, id)
	if err != nil {
		t.Fatalf("Table(%s): %v", id, err)
	}
	if tb.Length != len(want) {
		t.Errorf("table %s: Length %d, want %d", id, tb.Length, len(want))
	}
	var got []store.Entry
	for from := 0; ; {
		es, err := s.Entries(ctx, id, from, 0)
		if err != nil {
			t.Fatalf("Entries(%s, %d): %v", id, from, err)
		}
		if len(es) == 0 {
			break
		}
		got = append(got, es...)
		from = es[len(es)-1].Seq + 1
	}
	if len(got) != len(want) {
		t.Fatalf("table %s: %d entries, want %d", id, len(got), len(want))
	}
	for i, e := range got {
		if e.Seq != i || !bytes.Equal(e.Data, want[i]) {
			t.Fatalf("table %s entry %d: seq %d %q, want seq %d %q", id, i, e.Seq, e.Data, i, want[i])
		}
	}
}
