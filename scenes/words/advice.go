package words

// The hint of a seat (scenes/play_advice.go): the button, its title over
// the map, the reasons game/advice gives, and why a hint cannot be had.
// The reasons put their numbers after a colon, so that no language needs
// a plural form for them.
const (
	AdviceButton  = "Hint"
	AdviceTitle   = "Hint: %s"
	AdviceTooltip = "What the Normal bot would do from your seat, lit on the map. It sees only what you see. A, or this button again, hides it."
	AdviceBest    = "The move the Normal bot values most from your seat."
	AdviceSearch  = "He may hide there. Places still possible: %d."
	AdviceCapture = "Places he may hide that this capture can search: %d of %d."
	AdviceRuleOut = "Places the answer rules out, whatever he says: at least %d of %d, up to %d."
	AdviceRuleAll = "Places the answer rules out, whatever he says: %d of %d."
	AdviceMayRule = "Places the answer may rule out: up to %d of %d."
	AdviceCloser  = "Steps from there to the nearest place he may hide: %d."
	AdviceOnPlace = "It puts the hunter on a place he may hide."
	AdviceAttack  = "Chance to capture the sicario: %d%%."
	AdviceSuspect = "Places the Factions will still suspect: %d (now %d)."
	AdviceOff     = "This table plays without hints."
	AdviceNotNow  = "A hint is for your own decision."
	AdviceKey     = "A"
	AdviceKeyDoes = "A hint: what the Normal bot would do from your seat"
	StatHints     = "Hints taken"
)

// HintsSetting is a LAN or online table's toggle at its creation: "on"
// or "off".
const HintsSetting = "Hints for everyone: %s"
