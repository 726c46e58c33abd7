package sqlite_test

import (
	"os"
	"path/filepath"
	"testing"

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
