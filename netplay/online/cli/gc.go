//go:build !js

package cli

import (
	"os"
	"runtime/debug"
)

// serveGC is the collector's target for patron serve when GOGC does not
// set one: the heap grows to 5 times what is live between collections
// (Go's default is 2). At 1,000 live tables, nearly every move slower than
// 50 ms was made while a collection ran (each took about 300 ms, marking
// the 19,000 goroutines' stacks of 3,000 connections besides the heap),
// one collection every 5 s; with 400 there is one every 15 to 20 s, and
// commit p99 fell from 83 ms to 39 ms (docs/online.md). It costs memory:
// about 700 MB in use at 1,000 live tables where 210 MB was, and a few
// tens of MB for a handful of tables. GOMEMLIMIT bounds it on a small
// machine: the collector then runs more often as the limit nears.
const serveGC = 400

// tuneGC sets serveGC unless the environment chose.
func tuneGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(serveGC)
	}
}
