//go:build !js

package server

import (
	"bufio"
	"context"
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"patron/netplay/store"
)

// The server's metrics, in the Prometheus format, on a registry of its own
// (never the global default: two servers in one test process, or a
// library's metrics, must not mix). `patron serve --metrics ADDR` serves
// them on an address apart from the players' (docs/online.md lists them).

// latencyBuckets run from a tenth of a millisecond to 10 s: a commit is
// a few milliseconds with durable writes, and a failing store holds it
// for seconds.
var latencyBuckets = []float64{.0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

type metrics struct {
	reg          *prometheus.Registry
	conns        *prometheus.GaugeVec   // kind: player, watcher
	signins      prometheus.Counter     // sign-ins taken
	refusals     *prometheus.CounterVec // code: every refusal of the API's
	limited      *prometheus.CounterVec // limit: calls, connections, creates, tables
	commits      prometheus.Counter
	commitTime   prometheus.Histogram
	sentTime     prometheus.Histogram
	appendTime   prometheus.Histogram
	storeErrors  *prometheus.CounterVec // op
	tablesByMode *prometheus.Desc
}

func newMetrics(s *Server) *metrics {
	m := &metrics{reg: prometheus.NewRegistry(),
		conns: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "patron_connections_open",
			Help: "Tables' WebSockets open, by kind (player: a seat's or a newcomer's; watcher)."}, []string{"kind"}),
		signins: prometheus.NewCounter(prometheus.CounterOpts{Name: "patron_signins_total",
			Help: "Sign-ins taken (a challenge answered by a key)."}),
		refusals: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "patron_refusals_total",
			Help: "The API's refusals, by code (sign-in, ticket, malformed, slow-down, ...)."}, []string{"code"}),
		limited: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "patron_limited_total",
			Help: "Requests refused for a limit, by limit: calls (an address's rate), connections (per address or key), creates (a key's tables an hour), tables (a key's tables not over)."}, []string{"limit"}),
		commits: prometheus.NewCounter(prometheus.CounterOpts{Name: "patron_commits_total",
			Help: "Moves committed: stored, then sent to the table."}),
		commitTime: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "patron_commit_seconds",
			Help: "From a proposal's arrival (or a server's bot's decision) to its commit stored and sent.", Buckets: latencyBuckets}),
		sentTime: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "patron_sent_seconds",
			Help: "From a proposal's arrival (or a server's bot's decision) to its commit written to each of the table's connections: how long a move takes to reach the players.", Buckets: latencyBuckets}),
		appendTime: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "patron_store_append_seconds",
			Help: "The store's appends of a move, durable on return.", Buckets: latencyBuckets}),
		storeErrors: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "patron_store_errors_total",
			Help: "The store's failures, by operation (a table whose store fails holds until it works)."}, []string{"op"}),
		tablesByMode: prometheus.NewDesc("patron_tables_open", "Tables not over, by mode (live, turn) and status (lobby, playing, or asleep: a turn-based table nobody is at, kept as its listing alone).",
			[]string{"mode", "status"}, nil),
	}
	for _, l := range []string{"calls", "connections", "creates", "tables"} {
		m.limited.WithLabelValues(l) // present at 0 from the start, for rate()
	}
	for _, k := range []string{"player", "watcher"} {
		m.conns.WithLabelValues(k)
	}
	m.reg.MustRegister(m.conns, m.signins, m.refusals, m.limited, m.commits, m.commitTime, m.sentTime, m.appendTime,
		m.storeErrors, tablesCollector{s, m.tablesByMode},
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Metrics is the handler of the server's metrics, to serve apart from
// Handler (on a local address: they tell how busy the server is).
func (s *Server) Metrics() http.Handler {
	return promhttp.HandlerFor(s.met.reg, promhttp.HandlerOpts{ErrorLog: slogPrinter{s}})
}

type slogPrinter struct{ s *Server }

func (p slogPrinter) Println(v ...any) { p.s.log.Warn("metrics", "err", v) }

// tablesCollector counts the open tables when scraped: nothing to keep in
// step as tables come and go.
type tablesCollector struct {
	s    *Server
	desc *prometheus.Desc
}

func (c tablesCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

func (c tablesCollector) Collect(ch chan<- prometheus.Metric) {
	type modeStatus struct{ mode, status string }
	n := map[modeStatus]int{}
	c.s.mu.Lock()
	open := make([]*table, 0, len(c.s.tables))
	for _, t := range c.s.tables {
		open = append(open, t)
	}
	for _, sl := range c.s.asleep { // out of memory but for a listing (sleep.go)
		n[modeStatus{sl.list.Mode, "asleep"}]++
	}
	c.s.mu.Unlock()
	for _, t := range open {
		l := t.listing()
		n[modeStatus{l.Mode, l.Status}]++
	}
	for k, v := range n {
		ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, float64(v), k.mode, k.status)
	}
}

// committed records moves stored and sent; since is when the last one's
// proposal arrived (zero: not known, as for a stand-in at a clock).
func (m *metrics) committed(n int, since time.Time) {
	m.commits.Add(float64(n))
	if !since.IsZero() {
		m.commitTime.Observe(time.Since(since).Seconds())
	}
}

// sent notes a commit written to one of a table's connections, d after its
// move arrived (session.HostConfig.Sent).
func (m *metrics) sent(d time.Duration) { m.sentTime.Observe(d.Seconds()) }

// opened counts a table's connection until its release.
func (m *metrics) opened(watch bool) (closed func()) {
	g := m.conns.WithLabelValues("player")
	if watch {
		g = m.conns.WithLabelValues("watcher")
	}
	g.Inc()
	return g.Dec
}

// counting wraps the API: each refusal answer() writes is counted by its
// code.
func (m *metrics) counting(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(&refusalCounter{ResponseWriter: w, m: m}, r)
	})
}

