package box

// Objective is one of the 10 objective cards.
type Objective int8

const (
	Hostage Objective = iota
	RobinHood
	EstablishedProduction
	BribingPoliticians
	Avianca203
	MedellinWithoutSlums
	HaciendaNapoles
	AirBridge
	LaCatedral
	LosExtraditables
	NoObjective Objective = -1
)

var objectiveIDs = []string{"Hostage", "RobinHood", "EstablishedProduction", "BribingPoliticians", "Avianca203",
	"MedellinWithoutSlums", "HaciendaNapoles", "AirBridge", "LaCatedral", "LosExtraditables"}
var objectiveNames = []string{"Hostage", "Robin Hood", "Established Production", "Bribing Politicians", "Avianca 203",
	"Medellín Without Slums", "Hacienda Nápoles", "Air Bridge", "La Catedral", "Los Extraditables"}

func (o Objective) String() string {
	if o < 0 || o >= NumObjectives {
		return "-"
	}
	return objectiveIDs[o]
}

// Name is the objective's display name.
func (o Objective) Name() string { return objectiveNames[o] }

// ParseObjective reads an objective id.
func ParseObjective(s string) (Objective, error) {
	i, err := parseName("objective", s, objectiveIDs)
	return Objective(i), err
}

// Objective numbers (COMPONENTS.md).
const (
	ObjectiveSlots          = 3
	RobinHoodCities         = 6
	EstablishedLabsToWin    = 4
	EstablishedSetupLabs    = 2
	BribingTarget           = 12
	BribingStake            = 3
	AirBridgeShipped        = 3
	ExtraditablesControlled = 6
	ExtraditablesRegions    = 2
)

// NumObjectives is how many there are.
const NumObjectives = 10
