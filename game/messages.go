package game

import (
	"fmt"

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

var sideText = [...]string{"nobody", "the Patrón", "the Factions", "nobody (draw)"}
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
		return fmt.Sprintf("Game over: %s win — %s.", sideText[a], reasonText[b])
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
		return fmt.Sprintf("%s takes the money (%s).", hun(a), box.Plata(b))
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
