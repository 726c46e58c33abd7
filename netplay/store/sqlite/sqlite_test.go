//go:build !js

package sqlite_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"patron/netplay/store/sqlite"
	"patron/netplay/store/storetest"
)

var backend = storetest.Backend{
	New:  func(t testing.TB) string { return filepath.Join(t.TempDir(), "store.db") },
	Open: sqlite.Open,
}

func TestMain(m *testing.M) {
	storetest.Child(backend)
	os.Exit(m.Run())
}

func TestStore(t *testing.T) { storetest.Run(t, backend) }

func BenchmarkAppend(b *testing.B) { storetest.BenchAppend(b, backend) }

func BenchmarkAppendParallel(b *testing.B) { storetest.BenchAppendParallel(b, backend) }

// BenchmarkAppendLive: 1,000 live tables, each committing a move a second.
func BenchmarkAppendLive(b *testing.B) { storetest.BenchAppendLive(b, backend, time.Second) }
