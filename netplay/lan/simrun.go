package lan

import (
	"bytes"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"time"

	"patron/game"
)

// SimRun plays bot games (patron lan-sim) between a host in this process
// and joiners in processes of their own, over QUIC on 127.0.0.1, and times
// them against the same games (same seeds, same bots) played in this one
// process: between machines over in-memory connections, and in one
// game.Game with no session at all. It prints each game and the totals to
// Out.
type SimRun struct {
	Sim   Sim // the first game's table; game k has seed Sim.Seed+k
	Games int
	Limit time.Duration // a game not over after this long is an error
	Dir   string        // where the joiners write their timings
	Out   io.Writer
	// Joiner is the process of the joiner in seat at addr (the session
	// code code) for the Sim s: a bot playing the seat with the Sim's seed
	// and level, writing its timings (WriteTrace) to trace, and printing
	// its end (PrintEnd).
	Joiner func(addr, code string, s Sim, seat int, trace string) *exec.Cmd
}

// Run plays the games; the first that goes wrong is the error.
func (sr SimRun) Run() error {
	var tot simTotals
	for k := range sr.Games {
		s := sr.Sim
		s.Seed += uint64(k)
		r, err := sr.game(s)
		if err != nil {
			return fmt.Errorf("game %d (seed %d): %w", k+1, s.Seed, err)
		}
		r.print(sr.Out, k+1, s)
		tot.add(r)
	}
	tot.print(sr.Out)
	return nil
}

// simResult is one game of lan-sim, timed three ways.
type simResult struct {
	commands        int
	winner          string
	net, netWall    time.Duration // processes over QUIC: start to the last machine's last command; the whole run
	piped, alone    time.Duration // in this process: over in-memory connections; one game.Game
	trips           RoundTrips
	machines, fairs int
}

func (sr SimRun) game(s Sim) (simResult, error) {
	limit := sr.Limit
	var r simResult
	g, alone, err := timeAlone(s)
	if err != nil {
		return r, fmt.Errorf("alone: %w", err)
	}
	r.alone, r.commands, r.winner = alone, len(g.PublicLog()), ResultText(nil, g.Pub.Result)
	if r.piped, err = timePiped(s, limit); err != nil {
		return r, fmt.Errorf("in one process: %w", err)
	}
	run, outs, err := sr.overProcesses(s)
	if err != nil {
		return r, err
	}
	r.netWall = run.Took
	r.net = played(run)
	r.trips = TripsOf(run.Traces)
	r.machines = len(outs)
	for i, o := range outs {
		switch {
		case o.hash != g.PublicHash():
			return r, fmt.Errorf("machine %d ends with hash %016x; the game alone ends with %016x", i, o.hash, g.PublicHash())
		case !o.fair:
			return r, fmt.Errorf("machine %d's audit is not clean", i)
		}
		r.fairs++
	}
	return r, nil
}

// timeAlone plays the Sim's game in one game.Game, three times, and takes
// the median time.
func timeAlone(s Sim) (*game.Game, time.Duration, error) {
	var g *game.Game
	var ds []time.Duration
	for range 3 {
		t := time.Now()
		var err error
		if g, err = s.Alone(); err != nil {
			return nil, 0, err
		}
		ds = append(ds, time.Since(t))
	}
	return g, Quantile(ds, .5), nil
}

// timePiped plays the Sim between machines in this process over in-memory
// connections, three times, and takes the median play time.
func timePiped(s Sim, limit time.Duration) (time.Duration, error) {
	var ds []time.Duration
	for range 3 {
		run, err := s.Piped(limit)
		if err != nil {
			return 0, err
		}
		ds = append(ds, played(run))
	}
	return Quantile(ds, .5), nil
}

// played is a run's time from the start to the last machine applying the
// last command.
func played(run Run) time.Duration {
	var last time.Time
	for _, t := range run.Traces {
		if n := len(t.Applied); n > 0 && t.Applied[n-1].After(last) {
			last = t.Applied[n-1]
		}
	}
	return last.Sub(run.Start)
}

// machineEnd is how one machine ended: its final hash and audit.
type machineEnd struct {
	hash uint64
	fair bool
}

// The joiners' last lines, compiled when a run over processes first reads
// them, not at every program's start (the browser's start-up holds its page).
var (
	hashLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^public hash: ([0-9a-f]{16})$`) })
	fairLine = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^audit: every hidden answer checked: fair play$`)
	})
)

