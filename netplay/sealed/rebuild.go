package sealed

import (
	"errors"
	"fmt"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/ledger"
)

// ErrOld is a blob that opened and is whole, but older than the Patrón's
// last move in the table's log: a server passing an old game off as his
// current one (he would replay decisions he already made).
var ErrOld = errors.New("the server handed back an older sealed game than the Patrón's last move")

// ErrNotHis is a table whose log does not seat this identity as its
// Patrón, or another server's log.
var ErrNotHis = errors.New("this table's log does not seat this key as its Patrón")

// Rebuild rebuilds the Patrón's game from blob, which the server says it
// kept at the log's length at, and the table's log l (the server's
// export, from the server whose key is server): the log's chain is
// checked from the table's genesis, by the keys it names; the blob must
// open at that length and the chain's link there, be no older than his
// last move, and rebuild the log's commands up to it; the log after it
// (the others' moves) is then played on. The game it returns stands at
// the log's end, his secrets in it.
func Rebuild(id *identity.Identity, server identity.Key, table string, l *ledger.Log, at int, blob []byte) (*game.Game, error) {
	if l.Server != server || l.Table != table || len(l.Seats) == 0 || l.Seats[0].Key != id.Public() {
		return nil, ErrNotHis
	}
	ch := ledger.NewChain(table, l.Signers())
	links := make([]ledger.Link, 0, len(l.Moves)+1)
	links = append(links, ch.Link())
	public := make([]string, len(l.Moves))
	last := 0 // the log's length after the Patrón's last move
	for i, m := range l.Moves {
		if _, err := ch.Accept(m); err != nil {
			return nil, mismatch("the table's log: %v", err)
		}
		links = append(links, ch.Link())
		public[i] = m.Command
		if m.Seat == 0 {
			last = i + 1
		}
	}
	if at < 1 || at > len(l.Moves) {
		return nil, ErrDamaged // kept at a place the log has not (a server's lie, or another table's)
	}
	plain, err := open(id, Place{Server: server, Table: table, At: at, Link: links[at]}, blob)
	if err != nil {
		return nil, err
	}
	if at < last {
		return nil, fmt.Errorf("%w (sealed at command %d, his last move is command %d)", ErrOld, at, last)
	}
	c, err := decode(plain)
	if err != nil {
		return nil, err
	}
	g, err := c.rebuild(l.Options, public)
	if err != nil {
		return nil, err
	}
	for p := at; p < len(public); p++ { // the others' moves since: public forms all
		cmd, err := game.ParseCommand(public[p])
		if err != nil || cmd.Secret() {
			return nil, mismatch("the log's command %d is not a public form", p+1)
		}
		out, err := g.Apply(cmd)
		if err != nil || !out.HasPublished || out.Published.Format() != public[p] {
			return nil, mismatch("the log's command %d does not play on his game", p+1)
		}
	}
	return g, nil
}
