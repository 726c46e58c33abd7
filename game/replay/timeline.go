package replay

import (
	"fmt"
	"slices"

	"patron/game"
	"patron/game/box"
)

// Timeline cuts a game's log into the turns a replay viewer steps through:
// the setup, then each Patrón's turn and each Faction's turn, season by
// season. Any step's game is rebuilt by replaying the log up to its end.
type Timeline struct {
	Opts  game.Options
	Sec   *game.SecretOptions // nil: only the published log is known
	Log   []game.Command
	Steps []Step
}

// Step is one turn: the commands Log[From:To], what they made happen, and
// whose turn it was.
type Step struct {
	From, To int
	Season   int
	Turn     int         // the turn within the season (0 before the first)
	Faction  box.Faction // the Faction playing, NoFaction for the Patrón's turn or the setup
	Events   []game.Event
}

// NewTimeline replays a log once to find where each turn begins.
func NewTimeline(opts game.Options, sec *game.SecretOptions, log []game.Command) (*Timeline, error) {
	t := &Timeline{Opts: opts, Sec: sec, Log: slices.Clone(log)}
	g, err := game.New(opts, sec)
	if err != nil {
		return nil, err
	}
	cur := Step{Season: g.Pub.Season, Turn: g.Pub.Turn, Faction: g.Pub.Active}
	for i, c := range t.Log {
		out, err := g.Apply(c)
		if err != nil {
			return nil, fmt.Errorf("command %d %q: %w", i+1, c.Format(), err)
		}
		cur.Events = append(cur.Events, out.Events...)
		cur.To = i + 1
		p := &g.Pub
		if p.Season != cur.Season || p.Turn != cur.Turn || p.Active != cur.Faction || g.Over() {
			t.Steps = append(t.Steps, cur)
			cur = Step{From: i + 1, To: i + 1, Season: p.Season, Turn: p.Turn, Faction: p.Active}
		}
	}
	if cur.To > cur.From || len(t.Steps) == 0 {
		t.Steps = append(t.Steps, cur)
	}
	return t, nil
}

// Game is the game at the end of step k.
func (t *Timeline) Game(k int) (*game.Game, error) {
	if k < 0 || k >= len(t.Steps) {
		return nil, fmt.Errorf("replay: no step %d of %d", k, len(t.Steps))
	}
	return Replay(t.Opts, t.Sec, t.Log[:t.Steps[k].To], nil)
}
