package advice

import "patron/game"

// patronReason plays the Patrón's command in a game his own view could be
// in (only his decks' order is drawn: he sees the rest) and counts the
// places the Factions still suspect after it. During setup there is no
// such game yet, and the fallback stands.
func patronReason(v *game.View, a *Advice) {
	if v.Secret == nil {
		return
	}
	g, err := game.Determinize(v, v.Secret.Hideout, seed)
	if err != nil {
		return
	}
	if _, err := g.Apply(a.Command); err != nil {
		return
	}
	a.Reason, a.Count, a.Places = Suspect, g.Pub.Possible.Count(), g.Pub.Possible
}
