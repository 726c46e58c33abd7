//go:build !js

package sqlite_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"patron/netplay/store"
	"patron/netplay/store/sqlite"
)

// The writer never copies the write-ahead log back into the database
// itself (a commit that did waited hundreds of milliseconds, and every
// move of its group with it): the checkpointer does it while the store
// runs, so the database file takes the moves without a close, and the
// log does not grow for ever.
func TestTheLogIsCopiedBackWhileTheStoreRuns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	st, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	before := size(t, path)
	data := bytes.Repeat([]byte("m"), 2000)
	for i := range 20 {
		id := fmt.Sprintf("t%02d", i)
		if err := st.CreateTable(ctx, store.Table{ID: id, Created: time.Now(), Mode: "live", Status: "playing", Config: []byte("{}"), Version: 1}); err != nil {
			t.Fatal(err)
		}
		for seq := range 50 {
			if _, err := st.Append(ctx, id, seq, data, "", nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	// 1,000 moves of 2 KB: 2 MB in the log, and in the database once
	// it is copied back.
	deadline := time.Now().Add(10 * time.Second)
	for size(t, path) < before+1<<20 {
		if time.Now().After(deadline) {
			t.Fatalf("the database file holds %d bytes 10 s after 2 MB of moves (%d before): the log was not copied back", size(t, path), before)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func size(t *testing.T, path string) int64 {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}
