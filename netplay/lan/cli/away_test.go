package cli

import (
	"syscall"
	"testing"
	"time"

	"patron/cmdtest"
)

// A joiner killed outright (SIGKILL: no goodbye) is shown away by the host
// and by the other joiner, each printing the seat's line: before issue 32
// QUIC's idle timeout of 20 s left it "connected" that long; now it is 4 s
// (the transport's own test checks the timers). The wait is bounded
// generously (lanTestTime) and the delay logged;
// BenchmarkAKilledJoinerIsShownAway measures it.
func TestAKilledJoinerIsShownAwaySoon(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	host, other := killedJoinerShownAway(t, &lanTest{bin: cmdtest.Binary(t)})
	t.Logf("the killed joiner shown away %v after its death by the host, %v by the other joiner",
		host.Round(time.Millisecond), other.Round(time.Millisecond))
}

// BenchmarkAKilledJoinerIsShownAway is how long after a joiner's death
// (SIGKILL, mid-game) the host prints it away (s/away-host) and the other
// joiner does (s/away-other); each op is a table of three processes.
func BenchmarkAKilledJoinerIsShownAway(b *testing.B) {
	l := &lanTest{bin: cmdtest.Binary(b)}
	var host, other time.Duration
	for range b.N {
		h, o := killedJoinerShownAway(b, l)
		host += h
		other += o
	}
	b.ReportMetric(host.Seconds()/float64(b.N), "s/away-host")
	b.ReportMetric(other.Seconds()/float64(b.N), "s/away-other")
}

// killedJoinerShownAway starts a host and two joiners, kills the second
// mid-game, and returns how long after its death the host and the first
// joiner said it was away.
func killedJoinerShownAway(t testing.TB, l *lanTest) (host, other time.Duration) {
	t.Helper()
	h := l.host(t, "--players", "3", "--patron", "bot", "--seats", "open,open")
	a := l.start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "20ms")
	b := l.start(t, "join", h.addr, "--code", h.code, "--seat", "2", "--think", "20ms", "-v")
	b.waitFor(t, `^cmd (2\d|[3-9]\d|\d{3,}) `)
	b.cmd.Process.Signal(syscall.SIGKILL)
	killed := time.Now()
	<-b.done
	away := `^seat 2 \(.*\): .* is away \(the table waits for them to come back\)$`
	h.waitFor(t, away)
	host = time.Since(killed)
	a.waitFor(t, away)
	return host, time.Since(killed)
}
