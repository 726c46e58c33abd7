package panels

// Every player-facing word the panels draw, in one place for translation.
// Names of cards, objectives, actions, factions, hunters, figures and
// locations come from the box and the board.
var (
	// Patrón dashboard.
	WordPatron      = "Patrón"
	WordHand        = "hand"
	WordDeck        = "deck"
	WordObjectives  = "Objectives"
	WordSeasonShort = "S"         // before a season number: "S2"
	WordFaceDown    = "face down" // "2 face down"
	WordRevealed    = "Revealed"
	WordNoneYet     = "none yet"
	WordPlata       = "Plata o Plomo"
	WordEndSeason   = "End of Season"
	WordCaptured    = "caught"
	WordEmptySlot   = "—"
	WordCompleted   = "done" // "1/3 done"

	// Action dashboard.
	WordActions   = "Actions"
	WordAvailable = "Available"

	// Faction cards.
	WordNotPlaced = "not placed"
	WordDown      = "down"
	WordActed     = "acted"
	WordActive    = "playing"
	WordNext      = "next"
	WordMove2     = "+2"
	WordAttack2   = "+2"

	// Sicario cards.
	WordAnySicario = "any sicario"
	WordSpend      = "$%d"
	WordSpendMore  = "+$%d"

	// Hiding sheet.
	WordSheet      = "Hiding sheet"
	WordSheetNone  = "no hideout yet"
	WordSheetStart = "start" // the hideout chosen at setup
)

// Text is every word above, by pointer, for a language to swap.
func Text() []any {
	return []any{&WordPatron, &WordHand, &WordDeck, &WordObjectives, &WordSeasonShort, &WordFaceDown, &WordRevealed, &WordNoneYet, &WordPlata, &WordEndSeason, &WordCaptured, &WordEmptySlot, &WordCompleted, &WordActions, &WordAvailable, &WordNotPlaced, &WordDown, &WordActed, &WordActive, &WordNext, &WordMove2, &WordAttack2, &WordAnySicario, &WordSpend, &WordSpendMore, &WordSheet, &WordSheetNone, &WordSheetStart}
}
