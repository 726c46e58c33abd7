package session

import (
	"cmp"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"slices"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// Who holds a seat.
const (
	AtHost = "host"   // a person at the host's machine
	Remote = "remote" // a person on another machine
	Bot    = "bot"    // a bot, run by the host
)

// HostConfig is the table as the host sets it up.
type HostConfig struct {
	Name    string      // the host's name, as lists of games show it
	Code    string      // the session code (the transport's)
	App     string      // the game's version
	Seats   []wire.Seat // engine players in order: 0 is the Patrón
	Control [4]int      // each faction's engine player (1 …)
	Seed    uint64      // the public seed; 0 draws one
	// Secret is the Patrón's seed when his seat is at the host (a person
	// or a bot); nil draws one. A remote Patrón draws his own.
	Secret    *game.SecretOptions
	SeasonCap int
	Limits    Limits // the decision limit (limit.go)
	// NoHints makes a table without the hint of a seat, for everyone at
	// it (the lobby carries it to every machine).
	NoHints bool
	// Sent, when set, is told each time a commit has been written to one
	// of the table's connections, how long after its move arrived (or
	// was decided at the host): the table's own measure of how long its
	// moves take to reach the players. It is called from the
	// connections' writers, any goroutine, and must not block.
	Sent func(time.Duration)
	// Inbox is how many messages from the connections may wait for the
	// owner's Step (0: 256). A server holding many tables keeps it small:
	// each table's buffer is allocated whole, 72 bytes a message.
	Inbox int
	// Away makes a turn-based table: a seat taken in the lobby stays its
	// person's when they leave, and the game may start once every seat is
	// taken, its people connected or not (they come and go over days).
	Away bool
	// Ledger makes the table an online one whose moves are signed
	// (ledger_host.go); nil on the LAN.
	Ledger *LedgerConfig
}

// Host runs the table: the lobby, the seats, and the published log, which
// it orders. It is also a machine at the table, with its own replica.
type Host struct {
	cfg     HostConfig
	lobby   wire.Lobby
	tokens  []string
	holders []*link // the link holding each remote seat
	links   []*link
	seats   map[*link]int // seat of each welcomed link
	// refused is the last epoch of each link's proposals the host refused:
	// later proposals of that epoch were decided after the refused one.
	refused map[*link]int
	steady  map[int]*steadiness // each seat's desync reports (desync.go)
	rep     *replica
	opens   []wire.Opening // the Patrón's openings, once handed over
	inbox   chan received
	stop    chan struct{}
	over    chan struct{} // closed once every link is over after Close
	notes   []Note
	loud    loud               // problems noted for each seat (shares_host.go)
	returns returns            // each seat's returns with its token (returns.go)
	cuts    [wire.MaxSeats]cut // each seat's cuts for flooding (floods.go)

	// strangers are the links whose hello is not yet taken, oldest first
	// (admission.go).
	strangers []stranger
	clk       clock          // the decision limit's watch (limit.go)
	bk        banks          // each seat's time bank on a turn-based table (bank.go)
	keep      func()         // before a command leaves (OnPublish, restore.go)
	led       *hostLedger    // an online table's signed moves (ledger_host.go); nil on the LAN
	watchers  map[*link]bool // the connections watching, in no seat (watch.go)
	arrived   time.Time      // when the message being handled was read (arrival.go)
}

// NewHost checks the table and opens the lobby.
func NewHost(cfg HostConfig) (*Host, error) {
	n := len(cfg.Seats)
	if n < 2 || n > wire.MaxSeats {
		return nil, fmt.Errorf("a table has 2 to %d players, not %d", wire.MaxSeats, n)
	}
	lobby := wire.Lobby{Host: cfg.Name, Code: cfg.Code, Seats: append([]wire.Seat(nil), cfg.Seats...), Control: cfg.Control, NoHints: cfg.NoHints}
	limitsInLobby(cfg.Limits, &lobby)
	for i := range lobby.Seats {
		s := &lobby.Seats[i]
		s.Connected = s.Who != Remote
		s.Taken = s.Who != Remote
	}
	var led *hostLedger
	if cfg.Ledger != nil {
		var err error
		if led, err = newHostLedger(cfg.Ledger, &lobby); err != nil {
			return nil, err
		}
	}
	if err := (&wire.Message{Kind: wire.KindLobby, Lobby: &lobby}).Check(); err != nil {
		return nil, err
	}
	if _, err := game.New(options(cfg.Seed|1, n, cfg.Control, cfg.SeasonCap), nil); err != nil {
		return nil, err
	}
	h := &Host{cfg: cfg, lobby: lobby, tokens: make([]string, n), holders: make([]*link, n),
		seats: map[*link]int{}, refused: map[*link]int{}, inbox: make(chan received, cmp.Or(cfg.Inbox, 256)), stop: make(chan struct{}), over: make(chan struct{}),
		led: led, watchers: map[*link]bool{}, bk: newBanks(n, cfg.Limits.Bank)}
	for i := range h.tokens {
		h.tokens[i] = newToken()
	}
	return h, nil
}

func options(seed uint64, players int, control [4]int, seasonCap int) game.Options {
	return game.Options{Seed: seed, Players: players, Control: control, SeasonCap: seasonCap}
}

func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Accept takes a new connection; its hello comes through Step. It may be
// called from any goroutine (a listener's): the connection joins the table
// on the owner's thread, at the next Step.
func (h *Host) Accept(c transport.Conn) { h.accept(c, "", false) }

// accept hands a new connection, proven to hold key k ("": none), to the
// owner's thread.
func (h *Host) accept(c transport.Conn, k identity.Key, watchOnly bool) {
	select {
	case h.inbox <- received{accept: c, key: k, watchOnly: watchOnly}:
	case <-h.stop:
		c.Close("the table closed")
	}
}

// Lobby is the table and who sits where.
func (h *Host) Lobby() wire.Lobby { return h.lobbyCopy() }

// lobbyCopy is the lobby with seats of its own: a message being sent by a
// link's goroutine must not share them with the lobby, which changes.
func (h *Host) lobbyCopy() wire.Lobby {
	l := h.lobby
	l.Seats = append([]wire.Seat(nil), l.Seats...)
	return l
}

// Ready reports whether every remote seat is taken and connected (only
// taken, on a table whose people may be away: HostConfig.Away).
func (h *Host) Ready() bool {
	for _, s := range h.lobby.Seats {
		if s.Who == Remote && !(s.Taken && (s.Connected || h.cfg.Away)) {
			return false
		}
	}
	return true
}

// Started reports whether the game has begun.
func (h *Host) Started() bool { return h.rep != nil }

// Game is the host's replica (nil before the start): with the Patrón's
// secrets when his seat is at the host, public otherwise.
func (h *Host) Game() *game.Game {
	if h.rep == nil {
		return nil
	}
	return h.rep.g
}

// Log is the published log so far.
func (h *Host) Log() []string { return h.rep.log }

// Local lists the engine players this machine plays: its people, its
// bots, and bots standing in for absent players.
func (h *Host) Local() []int {
	var out []int
	for i, s := range h.lobby.Seats {
		if s.Who != Remote || s.StandIn {
			out = append(out, i)
		}
	}
	return out
}

// BotLevel is the bot that plays engine player p here ("" for a person or
// a remote seat).
func (h *Host) BotLevel(p int) string {
	s := h.lobby.Seats[p]
	if s.Who == Bot || s.StandIn {
		return s.Bot
	}
	return ""
}

// Start begins the game once every remote seat is taken.
func (h *Host) Start() error {
	if h.rep != nil {
		return fmt.Errorf("the game has already begun")
	}
	if !h.Ready() {
		return fmt.Errorf("not every seat is taken")
	}
	seed := h.cfg.Seed
	if seed == 0 {
		var b [8]byte
		rand.Read(b[:])
		for _, x := range b {
			seed = seed<<8 | uint64(x)
		}
		seed |= 1
	}
	opts := options(seed, len(h.lobby.Seats), h.cfg.Control, h.cfg.SeasonCap)
	var sec *game.SecretOptions
	if h.lobby.Seats[0].Who != Remote { // the Patrón's secrets live here
		sec = h.cfg.Secret
		if sec == nil {
			sec = &game.SecretOptions{}
			rand.Read(sec.Seed[:])
		}
	}
	g, err := game.New(opts, sec)
	if err != nil {
		return err
	}
	h.rep = newReplica(g, nil)
	h.lobby.Started = true
	if h.keep != nil { // the save holds the game before anyone hears of it
		h.keep()
	}
	h.broadcast(&wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: opts}})
	h.broadcastLobby()
	h.note(Note{Kind: NoteStarted})
	return nil
}

