package game

// The command log: every command as applied on this machine, and its
// published form. A game is its options, the Patrón's secret seed and this
// log (game/replay rebuilds it; game/savefile writes it to disk).

// SetLogging turns the command log on or off (simulations turn it off).
func (g *Game) SetLogging(on bool) { g.noLog = !on }

// Log is the commands applied so far, as applied on this machine.
func (g *Game) Log() []Command { return g.log }

// PublicLog is the commands every machine applies: the published forms.
func (g *Game) PublicLog() []Command { return g.pubLog }

func (g *Game) record(applied Command, step Step, out *Outcome) {
	g.log = append(g.log, applied.Clone())
	if out.HasPublished {
		g.pubLog = append(g.pubLog, out.Published.Clone())
	}
	for _, e := range out.Events {
		step.Revealed = step.Revealed || e.Kind.reveals()
	}
	g.steps = append(g.steps, step)
}
