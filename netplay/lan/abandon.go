package lan

import (
	"fmt"
	"io"
	"time"

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

// LimitText is a table's decision limit in words, for the lobby lines.
func LimitText(l wire.Lobby) string {
	limit, grace := session.LimitsOf(l)
	switch {
	case limit <= 0:
		return "none (the table waits for every decision)"
	case grace <= 0:
		return fmt.Sprintf("%v a decision (then a bot plays a Faction's seat; the table waits for the Patrón)", limit)
	}
	return fmt.Sprintf("%v a decision (then a bot plays a Faction's seat; the Patrón has %v more before the game may end as abandoned)", limit, grace)
}

// AbandonText says why a game ended abandoned.
func AbandonText(a *wire.Abandon) string {
	why := "connected but silent"
	if a.Gone {
		why = "away"
	}
	if a.Over {
		return fmt.Sprintf("the game was over, and the table waited %v for the Patrón's openings (his computer %s)", waited(a), why)
	}
	return fmt.Sprintf("the table waited %v for the Patrón's decision (his computer %s)", waited(a), why)
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
// knows it.
func pauseLine(left time.Duration, gone bool) string {
	who := "his computer is connected but silent"
	if gone {
		who = "his computer is away"
	}
	if left < 0 {
		return fmt.Sprintf("waiting for the Patrón past the decision limit (%s); the table waits for him", who)
	}
	return fmt.Sprintf("waiting for the Patrón past the decision limit (%s): the game may be ended as abandoned in %v", who, roughly(left))
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
			fmt.Fprintln(w.out, pauseLine(left, gone))
		} else {
			fmt.Fprintln(w.out, "the Patrón decides again: the table goes on")
		}
	case session.NoteAbandonable:
		fmt.Fprintln(w.out, "the Patrón's countdown ran out: the game may be ended as abandoned")
	case session.NoteAbandoned:
		fmt.Fprintf(w.out, "the game was ended as abandoned after %d commands\n", n.Seq)
	case session.NoteTeamAnswered:
		fmt.Fprintf(w.out, "the Factions did not answer within the decision limit: a bot answered for them (seat %d)\n", n.Player)
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
func printAbandoned(w io.Writer, o Outcome) bool {
	fmt.Fprintf(w, "game abandoned after %d commands: %s\n", o.Commands, AbandonText(o.Abandoned))
	fmt.Fprintf(w, "public hash: %016x\n", o.Hash)
	if o.PublicCheck != nil {
		fmt.Fprintf(w, "audit: the published log does not hold: %v\n", o.PublicCheck)
		return false
	}
	fmt.Fprintf(w, "audit: as far as it went: the published log (%d commands) plays again to the same game; the Patrón's openings never came, so his hidden answers are not checked\n", o.Commands)
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