// Propose is a decision of a player at the host (a person or a bot): it
// joins the log at once, if the engine takes it.
func (h *Host) Propose(p int, c game.Command) error {
	if h.rep == nil || h.stopped() {
		return fmt.Errorf("the game has not begun, or was abandoned")
	}
	if h.lobby.Seats[p].Who == Remote && !h.lobby.Seats[p].StandIn {
		return fmt.Errorf("player %d plays on another machine", p+1)
	}
	return h.decided(p, c, nil)
}

// decided takes player p's decision c, made at the host (by a person, a
// bot, or a stand-in at the limit), into the game: a secret step is noted
// here, anything else joins the log and leaves. first, when set, is noted
// once the engine took c, before the rest.
func (h *Host) decided(p int, c game.Command, first *Note) error {
	if err := h.mayDecide(p); err != nil {
		return err
	}
	events, published, err := h.rep.decide(p, c)
	if err != nil {
		return err
	}
	if first != nil {
		h.note(*first)
	}
	if !published { // a secret step: nothing to publish
		h.note(Note{Kind: NoteCommitted, Seq: -1, Player: p, Command: c, Events: events})
		return nil
	}
	h.published(p, events, "")
	return nil
}

// published sends the log's last command, decided by player p, to every
// peer, and notes it here; sig is the seat's signature of it on an online
// table ("": the host's own decision, which the server signs).
func (h *Host) published(p int, events []game.Event, sig string) {
	seq := len(h.rep.log) - 1
	text := h.rep.log[seq]
	cmd := h.rep.g.Log()[len(h.rep.g.Log())-1]
	commit := &wire.Commit{Seq: seq, Seat: p, Command: text, Hash: h.rep.hash}
	h.signed(commit, sig)  // in the chain before the save reads it
	h.bankTurn(time.Now()) // the decision charged before the save reads the banks
	if h.keep != nil {
		h.keep()
	}
	m := &wire.Message{Kind: wire.KindCommit, Commit: commit}
	m.NoteArrival(cmp.Or(h.arrived, time.Now())) // the host's own decision: from now
	h.broadcast(m)
	h.note(Note{Kind: NoteCommitted, Seq: seq, Player: p, Command: cmd, Events: events})
	if h.rep.g.Over() && h.rep.g.Sec != nil && h.opens == nil {
		h.handOver(openingsOf(h.rep.g)) // the Patrón's machine opens his secrets
	}
}

