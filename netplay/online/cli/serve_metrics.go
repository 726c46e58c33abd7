//go:build !js

package cli

import (
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"patron/netplay/server"
)

// serveMetrics serves the server's metrics at /metrics on addr, a listener
// apart from the players' (`--metrics`); stop closes it.
func serveMetrics(addr string, srv *server.Server, log *slog.Logger) (stop func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s for the metrics: %w", addr, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", srv.Metrics())
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	go hs.Serve(ln)
	log.Info("serving the metrics", "addr", ln.Addr().String())
	return func() { hs.Close() }, nil
}

// loopback says whether addr (HOST:PORT) listens on this machine only.
func loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	return host == "localhost" || ip != nil && ip.IsLoopback()
}
