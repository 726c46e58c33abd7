//go:build !js

package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"patron/netplay/identity"
	"patron/netplay/lobby"
	"patron/netplay/store"
)

// Vacations: a player may stop their clocks at every turn-based table for
// whole days, so many a year (Limits.VacationDays). The vacation is in the
// player's record in the store; each open table where the player holds a
// seat holds that seat's clock until it ends (session.Host.Hold), and a
// table opened again, or a seat taken, during it holds it too.

const vacationDay = 24 * time.Hour

// vacation is what a player's record keeps of their vacations.
type vacation struct {
	Until time.Time `json:"until,omitzero"` // the one under way ends then
	Year  int       `json:"year,omitempty"` // the year Used counts
	Used  int       `json:"used,omitempty"` // days taken that year
}

// left is how many days of the year's allowance are left at now.
func (v vacation) left(now time.Time, perYear int) int {
	if v.Year != now.Year() {
		return perYear
	}
	return max(perYear-v.Used, 0)
}

// playerOf is k's record (a zero one if it has none).
func (s *Server) playerOf(ctx context.Context, k identity.Key) (player, error) {
	var p player
	data, err := s.cfg.Store.Player(ctx, string(k))
	if errors.Is(err, store.ErrNotFound) {
		return p, nil
	}
	if err != nil {
		return p, err
	}
	return p, json.Unmarshal(data, &p)
}

// changePlayer changes k's record with f, one change at a time on this
// server (a sign-in does not undo a vacation taken meanwhile).
func (s *Server) changePlayer(ctx context.Context, k identity.Key, f func(*player) error) (player, error) {
	s.players.Lock()
	defer s.players.Unlock()
	p, err := s.playerOf(ctx, k)
	if err != nil {
		return p, err
	}
	if err := f(&p); err != nil {
		return p, err
	}
	data, _ := json.Marshal(p)
	return p, s.cfg.Store.PutPlayer(ctx, string(k), data)
}

// takeVacation starts, lengthens or (days 0) ends k's vacation, and holds
// or frees k's clocks at every open table.
func (s *Server) takeVacation(ctx context.Context, k identity.Key, days int) (lobby.Vacation, error) {
	now := s.cfg.Now().UTC()
	per := s.cfg.Limits.VacationDays
	p, err := s.changePlayer(ctx, k, func(p *player) error {
		v := &p.Vacation
		if v.Year != now.Year() {
			v.Year, v.Used = now.Year(), 0
		}
		switch {
		case days == 0 && v.Until.After(now): // the whole days not begun are given back
			v.Used = max(v.Used-int(v.Until.Sub(now)/vacationDay), 0)
			v.Until = time.Time{}
		case days == 0:
		case days < 0 || days > v.left(now, per):
			return refusal(http.StatusBadRequest, "bad-vacation", "you have %d vacation days left this year", v.left(now, per))
		case v.Until.After(now):
			v.Until, v.Used = v.Until.Add(time.Duration(days)*vacationDay), v.Used+days
		default:
			v.Until, v.Used = now.Add(time.Duration(days)*vacationDay), v.Used+days
		}
		return nil
	})
	if err != nil {
		return lobby.Vacation{}, err
	}
	refs, err := s.cfg.Store.SeatsOf(ctx, string(k))
	if err != nil {
		return lobby.Vacation{}, err
	}
	for _, ref := range refs {
		// a sleeping table wakes, its clock charged until now, then held
		t, err := s.awake(ctx, ref.Table)
		if err != nil {
			s.log.Error("a table did not wake for a vacation", "table", ref.Table, "err", err)
		}
		if t != nil {
			t.hold(ref.Seat, p.Vacation.Until)
		}
	}
	s.log.Info("vacation", "key", k.Short(), "until", p.Vacation.Until, "days", days)
	return s.vacationOf(p, now), nil
}

// vacationOf is a player's vacation as the lobby shows it.
func (s *Server) vacationOf(p player, now time.Time) lobby.Vacation {
	out := lobby.Vacation{DaysLeft: p.Vacation.left(now, s.cfg.Limits.VacationDays), PerYear: s.cfg.Limits.VacationDays}
	if p.Vacation.Until.After(now) {
		out.Until = p.Vacation.Until
	}
	return out
}

// onVacation is until when k's clocks are stopped (zero: they run).
func (s *Server) onVacation(ctx context.Context, k identity.Key) time.Time {
	p, err := s.playerOf(ctx, k)
	if err != nil || !p.Vacation.Until.After(s.cfg.Now()) {
		return time.Time{}
	}
	return p.Vacation.Until
}

// hold has the table's goroutine stop seat's clock until until (zero: run
// it again), at its next turn.
func (t *table) hold(seat int, until time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.holds == nil {
		t.holds = map[int]time.Time{}
	}
	t.holds[seat] = until
}

// holdNow applies the holds asked for since the last turn (the table's
// goroutine).
func (t *table) holdNow() {
	t.mu.Lock()
	holds := t.holds
	t.holds = nil
	t.mu.Unlock()
	for seat, until := range holds {
		if err := t.host.Hold(seat, until); err != nil {
			t.srv.log.Warn("a seat's clock was not held", "table", t.id, "seat", seat, "err", err)
		}
	}
}

// holdVacation holds seat's clock if k, its player, is on vacation: a
// seat taken, or a table opened again, during a vacation.
func (t *table) holdVacation(ctx context.Context, seat int, k identity.Key) {
	if t.cfg.Mode != lobby.Turn || k == "" {
		return
	}
	if until := t.srv.onVacation(ctx, k); !until.IsZero() {
		t.hold(seat, until)
	}
}

func (s *Server) vacationRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/vacation", s.withPlayer(func(w http.ResponseWriter, r *http.Request, p who) {
		pl, err := s.playerOf(r.Context(), p.Key)
		answer(w, s.vacationOf(pl, s.cfg.Now().UTC()), err)
	}))
	mux.HandleFunc("POST /api/vacation", s.withPlayer(func(w http.ResponseWriter, r *http.Request, p who) {
		var req lobby.TakeVacation
		if err := readJSON(w, r, &req); err != nil {
			answer(w, nil, err)
			return
		}
		v, err := s.takeVacation(r.Context(), p.Key, req.Days)
		answer(w, v, err)
	}))
}