// Chat says something for a player at the host.
func (h *Host) Chat(p int, text string) error {
	m := &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: p, Text: text}}
	if err := m.Check(); err != nil {
		return err
	}
	h.broadcast(m)
	h.note(Note{Kind: NoteChat, Player: p, Text: text})
	return nil
}

// StandIn lets a bot play for an absent remote Faction player until they
// come back. The Patrón cannot be stood in for: his secrets are on his
// machine.
func (h *Host) StandIn(p int, level string) error {
	s := &h.lobby.Seats[p]
	switch {
	case p == 0:
		return fmt.Errorf("no bot can stand in for the Patrón: his secrets are on his machine")
	case s.Who != Remote:
		return fmt.Errorf("player %d is not on another machine", p+1)
	case s.Connected:
		return fmt.Errorf("%s is connected", s.Name)
	}
	h.settle(time.Now()) // a stand-in's time is nobody's
	s.StandIn, s.Bot = true, level
	h.broadcastPresence()
	h.note(Note{Kind: NotePresence, Player: p})
	return nil
}

// Close ends the table for everyone: its person left (HostLeft).
func (h *Host) Close() { h.CloseWith(HostLeft) }

// CloseWith ends the table for everyone, saying why to each computer
// (ServerRestarting: a server's planned stop, after which it comes back).
func (h *Host) CloseWith(reason string) {
	select {
	case <-h.stop:
		return
	default:
	}
	close(h.stop)
	// A copy: a Step after the Close forgets links that end (gone), and
	// slices.Delete would clear them under the goroutine below.
	links := slices.Clone(h.links)
	for _, l := range links {
		l.close(reason)
	}
	for _, s := range h.strangers { // closed with the rest: no hello is waited for
		s.timer.Stop()
	}
	h.strangers = nil
	for { // connections accepted but not yet taken in
		select {
		case r := <-h.inbox:
			if r.accept != nil {
				r.accept.Close("the table closed")
			}
			continue
		default:
		}
		break
	}
	go func() {
		for _, l := range links {
			<-l.flushed // each writer waits a bounded time
		}
		close(h.over)
	}()
}

