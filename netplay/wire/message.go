// Package wire is the netplay protocol's messages and their framing: each
// message is one JSON object in a frame of a 4-byte big-endian length, on
// one reliable, ordered stream. Every message is versioned and bounded, and
// Decode refuses anything malformed before a session looks at it.
package wire

import (
	"patron/game"
	"patron/netplay/identity"
	"time"
)

// Version is the protocol version; peers of another version are refused.
// 3: the rules of ruling R25 (the DEA's mini-card windows), with which a
// machine of version 2 would disagree mid-game. 4: issue 22's hardened table
// (desync checks, decision limits, a host that comes back). 5: issue 33's
// signed moves and spectators (fields a LAN table leaves out). 6: the
// Patrón's sealed game on his proposals (Propose.Sealed), which a server
// keeps for his key and a host of version 5 would refuse as unknown.
const Version = 6

// Kind names what a message is.
type Kind string

const (
	KindHello    Kind = "hello"    // peer → host: who I am, which seat I want
	KindWelcome  Kind = "welcome"  // host → peer: your seat and its token
	KindRefuse   Kind = "refuse"   // host → peer: a hello refused, with why
	KindLobby    Kind = "lobby"    // host → all: the table and who sits where
	KindStart    Kind = "start"    // host → all: the game begins with these options
	KindSync     Kind = "sync"     // host → peer: the published log so far
	KindPropose  Kind = "propose"  // peer → host: a command for a seat I hold
	KindCommit   Kind = "commit"   // host → all: the next command of the log
	KindReject   Kind = "reject"   // host → peer: a proposal refused, with why
	KindDesync   Kind = "desync"   // peer → host: my state hash differs; host → all: what happens to that machine
	KindChat     Kind = "chat"     // peer → host → all: words between players
	KindPresence Kind = "presence" // host → all: who is connected, who stands in
	KindOpenings Kind = "openings" // the Patrón's machine → host → all: his secrets opened
	KindError    Kind = "error"    // either way: a message refused, with why
	KindBack     Kind = "back"     // peer → host: my person acts again: my seat back from its stand-in
	KindAbandon  Kind = "abandon"  // host → all: the game ends abandoned, and why
	KindPing     Kind = "ping"     // peer → host: still here, nothing to answer (ping.go)
)

// Message is one message: its kind and the payload of that kind (the one
// field that is set).
type Message struct {
	V    int  `json:"v"`
	Kind Kind `json:"kind"`

	Hello    *Hello    `json:"hello,omitempty"`
	Welcome  *Welcome  `json:"welcome,omitempty"`
	Refuse   *Refusal  `json:"refuse,omitempty"`
	Lobby    *Lobby    `json:"lobby,omitempty"`
	Start    *Start    `json:"start,omitempty"`
	Sync     *Sync     `json:"sync,omitempty"`
	Propose  *Propose  `json:"propose,omitempty"`
	Commit   *Commit   `json:"commit,omitempty"`
	Reject   *Refusal  `json:"reject,omitempty"`
	Desync   *Desync   `json:"desync,omitempty"`
	Chat     *Chat     `json:"chat,omitempty"`
	Presence *Presence `json:"presence,omitempty"`
	Openings *Openings `json:"openings,omitempty"`
	Error    *Refusal  `json:"error,omitempty"`
	Back     *Back     `json:"back,omitempty"`
	Abandon  *Abandon  `json:"abandon,omitempty"`
	Ping     *Ping     `json:"ping,omitempty"`

	// frame is the message framed once by Seal, for a message that goes
	// to many connections.
	frame []byte
	// arrived is when the move a commit carries reached its host (or was
	// decided there), for the host's own measure of how long its moves
	// take to reach each connection; never sent.
	arrived time.Time
}

// Arrived is when the move m carries reached its host (zero: not noted).
func (m *Message) Arrived() time.Time { return m.arrived }

// NoteArrival notes when the move m carries reached its host, before m
// is sent to any connection.
func (m *Message) NoteArrival(t time.Time) { m.arrived = t }

// Hello opens a connection.
type Hello struct {
	Name string `json:"name"` // the person's name
	App  string `json:"app"`  // the game's version, for the list of games
	// Code is the session code the person typed or discovery gave: the
	// host refuses a wrong one.
	Code string `json:"code"`
	// Seat is the engine player wanted (0 is the Patrón), or -1 for any
	// free one.
	Seat int `json:"seat"`
	// Token is the seat's token from an earlier welcome: a rejoin.
	Token string `json:"token,omitempty"`
	// Watch asks to watch the table, in no seat: the public view only.
	Watch bool `json:"watch,omitempty"`
}

// Welcome gives a peer its seat (-1 and no token for a watcher).
type Welcome struct {
	Seat  int    `json:"seat"`
	Token string `json:"token"` // keep it to come back to this seat
	Lobby Lobby  `json:"lobby"`
}

