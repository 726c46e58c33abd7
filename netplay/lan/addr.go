package lan

import (
	"encoding/hex"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"

	"patron/netplay/transport"
)

// maxAddr bounds an address as typed: a host name has at most 253
// characters, and a port and brackets a few more.
const maxAddr = 300

// HostPort is an address as typed (on the command line or the Join
// screen) in the host:port form a dial takes: "host:port" and
// "[IPv6]:port" as they are; a host name, an IPv4 address, "[IPv6]" or a
// bare IPv6 address on GamePort. Anything else (an empty host, a port that
// is not 1-65535, a character no host name holds) is an error that says
// so.
func HostPort(addr string) (string, error) {
	addr = strings.TrimSpace(addr)
	bad := func(why string) (string, error) {
		return "", fmt.Errorf("%q is not an address (%s): host:port, or a host (port %d)", clipText(addr), why, GamePort)
	}
	switch {
	case addr == "":
		return "", fmt.Errorf("an empty address: host:port, or a host (port %d)", GamePort)
	case len(addr) > maxAddr:
		return bad("too long")
	}
	host, port := addr, strconv.Itoa(GamePort)
	bracketed := strings.HasPrefix(addr, "[") && strings.HasSuffix(addr, "]")
	if bracketed || !strings.ContainsAny(addr, "[]") {
		// [IPv6], or IPv6 without brackets: its colons are not a port's.
		if ip, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(addr, "["), "]")); err == nil && ip.Is6() {
			if !hostName(ip.Zone()) && ip.Zone() != "" {
				return bad("not an interface after %")
			}
			return net.JoinHostPort(ip.String(), port), nil
		}
		if bracketed {
			return bad("brackets hold an IPv6 address")
		}
	}
	if strings.Contains(addr, ":") {
		var err error
		if host, port, err = net.SplitHostPort(addr); err != nil {
			return bad("no port after the host, or colons in it")
		}
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != port {
			return bad("a port is 1 to 65535")
		}
	}
	if strings.HasPrefix(addr, "[") { // [host]:port holds an IPv6 address
		ip, err := netip.ParseAddr(host)
		if err != nil || !ip.Is6() || ip.Zone() != "" && !hostName(ip.Zone()) {
			return bad("brackets hold an IPv6 address")
		}
		return net.JoinHostPort(ip.String(), port), nil
	}
	if !hostName(host) {
		return bad("not a host name or an IP address")
	}
	return net.JoinHostPort(host, port), nil
}

// hostName reports whether s may name a host: an IPv4 address or a name
// of letters, digits, hyphens, underscores and dots.
func hostName(s string) bool {
	if s == "" || len(s) > 253 || strings.HasPrefix(s, ".") || strings.Contains(s, "..") {
		return false
	}
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '.', r == '_':
		default:
			return false
		}
	}
	return true
}

// CodeOf is the session code of a pin: a fingerprint's (64 hex digits),
// or the code a person typed, as the host spells it (upper case, without
// hyphens, I and L read as 1, O as 0). A pin that is neither is given back
// as it is, for the host to refuse with its reason.
func CodeOf(pin string) string {
	pin = strings.TrimSpace(pin)
	if len(pin) == 64 {
		if _, err := hex.DecodeString(pin); err == nil {
			return transport.CodeOf(strings.ToLower(pin))
		}
	}
	if code, err := transport.ParseCode(pin); err == nil {
		return code
	}
	return pin
}

// CheckPin reports whether pin can pin a host's certificate: a fingerprint
// (64 hex digits) or a session code.
func CheckPin(pin string) error {
	pin = strings.TrimSpace(pin)
	if len(pin) == 64 {
		if _, err := hex.DecodeString(pin); err == nil {
			return nil
		}
	}
	_, err := transport.ParseCode(pin)
	return err
}

// PrettyCode is a session code as people read it: ABCD-EFGH.
func PrettyCode(code string) string {
	if len(code) != transport.CodeLen {
		return code
	}
	return code[:4] + "-" + code[4:]
}

// clipText cuts what is quoted back in an error to a readable length.
func clipText(s string) string {
	if len(s) > 64 {
		return s[:64] + "…"
	}
	return s
}
