package words

// The End of Season summary: what the End of Season did, step by step in
// the order the table plays it, before the next season's decisions.
var (
	SummaryTitle       = "End of Season %d"
	SummaryPatronSub   = "What the End of Season did, with what only you know"
	SummaryFactionsSub = "What the End of Season did, as the Factions saw it"
	SummaryContinue    = "Continue"
	SumTriggers        = "End of Season cards"
	SumIncome          = "Income"
	SumShipping        = "Shipping and Labs"
	SumHideout         = "The hideout shown"
	SumObjectives      = "Objectives"
	SumGlory           = "Glory"
	SumMove            = "The Patrón moves"
	SumNext            = "Season %d begins"
	SumNoTrigger       = "No End of Season card was waiting."
	SumIncomeLine      = "The income marker moves to %d: the Patrón takes $%d (now $%d)."
	SumNoShip          = "No sicario shipped Coca."
	SumLabs            = "Labs refilled with Coca: %s."
	SumNoLabs          = "No Lab was empty."
	SumNoObjective     = "No objective was completed."
	SumGlorySicarios   = "From the sicarios still on the map: %s."
	SumNoGlory         = "No sicario was left on the map: no Glory from them."
	SumGloryAll        = "Glory before: %d, now: %d."
	SumMoveHidden      = "His new hideout is secret; he set out from %s."
	SumMovedTo         = "Only you know: you moved to %s."
	SumStayedAt        = "Only you know: you stayed at %s."
	SkipSummaryLabel   = "End of Season summary"
	SummaryShow        = "show it"
	SummarySkip        = "skip it"
)

// The Factions' result held on the table before a hand-off to the Patrón.
var (
	ResultTitle = "The result of your action"
	ResultPass  = "Seen: pass the screen"
)
