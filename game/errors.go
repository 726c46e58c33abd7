package game

import "fmt"

// RuleError is why a command was refused: the rule it breaks, the command,
// and the reason as an English format with its arguments. The arguments
// are numbers and values of the engine (locations, figures, ids), never
// words of a language, so Error reads the same whatever language a screen
// speaks; a prose.Printer says the refusal for a person.
type RuleError struct {
	Rule   string  // a ruling id (R8), or a short name of a rulebook rule
	Cmd    Command // the command refused (Op is OpNone when none was)
	Format string  // the reason, in English
	Args   []any   // Format's arguments
}

// Error is the refusal in English, for logs and the protocol: "rule: reason".
func (e *RuleError) Error() string { return e.Rule + ": " + e.Reason() }

// Reason is the refusal's reason in English, without the rule.
func (e *RuleError) Reason() string { return fmt.Sprintf(e.Format, e.Args...) }

func refuse(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Format: format, Args: args}
}

// refused names the command in a refusal that names none.
func refused(c Command, err error) error {
	if re, ok := err.(*RuleError); ok && re.Cmd.Op == OpNone {
		re.Cmd = c
	}
	return err
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
