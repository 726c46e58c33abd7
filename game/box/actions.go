package box

// Action is one of the seven Faction actions of the Action dashboard.
type Action int8

const (
	Attack Action = iota
	Destroy
	Blockade
	RangeInv
	TypeInv
	RegionInv
	Capture
	NoAction Action = -1
)

var actionIDs = []string{"attack", "destroy", "block", "range", "type", "region", "capture"}
var actionNames = []string{"Attack a Sicario", "Destroy Labs", "Place Blockades / Remove Controlled", "Range Investigation", "Type Investigation", "Region Investigation", "Capture Patrón"}

func (a Action) String() string {
	if a < 0 || a >= NumActions {
		return "-"
	}
	return actionIDs[a]
}

// Name is the action's display name.
func (a Action) Name() string { return actionNames[a] }

// Investigation reports whether the action is one of the three investigations.
func (a Action) Investigation() bool { return a == RangeInv || a == TypeInv || a == RegionInv }

// ParseAction reads an action id.
func ParseAction(s string) (Action, error) {
	i, err := parseName("action", s, actionIDs)
	return Action(i), err
}

// ActionSlots is the Action dashboard: for each action, its slots and the
// card value each slot takes (0 for an X slot that takes any value).
var ActionSlots = [NumActions]struct {
	Count int
	Value int
}{
	Attack:    {3, 0},
	Destroy:   {2, 0},
	Blockade:  {2, 0},
	RangeInv:  {2, 3},
	TypeInv:   {2, 2},
	RegionInv: {2, 1},
	Capture:   {2, 0},
}

// Fits reports whether an Action card of this value may go on the action's slots.
func (a Action) Fits(value int) bool {
	v := ActionSlots[a].Value
	return v == 0 || v == value
}

// NumActions is how many there are.
const NumActions = 7
