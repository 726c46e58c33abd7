//go:build !js

package server

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"sync"
	"time"

	"patron/netplay/identity"
)

// Coming in without a password: the server hands out a fresh nonce, the
// player signs it with their identity's key (bound to the server's own
// key, so the answer is good here alone), and gets a session token for the
// API. A table's WebSocket is opened with a ticket: a one-use token the
// API gives for one table (a browser cannot set a header on a WebSocket,
// and a ticket in a URL is worthless once used).

const (
	nonceLife   = 2 * time.Minute
	sessionLife = 24 * time.Hour
	ticketLife  = 30 * time.Second
	// Bounds on what strangers can make the server hold: a flood of
	// challenges or logins pushes out the oldest, never grows memory.
	maxNonces         = 10_000
	maxSessions       = 100_000
	maxTickets        = 10_000
	maxSessionsPerKey = 8
)

var (
	errUnknownNonce = errors.New("that challenge is unknown or expired: ask for a new one")
	errNoSession    = errors.New("not signed in, or the sign-in expired")
	errNoTicket     = errors.New("that ticket is unknown, used or expired")
)

// who is a signed-in player.
type who struct {
	Key  identity.Key
	Name string
}

// ticket is the right to open one table's connection once.
type ticket struct {
	who
	table string
	watch bool
}

// authority keeps the outstanding challenges, the sessions and the tickets.
type authority struct {
	id  *identity.Identity
	now func() time.Time

	mu       sync.Mutex
	nonces   expiring[struct{}]
	sessions expiring[who]
	tickets  expiring[ticket]
	// byKey are each key's session tokens, oldest first: a key's sessions
	// are capped without going through everyone's at each sign-in.
	byKey expiring[[]string]
}

func newAuthority(id *identity.Identity, now func() time.Time) *authority {
	return &authority{id: id, now: now,
		nonces: newExpiring[struct{}](maxNonces), sessions: newExpiring[who](maxSessions), tickets: newExpiring[ticket](maxTickets),
		byKey: newExpiring[[]string](maxSessions)}
}

func randomToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// challenge is a fresh nonce to sign.
func (a *authority) challenge() identity.Challenge {
	a.mu.Lock()
	defer a.mu.Unlock()
	n := randomToken()
	a.nonces.put(n, struct{}{}, a.now().Add(nonceLife), a.now())
	return identity.Challenge{Server: a.id.Public(), Nonce: n}
}

// login checks the answer to a challenge (used once, whatever the answer)
// and opens a session for its key.
func (a *authority) login(k identity.Key, nonce, sig, name string) (string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	now := a.now()
	if _, ok := a.nonces.take(nonce, now); !ok {
		return "", errUnknownNonce
	}
	if err := k.Check(); err != nil {
		return "", err
	}
	if err := identity.CheckAnswer(k, identity.Challenge{Server: a.id.Public(), Nonce: nonce}, sig); err != nil {
		return "", err
	}
	token := randomToken()
	a.sessions.put(token, who{Key: k, Name: name}, now.Add(sessionLife), now)
	a.keepNewest(k, token, now)
	return token, nil
}

// signedIn is the player of a session token.
func (a *authority) signedIn(token string) (who, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	s, ok := a.sessions.get(token, a.now())
	if !ok {
		return who{}, errNoSession
	}
	return s, nil
}

// ticket gives a one-use ticket for one table's connection.
func (a *authority) ticket(w who, table string, watch bool) string {
	a.mu.Lock()
	defer a.mu.Unlock()
	t := randomToken()
	a.tickets.put(t, ticket{who: w, table: table, watch: watch}, a.now().Add(ticketLife), a.now())
	return t
}

// redeem takes a ticket, once.
func (a *authority) redeem(t string) (ticket, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	tk, ok := a.tickets.take(t, a.now())
	if !ok {
		return ticket{}, errNoTicket
	}
	return tk, nil
}

// keepNewest adds token to k's sessions and ends the oldest of them past
// maxSessionsPerKey (a sign-in flood of one key pushes out its own).
func (a *authority) keepNewest(k identity.Key, token string, now time.Time) {
	old, _ := a.byKey.get(string(k), now)
	live := make([]string, 0, len(old)+1)
	for _, t := range old {
		if _, ok := a.sessions.get(t, now); ok {
			live = append(live, t)
		}
	}
	live = append(live, token)
	for len(live) > maxSessionsPerKey {
		a.sessions.take(live[0], now)
		live = live[1:]
	}
	a.byKey.put(string(k), live, now.Add(sessionLife), now)
}
