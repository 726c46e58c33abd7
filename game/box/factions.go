package box

// Faction is one of the four hunting factions.
type Faction int8

const (
	DEA Faction = iota
	Policia
	Cali
	LosPepes
	NoFaction Faction = -1
)

var factionIDs = []string{"DEA", "Policia", "Cali", "LosPepes"}
var factionNames = []string{"DEA", "Policía Nacional", "Cali Cartel", "Los Pepes"}

func (f Faction) String() string {
	if f < 0 || f >= NumFactions {
		return "-"
	}
	return factionIDs[f]
}

// Name is the faction's display name.
func (f Faction) Name() string { return factionNames[f] }

// Hunters are the faction's two hunters.
func (f Faction) Hunters() [2]Hunter { return [2]Hunter{Hunter(2 * f), Hunter(2*f + 1)} }

// ParseFaction reads a faction id.
func ParseFaction(s string) (Faction, error) {
	i, err := parseName("faction", s, factionIDs)
	return Faction(i), err
}

// Hunter is one of the eight hunter miniatures, two per faction.
type Hunter int8

const (
	Murphy Hunter = iota
	Pena
	Carrillo
	Trujillo
	Gilberto
	Navegante
	Castano
	DonBerna
	NoHunter Hunter = -1
)

var hunterIDs = []string{"Murphy", "Pena", "Carrillo", "Trujillo", "Gilberto", "Navegante", "Castano", "DonBerna"}
var hunterNames = []string{"Steve Murphy", "Javier Peña", "Horacio Carrillo", "Trujillo", "Gilberto Rodríguez", "Navegante", "Carlos Castaño", "Don Berna"}

func (h Hunter) String() string {
	if h < 0 || h >= NumHunters {
		return "-"
	}
	return hunterIDs[h]
}

// Name is the hunter's display name.
func (h Hunter) Name() string { return hunterNames[h] }

// Faction is the hunter's faction.
func (h Hunter) Faction() Faction { return Faction(h / 2) }

// ParseHunter reads a hunter id.
func ParseHunter(s string) (Hunter, error) {
	i, err := parseName("hunter", s, hunterIDs)
	return Hunter(i), err
}

// NumFactions is how many there are.
const NumFactions = 4

// NumHunters is how many there are.
const NumHunters = 8
