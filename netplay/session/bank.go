package session

import (
	"fmt"
	"time"

	"patron/netplay/wire"
)

// Time banks: a turn-based table's clock (Limits.Bank), which lasts days.
// Each seat has a bank of time; the limit of a decision due is its seat's
// bank. The time a person takes comes off their bank, and when the table
// turns to another seat their bank gains PerMove, never holding more than
// Cap. Past the bank it is as past the decision limit (limit.go): a
// Faction's seat is played by a stand-in until its person acts again, the
// Patrón's pauses the table for Grace, then the game may be ended as
// abandoned. A seat's clock can be stopped (Hold: its person's vacation).
// Only a person's seat on another machine is charged: the host's people
// and bots are not timed, and a stand-in's time is nobody's.
//
// A decision the Factions share is charged to nobody: any of them may
// answer it, so charging one seat would make one person pay for the
// others' silence, and charging every seat would drain each bank for one
// answer. It is bounded instead, as on a live table, by the decision
// limit (or, with none, by PerMove, or else by the bank's Start), past
// which a bot answers it.

// Bank is a turn-based table's time bank, the same for every seat.
type Bank struct {
	Start   time.Duration // each seat's bank at the start (0: no banks, the decision limit rules)
	PerMove time.Duration // added to a seat's bank when the table turns from it to another
	Cap     time.Duration // the most a bank holds (below Start: Start)
}

func (b Bank) on() bool { return b.Start > 0 }

// most is the most a bank holds.
func (b Bank) most() time.Duration { return max(b.Cap, b.Start) }

// fresh is the bank a person finds when they take their seat back from
// its stand-in, if theirs ran out: one turn's worth.
func (b Bank) fresh() time.Duration {
	if b.PerMove > 0 {
		return b.PerMove
	}
	return b.Start
}

// banks are each seat's bank, as the host keeps them.
type banks struct {
	left []time.Duration // each seat's bank; the running seat's as of tick
	held []time.Time     // each seat's clock is stopped until then (zero: it is not)
	seat int             // the seat whose decision is due (-1: nobody's alone)
	tick time.Time       // when the running seat's bank was last settled
	at   int             // the whole log's length bankTurn last saw
	// keptAt and pauseEnds are the save's, for ClockRan; pauseEnds is
	// the end of a countdown begun before the save, until the pause
	// begins again or the table moves on.
	keptAt, pauseEnds time.Time
}

func newBanks(n int, b Bank) banks {
	bk := banks{left: make([]time.Duration, n), held: make([]time.Time, n), seat: -1, at: -1}
	for i := range bk.left {
		bk.left[i] = b.Start
	}
	return bk
}

// charged reports whether seat's time counts: a person's on another
// machine, not stood in for.
func (h *Host) charged(seat int) bool {
	if seat < 0 || seat >= len(h.lobby.Seats) {
		return false
	}
	s := h.lobby.Seats[seat]
	return s.Who == Remote && !s.StandIn
}

// held reports whether seat's clock is stopped at now.
func (h *Host) held(seat int, now time.Time) bool {
	return seat >= 0 && h.bk.held[seat].After(now)
}

// bankLeft is seat's bank at now: the running seat's less the time taken
// since it was last settled, the time its clock was held excepted.
func (h *Host) bankLeft(seat int, now time.Time) time.Duration {
	left := h.bk.left[seat]
	if seat == h.bk.seat && h.watching() && h.charged(seat) && !h.bk.tick.IsZero() {
		from := h.bk.tick
		if hd := h.bk.held[seat]; hd.After(from) {
			from = hd
		}
		left -= max(now.Sub(from), 0)
	}
	return max(left, 0)
}

// settle writes the running seat's time taken so far off its bank: done
// before anything changes how its clock runs (a hold, a stand-in, a seat
// taken back).
func (h *Host) settle(now time.Time) {
	if w := h.bk.seat; w >= 0 && h.cfg.Limits.Bank.on() {
		h.bk.left[w] = h.bankLeft(w, now)
		h.bk.tick = now
	}
}

