package storetest

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"patron/netplay/store"
)

// Each method's contract, one store at a time.

func testTables(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	want := table("t-1")
	want.Public = true
	create(t, ctx, s, want)
	wantErr(t, "CreateTable of a taken ID", s.CreateTable(ctx, table("t-1")), store.ErrExists)
	got, err := s.Table(ctx, "t-1")
	if err != nil {
		t.Fatal(err)
	}
	want.Created = want.Created.Truncate(time.Microsecond)
	want.Version, want.Length = 1, 0
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Table gave\n%+v, want\n%+v", got, want)
	}
	_, err = s.Table(ctx, "nobody")
	wantErr(t, "Table of no table", err, store.ErrNotFound)

	// Created zero is now; Version and Length are the store's, whatever
	// the table says; nil Config and State are empty.
	before := time.Now().Add(-time.Second)
	create(t, ctx, s, store.Table{ID: "t-2", Mode: "turn", Status: "lobby", Version: 7, Length: 3})
	got, err = s.Table(ctx, "t-2")
	if err != nil {
		t.Fatal(err)
	}
	if got.Created.Before(before) || got.Created.After(time.Now().Add(time.Second)) || got.Created.Location() != time.UTC {
		t.Errorf("Created %v, want about now in UTC", got.Created)
	}
	if got.Version != 1 || got.Length != 0 || len(got.Config) != 0 || len(got.State) != 0 {
		t.Errorf("a new table holds version %d, length %d, config %q, state %q", got.Version, got.Length, got.Config, got.State)
	}
}

func testBounds(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	create(t, ctx, s, table("b"))
	long := func(n int) string { return strings.Repeat("k", n) }
	blob := func(n int) []byte { return bytes.Repeat([]byte("x"), n) }
	withConfig, withState, bad := table("c"), table("d"), table("e")
	withConfig.Config, withState.State, bad.Mode = blob(store.MaxBlob+1), blob(store.MaxBlob+1), long(store.MaxLabel+1)
	refused := map[string]error{
		"an ID too long":              s.CreateTable(ctx, table(long(store.MaxID+1))),
		"an ID with a slash":          s.CreateTable(ctx, table("a/b")),
		"an empty ID":                 s.CreateTable(ctx, table("")),
		"a config too large":          s.CreateTable(ctx, withConfig),
		"a state too large":           s.CreateTable(ctx, withState),
		"a mode too long":             s.CreateTable(ctx, bad),
		"a key too long (Bind)":       s.Bind(ctx, "b", 0, long(store.MaxKey+1)),
		"an empty key":                s.Bind(ctx, "b", 0, ""),
		"a seat below 0":              s.Bind(ctx, "b", -1, "k"),
		"a seat past MaxSeat":         s.Bind(ctx, "b", store.MaxSeat+1, "k"),
		"a key too long (Player)":     s.PutPlayer(ctx, long(store.MaxKey+1), []byte("{}")),
		"a record too large":          s.PutPlayer(ctx, "k", blob(store.MaxBlob+1)),
		"an entry too large":          errOf(s.Append(ctx, "b", 0, blob(store.MaxEntry+1), "", nil)),
		"a negative seq":              errOf(s.Append(ctx, "b", -1, []byte("{}"), "", nil)),
		"an appended state too large": errOf(s.Append(ctx, "b", 0, []byte("{}"), "", blob(store.MaxBlob+1))),
		"an updated state too large":  errOf(s.Update(ctx, "b", 1, "", blob(store.MaxBlob+1))),
		"a status too long":           errOf(s.Update(ctx, "b", 1, long(store.MaxLabel+1), nil)),
		"a negative limit":            errOf(s.Tables(ctx, store.Filter{Limit: -1})),
		"a key too long (SeatsOf)":    errOf(s.SeatsOf(ctx, long(store.MaxKey+1))),
	}
	for what, err := range refused {
		wantErr(t, what, err, store.ErrInvalid)
	}
	// Nothing refused was kept.
	if got, _ := s.Table(ctx, "b"); got.Length != 0 || got.Version != 1 {
		t.Errorf("refused changes changed the table: version %d, length %d", got.Version, got.Length)
	}
	// The bounds themselves are accepted.
	at := table(long(store.MaxID))
	at.Config, at.State = blob(store.MaxBlob), blob(store.MaxBlob)
	create(t, ctx, s, at)
	mustAppend(t, ctx, s, "b", 0, blob(store.MaxEntry), "", nil)
	if err := s.Bind(ctx, "b", store.MaxSeat, long(store.MaxKey)); err != nil {
		t.Errorf("Bind with a key of MaxKey bytes: %v", err)
	}
	if err := s.PutPlayer(ctx, long(store.MaxKey), blob(store.MaxBlob)); err != nil {
		t.Errorf("PutPlayer of MaxBlob bytes: %v", err)
	}
	got, err := s.Table(ctx, at.ID)
	if err != nil || len(got.Config) != store.MaxBlob || len(got.State) != store.MaxBlob {
		t.Errorf("a table at the bounds came back with %d and %d bytes (%v)", len(got.Config), len(got.State), err)
	}
}

