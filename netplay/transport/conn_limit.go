package transport

import "patron/netplay/wire"

// SetLimit changes the largest frame this connection takes from its peer
// (see wire.Limit): the owner raises a stranger's limit once it trusts it.
// It applies from the next frame whose header has not yet come.
func (c *conn) SetLimit(lim wire.Limit) {
	c.limit.Store(&lim)
	if c.bounds != nil {
		c.bounds.bound(lim)
	}
}

// frameLimit is the connection's limit now.
func (c *conn) frameLimit() wire.Limit { return *c.limit.Load() }

// bounded is a link that bounds each of its peer's messages itself (a
// WebSocket's read limit): it follows the conn's limit.
type bounded interface{ bound(lim wire.Limit) }