// bankTurn charges the decision just made to its seat and starts the
// clock of the one now due, once for each length of the log. The table
// turning to another seat adds PerMove to the one it leaves (a seat
// deciding several commands in a row earns it once, for its turn); a
// stand-in's decisions earn nothing.
func (h *Host) bankTurn(now time.Time) {
	b := h.cfg.Limits.Bank
	at := len(h.rep.g.Log())
	if !b.on() || at == h.bk.at {
		return
	}
	next := h.awaited()
	if w := h.bk.seat; w >= 0 && !h.bk.tick.IsZero() && h.charged(w) {
		left := h.bankLeft(w, now)
		if next != w {
			left += b.PerMove
		}
		h.bk.left[w] = min(left, b.most())
	}
	h.bk.seat, h.bk.tick, h.bk.at = next, now, at
	h.bk.pauseEnds = time.Time{} // the table moved on: a countdown begins whole
}

// bankPast reports whether the decision due is past its bank at now (the
// shared one past its bound).
func (h *Host) bankPast(now time.Time) bool {
	w := h.awaited()
	if w < 0 {
		return now.Sub(h.clk.since) >= h.sharedBound()
	}
	return !h.held(w, now) && h.bankLeft(w, now) <= 0
}

// bankDeadline is when the decision due runs out of its bank.
func (h *Host) bankDeadline() time.Time {
	w := h.awaited()
	if w < 0 {
		return h.clk.since.Add(h.sharedBound())
	}
	from := h.bk.tick
	if hd := h.bk.held[w]; hd.After(from) {
		from = hd
	}
	return from.Add(h.bk.left[w])
}

// sharedBound is how long a decision the Factions share may take on a
// turn-based table (see above).
func (h *Host) sharedBound() time.Duration {
	l := h.cfg.Limits
	switch {
	case l.Decision > 0:
		return l.Decision
	case l.Bank.PerMove > 0:
		return l.Bank.PerMove
	}
	return l.Bank.Start
}

// bankBack gives a seat taken back from its stand-in at least one turn's
// worth of bank; its clock runs from now.
func (h *Host) bankBack(seat int, now time.Time) {
	if !h.cfg.Limits.Bank.on() {
		return
	}
	h.settle(now)
	h.bk.left[seat] = max(h.bk.left[seat], h.cfg.Limits.Bank.fresh())
	if seat == h.bk.seat {
		h.bk.tick = now
	}
}

// bankReturn: a seat's person comes back (a connection of theirs) to a
// seat stood in for, which gives it back to them; as with a Back, they
// find one turn's worth of bank, once for each decision (a person who
// reconnects at every stand-in would otherwise hold the table for ever).
func (h *Host) bankReturn(seat int) {
	if !h.cfg.Limits.Bank.on() || !h.lobby.Seats[seat].StandIn || h.rep == nil {
		return
	}
	if h.awaited() == seat {
		if h.clk.backAt == h.clk.at+1 {
			return // the bot finishes this decision, its bank being empty
		}
		h.clk.backAt = h.clk.at + 1
	}
	h.bankBack(seat, time.Now())
}

// Hold stops seat's clock until until (its person is on vacation; zero or
// past: it runs again now), on a turn-based table; a table without banks
// ignores it. A Patrón held while the table pauses for him is waited for
// again, his countdown whole, if his bank is still empty when his clock
// runs again.
func (h *Host) Hold(seat int, until time.Time) error {
	if seat < 0 || seat >= len(h.lobby.Seats) {
		return fmt.Errorf("no seat %d", seat)
	}
	if !h.cfg.Limits.Bank.on() {
		return nil
	}
	now := time.Now()
	h.settle(now)
	if !until.After(now) {
		until = time.Time{}
	}
	h.bk.held[seat] = until
	h.broadcastPresence()
	return nil
}

// SeatBank is one seat's time bank as it stands.
type SeatBank struct {
	Left    time.Duration
	Running bool      // the table waits on this seat's person: the bank runs down
	Held    time.Time // the seat's clock is stopped until then (zero: it is not)
}

// Banks are each seat's time bank now (nil on a table without banks).
func (h *Host) Banks() []SeatBank { return h.banksAt(time.Now()) }

// banksAt are each seat's time bank at now.
func (h *Host) banksAt(now time.Time) []SeatBank {
	if !h.cfg.Limits.Bank.on() {
		return nil
	}
	out := make([]SeatBank, len(h.bk.left))
	for i := range out {
		out[i].Left = h.bankLeft(i, now)
		out[i].Running = h.running(i, now)
		if h.held(i, now) {
			out[i].Held = h.bk.held[i]
		}
	}
	return out
}

// running reports whether seat's bank runs down at now.
func (h *Host) running(seat int, now time.Time) bool {
	return seat == h.bk.seat && seat == h.awaited() && h.watching() && h.charged(seat) && !h.held(seat, now) &&
		!h.bk.tick.IsZero() && !h.clk.paused
}

