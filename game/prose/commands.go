package prose

import (
	"strconv"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// The commands' labels. Command is a short plain-words label for a button;
// Short is a one-to-three-word form for small buttons, used where the
// prompt already says what is being decided. Neither ever shows a salt or
// a digest: commitments and reveals get neutral words.

var regionText = [board.NumRegions]string{"Caribe", "Andina", "Orinoquía"}

// actionUse finishes "Use a 2 …" for each Faction action.
var actionUse = [box.NumActions]string{
	box.Attack:    "to attack a sicario",
	box.Destroy:   "to destroy Labs",
	box.Blockade:  "for Blockades",
	box.RangeInv:  "for Range Investigation",
	box.TypeInv:   "for Type Investigation",
	box.RegionInv: "for Region Investigation",
	box.Capture:   "to try a capture",
}

// actionWord is an action in one or two words.
var actionWord = [box.NumActions]string{
	box.Attack:    "Attack",
	box.Destroy:   "Destroy Lab",
	box.Blockade:  "Blockade",
	box.RangeInv:  "Range",
	box.TypeInv:   "Type",
	box.RegionInv: "Region",
	box.Capture:   "Capture",
}

// hunterShortText is each hunter by the name players call him.
var hunterShortText = [box.NumHunters]string{"Murphy", "Peña", "Carrillo", "Trujillo", "Gilberto", "Navegante", "Castaño", "Don Berna"}

func (p Printer) placeName(v int8) string {
	l := board.Loc(v)
	if l < 0 || int(l) >= board.N {
		return "?"
	}
	return board.Map.Name[l]
}

func (p Printer) regionName(v int8) string {
	if v < 0 || v >= board.NumRegions {
		return "?"
	}
	return p.t(regionText[v])
}

func (p Printer) figName(v int8) string { return box.Figure(v).Name() }

func (p Printer) hunterName(v int8) string {
	if v < 0 || v >= box.NumHunters {
		return "?"
	}
	return box.Hunter(v).Name()
}

func (p Printer) hunterShort(v int8) string {
	if v < 0 || v >= box.NumHunters {
		return "?"
	}
	return p.t(hunterShortText[v])
}

func (p Printer) factionName(v int8) string {
	if v < 0 || v >= box.NumFactions {
		return "?"
	}
	return p.Faction(box.Faction(v))
}

func (p Printer) cardName(v int8) string {
	if v < 0 || v >= box.NumCards {
		return "?"
	}
	return p.Card(box.Card(v))
}

func (p Printer) objectiveName(v int8) string {
	if v < 0 || v >= box.NumObjectives {
		return "?"
	}
	return p.Objective(box.Objective(v))
}

func actionIdx(v int8) box.Action {
	if v < 0 || v >= box.NumActions {
		return box.Attack
	}
	return box.Action(v)
}

func plataIdx(v int8) box.Plata {
	if v < 0 || v >= box.NumPlata {
		return box.PlataGlory
	}
	return box.Plata(v)
}

// tokenName is a defense token in words: "2", "Hostage", "Bomb".
func (p Printer) tokenName(v int8) string {
	switch box.Token(v) {
	case box.TokenHostage:
		return p.t("Hostage")
	case box.TokenBomb:
		return p.t("Bomb")
	}
	return strconv.Itoa(int(v))
}

// tokenPhrase is "a 2" or "the Hostage token".
func (p Printer) tokenPhrase(v int8) string {
	if box.Token(v).Special() {
		return p.f("the %s token", p.tokenName(v))
	}
	return p.f("a %s", p.tokenName(v))
}

// fromText says where a token moved off the map comes from (ruling R13).
func (p Printer) fromText(v int8) string {
	if v < 0 {
		return ""
	}
	return p.f(" (from %s)", p.placeName(v))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func pick8(v int8, no, yes string) string {
	if v != 0 {
		return yes
	}
	return no
}

// Text is the command as a short button label in plain English, e.g.
// "Place Gustavo at Medellín" for "place Gustavo A12".
func (p Printer) Command(c game.Command) string {
	a, b := c.A, c.B
	switch c.Op {
	// The Patrón's private forms.
	case game.OpShuffle:
		return p.t("Shuffle the Sicario deck")
	case game.OpObjDeck:
		return p.t("Shuffle objectives, draw three")
	case game.OpOrder:
		return p.f("%s for season %d", p.objectiveName(b), a)
	case game.OpHide:
		return p.f("Hide at %s", p.placeName(a))
	case game.OpDefend:
		return p.f("Give %s %s", p.figName(a), p.tokenPhrase(b))
	case game.OpAddObj:
		return p.t("Add the extra objectives")

	// Their public forms.
	case game.OpShuffled:
		return p.t("Sicario deck shuffled")
	case game.OpObjDeckIs:
		return p.t("Objective deck shuffled")
	case game.OpObjectives:
		return p.t("Objectives set face down")
	case game.OpHidden:
		return p.t("Hideout noted in secret")
	case game.OpDefenses:
		return p.t("Defense tokens assigned")
	case game.OpAdded:
		return p.t("Extra objectives added")

	// Reveals and answers.
	case game.OpObjective:
		return p.f("Reveal objective: %s", p.objectiveName(b))
	case game.OpDefense:
		return p.f("Show %s's defense: %s", p.figName(a), p.tokenName(b))
	case game.OpReveal:
		return p.f("Show the hideout: %s", p.placeName(a))
	case game.OpRange:
		return p.f("Answer: %d or %d", a, b)
	case game.OpType:
		return p.f("Answer: %s", pick8(a, p.t("a Farm"), p.t("a City")))
	case game.OpRegion:
		return p.f("Answer: %s", pick8(a, p.t("another region"), p.t("same region")))
	case game.OpFound:
		return pick8(a, p.t("Answer: not here"), p.t("Answer: found!"))

	// The Patrón's turn and effects.
	case game.OpMove:
		return p.f("Pay $%d to move %s", box.SicarioMoveCost, p.figName(a))
	case game.OpPlay:
		return p.f("Play %s", p.cardName(a))
	case game.OpDiscard:
		return p.f("Discard %s for León/La Quica", p.cardName(a))
	case game.OpFold:
		return p.f("Discard %s (no placement)", p.cardName(a))
	case game.OpSpend:
		switch a {
		case 0:
			return p.t("Pay nothing")
		case 1:
			return p.t("Pay for 1 effect")
		}
		return p.t("Pay for both effects")
	case game.OpPlace:
		return p.f("Place %s at %s", p.figName(a), p.placeName(b))
	case game.OpLab:
		if a == game.LabOnCard {
			return p.f("Lab on the objective card%s", p.fromText(b))
		}
		return p.f("Lab at %s%s", p.placeName(a), p.fromText(b))
	case game.OpControl:
		return p.f("Control %s%s", p.placeName(a), p.fromText(b))
	case game.OpUnblock:
		return p.f("Lift the Blockade at %s", p.placeName(a))
	case game.OpTarget:
		return p.f("Threaten %s", p.hunterName(a))
	case game.OpOffer:
		return p.f("Offer %s", p.Plata(plataIdx(a)))
	case game.OpSwap:
		return p.f("Swap %s's and %s's tokens", p.figName(a), p.figName(b))
	case game.OpLock:
		return p.f("Lock %s", p.hunterName(a))
	case game.OpFlip:
		return p.f("Turn the Blockade at %s", p.placeName(a))
	case game.OpPush:
		return p.f("Push %s to %s", p.hunterShort(a), p.placeName(b))
	case game.OpSilence:
		return p.f("Close one %s slot", p.t(actionWord[actionIdx(a)]))
	case game.OpNext:
		return p.f("%s acts next", p.factionName(a))
	case game.OpName:
		return p.f("Name the %s region", p.regionName(a))
	case game.OpCoin:
		return p.f("Put $1 on %s", p.placeName(a))
	case game.OpParty:
		return p.f("Party at %s", p.placeName(a))
	case game.OpDrop:
		return p.f("Discard an Action card of %d", a)
	case game.OpBuy:
		if a == 0 {
			return p.t("Buy no Glory")
		}
		return p.f("Buy %d Glory ($%d)", a, int(a)*box.VelascoPrice)
	case game.OpTrigger:
		return p.f("Trigger %s", p.cardName(a))
	case game.OpBudget:
		if a == 0 {
			return p.t("Stay put ($0)")
		}
		return p.f("Move up to %d %s ($%d)", a, plural(int(a), p.t("space"), p.t("spaces")), a)
	case game.OpBribe:
		return p.f("Put $%d on Bribing Politicians", box.BribingStake)

	// Shared.
	case game.OpStep:
		return p.f("Move to %s", p.placeName(a))
	case game.OpStop:
		return p.t("Stop here")
	case game.OpDone:
		return p.t("Done")
	case game.OpPass:
		return p.t("Pass")

	// The Factions.
	case game.OpStart:
		return p.f("Start %s at %s", p.hunterShort(a), p.placeName(b))
	case game.OpActivate:
		return p.f("%s takes this turn", p.factionName(a))
	case game.OpSelfLock:
		return p.f("Lock %s ourselves", p.hunterName(a))
	case game.OpHunter:
		return p.f("%s acts now", p.hunterName(a))
	case game.OpBoost:
		return p.f("+%d move (DEA card)", box.DEABoostSteps)
	case game.OpRedraw:
		if b < 0 {
			return p.f("Replace the %d card (DEA)", a)
		}
		return p.f("Replace the %d and %d cards (DEA)", a, b)
	case game.OpTake:
		return p.t("Take the Coca cube (Cali)")
	case game.OpUse:
		return p.f("Use a %d %s", a, p.t(actionUse[actionIdx(b)]))
	case game.OpPepes:
		return p.f("Pay $%d to see %s and %s", box.PepesRevealCost, p.figName(a), p.figName(b))
	case game.OpAttack:
		return p.f("Attack %s", p.figName(a))
	case game.OpBonus:
		return p.f("+%d to the attack (Policía)", box.PoliciaBonus)
	case game.OpDestroy:
		return p.f("Destroy Lab at %s", p.placeName(a))
	case game.OpBlock:
		return p.f("Blockade at %s%s", p.placeName(a), p.fromText(b))
	case game.OpUncontrol:
		return p.f("Remove Controlled at %s", p.placeName(a))
	case game.OpSearch:
		return p.f("Search %s", p.placeName(a))
	case game.OpExtra:
		return p.f("Cali extra: %s", p.t(actionWord[actionIdx(a)]))
	case game.OpPlata:
		return p.t("Take the money (Plata)")
	case game.OpPlomo:
		return p.t("Refuse (Plomo)")
	case game.OpFrame:
		return p.f("Send %s to %s", p.hunterShort(a), p.placeName(b))
	}
	return "?"
}

// Short is the command in one to three words, for small buttons where the
// prompt already says what is decided: "Medellín", "Stop", "2 or 4".
func (p Printer) Short(c game.Command) string {
	a, b := c.A, c.B
	switch c.Op {
	case game.OpShuffle, game.OpObjDeck:
		return p.t("Shuffle")
	case game.OpOrder, game.OpObjective:
		return p.objectiveName(b)
	case game.OpHide, game.OpReveal, game.OpStep, game.OpStart, game.OpSearch, game.OpFrame, game.OpCoin, game.OpParty, game.OpFlip:
		if c.Op == game.OpStart || c.Op == game.OpFrame {
			return p.placeName(b)
		}
		return p.placeName(a)
	case game.OpDefend, game.OpDefense:
		return p.f("%s: %s", p.figName(a), p.tokenName(b))
	case game.OpAddObj:
		return p.t("Add objectives")
	case game.OpShuffled, game.OpObjDeckIs:
		return p.t("Shuffled")
	case game.OpObjectives, game.OpAdded:
		return p.t("Set")
	case game.OpHidden:
		return p.t("Hidden")
	case game.OpDefenses:
		return p.t("Assigned")
	case game.OpRange:
		return p.f("%d or %d", a, b)
	case game.OpType:
		return pick8(a, p.t("Farm"), p.t("City"))
	case game.OpRegion:
		return pick8(a, p.t("Other region"), p.t("Same region"))
	case game.OpFound:
		return pick8(a, p.t("Not here"), p.t("Found"))
	case game.OpMove:
		return p.f("Move %s", p.figName(a))
	case game.OpPlay:
		return p.cardName(a)
	case game.OpDiscard, game.OpFold:
		return p.f("Discard %s", p.cardName(a))
	case game.OpSpend:
		return p.t([...]string{"Nothing", "1 effect", "Both"}[min(max(a, 0), 2)])
	case game.OpPlace:
		return p.f("%s: %s", p.figName(a), p.placeName(b))
	case game.OpLab:
		if a == game.LabOnCard {
			return p.f("Lab on card%s", p.fromText(b))
		}
		return p.f("Lab %s%s", p.placeName(a), p.fromText(b))
	case game.OpControl:
		return p.f("Control %s%s", p.placeName(a), p.fromText(b))
	case game.OpUnblock:
		return p.f("Unblock %s", p.placeName(a))
	case game.OpTarget, game.OpLock, game.OpSelfLock, game.OpHunter:
		return p.hunterName(a)
	case game.OpOffer:
		return p.t([...]string{"3 Labs", "3 Glory", "4 Controlled", "Extra card"}[plataIdx(a)])
	case game.OpSwap, game.OpPepes:
		return p.f("%s & %s", p.figName(a), p.figName(b))
	case game.OpPush:
		return p.f("%s: %s", p.hunterShort(a), p.placeName(b))
	case game.OpSilence, game.OpExtra:
		return p.t(actionWord[actionIdx(a)])
	case game.OpNext, game.OpActivate:
		return p.factionName(a)
	case game.OpName:
		return p.regionName(a)
	case game.OpDrop:
		return p.f("A %d", a)
	case game.OpBuy:
		return p.f("%d Glory", a)
	case game.OpTrigger:
		return p.cardName(a)
	case game.OpBudget:
		return p.f("$%d", a)
	case game.OpBribe:
		return p.f("Bribe $%d", box.BribingStake)
	case game.OpStop:
		return p.t("Stop")
	case game.OpDone:
		return p.t("Done")
	case game.OpPass:
		return p.t("Pass")
	case game.OpBoost:
		return p.f("+%d move", box.DEABoostSteps)
	case game.OpRedraw:
		if b < 0 {
			return p.f("Replace %d", a)
		}
		return p.f("Replace %d, %d", a, b)
	case game.OpTake:
		return p.t("Take Coca")
	case game.OpUse:
		return p.f("%s (%d)", p.t(actionWord[actionIdx(b)]), a)
	case game.OpAttack:
		return p.figName(a)
	case game.OpBonus:
		return p.f("+%d", box.PoliciaBonus)
	case game.OpDestroy:
		return p.placeName(a)
	case game.OpBlock:
		return p.f("Block %s%s", p.placeName(a), p.fromText(b))
	case game.OpUncontrol:
		return p.f("Clear %s", p.placeName(a))
	case game.OpPlata:
		return p.t("Plata")
	case game.OpPlomo:
		return p.t("Plomo")
	}
	return "?"
}

// TextFor is Text made more precise by the decision's detail: a payment
// names its price in dollars ("Pay $3") when the card is known.
func (p Printer) CommandFor(c game.Command, d game.Detail) string {
	if c.Op == game.OpSpend && d.Card >= 0 && d.Card < box.NumCards {
		return p.spend(c.A, d.Card, false)
	}
	return p.Command(c)
}

// ShortFor is Short made more precise by the decision's detail.
func (p Printer) ShortFor(c game.Command, d game.Detail) string {
	if c.Op == game.OpSpend && d.Card >= 0 && d.Card < box.NumCards {
		return p.spend(c.A, d.Card, true)
	}
	return p.Short(c)
}

func (p Printer) spend(tiers int8, card box.Card, short bool) string {
	cost := card.PayFor(int(tiers))
	switch {
	case short:
		return p.f("$%d", cost)
	case tiers <= 0:
		return p.t("Pay nothing")
	case tiers == 1 && card.Tiers() > 1:
		return p.f("Pay $%d (first effect)", cost)
	case tiers == 1:
		return p.f("Pay $%d", cost)
	}
	return p.f("Pay $%d (both effects)", cost)
}
