//go:build !js

package sim_test

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"patron/netplay/identity"
	"patron/netplay/online"
	"patron/netplay/online/sim"
	"patron/netplay/server"
	"patron/netplay/store/sqlite"
	"patron/netplay/transport"
)

// envOr reads a benchmark's setting from the environment.
func envOr[T any](name string, def T, parse func(string) (T, error)) T {
	if v, err := parse(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// BenchmarkLiveTables plays many live tables at once through one server
// in this process, three seats a table, each its own client connection,
// every bot deciding at a person's pace (PATRON_LIVE_THINK, 2 s), for
// PATRON_LIVE_FOR (30 s), with every commit stored durably (SQLite, WAL,
// synchronous=FULL). It reports commit and fan-out latencies and the
// server's heap. The goal: 1,000 tables (PATRON_LIVE_TABLES),
// commit p99 ≤ 50 ms, fan-out p99 ≤ 100 ms. The clients run on the same
// cores as the server.
func BenchmarkLiveTables(b *testing.B) {
	n := envOr("PATRON_LIVE_TABLES", 100, strconv.Atoi)
	think := envOr("PATRON_LIVE_THINK", 2*time.Second, time.ParseDuration)
	span := envOr("PATRON_LIVE_FOR", 30*time.Second, time.ParseDuration)
	spread := envOr("PATRON_LIVE_SPREAD", 0.5, func(s string) (float64, error) { return strconv.ParseFloat(s, 64) })
	for range b.N {
		st, err := sqlite.Open(filepath.Join(b.TempDir(), "tables.db"))
		if err != nil {
			b.Fatal(err)
		}
		id, _ := identity.New("server")
		var logger *slog.Logger
		if os.Getenv("PATRON_LIVE_LOG") != "" {
			logger = slog.New(slog.NewJSONHandler(os.Stderr, nil))
		}
		srv, err := server.New(context.Background(), server.Config{Store: st, Identity: id, App: "bench", Log: logger,
			Limits: server.Limits{Calls: 1e6, CallsBurst: 1e6, ConnsPerAddr: 1e6, ConnsPerKey: 64, Creates: 1e6, Running: 1e6}})
		if err != nil {
			b.Fatal(err)
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			b.Fatal(err)
		}
		hs := &http.Server{Handler: srv.Handler()}
		go hs.Serve(ln)
		addr := "http://" + ln.Addr().String()
		r, err := sim.Run(context.Background(), sim.Config{
			Connect: func(id *identity.Identity, name string) (*online.Client, error) {
				return online.New(addr, id, name, transport.Trust{})
			},
			Tables: n, Players: 3, Bot: "random", Seed: 1, Think: think, Spread: spread, For: span,
		})
		if err != nil {
			b.Fatal(err)
		}
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		b.ReportMetric(float64(r.Commit.P50.Microseconds())/1000, "commit-p50-ms")
		b.ReportMetric(float64(r.Commit.P99.Microseconds())/1000, "commit-p99-ms")
		b.ReportMetric(float64(r.FanOut.P50.Microseconds())/1000, "fanout-p50-ms")
		b.ReportMetric(float64(r.FanOut.P99.Microseconds())/1000, "fanout-p99-ms")
		b.ReportMetric(float64(r.Steady.Commit.P50.Microseconds())/1000, "steady-commit-p50-ms")
		b.ReportMetric(float64(r.Steady.Commit.P99.Microseconds())/1000, "steady-commit-p99-ms")
		b.ReportMetric(float64(r.Steady.FanOut.P99.Microseconds())/1000, "steady-fanout-p99-ms")
		b.ReportMetric(float64(r.Commit.N)/r.Elapsed.Seconds(), "commits/s")
		b.ReportMetric(float64(r.Reconnects), "reconnects")
		b.ReportMetric(float64(m.HeapInuse)/(1<<20), "heap-MB")
		if os.Getenv("PATRON_LIVE_METRICS") != "" {
			rec := httptest.NewRecorder()
			srv.Metrics().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
			for _, l := range strings.Split(rec.Body.String(), "\n") {
				if strings.HasPrefix(l, "patron_commit_seconds") || strings.HasPrefix(l, "patron_store_append_seconds") {
					fmt.Fprintln(os.Stderr, l)
				}
			}
		}
		hs.Close()
		srv.Close()
		st.Close()
	}
}
