package game

import (
	"fmt"
	"strconv"

	"patron/game/board"
	"patron/game/box"
)

// All English text the engine shows players: prompts and event lines. Kept
// in this one file so that translations can follow.

var promptText = [numPrompts]string{
	PromptNone:            "nothing to decide",
	PromptShuffle:         "the Patrón shuffles his Sicario deck",
	PromptObjDeck:         "the Patrón shuffles the Objective deck and draws three",
	PromptOrder:           "the Patrón places his three objectives face down, one per season",
	PromptStartHunter:     "place a hunter next to an airport City",
	PromptHide:            "the Patrón chooses his first hideout",
	PromptRevealObjective: "the Patrón reveals this season's objective",
	PromptObjectiveSetup:  "the Patrón carries out the new objective's setup",
	PromptDefenses:        "the Patrón assigns his defense tokens face down",
	PromptPlay:            "the Patrón may pay $1 to move a sicario, then plays a Sicario card",
	PromptPlayExtra:       "the Plata reward: the Patrón plays one more Sicario card",
	PromptSpend:           "the Patrón decides how much to pay for the card's effect",
	PromptPlace:           "the Patrón places the sicario",
	PromptBribe:           "the Patrón may put $3 on Bribing Politicians",
	PromptStep:            "move the sicario one space, or stop",
	PromptHunterStep:      "move the hunter one space, or stop",
	PromptSicarioAction:   "the sicario acts: Lab, Controlled token, or remove a Blockade",
	PromptQuicaTarget:     "La Quica picks a hunter to threaten",
	PromptOffer:           "the Patrón picks a Plata o Plomo card",
	PromptPlataPlomo:      "Plata or Plomo? The threatened hunter's Faction chooses",
	PromptPlataEffect:     "the Patrón takes the Plata reward",
	PromptCardEffect:      "the Patrón resolves the card's effect",
	PromptFrameUp:         "move the framed hunter out of the region",
	PromptChooseFaction:   "the Factions choose who acts this turn",
	PromptChooseHunter:    "choose which hunter acts first",
	PromptSelfLock:        "lock one of your own hunters (Frame-up)",
	PromptDEA:             "DEA may play a mini-card",
	PromptUseAction:       "place an Action card to act",
	PromptCaliExtra:       "Cali may spend two Coca cubes for an extra action",
	PromptPepes:           "Los Pepes may pay $2 to reveal two defense tokens",
	PromptPoliciaBonus:    "Policía may add +2 to the attack",
	PromptAttackTarget:    "choose the sicario to attack",
	PromptDestroy:         "choose a Lab to destroy",
	PromptBlock:           "place a Blockade or remove a Controlled token",
	PromptSearch:          "choose where to search for the Patrón",
	PromptAnswerRange:     "the Patrón names two distances, one of them true",
	PromptAnswerType:      "the Patrón tells whether his hideout is a City or a Farm",
	PromptAnswerRegion:    "the Patrón tells whether he hides in the hunter's region",
	PromptFound:           "the Patrón tells whether he is found",
	PromptRevealDefense:   "the Patrón reveals a defense token",
	PromptEscape:          "the Patrón escapes to a new hideout",
	PromptAddObjectives:   "the Patrón adds an objective to each unrevealed slot",
	PromptRevealHideout:   "the Patrón reveals his hideout",
	PromptTrigger:         "the Patrón chooses which End of Season card triggers next",
	PromptVelasco:         "the Patrón may buy Glory at $5 each",
	PromptRevealSpecial:   "the Patrón shows which sicario holds the special token",
	PromptReward:          "the Patrón locks a hunter until the end of next season",
	PromptBudget:          "the Patrón declares how far he will move",
	PromptRelocate:        "the Patrón moves to a new hideout",
}

// Text is the prompt in English.
func (p Prompt) Text() string {
	if p >= numPrompts {
		return "?"
	}
	return promptText[p]
}

func (p Prompt) String() string { return p.Text() }