// Refusal is why something was refused: a stable code and words.
type Refusal struct {
	Code string `json:"code"` // e.g. "seat-taken", "wrong-code", "not-your-turn"
	Text string `json:"text"`
	Seq  int    `json:"seq,omitempty"` // the proposal's sequence number, for a reject
	// Epoch is the refused proposal's epoch, for a reject.
	Epoch int `json:"epoch,omitempty"`
}

// CodeTooSoon refuses a hello with a seat token that comes back more often
// than a person does (session/returns.go): that connection is closed, the
// seat stays as it was, and a later return is welcomed.
const CodeTooSoon = "too-soon"

// Lobby is the table as the host set it up, and who sits where.
type Lobby struct {
	Host    string `json:"host"` // the host's name, as the list of games shows it
	Code    string `json:"code"` // the session code
	Seats   []Seat `json:"seats"`
	Control [4]int `json:"control"` // each faction's engine player
	Started bool   `json:"started"`
	// LimitMS is the table's decision limit in milliseconds (0: none): a
	// Faction seat that does not decide within it is played by a bot until
	// its person acts again; the Patrón's seat pauses the table instead.
	LimitMS int `json:"limitMs,omitempty"`
	// GraceMS is the Patrón's countdown after the limit, in milliseconds:
	// when it runs out the host may end the game as abandoned (0: never).
	GraceMS int `json:"graceMs,omitempty"`
	// BankMS, PerMoveMS and CapMS are a turn-based table's time banks
	// (0: none, the decision limit rules): each seat's bank at the start,
	// what each of its turns adds, and the most it holds.
	BankMS    int64 `json:"bankMs,omitempty"`
	PerMoveMS int64 `json:"perMoveMs,omitempty"`
	CapMS     int64 `json:"capMs,omitempty"`
	// Table is the table's id, over which every move is signed, and
	// Server the key of the server's receipts (online tables only).
	Table  string       `json:"table,omitempty"`
	Server identity.Key `json:"server,omitempty"`
	// NoHints: the table was made without the hint of a seat (issue
	// 34), for everyone at it. Left out otherwise, so that a table with
	// hints reads as before to a machine older than the hint.
	NoHints bool `json:"noHints,omitempty"`
}

// Seat is one engine player (the index in Lobby.Seats; 0 is the Patrón).
type Seat struct {
	Name string `json:"name"`
	// Who: "host" (a person at the host's machine), "remote" (a person on
	// another machine), "bot".
	Who       string `json:"who"`
	Bot       string `json:"bot,omitempty"` // the bot's level, for a bot or a stand-in
	Taken     bool   `json:"taken"`         // a remote seat someone has joined
	Connected bool   `json:"connected"`
	StandIn   bool   `json:"standIn,omitempty"` // a bot plays while its person is away
	// Key is the key bound to the seat, the only one that signs its
	// moves (online tables; "" for a seat the server plays).
	Key identity.Key `json:"key,omitempty"`
}

// Start begins the game.
type Start struct {
	Options game.Options `json:"options"`
}

// Sync brings a peer up to date: the options and the published log.
type Sync struct {
	Options game.Options `json:"options"`
	Log     []string     `json:"log"`
	Hash    string       `json:"hash"` // the public state hash after the log
	// Resync: the peer's game differs from the log (its report held): it
	// rebuilds from the log alone and answers with a Desync "back" (or
	// "failed").
	Resync bool `json:"resync,omitempty"`
	// Signed holds each logged command's signature, aligned with Log, and
	// Receipt the server's receipt of the last (online tables only).
	Signed  []Signed `json:"signed,omitempty"`
	Receipt string   `json:"receipt,omitempty"`
}

// Signed is who signed one command of a sync's log.
type Signed struct {
	Seat int          `json:"seat"`
	Key  identity.Key `json:"key"`
	Sig  string       `json:"sig"`
}

// Propose asks the host to append a command to the log.
type Propose struct {
	Seq     int    `json:"seq"`     // the log position it is for (the log's length)
	Seat    int    `json:"seat"`    // the engine player it is decided for
	Command string `json:"command"` // the published form
	Hash    string `json:"hash"`    // the proposer's public state hash after it
	// Epoch numbers the proposer's run of decisions sent without waiting
	// for their commits: once the host refuses one, it refuses every later
	// one of that epoch (they were decided after it). The proposer starts
	// a new epoch when it gives a run up.
	Epoch int `json:"epoch,omitempty"`
	// Sig is the seat's key's signature of the move (online tables):
	// over the table, Seq, the chain's link before it, Seat and Command.
	Sig string `json:"sig,omitempty"`
	// Sealed is the Patrón's game sealed by his computer for itself
	// (netplay/sealed), on an online table: the server keeps it with the
	// move and gives it back to his key alone; no one else ever receives
	// it, and no one but his identity can open it. At most MaxSealed
	// bytes (base64 in the JSON).
	Sealed []byte `json:"sealed,omitempty"`
}

