// Package identity is a player's identity for play across the internet: an
// Ed25519 key made on the installation's first run, with no password. A
// seat is bound to its public key; coming back to it is signing the
// server's challenge, and every move the seat proposes is signed with it
// (netplay/ledger). The key goes to another device as an export code or
// file, never through a server.
package identity

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
)

// Key is a public key: 64 lowercase hex digits. It names a player to the
// server and to every other player; it is no secret.
type Key string

// KeyLen is a Key's length in hex digits.
const KeyLen = 2 * ed25519.PublicKeySize

// SigLen is a signature's length in hex digits.
const SigLen = 2 * ed25519.SignatureSize

// Identity is one installation's key pair, and what the player calls the
// device it lives on.
type Identity struct {
	priv ed25519.PrivateKey
	// Device names this installation ("my laptop"), for the player's own
	// lists; it is never signed and never needed to play.
	Device string
	// From names the device this identity came from, when it was imported.
	From string
}

// New makes a fresh identity from the system's random source.
func New(device string) (*Identity, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("making a key: %w", err)
	}
	return &Identity{priv: priv, Device: device}, nil
}

// fromSeed rebuilds an identity from its 32-byte seed.
func fromSeed(seed []byte) (*Identity, error) {
	if len(seed) != ed25519.SeedSize {
		return nil, fmt.Errorf("a key's seed has %d bytes, not %d", ed25519.SeedSize, len(seed))
	}
	return &Identity{priv: ed25519.NewKeyFromSeed(seed)}, nil
}

// Public is the identity's public key.
func (id *Identity) Public() Key {
	return Key(hex.EncodeToString(id.priv.Public().(ed25519.PublicKey)))
}

// Sign signs msg: 128 hex digits. Ed25519 signatures are deterministic,
// so the same message signed twice gives the same signature.
func (id *Identity) Sign(msg []byte) string {
	return hex.EncodeToString(ed25519.Sign(id.priv, msg))
}

// ErrBadSignature is a signature that does not verify.
var ErrBadSignature = errors.New("the signature does not match")

// Verify checks that sig is k's signature of msg.
func Verify(k Key, msg []byte, sig string) error {
	pub, err := k.bytes()
	if err != nil {
		return err
	}
	if len(sig) != SigLen {
		return fmt.Errorf("a signature has %d hex digits, not %d", SigLen, len(sig))
	}
	if !lowerHex(sig) {
		return errors.New("a signature is lowercase hex digits")
	}
	done := verifiedKey(k, msg, sig)
	if verified.has(done) {
		return nil
	}
	s, _ := hex.DecodeString(sig)
	if !ed25519.Verify(pub, msg, s) {
		return ErrBadSignature
	}
	verified.add(done)
	return nil
}

// Check reports whether k is a well-formed key: 64 lowercase hex digits.
func (k Key) Check() error {
	_, err := k.bytes()
	return err
}

func (k Key) bytes() (ed25519.PublicKey, error) {
	if len(k) != KeyLen {
		return nil, fmt.Errorf("a key has %d hex digits, not %d", KeyLen, len(k))
	}
	if !lowerHex(string(k)) {
		return nil, errors.New("a key is lowercase hex digits")
	}
	b, _ := hex.DecodeString(string(k))
	return ed25519.PublicKey(b), nil
}

// lowerHex reports whether s is lowercase hex digits alone: a key or a
// signature has one written form, so the same one never reads as two.
func lowerHex(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}

// Short is the key's first 8 hex digits, for people to compare by eye.
func (k Key) Short() string {
	if len(k) < 8 {
		return string(k)
	}
	return string(k[:8])
}

// Challenge is what a server asks a player to sign to prove a key is
// theirs: a fresh nonce, bound to the server's own key so that an answer
// given to one server cannot be replayed to another.
type Challenge struct {
	Server Key    `json:"server"`
	Nonce  string `json:"nonce"`
}

func (c Challenge) statement() []byte {
	return []byte("patron challenge v1\nserver " + string(c.Server) + "\nnonce " + c.Nonce + "\n")
}

// Answer signs the challenge.
func (id *Identity) Answer(c Challenge) string { return id.Sign(c.statement()) }

// CheckAnswer verifies that sig is k's answer to c.
func CheckAnswer(k Key, c Challenge, sig string) error { return Verify(k, c.statement(), sig) }
