package identity

import (
	"testing"
)

// A good signature is remembered and not checked again; a bad one never
// is, whatever was checked before; and what is remembered stays bounded,
// the oldest forgotten first.
func TestVerifyRemembersGoodSignaturesOnly(t *testing.T) {
	id, err := New("")
	if err != nil {
		t.Fatal(err)
	}
	msg := []byte("move 1: step A12")
	sig := id.Sign(msg)
	if err := Verify(id.Public(), msg, sig); err != nil {
		t.Fatal(err)
	}
	if !verified.has(verifiedKey(id.Public(), msg, sig)) {
		t.Fatal("a good signature was not remembered")
	}
	other := id.Sign([]byte("move 1: step A13"))
	if err := Verify(id.Public(), msg, other); err != ErrBadSignature {
		t.Fatalf("another message's signature: %v", err)
	}
	if verified.has(verifiedKey(id.Public(), msg, other)) {
		t.Fatal("a bad signature was remembered")
	}
	stranger, _ := New("")
	if err := Verify(stranger.Public(), msg, sig); err != ErrBadSignature {
		t.Fatalf("the signature under another key: %v", err)
	}
	for i := range verifiedMax + 10 {
		verified.add(verifiedKey(id.Public(), []byte{byte(i), byte(i >> 8)}, sig))
	}
	if len(verified.seen) != verifiedMax || len(verified.ring) != verifiedMax {
		t.Fatalf("%d remembered, %d in the ring, bound %d", len(verified.seen), len(verified.ring), verifiedMax)
	}
	if verified.has(verifiedKey(id.Public(), msg, sig)) {
		t.Fatal("the oldest was not forgotten")
	}
	if err := Verify(id.Public(), msg, sig); err != nil {
		t.Fatal(err)
	}
}
