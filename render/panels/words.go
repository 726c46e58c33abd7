package panels

import "patron/game/box"

// Words are every player-facing word the panels draw, in one language: the
// panels' own words, and the box's names (cards, objectives, actions,
// Factions) said in it. The screens make them for their language
// (scenes/words); English is where they start, and the keys of their
// translations. Names of hunters, sicarios and places are the same in
// every language.
type Words struct {

	// Patrón dashboard.
	Patron      string
	Hand        string
	Deck        string
	Objectives  string
	SeasonShort string // before a season number: "S2"
	FaceDown    string // "2 face down"
	Revealed    string
	NoneYet     string
	Plata       string
	EndSeason   string
	Captured    string
	EmptySlot   string
	Completed   string // "1/3 done"

	// Action dashboard.
	Actions   string
	Available string

	// Faction cards.
	NotPlaced string
	Down      string
	Acted     string
	Active    string
	Next      string
	Move2     string
	Attack2   string

	// Sicario cards.
	AnySicario string
	Spend      string
	SpendMore  string

	// Hiding sheet.
	Sheet      string
	SheetNone  string
	SheetStart string // the hideout chosen at setup

	// The box's names, by their value.
	FactionName   [box.NumFactions]string
	ActionName    [box.NumActions]string
	ObjectiveName [box.NumObjectives]string
	CardName      [box.NumCards]string
}

// English are the panels' words in English.
func English() *Words {
	w := &Words{
		Patron:      "Patrón",
		Hand:        "hand",
		Deck:        "deck",
		Objectives:  "Objectives",
		SeasonShort: "S",
		FaceDown:    "face down",
		Revealed:    "Revealed",
		NoneYet:     "none yet",
		Plata:       "Plata o Plomo",
		EndSeason:   "End of Season",
		Captured:    "caught",
		EmptySlot:   "—",
		Completed:   "done",
		Actions:     "Actions",
		Available:   "Available",
		NotPlaced:   "not placed",
		Down:        "down",
		Acted:       "acted",
		Active:      "playing",
		Next:        "next",
		Move2:       "+2",
		Attack2:     "+2",
		AnySicario:  "any sicario",
		Spend:       "$%d",
		SpendMore:   "+$%d",
		Sheet:       "Hiding sheet",
		SheetNone:   "no hideout yet",
		SheetStart:  "start",
	}
	for f := range w.FactionName {
		w.FactionName[f] = box.Faction(f).Name()
	}
	for a := range w.ActionName {
		w.ActionName[a] = box.Action(a).Name()
	}
	for o := range w.ObjectiveName {
		w.ObjectiveName[o] = box.Objective(o).Name()
	}
	for c := range w.CardName {
		w.CardName[c] = box.Card(c).Info().Name
	}
	return w
}