// MaxSealed bounds a proposal's sealed game (store.MaxSealed).
const MaxSealed = 64 << 10

// Commit is the next command of the log.
type Commit struct {
	Seq     int    `json:"seq"`
	Seat    int    `json:"seat"`
	Command string `json:"command"`
	Hash    string `json:"hash"` // the public state hash after it
	// Online tables: the signer's key and signature, and the server's
	// signature of its receipt (over the link after the move, which each
	// client works out itself).
	Key     identity.Key `json:"key,omitempty"`
	Sig     string       `json:"sig,omitempty"`
	Receipt string       `json:"receipt,omitempty"`
}

// Desync is about a machine whose state differs from the log's hash.
// From a peer it is a report (Step ""), a resync it could not rebuild from
// (StepFailed), or a resync done (StepBack); the host checks each against
// its own log. From the host it tells everyone what happens to the machine
// named by Seat (StepResync, StepBack, StepDropped, StepLies, StepFloods).
type Desync struct {
	Seq  int    `json:"seq"`
	Seat int    `json:"seat"` // the machine's player, as the host names it
	Want string `json:"want"`
	Got  string `json:"got"`
	Step string `json:"step,omitempty"`
}

// The steps of a desync (Desync.Step).
const (
	StepFailed  = "failed"  // peer: the host's log did not rebuild its game
	StepResync  = "resync"  // host: the machine is being brought back in step
	StepBack    = "back"    // peer: rebuilt and in step; host: it is back
	StepDropped = "dropped" // host: it could not be brought back: dropped, it may rejoin
	StepLies    = "lies"    // host: its reports did not hold: dropped, it may rejoin
	// StepFloods (host): its connection flooded the table past its fair
	// shares for seconds on end: cut off, it may come back after a while.
	StepFloods = "floods"
)

// Chat is words between players; it never carries game state.
type Chat struct {
	Seat int    `json:"seat"`
	Text string `json:"text"`
}

// Presence says who is connected and who stands in for whom.
type Presence struct {
	Seats   []Seat `json:"seats"`
	Waiting int    `json:"waiting"` // the engine player the table waits for, or -1
	// Pause is the table paused for the Patrón past the decision limit.
	Pause *Pause `json:"pause,omitempty"`
	// Banks are each seat's time bank on a turn-based table (none on
	// another), in the order of Seats.
	Banks []Bank `json:"banks,omitempty"`
}

// Bank is one seat's time bank as the host saw it when it sent it.
type Bank struct {
	LeftMS int64 `json:"leftMs"` // its time left
	// Running: the table waits on this seat's person and its bank runs
	// down from when the message was sent.
	Running bool `json:"running,omitempty"`
	// HeldMS: the seat's clock is stopped (its person is on vacation) for
	// this long from when the message was sent.
	HeldMS int64 `json:"heldMs,omitempty"`
}

// Pause is the table waiting for a seat no bot may play (the Patrón's)
// past the decision limit.
type Pause struct {
	Seat int `json:"seat"`
	// LeftMS is how long until the host may end the game as abandoned, in
	// milliseconds from when the message was sent (0: it may now).
	LeftMS int  `json:"leftMs"`
	Gone   bool `json:"gone"` // the seat's computer is not connected (else it is, and silent)
}

// Back asks the host for this machine's seat back from its stand-in.
type Back struct {
	Seat int `json:"seat"`
}

// Abandon ends a game that cannot go on: the Patrón did not decide within
// the table's limit and the countdown after it.
type Abandon struct {
	Seat     int  `json:"seat"`     // the seat the table waited for (0)
	WaitedMS int  `json:"waitedMs"` // how long it waited for that decision
	Gone     bool `json:"gone"`     // the seat's computer was not connected
	Commands int  `json:"commands"` // the published log's length at the end
	// Over: the game was over, and the table waited for the Patrón's
	// openings (the audit), which never came.
	Over bool `json:"over,omitempty"`
}

// Openings are the Patrón's opened commitments, in publication order.
type Openings struct {
	Openings []Opening `json:"openings"`
}

// Opening is one commitment's salt and payload, as text.
type Opening struct {
	Kind    string `json:"kind"`
	Salt    string `json:"salt"`
	Payload string `json:"payload"`
}

// Ping is a peer's sign of life when the host has said nothing for a
// while: the host answers nothing. Its point is its bytes: a host whose
// process died and came back on its port (patron host --resume) answers
// them with a QUIC stateless reset, so the peer learns at once that its
// connection is gone and dials again (a keep-alive alone is too small to
// be answered so). N counts the pings of the connection.
type Ping struct {
	N int `json:"n"`
}
