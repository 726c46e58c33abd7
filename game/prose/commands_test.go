package prose

import (
	"strings"
	"testing"

	"patron/game"
	"patron/game/box"
)

// The engine speaks no language: the same commands, events and findings
// are said in each printer's own, the box's names included, and two
// printers never disturb each other.
func TestPrintersSayTheBoxNamesInTheirLanguage(t *testing.T) {
	en := English()
	other := pig("Cali Cartel", "Type Investigation", "Hostage", "Robin Hood", "%s takes this turn", "Use a %d %s", "for Type Investigation")
	activate := game.Cmd(game.OpActivate, int8(box.Cali))
	if got := en.Command(activate); got != "Cali Cartel takes this turn" {
		t.Errorf("English: %q", got)
	}
	if got := other.Command(activate); !strings.Contains(got, "[CALI CARTEL]") || !strings.HasPrefix(got, "«") {
		t.Errorf("the other printer: %q", got)
	}
	use := game.Cmd(game.OpUse, 2, int8(box.TypeInv))
	if got := other.Command(use); !strings.Contains(got, "[FOR TYPE INVESTIGATION]") {
		t.Errorf("the other printer's Use: %q", got)
	}
	if got := other.Short(game.Cmd(game.OpActivate, int8(box.Cali))); got != "[CALI CARTEL]" {
		t.Errorf("the other printer's short form: %q", got)
	}
	ev := game.Event{Kind: game.EvObjectiveRevealed, A: int16(box.RobinHood)}
	if got := other.Event(ev); !strings.Contains(got, "[ROBIN HOOD]") {
		t.Errorf("the other printer's event: %q", got)
	}
	if got := en.Event(ev); got != "Objective revealed: Robin Hood." {
		t.Errorf("English after the other printer spoke: %q", got)
	}
}
