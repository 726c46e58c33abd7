package prose

import "patron/game/box"

// The box's names are English in the engine and the keys of their
// translations: a printer says them in its language. People's names (the
// hunters, the sicarios) are the same in every language.

// Faction is a Faction's name.
func (p Printer) Faction(f box.Faction) string { return p.t(f.Name()) }

// Action is an action's name.
func (p Printer) Action(a box.Action) string { return p.t(a.Name()) }

// Objective is an objective card's name.
func (p Printer) Objective(o box.Objective) string { return p.t(o.Name()) }

// Card is a Sicario card's name.
func (p Printer) Card(c box.Card) string { return p.t(c.Info().Name) }

// Slot is a sicario's colour.
func (p Printer) Slot(s box.Slot) string { return p.t(s.String()) }