func errOf[T any](_ T, err error) error { return err }

func testListing(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	statuses := []string{"lobby", "playing", "over"}
	for i := 24; i >= 0; i-- { // created out of order: listing is by ID
		tb := table(fmt.Sprintf("t%02d", i))
		tb.Public = i%2 == 0
		tb.Status = statuses[i%3]
		if i%5 == 0 {
			tb.Mode = "turn"
		}
		create(t, ctx, s, tb)
	}
	ids := func(f store.Filter) []string {
		t.Helper()
		ts, err := s.Tables(ctx, f)
		if err != nil {
			t.Fatalf("Tables(%+v): %v", f, err)
		}
		out := []string{}
		for _, tb := range ts {
			out = append(out, tb.ID)
		}
		return out
	}
	want := func(f store.Filter, keep func(i int) bool) {
		t.Helper()
		w := []string{}
		for i := 0; i < 25; i++ {
			if keep(i) && fmt.Sprintf("t%02d", i) > f.After && (f.Limit == 0 || len(w) < f.Limit) {
				w = append(w, fmt.Sprintf("t%02d", i))
			}
		}
		if got := ids(f); !reflect.DeepEqual(got, w) {
			t.Errorf("Tables(%+v) = %v, want %v", f, got, w)
		}
	}
	yes, no := true, false
	all := func(int) bool { return true }
	want(store.Filter{}, all)
	want(store.Filter{Public: &yes}, func(i int) bool { return i%2 == 0 })
	want(store.Filter{Public: &no}, func(i int) bool { return i%2 == 1 })
	want(store.Filter{Status: []string{"playing"}}, func(i int) bool { return i%3 == 1 })
	want(store.Filter{Status: []string{"lobby", "over"}}, func(i int) bool { return i%3 != 1 })
	want(store.Filter{Mode: "turn"}, func(i int) bool { return i%5 == 0 })
	want(store.Filter{Public: &yes, Status: []string{"lobby"}, Mode: "live"}, func(i int) bool { return i%2 == 0 && i%3 == 0 && i%5 != 0 })
	want(store.Filter{Status: []string{"abandoned"}}, func(int) bool { return false })

	// Paging by ID goes through every table once, in order.
	var paged []string
	for after := ""; ; {
		page := ids(store.Filter{Limit: 7, After: after})
		if len(page) == 0 {
			break
		}
		if len(page) > 7 {
			t.Fatalf("a page of %d tables, asked 7", len(page))
		}
		paged = append(paged, page...)
		after = page[len(page)-1]
	}
	want(store.Filter{Limit: 25}, all)
	if len(paged) != 25 || paged[0] != "t00" || paged[24] != "t24" {
		t.Errorf("paging gave %v", paged)
	}
	want(store.Filter{Limit: 3, After: "t10", Public: &yes}, func(i int) bool { return i%2 == 0 })
}

func testUpdate(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	create(t, ctx, s, table("u"))
	v, err := s.Update(ctx, "u", 1, "playing", []byte(`{"n":1}`))
	if err != nil || v != 2 {
		t.Fatalf("Update at version 1: %d, %v; want 2", v, err)
	}
	_, err = s.Update(ctx, "u", 1, "over", []byte(`{"n":2}`))
	wantErr(t, "Update of an old version", err, store.ErrConflict)
	_, err = s.Update(ctx, "u", 3, "over", nil)
	wantErr(t, "Update of a version to come", err, store.ErrConflict)
	_, err = s.Update(ctx, "none", 1, "over", nil)
	wantErr(t, "Update of no table", err, store.ErrNotFound)
	wantTable(t, s, "u", "playing", `{"n":1}`, 2)

	// An empty status or nil state keeps what was there.
	if v, err = s.Update(ctx, "u", 2, "", []byte(`{"n":3}`)); err != nil || v != 3 {
		t.Fatalf("Update keeping the status: %d, %v", v, err)
	}
	wantTable(t, s, "u", "playing", `{"n":3}`, 3)
	if v, err = s.Update(ctx, "u", 3, "paused", nil); err != nil || v != 4 {
		t.Fatalf("Update keeping the state: %d, %v", v, err)
	}
	wantTable(t, s, "u", "paused", `{"n":3}`, 4)
	// An empty state is a state, not "unchanged".
	if _, err = s.Update(ctx, "u", 4, "", []byte{}); err != nil {
		t.Fatal(err)
	}
	wantTable(t, s, "u", "paused", ``, 5)
}

