//go:build !js

package cli

import (
	"context"
	"crypto/tls"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"golang.org/x/time/rate"

	"patron/netplay/identity"
	"patron/netplay/server"
	"patron/netplay/store"
	"patron/netplay/store/postgres"
	"patron/netplay/store/sqlite"
	"patron/netplay/transport"
	"patron/version"
	"patron/web"
)

// serveFlags are a server's settings, as its flags give them.
type serveFlags struct {
	addr, data, db string
	domain         string
	cert, key      string
	plain          bool
	web            string
	origins        string
	verbose        bool
	drain          time.Duration
	calls          float64 // the lobby's calls an address may make each second
	conns          int     // the tables' connections an address may hold
	metrics        string  // where the metrics are served ("": nowhere)
	metricsAnyway  bool    // --metrics on an address that is not loopback
}

func parseServe(args []string) (*serveFlags, error) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	f := &serveFlags{}
	fs.StringVar(&f.addr, "addr", ":8443", "the address to listen on (HOST:PORT)")
	fs.StringVar(&f.data, "data", "patron-server", "the folder the server keeps its key, its certificate and (without --db) its tables in")
	fs.StringVar(&f.db, "db", "", "keep the tables in PostgreSQL at this URL (postgres://…) instead of SQLite under --data")
	fs.StringVar(&f.domain, "domain", "", "get a certificate for this domain from Let's Encrypt (ACME); the server must be reachable on port 443 under it")
	fs.StringVar(&f.cert, "cert", "", "the certificate's PEM file (with --key)")
	fs.StringVar(&f.key, "key", "", "the certificate key's PEM file (with --cert)")
	fs.BoolVar(&f.plain, "plain", false, "no TLS: behind a reverse proxy that does it, listening on a loopback address")
	fs.StringVar(&f.web, "web", "", "serve the browser edition from this folder (scripts/web-build.sh makes it); without it, the one beside the binary (web/, ../share/patron/web, ../Resources/web)")
	fs.StringVar(&f.origins, "origins", "", "other web origins allowed to open tables, comma-separated (https://example.org)")
	fs.DurationVar(&f.drain, "drain", 10*time.Second, "on SIGTERM, how long the tables get to tell their players before the server stops")
	fs.Float64Var(&f.calls, "calls", float64(server.DefaultLimits.Calls), "the lobby's calls one address may make each second")
	fs.IntVar(&f.conns, "conns", server.DefaultLimits.ConnsPerAddr, "the tables' connections one address may hold open at once")
	fs.StringVar(&f.metrics, "metrics", "", "serve the metrics (Prometheus format, /metrics) on this local address, apart from the players' (127.0.0.1:9464); off by default")
	fs.BoolVar(&f.metricsAnyway, "metrics-anywhere", false, "let --metrics listen on an address that is not loopback: the metrics tell anyone how busy the server is and where its limits stand, so keep them behind a firewall")
	fs.BoolVar(&f.verbose, "v", false, "log every table's events, not only what an operator must see")
	if err := fs.Parse(args); err != nil {
		return nil, badUsage("%v", err)
	}
	if fs.NArg() > 0 {
		return nil, badUsage("unexpected arguments: %v", fs.Args())
	}
	ways := 0
	for _, on := range []bool{f.domain != "", f.cert != "" || f.key != "", f.plain} {
		if on {
			ways++
		}
	}
	switch {
	case ways > 1:
		return nil, badUsage("choose one of --domain, --cert/--key and --plain")
	case (f.cert == "") != (f.key == ""):
		return nil, badUsage("--cert and --key go together")
	case f.calls <= 0 || f.conns <= 0:
		return nil, badUsage("--calls and --conns are above 0")
	}
	if f.metrics != "" && !f.metricsAnyway && !loopback(f.metrics) {
		return nil, badUsage("--metrics listens on a loopback address (127.0.0.1:9464) unless --metrics-anywhere: the metrics tell strangers how busy the server is and how near its limits")
	}
	if f.plain {
		host, _, err := net.SplitHostPort(f.addr)
		if err != nil {
			return nil, badUsage("--addr: %v", err)
		}
		if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return nil, badUsage("--plain listens on a loopback address only (127.0.0.1:PORT), for a reverse proxy on this machine: without TLS, anyone between could read and change what players send")
		}
	}
	return f, nil
}

