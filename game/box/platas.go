package box

// Plata is one of the four Plata o Plomo cards; each has its own Plata side.
type Plata int8

const (
	PlataLabs    Plata = iota // place 3 Labs on empty Farms
	PlataGlory                // gain 3 Glory
	PlataControl              // place 4 Controlled tokens on empty Cities
	PlataSicario              // play 1 more sicario card at once, then draw to 5
)

var plataIDs = []string{"PlataLabs", "PlataGlory", "PlataControl", "PlataSicario"}

func (p Plata) String() string {
	if p < 0 || p >= NumPlata {
		return "-"
	}
	return plataIDs[p]
}

// ParsePlata reads a Plata o Plomo card id.
func ParsePlata(s string) (Plata, error) {
	i, err := parseName("Plata o Plomo card", s, plataIDs)
	return Plata(i), err
}

// Plata side amounts.
const (
	PlataLabCount     = 3
	PlataGloryAmount  = 3
	PlataControlCount = 4
)

// NumPlata is how many there are.
const NumPlata = 4
