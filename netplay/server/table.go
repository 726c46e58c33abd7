//go:build !js

package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"patron/netplay/lobby"
	"runtime"
	"slices"
	"sync"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/session"
	"patron/netplay/store"
	"patron/netplay/wire"
)

// TableState is what changes about a table besides its log.
type TableState struct {
	Kept      session.Kept  `json:"kept"`
	Abandoned *wire.Abandon `json:"abandoned,omitempty"`
	// Stopped is when the server stopped while the table slept: its
	// clocks ran until then (clocks.go).
	Stopped time.Time `json:"stopped,omitzero"`
}

// table is one open table: its session host, driven by a goroutine of its
// own (run), which alone touches the host; lists read a listing it keeps.
type table struct {
	srv  *Server
	id   string
	cfg  TableConfig
	host *session.Host
	bots session.Bots

	// what the store holds, as far as this server wrote it
	version int64
	stored  int    // entries stored
	private int    // commands of the server's Patrón game stored (its whole log)
	kept    []byte // the State last stored
	saved   string // the status last stored
	status  string // the status now

	stop    chan struct{}
	done    chan struct{}
	clockAt time.Time // when the clock was last stored (clocks.go)
	// quietSince is when the table last had nobody connected and nothing
	// to play (zero: it has someone or something): it sleeps after a while.
	quietSince time.Time
	// deciding is when the server's bot began its decision (commit latency:
	// a remote proposal's is the session's Arrived)
	deciding time.Time

	mu    sync.Mutex
	bye   string        // what the players are told when the table stops
	list  lobby.Listing // what lists show, as of the last turn of run
	keys  []identity.Key
	holds map[int]time.Time // seats' clocks to hold at the next turn (vacation.go)
}

// tableInbox is how many messages may wait for a table's goroutine: a
// few players and watchers, each sending one at a time; a flood waits at
// its own connection, not in the table's memory.
const tableInbox = 32

// hostConfig is the session's table for cfg.
func hostConfig(s *Server, id string, cfg TableConfig) session.HostConfig {
	seats := make([]wire.Seat, len(cfg.Seats))
	keys := make([]identity.Key, len(cfg.Seats))
	for i, sc := range cfg.Seats {
		if sc.Bot != "" {
			seats[i] = wire.Seat{Name: botName(sc.Bot), Who: session.Bot, Bot: sc.Bot}
		} else {
			seats[i] = wire.Seat{Name: fmt.Sprintf("Player %d", i+1), Who: session.Remote}
		}
	}
	hc := session.HostConfig{Name: cfg.Name, Code: id, App: s.cfg.App, Seats: seats, Control: cfg.Control,
		Seed: cfg.Seed, SeasonCap: cfg.SeasonCap, Inbox: tableInbox, Limits: limitsOf(cfg), Away: cfg.Mode == lobby.Turn,
		NoHints: cfg.NoHints, Sent: s.met.sent,
		Ledger: &session.LedgerConfig{Table: id, Server: s.cfg.Identity, Keys: keys}}
	if cfg.Secret != nil {
		sec := game.SeedFrom(*cfg.Secret)
		hc.Secret = &sec
	}
	return hc
}

func botName(level string) string { return "Bot (" + level + ")" }

func botsOf(cfg TableConfig) session.Bots {
	b := session.Bots{Levels: map[int]string{}, Seed: cfg.Seed ^ 0x9e3779b97f4a7c15}
	people := 0
	for i, sc := range cfg.Seats {
		if sc.Bot != "" {
			b.Levels[i] = sc.Bot
		} else if i > 0 {
			people++
		}
	}
	b.Team = people == 0 // the Factions' shared decisions, when no person plays one
	return b
}

// newTable makes a table's host in its lobby.
func newTable(s *Server, id string, cfg TableConfig) (*table, error) {
	h, err := session.NewHost(hostConfig(s, id, cfg))
	if err != nil {
		return nil, err
	}
	return wrap(s, id, cfg, h, lobby.StatusLobby), nil
}

