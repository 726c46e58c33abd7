package words

import (
	"testing"

	"patron/game/box"
)

// The panels' words follow the language in use, the box's names with
// them, and English comes back unchanged.
func TestPanelsSpeakTheLanguageInUse(t *testing.T) {
	defer Use("en")
	if err := Use("de"); err != nil {
		t.Fatal(err)
	}
	de := Panels()
	if de.FactionName[box.Cali] != T("Cali Cartel") || de.FactionName[box.Cali] == "Cali Cartel" {
		t.Errorf("German Cali: %q", de.FactionName[box.Cali])
	}
	if de.Actions == "Actions" || de.CardName[0] == box.Card(0).Info().Name {
		t.Errorf("German panels keep English words: %q, %q", de.Actions, de.CardName[0])
	}
	if Use("en") != nil {
		t.Fatal("no English")
	}
	en := Panels()
	if en == de || en.FactionName[box.Cali] != "Cali Cartel" || en.Actions != "Actions" {
		t.Errorf("English after German: %q, %q", en.FactionName[box.Cali], en.Actions)
	}
}
