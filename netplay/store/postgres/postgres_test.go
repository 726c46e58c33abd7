//go:build !js

package postgres_test

import (
	"context"
	"os"
	"testing"
	"time"

	"patron/netplay/store"
	"patron/netplay/store/postgres"
	"patron/netplay/store/postgres/pgtest"
	"patron/netplay/store/storetest"
)

var backend = storetest.Backend{
	New: pgtest.Database,
	Open: func(url string) (store.Store, error) {
		return postgres.Open(context.Background(), url)
	},
}

// TestMain starts one PostgreSQL for the package, unless the test binary
// runs as the kill test's child, which uses its parent's.
func TestMain(m *testing.M) {
	storetest.Child(backend)
	os.Exit(pgtest.Main(m))
}

func TestStore(t *testing.T) { storetest.Run(t, backend) }

func BenchmarkAppend(b *testing.B) { storetest.BenchAppend(b, backend) }

func BenchmarkAppendParallel(b *testing.B) { storetest.BenchAppendParallel(b, backend) }

// BenchmarkAppendLive: 1,000 live tables, each committing a move a second.
func BenchmarkAppendLive(b *testing.B) { storetest.BenchAppendLive(b, backend, time.Second) }
