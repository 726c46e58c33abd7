package panels

import "patron/render/draw"

// Hint is a spot of a panel that a screen explains while the mouse rests
// on it: an icon, a mini-card, a counter. ID names it for the words
// catalogue; R is where it was drawn.
type Hint struct {
	ID string
	R  draw.Rect
}

// The hints the panels draw.
const (
	HintDEABoost     = "dea-boost"
	HintDEARedraw    = "dea-redraw"
	HintPoliciaBonus = "policia-bonus"
	HintCaliCubes    = "cali-cubes"
	HintPepesMoney   = "pepes-money"
	HintGlory        = "slot-glory"
	HintRange        = "slot-range"
	HintDefense      = "defense"
	HintPlataDeck    = "plata-deck"
	HintMoney        = "patron-money"
	HintHand         = "patron-hand"
	HintDeck         = "patron-deck"
)

// FactionHints are the hints of the Faction cards' headers, by Faction:
// what the Faction's ability is (the hunters on the map say it too).
var FactionHints = [...]string{"faction-dea", "faction-policia", "faction-cali", "faction-pepes"}

// AllHints lists every hint a panel may draw.
var AllHints = append([]string{HintDEABoost, HintDEARedraw, HintPoliciaBonus, HintCaliCubes, HintPepesMoney,
	HintGlory, HintRange, HintDefense, HintPlataDeck, HintMoney, HintHand, HintDeck}, FactionHints[:]...)