func wrap(s *Server, id string, cfg TableConfig, h *session.Host, status string) *table {
	t := &table{srv: s, id: id, cfg: cfg, host: h, bots: botsOf(cfg), status: status, bye: session.HostLeft,
		stop: make(chan struct{}), done: make(chan struct{})}
	h.OnPublish(t.keep)
	t.refresh()
	return t
}

// create stores the new table.
func (t *table) create(ctx context.Context) error {
	cfg, err := json.Marshal(t.cfg)
	if err != nil {
		return err
	}
	state := t.state()
	err = t.srv.cfg.Store.CreateTable(ctx, store.Table{ID: t.id, Created: t.cfg.Created, Public: t.cfg.Public,
		Mode: t.cfg.Mode, Status: t.status, Config: cfg, State: state})
	if err != nil {
		return err
	}
	t.kept, t.saved, t.version = state, t.status, 1 // a new table's Version
	return nil
}

func (t *table) state() []byte {
	st := TableState{Kept: t.host.Kept(), Abandoned: t.host.Abandoned()}
	b, _ := json.Marshal(st)
	return b
}

// begin starts the table's goroutine.
func (t *table) begin() { go t.run() }

// end stops it, leaving the table where it stands in the store.
func (t *table) end() {
	t.halt()
	<-t.done
}

// halt tells the table's goroutine to stop, without waiting for it: it
// does within a second (the longest its host waits for the network).
func (t *table) halt() {
	select {
	case <-t.stop:
	default:
		close(t.stop)
	}
}

// run drives the host: the network's news, the start, the server's bots.
func (t *table) run() {
	defer close(t.done)
	defer func() {
		t.mu.Lock()
		bye := t.bye
		t.mu.Unlock()
		t.host.CloseWith(bye)
	}()
	var ended time.Time // when the game ended: the table lingers (lingerOver)
	for {
		select {
		case <-t.stop:
			t.lastClock()
			return
		default:
		}
		t.holdNow()
		notes := t.host.Step()
		for _, n := range notes {
			t.noted(n)
		}
		t.maybeStart()
		acted := false
		t.standIns()
		if p, c, ok := t.bots.Next(t.host.Game(), t.host.Local()); ok {
			t.deciding = time.Now()
			err := t.host.Propose(p, c)
			t.deciding = time.Time{}
			if err != nil {
				t.srv.log.Error("the server's bot was refused", "table", t.id, "seat", p, "err", err)
			} else {
				acted = true
			}
		}
		if t.finished() && ended.IsZero() { // stored before any list says so
			t.keep()
			t.refresh()
			ended = time.Now()
		}
		if !ended.IsZero() && time.Since(ended) >= lingerOver {
			t.srv.forget(t)
			return
		}
		t.saveClock()
		t.refresh()
		if t.drowsy(t.srv.cfg.Now(), acted || len(notes) > 0) {
			t.srv.sleep(t)
			return
		}
		if !acted && len(notes) == 0 {
			t.host.Wait(time.Second)
		}
	}
}

// standIns has the server's bots play the seats stood in for (a Faction
// past its clock, or cut for flooding) while that lasts, and no longer.
// While every person's Faction seat is stood in, they answer the
// Factions' shared decisions too: no person may answer those then (a
// stood-in seat's proposals are refused), and the table would wait a
// whole decision limit for each.
func (t *table) standIns() {
	team := true
	for i, sc := range t.cfg.Seats {
		if sc.Bot != "" {
			continue
		}
		if level := t.host.BotLevel(i); level != "" {
			t.bots.Levels[i] = level
		} else {
			delete(t.bots.Levels, i)
			team = team && i == 0 // a Faction's person plays
		}
	}
	t.bots.Team = team
}

// lingerOver is how long an ended table stays open: a seat whose
// connection dropped as the last moves left comes back to see the end and
// the audit, as it would to a game under way.
const lingerOver = 30 * time.Second

// ended says whether lists show the table over: an ended table stays
// open a while (lingerOver), and runs for nobody meanwhile.
func (t *table) ended() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.list.Status == lobby.StatusOver || t.list.Status == lobby.StatusAbandoned
}

