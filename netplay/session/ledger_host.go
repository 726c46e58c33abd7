package session

import (
	"fmt"
	"slices"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/ledger"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// An online table's host keeps its log as a chain of signed moves
// (netplay/ledger, docs/netplay.md "Signed moves"): each seat is bound to
// a person's key, and only that key's signature lets a proposal into the
// log; the host signs its own decisions (its bots, stand-ins, the
// Factions' shared decision at the limit) with the server's key, and
// every commit carries the signer's key, the signature and the server's
// receipt. A LAN table has no ledger and none of this.

// LedgerConfig is an online table's ledger (HostConfig.Ledger).
type LedgerConfig struct {
	Table  string             // the table's id, which every signature covers
	Server *identity.Identity // signs the receipts and the moves of the seats the server plays
	// Keys holds each seat's bound key, engine players in order: "" for a
	// seat the server plays, or a person's seat nobody has taken yet.
	Keys []identity.Key
}

// The ledger's notes, numbered apart from notes.go's and limit.go's.
const (
	// NoteBound (host): a person's key was bound to a seat (Player, Key),
	// or the seat freed again in the lobby (Key ""): a server stores it.
	NoteBound NoteKind = 200 + iota
	// NoteForged (peer): a commit or a sync did not hold (Text says which
	// check failed): nothing of it was applied, and this computer stops.
	NoteForged
)

// The ledger's refusals.
const (
	CodeKeyNeeded    = "key-needed"    // a hello over a connection no key was proven on
	CodeKeySeated    = "key-seated"    // a key asks for a seat other than the one it holds
	CodeBadSignature = "bad-signature" // a proposal not signed by its seat's key over its place
)

// hostLedger is the host's chain and what it has signed.
type hostLedger struct {
	table    string
	server   *identity.Identity
	keys     []identity.Key
	chain    *ledger.Chain
	moves    []ledger.Move
	receipts []ledger.Receipt
	sealed   sealedMove // the Patrón's latest sealed game (sealed.go)
}

// newHostLedger checks an online table's ledger against its seats and
// shows it in the lobby: a key only on a person's seat, each once.
func newHostLedger(cfg *LedgerConfig, lobby *wire.Lobby) (*hostLedger, error) {
	n := len(lobby.Seats)
	keys := make([]identity.Key, n)
	switch {
	case cfg.Server == nil:
		return nil, fmt.Errorf("an online table needs the server's key")
	case cfg.Keys != nil && len(cfg.Keys) != n:
		return nil, fmt.Errorf("%d keys for %d seats", len(cfg.Keys), n)
	}
	copy(keys, cfg.Keys)
	for i, k := range keys {
		if k == "" {
			continue
		}
		if err := k.Check(); err != nil {
			return nil, fmt.Errorf("seat %d's key: %w", i, err)
		}
		if lobby.Seats[i].Who != Remote {
			return nil, fmt.Errorf("seat %d is the server's, yet bound to a key", i)
		}
		if slices.Index(keys, k) != i {
			return nil, fmt.Errorf("one key bound to two seats")
		}
		lobby.Seats[i].Key, lobby.Seats[i].Taken = k, true // kept for its person
	}
	lobby.Table, lobby.Server = cfg.Table, cfg.Server.Public()
	led := &hostLedger{table: cfg.Table, server: cfg.Server, keys: keys}
	led.chain = ledger.NewChain(cfg.Table, led.signers())
	return led, nil
}

func (led *hostLedger) signers() ledger.Signers {
	return ledger.Signers{Server: led.server.Public(), Seats: slices.Clone(led.keys)}
}

// AcceptKeyed takes a new connection that the caller (the server) has
// already seen prove key k (it signed the server's challenge). Its hello
// needs no seat token: the seat bound to k is given back to it, and a
// newcomer's free seat is bound to k. On a table without a ledger it is
// Accept.
func (h *Host) AcceptKeyed(c transport.Conn, k identity.Key) {
	if k.Check() != nil {
		c.Close("not a key")
		return
	}
	h.accept(c, k, false)
}

// AcceptWatcher takes a new connection proven to hold key k, as
// AcceptKeyed, that may only watch: a hello on it that asks for a seat is
// refused (a server lets a connection in to watch past limits it keeps on
// those that sit).
func (h *Host) AcceptWatcher(c transport.Conn, k identity.Key) {
	if k.Check() != nil {
		c.Close("not a key")
		return
	}
	h.accept(c, k, true)
}

// keyedSeat is the seat a hello over a connection proven by key k is
// given on an online table (want: the seat asked for, -1 any), and
// whether it is bound to k already (a return); a refusal's code and words
// when none.
func (h *Host) keyedSeat(k identity.Key, want int) (seat int, back bool, code, text string) {
	if i := slices.Index(h.led.keys, k); i >= 0 {
		if want >= 0 && want != i {
			return -1, false, CodeKeySeated, fmt.Sprintf("this key already sits in seat %d of this table", i)
		}
		return i, true, "", ""
	}
	if h.rep != nil {
		return -1, false, "started", "the game has begun; only its players may come back"
	}
	if seat = h.freeSeat(want); seat < 0 {
		return -1, false, "seat-taken", "no free seat like that at this table"
	}
	return seat, false, "", ""
}

// bind binds seat to k ("" frees it), in the chain and the lobby, and
// notes it for the server to store.
func (h *Host) bind(seat int, k identity.Key) {
	h.led.keys[seat] = k
	h.led.chain.Bind(seat, k)
	h.lobby.Seats[seat].Key = k
	h.note(Note{Kind: NoteBound, Player: seat, Key: k})
}

// checkSigned refuses a proposal not signed by its seat's bound key over
// its place in the chain (nil on a LAN table).
func (h *Host) checkSigned(seat int, p *wire.Propose) error {
	if h.led == nil {
		return nil
	}
	_, err := h.led.chain.Check(ledger.Move{Seq: p.Seq, Seat: seat, Command: p.Command, Key: h.led.keys[seat], Sig: p.Sig})
	return err
}

// signed takes the log's command seq, decided for seat, into the chain:
// sig is its seat's signature (checked by checkSigned), or "" for the
// host's own decision, which the server's key signs. The commit carries
// the signer, the signature and the server's receipt.
func (h *Host) signed(c *wire.Commit, sig string) {
	led := h.led
	if led == nil {
		return
	}
	m := ledger.Move{Seq: c.Seq, Seat: c.Seat, Command: c.Command, Key: led.keys[c.Seat], Sig: sig}
	if sig == "" {
		m = ledger.Sign(led.server, led.table, led.chain.Link(), c.Seq, c.Seat, c.Command)
	}
	// checked by checkSigned at this place, or signed just now
	if _, err := led.chain.Take(m); err != nil { // the host decides only for seats the server may sign (mayDecide)
		panic(fmt.Sprintf("the host's own move does not chain: %v", err))
	}
	r := ledger.SignReceipt(led.server, led.table, c.Seq, led.chain.Link())
	led.moves, led.receipts = append(led.moves, m), append(led.receipts, r)
	c.Key, c.Sig, c.Receipt = m.Key, m.Sig, r.Sig
}

// mayDecide reports whether the host may decide for seat p: on an online
// table never for a person's Patrón (his key alone signs his moves).
func (h *Host) mayDecide(p int) error {
	if h.led != nil && p == 0 && h.led.keys[0] != "" {
		return fmt.Errorf("the Patrón's moves are signed by his person's key alone")
	}
	return nil
}

// signedSync adds the log's signatures and the last receipt to a sync.
func (h *Host) signedSync(s *wire.Sync) {
	led := h.led
	if led == nil {
		return
	}
	s.Signed = make([]wire.Signed, len(led.moves))
	for i, m := range led.moves {
		s.Signed[i] = wire.Signed{Seat: m.Seat, Key: m.Key, Sig: m.Sig}
	}
	if n := len(led.receipts); n > 0 {
		s.Receipt = led.receipts[n-1].Sig
	}
}

// Moves are the signed moves of the log from its place from on (nil on a
// LAN table): in OnPublish, what a server stores before the commit leaves.
func (h *Host) Moves(from int) []ledger.Move {
	if h.led == nil || from >= len(h.led.moves) {
		return nil
	}
	return slices.Clone(h.led.moves[max(from, 0):])
}

// Receipts are the server's receipts of the moves from from on.
func (h *Host) Receipts(from int) []ledger.Receipt {
	if h.led == nil || from >= len(h.led.receipts) {
		return nil
	}
	return slices.Clone(h.led.receipts[max(from, 0):])
}

// Keys are the keys bound to the seats (nil on a LAN table).
func (h *Host) Keys() []identity.Key {
	if h.led == nil {
		return nil
	}
	return slices.Clone(h.led.keys)
}

// Record is the table's whole signed record, for export and ledger.Verify
// (nil on a LAN table or before the start).
func (h *Host) Record() *ledger.Log {
	if h.led == nil || h.rep == nil {
		return nil
	}
	l := &ledger.Log{Table: h.led.table, Server: h.led.server.Public(), Options: h.rep.g.Pub.Opts,
		Moves: h.Moves(0), Receipts: h.Receipts(0)}
	for i, s := range h.lobby.Seats {
		seat := ledger.Seat{Name: s.Name, Key: h.led.keys[i]}
		if s.Who == Bot {
			seat.Bot = s.Bot
		}
		l.Seats = append(l.Seats, seat)
	}
	for _, o := range h.opens {
		l.Openings = append(l.Openings, game.OpeningText{Kind: o.Kind, Salt: o.Salt, Payload: o.Payload})
	}
	if h.clk.ended != nil {
		l.Ended = "abandoned"
	}
	return l
}

// RestoreSigned opens an online table again from what the server stored:
// Kept (the seats and their keys), the game, and the signed moves of its
// log, whose chain must hold from the table's genesis, command by
// command the game's published log; the receipts are signed again.
func RestoreSigned(cfg HostConfig, k Kept, g *game.Game, moves []ledger.Move) (*Host, error) {
	if cfg.Ledger == nil {
		return nil, fmt.Errorf("a table without a ledger has no signed moves")
	}
	h, err := restore(cfg, k, g)
	if err != nil {
		return nil, err
	}
	led := h.led
	if len(moves) != len(h.rep.log) {
		return nil, fmt.Errorf("the store holds %d signed moves for a log of %d commands", len(moves), len(h.rep.log))
	}
	for i, m := range moves {
		if m.Command != h.rep.log[i] {
			return nil, fmt.Errorf("signed move %d is %q, the game's command %q", i+1, m.Command, h.rep.log[i])
		}
		if _, err := led.chain.Accept(m); err != nil {
			return nil, fmt.Errorf("the stored chain does not hold: %w", err)
		}
		led.moves = append(led.moves, m)
		led.receipts = append(led.receipts, ledger.SignReceipt(led.server, led.table, i, led.chain.Link()))
	}
	return h, nil
}