// Serve is `patron serve`: it runs until SIGINT or SIGTERM, then drains.
func Serve(args []string) int {
	f, err := parseServe(args)
	if err != nil {
		return exitCode("serve", err)
	}
	return exitCode("serve", serve(f))
}

func serve(f *serveFlags) error {
	tuneGC()
	level := slog.LevelInfo
	if f.verbose {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	if err := os.MkdirAll(f.data, 0o700); err != nil {
		return err
	}
	id, made, err := identity.LoadOrCreate(filepath.Join(f.data, "server-identity.json"), "server")
	if err != nil {
		return err
	}
	if made {
		log.Info("the server made its key", "key", id.Public())
	}
	st, err := openStore(f)
	if err != nil {
		return err
	}
	defer st.Close()
	tlsConf, fingerprint, err := serverTLS(f)
	if err != nil {
		return err
	}
	lim := server.DefaultLimits
	lim.Calls, lim.CallsBurst, lim.ConnsPerAddr = rate.Limit(f.calls), max(lim.CallsBurst, int(4*f.calls)), f.conns
	cfg := server.Config{Store: st, Identity: id, Log: log, App: version.String(), Origins: splitList(f.origins), Limits: lim,
		BehindProxy: f.plain}
	exe, _ := os.Executable()
	if dir := findWeb(f.web, exe); dir != "" {
		web, err := web.Handler(dir)
		if err != nil {
			return err
		}
		cfg.Web = web
		log.Info("serving the browser edition at /", "dir", dir)
	} else {
		log.Warn("no browser edition to serve: only the desktop game can play here; put a browser build (scripts/web-build.sh DIR) in one of the folders, or pass --web DIR",
			"lookedIn", webBeside(exe))
	}
	srv, err := server.New(context.Background(), cfg)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", f.addr)
	if err != nil {
		srv.Close()
		return fmt.Errorf("cannot listen on %s: %w", f.addr, err)
	}
	if tlsConf != nil {
		ln = tls.NewListener(ln, tlsConf)
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute,
		MaxHeaderBytes: 16 << 10, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	if f.metrics != "" {
		stop, err := serveMetrics(f.metrics, srv, log)
		if err != nil {
			ln.Close()
			srv.Close()
			return err
		}
		defer stop()
	}
	log.Info("serving", "addr", ln.Addr().String(), "tls", tlsConf != nil, "fingerprint", fingerprint, "key", id.Public(), "version", version.String())
	fmt.Fprintf(os.Stderr, "patron serve: listening on %s%s\n", ln.Addr(), fingerprintLine(fingerprint))
	failed := make(chan error, 1)
	go func() { failed <- hs.Serve(ln) }()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	select {
	case err := <-failed:
		srv.Close()
		return err
	case s := <-sig:
		log.Info("stopping", "signal", s.String(), "drain", f.drain.String())
	}
	ctx, cancel := context.WithTimeout(context.Background(), f.drain)
	defer cancel()
	srv.Drain(ctx)
	hs.Shutdown(ctx)
	srv.Close()
	return nil
}

func fingerprintLine(fp string) string {
	if fp == "" {
		return ""
	}
	return "\n  the certificate's key (players who pin it see it on first use): " + fp
}

// openStore opens PostgreSQL with --db, SQLite under --data otherwise.
func openStore(f *serveFlags) (store.Store, error) {
	if f.db != "" {
		if !strings.HasPrefix(f.db, "postgres://") && !strings.HasPrefix(f.db, "postgresql://") {
			return nil, badUsage("--db takes a postgres:// URL")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		return postgres.Open(ctx, f.db)
	}
	return sqlite.Open(filepath.Join(f.data, "tables.db"))
}

// serverTLS is the TLS the flags ask for, and its key's fingerprint when
// it is known (nil for --plain).
func serverTLS(f *serveFlags) (*tls.Config, string, error) {
	switch {
	case f.plain:
		return nil, "", nil
	case f.cert != "":
		return transport.TLSFromFiles(f.cert, f.key)
	case f.domain != "":
		return transport.TLSFromACME(f.domain, filepath.Join(f.data, "acme")), "", nil
	}
	return transport.TLSSelfSigned(filepath.Join(f.data, "tls"))
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
