//go:build !js

package server

import (
	"net/http"
	"testing"
)

// Behind a proxy on loopback, the limits count against the client the
// proxy names (the last X-Forwarded-For entry), never one the client
// names, and never for a request that did not come from loopback.
func TestTheLimitsCountTheClientAProxyNames(t *testing.T) {
	clock := newFrozen()
	fs := newFloodServer(t, Limits{Calls: 1, CallsBurst: 2, ConnsPerAddr: 4, ConnsPerKey: 4, Creates: 5, Running: 5}, clock.now)
	fs.lim.proxied = true
	get := func(from string, forwarded ...string) int {
		req, _ := http.NewRequest("GET", "http://patron.test/api/challenge", nil)
		req.RemoteAddr = from
		for _, f := range forwarded {
			req.Header.Add("X-Forwarded-For", f)
		}
		w := &lean{header: http.Header{}, code: http.StatusOK}
		fs.h.ServeHTTP(w, req)
		return w.code
	}
	const proxy = "127.0.0.1:41000"
	for i, c := range []struct {
		what      string
		from      string
		forwarded []string
		want      int
	}{
		{"a client's first call", proxy, []string{"203.0.113.1"}, 200},
		{"its second", proxy, []string{"203.0.113.1"}, 200},
		{"its third, past the burst", proxy, []string{"203.0.113.1"}, 429},
		{"another client through the same proxy", proxy, []string{"203.0.113.2"}, 200},
		{"the first client naming another before it", proxy, []string{"203.0.113.2, 203.0.113.1"}, 429},
		{"the first client in a second header of the proxy's", proxy, []string{"203.0.113.7", "203.0.113.1"}, 429},
		{"an IPv6 client with a port", proxy, []string{"[2001:db8::1]:5555"}, 200},
		{"the same, written plainly", proxy, []string{"2001:db8::1"}, 200},
		{"… and past its burst", proxy, []string{"2001:db8:0::1"}, 429},
		{"a header that names no address: the proxy's own", proxy, []string{"nonsense"}, 200},
		{"no header: the proxy's own", proxy, nil, 200},
		{"the proxy's own, past its burst", proxy, []string{"unknown"}, 429},
		{"a stranger not on loopback", "198.51.100.5:4000", []string{"203.0.113.50"}, 200},
		{"the stranger again", "198.51.100.5:4001", []string{"203.0.113.51"}, 200},
		{"the stranger naming a third address: his own counts", "198.51.100.5:4002", []string{"203.0.113.52"}, 429},
	} {
		if got := get(c.from, c.forwarded...); got != c.want {
			t.Errorf("%d, %s: %d, want %d", i, c.what, got, c.want)
		}
	}
	// without --plain no header counts: every call from loopback is loopback's
	fs.lim.proxied = false
	clock.move(10 * 1e9)
	for i, want := range []int{200, 200, 429} {
		if got := get(proxy, "203.0.113."+string(rune('1'+i))); got != want {
			t.Errorf("without a proxy, call %d: %d, want %d", i, got, want)
		}
	}
}
