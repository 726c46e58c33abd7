package game

import (
	"math/rand/v2"

	"patron/game/board"
	"patron/game/box"
)

// Public is everything every player may know (ruling R24): the board, the
// tokens, the Patrón's money, glory and income, card counts, revealed
// defense tokens, every announced answer and payment, and the commitments
// to the secrets. A Factions' machine holds only this.
type Public struct {
	Opts Options

	Season int // 1, 2, …; 0 during setup
	Turn   int // turns finished in this season, 0–8 (ruling R7)
	Result Result

	// The Patrón's public side.
	Glory, Income, Money int
	Captures             int
	HandCount, DeckCount int
	Discard              box.CardSet // played and discarded Sicario cards, face up
	OutOfGame            box.CardSet // cards of the regular sicarios not chosen at setup
	EndSlots             [16]box.Card
	EndCount             int // cards waiting in the End of Season slots, in play order
	Slots                [box.NumSlots]SicarioState
	Defense              [box.NumSlots]DefenseState
	DeckDigest           Digest
	HideDigest           Digest
	HideCount            int       // hideouts committed so far
	PatronToken          board.Loc // where the hideout was revealed, until the Patrón moves on
	LimonFree            bool      // ruling R21: this season's relocation is free

	// Objectives.
	ObjSlots      [box.ObjectiveSlots]ObjectiveSlot
	ObjDeckCount  int
	ObjDeckDigest Digest
	ObjStatus     [box.NumObjectives]ObjectiveStatus
	ObjOrder      [box.NumObjectives]box.Objective // revealed objectives, in reveal order
	ObjRevealed   int
	Completed     int
	EstLabs       int       // Labs on Established Production
	BribeMoney    int       // money on Bribing Politicians
	Coins         board.Set // Cities holding Robin Hood's $1
	Party         board.Set // Cities holding a Party token
	EstUsedTurn   bool      // a Lab went on Established Production this Patrón turn

	// Plata o Plomo cards.
	PlataDeck, PlataDiscard [box.NumPlata]bool

	// Tokens on the map (ruling R12: at most one of Blockade, Controlled, Lab per location).
	Blockade, Controlled, Lab, Coca board.Set // Coca: Labs holding a cube

	// Hunters and Factions.
	Hunters        [box.NumHunters]HunterState
	FactionActed   [box.NumFactions]bool
	DEABoosts      int
	DEARedraws     int
	PoliciaBonuses int
	CaliCubes      int
	PepesMoney     int
	NextFaction    box.Faction // chosen by the Patrón for the next Faction turn
	Active         box.Faction // the Faction taking its turn, or NoFaction
	CaliTook       bool        // a Cali hunter took a Coca cube this Cali turn
	SelfLock       bool        // the next Faction to act must lock one of its hunters

	// Action cards.
	ActionDeck    [18]int8 // values, top at the end
	ActionDeckLen int
	ActionDiscard [4]int // discarded cards by value
	Available     [box.AvailableActions]int8
	Dash          [box.NumActions][3]int8 // cards on the dashboard slots, 0 = empty
	Silenced      [box.NumActions]int     // investigation slots closed for this Faction turn
	SilenceNext   [box.NumActions]int     // … and for the next one (Snitch's Sentence)
	SetAside      int                     // value-3 cards out of the deck this season (Poison)
	PoisonNext    bool                    // Poison triggered: 2 value-3 cards sit out next season
	ShippedSeason int                     // Coca cubes shipped this season
	Possible      board.Set               // where the Patrón may be, from public facts
	sicAt, hunAt  board.Set               // locations holding a sicario / a hunter
	rng           rand.PCG
	stack         [maxDepth]frame
	depth         int
}

const maxDepth = 32

// Options are the public settings of a game.
type Options struct {
	Seed    uint64 `json:"seed"`    // public randomness: sicario selection, Action deck
	Players int    `json:"players"` // 2–5, the Patrón's player included
	// Control[f] is the player (1 … Players-1) who runs faction f; zero
	// values take the default split of the book's table.
	Control [box.NumFactions]int `json:"control"`
	// SeasonCap ends the game as a draw after that many seasons (ruling
	// R23: simulations only); 0 means no limit.
	SeasonCap int `json:"seasonCap,omitempty"`
}

// Result says whether and how the game ended.
type Result struct {
	Over   bool
	Winner Side
	Reason Reason
}

// Side is a winner.
type Side int8

const (
	NoSide Side = iota
	PatronSide
	FactionsSide
	Draw
)

func (s Side) String() string { return [...]string{"none", "Patron", "Factions", "draw"}[s] }

// Reason is why the game ended.
type Reason int8

