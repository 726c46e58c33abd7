package words

// Hint is what a panel's icon means, shown while the mouse rests on it.
type Hint struct{ Title, Body string }

// Hints explain the icons and counters on the dashboards and Faction
// cards, by the panels' hint ids (render/panels/hints.go).
var Hints = map[string]*Hint{
	"dea-boost":     {"DEA: +2 move", "A one-use mini-card, for any Faction's turn: a hunter about to move goes 2 places farther. Faded once spent."},
	"dea-redraw":    {"DEA: new Action cards", "A one-use mini-card: before a card is placed, swap 1 or 2 of the face-up Action cards for new ones. Faded once spent."},
	"policia-bonus": {"Policía: +2 attack", "A one-use mini-card: adds 2 to an attack made with a placed Action card, once the target is named and before its defense token shows. Faded once spent."},
	"cali-cubes":    {"Cali Cartel: Coca cubes", "Cubes taken from Labs by Cali's hunters, at most 2, kept across seasons. Two cubes buy the active hunter an extra action of value 1."},
	"pepes-money":   {"Los Pepes: money", "Los Pepes start with $2 and get $1 each time the Patrón pays for a Sicario card. $2 lets them see two face-down defense tokens until the season ends."},
	"slot-glory":    {"Glory", "The Glory the Patrón gains when this sicario's card puts it on the map."},
	"slot-range":    {"Range", "How far from the hideout, counted along roads, this sicario may be placed."},
	"defense":       {"Defense token", "Dealt face down each season: an attack must beat its value (0 to 3) to capture the sicario. A question mark: still hidden."},
	"plata-deck":    {"Plata o Plomo", "The cards La Quica offers a hunter: silver (a reward for the Patrón) or lead (the hunter is hurt). The number is how many are left."},
	"patron-money":  {"The Patrón's money", "Spent on Sicario cards' effects, on moving his hideout, and on escaping."},
	"patron-hand":   {"The Patrón's hand", "How many Sicario cards he holds. Only he sees which."},
	"patron-deck":   {"The Patrón's deck", "The Sicario cards he has yet to draw."},
}
