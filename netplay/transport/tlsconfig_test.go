//go:build !js

package transport

import "testing"

// A self-signed certificate is kept: a second start has the same key.
func TestAKeptSelfSignedCertificateKeepsItsFingerprint(t *testing.T) {
	dir := t.TempDir()
	_, first, err := TLSSelfSigned(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, second, err := TLSSelfSigned(dir)
	if err != nil || second != first || len(first) != 64 {
		t.Fatalf("%q then %q (%v)", first, second, err)
	}
}
