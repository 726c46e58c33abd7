package session

import (
	"fmt"
	"time"

	"patron/netplay/wire"
)

// The table's decision limit: a person who says nothing cannot hold the
// table. A Faction seat whose decision is due past the limit is played by
// a stand-in bot (connected or not) until its person acts again (Peer.Back,
// or coming back with the seat's token). A decision the Factions share
// (nobody's alone) is answered by a bot once it is past the limit. The
// Patrón's seat is never played by a bot, his secrets being on his
// machine: past the limit the table pauses with a countdown every machine
// shows, and when it runs out the host may end the game as abandoned.

// Limits is the decision limit the host chose for its table.
type Limits struct {
	// Decision is how long a person may take over a decision (0: no limit).
	Decision time.Duration
	// Grace is the Patrón's countdown past the limit, after which the host
	// may end the game as abandoned (0: the table waits for him forever).
	Grace time.Duration
	// Bot is the stand-in's level ("" is normal).
	Bot string
	// Bank, when it has a Start, makes the limit of each decision its
	// seat's time bank (bank.go): a turn-based table.
	Bank Bank
}

// The notes of the decision limit, numbered apart from notes.go's.
const (
	// NotePaused: the table began or stopped waiting for the Patrón past
	// the limit (Pause says how it stands).
	NotePaused NoteKind = 100 + iota
	// NoteAbandonable (host): the Patrón's countdown ran out; the host may
	// end the game as abandoned (Abandon).
	NoteAbandonable
	// NoteAbandoned: the game ended abandoned (Abandoned says why).
	NoteAbandoned
	// NoteTeamAnswered (host): a decision the Factions share went past the
	// limit; a bot answered it for them (Player is the seat it was
	// answered for).
	NoteTeamAnswered
)

// clock is the host's watch over the decision due.
type clock struct {
	at    int       // the game's whole log's length when the decision due became due
	since time.Time // when it became due (zero: not watched yet)
	// paused: the table waits for the Patrón past the limit, until ends.
	paused      bool
	ends        time.Time
	abandonable bool // the countdown ran out (noted once)
	ended       *wire.Abandon
	// backAt is at+1 when a Back gave the decision due a fresh limit (0:
	// none): once per decision, or a seat that says Back at every
	// stand-in and never decides would hold the table for ever.
	backAt int
}

func (l Limits) bot() string {
	if l.Bot == "" {
		return "normal"
	}
	return l.Bot
}

// limitsInLobby shows the limit to everyone in the lobby.
func limitsInLobby(l Limits, lobby *wire.Lobby) {
	lobby.LimitMS = int(min(l.Decision.Milliseconds(), wire.MaxLimitMS))
	lobby.GraceMS = int(min(l.Grace.Milliseconds(), wire.MaxLimitMS))
	bankInLobby(l.Bank, lobby)
}

// CodeBackLater refuses a Back for a decision that already had a fresh
// limit after one: the stand-in finishes it.
const CodeBackLater = "back-later"

// Limits is the table's decision limit, as the host chose it.
func (h *Host) Limits() Limits { return h.cfg.Limits }

// SetLimits changes the table's decision limit, in the lobby or during
// the game (a table that agrees to take its time): every machine's lobby
// shows it, and the decision due gets the new limit from now.
func (h *Host) SetLimits(l Limits) {
	h.settle(time.Now())
	if l.Bank.on() && !h.cfg.Limits.Bank.on() { // banks from now, each whole
		h.bk = newBanks(len(h.lobby.Seats), l.Bank)
	}
	h.cfg.Limits = l
	limitsInLobby(l, &h.lobby)
	h.clk.since = time.Time{}
	h.broadcastLobby()
}

// LimitsOf is the limit a lobby shows.
func LimitsOf(l wire.Lobby) (decision, grace time.Duration) {
	return time.Duration(l.LimitMS) * time.Millisecond, time.Duration(l.GraceMS) * time.Millisecond
}

