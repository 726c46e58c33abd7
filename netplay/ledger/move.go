// Package ledger is a table's log as a chain of signed moves: every command
// is signed by the key of the seat that decided it, over the table, its
// place in the log and the chain's link before it; the server answers each
// with a receipt signed by its own key. A server, or anyone between, can
// then neither forge a move nor alter one, only refuse to relay it, and an
// exported log (Log) can be checked offline by anyone (Verify).
package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"

	"patron/netplay/identity"
)

// Link is the chain's running hash: the link after move n covers every
// move up to n, with their signatures.
type Link [32]byte

// String is the link in hex.
func (l Link) String() string { return hex.EncodeToString(l[:]) }

// ParseLink reads a link's hex.
func ParseLink(s string) (Link, error) {
	var l Link
	if len(s) != 2*len(l) {
		return l, fmt.Errorf("a link has %d hex digits, not %d", 2*len(l), len(s))
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		return l, fmt.Errorf("a link is hex digits: %w", err)
	}
	copy(l[:], b)
	return l, nil
}

// Genesis is the link before a table's first move: the table's id, so that
// no move of one table reads as a move of another.
func Genesis(table string) Link {
	return sha256.Sum256([]byte("patron ledger v1\ntable " + table + "\n"))
}

// Move is one command of the log, signed by whoever decided it.
type Move struct {
	Seq     int          `json:"seq"`     // its place in the log, from 0
	Seat    int          `json:"seat"`    // the engine player who decided it (0 is the Patrón)
	Command string       `json:"command"` // the published form
	Key     identity.Key `json:"key"`     // the signer: the seat's key, or the server's for a seat it plays
	Sig     string       `json:"sig"`
}

// statement is what a move's signature covers: the table, the place, the
// link before it, the seat and the command. Each is on a line of its own,
// and a command holds no newline, so no two moves read alike.
func statement(table string, prev Link, seq, seat int, command string) []byte {
	return []byte("patron move v1\ntable " + table + "\nseq " + strconv.Itoa(seq) + "\nprev " + prev.String() +
		"\nseat " + strconv.Itoa(seat) + "\ncommand " + command + "\n")
}

// Sign makes the move of command at seq for seat, signed by id after prev.
func Sign(id *identity.Identity, table string, prev Link, seq, seat int, command string) Move {
	return Move{Seq: seq, Seat: seat, Command: command, Key: id.Public(),
		Sig: id.Sign(statement(table, prev, seq, seat, command))}
}

// ErrNewline is a command with a line break: it could be read as two lines
// of a statement.
var ErrNewline = errors.New("a command holds no line break")

// Verify checks the move's signature by its own key, after prev.
func (m Move) Verify(table string, prev Link) error {
	for _, r := range m.Command {
		if r == '\n' || r == '\r' {
			return ErrNewline
		}
	}
	if err := identity.Verify(m.Key, statement(table, prev, m.Seq, m.Seat, m.Command), m.Sig); err != nil {
		return fmt.Errorf("move %d (%s, seat %d): %w", m.Seq+1, m.Command, m.Seat, err)
	}
	return nil
}

// Next is the link after m, which followed prev.
func (m Move) Next(table string, prev Link) Link {
	h := sha256.New()
	h.Write(prev[:])
	h.Write(statement(table, prev, m.Seq, m.Seat, m.Command))
	h.Write([]byte("sig " + m.Sig + "\n"))
	var l Link
	h.Sum(l[:0])
	return l
}

// Receipt is the server's word that it committed move Seq and that the
// chain's link after it is Link: a player holding receipts can show what
// the server acknowledged, whatever it says later.
type Receipt struct {
	Seq  int    `json:"seq"`
	Link string `json:"link"`
	Sig  string `json:"sig"`
}

func receiptStatement(table string, seq int, link string) []byte {
	return []byte("patron receipt v1\ntable " + table + "\nseq " + strconv.Itoa(seq) + "\nlink " + link + "\n")
}

// SignReceipt is the server's receipt for move seq, after which the chain
// stands at link.
func SignReceipt(server *identity.Identity, table string, seq int, link Link) Receipt {
	return Receipt{Seq: seq, Link: link.String(), Sig: server.Sign(receiptStatement(table, seq, link.String()))}
}

// Verify checks the receipt: the server's signature, over the link the
// reader's own chain reached.
func (r Receipt) Verify(table string, server identity.Key, seq int, link Link) error {
	if r.Seq != seq || r.Link != link.String() {
		return fmt.Errorf("the receipt for move %d says move %d, link %.8s…, where the chain stands at %.8s…", seq+1, r.Seq+1, r.Link, link)
	}
	if err := identity.Verify(server, receiptStatement(table, r.Seq, r.Link), r.Sig); err != nil {
		return fmt.Errorf("the receipt for move %d: %w", seq+1, err)
	}
	return nil
}
