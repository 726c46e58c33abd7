// Package box is everything in the game box: sicario figures and cards,
// objectives, Plata o Plomo cards, factions and hunters, defense tokens,
// tracks, pools and the Action dashboard, with every number of
// ../shared/spec/COMPONENTS.md in one place.
//
// Numbers marked [designed] in COMPONENTS.md are tunables: they live in the
// Tunables table below and change only through balance work.
package box

// Tunables holds every [designed] number of COMPONENTS.md.
var Tunables = struct {
	SlotGlory  [NumSlots]int
	SlotRange  [NumSlots]int
	Defense    [NumRegularTokens]Token
	IncomePay  []IncomeStep
	ActionDeck [3]int // number of Action cards of value 1, 2, 3
}{
	SlotGlory:  [NumSlots]int{3, 2, 2, 1, 1, 1, 1},
	SlotRange:  [NumSlots]int{2, 3, 4, 5, 6, 3, 4},
	Defense:    [NumRegularTokens]Token{0, 1, 1, 2, 2, 3, 3},
	IncomePay:  []IncomeStep{{0, 0}, {1, 1}, {3, 2}, {5, 3}, {8, 4}, {11, 5}, {14, 6}, {17, 7}, {20, 8}},
	ActionDeck: [3]int{6, 6, 6},
}

// IncomeStep says that from track position From on, the income is Pay.
type IncomeStep struct{ From, Pay int }

// Income is the money paid at End of Season for an income track position.
func Income(position int) int {
	pay := 0
	for _, s := range Tunables.IncomePay {
		if position >= s.From {
			pay = s.Pay
		}
	}
	return pay
}

// Numbers stated by the rulebooks.
const (
	GloryToWin       = 20 // glorification track top
	ObjectivesToWin  = 3
	CapturesToWin    = 2
	TrackMax         = 20 // the income track stops here
	StartMoney       = 10
	PepesStartMoney  = 2
	HandSize         = 5
	AvailableActions = 3
	Seasons          = 0 // no season limit (ruling R23)
	TurnsPerSeason   = 8 // 4 Patrón turns and 4 Faction turns (ruling R7)
	SimSeasonCap     = 15
	ShipPay          = 4 // per Coca cube shipped
	VelascoPrice     = 5 // Velasco's card: $ per Glory bought
	FamilyGloryMax   = 3 // Family Business: at most 3 Glory
	SicarioMoveCost  = 1
	SicarioMoveSteps = 3
	HunterMoveSteps  = 2
	LeonMoveSteps    = 4
	RegularActions   = 2

	PoolLabs     = 12
	PoolCoca     = 15
	PoolBlockade = 16 // two-sided Blockade/Controlled tokens, one shared pool
	PoolMarkers  = 15
	PoolParty    = 3

	DEABoosts       = 2 // "+2 to one hunter's move" mini-cards
	DEARedraws      = 2 // "discard 1 or 2 available cards" mini-cards
	DEABoostSteps   = 2
	PoliciaBonuses  = 2 // "+2 to an Attack card" mini-cards
	PoliciaBonus    = 2
	CaliCubeSlots   = 2
	CaliExtraCost   = 2 // cubes spent for an extra action
	PepesRevealCost = 2
	PepesReveals    = 2
)
