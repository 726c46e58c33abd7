package secrecy

import (
	"bytes"
	"fmt"
)

// CheckDatagram reads one datagram a machine received (discovery's
// answers: a prefix and a JSON beacon; a host's queries) for the Patrón's
// secrets, as Check reads a frame, and returns what it finds. No datagram
// carries a command, so nothing of his may be in one: not the seed, a
// private command, a salt, nor a hideout, card or objective in its texts.
func CheckDatagram(d []byte, s Secrets) []string {
	var out []string
	found := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	for _, form := range seedForms(s.Seed) {
		if bytes.Contains(d, form) {
			found("a datagram holds the secret seed")
		}
	}
	for _, p := range s.Private {
		if bytes.Contains(d, []byte(`"`+p+`"`)) {
			found("a datagram holds the private command %q", p)
		}
	}
	for k, salt := range s.Salts {
		if bytes.Contains(d, []byte(salt)) {
			found("a datagram holds salt %d (%s…)", k+1, salt[:8])
		}
	}
	if at := bytes.IndexByte(d, '{'); at >= 0 {
		for _, text := range textsOf(d[at:]) {
			for _, n := range s.Names {
				if wordRE(n).MatchString(text) {
					found("a datagram names %q in %q", n, text)
				}
			}
		}
	}
	return out
}