var sideText = [...]string{"nobody wins", "the Patrón wins", "the Factions win", "a draw"}
var reasonText = [...]string{"", "glory reached 20", "three objectives completed", "captured twice", "season limit reached"}
var tokenText = [...]string{"Lab", "Controlled token", "Blockade", "Party token", "$1"}

func mover(a int16) string {
	if int8(a) >= moverHunter {
		return box.Hunter(int8(a) - moverHunter).Name()
	}
	return fmt.Sprintf("the %s sicario", box.Slot(a))
}

func locText(a int16) string {
	l := board.Loc(a)
	if l == board.NoLoc {
		return "-"
	}
	return fmt.Sprintf("%s (%s)", board.Map.Name[l], l)
}

// Text is the event in English.
func (e Event) Text() string {
	a, b, c := e.A, e.B, e.C
	fig := func(x int16) string { return box.Figure(x).Name() }
	hun := func(x int16) string { return box.Hunter(x).Name() }
	switch e.Kind {
	case EvGameOver:
		return fmt.Sprintf("Game over: %s — %s.", sideText[a], reasonText[b])
	case EvSeason:
		return fmt.Sprintf("Season %d begins.", a)
	case EvSeasonEnd:
		return fmt.Sprintf("Season %d is over.", a)
	case EvGlory:
		return fmt.Sprintf("The Patrón gains %d Glory (now %d).", a, b)
	case EvMoney:
		return fmt.Sprintf("The Patrón gains $%d (now $%d).", a, b)
	case EvPay:
		return fmt.Sprintf("The Patrón pays $%d (now $%d).", a, b)
	case EvShuffled:
		return fmt.Sprintf("The Patrón shuffles a new Sicario deck of %d cards.", a)
	case EvDraw:
		return "The Patrón draws a card."
	case EvHidden:
		return "The Patrón notes a hideout on his sheet."
	case EvHunterStart:
		return fmt.Sprintf("%s starts at %s.", hun(a), locText(b))
	case EvObjectivesDrawn:
		return fmt.Sprintf("The Patrón draws %d objectives.", a)
	case EvObjectivesPlaced:
		return "The Patrón places his objectives face down."
	case EvObjectiveRevealed:
		return fmt.Sprintf("Objective revealed: %s.", box.Objective(a).Name())
	case EvObjectivesAdded:
		return fmt.Sprintf("After the escape, %d more objectives go face down.", a)
	case EvObjectiveCompleted:
		return fmt.Sprintf("Objective completed: %s (%d so far).", box.Objective(a).Name(), b)
	case EvDefensesAssigned:
		return "The Patrón assigns his defense tokens face down."
	case EvDefenseRevealed:
		return fmt.Sprintf("%s's defense token is %s.", fig(a), box.Token(b))
	case EvSicarioMoveStart:
		return fmt.Sprintf("The Patrón pays $1 to move %s.", fig(a))
	case EvStep:
		return fmt.Sprintf("%s moves to %s.", mover(a), locText(b))
	case EvMoveEnd:
		return fmt.Sprintf("%s stops at %s.", mover(a), locText(b))
	case EvPickUp:
		return fmt.Sprintf("%s picks up a Coca cube at %s.", fig(a), locText(b))
	case EvShip:
		return fmt.Sprintf("%s ships a Coca cube from %s.", fig(a), locText(b))
	case EvPlay:
		return fmt.Sprintf("The Patrón plays %s.", box.Card(a).Info().Name)
	case EvDiscardForSpecial:
		return fmt.Sprintf("The Patrón discards %s to send León or La Quica.", box.Card(a).Info().Name)
	case EvFold:
		return fmt.Sprintf("No sicario can be placed: the Patrón discards %s.", box.Card(a).Info().Name)
	case EvSpend:
		if b == 0 {
			return "The Patrón pays nothing for the card's effect."
		}
		return fmt.Sprintf("The Patrón pays $%d for %s (now $%d).", b, box.Card(a).Info().Name, c)
	case EvPepesCut:
		return fmt.Sprintf("Los Pepes take $1 of it (now $%d).", a)
	case EvPlace:
		return fmt.Sprintf("%s is placed at %s.", fig(a), locText(b))
	case EvBribe:
		return fmt.Sprintf("The Patrón puts $3 on Bribing Politicians ($%d there).", a)
	case EvTokenPlaced:
		return fmt.Sprintf("%s placed at %s.", tokenText[a], locText(b))
	case EvTokenRemoved:
		return fmt.Sprintf("%s removed from %s.", tokenText[a], locText(b))
	case EvLabOnCard:
		return fmt.Sprintf("A Lab goes on Established Production (%d there).", a)
	case EvFlip:
		return fmt.Sprintf("The Blockade at %s turns to Controlled.", locText(a))
	case EvUltimatum:
		return fmt.Sprintf("La Quica threatens %s: Plata o Plomo?", hun(a))
	case EvPlata:
		return fmt.Sprintf("%s takes the money: %s.", hun(a), plataText[b])
	case EvPlomo:
		return fmt.Sprintf("%s refuses and is laid down for the season.", hun(a))
	case EvPlataRefill:
		return "The Plata o Plomo deck is refilled."
	case EvIncomeTrack:
		return fmt.Sprintf("The income marker stands at %d.", a)
	case EvLock:
		return fmt.Sprintf("%s is locked: no move at the next activation.", hun(a))
	case EvLockSeason:
		return fmt.Sprintf("%s cannot move until the end of season %d.", hun(a), b)
	case EvSelfLockNext:
		return "The next Faction to act must lock one of its hunters."
	case EvSwap:
		return fmt.Sprintf("The defense tokens of %s and %s are swapped.", fig(a), fig(b))
	case EvPushed:
		return fmt.Sprintf("%s is pushed to %s.", hun(a), locText(b))
	case EvSilence:
		return fmt.Sprintf("One %s slot is closed for the next Faction turn.", box.Action(a).Name())
	case EvFrameUp:
		return fmt.Sprintf("Frame-up: every hunter in %s must leave.", board.Region(a))
	case EvFramed:
		return fmt.Sprintf("%s moves to %s.", hun(a), locText(b))
	case EvNextFaction:
		return fmt.Sprintf("%s will take the next Faction turn.", box.Faction(a).Name())
	case EvFactionTurn:
		return fmt.Sprintf("%s takes its turn.", box.Faction(a).Name())
	case EvFactionTurnEnd:
		return fmt.Sprintf("%s's turn ends.", box.Faction(a).Name())
	case EvActivate:
		return fmt.Sprintf("%s is activated.", hun(a))
	case EvActionsRevealed:
		return "New Action cards are revealed."
	case EvActionDropped:
		return fmt.Sprintf("An available Action card of value %d is discarded.", a)
	case EvLockedSkip:
		return fmt.Sprintf("%s is locked and cannot move.", hun(a))
	case EvNoAction:
		return fmt.Sprintf("%s has no action to take.", hun(a))
	case EvBoost:
		return fmt.Sprintf("DEA: %s may move 2 more spaces.", hun(a))
	case EvRedraw:
		return fmt.Sprintf("DEA discards %d available Action cards for new ones.", a)
	case EvCaliTake:
		return fmt.Sprintf("Cali takes the Coca cube at %s (%d on its card).", locText(a), b)
	case EvCaliExtra:
		return fmt.Sprintf("Cali spends two cubes: extra %s.", box.Action(a).Name())
	case EvActionCard:
		return fmt.Sprintf("An Action card of value %d goes on %s.", a, box.Action(b).Name())
	case EvPepesReveal:
		return fmt.Sprintf("Los Pepes pay $2 to see the tokens of %s and %s.", fig(a), fig(b))
	case EvPoliciaBonus:
		return fmt.Sprintf("Policía adds +2: attack strength %d.", a)
	case EvAttack:
		return fmt.Sprintf("%s attacks %s.", hun(a), fig(b))
	case EvAttackFailed:
		return fmt.Sprintf("%s holds: strength %d against defense %d.", fig(a), b, c)
	case EvSicarioCaptured:
		return fmt.Sprintf("%s is captured: strength %d against defense %d.", fig(a), b, c)
	case EvRangeAnswer:
		return fmt.Sprintf("From %s, the Patrón is %d or %d spaces away.", hun(a), b, c)
	case EvTypeAnswer:
		return fmt.Sprintf("The Patrón hides in a %s.", pick(int8(b), "Farm", "City"))
	case EvRegionAnswer:
		return fmt.Sprintf("The Patrón is %s %s's region.", pick(int8(b), "not in", "in"), hun(a))
	case EvSearch:
		return fmt.Sprintf("%s searches %s.", hun(a), locText(b))
	case EvMissed:
		return fmt.Sprintf("Nobody at %s.", locText(a))
	case EvCaptured:
		return fmt.Sprintf("The Patrón is caught at %s! (capture %d)", locText(a), b)
	case EvEscaped:
		return "The Patrón escapes to a new hideout."
	case EvCocaProduced:
		return fmt.Sprintf("The Lab at %s produces a Coca cube.", locText(a))
	case EvSicariosReturn:
		return "Every sicario returns to the Patrón's dashboard."
	case EvHideoutRevealed:
		return fmt.Sprintf("The Patrón was hiding at %s.", locText(a))
	case EvBudget:
		if b != 0 {
			return fmt.Sprintf("The Patrón may move up to %d spaces, free thanks to Limón.", a)
		}
		return fmt.Sprintf("The Patrón may move up to %d spaces.", a)
	case EvTrigger:
		return fmt.Sprintf("%s triggers.", box.Card(a).Info().Name)
	}
	return "?"
}

