//go:build !js

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"patron/netplay/lobby"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// A table's clock: a live table's decision limit, or a turn-based table's
// time banks (session/bank.go), which last days. The banks are in the
// table's stored state (session.Kept); clocks do not run while the server
// is down, so a table opened again finds each bank as last stored.

// turnGrace is a turn-based table's countdown past the Patrón's bank when
// its creator chose none.
const turnGrace = 12 * time.Hour

// minBankMS is the smallest bank a turn-based table may start with.
const minBankMS = 1000

// clockSave is how often a turn-based table stores the time its decision
// due has taken, besides at every move and when the server stops: a
// server killed gives back at most that much of a player's time.
const clockSave = time.Minute

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// limitsOf is the session's clock for a table of cfg, and the level of its
// stand-ins.
func limitsOf(cfg TableConfig) session.Limits {
	c := cfg.Clock
	l := session.Limits{Decision: ms(c.DecisionMS), Grace: ms(c.GraceMS), Bot: cfg.StandIn}
	if cfg.Mode == lobby.Turn {
		l.Bank = session.Bank{Start: ms(c.BankMS), PerMove: ms(c.PerMoveMS), Cap: ms(c.CapMS)}
		if l.Grace == 0 {
			l.Grace = turnGrace
		}
	}
	return l
}

// checkClock refuses a clock a table cannot keep: times out of bounds, a
// turn-based table without a bank, a live one with one.
func checkClock(mode string, c lobby.Clock) error {
	for _, ms := range []int{c.DecisionMS, c.GraceMS, c.BankMS, c.PerMoveMS, c.CapMS} {
		if ms < 0 || ms > maxClockMS {
			return fmt.Errorf("a clock's time is 0 to %d days", maxClockMS/day)
		}
	}
	// A countdown of a day or more reads as endless on the players'
	// machines (wire.MaxLimitMS).
	if c.DecisionMS > wire.MaxLimitMS || c.GraceMS >= wire.MaxLimitMS {
		return fmt.Errorf("a decision limit is a day at most, the Patrón's countdown less than a day")
	}
	switch mode {
	case lobby.Live:
		if c.BankMS != 0 || c.PerMoveMS != 0 || c.CapMS != 0 {
			return fmt.Errorf("a live table has a decision limit, not time banks")
		}
	case lobby.Turn:
		switch {
		case c.BankMS < minBankMS:
			return fmt.Errorf("a turn-based table needs a time bank (a second at least)")
		case c.CapMS != 0 && c.CapMS < c.BankMS:
			return fmt.Errorf("a bank's cap is no less than the bank it starts with")
		}
	}
	return nil
}

// saveClock stores the time the decision due has taken on a turn-based
// table, every clockSave.
func (t *table) saveClock() {
	if t.cfg.Mode != lobby.Turn || !t.host.Started() || time.Since(t.clockAt) < clockSave {
		return
	}
	t.clockAt = time.Now()
	t.keep()
}

// lastClock stores the banks as they stand once, as the table stops: its
// clocks stop with the server. A store that fails now leaves the last
// banks stored, the time since given back.
func (t *table) lastClock() {
	if t.cfg.Mode != lobby.Turn || !t.host.Started() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := t.persist(ctx); err != nil {
		t.srv.log.Warn("the clocks were not stored as the table stopped", "table", t.id, "err", err)
	}
}

// banksMS are each seat's bank in milliseconds, for lists (nil on a live
// table).
func banksMS(bs []session.SeatBank) []int {
	var out []int
	for _, b := range bs {
		out = append(out, int(b.Left.Milliseconds()))
	}
	return out
}

// keptBanksMS are a stored table's banks, for lists.
func keptBanksMS(k session.Kept) []int {
	var out []int
	for _, b := range k.Banks {
		out = append(out, int(b))
	}
	return out
}

// A sleeping table (sleep.go) is out of memory, yet its clocks run: its
// listing counts the running bank down, it wakes when its clock is due
// (session.Host.ClockDue), and woken its seats are charged the time it
// slept (session.Host.ClockRan). A server that stops writes when in each
// sleeping table's state, so that the time slept before is charged when
// it is up again; the time it was down never is.

// runningSeat is the seat whose bank runs down now (-1: none).
func (t *table) runningSeat() int {
	for i, b := range t.host.Banks() {
		if b.Running {
			return i
		}
	}
	return -1
}

// listing is what lists show of a sleeping table at now: its running
// bank counted down since it fell asleep.
func (sl *sleeper) listing(now time.Time) lobby.Listing {
	l := sl.list
	l.Seats = slices.Clone(l.Seats)
	l.BankMS = slices.Clone(l.BankMS)
	if r := sl.running; r >= 0 && r < len(l.BankMS) {
		l.BankMS[r] = max(l.BankMS[r]-int(now.Sub(sl.since).Milliseconds()), 0)
	}
	return l
}

// stopSleepers writes in each sleeping table's state that the server
// stops now. One not written (ctx over, the store failing) gets back the
// time it slept before the stop.
func (s *Server) stopSleepers(ctx context.Context) {
	s.mu.Lock()
	ids := make([]string, 0, len(s.asleep))
	for id := range s.asleep {
		ids = append(ids, id)
	}
	s.mu.Unlock()
	now := time.Now()
	for _, id := range ids {
		if err := s.stopped(ctx, id, now); err != nil {
			s.log.Warn("a sleeping table's clocks were not stopped", "table", id, "err", err)
		}
	}
}

// stopped writes into table id's state that the server stopped at now.
func (s *Server) stopped(ctx context.Context, id string, now time.Time) error {
	row, err := s.cfg.Store.Table(ctx, id)
	if err != nil {
		return err
	}
	var st TableState
	if err := json.Unmarshal(row.State, &st); err != nil {
		return err
	}
	st.Stopped = now
	data, err := json.Marshal(st)
	if err != nil {
		return err
	}
	_, err = s.cfg.Store.Update(ctx, id, row.Version, "", data)
	return err
}
