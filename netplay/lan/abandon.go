package lan

import (
	"fmt"
	"io"
	"time"

	"patron/assets/lang"
	"patron/game"
	"patron/game/replay"
	"patron/game/savefile"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// What the headless commands do and say about the table's decision limit
// (netplay/session/limit.go): a seat stood in for while connected, the
// Patrón's pause and countdown, and a game ended as abandoned.

// abandoner is a machine that may learn the game was abandoned.
type abandoner interface{ Abandoned() *wire.Abandon }

// abandonedOf is why m's game ended abandoned (nil: it did not).
func abandonedOf(m machine) *wire.Abandon {
	if a, ok := m.(abandoner); ok {
		return a.Abandoned()
	}
	return nil
}

// LimitText is a table's decision limit in c's words, for the lobby
// lines.
func LimitText(c *lang.Catalog, l wire.Lobby) string {
	limit, grace := session.LimitsOf(l)
	switch {
	case limit <= 0:
		return c.T(limitNone)
	case grace <= 0:
		return c.Sprintf(limitPatronWaits, limit)
	}
	return c.Sprintf(limitPatronGrace, limit, grace)
}

// AbandonText says in c's words why a game ended abandoned.
func AbandonText(c *lang.Catalog, a *wire.Abandon) string {
	text := abandonedSilent
	switch {
	case a.Over && a.Gone:
		text = abandonedOverAway
	case a.Over:
		text = abandonedOverSilent
	case a.Gone:
		text = abandonedAway
	}
	return c.Sprintf(text, waited(a))
}

func waited(a *wire.Abandon) time.Duration {
	return roughly(time.Duration(a.WaitedMS) * time.Millisecond)
}

// roughly is a wait as people say it: to the second, or the tenth of a
// second under ten seconds.
func roughly(d time.Duration) time.Duration {
	if d < 10*time.Second {
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Second)
}

// pauseLine is what the table's pause for the Patrón is, as a machine
// knows it, in c's words.
func pauseLine(c *lang.Catalog, left time.Duration, gone bool) string {
	switch {
	case left < 0 && gone:
		return c.T(pausedAway)
	case left < 0:
		return c.T(pausedSilent)
	case gone:
		return c.Sprintf(pausedAwayEnds, roughly(left))
	}
	return c.Sprintf(pausedSilentEnds, roughly(left))
}

// pauser is a machine that knows the Patrón's pause.
type pauser interface {
	Pause() (left time.Duration, gone, ok bool)
}

// printLimitNote prints a note of the decision limit; it reports whether
// n was one.
func (w *watcher) printLimitNote(n session.Note) bool {
	switch n.Kind {
	case session.NotePaused:
		if w.pause == nil {
			return true
		}
		if left, gone, ok := w.pause.Pause(); ok {
			fmt.Fprintln(w.out, pauseLine(w.say, left, gone))
		} else {
			fmt.Fprintln(w.out, w.say.T(patronDecides))
		}
	case session.NoteAbandonable:
		fmt.Fprintln(w.out, w.say.T(countdownRunOut))
	case session.NoteAbandoned:
		say(w.out, w.say, endedAbandoned, n.Seq)
	case session.NoteTeamAnswered:
		say(w.out, w.say, teamAnswered, n.Player)
	default:
		return false
	}
	return true
}

// printAbandoned prints the end of a game abandoned, audited as far as it
// went: the published log is played again from the start and must end
// where this machine's game stands; the Patrón's openings are not there
// (they stay on his computer), so his hidden answers cannot be checked.
// It reports whether the published log holds.
func printAbandoned(w io.Writer, c *lang.Catalog, o Outcome) bool {
	say(w, c, abandonedAfter, o.Commands, AbandonText(c, o.Abandoned))
	say(w, c, publicHash, o.Hash)
	if o.PublicCheck != nil {
		say(w, c, auditLogBroken, o.PublicCheck)
		return false
	}
	say(w, c, auditAsFar, o.Commands)
	return true
}

// checkPublished plays the published log again on a game without secrets
// and checks it ends where g stands.
func checkPublished(g *game.Game, log []string) error {
	if g == nil {
		return fmt.Errorf("no game")
	}
	cmds := make([]game.Command, len(log))
	for i, t := range log {
		c, err := game.ParseCommand(t)
		if err != nil {
			return fmt.Errorf("command %d: %v", i+1, err)
		}
		cmds[i] = c
	}
	again, err := replay.Replay(g.Pub.Opts, nil, cmds, nil)
	if err != nil {
		return err
	}
	if again.PublicHash() != g.PublicHash() {
		return fmt.Errorf("it ends at hash %016x, this machine's game at %016x", again.PublicHash(), g.PublicHash())
	}
	return nil
}

// abandonedMark is an abandon as a save records it.
func abandonedMark(a *wire.Abandon) *savefile.Abandoned {
	if a == nil {
		return nil
	}
	return &savefile.Abandoned{Seat: a.Seat, Waited: a.WaitedMS / 1000, Gone: a.Gone}
}

// tendLimit is the headless host's part of the limit at each turn: its
// bots play the seats stood in for, and a countdown run out ends the game
// as abandoned.
func tendLimit(srv *Server, bots session.Bots) error {
	for i, s := range srv.Lobby().Seats {
		if s.StandIn {
			bots.Levels[i] = s.Bot
		}
	}
	if srv.Abandonable() {
		return srv.Abandon()
	}
	return nil
}

// backFromStandIn is a headless joiner's answer to its seat stood in for
// while it is connected: its bot acts again, so it asks for the seat back,
// once until the host says.
func backFromStandIn(p *session.Peer, asked *bool) {
	switch {
	case !p.StoodIn():
		*asked = false
	case !*asked:
		*asked = true
		p.Back()
	}
}
