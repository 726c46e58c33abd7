//go:build !js

package server

import (
	"context"
	"slices"
	"time"

	"patron/netplay/identity"
	"patron/netplay/lobby"
)

// Sleeping tables. A turn-based table spends most of its days waiting on a
// person who is not there. While nobody is connected to it and the server
// has nothing to play there, it need not hold its game in memory: it is
// stored whole anyway (every commit is), so it sleeps, keeping only what
// lists show, and wakes, opened again from the store as after a restart,
// when someone asks to connect or its clock next needs it.

// sleepAfter is how long a table stays quiet before it sleeps, unless the
// Config says otherwise.
const sleepAfter = time.Minute

// sleeper is what the server keeps of a sleeping table: what lists show,
// who may enter it.
type sleeper struct {
	list    lobby.Listing
	creator identity.Key
	keys    []identity.Key
	public  bool
	invite  string
	since   time.Time // when it fell asleep
	wakeAt  time.Time // when its clock needs it (zero: only when someone comes)
	running int       // the seat whose bank runs down meanwhile (-1: none; clocks.go)
}

// drowsy reports whether the table may sleep now: a turn-based game under
// way that nobody is connected to, where the server has nothing to play,
// quiet for long enough.
func (t *table) drowsy(now time.Time, busy bool) bool {
	all, strangers := t.host.Connections()
	if busy || all+strangers > 0 || t.cfg.Mode != lobby.Turn || !t.host.Started() || t.finished() {
		t.quietSince = time.Time{}
		return false
	}
	if t.quietSince.IsZero() {
		t.quietSince = now
	}
	return now.Sub(t.quietSince) >= t.srv.cfg.SleepAfter
}

// sleep puts a table to sleep, its state stored; its goroutine then ends.
func (s *Server) sleep(t *table) {
	t.keep()
	t.refresh()
	sl := &sleeper{list: t.listing(), creator: t.cfg.Creator, public: t.cfg.Public, invite: t.cfg.Invite,
		since: s.cfg.Now(), wakeAt: t.wakeAt(), running: t.runningSeat()}
	t.mu.Lock()
	sl.keys = slices.Clone(t.keys)
	t.mu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tables[t.id] == t {
		delete(s.tables, t.id)
		s.asleep[t.id] = sl
	}
	s.log.Debug("table asleep", "table", t.id)
}

// awake is the open table of that id, woken if it sleeps; nil when there
// is none open (over, or unknown).
func (s *Server) awake(ctx context.Context, id string) (*table, error) {
	// One wake of a table at a time (never the same one twice), while
	// other tables wake beside it: a server back from a restart, its
	// players all coming back at once, reads and replays their tables
	// side by side, not one after another.
	v, err, _ := s.waking.Do(id, func() (any, error) { return s.wake(ctx, id) })
	t, _ := v.(*table)
	return t, err
}

// wake is awake for one caller of id at a time.
func (s *Server) wake(ctx context.Context, id string) (*table, error) {
	s.mu.Lock()
	t, sl := s.tables[id], s.asleep[id]
	closed := s.closed
	s.mu.Unlock()
	if t != nil || sl == nil || closed {
		return t, nil
	}
	row, err := s.cfg.Store.Table(ctx, id)
	if err != nil {
		return nil, err
	}
	t, err = reopenTable(s, row, true)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	delete(s.asleep, id)
	s.tables[id] = t
	s.mu.Unlock()
	t.begin()
	s.log.Debug("table awake", "table", id, "slept", s.cfg.Now().Sub(sl.since).Round(time.Second).String())
	return t, nil
}

// wakeDue wakes the sleeping tables whose clocks need them by now.
func (s *Server) wakeDue(ctx context.Context) {
	now := s.cfg.Now()
	var due []string
	s.mu.Lock()
	for id, sl := range s.asleep {
		if !sl.wakeAt.IsZero() && !now.Before(sl.wakeAt) {
			due = append(due, id)
		}
	}
	s.mu.Unlock()
	slices.Sort(due)
	for _, id := range due {
		if _, err := s.awake(ctx, id); err != nil {
			s.log.Error("a sleeping table could not wake", "table", id, "err", err)
		}
	}
}

// watchSleepers wakes tables as their clocks come due, until the server
// closes.
func (s *Server) watchSleepers() {
	tick := time.NewTicker(s.cfg.SleepAfter / 2)
	defer tick.Stop()
	for {
		select {
		case <-s.done:
			return
		case <-tick.C:
			s.wakeDue(context.Background())
		}
	}
}

// mayEnter says whether p may see a sleeping table, as table.mayEnter.
func (sl *sleeper) mayEnter(p who, invite string) bool {
	return sl.public || invite != "" && invite == sl.invite || p.Key != "" && slices.Contains(sl.keys, p.Key)
}

// wakeAt is when the table's clock next needs its host: the decision due
// running out of its holder's bank, or the Patrón's countdown.
func (t *table) wakeAt() time.Time {
	return t.host.ClockDue()
}
