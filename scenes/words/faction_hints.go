package words

// The Faction cards' headers and the hunters on the map say what each
// Faction can do (render/panels FactionHints), in the table's words.
var factionHints = map[string]*Hint{
	"faction-dea": {"DEA: four mini-cards",
		"Each used once. Two give +2 to a hunter about to move, on any Faction's turn, a Capture's move too. Two swap 1 or 2 face-up Action cards for new ones before a card is placed."},
	"faction-policia": {"Policía Nacional: +2 attacks",
		"Two one-use mini-cards: +2 to an attack made with a placed Action card, once the target is named and before its defense token shows. Keeps the hideout markers: right-click a place to mark it."},
	"faction-cali": {"Cali Cartel: Coca for extra actions",
		"Once a Cali turn, a Cali hunter whose move starts, passes or ends on a Farm with a loaded Lab may take its cube (2 at most, kept across seasons). On any Faction's turn, 2 cubes buy the active hunter an extra action of value 1, with no card or slot."},
	"faction-pepes": {"Los Pepes: money and informers",
		"Start with $2, kept across seasons, and get $1 of each payment the Patrón makes for a Sicario card's effect. When any Faction places an Action card, $2 shows them two face-down defense tokens until the season ends."},
}

func init() {
	for id, h := range factionHints {
		Hints[id] = h
	}
}