const (
	NoReason Reason = iota
	ReasonGlory
	ReasonObjectives
	ReasonCaptured
	ReasonSeasonCap
)

// SicarioState is a sicario figure on its dashboard slot or on the map.
type SicarioState struct {
	Figure   box.Figure
	Loc      board.Loc // NoLoc: on the dashboard (or captured)
	Captured bool      // captured this season: back next season (ruling R8)
	Coca     bool      // carrying a Coca cube
}

// OnMap reports whether the sicario stands on the map.
func (s *SicarioState) OnMap() bool { return s.Loc != board.NoLoc }

// DefenseState is the public side of a sicario's defense token this season.
type DefenseState struct {
	Digest   Digest
	Revealed bool
	Token    box.Token // meaningful once revealed
}

// HunterState is a hunter figure.
type HunterState struct {
	Loc       board.Loc
	Down      bool // laid down by Plomo: inactive for the rest of the season
	Acted     bool // activated this season (its card is face down)
	LockNext  bool // cannot move at its next activation (ruling R15)
	LockUntil int  // cannot move until the end of this season number (0: none)
}

// ObjectiveSlot is one of the three Objective slots of the Patrón dashboard.
type ObjectiveSlot struct {
	Count   int // face-down cards
	Digests [4]Digest
}

// ObjectiveStatus is what the Factions know of an objective card.
type ObjectiveStatus int8

const (
	ObjUnseen ObjectiveStatus = iota
	ObjActive
	ObjCompleted
)

// SicarioLocs is every location holding a sicario.
func (p *Public) SicarioLocs() board.Set { return p.sicAt }

// HunterLocs is every location holding a hunter, standing or laid down.
func (p *Public) HunterLocs() board.Set { return p.hunAt }

// Figures is every location holding any figure.
func (p *Public) Figures() board.Set { return p.sicAt | p.hunAt }

// Tokens is every location holding a Blockade, Controlled or Lab token.
func (p *Public) Tokens() board.Set { return p.Blockade | p.Controlled | p.Lab }

// SlotOf is the dashboard slot of a figure in this game, or -1.
func (p *Public) SlotOf(f box.Figure) box.Slot {
	for s := range p.Slots {
		if p.Slots[s].Figure == f {
			return box.Slot(s)
		}
	}
	return -1
}

// SicarioAt is the slot of the sicario standing at l, or -1.
func (p *Public) SicarioAt(l board.Loc) box.Slot {
	if !p.sicAt.Has(l) {
		return -1
	}
	for s := range p.Slots {
		if p.Slots[s].Loc == l {
			return box.Slot(s)
		}
	}
	return -1
}

// HunterAt is the hunter standing at l, or NoHunter.
func (p *Public) HunterAt(l board.Loc) box.Hunter {
	if !p.hunAt.Has(l) {
		return box.NoHunter
	}
	for h := range p.Hunters {
		if p.Hunters[h].Loc == l {
			return box.Hunter(h)
		}
	}
	return box.NoHunter
}

func (p *Public) setSicario(s box.Slot, l board.Loc) {
	p.sicAt = p.sicAt.Without(p.Slots[s].Loc).With(l)
	p.Slots[s].Loc = l
}

func (p *Public) setHunter(h box.Hunter, l board.Loc) {
	p.hunAt = p.hunAt.Without(p.Hunters[h].Loc).With(l)
	p.Hunters[h].Loc = l
}

// Pools: what is left in the box of each limited component.

// LabsLeft is the number of Lab tokens in the pool.
func (p *Public) LabsLeft() int { return box.PoolLabs - p.Lab.Count() - p.EstLabs }

// BlockadeTokensLeft is the number of two-sided Blockade/Controlled tokens in the pool.
func (p *Public) BlockadeTokensLeft() int {
	return box.PoolBlockade - p.Blockade.Count() - p.Controlled.Count()
}

// CocaLeft is the number of Coca cubes in the pool.
func (p *Public) CocaLeft() int {
	n := box.PoolCoca - p.Coca.Count() - p.CaliCubes
	for s := range p.Slots {
		if p.Slots[s].Coca {
			n--
		}
	}
	return n
}

// PartyLeft is the number of Party tokens in the pool.
func (p *Public) PartyLeft() int { return box.PoolParty - p.Party.Count() }

// ObjectiveActive reports whether an objective is revealed and not completed.
func (p *Public) ObjectiveActive(o box.Objective) bool { return p.ObjStatus[o] == ObjActive }

// moveLocked reports whether a hunter may not move at this activation.
func (p *Public) moveLocked(h box.Hunter) bool {
	hs := &p.Hunters[h]
	return hs.LockNext || hs.LockUntil >= p.Season
}
