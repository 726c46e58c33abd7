package identity

import (
	"crypto/hkdf"
	"crypto/sha256"
	"errors"
)

// deriveDomain starts every derived key's context: a key derived for one
// purpose is never one derived for another, nor the signing key itself.
const deriveDomain = "patron identity derive v1\n"

// Derive is a 32-byte key for purpose, derived from the identity's
// private key with HKDF-SHA256 (the private key's seed as the secret,
// deriveDomain ‖ purpose as the context). Only a device holding the
// identity (this one, or one it was exported to) can derive it; the same
// purpose always gives the same key there. purpose names what the key is
// for and everything it is bound to (a server, a table).
func (id *Identity) Derive(purpose string) ([]byte, error) {
	if purpose == "" {
		return nil, errors.New("a derived key needs a purpose")
	}
	return hkdf.Key(sha256.New, id.priv.Seed(), nil, deriveDomain+purpose, 32)
}
