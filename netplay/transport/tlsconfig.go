//go:build !js

package transport

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"golang.org/x/crypto/acme/autocert"

	"patron/durable"
)

// The TLS of a server's WebSockets, three ways; plain HTTP behind a
// reverse proxy that does TLS is the caller's, with no tls.Config. Each
// way that knows its key gives its fingerprint (KeyFingerprint) for the
// server to print: what a client pinning on first use records.

// TLSFromFiles is a certificate and its key from PEM files (--cert,
// --key), as a certificate authority or a proxy's tooling gives them.
func TLSFromFiles(certFile, keyFile string) (*tls.Config, string, error) {
	pair, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		return nil, "", fmt.Errorf("the certificate %s and key %s: %w", certFile, keyFile, err)
	}
	leaf, err := x509.ParseCertificate(pair.Certificate[0])
	if err != nil {
		return nil, "", err
	}
	return &tls.Config{Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS12}, KeyFingerprint(leaf), nil
}

// TLSFromACME is a certificate for domain from Let's Encrypt, renewed by
// itself and kept in cacheDir between starts. The server must be reached
// at domain on port 443: the authority checks it there (TLS-ALPN-01,
// which this config answers), so no port 80 is needed. The key changes
// at renewals: clients trust it by the system's roots, not by a pin.
func TLSFromACME(domain, cacheDir string) *tls.Config {
	m := &autocert.Manager{
		Prompt:     autocert.AcceptTOS,
		HostPolicy: autocert.HostWhitelist(domain),
		Cache:      autocert.DirCache(cacheDir),
	}
	c := m.TLSConfig()
	c.MinVersion = tls.VersionTLS12
	return c
}

// TLSSelfSigned is a self-signed certificate kept in dir: made at the
// first start (cert.pem, key.pem), read at every later one, so that a
// key clients pinned stays the same across restarts.
func TLSSelfSigned(dir string) (*tls.Config, string, error) {
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	_, err := os.Stat(certFile)
	if errors.Is(err, fs.ErrNotExist) {
		err = makeSelfSigned(certFile, keyFile)
	}
	if err != nil {
		return nil, "", err
	}
	return TLSFromFiles(certFile, keyFile)
}

// makeSelfSigned writes a fresh certificate and key: the key first, so
// that a start killed between the two makes a new pair at the next, never
// a certificate without its key.
func makeSelfSigned(certFile, keyFile string) error {
	id, err := NewIdentity()
	if err != nil {
		return err
	}
	certDER, keyDER, err := id.Marshal()
	if err != nil {
		return err
	}
	if err := durable.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER})); err != nil {
		return err
	}
	return durable.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: certDER}))
}
