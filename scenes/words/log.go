package words

// The game log's header and buttons (the title is LogTitle).
var (
	LogAll    = "All"
	LogClues  = "Clues"
	LogOwn    = "Own moves"
	LogNewest = "Newest"
	LogEmpty  = "Nothing here yet."
	LogKeys   = "Log: wheel, drag, PgUp, PgDn, Home, End"
	LogRead   = "Read the log back (PgUp, PgDn, End: anywhere if the choices fit)"
)
