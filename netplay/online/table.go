package online

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"patron/game"
	"patron/netplay/lobby"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// joinTimeout bounds the wait for a table's welcome.
const joinTimeout = 30 * time.Second

// Connect opens a table's connection: a one-use ticket from the lobby,
// then the WebSocket it opens. watch asks for a spectator's.
func (c *Client) Connect(ctx context.Context, table, invite string, watch bool) (transport.Conn, error) {
	var tk lobby.Ticket
	if err := c.call(ctx, http.MethodPost, "/api/tickets", nil, lobby.TicketRequest{Table: table, Invite: invite, Watch: watch}, &tk); err != nil {
		return nil, err
	}
	u := *c.base
	u.Scheme = map[string]string{"https": "wss", "http": "ws"}[u.Scheme]
	u.Path, u.RawQuery = "/api/play", url.Values{"ticket": {tk.Ticket}}.Encode()
	return c.dial(ctx, u.String())
}

// Seat says which seat to take and what this computer brings to it.
type Seat struct {
	Seat int // the engine player wanted (0 is the Patrón), or −1 for any free one
	// Resume is this computer's own game, to come back to a game under
	// way: the Patrón's needs his (his secrets are nowhere else).
	Resume *game.Game
	// Secret is the Patrón's seed, drawn here if nil; it never leaves.
	Secret *game.SecretOptions
	App    string // the game's version
}

// Join takes a seat at a table: a seat this player's key already holds is
// given back to it, with no token; a free one becomes bound to the key.
// Every move of the returned Peer is signed with the key, and every move
// it receives is checked.
func (c *Client) Join(ctx context.Context, table, invite string, s Seat) (*session.Peer, error) {
	conn, err := c.Connect(ctx, table, invite, false)
	if err != nil {
		return nil, err
	}
	return session.Join(conn, session.PeerConfig{
		Hello:    wire.Hello{Name: c.name, App: s.App, Code: table, Seat: s.Seat},
		Secret:   s.Secret,
		Resume:   s.Resume,
		Identity: c.id,
	}, joinTimeout)
}

// Watch opens a table as a spectator: the public view, never more than
// the Factions know.
func (c *Client) Watch(ctx context.Context, table, invite string) (*session.Peer, error) {
	conn, err := c.Connect(ctx, table, invite, true)
	if err != nil {
		return nil, err
	}
	return session.Join(conn, session.PeerConfig{
		Hello:    wire.Hello{Name: c.name, Code: table, Seat: -1, Watch: true},
		Identity: c.id,
	}, joinTimeout)
}

// Back brings a peer whose connection dropped back to its seat over a new
// connection (the server restarted, or the network failed).
func (c *Client) Back(ctx context.Context, p *session.Peer, table, invite string) error {
	conn, err := c.Connect(ctx, table, invite, false)
	if err != nil {
		return err
	}
	return p.Rejoin(conn, joinTimeout)
}