// Button labels for commands. Text is a short plain-English label for a
// command; Short is a one-to-three-word form for small buttons, used where
// the prompt already says what is being decided. Neither ever shows a salt
// or a digest: commitments and reveals get neutral words.

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

// plataText is what each Plata o Plomo card promises on its Plata side.
var plataText = [box.NumPlata]string{
	box.PlataLabs:    fmt.Sprintf("%d Labs on Farms", box.PlataLabCount),
	box.PlataGlory:   fmt.Sprintf("%d Glory", box.PlataGloryAmount),
	box.PlataControl: fmt.Sprintf("%d Controlled in Cities", box.PlataControlCount),
	box.PlataSicario: "one more Sicario card",
}

// PlataText says what a Plata o Plomo card's money gives the Patrón.
func PlataText(p box.Plata) string {
	if p < 0 || p >= box.NumPlata {
		return "?"
	}
	return plataText[p]
}

func placeName(v int8) string {
	l := board.Loc(v)
	if l < 0 || int(l) >= board.N {
		return "?"
	}
	return board.Map.Name[l]
}

func regionName(v int8) string {
	if v < 0 || v >= board.NumRegions {
		return "?"
	}
	return regionText[v]
}

func figName(v int8) string { return box.Figure(v).Name() }

func hunterName(v int8) string {
	if v < 0 || v >= box.NumHunters {
		return "?"
	}
	return box.Hunter(v).Name()
}

