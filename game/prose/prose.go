// Package prose makes the engine's typed values into sentences. The
// engine speaks no language: its events, prompts and refusals are ids and
// arguments, and a Printer, a value that carries one language's
// translation, says them at the edge: the window in the language of its
// settings (scenes/words), the command line and the protocol in English.
// Every English sentence here is the key of its translation in the
// catalogues (assets/lang/<code>.json).
package prose

import (
	"fmt"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// Printer says the engine's values in one language: tr translates an
// English text, sprintf formats an English format string in it (choosing
// plural forms). The zero Printer speaks English.
type Printer struct {
	tr      func(string) string
	sprintf func(string, ...any) string
}

// New is the printer of a language, given its translation.
func New(tr func(string) string, sprintf func(string, ...any) string) Printer {
	return Printer{tr: tr, sprintf: sprintf}
}

// English is the printer of the logs, the command line and the protocol.
func English() Printer { return Printer{} }

func (p Printer) t(s string) string {
	if p.tr == nil {
		return s
	}
	return p.tr(s)
}

func (p Printer) f(format string, args ...any) string {
	if p.sprintf == nil {
		return fmt.Sprintf(format, args...)
	}
	return p.sprintf(format, args...)
}

var promptText = [...]string{
	game.PromptNone:            "nothing to decide",
	game.PromptShuffle:         "the Patrón shuffles his Sicario deck",
	game.PromptObjDeck:         "the Patrón shuffles the Objective deck and draws three",
	game.PromptOrder:           "the Patrón places his three objectives face down, one per season",
	game.PromptStartHunter:     "place a hunter next to an airport City",
	game.PromptHide:            "the Patrón chooses his first hideout",
	game.PromptRevealObjective: "the Patrón reveals this season's objective",
	game.PromptObjectiveSetup:  "the Patrón carries out the new objective's setup",
	game.PromptDefenses:        "the Patrón assigns his defense tokens face down",
	game.PromptPlay:            "the Patrón may pay $1 to move a sicario, then plays a Sicario card",
	game.PromptPlayExtra:       "the Plata reward: the Patrón plays one more Sicario card",
	game.PromptSpend:           "the Patrón decides how much to pay for the card's effect",
	game.PromptPlace:           "the Patrón places the sicario",
	game.PromptBribe:           "the Patrón may put $3 on Bribing Politicians",
	game.PromptStep:            "move the sicario one space, or stop",
	game.PromptHunterStep:      "move the hunter one space, or stop",
	game.PromptSicarioAction:   "the sicario acts: Lab, Controlled token, or remove a Blockade",
	game.PromptQuicaTarget:     "La Quica picks a hunter to threaten",
	game.PromptOffer:           "the Patrón picks a Plata o Plomo card",
	game.PromptPlataPlomo:      "Plata or Plomo? The threatened hunter's Faction chooses",
	game.PromptPlataEffect:     "the Patrón takes the Plata reward",
	game.PromptCardEffect:      "the Patrón resolves the card's effect",
	game.PromptFrameUp:         "move the framed hunter out of the region",
	game.PromptChooseFaction:   "the Factions choose who acts this turn",
	game.PromptChooseHunter:    "choose which hunter acts first",
	game.PromptSelfLock:        "lock one of your own hunters (Frame-up)",
	game.PromptDEA:             "DEA may play a mini-card",
	game.PromptUseAction:       "place an Action card to act",
	game.PromptCaliExtra:       "Cali may spend two Coca cubes for an extra action",
	game.PromptPepes:           "Los Pepes may pay $2 to reveal two defense tokens",
	game.PromptPoliciaBonus:    "Policía may add +2 to the attack",
	game.PromptAttackTarget:    "choose the sicario to attack",
	game.PromptDestroy:         "choose a Lab to destroy",
	game.PromptBlock:           "place a Blockade or remove a Controlled token",
	game.PromptSearch:          "choose where to search for the Patrón",
	game.PromptAnswerRange:     "the Patrón names two distances, one of them true",
	game.PromptAnswerType:      "the Patrón tells whether his hideout is a City or a Farm",
	game.PromptAnswerRegion:    "the Patrón tells whether he hides in the hunter's region",
	game.PromptFound:           "the Patrón tells whether he is found",
	game.PromptRevealDefense:   "the Patrón reveals a defense token",
	game.PromptEscape:          "the Patrón escapes to a new hideout",
	game.PromptAddObjectives:   "the Patrón adds an objective to each unrevealed slot",
	game.PromptRevealHideout:   "the Patrón reveals his hideout",
	game.PromptTrigger:         "the Patrón chooses which End of Season card triggers next",
	game.PromptVelasco:         "the Patrón may buy Glory at $5 each",
	game.PromptRevealSpecial:   "the Patrón shows which sicario holds the special token",
	game.PromptReward:          "the Patrón locks a hunter until the end of next season",
	game.PromptBudget:          "the Patrón declares how far he will move",
	game.PromptRelocate:        "the Patrón moves to a new hideout",
	game.PromptCaptureStep:     "Capture: move the hunter one space, or stop here and raid",
}

// Prompt is a decision awaited, in a sentence.
func (p Printer) Prompt(pr game.Prompt) string {
	if int(pr) >= len(promptText) {
		return "?"
	}
	return p.t(promptText[pr])
}

var sideText = [...]string{"nobody wins", "the Patrón wins", "the Factions win", "a draw"}
var reasonText = [...]string{"", "glory reached 20", "three objectives completed", "captured twice", "season limit reached"}
var tokenText = [...]string{"Lab", "Controlled token", "Blockade", "Party token", "$1"}

func (p Printer) mover(a int16) string {
	h, s, hunter := game.Mover(a)
	if hunter {
		return h.Name()
	}
	return p.f("the %s sicario", p.t(s.String()))
}

func (p Printer) loc(a int16) string {
	l := board.Loc(a)
	if l < 0 || int(l) >= board.N {
		return "-"
	}
	return p.f("%s (%s)", board.Map.Name[l], l)
}

func pick(v int16, no, yes string) string {
	if v != 0 {
		return yes
	}
	return no
}

// Event is an event in a sentence.
func (p Printer) Event(e game.Event) string {
	a, b, c := e.A, e.B, e.C
	fig := func(x int16) string { return box.Figure(x).Name() }
	hun := func(x int16) string { return box.Hunter(x).Name() }
	switch e.Kind {
	case game.EvGameOver:
		return p.f("Game over: %s — %s.", p.t(sideText[a]), p.t(reasonText[b]))
	case game.EvSeason:
		return p.f("Season %d begins.", a)
	case game.EvSeasonEnd:
		return p.f("Season %d is over.", a)
	case game.EvGlory:
		return p.f("The Patrón gains %d Glory (now %d).", a, b)
	case game.EvMoney:
		return p.f("The Patrón gains $%d (now $%d).", a, b)
	case game.EvPay:
		return p.f("The Patrón pays $%d (now $%d).", a, b)
	case game.EvShuffled:
		return p.f("The Patrón shuffles a new Sicario deck of %d cards.", a)
	case game.EvDraw:
		return p.t("The Patrón draws a card.")
	case game.EvHidden:
		return p.t("The Patrón notes a hideout on his sheet.")
	case game.EvHunterStart:
		return p.f("%s starts at %s.", hun(a), p.loc(b))
	case game.EvObjectivesDrawn:
		return p.f("The Patrón draws %d objectives.", a)
	case game.EvObjectivesPlaced:
		return p.t("The Patrón places his objectives face down.")
	case game.EvObjectiveRevealed:
		return p.f("Objective revealed: %s.", p.Objective(box.Objective(a)))
	case game.EvObjectivesAdded:
		return p.f("After the escape, %d more objectives go face down.", a)
	case game.EvObjectiveCompleted:
		return p.f("Objective completed: %s (%d so far).", p.Objective(box.Objective(a)), b)
	case game.EvDefensesAssigned:
		return p.t("The Patrón assigns his defense tokens face down.")
	case game.EvDefenseRevealed:
		return p.f("%s's defense token is %s.", fig(a), p.tokenName(int8(b)))
	case game.EvSicarioMoveStart:
		return p.f("The Patrón pays $1 to move %s.", fig(a))
	case game.EvStep:
		return p.f("%s moves to %s.", p.mover(a), p.loc(b))
	case game.EvMoveEnd:
		return p.f("%s stops at %s.", p.mover(a), p.loc(b))
	case game.EvPickUp:
		return p.f("%s picks up a Coca cube at %s.", fig(a), p.loc(b))
	case game.EvShip:
		return p.f("%s ships a Coca cube from %s.", fig(a), p.loc(b))
	case game.EvPlay:
		return p.f("The Patrón plays %s.", p.Card(box.Card(a)))
	case game.EvDiscardForSpecial:
		return p.f("The Patrón discards %s to send León or La Quica.", p.Card(box.Card(a)))
	case game.EvFold:
		return p.f("No sicario can be placed: the Patrón discards %s.", p.Card(box.Card(a)))
	case game.EvSpend:
		if b == 0 {
			return p.t("The Patrón pays nothing for the card's effect.")
		}
		return p.f("The Patrón pays $%d for %s (now $%d).", b, p.Card(box.Card(a)), c)
	case game.EvPepesCut:
		return p.f("Los Pepes take $1 of it (now $%d).", a)
	case game.EvPlace:
		return p.f("%s is placed at %s.", fig(a), p.loc(b))
	case game.EvBribe:
		return p.f("The Patrón puts $3 on Bribing Politicians ($%d there).", a)
	case game.EvTokenPlaced:
		return p.f("%s placed at %s.", p.t(tokenText[a]), p.loc(b))
	case game.EvTokenRemoved:
		return p.f("%s removed from %s.", p.t(tokenText[a]), p.loc(b))
	case game.EvLabOnCard:
		return p.f("A Lab goes on Established Production (%d there).", a)
	case game.EvFlip:
		return p.f("The Blockade at %s turns to Controlled.", p.loc(a))
	case game.EvUltimatum:
		return p.f("La Quica threatens %s: Plata o Plomo?", hun(a))
	case game.EvPlata:
		return p.f("%s takes the money: %s.", hun(a), p.Plata(box.Plata(b)))
	case game.EvPlomo:
		return p.f("%s refuses and is laid down for the season.", hun(a))
	case game.EvPlataRefill:
		return p.t("The Plata o Plomo deck is refilled.")
	case game.EvIncomeTrack:
		return p.f("The income marker stands at %d.", a)
	case game.EvLock:
		return p.f("%s is locked: no move at the next activation.", hun(a))
	case game.EvLockSeason:
		return p.f("%s cannot move until the end of season %d.", hun(a), b)
	case game.EvSelfLockNext:
		return p.t("The next Faction to act must lock one of its hunters.")
	case game.EvSwap:
		return p.f("The defense tokens of %s and %s are swapped.", fig(a), fig(b))
	case game.EvPushed:
		return p.f("%s is pushed to %s.", hun(a), p.loc(b))
	case game.EvSilence:
		return p.f("One %s slot is closed for the next Faction turn.", p.Action(box.Action(a)))
	case game.EvFrameUp:
		return p.f("Frame-up: every hunter in %s must leave.", p.regionName(int8(a)))
	case game.EvFramed:
		return p.f("%s moves to %s.", hun(a), p.loc(b))
	case game.EvNextFaction:
		return p.f("%s will take the next Faction turn.", p.Faction(box.Faction(a)))
	case game.EvFactionTurn:
		return p.f("%s takes its turn.", p.Faction(box.Faction(a)))
	case game.EvFactionTurnEnd:
		return p.f("%s's turn ends.", p.Faction(box.Faction(a)))
	case game.EvActivate:
		return p.f("%s is activated.", hun(a))
	case game.EvActionsRevealed:
		return p.t("New Action cards are revealed.")
	case game.EvActionDropped:
		return p.f("An available Action card of value %d is discarded.", a)
	case game.EvLockedSkip:
		return p.f("%s is locked and cannot move.", hun(a))
	case game.EvNoAction:
		return p.f("%s has no action to take.", hun(a))
	case game.EvBoost:
		return p.f("DEA: %s may move 2 more spaces.", hun(a))
	case game.EvRedraw:
		return p.f("DEA discards %d available Action cards for new ones.", a)
	case game.EvCaliTake:
		return p.f("Cali takes the Coca cube at %s (%d on its card).", p.loc(a), b)
	case game.EvCaliExtra:
		return p.f("Cali spends two cubes: extra %s.", p.Action(box.Action(a)))
	case game.EvActionCard:
		return p.f("An Action card of value %d goes on %s.", a, p.Action(box.Action(b)))
	case game.EvPepesReveal:
		return p.f("Los Pepes pay $2 to see the tokens of %s and %s.", fig(a), fig(b))
	case game.EvPoliciaBonus:
		return p.f("Policía adds +2: attack strength %d.", a)
	case game.EvAttack:
		return p.f("%s attacks %s.", hun(a), fig(b))
	case game.EvAttackFailed:
		return p.f("%s holds: strength %d against defense %d.", fig(a), b, c)
	case game.EvSicarioCaptured:
		return p.f("%s is captured: strength %d against defense %d.", fig(a), b, c)
	case game.EvRangeAnswer:
		return p.f("From %s, the Patrón is %d or %d spaces away.", hun(a), b, c)
	case game.EvTypeAnswer:
		return p.f("The Patrón hides in a %s.", pick(b, p.t("Farm"), p.t("City")))
	case game.EvRegionAnswer:
		return p.f("The Patrón is %s %s's region.", pick(b, p.t("not in"), p.t("in")), hun(a))
	case game.EvSearch:
		return p.f("%s searches %s.", hun(a), p.loc(b))
	case game.EvMissed:
		return p.f("Nobody at %s.", p.loc(a))
	case game.EvCaptured:
		return p.f("The Patrón is caught at %s! (capture %d)", p.loc(a), b)
	case game.EvEscaped:
		return p.t("The Patrón escapes to a new hideout.")
	case game.EvCocaProduced:
		return p.f("The Lab at %s produces a Coca cube.", p.loc(a))
	case game.EvSicariosReturn:
		return p.t("Every sicario returns to the Patrón's dashboard.")
	case game.EvHideoutRevealed:
		return p.f("The Patrón was hiding at %s.", p.loc(a))
	case game.EvBudget:
		if b != 0 {
			return p.f("The Patrón may move up to %d spaces, free thanks to Limón.", a)
		}
		return p.f("The Patrón may move up to %d spaces.", a)
	case game.EvTrigger:
		return p.f("%s triggers.", p.Card(box.Card(a)))
	}
	return "?"
}

// Plata says what a Plata o Plomo card's money gives the Patrón.
func (p Printer) Plata(c box.Plata) string {
	switch c {
	case box.PlataLabs:
		return p.f("%d Labs on Farms", box.PlataLabCount)
	case box.PlataGlory:
		return p.f("%d Glory", box.PlataGloryAmount)
	case box.PlataControl:
		return p.f("%d Controlled in Cities", box.PlataControlCount)
	case box.PlataSicario:
		return p.t("one more Sicario card")
	}
	return "?"
}
