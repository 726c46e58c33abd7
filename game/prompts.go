package game

// Prompt is the kind of decision the game waits for, for screens and bots.
type Prompt uint8

const (
	PromptNone Prompt = iota
	PromptShuffle
	PromptObjDeck
	PromptOrder
	PromptStartHunter
	PromptHide
	PromptRevealObjective
	PromptObjectiveSetup
	PromptDefenses
	PromptPlay
	PromptPlayExtra // Plata's extra placement: no $1 move before it
	PromptSpend
	PromptPlace
	PromptBribe
	PromptStep
	PromptHunterStep
	PromptSicarioAction
	PromptQuicaTarget
	PromptOffer
	PromptPlataPlomo
	PromptPlataEffect
	PromptCardEffect
	PromptFrameUp
	PromptChooseFaction
	PromptChooseHunter
	PromptSelfLock
	PromptDEA
	PromptUseAction
	PromptCaliExtra
	PromptPepes
	PromptPoliciaBonus
	PromptAttackTarget
	PromptDestroy
	PromptBlock
	PromptSearch
	PromptAnswerRange
	PromptAnswerType
	PromptAnswerRegion
	PromptFound
	PromptRevealDefense
	PromptEscape
	PromptAddObjectives
	PromptRevealHideout
	PromptTrigger
	PromptVelasco
	PromptRevealSpecial
	PromptReward
	PromptBudget
	PromptRelocate
	PromptCaptureStep // the move of a Capture action (ruling R25): the raid's, not a plain move
	numPrompts
)

// forcedPrompt: decisions where the rules dictate the Patrón's one answer.
func forcedPrompt(p Prompt) bool {
	switch p {
	case PromptShuffle, PromptObjDeck, PromptRevealObjective, PromptRevealDefense, PromptAnswerType,
		PromptAnswerRegion, PromptFound, PromptAddObjectives, PromptRevealHideout, PromptRevealSpecial:
		return true
	}
	return false
}

// Secret reports whether the decision is one the Patrón makes in secret:
// in a hotseat game the screen must blank before he makes it.
func (p Prompt) Secret() bool {
	switch p {
	case PromptOrder, PromptHide, PromptDefenses, PromptPlay, PromptPlayExtra, PromptSpend, PromptPlace, PromptAnswerRange,
		PromptEscape, PromptRelocate:
		return true
	}
	return forcedPrompt(p)
}

// String is the prompt's id, the same in every language (prose.Printer
// says it in words).
func (p Prompt) String() string { return p.Name() }

// Name is the prompt's stable identifier, e.g. "place".
func (p Prompt) Name() string {
	if p >= numPrompts {
		return "?"
	}
	return promptNames[p]
}

var promptNames = [numPrompts]string{
	PromptNone:            "none",
	PromptShuffle:         "shuffle",
	PromptObjDeck:         "objDeck",
	PromptOrder:           "order",
	PromptStartHunter:     "startHunter",
	PromptHide:            "hide",
	PromptRevealObjective: "revealObjective",
	PromptObjectiveSetup:  "objectiveSetup",
	PromptDefenses:        "defenses",
	PromptPlay:            "play",
	PromptPlayExtra:       "playExtra",
	PromptSpend:           "spend",
	PromptPlace:           "place",
	PromptBribe:           "bribe",
	PromptStep:            "step",
	PromptHunterStep:      "hunterStep",
	PromptSicarioAction:   "sicarioAction",
	PromptQuicaTarget:     "quicaTarget",
	PromptOffer:           "offer",
	PromptPlataPlomo:      "plataPlomo",
	PromptPlataEffect:     "plataEffect",
	PromptCardEffect:      "cardEffect",
	PromptFrameUp:         "frameUp",
	PromptChooseFaction:   "chooseFaction",
	PromptChooseHunter:    "chooseHunter",
	PromptSelfLock:        "selfLock",
	PromptDEA:             "dea",
	PromptUseAction:       "useAction",
	PromptCaliExtra:       "caliExtra",
	PromptPepes:           "pepes",
	PromptPoliciaBonus:    "policiaBonus",
	PromptAttackTarget:    "attackTarget",
	PromptDestroy:         "destroy",
	PromptBlock:           "block",
	PromptSearch:          "search",
	PromptAnswerRange:     "answerRange",
	PromptAnswerType:      "answerType",
	PromptAnswerRegion:    "answerRegion",
	PromptFound:           "found",
	PromptRevealDefense:   "revealDefense",
	PromptEscape:          "escape",
	PromptAddObjectives:   "addObjectives",
	PromptRevealHideout:   "revealHideout",
	PromptTrigger:         "trigger",
	PromptVelasco:         "velasco",
	PromptRevealSpecial:   "revealSpecial",
	PromptReward:          "reward",
	PromptBudget:          "budget",
	PromptRelocate:        "relocate",
	PromptCaptureStep:     "captureStep",
}
