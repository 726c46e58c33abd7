package game

import "fmt"

// RuleError is why a command was refused. Rule names the rule it breaks:
// a ruling id (R8), or a short name of a rulebook rule.
type RuleError struct {
	Rule string
	Msg  string
}

func (e *RuleError) Error() string { return e.Rule + ": " + e.Msg }

func refuse(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// Rule names used in errors, besides the ruling ids.
const (
	ruleTurn      = "turn"      // not this seat's decision, or not this kind of command now
	ruleSecret    = "secret"    // a secret form on the wrong machine
	ruleGameOver  = "game over" // the game has ended
	ruleMoney     = "money"     // the Patrón or Los Pepes cannot pay
	rulePlacement = "placement" // rulebook: placing a sicario
	ruleRange     = "range"     // rulebook: a sicario's range from the hideout
	ruleMove      = "movement"  // rulebook: moving figures
	ruleTokens    = "tokens"    // rulebook: tokens and pools
	ruleAction    = "action"    // rulebook: Faction actions and the Action dashboard
	ruleAnswer    = "answer"    // rulebook: the Patrón answers truthfully
	ruleCommit    = "commitment"
	ruleSetup     = "setup"
	ruleCard      = "card" // a card's text
	ruleAbility   = "ability"
	ruleObjective = "objective"
)
