//go:build !js

package server_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"patron/netplay/lobby"
	"patron/netplay/server"
)

// scrape reads the server's metrics as Prometheus would.
func scrape(t testing.TB, srv *server.Server) map[string]*dto.MetricFamily {
	t.Helper()
	rec := httptest.NewRecorder()
	srv.Metrics().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("the metrics: %d %s", rec.Code, rec.Body)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	mfs, err := p.TextToMetricFamilies(strings.NewReader(rec.Body.String()))
	if err != nil {
		t.Fatalf("the metrics do not parse: %v\n%s", err, rec.Body)
	}
	return mfs
}

// metric is the value of the series of name whose labels include labels
// (name=value pairs), or -1 when there is none.
func metric(mfs map[string]*dto.MetricFamily, name string, labels ...string) float64 {
	mf := mfs[name]
	if mf == nil {
		return -1
	}
next:
	for _, m := range mf.Metric {
		have := map[string]string{}
		for _, l := range m.Label {
			have[l.GetName()] = l.GetValue()
		}
		for i := 0; i+1 < len(labels); i += 2 {
			if have[labels[i]] != labels[i+1] {
				continue next
			}
		}
		switch {
		case m.Counter != nil:
			return m.Counter.GetValue()
		case m.Gauge != nil:
			return m.Gauge.GetValue()
		case m.Histogram != nil:
			return float64(m.Histogram.GetSampleCount())
		}
	}
	return -1
}

func TestTheMetricsCountAGameThroughTheServer(t *testing.T) {
	r := startServer(t)
	outs := playTable(t, r, nil)
	// a refusal and a table left in its lobby, to be counted too
	if resp, err := http.Get("http://" + r.addr + "/api/mine"); err == nil {
		resp.Body.Close()
	}
	c := r.client(t, "Carla")
	if _, err := c.Create(context.Background(), lobby.Create{Name: "Cali", Mode: lobby.Turn, Clock: lobby.Clock{BankMS: 3_600_000}, Seats: []lobby.SeatConfig{{}, {}}}); err != nil {
		t.Fatal(err)
	}
	mfs := scrape(t, r.srv)
	commits := metric(mfs, "patron_commits_total")
	for _, want := range []struct {
		name   string
		labels []string
		at     float64 // at least
		exact  bool
	}{
		{"patron_commits_total", nil, float64(outs[0].Commands), true},
		{"patron_commit_seconds", nil, commits, true},
		{"patron_store_append_seconds", nil, commits, true},
		{"patron_sent_seconds", nil, 2 * commits, true}, // each to each connection: two players' here
		{"patron_signins_total", nil, 3, true},
		{"patron_refusals_total", []string{"code", "sign-in"}, 1, true},
		{"patron_tables_open", []string{"mode", "turn", "status", "lobby"}, 1, true},
		{"patron_limited_total", []string{"limit", "calls"}, 0, true},
		{"patron_store_errors_total", nil, -1, true}, // none yet: no series
		{"go_goroutines", nil, 1, false},
		{"process_resident_memory_bytes", nil, 1, false},
	} {
		got := metric(mfs, want.name, want.labels...)
		if want.exact && got != want.at || !want.exact && got < want.at {
			t.Errorf("%s%v is %v, want %v", want.name, want.labels, got, want.at)
		}
	}
	// the players' connections are uncounted once they close: at the
	// server's stop at the latest
	srv := r.srv
	r.stop()
	for deadline := time.Now().Add(5 * time.Second); metric(mfs, "patron_connections_open", "kind", "player") != 0; mfs = scrape(t, srv) {
		if time.Now().After(deadline) {
			t.Fatalf("%v players' connections open after the game", metric(mfs, "patron_connections_open", "kind", "player"))
		}
		time.Sleep(20 * time.Millisecond)
	}
	if h := mfs["patron_commit_seconds"].Metric[0].Histogram; h.GetSampleSum() <= 0 {
		t.Errorf("the commits took %v s in all", h.GetSampleSum())
	}
	t.Logf("%v commits, %.1f ms each on average from the proposal to the commit sent, the store's appends %.1f ms",
		commits, 1000*mfs["patron_commit_seconds"].Metric[0].Histogram.GetSampleSum()/commits,
		1000*mfs["patron_store_append_seconds"].Metric[0].Histogram.GetSampleSum()/commits)
}
