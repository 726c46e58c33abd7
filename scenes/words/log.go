package words

// The game log's header and buttons (the title is LogTitle).
var (
	LogAll    = "All"
	LogClues  = "Clues"
	LogOwn    = "Own moves"
	LogNewest = "Newest"
	LogEmpty  = "Nothing here yet."
	LogKeys   = "Wheel, drag, PgUp, PgDn over the log"
	LogRead   = "Read the game log back (PgUp, PgDn anywhere if the choices fit one page)"
	LogEnds   = "End; Home over the log"
	LogEndsDo = "The log's newest entry; its first"
)
