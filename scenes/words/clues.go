package words

// The clue sheet: every answer the Factions have had, and what it left.
var (
	CluesButton   = "Clues"
	CluesTitle    = "Clue sheet"
	CluesHint     = "Clue sheet (C)"
	CluesBody     = "Every answer the Factions have had, season by season, and how many places each one left."
	CluesEmpty    = "No clues yet. Every answer the Factions get is listed here, with how many places it leaves."
	CluesHelp     = "Click a clue: the map marks the places it left."
	CluesLeft     = "%d places left" // after a clue: where the Patrón may still be
	ClueRange     = "Range from %s: %d or %d"
	ClueCity      = "Type: a City"
	ClueFarm      = "Type: a Farm"
	ClueRegionIn  = "Region: in %s"
	ClueRegionOut = "Region: not in %s"
	ClueMissed    = "Searched %s: nobody"
	ClueCaught    = "Caught at %s, and escaped"
	ClueCaughtEnd = "Caught at %s a second time"
	CluePlaced    = "%s placed at %s: range %d"
	ClueHideout   = "Hideout revealed: %s"
	ClueBudget    = "Relocation budget: %d"
	ClueBudgetLim = "Relocation budget: %d (free, Limón)"
	ClueDefense   = "%s's defense token: %s"
	ClueHostage   = "Hostage"
	ClueBomb      = "Bomb"
)
