//go:build !js

package sqlite_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"patron/netplay/store"
	"patron/netplay/store/sqlite"
)

// A table made, a seat bound, a player's record go in the writer's group
// commits beside the moves: one of them refused (a table made twice)
// refuses that write alone, and every other write of its batch holds.
func TestOtherWritesShareTheGroupCommitAndARefusalIsTheirOwn(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "store.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	table := func(i int) store.Table {
		return store.Table{ID: fmt.Sprintf("t%02d", i), Created: time.Now(), Mode: "live", Status: "playing", Config: []byte("{}"), Version: 1}
	}
	const n = 40
	for i := range n {
		if err := st.CreateTable(ctx, table(i)); err != nil {
			t.Fatal(err)
		}
	}
	key := strings.Repeat("ab", 32)
	var wg sync.WaitGroup
	errs := make([][4]error, n)
	for i := range n {
		wg.Add(4)
		go func() { defer wg.Done(); errs[i][0] = st.CreateTable(ctx, table(i)) }()
		go func() { defer wg.Done(); _, errs[i][1] = st.Append(ctx, table(i).ID, 0, []byte("move"), "", nil) }()
		go func() { defer wg.Done(); errs[i][2] = st.Bind(ctx, table(i).ID, 1, key) }()
		go func() {
			defer wg.Done()
			errs[i][3] = st.PutPlayer(ctx, fmt.Sprintf("%s%02d", key[:62], i), []byte("{}"))
		}()
	}
	wg.Wait()
	for i, e := range errs {
		if !errors.Is(e[0], store.ErrExists) {
			t.Errorf("table %d made twice: %v", i, e[0])
		}
		for j, what := range []string{"", "its move", "its seat", "a player's record"} {
			if j > 0 && e[j] != nil {
				t.Errorf("table %d, %s: %v", i, what, e[j])
			}
		}
	}
	for i := range n {
		row, err := st.Table(ctx, table(i).ID)
		if err != nil || row.Length != 1 {
			t.Fatalf("table %d: %+v, %v", i, row, err)
		}
	}
	refs, err := st.SeatsOf(ctx, key)
	if err != nil || len(refs) != n {
		t.Fatalf("%d seats bound to the key, want %d (%v)", len(refs), n, err)
	}
}
