package words

import (
	"testing"

	"patron/game/box"
)

// Each language's panels' words are its own, the box's names with them,
// and English keeps its own.
func TestPanelsSpeakTheirLanguage(t *testing.T) {
	deLang, err := Load("de")
	if err != nil {
		t.Fatal(err)
	}
	de := deLang.Panels()
	if de.FactionName[box.Cali] != deLang.T("Cali Cartel") || de.FactionName[box.Cali] == "Cali Cartel" {
		t.Errorf("German Cali: %q", de.FactionName[box.Cali])
	}
	if de.Actions == "Actions" || de.CardName[0] == box.Card(0).Info().Name {
		t.Errorf("German panels keep English words: %q, %q", de.Actions, de.CardName[0])
	}
	en := English().Panels()
	if en == de || en.FactionName[box.Cali] != "Cali Cartel" || en.Actions != "Actions" {
		t.Errorf("English beside German: %q, %q", en.FactionName[box.Cali], en.Actions)
	}
}
