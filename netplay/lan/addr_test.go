package lan

import (
	"strings"
	"testing"
)

func TestHostPortReadsEveryFormOfAnAddress(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"192.168.1.20", "192.168.1.20:27450"},
		{"192.168.1.20:4000", "192.168.1.20:4000"},
		{"  10.0.0.7:27450 ", "10.0.0.7:27450"},
		{"[::1]", "[::1]:27450"},
		{"[::1]:4000", "[::1]:4000"},
		{"::1", "[::1]:27450"},
		{"fe80::1", "[fe80::1]:27450"},
		{"[fe80::1%eth0]:5", "[fe80::1%eth0]:5"},
		{"[2001:db8:0:0:0:0:0:1]", "[2001:db8::1]:27450"},
		{"ana-laptop", "ana-laptop:27450"},
		{"ana-laptop.local:65535", "ana-laptop.local:65535"},
		{"Game_Box:1", "Game_Box:1"},
	} {
		got, err := HostPort(c.in)
		if err != nil || got != c.want {
			t.Errorf("HostPort(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

func TestHostPortRefusesWhatIsNoAddress(t *testing.T) {
	for _, in := range []string{
		"", "   ", ":27450", "host:", "host:0", "host:65536", "host:-1", "host:port", "host:0080",
		"[::1", "::1]", "[::1]:", "[::1]:x", "[1.2.3.4]:80", "[ana]:80", "[]", "[]:80",
		"a:b:c", "ana laptop", "ana/laptop", "ana..local", ".local", "niño.local",
		"ana:27450:1", strings.Repeat("a", 400), "[::1]]", "[[::1]", "fe80::1%a b", "[fe80::1%eth0]:5]:6",
	} {
		if got, err := HostPort(in); err == nil {
			t.Errorf("HostPort(%q) = %q, want an error", in, got)
		} else if in != "" && strings.TrimSpace(in) != "" && !strings.Contains(err.Error(), "not an address") {
			t.Errorf("HostPort(%q): %v", in, err)
		}
	}
	// What the error quotes is bounded, whatever was typed.
	if _, err := HostPort(strings.Repeat("x", 10000) + ":1"); err == nil || len(err.Error()) > 200 {
		t.Errorf("a long address: %v", err)
	}
}

func TestCodeOfAPin(t *testing.T) {
	fp := strings.Repeat("0123456789abcdef", 4)
	if got := CodeOf(fp); got != "04HMASW9" {
		t.Errorf("CodeOf(fingerprint) = %q", got)
	}
	if got := CodeOf(strings.ToUpper(fp)); got != "04HMASW9" {
		t.Errorf("CodeOf(FINGERPRINT) = %q", got)
	}
	// A code as a person types it reaches the host as the host spells it.
	if got := CodeOf(" o4hm-asw9 "); got != "04HMASW9" {
		t.Errorf("CodeOf(typed code) = %q", got)
	}
	if got := CodeOf("not a code!"); got != "not a code!" {
		t.Errorf("CodeOf(garbage) = %q, want it back as it is", got)
	}
	if CheckPin(fp) != nil || CheckPin("04HM-ASW9") != nil || CheckPin("") == nil || CheckPin("zz!") == nil {
		t.Error("CheckPin")
	}
	if PrettyCode("04HMASW9") != "04HM-ASW9" || PrettyCode("short") != "short" {
		t.Error("PrettyCode")
	}
}
