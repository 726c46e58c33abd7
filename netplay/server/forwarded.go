//go:build !js

package server

import (
	"net"
	"net/http"
	"strings"
)

// Behind a reverse proxy on this machine (`patron serve --plain`), every
// request comes from loopback, and counting them all against one address
// would let one flooder slow everybody. The proxy names the client in
// X-Forwarded-For, appending the address it saw to whatever the client
// sent: only that last entry is the proxy's word, anything before it the
// client's and free to forge. So the limits count against the last entry,
// and only for a request that came from loopback (no stranger on the
// network can name himself another). A proxy must therefore set or append
// X-Forwarded-For (nginx: proxy_add_x_forwarded_for; Caddy and HAProxy do
// by default); without the header, the request is the proxy's own.

// addressOf is the address a request counts against: the connection's
// address without its port, or behind a proxy the client's.
func (l *limiter) addressOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if !l.proxied {
		return host
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return host
	}
	if client, ok := lastForwarded(r.Header.Values("X-Forwarded-For")); ok {
		return client
	}
	return host
}

// lastForwarded is the last address in the X-Forwarded-For headers (a
// proxy may add a header of its own rather than append to the list).
func lastForwarded(headers []string) (string, bool) {
	if len(headers) == 0 {
		return "", false
	}
	list := strings.Split(headers[len(headers)-1], ",")
	last := strings.TrimSpace(list[len(list)-1])
	if ip := net.ParseIP(last); ip != nil {
		return ip.String(), true
	}
	// some proxies write an address with its port, or IPv6 in brackets
	if host, _, err := net.SplitHostPort(last); err == nil {
		if ip := net.ParseIP(host); ip != nil {
			return ip.String(), true
		}
	}
	return "", false
}