// hunterShortText is each hunter by the name players call him.
var hunterShortText = [box.NumHunters]string{"Murphy", "Peña", "Carrillo", "Trujillo", "Gilberto", "Navegante", "Castaño", "Don Berna"}

func hunterShort(v int8) string {
	if v < 0 || v >= box.NumHunters {
		return "?"
	}
	return hunterShortText[v]
}

func factionName(v int8) string {
	if v < 0 || v >= box.NumFactions {
		return "?"
	}
	return box.Faction(v).Name()
}

func cardName(v int8) string {
	if v < 0 || v >= box.NumCards {
		return "?"
	}
	return box.Card(v).Info().Name
}

func objectiveName(v int8) string {
	if v < 0 || v >= box.NumObjectives {
		return "?"
	}
	return box.Objective(v).Name()
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
func tokenName(v int8) string {
	switch box.Token(v) {
	case box.TokenHostage:
		return "Hostage"
	case box.TokenBomb:
		return "Bomb"
	}
	return strconv.Itoa(int(v))
}

// tokenPhrase is "a 2" or "the Hostage token".
func tokenPhrase(v int8) string {
	if box.Token(v).Special() {
		return "the " + tokenName(v) + " token"
	}
	return "a " + tokenName(v)
}

// fromText says where a token moved off the map comes from (ruling R13).
func fromText(v int8) string {
	if v < 0 {
		return ""
	}
	return " (from " + placeName(v) + ")"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Text is the command as a short button label in plain English, e.g.
// "Place Gustavo at Medellín" for "place Gustavo A12".
func (c Command) Text() string {
	a, b := c.A, c.B
	switch c.Op {
	// The Patrón's private forms.
	case OpShuffle:
		return "Shuffle the Sicario deck"
	case OpObjDeck:
		return "Shuffle objectives, draw three"
	case OpOrder:
		return fmt.Sprintf("%s for season %d", objectiveName(b), a)
	case OpHide:
		return "Hide at " + placeName(a)
	case OpDefend:
		return fmt.Sprintf("Give %s %s", figName(a), tokenPhrase(b))
	case OpAddObj:
		return "Add the extra objectives"

	// Their public forms.
	case OpShuffled:
		return "Sicario deck shuffled"
	case OpObjDeckIs:
		return "Objective deck shuffled"
	case OpObjectives:
		return "Objectives set face down"
	case OpHidden:
		return "Hideout noted in secret"
	case OpDefenses:
		return "Defense tokens assigned"
	case OpAdded:
		return "Extra objectives added"

	// Reveals and answers.
	case OpObjective:
		return "Reveal objective: " + objectiveName(b)
	case OpDefense:
		return fmt.Sprintf("Show %s's defense: %s", figName(a), tokenName(b))
	case OpReveal:
		return "Show the hideout: " + placeName(a)
	case OpRange:
		return fmt.Sprintf("Answer: %d or %d", a, b)
	case OpType:
		return "Answer: " + pick(a, "a Farm", "a City")
	case OpRegion:
		return "Answer: " + pick(a, "another region", "same region")
	case OpFound:
		return pick(a, "Answer: not here", "Answer: found!")

	// The Patrón's turn and effects.
	case OpMove:
		return fmt.Sprintf("Pay $%d to move %s", box.SicarioMoveCost, figName(a))
	case OpPlay:
		return "Play " + cardName(a)
	case OpDiscard:
		return "Discard " + cardName(a) + " for León/La Quica"
	case OpFold:
		return "Discard " + cardName(a) + " (no placement)"
	case OpSpend:
		switch a {
		case 0:
			return "Pay nothing"
		case 1:
			return "Pay for 1 effect"
		}
		return "Pay for both effects"
	case OpPlace:
		return fmt.Sprintf("Place %s at %s", figName(a), placeName(b))
	case OpLab:
		if a == LabOnCard {
			return "Lab on the objective card" + fromText(b)
		}
		return "Lab at " + placeName(a) + fromText(b)
	case OpControl:
		return "Control " + placeName(a) + fromText(b)
	case OpUnblock:
		return "Lift the Blockade at " + placeName(a)
	case OpTarget:
		return "Threaten " + hunterName(a)
	case OpOffer:
		return "Offer " + plataText[plataIdx(a)]
	case OpSwap:
		return fmt.Sprintf("Swap %s's and %s's tokens", figName(a), figName(b))
	case OpLock:
		return "Lock " + hunterName(a)
	case OpFlip:
		return "Turn the Blockade at " + placeName(a)
	case OpPush:
		return fmt.Sprintf("Push %s to %s", hunterShort(a), placeName(b))
	case OpSilence:
		return "Close one " + actionWord[actionIdx(a)] + " slot"
	case OpNext:
		return factionName(a) + " acts next"
	case OpName:
		return "Name the " + regionName(a) + " region"
	case OpCoin:
		return "Put $1 on " + placeName(a)
	case OpParty:
		return "Party at " + placeName(a)
	case OpDrop:
		return fmt.Sprintf("Discard an Action card of %d", a)
	case OpBuy:
		if a == 0 {
			return "Buy no Glory"
		}
		return fmt.Sprintf("Buy %d Glory ($%d)", a, int(a)*box.VelascoPrice)
	case OpTrigger:
		return "Trigger " + cardName(a)
	case OpBudget:
		if a == 0 {
			return "Stay put ($0)"
		}
		return fmt.Sprintf("Move up to %d %s ($%d)", a, plural(int(a), "space", "spaces"), a)
	case OpBribe:
		return fmt.Sprintf("Put $%d on Bribing Politicians", box.BribingStake)

	// Shared.
	case OpStep:
		return "Move to " + placeName(a)
	case OpStop:
		return "Stop here"
	case OpDone:
		return "Done"
	case OpPass:
		return "Pass"

	// The Factions.
	case OpStart:
		return fmt.Sprintf("Start %s at %s", hunterShort(a), placeName(b))
	case OpActivate:
		return factionName(a) + " takes this turn"
	case OpSelfLock:
		return "Lock " + hunterName(a) + " ourselves"
	case OpHunter:
		return hunterName(a) + " acts now"
	case OpBoost:
		return fmt.Sprintf("+%d move (DEA card)", box.DEABoostSteps)
	case OpRedraw:
		if b < 0 {
			return fmt.Sprintf("Replace the %d card (DEA)", a)
		}
		return fmt.Sprintf("Replace the %d and %d cards (DEA)", a, b)
	case OpTake:
		return "Take the Coca cube (Cali)"
	case OpUse:
		return fmt.Sprintf("Use a %d %s", a, actionUse[actionIdx(b)])
	case OpPepes:
		return fmt.Sprintf("Pay $%d to see %s and %s", box.PepesRevealCost, figName(a), figName(b))
	case OpAttack:
		return "Attack " + figName(a)
	case OpBonus:
		return fmt.Sprintf("+%d to the attack (Policía)", box.PoliciaBonus)
	case OpDestroy:
		return "Destroy Lab at " + placeName(a)
	case OpBlock:
		return "Blockade at " + placeName(a) + fromText(b)
	case OpUncontrol:
		return "Remove Controlled at " + placeName(a)
	case OpSearch:
		return "Search " + placeName(a)
	case OpExtra:
		return "Cali extra: " + actionWord[actionIdx(a)]
	case OpPlata:
		return "Take the money (Plata)"
	case OpPlomo:
		return "Refuse (Plomo)"
	case OpFrame:
		return fmt.Sprintf("Send %s to %s", hunterShort(a), placeName(b))
	}
	return "?"
}

// Short is the command in one to three words, for small buttons where the
// prompt already says what is decided: "Medellín", "Stop", "2 or 4".
func (c Command) Short() string {
	a, b := c.A, c.B
	switch c.Op {
	case OpShuffle, OpObjDeck:
		return "Shuffle"
	case OpOrder, OpObjective:
		return objectiveName(b)
	case OpHide, OpReveal, OpStep, OpStart, OpSearch, OpFrame, OpCoin, OpParty, OpFlip:
		if c.Op == OpStart || c.Op == OpFrame {
			return placeName(b)
		}
		return placeName(a)
	case OpDefend, OpDefense:
		return figName(a) + ": " + tokenName(b)
	case OpAddObj:
		return "Add objectives"
	case OpShuffled, OpObjDeckIs:
		return "Shuffled"
	case OpObjectives, OpAdded:
		return "Set"
	case OpHidden:
		return "Hidden"
	case OpDefenses:
		return "Assigned"
	case OpRange:
		return fmt.Sprintf("%d or %d", a, b)
	case OpType:
		return pick(a, "Farm", "City")
	case OpRegion:
		return pick(a, "Other region", "Same region")
	case OpFound:
		return pick(a, "Not here", "Found")
	case OpMove:
		return "Move " + figName(a)
	case OpPlay:
		return cardName(a)
	case OpDiscard, OpFold:
		return "Discard " + cardName(a)
	case OpSpend:
		return [...]string{"Nothing", "1 effect", "Both"}[min(max(a, 0), 2)]
	case OpPlace:
		return figName(a) + ": " + placeName(b)
	case OpLab:
		if a == LabOnCard {
			return "Lab on card" + fromText(b)
		}
		return "Lab " + placeName(a) + fromText(b)
	case OpControl:
		return "Control " + placeName(a) + fromText(b)
	case OpUnblock:
		return "Unblock " + placeName(a)
	case OpTarget, OpLock, OpSelfLock, OpHunter:
		return hunterName(a)
	case OpOffer:
		return [...]string{"3 Labs", "3 Glory", "4 Controlled", "Extra card"}[plataIdx(a)]
	case OpSwap, OpPepes:
		return figName(a) + " & " + figName(b)
	case OpPush:
		return hunterShort(a) + ": " + placeName(b)
	case OpSilence, OpExtra:
		return actionWord[actionIdx(a)]
	case OpNext, OpActivate:
		return factionName(a)
	case OpName:
		return regionName(a)
	case OpDrop:
		return fmt.Sprintf("A %d", a)
	case OpBuy:
		return fmt.Sprintf("%d Glory", a)
	case OpTrigger:
		return cardName(a)
	case OpBudget:
		return fmt.Sprintf("$%d", a)
	case OpBribe:
		return fmt.Sprintf("Bribe $%d", box.BribingStake)
	case OpStop:
		return "Stop"
	case OpDone:
		return "Done"
	case OpPass:
		return "Pass"
	case OpBoost:
		return fmt.Sprintf("+%d move", box.DEABoostSteps)
	case OpRedraw:
		if b < 0 {
			return fmt.Sprintf("Replace %d", a)
		}
		return fmt.Sprintf("Replace %d, %d", a, b)
	case OpTake:
		return "Take Coca"
	case OpUse:
		return fmt.Sprintf("%s (%d)", actionWord[actionIdx(b)], a)
	case OpAttack:
		return figName(a)
	case OpBonus:
		return fmt.Sprintf("+%d", box.PoliciaBonus)
	case OpDestroy:
		return placeName(a)
	case OpBlock:
		return "Block " + placeName(a) + fromText(b)
	case OpUncontrol:
		return "Clear " + placeName(a)
	case OpPlata:
		return "Plata"
	case OpPlomo:
		return "Plomo"
	}
	return "?"
}

// TextFor is Text made more precise by the decision's detail: a payment
// names its price in dollars ("Pay $3") when the card is known.
func (c Command) TextFor(d Detail) string {
	if c.Op == OpSpend && d.Card >= 0 && d.Card < box.NumCards {
		return spendText(c.A, d.Card, false)
	}
	return c.Text()
}

// ShortFor is Short made more precise by the decision's detail.
func (c Command) ShortFor(d Detail) string {
	if c.Op == OpSpend && d.Card >= 0 && d.Card < box.NumCards {
		return spendText(c.A, d.Card, true)
	}
	return c.Short()
}

func spendText(tiers int8, card box.Card, short bool) string {
	cost := card.PayFor(int(tiers))
	switch {
	case short:
		return fmt.Sprintf("$%d", cost)
	case tiers <= 0:
		return "Pay nothing"
	case tiers == 1 && card.Tiers() > 1:
		return fmt.Sprintf("Pay $%d (first effect)", cost)
	case tiers == 1:
		return fmt.Sprintf("Pay $%d", cost)
	}
	return fmt.Sprintf("Pay $%d (both effects)", cost)
}

// Audit findings. Commands and openings are named by their 0-based
// position, as the protocol's findings count them.

var commitText = [numCommitKinds]string{"", "Sicario deck", "objective deck", "objective", "hideout", "defense"}

func kindText(k CommitKind) string {
	if k >= numCommitKinds {
		return ""
	}
	return commitText[k]
}

// Text says what a commitment is to: "hideout opening for season 2",
// "defense opening for Gustavo, season 1".
func (s Subject) Text() string {
	if kindText(s.Commit) == "" {
		return "opening"
	}
	what := kindText(s.Commit) + " opening"
	switch {
	case s.Season < 0:
		return what
	case s.Commit == CommitHideout && s.Escape:
		return fmt.Sprintf("%s for season %d (escape)", what, s.Season)
	case s.Commit == CommitHideout:
		return fmt.Sprintf("%s for season %d", what, s.Season)
	case s.Commit == CommitDefense && s.Figure != box.NoFigure:
		return fmt.Sprintf("%s for %s, season %d", what, s.Figure.Name(), s.Season)
	case s.Commit == CommitObjective && s.Slot > 0 && s.Season > 0:
		return fmt.Sprintf("%s for slot %d, added in season %d", what, s.Slot, s.Season)
	case s.Commit == CommitObjective && s.Slot > 0:
		return fmt.Sprintf("%s for slot %d", what, s.Slot)
	case s.Commit == CommitDeck && s.Season == 0:
		return what + " for the setup shuffle"
	case s.Commit == CommitDeck:
		return fmt.Sprintf("%s for a shuffle in season %d", what, s.Season)
	}
	return what
}

// flawText says what is malformed.
func (f Finding) flawText() string {
	item := func(v int) string {
		if f.Commit == CommitObjDeck {
			return objectiveName(int8(v))
		}
		return cardName(int8(v))
	}
	switch f.Flaw {
	case FlawLength:
		return fmt.Sprintf("payload malformed: %d bytes, not %d", f.Got, f.Want)
	case FlawValue:
		return fmt.Sprintf("payload malformed: byte %d is out of range (at most %d)", f.Got, f.Want)
	case FlawRepeat:
		return fmt.Sprintf("payload malformed: %s comes twice", item(f.Got))
	case FlawForeign:
		return fmt.Sprintf("payload malformed: %s was not among the discards", item(f.Got))
	case FlawKindText:
		return "kind malformed: not a commitment kind"
	case FlawSaltText:
		return "salt malformed: not 32 hex digits"
	case FlawPayloadText:
		return "payload malformed: not hex"
	}
	return "malformed"
}

// Text is the finding in English, e.g. "command 12: hideout opening for
// season 2 missing".
func (f Finding) Text() string {
	where := "the game"
	switch {
	case f.Index >= 0 && f.Command.Op != OpNone && !isCommitment(f.Command.Op):
		where = fmt.Sprintf("command %d %q", f.Index, f.Command.Format())
	case f.Index >= 0:
		where = fmt.Sprintf("command %d", f.Index)
	case f.Opening >= 0:
		where = fmt.Sprintf("opening %d", f.Opening)
	}
	what := f.Subject.Text()
	switch f.Kind {
	case FindingMissing:
		return fmt.Sprintf("%s: %s missing", where, what)
	case FindingExtra:
		return fmt.Sprintf("%s: extra %s: it opens no commitment", where, what)
	case FindingDuplicate:
		return fmt.Sprintf("%s: %s handed over twice (opening %d)", where, what, f.Opening)
	case FindingOutOfOrder:
		return fmt.Sprintf("%s: %s out of order: handed over as opening %d, due as opening %d", where, what, f.Opening, f.Want)
	case FindingMismatch:
		return fmt.Sprintf("%s: %s does not open its commitment (wrong salt or payload, opening %d)", where, what, f.Opening)
	case FindingWrongKind:
		other := "of no known kind"
		if kindText(f.Other) != "" {
			other = "a " + kindText(f.Other) + " opening"
		}
		return fmt.Sprintf("%s: %s: opening %d in its place is %s", where, what, f.Opening, other)
	case FindingMalformed:
		if f.Commit == 0 {
			return fmt.Sprintf("%s: %s", where, f.flawText())
		}
		return fmt.Sprintf("%s: %s: %s", where, what, f.flawText())
	case FindingRule:
		return fmt.Sprintf("%s: %v", where, f.Err)
	case FindingLog:
		if f.Index < 0 {
			return fmt.Sprintf("the game cannot start (%v); nothing was replayed", f.Err)
		}
		if f.Command.Op == OpNone {
			return fmt.Sprintf("%s: the command does not parse (%v); the audit stops", where, f.Err)
		}
		return fmt.Sprintf("%s: the log breaks the public rules here (%v); the audit stops", where, f.Err)
	}
	return where + ": ?"
}

func (f Finding) String() string { return f.Text() }
