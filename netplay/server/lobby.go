//go:build !js

package server

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"net/http"
	"patron/game"
	"patron/netplay/lobby"
	"slices"
	"time"

	"patron/netplay/identity"
	"patron/netplay/store"
)

// player is what the server keeps of a key.
type player struct {
	Name     string   `json:"name"`
	Vacation vacation `json:"vacation,omitzero"` // vacation.go
}

// remember keeps the name a key signed in with.
func (s *Server) remember(ctx context.Context, k identity.Key, name string) {
	_, err := s.changePlayer(ctx, k, func(p *player) error {
		p.Name = name
		return nil
	})
	if err != nil {
		s.log.Warn("a player's name was not kept", "key", k.Short(), "err", err)
	}
}

// tableID is a new table's id: 12 letters and digits, unguessable enough
// that a private table is not found by trying (its invite is the lock).
func tableID() string {
	const alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
	var b [12]byte
	rand.Read(b[:])
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b[:])
}

func inviteCode() string {
	const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	var b [10]byte
	rand.Read(b[:])
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b[:5]) + "-" + string(b[5:])
}

func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) | 1
}

// create makes a table and opens it.
func (s *Server) create(ctx context.Context, p who, req lobby.Create) (lobby.Made, error) {
	cfg := TableConfig{Name: req.Name, Mode: req.Mode, Public: req.Public, Seats: req.Seats, Control: req.Control,
		SeasonCap: req.SeasonCap, Clock: req.Clock, Seed: randomSeed(), Creator: p.Key, Created: s.cfg.Now().UTC(), NoHints: req.NoHints,
		StandIn: req.StandIn}
	if cfg.Control == [4]int{} {
		cfg.Control = game.DefaultSplit(len(cfg.Seats))
	}
	if s.isClosed() {
		return lobby.Made{}, refusal(http.StatusServiceUnavailable, "restarting", "the server is restarting: try again in a moment")
	}
	if err := s.mayRunAnother(ctx, p.Key, ""); err != nil {
		return lobby.Made{}, err
	}
	if !s.lim.create(p.Key) {
		s.limited("creates", p.Key.Short())
		return lobby.Made{}, refusal(http.StatusTooManyRequests, "slow-down", "you created many tables this hour: wait a while")
	}
	if err := cfg.check(); err != nil {
		return lobby.Made{}, refusal(http.StatusBadRequest, "bad-table", "%v", err)
	}
	if cfg.Seats[0].Bot != "" {
		secret := randomSeed()
		cfg.Secret = &secret
	}
	if !cfg.Public {
		cfg.Invite = inviteCode()
	}
	t, err := newTable(s, tableID(), cfg)
	if err != nil {
		return lobby.Made{}, err
	}
	if err := t.create(ctx); err != nil {
		return lobby.Made{}, err
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return lobby.Made{}, refusal(http.StatusServiceUnavailable, "closing", "the server is closing")
	}
	s.tables[t.id] = t
	s.mu.Unlock()
	t.begin()
	s.log.Info("table created", "table", t.id, "mode", cfg.Mode, "seats", len(cfg.Seats), "public", cfg.Public, "key", p.Key.Short())
	return lobby.Made{ID: t.id, Invite: cfg.Invite}, nil
}

// running are the tables not over that k runs: where it holds a seat, and
// those it created (a creator who has not sat down yet runs them too).
func (s *Server) running(ctx context.Context, k identity.Key) (map[string]bool, error) {
	refs, err := s.cfg.Store.SeatsOf(ctx, string(k))
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]bool{}
	for _, ref := range refs {
		if t := s.tables[ref.Table]; (t != nil && !t.ended()) || s.asleep[ref.Table] != nil { // open or asleep: not over
			out[ref.Table] = true
		}
	}
	for id, t := range s.tables {
		if t.cfg.Creator == k && !t.ended() {
			out[id] = true
		}
	}
	for id, sl := range s.asleep {
		if sl.creator == k {
			out[id] = true
		}
	}
	return out, nil
}

// mayRunAnother refuses k a table more (a new one, or table id it does not
// run yet) once it runs Limits.Running: turn-based tables last days, and
// the cap keeps one player from holding a thousand.
func (s *Server) mayRunAnother(ctx context.Context, k identity.Key, id string) error {
	runs, err := s.running(ctx, k)
	if err != nil {
		return err
	}
	if !runs[id] && len(runs) >= s.cfg.Limits.Running {
		s.limited("tables", k.Short())
		return refusal(http.StatusTooManyRequests, "too-many-tables", "you already run %d tables that are not over: finish one first", s.cfg.Limits.Running)
	}
	return nil
}

