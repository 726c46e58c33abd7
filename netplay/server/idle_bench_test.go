//go:build !js

package server_test

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"

	"patron/netplay/lan"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/session"
)

// idleTables makes n tables that wait on a person who went away mid-game:
// the Patrón's player plays some commands against the server's bots, then
// leaves his seat (his connection closed, his seat his), as a turn-based
// table spends most of its days.
func idleTables(b *testing.B, r *running, n, commands int) {
	ctx := context.Background()
	for i := range n {
		c := r.client(b, "Pablo")
		made, err := c.Create(ctx, lobby.Create{Name: "idle", Mode: lobby.Live, Seats: []lobby.SeatConfig{{}, {Bot: "random"}, {Bot: "random"}}})
		if err != nil {
			b.Fatal(err)
		}
		p, err := c.Join(ctx, made.ID, made.Invite, online.Seat{Seat: 0})
		if err != nil {
			b.Fatal(err)
		}
		_, err = lan.PlayPeer(p, lan.Play{
			Bots: session.Bots{Levels: map[int]string{0: "random"}, Seed: uint64(i)},
			Tend: func() error {
				if len(p.Log()) >= commands {
					return errEnough
				}
				return nil
			},
			Limit: time.Minute,
		})
		if err != errEnough {
			b.Fatalf("table %d: %v", i, err)
		}
		p.Close()
		<-p.Over()
		c.Close()
	}
}

var errEnough = errorString("enough")

type errorString string

func (e errorString) Error() string { return string(e) }

func heapInUse() uint64 {
	var m runtime.MemStats
	for range 3 {
		runtime.GC()
	}
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// BenchmarkIdleTableMemory is the server's memory for each table that
// waits on an absent person (the goal: at most 100 KB an idle
// turn-based table). It reports bytes/table.
func BenchmarkIdleTableMemory(b *testing.B) {
	for _, commands := range []int{60, 200} {
		b.Run(fmt.Sprintf("%d-commands", commands), func(b *testing.B) { idleMemory(b, commands) })
	}
}

func idleMemory(b *testing.B, commands int) {
	const n = 40
	for range b.N {
		r := startServer(b)
		idleTables(b, r, 2, commands) // the first tables warm every cache
		time.Sleep(200 * time.Millisecond)
		before := heapInUse()
		idleTables(b, r, n, commands)
		time.Sleep(200 * time.Millisecond) // the connections' goroutines end
		after := heapInUse()
		b.ReportMetric(float64(after-before)/n, "bytes/table")
		if path := os.Getenv("PATRON_IDLE_HEAP"); path != "" { // where the bytes are: go tool pprof
			f, err := os.Create(path)
			if err != nil {
				b.Fatal(err)
			}
			pprof.WriteHeapProfile(f)
			f.Close()
		}
		r.stop()
	}
}
