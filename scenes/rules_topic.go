package scenes

import (
	"patron/game"
	"patron/scenes/words"
)

// promptTopics is the page of the rules reference that explains each
// kind of decision: F1 at the table opens there.
var promptTopics = map[game.Prompt]words.RuleTopic{
	game.PromptShuffle:         words.TopicSetup,
	game.PromptObjDeck:         words.TopicSetup,
	game.PromptOrder:           words.TopicSetup,
	game.PromptStartHunter:     words.TopicSetup,
	game.PromptHide:            words.TopicPatronTurn,
	game.PromptRevealObjective: words.TopicDefensesObjectives,
	game.PromptObjectiveSetup:  words.TopicDefensesObjectives,
	game.PromptDefenses:        words.TopicDefensesObjectives,
	game.PromptPlay:            words.TopicPatronTurn,
	game.PromptPlayExtra:       words.TopicLeonQuicaPlata,
	game.PromptSpend:           words.TopicPatronTurn,
	game.PromptPlace:           words.TopicPatronTurn,
	game.PromptBribe:           words.TopicPatronTurn,
	game.PromptStep:            words.TopicPatronTurn,
	game.PromptHunterStep:      words.TopicHunterActions,
	game.PromptSicarioAction:   words.TopicSicarioActions,
	game.PromptQuicaTarget:     words.TopicLeonQuicaPlata,
	game.PromptOffer:           words.TopicLeonQuicaPlata,
	game.PromptPlataPlomo:      words.TopicLeonQuicaPlata,
	game.PromptPlataEffect:     words.TopicLeonQuicaPlata,
	game.PromptCardEffect:      words.TopicPatronTurn,
	game.PromptFrameUp:         words.TopicPatronTurn,
	game.PromptChooseFaction:   words.TopicFactionsTurn,
	game.PromptChooseHunter:    words.TopicFactionsTurn,
	game.PromptSelfLock:        words.TopicFactionsTurn,
	game.PromptDEA:             words.TopicFactionAbilities,
	game.PromptUseAction:       words.TopicFactionsTurn,
	game.PromptCaliExtra:       words.TopicFactionAbilities,
	game.PromptPepes:           words.TopicFactionAbilities,
	game.PromptPoliciaBonus:    words.TopicFactionAbilities,
	game.PromptAttackTarget:    words.TopicHunterActions,
	game.PromptDestroy:         words.TopicHunterActions,
	game.PromptBlock:           words.TopicHunterActions,
	game.PromptSearch:          words.TopicCapture,
	game.PromptAnswerRange:     words.TopicHunterActions,
	game.PromptAnswerType:      words.TopicHunterActions,
	game.PromptAnswerRegion:    words.TopicHunterActions,
	game.PromptFound:           words.TopicCapture,
	game.PromptRevealDefense:   words.TopicDefensesObjectives,
	game.PromptEscape:          words.TopicCapture,
	game.PromptAddObjectives:   words.TopicDefensesObjectives,
	game.PromptRevealHideout:   words.TopicEndOfSeason,
	game.PromptTrigger:         words.TopicEndOfSeason,
	game.PromptVelasco:         words.TopicEndOfSeason,
	game.PromptRevealSpecial:   words.TopicDefensesObjectives,
	game.PromptReward:          words.TopicDefensesObjectives,
	game.PromptBudget:          words.TopicEndOfSeason,
	game.PromptRelocate:        words.TopicEndOfSeason,
	game.PromptCaptureStep:     words.TopicCapture,
}

// rulesTopic is the page F1 opens at over a scene: at the table, that of
// the decision the player in front of it is making; the first page
// elsewhere, and while the decision is another's (what the Patrón is
// deciding is not the Factions' to learn from the rules' page).
func rulesTopic(s Scene) words.RuleTopic {
	if p, ok := s.(*Play); ok && p.M != nil && !p.M.G.Over() && p.mine() && p.handoff == nil {
		if t, ok := promptTopics[p.view.Pending.Prompt]; ok {
			return t
		}
	}
	return words.TopicOverview
}
