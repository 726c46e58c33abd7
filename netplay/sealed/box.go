// Package sealed keeps a person's Patrón playable from any device that
// holds his identity, with a server that cannot read him: his computer
// seals what rebuilds his game (his secret seed and his private decisions)
// with a key only his identity derives, and the sealed blob travels with
// each of his moves to the server, which keeps it beside the move and
// gives it back to his key alone. Another device holding the same
// identity opens it, rebuilds his game from it and the table's public
// log, and checks each against the other before it plays on.
//
// The blob's additional data binds the server, the table, the log's
// length it was sealed at and the chain's link there (netplay/ledger): a
// server that hands back another table's blob, an old one, or one it
// changed is caught (Open, Rebuild), each in words of its own.
package sealed

import (
	"crypto/rand"
	"errors"
	"fmt"
	"strconv"

	"golang.org/x/crypto/chacha20poly1305"

	"patron/netplay/identity"
	"patron/netplay/ledger"
)

// Place is where a blob was sealed: the server and the table (the key is
// derived for both), the log's length then, and the chain's link after
// that many moves (the additional data binds both).
type Place struct {
	Server identity.Key
	Table  string
	At     int
	Link   ledger.Link
}

// magic starts every blob: its format and version.
const magic = "PSB1"

// MaxBlob bounds a blob: a whole game's private decisions are a few KiB.
// The server's store and the protocol take no more (store.MaxSealed).
const MaxBlob = 64 << 10

// The key is XChaCha20-Poly1305's, from golang.org/x/crypto (a dependency
// already): its 24-byte nonces may be drawn at random for every blob
// sealed under one key without a counter to keep, which a key derived
// again on another device could not carry on; and it is constant-time in
// software, which the browser edition (WebAssembly, no AES instructions)
// needs, where AES-GCM's software fallback is not.
func aead(id *identity.Identity, p Place) (interface {
	Seal(dst, nonce, plain, data []byte) []byte
	Open(dst, nonce, box, data []byte) ([]byte, error)
	NonceSize() int
	Overhead() int
}, error) {
	key, err := id.Derive("sealed patron v1\nserver " + string(p.Server) + "\ntable " + p.Table + "\n")
	if err != nil {
		return nil, err
	}
	return chacha20poly1305.NewX(key)
}

// data is the additional data: the place, whole.
func (p Place) data() []byte {
	return []byte("patron sealed patron v1\nserver " + string(p.Server) + "\ntable " + p.Table +
		"\nat " + strconv.Itoa(p.At) + "\nlink " + p.Link.String() + "\n")
}

// seal encrypts plain for id at p: magic ‖ nonce ‖ box.
func seal(id *identity.Identity, p Place, plain []byte) ([]byte, error) {
	a, err := aead(id, p)
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(magic)+a.NonceSize(), len(magic)+a.NonceSize()+len(plain)+a.Overhead())
	copy(out, magic)
	if _, err := rand.Read(out[len(magic):]); err != nil {
		return nil, err
	}
	out = a.Seal(out, out[len(magic):], plain, p.data())
	if len(out) > MaxBlob {
		return nil, fmt.Errorf("the Patrón's sealed game is %d bytes, more than the %d a server keeps", len(out), MaxBlob)
	}
	return out, nil
}

// ErrDamaged is a blob that does not open with this identity's key at
// its place: changed, sealed for another table or server, or at another
// place of the log than the one the server says.
var ErrDamaged = errors.New("the Patrón's sealed game does not open: it was changed, or it belongs to another table or another moment of this one")

// open decrypts a blob sealed for id at p.
func open(id *identity.Identity, p Place, blob []byte) ([]byte, error) {
	a, err := aead(id, p)
	if err != nil {
		return nil, err
	}
	head := len(magic) + a.NonceSize()
	if len(blob) > MaxBlob || len(blob) < head+a.Overhead() || string(blob[:len(magic)]) != magic {
		return nil, ErrDamaged
	}
	plain, err := a.Open(nil, blob[len(magic):head], blob[head:], p.data())
	if err != nil {
		return nil, ErrDamaged
	}
	return plain, nil
}
