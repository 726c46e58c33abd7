package transport

import "patron/netplay/wire"

// SetLimit changes the largest frame this connection takes from its peer
// (see wire.Limit): the owner raises a stranger's limit once it trusts it.
// It applies from the next frame whose header has not yet come.
func (c *conn) SetLimit(lim wire.Limit) { c.limit.Store(&lim) }

// frameLimit is the connection's limit now.
func (c *conn) frameLimit() wire.Limit { return *c.limit.Load() }