// enforce applies the limit at now: a stand-in for a Faction seat past it,
// a bot's answer to a shared decision past it, the Patrón's pause and its
// countdown.
func (h *Host) enforce(now time.Time) {
	c, lim := &h.clk, h.cfg.Limits
	if !h.watching() {
		if c.paused && c.ended == nil { // the openings came
			c.paused, c.abandonable = false, false
			h.broadcastPresence()
			h.note(Note{Kind: NotePaused, Player: 0})
		}
		return
	}
	if at := len(h.rep.g.Log()); c.since.IsZero() || at != c.at {
		c.at, c.since = at, now // a new decision is due: a fresh limit
		h.bankTurn(now)
		if c.paused {
			c.paused, c.abandonable = false, false
			h.broadcastPresence()
			h.note(Note{Kind: NotePaused, Player: 0})
		} else if lim.Bank.on() {
			h.broadcastPresence() // every machine sees whose clock runs now
		}
		return
	}
	if lim.Bank.on() && !h.bankPast(now) {
		if c.paused { // his clock was stopped (a vacation) while the table paused
			c.paused, c.abandonable = false, false
			h.broadcastPresence()
			h.note(Note{Kind: NotePaused, Player: 0})
		}
		return
	}
	if !lim.Bank.on() && now.Sub(c.since) < lim.Decision {
		return
	}
	w := h.awaited()
	switch {
	case w > 0:
		s := &h.lobby.Seats[w]
		if s.Who == Remote && !s.StandIn {
			h.settle(now)
			s.StandIn, s.Bot = true, lim.bot()
			h.broadcastPresence()
			h.note(Note{Kind: NotePresence, Player: w})
		}
	case w == 0:
		if h.lobby.Seats[0].Who != Remote {
			return // a person at this machine, or a bot: not the network's to judge
		}
		if !c.paused {
			c.paused, c.ends = true, now.Add(lim.Grace)
			if e := h.bk.pauseEnds; !e.IsZero() { // a countdown begun before the save goes on
				c.ends, h.bk.pauseEnds = e, time.Time{}
			}
			h.broadcastPresence()
			h.note(Note{Kind: NotePaused, Player: 0})
		}
		if lim.Grace > 0 && !c.abandonable && !now.Before(c.ends) {
			c.abandonable = true
			h.note(Note{Kind: NoteAbandonable, Player: 0})
		}
	default:
		h.answerTeam()
	}
}

// answerTeam has a bot answer the decision the Factions share, for the
// first Faction seat, when no person answered it within the limit.
func (h *Host) answerTeam() {
	g := h.rep.g
	for p := 1; p < len(h.lobby.Seats); p++ {
		b := Bots{Levels: map[int]string{p: h.cfg.Limits.bot()}, Seed: g.Pub.Opts.Seed, Team: true}
		who, c, ok := b.Next(g, []int{p})
		if !ok || who != p {
			continue
		}
		if err := h.decided(p, c, &Note{Kind: NoteTeamAnswered, Player: p}); err != nil {
			h.note(Note{Kind: NoteProblem, Player: p, Text: "the stand-in's answer was refused: " + err.Error()})
			h.clk.since = time.Now() // try again after another limit, not at every step
		}
		return
	}
}

// nextDeadline is when the limit next has something to do (zero: never).
func (h *Host) nextDeadline() time.Time {
	c, lim := &h.clk, h.cfg.Limits
	if !h.watching() {
		return time.Time{}
	}
	switch {
	case c.since.IsZero() || len(h.rep.g.Log()) != c.at:
		return time.Now() // a new decision to watch
	case !h.heldByPeople():
		return time.Time{}
	case !c.paused && lim.Bank.on():
		return h.bankDeadline()
	case !c.paused:
		return c.since.Add(lim.Decision)
	case lim.Bank.on() && h.held(0, time.Now()):
		return time.Now() // his clock stopped: the pause ends
	case lim.Grace > 0 && !c.abandonable:
		return c.ends
	}
	return time.Time{}
}

// overdue reports whether the limit has something to do now.
func (h *Host) overdue() bool {
	d := h.nextDeadline()
	return !d.IsZero() && !time.Now().Before(d)
}

// untilDeadline bounds a wait by the limit's next deadline.
func (h *Host) untilDeadline(d time.Duration) time.Duration {
	if next := h.nextDeadline(); !next.IsZero() {
		d = min(d, max(time.Until(next), time.Millisecond))
	}
	return d
}

// pauseNow is the Patrón's pause as it stands now, for a presence message.
func (h *Host) pauseNow() *wire.Pause {
	c := &h.clk
	if !c.paused || c.ended != nil {
		return nil
	}
	left := int(min(max(time.Until(c.ends).Milliseconds(), 0), wire.MaxLimitMS))
	if h.cfg.Limits.Grace <= 0 {
		left = wire.MaxLimitMS // no end: the table waits
	}
	return &wire.Pause{Seat: 0, LeftMS: left, Gone: !h.lobby.Seats[0].Connected}
}

