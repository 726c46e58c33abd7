package lan

import (
	"context"
	"errors"
	"testing"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
)

// A hello with another game's code reaches the host (the pin is right) and
// is turned away with the host's reason, which arrives before the close.
func TestAWrongCodeIsRefusedWithItsReason(t *testing.T) {
	s := loopbackServer(t, []string{session.Bot, session.Remote})
	stop := s.Answer()
	defer stop()
	for range 20 {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_, err := Join(ctx, s.ln.Addr().String(), s.Fingerprint(), session.PeerConfig{Hello: wire.Hello{Name: "Eve", Seat: -1, Code: "ZZZZ-ZZZZ"}})
		cancel()
		var r *session.Refused
		if !errors.As(err, &r) || r.Code != "wrong-code" {
			t.Fatalf("%v", err)
		}
	}
}
