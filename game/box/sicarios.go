package box

// Figure is a sicario miniature.
type Figure int8

const (
	Gustavo Figure = iota
	Blackie
	Poison
	Limon
	Velasco
	Popeye
	Tyson
	Pinina
	Leon
	LaQuica
	NoFigure Figure = -1
)

// NumRegularFigures is the number of regular sicarios in the box; five are used.
const NumRegularFigures = 8

var figureIDs = []string{"Gustavo", "Blackie", "Poison", "Limon", "Velasco", "Popeye", "Tyson", "Pinina", "Leon", "LaQuica"}
var figureNames = []string{"Gustavo", "Blackie", "Poison", "Limón", "Velasco", "Popeye", "Tyson", "Pinina", "León", "La Quica"}

// String is the figure's id in command text (ASCII).
func (f Figure) String() string {
	if f < 0 || f >= NumFigures {
		return "-"
	}
	return figureIDs[f]
}

// Name is the figure's display name.
func (f Figure) Name() string {
	if f < 0 || f >= NumFigures {
		return "-"
	}
	return figureNames[f]
}

// Regular reports whether the figure is one of the eight regular sicarios.
func (f Figure) Regular() bool { return f >= 0 && f < NumRegularFigures }

// ParseFigure reads a figure id.
func ParseFigure(s string) (Figure, error) {
	i, err := parseName("sicario", s, figureIDs)
	return Figure(i), err
}

// Slot is a place on the Patrón dashboard: five coloured regular slots, then
// León's (white) and La Quica's (black).
type Slot int8

const (
	Purple Slot = iota
	Blue
	Green
	Orange
	Red
	White           // León
	Black           // La Quica
	NumRegularSlots = 5
)

var slotLetters = "PBGORLQ"
var slotNames = []string{"purple", "blue", "green", "orange", "red", "white", "black"}

// Letter is the slot letter printed on the base (P B G O R L Q).
func (s Slot) Letter() byte { return slotLetters[s] }

// String is the slot's colour.
func (s Slot) String() string { return slotNames[s] }

// Glory is the glory a sicario in this slot gives at End of Season.
func (s Slot) Glory() int { return Tunables.SlotGlory[s] }

// Range is the greatest distance from the hideout this slot's sicario may be placed at.
func (s Slot) Range() int { return Tunables.SlotRange[s] }

// Card is one of the 23 sicario cards.
type Card int8

const (
	Accountant Card = iota
	FamilyBusiness
	Bodyguard
	LoyalToTheEnd
	PoisonCard
	Ambush
	LimonCard
	GetawayDriver
	VelascoCard
	FriendsInCongress
	Hitman
	StreetCredit
	Enforcer
	Intimidation
	Recruiter
	SafeHouses
	LeonCard
	LaQuicaCard
	SnitchsSentence
	FrameUp
	MyLabs
	Rally
	BribedCheckpoint
	NoCard Card = -1
)

// CardInfo describes a sicario card.
type CardInfo struct {
	ID     string // command text id
	Name   string // display name
	Figure Figure // NoFigure for a silhouette
	// EndOfSeason cards wait in the End of Season slots until step 4.1.
	EndOfSeason bool
	// Pay lists the optional payments: Pay[0] is "Spend $N", Pay[1] is
	// "Spend $N more", which needs the first one; 0 means none.
	Pay [2]int
}

