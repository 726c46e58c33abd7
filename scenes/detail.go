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
func detailText(lang *words.Lang, d game.Detail) string {
	var parts []string
	if d.Faction != box.NoFaction {
		parts = append(parts, lang.Sprintf(words.DetailFaction, lang.Printer().Faction(d.Faction)))
	}
	if d.Card != box.NoCard {
		parts = append(parts, lang.Sprintf(words.DetailCard, lang.Printer().Card(d.Card)))
	}
	if d.Figure != box.NoFigure {
		parts = append(parts, lang.Sprintf(words.DetailSicario, d.Figure.Name()))
	}
	if d.Hunter != box.NoHunter {
		parts = append(parts, lang.Sprintf(words.DetailHunter, d.Hunter.Name()))
	}
	if d.Plata >= 0 && d.Plata < box.NumPlata {
		parts = append(parts, lang.Sprintf(words.DetailOffer, lang.Printer().Plata(d.Plata)))
	}
	if d.Action != box.NoAction {
		parts = append(parts, lang.Sprintf(words.DetailAction, lang.Printer().Action(d.Action), d.Value))
	}
	if d.Loc != board.NoLoc {
		parts = append(parts, lang.Sprintf(words.DetailAt, board.Map.Name[d.Loc]))
	}
	if d.Steps > 0 {
		parts = append(parts, lang.Sprintf(words.DetailSteps, d.Steps))
	}
	return strings.Join(parts, " · ")
}
