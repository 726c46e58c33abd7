//go:build !js

package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"patron/netplay/identity"
	"patron/netplay/online"
	"patron/netplay/online/faulty"
	"patron/netplay/online/sim"
	"patron/netplay/transport"
)

// Tables over a bad network: 50 ms ± 10 ms each way between every client
// and the server, and every connection cut at random moments once the
// games are under way. Every game ends audited with a log that verifies,
// every seat comes back by itself, and the proxy was in the path: a move
// takes at least the round trip.
func TestGamesFinishOverABadNetwork(t *testing.T) {
	_, addr, stop, err := localServer()
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	const latency, jitter = 50 * time.Millisecond, 10 * time.Millisecond
	p, err := faulty.New(strings.TrimPrefix(addr, "http://"), faulty.Config{Latency: latency, Jitter: jitter})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	const tables = 3
	r, err := sim.Run(context.Background(), sim.Config{
		Connect: func(id *identity.Identity, name string) (*online.Client, error) {
			return online.New("http://"+p.Addr(), id, name, transport.Trust{})
		},
		Tables: tables, Players: 3, Bot: "random", Seed: 5, SeasonCap: 2,
		Playing: cutOnceAllPlay(p, tables, 4*time.Second), // games of ~8 s: two or three cuts a seat
		Back:    30 * time.Second, Limit: time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	st := p.Stats()
	t.Logf("%d tables, %d commands in %v; %d connections, %d cut, %d reconnects; commit p50 %v p99 %v, fan-out p50 %v p99 %v",
		r.Tables, r.Commands, r.Elapsed.Round(time.Millisecond), st.Accepted, st.Cut, r.Reconnects,
		r.Commit.P50, r.Commit.P99, r.FanOut.P50, r.FanOut.P99)
	if st.Cut < tables || r.Reconnects < tables {
		t.Fatalf("%d cuts, %d reconnects: the games were not cut under way", st.Cut, r.Reconnects)
	}
	// the round trip, less the jitter's worst either way
	if least := 2*latency - 2*jitter; r.Commit.P50 < least || r.FanOut.P50 < least {
		t.Fatalf("commit p50 %v, fan-out p50 %v: under the %v round trip, so not through the proxy", r.Commit.P50, r.FanOut.P50, 2*latency)
	}
}

// online-sim with --latency runs the tables twice, directly and through
// the proxy, and says what the proxy added.
func TestOnlineSimReportsTheLatencyAProxyAdds(t *testing.T) {
	f, err := parseSim([]string{"--tables", "1", "--players", "2", "--season-cap", "1", "--latency", "20ms", "--jitter", "5ms", "--bandwidth", "64"})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := runSim(f, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"through a proxy: 20ms ± 5ms each way (a 40ms round trip), 64 KB/s each way", "added", "every table audited fair"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("the report lacks %q:\n%s", want, out.String())
		}
	}
	t.Log("\n" + out.String())
	if _, err := parseSim([]string{"--server", "https://example.org", "--latency", "50ms"}); err == nil {
		t.Fatal("a proxy in front of another's server was taken")
	}
}
