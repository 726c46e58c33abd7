package session

import (
	"crypto/rand"
	"fmt"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/ledger"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// PeerConfig is how a machine joins a table.
type PeerConfig struct {
	Hello wire.Hello
	// Secret is the Patrón's seed when this machine takes his seat; nil
	// draws one at the start. It never leaves this machine.
	Secret *game.SecretOptions
	// Resume is this machine's own game from its save, for coming back to
	// a game under way: the Patrón's machine needs it (his secrets are
	// nowhere else); a Faction's machine may rebuild from the log alone.
	Resume *game.Game
	// Identity signs this computer's moves at an online table
	// (ledger_peer.go); nil on the LAN.
	Identity *identity.Identity
}

// Peer is a machine at a table hosted elsewhere: one seat, a replica of
// the game, and a link to the host.
type Peer struct {
	cfg   PeerConfig
	link  *link
	seat  int
	token string
	lobby wire.Lobby
	rep   *replica
	opens []wire.Opening
	// waiting is the engine player the table waits for (-1: nobody).
	waiting int
	sent    bool // the Patrón's openings were handed over
	audited bool // the host relayed them back: his audit was noted
	closed  bool
	inbox   chan received
	stop    chan struct{}
	notes   []Note
	lim     peerLimit // the decision limit (limit_peer.go)
	// awaitingSync: back over a new connection to a game under way, this
	// machine waits for the host's sync before it decides again. A
	// decision sent before it would reach the host, yet the sync, which
	// stops before it, would call it lost, and the commit that follows
	// would find nobody waiting for it (reconnect.go).
	awaitingSync bool
	touch        touch       // when the host was last heard, and pinged (ping.go)
	led          *peerLedger // an online table's chain (ledger_peer.go); nil on the LAN
}

// peerInbox is how many messages from the host wait for the peer's loop
// before its reader waits too (and the host's outbox holds the rest). The
// host sends a table's moves one at a time, so a few dozen is minutes of
// play; it was 256, 25 KB held by every connection.
const peerInbox = 32

// Join says hello over a new connection and waits for a seat.
func Join(c transport.Conn, cfg PeerConfig, timeout time.Duration) (*Peer, error) {
	p := &Peer{cfg: cfg, waiting: -1, inbox: make(chan received, peerInbox), stop: make(chan struct{})}
	p.link = startLink(c, p.inbox, p.stop, peerShares, nil)
	hello := cfg.Hello
	p.link.send(&wire.Message{Kind: wire.KindHello, Hello: &hello})
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			p.Close()
			return nil, fmt.Errorf("the host did not answer in %v", timeout)
		case r := <-p.inbox:
			switch {
			case r.end:
				return nil, fmt.Errorf("the host closed the connection: %v", r.err)
			case r.err != nil:
				continue
			case r.msg.Kind == wire.KindRefuse:
				p.Close()
				return nil, &Refused{Code: r.msg.Refuse.Code, Text: r.msg.Refuse.Text}
			case r.msg.Kind == wire.KindWelcome:
				w := r.msg.Welcome
				if err := welcomeFits(w, hello, cfg.Resume, cfg.Identity); err != nil {
					p.Close()
					return nil, err
				}
				p.seat, p.token, p.lobby = w.Seat, w.Token, w.Lobby
				p.led = newPeerLedger(w.Lobby)
				p.touch.heard = time.Now() // a host that dies at once is pinged too (ping.go)
				return p, nil
			}
		}
	}
}

// welcomeFits checks that a welcome gives the seat asked for (the hello's,
// or any for -1; none to a watcher), one of the table's, for a machine
// back from its save the seat that save is of (the Patrón's holds his
// secrets), and at an online table a seat bound to this computer's key: a
// host that seats a machine elsewhere is lying or broken.
func welcomeFits(w *wire.Welcome, hello wire.Hello, resume *game.Game, id *identity.Identity) error {
	want := hello.Seat
	switch {
	case hello.Watch != (w.Seat < 0):
		return fmt.Errorf("the host gave seat %d to a computer that asked to watch: %v", w.Seat, hello.Watch)
	case w.Seat >= len(w.Lobby.Seats):
		return fmt.Errorf("the host gave seat %d at a table of %d seats", w.Seat, len(w.Lobby.Seats))
	case want >= 0 && w.Seat != want:
		return fmt.Errorf("the host gave seat %d, not seat %d as asked", w.Seat, want)
	case resume != nil && (resume.Sec != nil) != (w.Seat == 0):
		return fmt.Errorf("the host gave seat %d to a computer whose save is of another seat", w.Seat)
	}
	return ledgerFits(w, id)
}

// Refused is a hello the host turned down.
type Refused struct{ Code, Text string }

func (e *Refused) Error() string { return "the host refused: " + e.Text }

// Seat is this machine's engine player (0 is the Patrón).
func (p *Peer) Seat() int { return p.seat }

// Token is the seat's token: kept, it brings this machine (or another)
// back to the seat.
func (p *Peer) Token() string { return p.token }

