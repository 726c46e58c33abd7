//go:build !js

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"patron/netplay/online/faulty"
	"patron/netplay/online/sim"
)

// badNet is the network online-sim may put between its clients and its
// server: a faulty proxy (these machines have no netem).
type badNet struct {
	latency, jitter, cutEvery time.Duration
	bandwidth                 int // KB/s
}

func (b *badNet) flags(fs *flag.FlagSet) {
	fs.DurationVar(&b.latency, "latency", 0, "play a second run through a proxy that delays each direction this much (50ms: a 100 ms round trip), and report the latency it added")
	fs.DurationVar(&b.jitter, "jitter", 0, "with the proxy: each direction's delay varies by up to this, either way")
	fs.DurationVar(&b.cutEvery, "cut-every", 0, "with the proxy: once the tables play, cut every connection at a random moment, on average this long after it opened or came back")
	fs.IntVar(&b.bandwidth, "bandwidth", 0, "with the proxy: bound each direction of each connection to this many KB/s")
}

func (b *badNet) on() bool {
	return b.latency > 0 || b.jitter > 0 || b.cutEvery > 0 || b.bandwidth > 0
}

func (b *badNet) check() error {
	if b.latency < 0 || b.jitter < 0 || b.cutEvery < 0 || b.bandwidth < 0 {
		return badUsage("--latency, --jitter, --cut-every, --bandwidth: not below 0")
	}
	return nil
}

func (b *badNet) String() string {
	s := fmt.Sprintf("%v ± %v each way (a %v round trip)", b.latency, b.jitter, 2*b.latency)
	if b.bandwidth > 0 {
		s += fmt.Sprintf(", %d KB/s each way", b.bandwidth)
	}
	if b.cutEvery > 0 {
		s += fmt.Sprintf(", every connection cut about %v after it opened", b.cutEvery)
	}
	return s
}

// through runs cfg again with its clients through a faulty proxy in front
// of the server at addr (http://HOST:PORT). The cuts begin once every
// table plays: a seat joining is not cut.
func (b *badNet) through(addr string, to connector, cfg sim.Config) (*sim.Report, faulty.Stats, error) {
	p, err := faulty.New(strings.TrimPrefix(addr, "http://"), faulty.Config{
		Latency: b.latency, Jitter: b.jitter, Bandwidth: b.bandwidth << 10, Seed: cfg.Seed})
	if err != nil {
		return nil, faulty.Stats{}, err
	}
	defer p.Close()
	cfg.Connect = to("http://" + p.Addr())
	cfg.Playing = cutOnceAllPlay(p, cfg.Tables, b.cutEvery)
	r, err := sim.Run(context.Background(), cfg)
	return r, p.Stats(), err
}

// cutOnceAllPlay is a sim.Config.Playing that starts the proxy's cuts
// once the last of n tables plays.
func cutOnceAllPlay(p *faulty.Proxy, n int, every time.Duration) func() {
	var mu sync.Mutex
	playing := 0
	return func() {
		mu.Lock()
		defer mu.Unlock()
		if playing++; playing == n && every > 0 {
			p.SetCutEvery(every)
		}
	}
}

// added reports what the proxy's run measured against the direct one's.
func added(out io.Writer, direct, bad *sim.Report, net *badNet, st faulty.Stats) {
	fmt.Fprintf(out, "through a proxy: %v\n", net)
	fmt.Fprintf(out, "commands: %d in %.1f s; reconnects: %d (back in: median %v, p95 %v), the proxy cut %d connections of %d\n",
		bad.Commands, bad.Elapsed.Seconds(), bad.Reconnects, ms(bad.Back.P50), ms(bad.Back.P95), st.Cut, st.Accepted)
	line := func(what string, d, b sim.Latencies) {
		fmt.Fprintf(out, "%s: median %v, p99 %v (%d); added %v and %v to the direct run's\n",
			what, ms(b.P50), ms(b.P99), b.N, ms(b.P50-d.P50), ms(b.P99-d.P99))
	}
	line("commit", direct.Commit, bad.Commit)
	line("fan-out", direct.FanOut, bad.FanOut)
}
