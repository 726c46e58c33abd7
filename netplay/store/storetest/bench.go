package storetest

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"patron/netplay/store"
)

// What a benchmark appends: a signed move of about the size the server
// keeps, and a table state of about a live table's (seats, clocks).
var (
	benchEntry = bytes.Repeat([]byte("m"), 400)
	benchState = bytes.Repeat([]byte("s"), 1000)
)

// BenchAppend measures one Append after another to one table, each
// durable before the next: the latency of a lone commit.
func BenchAppend(b *testing.B, bk Backend) {
	s, ctx := fresh(b, bk), context.Background()
	create(b, ctx, s, table("bench"))
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for seq := 0; b.Loop(); seq++ {
		start := time.Now()
		if _, err := s.Append(ctx, "bench", seq, benchEntry, "playing", benchState); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
	}
	reportLatency(b, lat)
}

// BenchTables is how many tables BenchAppendParallel appends to at once:
// the server's goal is 1,000 live tables on 2 cores.
const BenchTables = 1000

// BenchAppendParallel measures Appends to BenchTables tables at once, one
// goroutine a table appending as fast as its commits return: saturation,
// so the p99 it reports is the worst a server of that many tables sees
// from the store.
func BenchAppendParallel(b *testing.B, bk Backend) {
	s, ctx := benchTables(b, bk)
	var next atomic.Int64
	var mu sync.Mutex
	var lat []time.Duration
	b.SetParallelism((BenchTables + 1) / max(1, runtime.GOMAXPROCS(0)))
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		id := fmt.Sprintf("p%04d", next.Add(1)-1)
		var mine []time.Duration
		for seq := 0; pb.Next(); seq++ {
			start := time.Now()
			if _, err := s.Append(ctx, id, seq, benchEntry, "playing", benchState); err != nil {
				b.Error(err)
				return
			}
			mine = append(mine, time.Since(start))
		}
		mu.Lock()
		lat = append(lat, mine...)
		mu.Unlock()
	})
	b.StopTimer()
	if n := next.Load(); n > BenchTables {
		b.Fatalf("%d goroutines for %d tables", n, BenchTables)
	}
	reportLatency(b, lat)
}

// BenchAppendLive measures Appends to BenchTables tables at once, each
// table committing once every interval (its first at a random moment of
// the first), as live tables do: the p99 it reports is the latency a
// server of that many tables at that pace sees from the store. ns/op is
// the pace's, not the store's.
func BenchAppendLive(b *testing.B, bk Backend, interval time.Duration) {
	s, ctx := benchTables(b, bk)
	lat := make([][]time.Duration, BenchTables)
	var wg sync.WaitGroup
	var next atomic.Int64
	b.ResetTimer()
	start := time.Now()
	for i := range BenchTables {
		id := fmt.Sprintf("p%04d", i)
		offset := time.Duration(rand.Int64N(int64(interval)))
		wg.Go(func() {
			for seq := 0; next.Add(1) <= int64(b.N); seq++ {
				time.Sleep(time.Until(start.Add(offset + time.Duration(seq)*interval)))
				t0 := time.Now()
				if _, err := s.Append(ctx, id, seq, benchEntry, "playing", benchState); err != nil {
					b.Error(err)
					return
				}
				lat[i] = append(lat[i], time.Since(t0))
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	reportLatency(b, slices.Concat(lat...))
}

// benchTables opens a store on a new database with BenchTables tables.
func benchTables(b *testing.B, bk Backend) (store.Store, context.Context) {
	s, ctx := fresh(b, bk), context.Background()
	var wg sync.WaitGroup
	for w := range 16 {
		wg.Go(func() {
			for i := w; i < BenchTables; i += 16 {
				create(b, ctx, s, table(fmt.Sprintf("p%04d", i)))
			}
		})
	}
	wg.Wait()
	return s, ctx
}

// reportLatency reports the median and the 99th percentile of the
// commits' latencies, in milliseconds.
func reportLatency(b *testing.B, lat []time.Duration) {
	if len(lat) == 0 {
		return
	}
	slices.Sort(lat)
	at := func(q float64) float64 {
		return float64(lat[min(len(lat)-1, int(q*float64(len(lat))))]) / float64(time.Millisecond)
	}
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
}