// finished: the game ended and was audited, or was abandoned; the table
// closes (its record stays in the store).
func (t *table) finished() bool {
	return t.status == lobby.StatusOver || t.status == lobby.StatusAbandoned
}

// maybeStart starts the game once every person's seat is taken and
// connected; on a turn-based table, once taken (session.HostConfig.Away):
// its people come and go over days.
func (t *table) maybeStart() {
	if t.host.Started() || !t.host.Ready() {
		return
	}
	if err := t.host.Start(); err != nil {
		t.srv.log.Error("the table could not start", "table", t.id, "err", err)
		return
	}
	t.srv.log.Info("table started", "table", t.id)
}

// noted follows what happened at the table.
func (t *table) noted(n session.Note) {
	switch n.Kind {
	case session.NoteAudit:
		t.status = lobby.StatusOver
		t.srv.log.Info("table over", "table", t.id, "fair", game.Fair(n.Findings), "commands", len(t.host.Log()))
	case session.NoteAbandonable: // the Patrón's countdown ran out: the table ends, audited as far as it went
		if err := t.host.Abandon(); err != nil {
			t.srv.log.Error("the table could not be ended as abandoned", "table", t.id, "err", err)
		}
	case session.NoteAbandoned:
		t.status = lobby.StatusAbandoned
		t.srv.log.Info("table abandoned", "table", t.id, "commands", len(t.host.Log()))
	case session.NoteBound:
		t.bind(n.Player, n.Key)
		t.holdVacation(context.Background(), n.Player, n.Key)
	case session.NoteStarted:
		t.status = lobby.StatusPlaying
	case session.NoteDesync:
		if n.Code == wire.StepFloods { // the session cut the seat's connection (session/floods.go)
			t.srv.log.Warn("a seat cut for flooding", "table", t.id, "seat", n.Player, "text", n.Text)
		}
	case session.NoteProblem: // a seat's flood or lie: the host refused it, and notes it 5 times a second at most
		level := slog.LevelDebug
		if n.Code == session.CodeSlowDown {
			level = slog.LevelWarn
		}
		t.srv.log.Log(context.Background(), level, "a seat's message refused", "table", t.id, "seat", n.Player, "code", n.Code, "text", n.Text)
	}
}

// bind keeps which key holds a seat, for My games; no key frees it (its
// person's connection dropped before the game began).
func (t *table) bind(seat int, k identity.Key) {
	t.retry(func(ctx context.Context) error {
		if k == "" {
			return t.srv.cfg.Store.Unbind(ctx, t.id, seat)
		}
		err := t.srv.cfg.Store.Bind(ctx, t.id, seat, string(k))
		if errors.Is(err, store.ErrConflict) {
			return nil // bound before (a table opened again)
		}
		return err
	})
}

// keep makes what is about to leave the host durable first: the log's new
// moves, each with its receipt, and the table's state (OnPublish runs it
// before any commit or seat change is sent). The store failing never lets
// a commit out: keep tries again until it holds, and a table told to stop
// meanwhile ends its goroutine here, the commit unsent.
func (t *table) keep() {
	before := t.stored
	t.retry(t.persist)
	if n := t.stored - before; n > 0 { // sent right after this returns
		since := t.host.Arrived()
		if since.IsZero() {
			since = t.deciding
		}
		t.srv.met.committed(n, since)
	}
}

// retry runs f until it succeeds, waiting longer each time.
func (t *table) retry(f func(context.Context) error) {
	wait := 50 * time.Millisecond
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		err := f(ctx)
		cancel()
		if err == nil {
			return
		}
		t.srv.log.Error("the store failed; trying again", "table", t.id, "err", err, "in", wait)
		select {
		case <-t.stop:
			runtime.Goexit() // nothing unstored leaves: the table's goroutine ends here
		case <-time.After(wait):
		}
		wait = min(2*wait, 5*time.Second)
	}
}

