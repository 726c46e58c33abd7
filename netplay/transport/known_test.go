//go:build !js

package transport

import (
	"crypto/tls"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A server with a self-signed certificate is pinned at the first dial;
// the same key is taken again; another key under the same name is
// refused with a *KeyChanged that says what to do, and changes nothing
// known.
func TestAServerKeyIsPinnedOnFirstUseAndAChangeIsRefused(t *testing.T) {
	dir := t.TempDir()
	conf, fingerprint, err := TLSSelfSigned(filepath.Join(dir, "server"))
	if err != nil {
		t.Fatal(err)
	}
	srv, accepted := wsServer(t, conf)
	known := OpenKnown(filepath.Join(dir, "known.json"))
	trust := Trust{Known: known}
	host := strings.TrimPrefix(srv.URL, "https://")
	for range 2 {
		a, err := DialWS(timeout(t, 5*time.Second), wssOf(srv), trust)
		if err != nil {
			t.Fatal(err)
		}
		a.Close("done")
		<-accepted
		if fp, ok, err := known.Key(host); err != nil || !ok || fp != fingerprint {
			t.Fatalf("known %q %v %v, the server's %q", fp, ok, err, fingerprint)
		}
	}
	// The same name, another key: a server in its place.
	other, otherFP, err := TLSSelfSigned(filepath.Join(dir, "other"))
	if err != nil {
		t.Fatal(err)
	}
	srv.Close()
	srv, _ = wsServerAt(t, host, other)
	_, err = DialWS(timeout(t, 5*time.Second), wssOf(srv), trust)
	var changed *KeyChanged
	if !errors.As(err, &changed) || changed.Host != host || changed.Was != fingerprint || changed.Now != otherFP {
		t.Fatalf("another key: %v", err)
	}
	if !strings.Contains(err.Error(), "another key than the first time") || !strings.Contains(err.Error(), "forget the old one") {
		t.Fatalf("the error says: %v", err)
	}
	if fp, _, _ := known.Key(host); fp != fingerprint {
		t.Fatalf("the known key became %q", fp)
	}
	// Its owner said so: forgotten, the new key is pinned.
	if err := known.Forget(host); err != nil {
		t.Fatal(err)
	}
	a, err := DialWS(timeout(t, 5*time.Second), wssOf(srv), trust)
	if err != nil {
		t.Fatal(err)
	}
	a.Close("done")
	if fp, _, _ := known.Key(host); fp != otherFP {
		t.Fatalf("after Forget, the known key is %q", fp)
	}
}

// Without Known, a self-signed certificate is refused: the system's
// roots vouch for none, and the error says so in a type a caller can
// offer to pin on.
func TestASelfSignedServerIsRefusedByTheRoots(t *testing.T) {
	conf, _, err := TLSSelfSigned(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	srv, _ := wsServer(t, conf)
	_, err = DialWS(timeout(t, 5*time.Second), wssOf(srv), Trust{})
	var unvouched *tls.CertificateVerificationError
	if !errors.As(err, &unvouched) {
		t.Fatalf("%v", err)
	}
}