// Lobby is the table as the host last described it.
func (p *Peer) Lobby() wire.Lobby { return p.lobby }

// Waiting is the engine player the table waits for, or -1.
func (p *Peer) Waiting() int {
	if p.rep == nil || p.rep.g == nil || p.rep.g.Over() {
		return p.waiting
	}
	return p.rep.g.Pub.Opts.ControllerOf(p.rep.g.Pending().Seat)
}

// Game is this machine's replica (nil before the start).
func (p *Peer) Game() *game.Game {
	if p.rep == nil {
		return nil
	}
	return p.rep.g
}

// Log is the published log this machine has applied.
func (p *Peer) Log() []string {
	if p.rep == nil {
		return nil
	}
	return p.rep.log
}

// Closed reports whether the link to the host is gone.
func (p *Peer) Closed() bool { return p.closed }

// LastSent is the log position of this machine's latest decision still
// waiting for the host (ok false: none waits): with decisions sent ahead,
// it is past the log's end by those before it.
func (p *Peer) LastSent() (seq int, ok bool) {
	if p.rep == nil || len(p.rep.pending) == 0 {
		return 0, false
	}
	return p.rep.pending[len(p.rep.pending)-1].seq, true
}

// Pending reports whether a decision of this machine's waits for the host.
func (p *Peer) Pending() bool { return p.rep != nil && len(p.rep.pending) > 0 }

// Ahead is the game this machine's next decision is made in: Game with
// the decisions sent and not yet back from the host applied. A bot may
// decide on in it without waiting (see MayPropose); a person's screen
// shows Game.
func (p *Peer) Ahead() *game.Game {
	if p.rep == nil {
		return nil
	}
	return p.rep.next()
}

// MayPropose reports whether c could be sent now, ahead of the host's
// commits of this machine's earlier decisions: not a private form, and
// not too far ahead.
func (p *Peer) MayPropose(c game.Command) bool {
	return p.rep != nil && !p.closed && !p.awaitingSync && p.rep.mayPropose(c)
}

// Propose sends a decision of this machine's player to the host. A secret
// step that publishes nothing is applied here at once.
func (p *Peer) Propose(c game.Command) error {
	if p.rep == nil {
		return fmt.Errorf("the game has not begun")
	}
	if p.closed {
		return fmt.Errorf("the connection to the host is gone")
	}
	if p.awaitingSync {
		return fmt.Errorf("back at the table, waiting for the host's log before deciding")
	}
	if p.Watching() {
		return errWatching
	}
	prop, events, err := p.rep.prepare(p.seat, c)
	if err != nil {
		return err
	}
	if prop == nil {
		p.note(Note{Kind: NoteCommitted, Seq: -1, Player: p.seat, Command: c, Events: events})
		return nil
	}
	p.sign(prop)
	p.link.send(p.proposeMessage(prop))
	return nil
}

// Chat sends words to the table.
func (p *Peer) Chat(text string) error {
	m := &wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: p.seat, Text: text}}
	if err := m.Check(); err != nil {
		return err
	}
	p.link.send(m)
	return nil
}

// Close leaves the table.
func (p *Peer) Close() {
	select {
	case <-p.stop:
		return
	default:
	}
	close(p.stop)
	p.link.close("left the table")
	p.closed = true
}

// Over is closed once a Close (or the connection's end) has done its
// work: what this machine queued (the Patrón's openings, at the end) is
// written, and the connection is over (the host has read it all, or the
// transport gave up on it), so the process may end.
func (p *Peer) Over() <-chan struct{} { return p.link.flushed }

// Wait blocks until the host sends something or the time is up.
func (p *Peer) Wait(d time.Duration) {
	if len(p.inbox) > 0 {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case r := <-p.inbox:
		p.handle(r)
	case <-t.C:
	case <-p.stop:
	}
}

// Step handles what the host sent and returns what happened: stepMost
// messages at most, so that a host that floods cannot hold this machine's
// thread, nor grow its notes, without end.
func (p *Peer) Step() []Note {
	for range stepMost {
		select {
		case r := <-p.inbox:
			p.handle(r)
			continue
		default:
		}
		break
	}
	p.keepInTouch(time.Now())
	out := p.notes
	p.notes = nil
	return out
}

func (p *Peer) note(n Note) { p.notes = append(p.notes, n) }

