package scenes

import (
	"strings"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/scenes/words"
)

// detailText says in words what a decision is about: the card, the
// figures, the action and place it concerns.
func detailText(d game.Detail) string {
	var parts []string
	if d.Faction != box.NoFaction {
		parts = append(parts, words.Sprintf(words.DetailFaction, words.Printer().Faction(d.Faction)))
	}
	if d.Card != box.NoCard {
		parts = append(parts, words.Sprintf(words.DetailCard, words.Printer().Card(d.Card)))
	}
	if d.Figure != box.NoFigure {
		parts = append(parts, words.Sprintf(words.DetailSicario, d.Figure.Name()))
	}
	if d.Hunter != box.NoHunter {
		parts = append(parts, words.Sprintf(words.DetailHunter, d.Hunter.Name()))
	}
	if d.Plata >= 0 && d.Plata < box.NumPlata {
		parts = append(parts, words.Sprintf(words.DetailOffer, words.Printer().Plata(d.Plata)))
	}
	if d.Action != box.NoAction {
		parts = append(parts, words.Sprintf(words.DetailAction, words.Printer().Action(d.Action), d.Value))
	}
	if d.Loc != board.NoLoc {
		parts = append(parts, words.Sprintf(words.DetailAt, board.Map.Name[d.Loc]))
	}
	if d.Steps > 0 {
		parts = append(parts, words.Sprintf(words.DetailSteps, d.Steps))
	}
	return strings.Join(parts, " · ")
}
