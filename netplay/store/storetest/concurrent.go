package storetest

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"patron/netplay/store"
)

// testConcurrentAppends: many tables appended to at once, each by several
// goroutines racing for its next seq (as a server's connections would);
// every acknowledged entry is there afterwards, in order, and no seq was
// granted twice.
func testConcurrentAppends(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	const tables, racers, length = 40, 3, 25
	var mu sync.Mutex
	won := map[string][][]byte{} // the acknowledged entries, by table
	for i := range tables {
		id := fmt.Sprintf("c%02d", i)
		create(t, ctx, s, table(id))
		won[id] = make([][]byte, length)
	}
	var wg sync.WaitGroup
	errs := make(chan error, tables*racers)
	for i := range tables {
		id := fmt.Sprintf("c%02d", i)
		for r := range racers {
			wg.Go(func() {
				for seq := 0; seq < length; {
					data := fmt.Appendf(payload(id, seq), "racer %d", r)
					_, err := s.Append(ctx, id, seq, data, "playing", fmt.Appendf(nil, `{"seq":%d}`, seq))
					switch {
					case err == nil:
						mu.Lock()
						if won[id][seq] != nil {
							errs <- fmt.Errorf("table %s seq %d acknowledged twice", id, seq)
						}
						won[id][seq] = data
						mu.Unlock()
						seq++
					case errors.Is(err, store.ErrConflict):
						seq++ // another racer has it: try the next
					default:
						errs <- err
						return
					}
				}
			})
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	for id, log := range won {
		checkLog(t, ctx, s, id, log)
		wantTable(t, s, id, "playing", fmt.Sprintf(`{"seq":%d}`, length-1), 1+length)
	}
}

// testTwoServers: two Stores on one database, as two servers sharing it,
// race for every seq of a table: exactly one wins each, and the log is the
// winners'.
func testTwoServers(t *testing.T, b Backend) {
	where, ctx := b.New(t), ctxFor(t)
	one, two := open(t, b, where), open(t, b, where)
	create(t, ctx, one, table("two"))
	wantErr(t, "the other server creating the same table", two.CreateTable(ctx, table("two")), store.ErrExists)
	const length = 60
	log := make([][]byte, length)
	for seq := range length {
		var wg sync.WaitGroup
		var errs [2]error
		var datas [2][]byte
		for i, s := range []store.Store{one, two} {
			datas[i] = fmt.Appendf(payload("two", seq), "server %d", i)
			wg.Go(func() { _, errs[i] = s.Append(ctx, "two", seq, datas[i], "", nil) })
		}
		wg.Wait()
		switch {
		case errs[0] == nil && errors.Is(errs[1], store.ErrConflict):
			log[seq] = datas[0]
		case errs[1] == nil && errors.Is(errs[0], store.ErrConflict):
			log[seq] = datas[1]
		default:
			t.Fatalf("seq %d: the two servers got %v and %v; want one nil and one conflict", seq, errs[0], errs[1])
		}
	}
	checkLog(t, ctx, one, "two", log)
	checkLog(t, ctx, two, "two", log)
	// The same with Update: one version, two servers, one winner.
	tb, err := one.Table(ctx, "two")
	if err != nil {
		t.Fatal(err)
	}
	_, err1 := one.Update(ctx, "two", tb.Version, "over", []byte("1"))
	_, err2 := two.Update(ctx, "two", tb.Version, "over", []byte("2"))
	if err1 != nil || !errors.Is(err2, store.ErrConflict) {
		t.Errorf("two Updates of one version: %v and %v", err1, err2)
	}
	// And a seat: the second key is refused.
	if err := one.Bind(ctx, "two", 0, "alice"); err != nil {
		t.Fatal(err)
	}
	wantErr(t, "the other server binding a taken seat", two.Bind(ctx, "two", 0, "bob"), store.ErrConflict)
}

// testPipelinedAppends: the appends of one table sent at once, each seq
// by its own goroutine, so that a group commit holds several of one table
// (seq n and n+1 in one transaction); a seq that came too early is
// refused and sent again. The log ends whole and in order.
func testPipelinedAppends(t *testing.T, b Backend) {
	s, ctx := fresh(t, b), ctxFor(t)
	const length = 60
	create(t, ctx, s, table("pipe"))
	var wg sync.WaitGroup
	log := make([][]byte, length)
	for seq := range length {
		log[seq] = payload("pipe", seq)
		wg.Go(func() {
			for {
				_, err := s.Append(ctx, "pipe", seq, log[seq], "", fmt.Appendf(nil, "%d", seq))
				if err == nil {
					return
				}
				tb, terr := s.Table(ctx, "pipe")
				if !errors.Is(err, store.ErrConflict) || terr != nil || tb.Length > seq {
					t.Errorf("seq %d: %v (length %d, %v)", seq, err, tb.Length, terr)
					return
				}
				time.Sleep(time.Millisecond) // its turn has not come
			}
		})
	}
	wg.Wait()
	checkLog(t, ctx, s, "pipe", log)
	wantTable(t, s, "pipe", "lobby", fmt.Sprint(length-1), 1+length)
}
