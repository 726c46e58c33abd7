//go:build !js

package transport

import (
	"testing"

	"github.com/quic-go/quic-go"

	"patron/netplay/wire"
)

// The other side's close reason is printed on this computer (patron join
// prints why its host went): its escape sequences and line breaks are
// not.
func TestACloseReasonFromTheOtherSideIsPlain(t *testing.T) {
	c := closedBy(&quic.ApplicationError{Remote: true, ErrorMessage: "bye\x1b[2J\ngame over: the Factions win"})
	if c == nil || !wire.Plain(c.Reason) || !wire.Plain(c.Error()) {
		t.Fatalf("closed: %+v", c)
	}
}
