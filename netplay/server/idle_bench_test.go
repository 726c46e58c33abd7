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
	"patron/netplay/server"
	"patron/netplay/session"
)

// idleTables makes n tables that wait on a person who went away mid-game:
// the Patrón's player plays some commands against the server's bots, then
// leaves his seat (his connection closed, his seat his), as a turn-based
// table spends most of its days.
func idleTables(b *testing.B, r *running, mode string, n, commands int) {
	ctx := context.Background()
	for i := 0; i < n; i++ {
		c := r.client(b, "Pablo")
		var clock lobby.Clock
		if mode == lobby.Turn {
			clock = threeDays
		}
		made, err := c.Create(ctx, lobby.Create{Name: "idle", Mode: mode, Seats: []lobby.SeatConfig{{}, {Bot: "random"}, {Bot: "random"}}, Clock: clock})
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
		if err == nil { // the game ended first: not a table that waits
			i--
			continue
		}
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
// turn-based table, which sleeps: sleep.go; a live one stays open). It
// reports bytes/table.
func BenchmarkIdleTableMemory(b *testing.B) {
	for _, mode := range []string{lobby.Turn, lobby.Live} {
		for _, commands := range []int{60, 200} {
			b.Run(fmt.Sprintf("%s-%d-commands", mode, commands), func(b *testing.B) { idleMemory(b, mode, commands) })
		}
	}
}

func idleMemory(b *testing.B, mode string, commands int) {
	const n = 40
	for range b.N {
		r := startServer(b)
		idleTables(b, r, mode, 2, commands) // the first tables warm every cache
		settle(b, r, mode, 2)
		before := heapInUse()
		idleTables(b, r, mode, n, commands)
		settle(b, r, mode, 2+n)
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

// settle waits for the idle tables to be as idle as they get: the
// connections' goroutines ended, and turn-based ones asleep.
func settle(b *testing.B, r *running, mode string, n int) {
	time.Sleep(200 * time.Millisecond)
	for deadline := time.Now().Add(30 * time.Second); mode == lobby.Turn && server.Asleep(r.srv) < n; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			b.Fatalf("%d of %d tables asleep", server.Asleep(r.srv), n)
		}
	}
}
