//go:build !js

package server

import (
	"net/http"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"patron/netplay/identity"
)

// Limits bound what one address or one key can ask of the server: a
// stranger who floods is slowed, then refused, and never grows the
// server's memory or holds up the other tables.
type Limits struct {
	Calls      rate.Limit // the lobby's calls an address may make each second
	CallsBurst int
	// Conns is how many tables' connections one address, and one key, may
	// hold open at once.
	ConnsPerAddr, ConnsPerKey int
	// Creates is how many tables one key may create an hour.
	Creates int
	// Running is how many tables not over one key may have created at once
	// (turn-based tables last days: the cap keeps one player from holding
	// a thousand).
	Running int
	// VacationDays is how many days a year one key may stop its clocks
	// at every turn-based table (vacation.go).
	VacationDays int
}

// DefaultLimits are a public server's: generous for people, tight for a
// script.
var DefaultLimits = Limits{Calls: 10, CallsBurst: 40, ConnsPerAddr: 32, ConnsPerKey: 16, Creates: 30, Running: 20, VacationDays: 14}

// maxTracked bounds how many addresses and keys the limiter remembers; the
// oldest are forgotten first (an attacker with more addresses than that is
// slowed by the other bounds).
const maxTracked = 100_000

// limiter keeps each address's and key's counts.
type limiter struct {
	lim     Limits
	now     func() time.Time
	proxied bool                     // a reverse proxy on loopback names the client (forwarded.go)
	refused func(limit, addr string) // told each refusal (limited.go)

	mu      sync.Mutex
	calls   expiring[*rate.Limiter]
	conns   map[string]int // open connections by "a:"+address and "k:"+key
	creates expiring[*rate.Limiter]
}

func newLimiter(lim Limits, now func() time.Time) *limiter {
	return &limiter{lim: lim, now: now, calls: newExpiring[*rate.Limiter](maxTracked),
		conns: map[string]int{}, creates: newExpiring[*rate.Limiter](maxTracked)}
}

// bucket is the token bucket of key in e, made when missing; an hour
// unused forgets it.
func (l *limiter) bucket(e *expiring[*rate.Limiter], key string, every rate.Limit, burst int) *rate.Limiter {
	now := l.now()
	b, ok := e.get(key, now)
	if !ok {
		b = rate.NewLimiter(every, burst)
	}
	e.put(key, b, now.Add(time.Hour), now)
	return b
}

// call takes one of the address's calls, or says to slow down.
func (l *limiter) call(addr string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.bucket(&l.calls, addr, l.lim.Calls, l.lim.CallsBurst).AllowN(l.now(), 1)
}

// create takes one of the key's table creations.
func (l *limiter) create(k identity.Key) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.bucket(&l.creates, string(k), rate.Limit(float64(l.lim.Creates)/3600), l.lim.Creates).AllowN(l.now(), 1)
}

// open counts a connection of the address and key, if both have room;
// the returned release uncounts it, once.
func (l *limiter) open(addr string, k identity.Key) (release func(), ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	a, kk := "a:"+addr, "k:"+string(k)
	if l.conns[a] >= l.lim.ConnsPerAddr || l.conns[kk] >= l.lim.ConnsPerKey {
		return nil, false
	}
	l.conns[a]++
	l.conns[kk]++
	var once sync.Once
	return func() {
		once.Do(func() {
			l.mu.Lock()
			defer l.mu.Unlock()
			for _, n := range []string{a, kk} {
				if l.conns[n]--; l.conns[n] <= 0 {
					delete(l.conns, n) // the map holds open connections only
				}
			}
		})
	}, true
}

// throttled wraps the lobby's calls: an address past its rate is told to
// slow down.
func (l *limiter) throttled(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		addr := l.addressOf(r)
		if !l.call(addr) {
			l.refused("calls", addr)
			w.Header().Set("Retry-After", "1")
			answer(w, nil, refusal(http.StatusTooManyRequests, "slow-down", "too many calls from your address: wait a moment"))
			return
		}
		next.ServeHTTP(w, r)
	})
}
