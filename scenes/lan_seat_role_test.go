package scenes

import (
	"strings"
	"testing"

	"patron/scenes/words"
)

// The window numbers a table's seats as the command line does: seat 2,
// which `patron join --seat 2` takes and the host's lines name, is
// "Factions player 2" (it said 3, counting the Patrón's seat as 1).
func TestTheWindowCountsSeatsAsTheCommandLine(t *testing.T) {
	lang := words.English()
	if got := seatRole(lang, 2); !strings.HasSuffix(got, " 2") {
		t.Errorf("seat 2 is called %q", got)
	}
	if got := seatRole(lang, 0); got != words.JoinPatronSeat {
		t.Errorf("seat 0 is called %q", got)
	}
}