// Over is closed once a Close has done its work: every connection has
// been sent what was queued for it (the goodbyes) and is over, so the
// process may end.
func (h *Host) Over() <-chan struct{} { return h.over }

// Wait blocks until the network brings something or the time is up.
func (h *Host) Wait(d time.Duration) {
	if len(h.inbox) > 0 {
		return
	}
	t := time.NewTimer(h.untilDeadline(d))
	defer t.Stop()
	select {
	case r := <-h.inbox:
		h.handle(r) // not lost: handled now, its notes kept for Step
	case <-t.C:
	case <-h.stop:
	}
}

// Step handles what the network brought and returns what happened since
// the last Step: stepMost messages at most, so that the owner's thread
// always gets back to its own players, whatever the links bring.
func (h *Host) Step() []Note {
	for range stepMost {
		select {
		case r := <-h.inbox:
			h.handle(r)
			continue
		default:
		}
		break
	}
	h.enforce(time.Now())
	out := h.notes
	h.notes = nil
	return out
}

func (h *Host) note(n Note) {
	if h.quiet(n) {
		return
	}
	h.notes = append(h.notes, n)
}

// broadcast sends m to every welcomed peer, framed once, and first to the
// one whose decision is due: the table waits for it alone.
func (h *Host) broadcast(m *wire.Message) {
	wire.Seal(m)
	first := h.due()
	if first != nil {
		first.send(m)
	}
	for l := range h.seats {
		if l != first {
			l.send(m)
		}
	}
	for l := range h.watchers { // after the seats: no seat waits for them
		l.send(m)
	}
}

// due is the link of the remote player whose decision is due, if any.
func (h *Host) due() *link {
	p := h.waiting()
	if p < 0 {
		return nil
	}
	if l := h.holders[p]; l != nil {
		if _, welcomed := h.seats[l]; welcomed {
			return l
		}
	}
	return nil
}

func (h *Host) broadcastLobby() {
	l := h.lobbyCopy()
	h.broadcast(&wire.Message{Kind: wire.KindLobby, Lobby: &l})
}

func (h *Host) broadcastPresence() {
	h.broadcast(&wire.Message{Kind: wire.KindPresence,
		Presence: &wire.Presence{Seats: append([]wire.Seat(nil), h.lobby.Seats...), Waiting: h.waiting(), Pause: h.pauseNow(),
			Banks: h.banksNow()}})
}

// waiting is the engine player whose decision is due (-1: the Factions
// together, or nobody).
func (h *Host) waiting() int {
	if h.rep == nil || h.rep.g.Over() {
		return -1
	}
	return h.rep.g.Pub.Opts.ControllerOf(h.rep.g.Pending().Seat)
}

// HasNews reports whether the network brought something a Step would
// handle: an owner may then look at its game just before it changes.
func (h *Host) HasNews() bool { return len(h.inbox) > 0 || h.overdue() }
