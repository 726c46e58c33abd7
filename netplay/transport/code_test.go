//go:build !js

package transport

import (
	"strings"
	"testing"
)

func TestCodeOf(t *testing.T) {
	for fp, want := range map[string]string{
		"0123456789" + strings.Repeat("0", 54): "04HMASW9",
		strings.Repeat("0", 64):                "00000000",
		strings.Repeat("f", 64):                "ZZZZZZZZ",
		"xyz":                                  "",
		"0123456789"[:9]:                       "",
	} {
		if got := CodeOf(fp); got != want {
			t.Errorf("CodeOf(%.12s…) = %q, want %q", fp, got, want)
		}
	}
	fp := fingerprintOf([]byte("a certificate"))
	if c := CodeOf(fp); len(c) != CodeLen || strings.ContainsAny(c, "ILOU") || c != strings.ToUpper(c) {
		t.Errorf("code %q", c)
	}
}

func TestParseCode(t *testing.T) {
	for typed, want := range map[string]string{
		"04HMASW9":    "04HMASW9",
		"04hm-asw9":   "04HMASW9",
		" 04HM ASW9 ": "04HMASW9",
		"O4HM-ASW9":   "04HMASW9", // O for 0
		"1IL1-0000":   "11110000", // I and L for 1
	} {
		if got, err := ParseCode(typed); err != nil || got != want {
			t.Errorf("ParseCode(%q) = %q, %v; want %q", typed, got, err, want)
		}
	}
	for _, typed := range []string{"", "04HMASW", "04HMASW99", "04HMASWU", "04HMASW!", "04HMASWé"} {
		if got, err := ParseCode(typed); err == nil {
			t.Errorf("ParseCode(%q) = %q", typed, got)
		}
	}
}

func TestPinned(t *testing.T) {
	fp := fingerprintOf([]byte("a certificate"))
	other := fingerprintOf([]byte("another"))
	for _, pin := range []string{fp, strings.ToUpper(fp), CodeOf(fp), strings.ToLower(CodeOf(fp))} {
		match, err := pinned(pin)
		if err != nil || !match(fp) || match(other) {
			t.Errorf("pin %q: %v", pin, err)
		}
	}
}
