//go:build !js

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"patron/game/bot"
	"patron/netplay/identity"
	"patron/netplay/online"
	"patron/netplay/online/sim"
	"patron/netplay/server"
	"patron/netplay/store/sqlite"
	"patron/netplay/transport"
)

// simFlags are an online-sim run's settings.
type simFlags struct {
	server    string
	known     string
	tables    int
	players   int
	bot       string
	seed      uint64
	seasonCap int
	think     time.Duration
	spread    float64
	span      time.Duration
	net       badNet
}

func parseSim(args []string) (*simFlags, error) {
	fs := flag.NewFlagSet("online-sim", flag.ContinueOnError)
	f := &simFlags{}
	fs.StringVar(&f.server, "server", "", "the server (https://HOST:PORT); without it, one is started in this process on 127.0.0.1 with its tables in a temporary folder")
	fs.StringVar(&f.known, "known", "", "a file of servers' keys pinned on first use (for a server with a self-signed certificate); without it, the system's authorities vouch")
	fs.IntVar(&f.tables, "tables", 4, "tables played at once")
	fs.IntVar(&f.players, "players", 3, "seats at each table, each its own client connection")
	fs.StringVar(&f.bot, "bot", "random", "the level of every seat's bot")
	fs.Uint64Var(&f.seed, "seed", 1, "the bots' seed")
	fs.IntVar(&f.seasonCap, "season-cap", 0, "end each game as a draw after this many seasons (0: no limit)")
	fs.DurationVar(&f.think, "think", 0, "how long each bot waits before a decision")
	fs.Float64Var(&f.spread, "think-spread", 0, "vary each bot's wait evenly within --think × (1 ± this), 0 to 1: people do not all decide at one pace")
	fs.DurationVar(&f.span, "for", 0, "play for this long and stop, the games unfinished (a measure at a live pace, with --think); 0 plays every game to its end and audits it")
	f.net.flags(fs)
	if err := fs.Parse(args); err != nil {
		return nil, badUsage("%v", err)
	}
	switch {
	case fs.NArg() > 0:
		return nil, badUsage("unexpected arguments: %v", fs.Args())
	case f.spread < 0 || f.spread > 1:
		return nil, badUsage("--think-spread: 0 to 1")
	case f.span < 0:
		return nil, badUsage("--for: a duration of 0 or more")
	case f.tables < 1 || f.tables > 10_000:
		return nil, badUsage("--tables: 1 to 10000")
	case f.players < 2 || f.players > 5:
		return nil, badUsage("--players: 2 to 5")
	case !bot.Known(f.bot):
		return nil, badUsage("--bot: no bot of level %q", f.bot)
	case f.net.on() && f.server != "":
		return nil, badUsage("--latency, --jitter, --cut-every, --bandwidth: the proxy stands in front of the server this run starts, not --server")
	}
	if err := f.net.check(); err != nil {
		return nil, err
	}
	return f, nil
}

// Sim is `patron online-sim`: bot tables through a server, timed.
func Sim(args []string) int {
	f, err := parseSim(args)
	if err != nil {
		return exitCode("online-sim", err)
	}
	return exitCode("online-sim", runSim(f, os.Stdout))
}

// connector makes the clients of the server at an address.
type connector func(addr string) func(*identity.Identity, string) (*online.Client, error)

func runSim(f *simFlags, out io.Writer) error {
	addr, trust := f.server, transport.Trust{}
	if f.known != "" {
		trust.Known = transport.OpenKnown(f.known)
	}
	var local *server.Server
	if addr == "" {
		var stop func()
		var err error
		local, addr, stop, err = localServer()
		if err != nil {
			return err
		}
		defer stop()
	}
	to := func(addr string) func(*identity.Identity, string) (*online.Client, error) {
		return func(id *identity.Identity, name string) (*online.Client, error) {
			return online.New(addr, id, name, trust)
		}
	}
	cfg := sim.Config{
		Connect: to(addr),
		Tables:  f.tables, Players: f.players, Bot: f.bot, Seed: f.seed, SeasonCap: f.seasonCap, Think: f.think,
		Spread: f.spread, For: f.span,
	}
	r, err := sim.Run(context.Background(), cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "tables: %d, %d players each, every seat its own connection (bots: %s), through %s\n", r.Tables, f.players, f.bot, addr)
	fmt.Fprintf(out, "commands: %d in %.1f s\n", r.Commands, r.Elapsed.Seconds())
	fmt.Fprintf(out, "commit (a proposal until its commit is back): median %v, p99 %v (%d)\n", ms(r.Commit.P50), ms(r.Commit.P99), r.Commit.N)
	fmt.Fprintf(out, "fan-out (a proposal until each other seat applied it): median %v, p99 %v (%d)\n", ms(r.FanOut.P50), ms(r.FanOut.P99), r.FanOut.N)
	fmt.Fprintf(out, "once every table was seated: commit median %v, p99 %v (%d); fan-out median %v, p99 %v\n",
		ms(r.Steady.Commit.P50), ms(r.Steady.Commit.P99), r.Steady.Commit.N, ms(r.Steady.FanOut.P50), ms(r.Steady.FanOut.P99))
	fmt.Fprintf(out, "reconnects: %d", r.Reconnects)
	if r.Reconnects > 0 {
		fmt.Fprintf(out, " (back in: median %v, p95 %v)", ms(r.Back.P50), ms(r.Back.P95))
	}
	fmt.Fprintln(out)
	if local != nil {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		fmt.Fprintf(out, "memory of this process (server and clients): %.1f MB in use\n", float64(m.HeapInuse)/(1<<20))
	}
	if f.net.on() { // the same tables again over a bad network
		bad, st, err := f.net.through(addr, to, cfg)
		if err != nil {
			return fmt.Errorf("through the proxy: %w", err)
		}
		added(out, r, bad, &f.net, st)
	}
	if f.span > 0 {
		fmt.Fprintf(out, "stopped after %v, the games unfinished and not audited\n", f.span)
		return nil
	}
	fmt.Fprintln(out, "every table audited fair, its log verified")
	return nil
}

func ms(d time.Duration) string { return d.Round(100 * time.Microsecond).String() }

// localServer starts a server in this process on 127.0.0.1 (plain HTTP:
// nothing leaves the machine) with its tables in a temporary folder.
func localServer() (*server.Server, string, func(), error) {
	dir, err := os.MkdirTemp("", "patron-online-sim-")
	if err != nil {
		return nil, "", nil, err
	}
	st, err := sqlite.Open(filepath.Join(dir, "tables.db"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, "", nil, err
	}
	id, err := identity.New("server")
	if err != nil {
		return nil, "", nil, err
	}
	srv, err := server.New(context.Background(), server.Config{Store: st, Identity: id, App: "online-sim",
		Limits: server.Limits{Calls: 1e6, CallsBurst: 1e6, ConnsPerAddr: 1e6, ConnsPerKey: 64, Creates: 1e6, Running: 1e6}})
	if err != nil {
		st.Close()
		os.RemoveAll(dir)
		return nil, "", nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", nil, err
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	stop := func() {
		hs.Close()
		srv.Close()
		st.Close()
		os.RemoveAll(dir)
	}
	return srv, "http://" + ln.Addr().String(), stop, nil
}
