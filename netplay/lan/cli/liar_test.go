package cli

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net"
	"strings"
	"testing"
	"time"

	"patron/netplay/transport"
)

// liarBeside answers discovery queries on 127.0.0.1 as a forger would
// beside the host answering at dport: with the host's own beacon (its
// name, its game port) but another fingerprint, one that comes first in
// the joiner's order. It returns its address, to give `patron join
// --discovery` beside the host's.
func liarBeside(t *testing.T, dport string) string {
	t.Helper()
	c, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	// The host's beacon, asked as a joiner asks.
	host, err := net.ResolveUDPAddr("udp4", "127.0.0.1:"+dport)
	if err != nil {
		t.Fatal(err)
	}
	var beacon map[string]any
	for start := time.Now(); beacon == nil; {
		if time.Since(start) > 30*time.Second { // a guard: a host answers in milliseconds, once started
			t.Fatal("the host never answered discovery")
		}
		c.WriteToUDP([]byte("patron?1"), host)
		c.SetReadDeadline(time.Now().Add(250 * time.Millisecond))
		buf := make([]byte, 4096)
		n, _, err := c.ReadFromUDP(buf)
		if err != nil {
			continue
		}
		if body, ok := bytes.CutPrefix(buf[:n], []byte("patron!1")); ok {
			json.Unmarshal(body, &beacon)
		}
	}
	c.SetReadDeadline(time.Time{})
	// A fingerprint before the host's: the joiner tries the lie first.
	var b [30]byte
	rand.Read(b[:])
	fake := "0000" + hex.EncodeToString(b[:])
	if real, _ := beacon["fingerprint"].(string); fake >= real {
		fake = strings.Repeat("0", 64)
	}
	beacon["fingerprint"], beacon["code"] = fake, transport.CodeOf(fake)
	lie, _ := json.Marshal(beacon)
	lie = append([]byte("patron!1"), lie...)
	go func() {
		buf := make([]byte, 64)
		for {
			n, from, err := c.ReadFromUDP(buf)
			if err != nil {
				return
			}
			if string(buf[:n]) == "patron?1" {
				c.WriteToUDP(lie, from)
			}
		}
	}()
	return c.LocalAddr().String()
}