func (p *Peer) handle(r received) {
	if r.from != p.link { // a connection given up (reconnect.go): what it still brings is not the table's
		return
	}
	p.touch.heard = time.Now()
	if r.end {
		p.closed = true
		p.note(Note{Kind: NoteClosed, Text: fmt.Sprint(r.err), Err: r.err})
		return
	}
	if p.slowDown(r) {
		return
	}
	if r.err != nil {
		p.note(Note{Kind: NoteProblem, Code: CodeHostUnusable, Text: "the host sent something unreadable: " + r.err.Error()})
		return
	}
	m := r.msg
	switch m.Kind {
	case wire.KindLobby:
		p.lobby = *m.Lobby
		p.note(Note{Kind: NoteLobby})
	case wire.KindStart:
		p.start(m.Start.Options)
	case wire.KindSync:
		p.sync(m.Sync)
	case wire.KindCommit:
		p.commit(m.Commit)
	case wire.KindReject:
		code := m.Reject.Code
		if code == "hash" {
			p.refusedHash(m.Reject)
		}
		if p.rep != nil {
			switch {
			case p.rep.desync || m.Reject.Epoch < p.rep.epoch:
				code = "stale" // a run given up (its game went off the log): nothing to do
			case !p.rep.waits(m.Reject.Seq):
				// no decision of this machine's waits at that place: the
				// refusal is of nothing it sent (a flood on its connection)
				code = "stale"
			default:
				p.rep.refused(m.Reject.Epoch)
			}
		}
		p.note(Note{Kind: NoteRefused, Text: m.Reject.Text, Code: code})
	case wire.KindChat:
		p.note(Note{Kind: NoteChat, Player: m.Chat.Seat, Text: m.Chat.Text})
	case wire.KindPresence:
		p.lobby.Seats, p.waiting = m.Presence.Seats, m.Presence.Waiting
		p.note(Note{Kind: NotePresence})
		p.paused(m.Presence.Pause)
		p.banked(m.Presence.Banks)
	case wire.KindDesync:
		p.told(m.Desync)
	case wire.KindOpenings:
		switch {
		case p.rep != nil && p.rep.desync: // off the log: the host's resync brings them again
		case p.rep == nil || p.rep.g == nil || !p.rep.g.Over(): // they come after the last command
			p.note(Note{Kind: NoteProblem, Code: CodeHostUnusable, Text: "the host sent the Patrón's openings before the end of the game: ignored"})
		case p.seat == 0 && p.rep.g.Sec != nil: // his own, relayed: they reached the host
			if !p.audited {
				p.audited = true
				p.opens = openingsOf(p.rep.g)
				p.note(auditNote(p.rep.g.Pub.Opts, p.rep.log, p.opens))
			}
		case p.opens == nil:
			p.opens = m.Openings.Openings
			p.note(auditNote(p.rep.g.Pub.Opts, p.rep.log, p.opens))
		}
	case wire.KindError:
		p.note(Note{Kind: NoteProblem, Text: m.Error.Text, Code: m.Error.Code})
	case wire.KindAbandon:
		p.abandoned(m.Abandon)
	}
}

// start makes this machine's game: the Patrón's with his secrets, any
// other public.
func (p *Peer) start(opts game.Options) {
	if p.rep != nil { // a second game from the Patrón's seed again would repeat his salts and shuffles
		p.note(Note{Kind: NoteProblem, Code: CodeHostUnusable, Text: "the host started the game again: refused, the game goes on"})
		return
	}
	g, err := p.newGame(opts)
	if err != nil {
		p.note(Note{Kind: NoteProblem, Code: CodeHostUnusable, Text: "the host's options do not start a game: " + err.Error()})
		return
	}
	p.rep = newReplica(g, nil)
	p.startChain()
	p.note(Note{Kind: NoteStarted})
}

// newGame is the game of opts at its start, with the Patrón's secrets on
// his machine (drawn once).
func (p *Peer) newGame(opts game.Options) (*game.Game, error) {
	var sec *game.SecretOptions
	if p.seat == 0 {
		sec = p.cfg.Secret
		if sec == nil {
			sec = &game.SecretOptions{}
			rand.Read(sec.Seed[:])
			p.cfg.Secret = sec
		}
	}
	return game.New(opts, sec)
}

func (p *Peer) commit(c *wire.Commit) {
	if p.rep == nil || p.rep.desync { // off the log: it waits for the host's (resync.go)
		return
	}
	var m ledger.Move
	if p.led != nil {
		var err error
		if m, err = p.checkCommit(c); err != nil {
			p.forged(err)
			return
		}
	}
	before := len(p.rep.log)
	events, err := p.rep.commit(c.Seq, c.Seat, c.Command, c.Hash)
	if p.led != nil && len(p.rep.log) > before {
		p.led.chain.Take(m) // checked above: the chain follows the log
	}
	if err != nil {
		p.differs(c, err)
		return
	}
	applied := p.rep.g.Log()[len(p.rep.g.Log())-1]
	p.note(Note{Kind: NoteCommitted, Seq: c.Seq, Player: c.Seat, Command: applied, Events: events})
	p.openIfOver()
}

// openIfOver opens the Patrón's secrets once the game is over, on his
// machine, once: after the last commit, or after coming back to a game
// that ended meanwhile.
func (p *Peer) openIfOver() {
	if p.seat == 0 && p.rep.g.Over() && !p.sent && p.rep.g.Sec != nil {
		p.sent = true
		// Audited once the host relays them back: openings lost with the
		// connection are sent again after a return (Adopt), and this
		// machine is not done before they reached the table.
		p.link.send(&wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: openingsOf(p.rep.g)}})
	}
}

// HasNews reports whether the host sent something a Step would handle.
func (p *Peer) HasNews() bool { return len(p.inbox) > 0 }
