//go:build !js

package transport

import (
	"testing"

	"patron/netplay/wire"
)

// BenchmarkRoundTrip sends a commit-sized message and waits for it to
// come back, over a pipe and over QUIC on 127.0.0.1: the cost of one
// message there and back, the floor under every LAN decision that another
// machine waits for.
func BenchmarkRoundTrip(b *testing.B) {
	for _, kind := range []string{"pipe", "quic"} {
		b.Run(kind, func(b *testing.B) {
			var a, z Conn
			if kind == "pipe" {
				a, z = Pipe()
			} else {
				a, z = quicPair(b)
			}
			defer a.Close("done")
			defer z.Close("done")
			go func() { // the echo
				for {
					m, err := z.Recv()
					if err != nil || z.Send(m) != nil {
						return
					}
				}
			}()
			m := &wire.Message{Kind: wire.KindCommit, Commit: &wire.Commit{Seq: 120, Seat: 2, Command: "step A12", Hash: "0123456789abcdef"}}
			for b.Loop() {
				if err := a.Send(m); err != nil {
					b.Fatal(err)
				}
				if _, err := a.Recv(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
