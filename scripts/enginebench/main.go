//go:build !js

// Command enginebench plays random games as fast as the engine goes, on
// the goroutine it runs on, and prints how many a second of the core's
// time and a digest of every game's end (its public and secret hashes):
// the yardstick of issue 34's engine goal, run side by side with another
// build of the engine by scripts/engine-bench.sh, which copies this file
// into that build. It uses only the engine's public calls, so that it
// builds against older ones.
//
//	go run ./scripts/enginebench -games 20000 -seed 1
package main

import (
	"crypto/sha256"
	"encoding/binary"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"syscall"
	"time"

	"patron/game"
)

func main() {
	games := flag.Int("games", 20000, "random games to play")
	seed := flag.Uint64("seed", 1, "the run's seed: game i is dealt from seed+i, its commands drawn from a generator seeded with it")
	flag.Parse()
	if *games < 1 {
		fmt.Fprintln(os.Stderr, "enginebench: --games must be at least 1")
		os.Exit(2)
	}
	digest := sha256.New()
	buf := make([]game.Command, 0, 512)
	commands := 0
	start := cpuTime()
	for i := range *games {
		s := *seed + uint64(i)
		sec := game.SeedFrom(s)
		g, err := game.New(game.Options{Seed: s, Players: 2, SeasonCap: 15}, &sec)
		if err != nil {
			fmt.Fprintln(os.Stderr, "enginebench:", err)
			os.Exit(1)
		}
		g.SetLogging(false)
		r := rand.New(rand.NewPCG(s, 2))
		for !g.Over() {
			buf = g.Legal(buf[:0])
			if _, err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
				fmt.Fprintf(os.Stderr, "enginebench: game %d: %v\n", i, err)
				os.Exit(1)
			}
			commands++
		}
		var end [16]byte
		binary.BigEndian.PutUint64(end[:8], g.PublicHash())
		binary.BigEndian.PutUint64(end[8:], g.SecretHash())
		digest.Write(end[:])
	}
	elapsed := cpuTime() - start
	fmt.Printf("games/s %.0f\ncommands/game %.1f\ndigest %x\n", float64(*games)/elapsed.Seconds(),
		float64(commands)/float64(*games), digest.Sum(nil)[:12])
}

// cpuTime is the time the process has had a core so far (user and
// system): games a second of it do not count other work on a busy
// machine, which a wall clock would.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		fmt.Fprintln(os.Stderr, "enginebench:", err)
		os.Exit(1)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
