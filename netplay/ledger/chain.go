package ledger

import (
	"fmt"

	"patron/netplay/identity"
)

// Signers is who may sign for each seat of a table.
type Signers struct {
	Server identity.Key // the server's key: its receipts, and the seats it plays
	// Seats holds each seat's bound key (engine players in order: 0 is the
	// Patrón), or "" for a seat the server plays (a bot of the server's).
	Seats []identity.Key
}

// Signer is who signed a move, as a Chain found it.
type Signer int

const (
	BySeat     Signer = iota // the key bound to the seat
	ByServer                 // the server, for a seat it plays (a bot)
	ByStandIn                // the server, for a person's Faction seat past its clock
	ByNobodyOK               // not taken: the move was refused
)

// may says whether k may sign for seat, and as whom. The server may stand
// in for a person's Faction seat (past its clock, a bot plays it) but
// never for a person's Patrón: his secrets are on his computer alone, so a
// move of his signed by anyone else is a forgery.
func (s Signers) may(k identity.Key, seat int) (Signer, error) {
	if seat < 0 || seat >= len(s.Seats) {
		return ByNobodyOK, fmt.Errorf("seat %d is not at this table", seat)
	}
	bound := s.Seats[seat]
	switch {
	case bound != "" && k == bound:
		return BySeat, nil
	case k != s.Server:
		return ByNobodyOK, fmt.Errorf("key %s… signs for nobody at seat %d", k.Short(), seat)
	case bound == "":
		return ByServer, nil
	case seat == 0:
		return ByNobodyOK, fmt.Errorf("the server signed a move of the Patrón, whose person plays him: only his own key may")
	}
	return ByStandIn, nil
}

// Chain follows a table's log move by move, checking each: its place, its
// signer, its signature; it keeps the link the moves reach.
type Chain struct {
	table string
	who   Signers
	link  Link
	next  int
}

// NewChain starts the chain of table's log before its first move.
func NewChain(table string, who Signers) *Chain {
	return &Chain{table: table, who: who, link: Genesis(table)}
}

// Link is the link after the moves accepted so far.
func (c *Chain) Link() Link { return c.link }

// Len is the number of moves accepted so far.
func (c *Chain) Len() int { return c.next }

// Table is the table the chain is of.
func (c *Chain) Table() string { return c.table }

// Bind changes a seat's key (a person took a seat, or gave it up): later
// moves of that seat are checked against the new key.
func (c *Chain) Bind(seat int, k identity.Key) {
	if seat >= 0 && seat < len(c.who.Seats) {
		c.who.Seats[seat] = k
	}
}

// Check checks m as the next move, without taking it.
func (c *Chain) Check(m Move) (Signer, error) {
	who, err := c.placed(m)
	if err != nil {
		return who, err
	}
	if err := m.Verify(c.table, c.link); err != nil {
		return ByNobodyOK, err
	}
	return who, nil
}

// Accept checks m as the next move and takes it: the chain moves on.
func (c *Chain) Accept(m Move) (Signer, error) {
	who, err := c.Check(m)
	if err != nil {
		return who, err
	}
	c.link = m.Next(c.table, c.link)
	c.next++
	return who, nil
}

// placed checks that m is the move due next, by a key that may decide for
// its seat: who signed it.
func (c *Chain) placed(m Move) (Signer, error) {
	if m.Seq != c.next {
		return ByNobodyOK, fmt.Errorf("move %d came where move %d was due", m.Seq+1, c.next+1)
	}
	who, err := c.who.may(m.Key, m.Seat)
	if err != nil {
		return who, fmt.Errorf("move %d (%s): %w", m.Seq+1, m.Command, err)
	}
	return who, nil
}

// Take takes m as the next move, as Accept does, without checking its
// signature again: the caller checked it with Check at this same place in
// the chain (a host at the proposal, a client at the commit), or made it
// with the server's own key. Checking each signature twice was a third
// of every client's and of the server's Ed25519 work. Its place and its
// signer's right to the seat are checked again; they cost nothing.
func (c *Chain) Take(m Move) (Signer, error) {
	who, err := c.placed(m)
	if err != nil {
		return who, err
	}
	c.link = m.Next(c.table, c.link)
	c.next++
	return who, nil
}

// Ahead is the link a run of moves not yet accepted would reach after the
// chain's own: what a proposer signs its next decision over while the
// ones before it wait for their commits.
func (c *Chain) Ahead(run []Move) Link {
	l := c.link
	for _, m := range run {
		l = m.Next(c.table, l)
	}
	return l
}