// overProcesses hosts the Sim here and runs each joiner as a process.
func (sr SimRun) overProcesses(s Sim) (Run, []machineEnd, error) {
	limit := sr.Limit
	run := Run{Start: time.Now()}
	begin := run.Start
	srv, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Discovery: "127.0.0.1:0", Table: s.HostConfig()})
	if err != nil {
		return run, nil, err
	}
	defer srv.Close()
	addr := fmt.Sprintf("127.0.0.1:%d", srv.Port())
	type proc struct {
		cmd      *exec.Cmd
		out, err bytes.Buffer
		trace    string
		done     chan error
	}
	var procs []*proc
	defer func() {
		for _, p := range procs {
			if p.cmd.ProcessState == nil {
				p.cmd.Process.Kill()
				<-p.done
			}
		}
	}()
	for _, seat := range s.Joiners() {
		p := &proc{trace: filepath.Join(sr.Dir, fmt.Sprintf("seed%d-seat%d.trace", s.Seed, seat)), done: make(chan error, 1)}
		p.cmd = sr.Joiner(addr, srv.Code(), s, seat, p.trace)
		p.cmd.Stdout, p.cmd.Stderr = &p.out, &p.err
		if err := p.cmd.Start(); err != nil {
			return run, nil, err
		}
		go func() { p.done <- p.cmd.Wait() }()
		procs = append(procs, p)
	}
	deadline := time.Now().Add(30 * time.Second)
	for !srv.Ready() {
		if time.Now().After(deadline) {
			return run, nil, fmt.Errorf("the joiners did not all sit down in 30 s")
		}
		srv.Wait(50 * time.Millisecond)
		srv.Step()
	}
	run.Start = time.Now()
	if err := srv.Start(); err != nil {
		return run, nil, err
	}
	host := &Trace{}
	o, err := srv.Play(Play{Bots: s.HostBots(), Limit: limit, Trace: host})
	if err != nil {
		return run, nil, fmt.Errorf("the host: %w", err)
	}
	srv.Farewell(10 * time.Second)
	ends := []machineEnd{{hash: o.Hash, fair: o.Audited && game.Fair(o.Findings)}}
	run.Traces = []*Trace{host}
	for i, p := range procs {
		var err error
		select {
		case err = <-p.done:
		case <-time.After(30 * time.Second):
			err = fmt.Errorf("still running 30 s after the host's end")
		}
		if err != nil {
			return run, nil, fmt.Errorf("joiner %d: %v\n%s%s", i+1, err, p.out.String(), p.err.String())
		}
		m := hashLine().FindSubmatch(p.out.Bytes())
		if m == nil {
			return run, nil, fmt.Errorf("joiner %d printed no hash:\n%s", i+1, p.out.String())
		}
		h, _ := strconv.ParseUint(string(m[1]), 16, 64)
		ends = append(ends, machineEnd{hash: h, fair: fairLine().Match(p.out.Bytes())})
		t, err := ReadTrace(p.trace)
		if err != nil {
			return run, nil, err
		}
		run.Traces = append(run.Traces, t)
	}
	run.Took = time.Since(begin)
	return run, ends, nil
}

// print reports one game; the lan-sim report is a developer's measurement,
// like patron fps, and stays English (its winner too: ResultText(nil, …)).
func (r simResult) print(w io.Writer, k int, s Sim) {
	fmt.Fprintf(w, "game %d (seed %d): %d commands, %s; %d machines end with the same hash, %d audits fair\n",
		k, s.Seed, r.commands, r.winner, r.machines, r.fairs)
	fmt.Fprintf(w, "  processes over QUIC: %v to play (%v with start-up, joining and leaving)\n", ms(r.net), ms(r.netWall))
	fmt.Fprintf(w, "  in one process: %v between machines over in-memory connections, %v in one game.Game\n", ms(r.piped), ms(r.alone))
}

// simTotals adds the games up.
type simTotals struct {
	games, commands            int
	net, netWall, piped, alone time.Duration
	trips                      RoundTrips
}

func (t *simTotals) add(r simResult) {
	t.games++
	t.commands += r.commands
	t.net += r.net
	t.netWall += r.netWall
	t.piped += r.piped
	t.alone += r.alone
	t.trips.Add(r.trips)
}

func (t *simTotals) print(w io.Writer) {
	fmt.Fprintf(w, "total: %d games, %d commands\n", t.games, t.commands)
	fmt.Fprintf(w, "  processes over QUIC:                   %v to play, %v wall\n", ms(t.net), ms(t.netWall))
	fmt.Fprintf(w, "  one process, in-memory connections:    %v   ratio %.2f×\n", ms(t.piped), ratio(t.net, t.piped))
	fmt.Fprintf(w, "  one game.Game, no session, no network: %v   ratio %.0f×\n", ms(t.alone), ratio(t.net, t.alone))
	fmt.Fprintf(w, "  per command over QUIC: %v\n", (t.net / time.Duration(max(1, t.commands))).Round(time.Microsecond))
	rt := t.trips
	if len(rt.Back) == 0 {
		fmt.Fprintln(w, "round trip: no Faction player on a joiner at this table")
		return
	}
	fmt.Fprintf(w, "round trip of a Faction joiner's proposal (%d proposals):\n", len(rt.Back))
	for _, row := range []struct {
		what string
		ds   []time.Duration
	}{
		{"to its commit back", rt.Back},
		{"  up: to the host's commit", rt.Up},
		{"  down: back to the proposer", rt.Down},
		{"to every machine applying it", rt.All},
	} {
		fmt.Fprintf(w, "  %-30s median %v, p99 %v\n", row.what+":", us(Quantile(row.ds, .5)), us(Quantile(row.ds, .99)))
	}
	fmt.Fprintf(w, "  slowest: %v\n", us(slices.Max(rt.All)))
}

func ratio(a, b time.Duration) float64 {
	if b <= 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func ms(d time.Duration) string { return d.Round(10 * time.Microsecond).String() }
func us(d time.Duration) string { return d.Round(time.Microsecond).String() }