// wantTable checks a table's status, state and version.
func wantTable(t *testing.T, s store.Store, id, status, state string, version int64) {
	t.Helper()
	got, err := s.Table(ctxFor(t), id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != status || string(got.State) != state || got.Version != version {
		t.Errorf("table %s: status %q, state %q, version %d; want %q, %q, %d", id, got.Status, got.State, got.Version, status, state, version)
	}
}

func testAppend(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	create(t, ctx, s, table("a"))
	create(t, ctx, s, table("z"))
	if v := mustAppend(t, ctx, s, "a", 0, payload("a", 0), "playing", []byte(`{"turn":1}`)); v != 2 {
		t.Errorf("Append returned version %d, want 2", v)
	}
	wantTable(t, s, "a", "playing", `{"turn":1}`, 2)
	for _, seq := range []int{0, 2, 5} {
		_, err := s.Append(ctx, "a", seq, payload("a", seq), "over", []byte(`{"no":1}`))
		wantErr(t, fmt.Sprintf("Append of seq %d at length 1", seq), err, store.ErrConflict)
	}
	_, err := s.Append(ctx, "none", 0, payload("none", 0), "", nil)
	wantErr(t, "Append to no table", err, store.ErrNotFound)
	// A refused append changed nothing, the table's status and state
	// included.
	wantTable(t, s, "a", "playing", `{"turn":1}`, 2)
	// Empty status and nil state keep the table's; the version moves on.
	if v := mustAppend(t, ctx, s, "a", 1, payload("a", 1), "", nil); v != 3 {
		t.Errorf("Append returned version %d, want 3", v)
	}
	wantTable(t, s, "a", "playing", `{"turn":1}`, 3)
	// An Update made against the version before an Append conflicts.
	_, err = s.Update(ctx, "a", 2, "over", nil)
	wantErr(t, "Update of the version an Append replaced", err, store.ErrConflict)
	mustAppend(t, ctx, s, "a", 2, nil, "over", []byte(`{}`))
	checkLog(t, ctx, s, "a", [][]byte{payload("a", 0), payload("a", 1), {}})
	checkLog(t, ctx, s, "z", nil)
}

func testEntries(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	create(t, ctx, s, table("e"))
	create(t, ctx, s, table("f"))
	const n = 1205 // more than one page of MaxEntries
	for seq := range n {
		mustAppend(t, ctx, s, "e", seq, payload("e", seq), "", nil)
	}
	mustAppend(t, ctx, s, "f", 0, payload("f", 0), "", nil)
	seqs := func(from, max int) []int {
		t.Helper()
		es, err := s.Entries(ctx, "e", from, max)
		if err != nil {
			t.Fatalf("Entries(%d, %d): %v", from, max, err)
		}
		out := []int{}
		for _, e := range es {
			if !bytes.Equal(e.Data, payload("e", e.Seq)) {
				t.Fatalf("entry %d holds %q", e.Seq, e.Data)
			}
			out = append(out, e.Seq)
		}
		return out
	}
	span := func(a, b int) []int {
		out := []int{}
		for i := a; i < b; i++ {
			out = append(out, i)
		}
		return out
	}
	for _, c := range []struct {
		from, max int
		want      []int
	}{
		{0, 3, span(0, 3)},
		{10, 5, span(10, 15)},
		{n - 2, 10, span(n-2, n)},
		{n, 10, span(0, 0)},
		{n + 50, 10, span(0, 0)},
		{-4, 2, span(0, 2)},
		{0, 0, span(0, store.MaxEntries)},
		{100, store.MaxEntries + 500, span(100, 100+store.MaxEntries)},
	} {
		if got := seqs(c.from, c.max); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Entries(from %d, max %d) gave seqs %v…, want %v…", c.from, c.max, head(got), head(c.want))
		}
	}
	_, err := s.Entries(ctx, "none", 0, 10)
	wantErr(t, "Entries of no table", err, store.ErrNotFound)
	checkLog(t, ctx, s, "f", [][]byte{payload("f", 0)})
}

