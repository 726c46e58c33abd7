package game

import "patron/game/box"

// The Factions' optional windows: a decision a Faction may take or pass,
// its ability, offered wherever the rules let it matter. Screens may pass
// them for the players until they ask (decision D27); PassLoses says when
// a pass would cost something for good, so the window must be shown.

// Ability is one Faction's optional play.
type Ability uint8

const (
	AbilityDEA     Ability = iota // the DEA's mini-cards: +2 to a move, a redraw
	AbilityPepes                  // Los Pepes' look at two defense tokens, for $2
	AbilityPolicia                // Policía's +2 to an attack
	AbilityCali                   // Cali's extra action, for 2 Coca cubes
	NumAbilities
)

var abilityPrompts = [NumAbilities]Prompt{PromptDEA, PromptPepes, PromptPoliciaBonus, PromptCaliExtra}

// Prompt is the window in which the ability is played.
func (a Ability) Prompt() Prompt { return abilityPrompts[a] }

// Seat is the Faction that decides in the ability's window.
func (a Ability) Seat() Seat {
	return [NumAbilities]Seat{SeatDEA, SeatLosPepes, SeatPolicia, SeatCali}[a]
}

// AbilityOf is the ability whose window the prompt is, if it is one.
func AbilityOf(p Prompt) (Ability, bool) {
	for a, q := range abilityPrompts {
		if q == p {
			return Ability(a), true
		}
	}
	return 0, false
}

// Optional reports whether the prompt is a Faction's optional window
// (an ability it may play or pass).
func (p Prompt) Optional() bool {
	_, ok := AbilityOf(p)
	return ok
}

// AbilityLeft is how many times the ability can still be played from what
// its Faction holds, all public: the DEA's mini-cards, Policía's, the looks
// Los Pepes' money pays for (none when fewer than two tokens are face
// down), the extra actions Cali's cubes pay for.
func (p *Public) AbilityLeft(a Ability) int {
	switch a {
	case AbilityDEA:
		return p.DEABoosts + p.DEARedraws
	case AbilityPepes:
		down := 0
		for s := range p.Defense {
			if !p.Defense[s].Revealed {
				down++
			}
		}
		if down < box.PepesReveals {
			return 0
		}
		return p.PepesMoney / box.PepesRevealCost
	case AbilityPolicia:
		return p.PoliciaBonuses
	case AbilityCali:
		return p.CaliCubes / box.CaliExtraCost
	}
	return 0
}

// PassLoses reports whether passing the pending optional window would lose
// something for good (decision D27): the DEA's window is the last chance
// of a hunter that can take no action with the Action cards in sight, and
// a redraw could bring it one. After a move that is the window that
// follows it; before the move only for a hunter that cannot move (locked,
// or hemmed in), which has no window after. Every other window may pass:
// the mini-cards, Los Pepes' money and Cali's cubes stay for a later one.
func (g *Game) PassLoses() bool {
	if g.Over() || g.Pending().Prompt != PromptDEA {
		return false
	}
	t := g.top()
	if t.kind != fActivation {
		return false
	}
	f := viewOf[activationFrame](t)
	h := f.hunter
	switch f.step {
	case acDEAMoved:
	case acDEA:
		if !g.Pub.moveLocked(h) && g.hunterCanMove(h, box.HunterMoveSteps+int(f.boost)) {
			return false // it may move, and its window after the move comes
		}
	default:
		return false
	}
	return g.deaMayRedraw() && !g.anyAction(h) && g.someValueActs(h)
}

// someValueActs: an Action card of some value, were it available, would
// give the hunter an action (a free slot that fits it, with a target).
func (g *Game) someValueActs(h box.Hunter) bool {
	p := &g.Pub
	for a := box.Action(0); a < box.NumActions; a++ {
		if p.FreeSlots(a) > p.Silenced[a] && g.actionHasTarget(h, a) {
			return true // every action fits some value
		}
	}
	return false
}
