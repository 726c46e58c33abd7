//go:build !js

package transport

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"

	"github.com/quic-go/quic-go"
)

// Identity is a host's certificate and its key. A fresh one is made for
// each table (Listen); a host that keeps it (its save) listens again with
// it after a crash or a restart (ListenAs), so its fingerprint, and with it
// the session code joiners hold, stay the same: the table comes back
// where its players look for it.
type Identity struct {
	cert        tls.Certificate
	fingerprint string
}

// NewIdentity makes a fresh self-signed certificate and key.
func NewIdentity() (*Identity, error) {
	cert, fp, err := newIdentity()
	if err != nil {
		return nil, err
	}
	return &Identity{cert: cert, fingerprint: fp}, nil
}

// Fingerprint is the certificate's SHA-256, 64 lowercase hex digits.
func (id *Identity) Fingerprint() string { return id.fingerprint }

// Code is the session code of the certificate.
func (id *Identity) Code() string { return CodeOf(id.fingerprint) }

// Marshal is the certificate (DER) and its private key (PKCS #8 DER), as
// a host's save keeps them.
func (id *Identity) Marshal() (cert, key []byte, err error) {
	key, err = x509.MarshalPKCS8PrivateKey(id.cert.PrivateKey)
	if err != nil {
		return nil, nil, err
	}
	return bytes.Clone(id.cert.Certificate[0]), key, nil
}

// ParseIdentity reads what Marshal gave: a certificate and the private key
// of its public key, or an error that says what is wrong.
func ParseIdentity(certDER, keyDER []byte) (*Identity, error) {
	c, err := x509.ParseCertificate(certDER)
	if err != nil {
		return nil, fmt.Errorf("not a certificate: %v", err)
	}
	k, err := x509.ParsePKCS8PrivateKey(keyDER)
	if err != nil {
		return nil, fmt.Errorf("not a private key: %v", err)
	}
	priv, ok := k.(*ecdsa.PrivateKey)
	if !ok {
		return nil, errors.New("the key is not an ECDSA key")
	}
	pub, ok := c.PublicKey.(*ecdsa.PublicKey)
	if !ok || !pub.Equal(&priv.PublicKey) {
		return nil, errors.New("the key is not the certificate's")
	}
	return &Identity{cert: tls.Certificate{Certificate: [][]byte{bytes.Clone(certDER)}, PrivateKey: priv},
		fingerprint: fingerprintOf(certDER)}, nil
}

// resetKey is the QUIC stateless reset key of an identity: the same across
// the host's restarts, so that a host back on its port answers the packets
// of its joiners' old connections with a reset they trust, and they learn
// at once that their connection is gone (rather than after the idle
// timeout) and dial again.
func (id *Identity) resetKey() *quic.StatelessResetKey {
	key, err := x509.MarshalPKCS8PrivateKey(id.cert.PrivateKey)
	if err != nil {
		return nil
	}
	sum := sha256.Sum256(append([]byte("patron stateless reset\n"), key...))
	k := quic.StatelessResetKey(sum)
	return &k
}

// ListenAs listens on a UDP address with the host's kept identity (see
// Listen).
func ListenAs(addr string, id *Identity) (*Listener, error) {
	if id == nil {
		return Listen(addr)
	}
	return listenWith(addr, id)
}