// Cards is the table of all 23 sicario cards (COMPONENTS.md).
var Cards = [NumCards]CardInfo{
	Accountant:        {"Accountant", "The Accountant", Gustavo, false, [2]int{2, 0}},
	FamilyBusiness:    {"FamilyBusiness", "Family Business", Gustavo, true, [2]int{}},
	Bodyguard:         {"Bodyguard", "Bodyguard", Blackie, false, [2]int{2, 0}},
	LoyalToTheEnd:     {"LoyalToTheEnd", "Loyal to the End", Blackie, true, [2]int{}},
	PoisonCard:        {"Poison", "Poison", Poison, true, [2]int{}},
	Ambush:            {"Ambush", "Ambush", Poison, false, [2]int{3, 0}},
	LimonCard:         {"Limon", "Limón", Limon, true, [2]int{}},
	GetawayDriver:     {"GetawayDriver", "Getaway Driver", Limon, false, [2]int{}},
	VelascoCard:       {"Velasco", "Velasco", Velasco, true, [2]int{}},
	FriendsInCongress: {"FriendsInCongress", "Friends in Congress", Velasco, false, [2]int{3, 0}},
	Hitman:            {"Hitman", "Hitman", Popeye, false, [2]int{3, 0}},
	StreetCredit:      {"StreetCredit", "Street Credit", Popeye, false, [2]int{}},
	Enforcer:          {"Enforcer", "Enforcer", Tyson, false, [2]int{}},
	Intimidation:      {"Intimidation", "Intimidation", Tyson, false, [2]int{2, 0}},
	Recruiter:         {"Recruiter", "Recruiter", Pinina, false, [2]int{2, 0}},
	SafeHouses:        {"SafeHouses", "Safe Houses", Pinina, true, [2]int{}},
	LeonCard:          {"Leon", "León", Leon, false, [2]int{3, 0}},
	LaQuicaCard:       {"LaQuica", "La Quica", LaQuica, false, [2]int{3, 0}},
	SnitchsSentence:   {"SnitchsSentence", "Snitch's Sentence", NoFigure, false, [2]int{3, 2}},
	FrameUp:           {"FrameUp", "Frame-up", NoFigure, false, [2]int{3, 2}},
	MyLabs:            {"MyLabs", "My Labs", NoFigure, false, [2]int{3, 0}},
	Rally:             {"Rally", "Rally in the Barrios", NoFigure, false, [2]int{2, 0}},
	BribedCheckpoint:  {"BribedCheckpoint", "Bribed Checkpoint", NoFigure, false, [2]int{2, 0}},
}

// Info is the card's table entry.
func (c Card) Info() *CardInfo { return &Cards[c] }

// String is the card's id in command text.
func (c Card) String() string {
	if c < 0 || c >= NumCards {
		return "-"
	}
	return Cards[c].ID
}

// Silhouette reports whether the card may place any regular sicario.
func (c Card) Silhouette() bool { return Cards[c].Figure == NoFigure }

// PayFor is the total cost of paying the first n tiers of the card.
func (c Card) PayFor(tiers int) int {
	total := 0
	for i := 0; i < tiers && i < 2; i++ {
		total += Cards[c].Pay[i]
	}
	return total
}

// Tiers is the number of optional payments the card offers (0, 1 or 2).
func (c Card) Tiers() int {
	n := 0
	for _, p := range Cards[c].Pay {
		if p > 0 {
			n++
		}
	}
	return n
}

// ParseCard reads a card id.
func ParseCard(s string) (Card, error) {
	for i := range Cards {
		if equalFold(Cards[i].ID, s) {
			return Card(i), nil
		}
	}
	return NoCard, errUnknown("sicario card", s)
}

// CardSet is a set of sicario cards as a bitset.
type CardSet uint32

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return c >= 0 && s&(1<<uint(c)) != 0 }

// With returns the set with c added.
func (s CardSet) With(c Card) CardSet { return s | 1<<uint(c) }

// Without returns the set with c removed.
func (s CardSet) Without(c Card) CardSet { return s &^ (1 << uint(c)) }

// Count is the number of cards in the set.
func (s CardSet) Count() int {
	n := 0
	for ; s != 0; s &= s - 1 {
		n++
	}
	return n
}

// Int8 is the card as a small command argument.
func (c Card) Int8() int8 { return int8(c) }

// NumFigures is how many there are.
const NumFigures = 10

// NumSlots is how many there are.
const NumSlots = 7

// NumCards is how many there are.
const NumCards = 23