// persist stores the moves not yet stored and the state.
func (t *table) persist(ctx context.Context) error {
	state := t.state()
	if t.host.Started() && t.status == lobby.StatusLobby {
		t.status = lobby.StatusPlaying
	}
	status := t.status
	log := []string(nil)
	if t.host.Started() {
		log = t.host.Log()
	}
	for t.stored < len(log) {
		data, err := t.entry(t.stored)
		if err != nil {
			return err
		}
		last := t.stored == len(log)-1
		var st []byte
		if last {
			st = state
		}
		v, err := t.append(ctx, data, status, st)
		if err != nil {
			// an Append that failed may have committed all the same (the
			// store's contract): the log's length read back tells
			row, rerr := t.srv.cfg.Store.Table(ctx, t.id)
			if rerr != nil || row.Length != t.stored+1 {
				return err
			}
			v = row.Version
		}
		t.stored, t.version = t.stored+1, v
		if last {
			t.kept, t.saved = state, status
		}
	}
	if slices.Equal(state, t.kept) && status == t.saved {
		return nil
	}
	v, err := t.srv.cfg.Store.Update(ctx, t.id, t.version, status, state)
	if errors.Is(err, store.ErrConflict) {
		row, rerr := t.srv.cfg.Store.Table(ctx, t.id)
		if rerr != nil {
			return rerr
		}
		t.version = row.Version
		return err
	}
	if err != nil {
		return err
	}
	t.version, t.kept, t.saved = v, state, status
	return nil
}

// append stores the log's next move, and with it, in the same
// transaction, the Patrón's sealed game when it came with that move: kept
// for his key alone, which the server cannot open (netplay/sealed).
func (t *table) append(ctx context.Context, data []byte, status string, state []byte) (int64, error) {
	if blob := t.host.Sealed(t.stored); blob != nil {
		k := t.host.Keys()[0]
		return t.srv.cfg.Store.AppendSealed(ctx, t.id, t.stored, data, status, state, store.Sealed{Key: string(k), Seat: 0, Data: blob})
	}
	return t.srv.cfg.Store.Append(ctx, t.id, t.stored, data, status, state)
}

// entry is move seq as the store keeps it.
func (t *table) entry(seq int) ([]byte, error) {
	e := entry{Move: t.host.Moves(seq)[0], Receipt: t.host.Receipts(seq)[0], At: t.srv.cfg.Now().UTC()}
	if g := t.host.Game(); g.Sec != nil && t.stored == len(t.host.Log())-1 {
		// the server plays the Patrón: his whole log up to this move
		for _, c := range g.Log()[t.private:] {
			e.Private = append(e.Private, c.Format())
		}
		t.private = len(g.Log())
	}
	return json.Marshal(e)
}

// seatOf is the seat key k holds, or −1.
func (t *table) seatOf(k identity.Key) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return slices.Index(t.keys, k)
}

// refresh updates what lists show.
func (t *table) refresh() {
	seats := t.host.Lobby().Seats
	l := lobby.Listing{ID: t.id, Name: t.cfg.Name, Mode: t.cfg.Mode, Status: t.status, Public: t.cfg.Public,
		Waiting: -1, Clock: t.cfg.Clock, BankMS: banksMS(t.host.Banks()), NoHints: t.cfg.NoHints}
	keys := make([]identity.Key, len(seats))
	for i, s := range seats {
		l.Seats = append(l.Seats, lobby.ListingSeat{Name: s.Name, Bot: t.cfg.Seats[i].Bot, Taken: s.Taken, Connected: s.Connected})
		keys[i] = identity.Key(s.Key)
	}
	if g := t.host.Game(); g != nil && !g.Over() {
		l.Waiting = g.Pub.Opts.ControllerOf(g.Pending().Seat)
		if log := t.host.Log(); len(log) > 0 {
			l.Last = log[len(log)-1]
		}
	}
	t.mu.Lock()
	l.LastAt = t.list.LastAt
	if l.Last != t.list.Last {
		l.LastAt = t.srv.cfg.Now().UTC()
	}
	t.list, t.keys = l, keys
	t.mu.Unlock()
}

// listing is the table as lists show it.
func (t *table) listing() lobby.Listing {
	t.mu.Lock()
	defer t.mu.Unlock()
	l := t.list
	l.Seats = slices.Clone(l.Seats)
	return l
}

// errBroken is a stored table whose log does not hold.
var errBroken = errors.New("the stored table does not hold")