func head(s []int) []int { return s[:min(len(s), 5)] }

func testSeats(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	for _, id := range []string{"s1", "s2", "s3"} {
		create(t, ctx, s, table(id))
	}
	for _, bind := range []struct {
		table string
		seat  int
		key   string
	}{{"s2", 1, "alice"}, {"s1", 3, "alice"}, {"s1", 0, "alice"}, {"s1", 1, "bob"}, {"s3", 2, "bob"}} {
		if err := s.Bind(ctx, bind.table, bind.seat, bind.key); err != nil {
			t.Fatalf("Bind(%+v): %v", bind, err)
		}
	}
	if err := s.Bind(ctx, "s1", 1, "bob"); err != nil {
		t.Errorf("Bind of a seat to the key that holds it: %v", err)
	}
	wantErr(t, "Bind of a seat another key holds", s.Bind(ctx, "s1", 1, "alice"), store.ErrConflict)
	wantErr(t, "Bind on no table", s.Bind(ctx, "none", 1, "alice"), store.ErrNotFound)
	wantSeats := func(key string, want ...store.SeatRef) {
		t.Helper()
		got, err := s.SeatsOf(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 && len(want) == 0 {
			return
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("SeatsOf(%s) = %v, want %v", key, got, want)
		}
	}
	wantSeats("alice", ref("s1", 0), ref("s1", 3), ref("s2", 1))
	wantSeats("bob", ref("s1", 1), ref("s3", 2))
	wantSeats("carol")

	if err := s.Unbind(ctx, "s1", 1); err != nil {
		t.Fatal(err)
	}
	if err := s.Unbind(ctx, "s1", 1); err != nil {
		t.Errorf("Unbind of a free seat: %v", err)
	}
	if err := s.Bind(ctx, "s1", 1, "alice"); err != nil {
		t.Errorf("Bind of a seat freed: %v", err)
	}
	wantSeats("bob", ref("s3", 2))
	wantSeats("alice", ref("s1", 0), ref("s1", 1), ref("s1", 3), ref("s2", 1))
}

func testPlayers(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	_, err := s.Player(ctx, "alice")
	wantErr(t, "Player of a key without a record", err, store.ErrNotFound)
	for _, rec := range []string{`{"name":"Alice","vacation":14}`, `{"name":"Alicia","vacation":12}`} {
		if err := s.PutPlayer(ctx, "alice", []byte(rec)); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Player(ctx, "alice"); err != nil || string(got) != rec {
			t.Errorf("Player = %q, %v; want %q", got, err, rec)
		}
	}
	if _, err := s.Player(ctx, "bob"); err == nil {
		t.Error("a record for bob, who was never put")
	}
}

func testClosed(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	create(t, ctx, s, table("c"))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	_, err := s.Append(ctx, "c", 0, nil, "", nil)
	wantErr(t, "Append after Close", err, store.ErrClosed)
	_, err = s.Table(ctx, "c")
	wantErr(t, "Table after Close", err, store.ErrClosed)
	wantErr(t, "CreateTable after Close", s.CreateTable(ctx, table("d")), store.ErrClosed)
}

func testReopen(t *testing.T, b Backend) {
	where, ctx := b.New(t), ctxFor(t)
	s := open(t, b, where)
	create(t, ctx, s, table("r"))
	mustAppend(t, ctx, s, "r", 0, payload("r", 0), "playing", []byte(`{"a":1}`))
	if err := s.Bind(ctx, "r", 2, "alice"); err != nil {
		t.Fatal(err)
	}
	if err := s.PutPlayer(ctx, "alice", []byte(`{"name":"A"}`)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	// Opened again, everything is there and the schema is not made again.
	s = open(t, b, where)
	checkLog(t, ctx, s, "r", [][]byte{payload("r", 0)})
	wantTable(t, s, "r", "playing", `{"a":1}`, 2)
	if seats, err := s.SeatsOf(ctx, "alice"); err != nil || len(seats) != 1 {
		t.Errorf("SeatsOf after reopening: %v, %v", seats, err)
	}
	if rec, err := s.Player(ctx, "alice"); err != nil || string(rec) != `{"name":"A"}` {
		t.Errorf("Player after reopening: %q, %v", rec, err)
	}
}

func ref(table string, seat int) store.SeatRef { return store.SeatRef{Table: table, Seat: seat} }
