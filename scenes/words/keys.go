package words

// The keyboard help over the table.
var (
	KeysTitle  = "Keys and mouse"
	KeysButton = "?"
	KeysHint   = "Keys and mouse (H)"
	KeysClose  = "H, Esc or a click closes this."
	KeysBody   = "Every key of the table, and what a click does where."
)

// Shortcut is one line of the keyboard help: the keys, and what they do.
type Shortcut struct{ Keys, Does string }

// Shortcuts are the table's keys, the frequent ones first.
var Shortcuts = []Shortcut{
	{"Click", "Pick a lit place, figure, sicario or card"},
	{"1 – 9", "Take the numbered choice"},
	{"0", "Pass, or be done (the choice at the bottom left)"},
	{"Wheel, PgUp, PgDn, Tab", "Scroll a long list of choices"},
	{"Wheel over the map, + and -", "Zoom the map in and out"},
	{"Drag, arrow keys", "Move around a zoomed map"},
	{"Home", "The whole map again"},
	{LogKeys, LogRead},
	{"Esc, right-click", "Drop the half-made pick (Esc with none: the menu)"},
	{"Ctrl+Z", "Take back your last decision"},
	{"D", "Factions: where the Patrón may still be"},
	{"C", "The clue sheet: every answer the Factions have had"},
	{"Right-click a place", "Factions: a hideout marker, suspect or ruled out"},
	{"N over a place", "Factions: write a short note on it"},
	{"M, K, B, J", "Factions: ask for the next chance of a DEA card, Pepes' look, Policía +2, Cali extra"},
	{"L, ← →", "The other side's last turn, step by step"},
	{"P, S", "Watching bots: pause, then one decision at a time"},
	{"Space, Enter", "Go on: a hand-off screen, the End of Season summary, a held result"},
	{"Enter", "LAN games: chat with the table"},
	{AdviceKey, AdviceKeyDoes},
	{"H", "This help"},
	{"F1", "The rules reference, from any screen"},
	{"F11", "Full screen"},
	{PadMoveKeys, PadMove},
	{PadTakeKeys, PadTake},
	{PadBackKeys, PadBack},
	{PadOtherKeys, PadOther},
	{PadHintKeys, PadHint},
}