// publicTables lists the listed tables not over.
func (s *Server) publicTables(ctx context.Context) ([]lobby.Listing, error) {
	yes := true
	rows, err := s.cfg.Store.Tables(ctx, store.Filter{Public: &yes, Status: []string{lobby.StatusLobby, lobby.StatusPlaying}, Limit: 200})
	if err != nil {
		return nil, err
	}
	out := []lobby.Listing{}
	for _, row := range rows {
		if l, _, ok := s.shown(row.ID); ok {
			out = append(out, l)
		}
	}
	return out, nil
}

// mine lists a player's tables, with whose turn it is.
func (s *Server) mine(ctx context.Context, p who) ([]lobby.Mine, error) {
	refs, err := s.cfg.Store.SeatsOf(ctx, string(p.Key))
	if err != nil {
		return nil, err
	}
	held := s.onVacation(ctx, p.Key)
	out := []lobby.Mine{}
	for _, ref := range refs {
		l, _, ok := s.shown(ref.Table)
		if !ok {
			if l, _, err = s.storedListing(ctx, ref.Table); err != nil {
				return nil, err
			}
		}
		m := lobby.Mine{Listing: l, Seat: ref.Seat, YourTurn: l.Waiting == ref.Seat}
		if l.Mode == lobby.Turn && (l.Status == lobby.StatusLobby || l.Status == lobby.StatusPlaying) {
			m.HeldUntil = held
		}
		out = append(out, m)
	}
	return out, nil
}

// shown is a table open or asleep: what lists show of it, and who may
// enter it.
func (s *Server) shown(id string) (lobby.Listing, func(who, string) bool, bool) {
	s.mu.Lock()
	t, sl := s.tables[id], s.asleep[id]
	s.mu.Unlock()
	switch {
	case t != nil:
		return t.listing(), t.mayEnter, true
	case sl != nil:
		return sl.listing(time.Now()), sl.mayEnter, true
	}
	return lobby.Listing{}, nil, false
}

// storedListing is a table no longer open (over), as the store keeps it,
// and who may see it.
func (s *Server) storedListing(ctx context.Context, id string) (lobby.Listing, func(who, string) bool, error) {
	row, err := s.cfg.Store.Table(ctx, id)
	if err != nil {
		return lobby.Listing{}, nil, err
	}
	var cfg TableConfig
	if err := json.Unmarshal(row.Config, &cfg); err != nil {
		return lobby.Listing{}, nil, err
	}
	l := lobby.Listing{ID: id, Name: cfg.Name, Mode: cfg.Mode, Status: row.Status, Public: cfg.Public, Waiting: -1, Clock: cfg.Clock}
	var st TableState
	if json.Unmarshal(row.State, &st) == nil {
		l.BankMS = keptBanksMS(st.Kept)
		for i, seat := range st.Kept.Seats {
			l.Seats = append(l.Seats, lobby.ListingSeat{Name: seat.Name, Bot: cfg.Seats[i].Bot, Taken: true})
		}
	}
	may := func(p who, invite string) bool {
		return cfg.Public || invite != "" && invite == cfg.Invite || p.Key != "" && slices.Contains(st.Kept.Keys, p.Key)
	}
	return l, may, nil
}

// mayEnter says whether p may see the table: a listed one, one whose
// invite p gives, or one where p holds a seat.
func (t *table) mayEnter(p who, invite string) bool {
	return t.cfg.Public || invite != "" && invite == t.cfg.Invite || p.Key != "" && t.seatOf(p.Key) >= 0
}

// tableInfo is one table, for whoever may see it.
func (s *Server) tableInfo(ctx context.Context, id, invite string, p who) (lobby.Listing, error) {
	l, may, ok := s.shown(id)
	if !ok { // over: what it was
		var err error
		if l, may, err = s.storedListing(ctx, id); err != nil {
			return lobby.Listing{}, err
		}
	}
	if !may(p, invite) {
		return lobby.Listing{}, refusal(http.StatusNotFound, "not-found", "no such table")
	}
	return l, nil
}

// giveTicket gives p a ticket to open a table's connection.
func (s *Server) giveTicket(ctx context.Context, p who, req lobby.TicketRequest) (lobby.Ticket, error) {
	if s.isClosed() {
		return lobby.Ticket{}, refusal(http.StatusServiceUnavailable, "restarting", "the server is restarting: try again in a moment")
	}
	if _, may, ok := s.shown(req.Table); !ok || !may(p, req.Invite) {
		return lobby.Ticket{}, refusal(http.StatusNotFound, "not-found", "no such table open")
	}
	t, err := s.awake(ctx, req.Table) // its connection will be taken by its host
	if err != nil {
		return lobby.Ticket{}, err
	}
	if t == nil {
		return lobby.Ticket{}, refusal(http.StatusNotFound, "not-found", "no such table open")
	}
	if !req.Watch && t.seatOf(p.Key) < 0 {
		if err := s.mayRunAnother(ctx, p.Key, t.id); err != nil {
			return lobby.Ticket{}, err
		}
	}
	return lobby.Ticket{Ticket: s.auth.ticket(p, t.id, req.Watch)}, nil
}

func (s *Server) isClosed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}
