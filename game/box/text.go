package box

// Text is every player-facing name of the box, by pointer, for a language
// to swap: Factions', actions', objectives' and cards' names and the slot
// colours. Ids (what commands are written in) are never among them; the
// names of people and sicarios stay as they are in every language.
func Text() []any {
	roots := []any{&factionNames, &actionNames, &objectiveNames, &slotNames}
	for i := range Cards {
		roots = append(roots, &Cards[i].Name)
	}
	return roots
}