// refusalCounter is a ResponseWriter answer() tells its refusal's code.
type refusalCounter struct {
	http.ResponseWriter
	m *metrics
}

func (rc *refusalCounter) refused(code string) { rc.m.refusals.WithLabelValues(code).Inc() }

// Unwrap lets http.ResponseController (the WebSocket's upgrade) reach the
// connection.
func (rc *refusalCounter) Unwrap() http.ResponseWriter { return rc.ResponseWriter }

func (rc *refusalCounter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	return http.NewResponseController(rc.ResponseWriter).Hijack()
}

func (rc *refusalCounter) Flush() { http.NewResponseController(rc.ResponseWriter).Flush() }

// metered is the store, timed and its failures counted. A missing table
// or a lost race is an answer, not a failure.
type metered struct {
	store.Store
	m *metrics
}

func (s metered) failed(op string, err error) error {
	if err != nil && !errors.Is(err, store.ErrNotFound) && !errors.Is(err, store.ErrConflict) {
		s.m.storeErrors.WithLabelValues(op).Inc()
	}
	return err
}

func (s metered) Append(ctx context.Context, id string, seq int, data []byte, status string, state []byte) (int64, error) {
	start := time.Now()
	v, err := s.Store.Append(ctx, id, seq, data, status, state)
	if err == nil {
		s.m.appendTime.Observe(time.Since(start).Seconds())
	}
	return v, s.failed("append", err)
}

func (s metered) AppendSealed(ctx context.Context, id string, seq int, data []byte, status string, state []byte, sl store.Sealed) (int64, error) {
	start := time.Now()
	v, err := s.Store.AppendSealed(ctx, id, seq, data, status, state, sl)
	if err == nil {
		s.m.appendTime.Observe(time.Since(start).Seconds())
	}
	return v, s.failed("append", err)
}

func (s metered) Sealed(ctx context.Context, id, key string) (store.Sealed, error) {
	sl, err := s.Store.Sealed(ctx, id, key)
	return sl, s.failed("sealed", err)
}

func (s metered) CreateTable(ctx context.Context, t store.Table) error {
	return s.failed("create", s.Store.CreateTable(ctx, t))
}

func (s metered) Update(ctx context.Context, id string, version int64, status string, state []byte) (int64, error) {
	v, err := s.Store.Update(ctx, id, version, status, state)
	return v, s.failed("update", err)
}

func (s metered) Bind(ctx context.Context, table string, seat int, key string) error {
	return s.failed("bind", s.Store.Bind(ctx, table, seat, key))
}

func (s metered) Tables(ctx context.Context, f store.Filter) ([]store.Table, error) {
	t, err := s.Store.Tables(ctx, f)
	return t, s.failed("tables", err)
}

func (s metered) Entries(ctx context.Context, id string, from, max int) ([]store.Entry, error) {
	e, err := s.Store.Entries(ctx, id, from, max)
	return e, s.failed("entries", err)
}

func (s metered) PutPlayer(ctx context.Context, key string, data []byte) error {
	return s.failed("player", s.Store.PutPlayer(ctx, key, data))
}