// Pause is the table's wait for the Patrón past the limit: how long until
// the host may end the game (0: now; forever when the host never ends it),
// and whether his machine is away.
func (h *Host) Pause() (left time.Duration, gone, ok bool) {
	pa := h.pauseNow()
	if pa == nil {
		return 0, false, false
	}
	if h.cfg.Limits.Grace <= 0 {
		return -1, pa.Gone, true
	}
	return time.Duration(pa.LeftMS) * time.Millisecond, pa.Gone, true
}

// Abandonable reports whether the Patrón's countdown has run out: the host
// may end the game as abandoned.
func (h *Host) Abandonable() bool { return h.clk.abandonable && h.clk.ended == nil }

// Abandon ends the game as abandoned once the Patrón's countdown has run
// out: every machine is told why, and nothing more joins the log.
func (h *Host) Abandon() error {
	if !h.Abandonable() {
		return fmt.Errorf("the table is not waiting for the Patrón past its limit")
	}
	a := &wire.Abandon{Seat: 0, WaitedMS: int(min(time.Since(h.clk.since).Milliseconds(), wire.MaxLimitMS)),
		Gone: !h.lobby.Seats[0].Connected, Commands: len(h.rep.log), Over: h.rep.g.Over()}
	h.clk.ended = a
	h.broadcast(&wire.Message{Kind: wire.KindAbandon, Abandon: a})
	h.note(Note{Kind: NoteAbandoned, Player: 0, Seq: a.Commands})
	return nil
}

// Abandoned is why the game ended abandoned (nil: it did not).
func (h *Host) Abandoned() *wire.Abandon { return h.clk.ended }

// back gives a seat back to its person, from its stand-in: they act
// again. The decision they find gets a fresh limit.
func (h *Host) back(l *link, seat int, b *wire.Back) {
	s := &h.lobby.Seats[seat]
	switch {
	case b.Seat != seat:
		h.refuse(l, "not-your-seat", fmt.Sprintf("you sit in seat %d", seat))
		return
	case !s.StandIn || h.clk.ended != nil:
		return // already theirs (a second click), or the game is over
	case h.awaited() == seat && h.clk.backAt == h.clk.at+1:
		// This decision had its fresh limit and ran past it again: the
		// bot finishes it, and the seat is theirs from the next one.
		l.send(&wire.Message{Kind: wire.KindError, Error: &wire.Refusal{Code: CodeBackLater,
			Text: "a bot finishes this decision: the seat is yours again from the next one"}})
		return
	}
	h.bankBack(seat, time.Now())
	s.StandIn, s.Bot = false, ""
	if h.awaited() == seat {
		h.clk.backAt = h.clk.at + 1
	}
	h.clk.since = time.Now()
	h.broadcastPresence()
	h.note(Note{Kind: NotePresence, Player: seat})
}

// stopped reports whether the game was ended as abandoned: nothing more
// joins the log.
func (h *Host) stopped() bool { return h.clk.ended != nil }

// heldByPeople reports whether the decision due waits on people elsewhere,
// the limit's to watch: a Faction seat's person on another machine (not
// stood in for), the Patrón's, or the Factions together.
func (h *Host) heldByPeople() bool {
	w := h.awaited()
	if w < 0 {
		return true
	}
	s := h.lobby.Seats[w]
	return s.Who == Remote && !s.StandIn
}

// watching reports whether the limit watches the table: a game under way,
// or over with the Patrón's openings still awaited from his computer (a
// silent one would hold every machine's audit).
func (h *Host) watching() bool {
	switch {
	case h.rep == nil || h.clk.ended != nil || h.cfg.Limits.Decision <= 0 && !h.cfg.Limits.Bank.on():
		return false
	case h.rep.g.Over():
		return h.opens == nil && h.lobby.Seats[0].Who == Remote
	}
	return true
}

// awaited is the engine player the table waits on: whose decision is due
// (-1: the Factions together), or the Patrón, for his openings, once the
// game is over.
func (h *Host) awaited() int {
	if h.rep != nil && h.rep.g.Over() {
		return 0
	}
	return h.waiting()
}
