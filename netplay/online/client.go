// Package online is a player's side of play across the internet: signing
// in to a server with the installation's key (netplay/identity), the
// lobby's calls (netplay/lobby), and a table's connection, a WebSocket on
// which the LAN's session runs (netplay/session) with every move signed.
// The desktop game, the browser edition and the headless commands all
// reach a server through a Client.
package online

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"patron/netplay/identity"
	"patron/netplay/ledger"
	"patron/netplay/lobby"
)

// Client is one player's connection to one server's lobby. It signs in by
// itself, again whenever its session expired.
type Client struct {
	base *url.URL // https://host:port/
	id   *identity.Identity
	name string
	web  *http.Client
	dial dialer

	mu     sync.Mutex
	token  string
	server identity.Key // the server's key, learnt at sign-in
}

// maxAnswer bounds an answer the client reads: a server may lie, never
// fill the player's memory.
const maxAnswer = 8 << 20

// Refused is a call the server refused: its code and words.
type Refused struct {
	Status int
	lobby.Refusal
}

func (e *Refused) Error() string { return "the server refused: " + e.Text }

// ServerURL reads what a player typed as a server's address: a host with
// or without a port, or a whole https:// (or, for a server on this
// machine, http://) address.
func ServerURL(addr string) (*url.URL, error) {
	addr = strings.TrimSpace(addr)
	if addr == "" {
		return nil, errors.New("no server address")
	}
	if !strings.Contains(addr, "://") {
		addr = "https://" + addr
	}
	u, err := url.Parse(addr)
	if err != nil {
		return nil, fmt.Errorf("%q is not a server address: %w", addr, err)
	}
	if (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, fmt.Errorf("%q is not a server address (https://host:port)", addr)
	}
	u.Path, u.RawQuery, u.Fragment = "/", "", ""
	return u, nil
}

func (c *Client) endpoint(path string, query url.Values) string {
	u := *c.base
	u.Path = path
	u.RawQuery = query.Encode()
	return u.String()
}

// SignIn signs in: the server's challenge, answered with the key.
func (c *Client) SignIn(ctx context.Context) error {
	var ch identity.Challenge
	if err := c.do(ctx, http.MethodGet, "/api/challenge", nil, nil, &ch, false); err != nil {
		return err
	}
	if err := ch.Server.Check(); err != nil {
		return fmt.Errorf("the server's key: %w", err)
	}
	var in lobby.SignedIn
	l := lobby.Login{Key: c.id.Public(), Nonce: ch.Nonce, Sig: c.id.Answer(ch), Name: c.name}
	if err := c.do(ctx, http.MethodPost, "/api/login", nil, l, &in, false); err != nil {
		return err
	}
	if in.Server != ch.Server {
		return errors.New("the server signed in with another key than it challenged with")
	}
	c.mu.Lock()
	c.token, c.server = in.Token, in.Server
	c.mu.Unlock()
	return nil
}

// Close lets go of the client's idle connections to the lobby (its
// tables' connections are their peers', closed with them).
func (c *Client) Close() { c.web.CloseIdleConnections() }

// ServerKey is the server's key (after a sign-in), which signs receipts.
func (c *Client) ServerKey() identity.Key {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.server
}

// call is do for a signed-in player: it signs in first, and again once if
// the session expired.
func (c *Client) call(ctx context.Context, method, path string, query url.Values, in, out any) error {
	c.mu.Lock()
	signed := c.token != ""
	c.mu.Unlock()
	if !signed {
		if err := c.SignIn(ctx); err != nil {
			return err
		}
	}
	err := c.do(ctx, method, path, query, in, out, true)
	var r *Refused
	if errors.As(err, &r) && r.Code == "sign-in" {
		if err := c.SignIn(ctx); err != nil {
			return err
		}
		err = c.do(ctx, method, path, query, in, out, true)
	}
	return err
}

// do makes one call: in as the JSON body, the answer into out.
func (c *Client) do(ctx context.Context, method, path string, query url.Values, in, out any, auth bool) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, c.endpoint(path, query), body)
	if err != nil {
		return err
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if auth {
		c.mu.Lock()
		req.Header.Set("Authorization", "Bearer "+c.token)
		c.mu.Unlock()
	}
	resp, err := c.web.Do(req)
	if err != nil {
		return fmt.Errorf("the server at %s does not answer: %w", c.base.Host, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer+1))
	if err != nil {
		return fmt.Errorf("the server's answer broke off: %w", err)
	}
	if len(data) > maxAnswer {
		return errors.New("the server's answer is too large")
	}
	if resp.StatusCode != http.StatusOK {
		r := &Refused{Status: resp.StatusCode}
		if json.Unmarshal(data, &r.Refusal) != nil || r.Code == "" {
			r.Code, r.Text = "http", fmt.Sprintf("%s (%s)", resp.Status, strings.TrimSpace(string(data[:min(len(data), 200)])))
		}
		return r
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("the server's answer is not what this game understands: %w", err)
	}
	return nil
}

// Tables are the public tables not over.
func (c *Client) Tables(ctx context.Context) ([]lobby.Listing, error) {
	var out []lobby.Listing
	return out, c.do(ctx, http.MethodGet, "/api/tables", nil, nil, &out, false)
}

// Mine are the player's tables, with whose turn it is.
func (c *Client) Mine(ctx context.Context) ([]lobby.Mine, error) {
	var out []lobby.Mine
	return out, c.call(ctx, http.MethodGet, "/api/mine", nil, nil, &out)
}

// Create makes a table; the player then joins it like anyone (Join).
func (c *Client) Create(ctx context.Context, req lobby.Create) (lobby.Made, error) {
	var out lobby.Made
	return out, c.call(ctx, http.MethodPost, "/api/tables", nil, req, &out)
}

// Table is one table, as lists show it (invite: a private table's code).
func (c *Client) Table(ctx context.Context, id, invite string) (lobby.Listing, error) {
	var out lobby.Listing
	return out, c.call(ctx, http.MethodGet, "/api/tables/"+url.PathEscape(id), inviteQuery(invite), nil, &out)
}

// Log is a table's whole record, to check (ledger.Verify).
func (c *Client) Log(ctx context.Context, id, invite string) (*ledger.Log, error) {
	var out ledger.Log
	return &out, c.call(ctx, http.MethodGet, "/api/tables/"+url.PathEscape(id)+"/log", inviteQuery(invite), nil, &out)
}

// Sealed is the Patrón's sealed game the server keeps for this key at a
// table (netplay/sealed opens it); a Refused "not-found" when it keeps
// none.
func (c *Client) Sealed(ctx context.Context, table string) (lobby.Sealed, error) {
	var out lobby.Sealed
	return out, c.call(ctx, http.MethodGet, "/api/tables/"+url.PathEscape(table)+"/sealed", nil, nil, &out)
}

// Vacation is the player's vacation and the days left this year.
func (c *Client) Vacation(ctx context.Context) (lobby.Vacation, error) {
	var out lobby.Vacation
	return out, c.call(ctx, http.MethodGet, "/api/vacation", nil, nil, &out)
}

// TakeVacation stops the player's clocks at every turn-based table for
// days whole days (added to a vacation under way); 0 ends it early.
func (c *Client) TakeVacation(ctx context.Context, days int) (lobby.Vacation, error) {
	var out lobby.Vacation
	return out, c.call(ctx, http.MethodPost, "/api/vacation", nil, lobby.TakeVacation{Days: days}, &out)
}

func inviteQuery(invite string) url.Values {
	if invite == "" {
		return nil
	}
	return url.Values{"invite": {invite}}
}
