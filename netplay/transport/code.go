package transport

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

// crockford is Crockford's base32: no I, L, O or U, so a code read aloud
// or copied by hand has no two letters that look alike.
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// CodeLen is a session code's length: 40 bits of the fingerprint.
const CodeLen = 8

// CodeOf is the session code of a certificate fingerprint: its first 5
// bytes in Crockford base32, upper case. It is "" when fingerprint does not
// start with 10 hex digits.
func CodeOf(fingerprint string) string {
	if len(fingerprint) < 10 {
		return ""
	}
	b, err := hex.DecodeString(fingerprint[:10])
	if err != nil {
		return ""
	}
	var v uint64
	for _, x := range b {
		v = v<<8 | uint64(x)
	}
	var code [CodeLen]byte
	for i := CodeLen - 1; i >= 0; i-- {
		code[i] = crockford[v&31]
		v >>= 5
	}
	return string(code[:])
}

// ParseCode reads a session code as a person typed it: in any case, with
// hyphens and spaces anywhere, and I, L and O read as 1, 1 and 0 (as
// Crockford's decoding does: they are the letters mistaken for digits).
// The host compares a Hello's code with its own through it too.
func ParseCode(s string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		switch {
		case r == '-' || r == ' ':
			continue
		case r == 'I' || r == 'L':
			r = '1'
		case r == 'O':
			r = '0'
		case !strings.ContainsRune(crockford, r):
			return "", fmt.Errorf("%q is not a session code: %q is not one of its letters or digits", s, r)
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLen {
		return "", fmt.Errorf("%q is not a session code: it has %d letters and digits", s, CodeLen)
	}
	return b.String(), nil
}

// ErrNotTheHost is a Dial whose host shows a certificate other than the
// one pinned.
var ErrNotTheHost = errors.New("the host's certificate does not match the session code: someone else may be answering")

// pinned is the check a host's certificate fingerprint must pass: pin is
// either a whole fingerprint (from discovery) or a session code (typed).
func pinned(pin string) (func(fingerprint string) bool, error) {
	full := strings.ToLower(strings.TrimSpace(pin))
	if _, err := hex.DecodeString(full); err == nil && len(full) == 64 {
		return func(fp string) bool { return fp == full }, nil
	}
	code, err := ParseCode(pin)
	if err != nil {
		return nil, err
	}
	return func(fp string) bool { return CodeOf(fp) == code }, nil
}