// banksNow are the banks for a presence message (nil without banks).
func (h *Host) banksNow() []wire.Bank {
	bs := h.Banks()
	if bs == nil {
		return nil
	}
	now := time.Now()
	out := make([]wire.Bank, len(bs))
	for i, b := range bs {
		out[i] = wire.Bank{LeftMS: min(b.Left.Milliseconds(), wire.MaxBankMS), Running: b.Running}
		if !b.Held.IsZero() {
			out[i].HeldMS = min(max(b.Held.Sub(now).Milliseconds(), 1), wire.MaxBankMS)
		}
	}
	return out
}

// keptClock puts the banks in the host's save: each seat's in
// milliseconds, the time the running seat took so far written off, when
// (if a person's clock runs), the holds, and the Patrón's countdown.
func (h *Host) keptClock(k *Kept) {
	now := time.Now()
	bs := h.banksAt(now)
	if bs == nil {
		return
	}
	k.Banks = make([]int64, len(bs))
	for i, b := range bs {
		k.Banks[i] = b.Left.Milliseconds()
		if !b.Held.IsZero() {
			if k.Held == nil {
				k.Held = make([]time.Time, len(bs))
			}
			k.Held[i] = b.Held
		}
	}
	if h.watching() && h.charged(h.awaited()) {
		k.ClockAt = now
	}
	if h.clk.paused && h.clk.ended == nil && h.cfg.Limits.Grace > 0 {
		k.PauseEnds = h.clk.ends
	}
}

// banksBack gives a host opened again from its save the banks the save
// kept. Clocks do not run while the host is down: the decision due finds
// its seat's bank as it stood when last kept, and runs from the restart
// (unless ClockRan says they ran meanwhile).
func (h *Host) banksBack(k Kept) error {
	b := h.cfg.Limits.Bank
	if k.Banks == nil || !b.on() {
		return nil
	}
	if len(k.Banks) != len(h.bk.left) || k.Held != nil && len(k.Held) != len(h.bk.left) {
		return fmt.Errorf("the save keeps %d banks and %d holds for %d seats", len(k.Banks), len(k.Held), len(h.bk.left))
	}
	for i, ms := range k.Banks {
		if ms < 0 || ms > wire.MaxBankMS {
			return fmt.Errorf("seat %d's bank of %d ms", i, ms)
		}
		h.bk.left[i] = min(time.Duration(ms)*time.Millisecond, b.most())
	}
	copy(h.bk.held, k.Held)
	h.bk.keptAt, h.bk.pauseEnds = k.ClockAt, k.PauseEnds
	return nil
}

// ClockRan tells a host opened again from its save that its clocks ran
// from when the save was kept until to: a table that slept out of its
// server's memory, until it woke (or until the server stopped). A zero to
// says they did not run (a server down: clocks do not run then). The
// decision due's seat is charged that time, its holds excepted; its clock
// runs from now, and the Patrón's countdown under way keeps its end,
// moved on by the time the clocks did not run. Called before the first
// Step; a save without a running clock is left as it is.
func (h *Host) ClockRan(to time.Time) {
	at := h.bk.keptAt
	if !h.cfg.Limits.Bank.on() || at.IsZero() || h.rep == nil {
		return
	}
	now := time.Now()
	if to.Before(at) {
		to = at
	}
	if to.After(now) {
		to = now
	}
	h.bk.seat, h.bk.tick, h.bk.at = h.awaited(), at, len(h.rep.g.Log())
	h.settle(to)
	h.bk.tick = now
	if !h.bk.pauseEnds.IsZero() {
		h.bk.pauseEnds = h.bk.pauseEnds.Add(now.Sub(to))
	}
}

// ClockDue is when the table's clock next has something to do (zero:
// nothing until someone acts): a table out of memory wakes then.
func (h *Host) ClockDue() time.Time { return h.nextDeadline() }

// bankInLobby shows the banks' rule to everyone in the lobby.
func bankInLobby(b Bank, lobby *wire.Lobby) {
	lobby.BankMS, lobby.PerMoveMS, lobby.CapMS = 0, 0, 0
	if b.on() {
		lobby.BankMS = min(b.Start.Milliseconds(), wire.MaxBankMS)
		lobby.PerMoveMS = min(b.PerMove.Milliseconds(), wire.MaxBankMS)
		lobby.CapMS = min(b.most().Milliseconds(), wire.MaxBankMS)
	}
}
