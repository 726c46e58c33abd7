package lan

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strconv"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/game/savefile"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// A host's save is all a host needs to open its table again after a crash
// or a restart (`patron host --resume FILE`, the window's "Back to my
// table"): its certificate and key (the same fingerprint, so the same
// session code), the port it listened on, the table (names, who sits
// where, bots, the split of the factions, the options), every seat's
// token, the Patrón's openings once handed over, and the host's own game
// in the save format (game/savefile), with the Patrón's secrets only when
// his seat is at the host. It is one JSON document, sealed by a SHA-256
// over the rest, written whole or not at all, and checked whole before
// anything is done with it.

const (
	hostSaveFormat  = "patron-host"
	hostSaveVersion = 1
	// maxHostSave bounds the file: the game's save and a few kilobytes.
	maxHostSave = savefile.MaxBytes + 64<<10
	hostSeal    = "patron host save 1\n"
)

// hostFile is the document.
type hostFile struct {
	Format    string       `json:"format"`
	Version   int          `json:"version"`
	Name      string       `json:"name"` // the table's name
	Addr      string       `json:"addr"` // where it listened, host:port (host "" for every interface)
	Cert      []byte       `json:"cert"` // DER
	Key       []byte       `json:"key"`  // PKCS #8 DER
	Control   [4]int       `json:"control"`
	SeasonCap int          `json:"seasonCap"`
	BotSeed   uint64       `json:"botSeed"`
	Table     session.Kept `json:"table"`
	// Game is the host's game; none in a lobby's save, which keeps the
	// public seed to start it with (Seed: 0 draws one at the start).
	Game json.RawMessage `json:"game,omitempty"`
	Seed uint64          `json:"seed,omitempty"`
	// The table's decision limit and the Patrón's countdown past it, in
	// milliseconds, and the stand-in's level (netplay/session/limit.go).
	LimitMS    int    `json:"limitMs,omitempty"`
	GraceMS    int    `json:"graceMs,omitempty"`
	StandInBot string `json:"standInBot,omitempty"`
	// NoAnnounce: the table did not answer discovery (patron host
	// --no-announce), and does not when it comes back. A save without it
	// (older ones) announces, as tables did by default.
	NoAnnounce bool `json:"noAnnounce,omitempty"`
	// NoHints: the table was made without hints (issue 34); older saves,
	// and tables with hints, leave it out.
	NoHints bool   `json:"noHints,omitempty"`
	Seal    string `json:"seal"`
}

// HostBack is a host's save, read and checked: what opens its table again.
type HostBack struct {
	Identity *transport.Identity
	Table    session.HostConfig // the table as set up (its seats those kept)
	Kept     session.Kept
	Game     *game.Game
	Addr     string // where it listened
	BotSeed  uint64 // the seed of the host's bots
	Created  time.Time
	// NoAnnounce: the table did not answer discovery, and comes back so
	// unless told otherwise.
	NoAnnounce bool
}

// Code is the table's session code.
func (b *HostBack) Code() string { return b.Identity.Code() }

// hostSaving is what EncodeHostSave needs of a table being played.
type hostSaving struct {
	srv     *Server
	addr    string
	botSeed uint64
	created time.Time
	// key seals the Patrón's part when no person at the host plays him
	// (the window's people there play Factions); nil keeps it in clear
	// (headless, or a person at the host plays him).
	key *savefile.Key
	// noAnnounce: the table does not answer discovery.
	noAnnounce bool
}

// encode is the host's save of the table as it stands.
func (s hostSaving) encode() ([]byte, error) {
	g := s.srv.Game()
	if g == nil {
		return s.encodeLobby()
	}
	kept := s.srv.Kept()
	t := savefile.Table{People: people(kept.Seats), Patron: 0, Control: g.Pub.Opts.Control, Abandoned: abandonedMark(s.srv.Abandoned())}
	var data []byte
	var err error
	switch {
	case g.Sec == nil:
		data, err = savefile.Write(g, t, savefile.PublicPart, s.created, time.Now())
	case s.key != nil && !g.Over():
		data, err = savefile.WriteSealed(g, t, s.key, s.created, time.Now())
	default:
		data, err = savefile.Write(g, t, savefile.WithSecrets, s.created, time.Now())
	}
	if err != nil {
		return nil, err
	}
	f, err := s.table(kept)
	if err != nil {
		return nil, err
	}
	f.SeasonCap, f.Game = g.Pub.Opts.SeasonCap, data
	return f.sealed()
}

// table is the host's save of the table around its game, unsealed: who
// the host is, where it listens, its seats (kept) and their tokens, its
// limits; a game's save adds the game, a lobby's its options.
func (s hostSaving) table(kept session.Kept) (hostFile, error) {
	cert, key, err := s.srv.Identity().Marshal()
	if err != nil {
		return hostFile{}, err
	}
	l := s.srv.Lobby()
	return hostFile{Format: hostSaveFormat, Version: hostSaveVersion, Name: l.Host, Addr: s.addr, Cert: cert, Key: key,
		Control: l.Control, BotSeed: s.botSeed, Table: kept,
		LimitMS: l.LimitMS, GraceMS: l.GraceMS, StandInBot: s.srv.Limits().Bot, NoAnnounce: s.noAnnounce, NoHints: l.NoHints}, nil
}

// sealed is f sealed, as it is written.
func (f hostFile) sealed() ([]byte, error) {
	var err error
	if f.Seal, err = f.sealOf(); err != nil {
		return nil, err
	}
	return json.MarshalIndent(&f, "", " ")
}

func (f hostFile) sealOf() (string, error) {
	f.Seal = ""
	b, err := json.Marshal(&f)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(append([]byte(hostSeal), b...))
	return hex.EncodeToString(sum[:]), nil
}

// HostSaveError is a host's save that cannot open its table again: what
// is wrong with it, in words.
type HostSaveError struct {
	Path   string
	Reason string
}

func (e *HostSaveError) Error() string {
	if e.Path == "" {
		return "not a host's save that can be resumed: " + e.Reason
	}
	return fmt.Sprintf("%s is not a host's save that can be resumed: %s", e.Path, e.Reason)
}

// ReadHostSave reads and checks the host's save at path (DecodeHostSave).
func ReadHostSave(path string, key func() (*savefile.Key, error)) (*HostBack, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxHostSave+1))
	if err != nil {
		return nil, err
	}
	b, err := DecodeHostSave(data, key)
	var e *HostSaveError
	if errors.As(err, &e) {
		e.Path = path
	}
	return b, err
}

// DecodeHostSave checks a host's save whole (its size, its form, its
// seal, the certificate against its key, the table, the game's own save
// replayed, and the game against the table) and returns what opens the
// table again; anything wrong is a HostSaveError that says what. key gives
// the key of a sealed Patrón's part (nil: none).
func DecodeHostSave(data []byte, key func() (*savefile.Key, error)) (*HostBack, error) {
	bad := func(format string, args ...any) error {
		return &HostSaveError{Reason: fmt.Sprintf(format, args...)}
	}
	if len(data) > maxHostSave {
		return nil, bad("over %d bytes", maxHostSave)
	}
	var f hostFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return nil, bad("it ends too soon (cut short or empty)")
		}
		return nil, bad("not JSON of a host's save: %v", err)
	}
	if dec.More() {
		return nil, bad("more than one document")
	}
	switch {
	case f.Format != hostSaveFormat:
		return nil, bad("not a %s document (a joiner's or a hotseat save is resumed otherwise)", hostSaveFormat)
	case f.Version != hostSaveVersion:
		return nil, bad("version %d; this program reads version %d", f.Version, hostSaveVersion)
	}
	if seal, err := f.sealOf(); err != nil || seal != f.Seal {
		return nil, bad("its seal does not match its contents: the file was changed or damaged after it was written")
	}
	id, err := transport.ParseIdentity(f.Cert, f.Key)
	if err != nil {
		return nil, bad("its certificate: %v", err)
	}
	if err := checkListened(f.Addr); err != nil {
		return nil, bad("its address: %v", err)
	}
	lobby := wire.Lobby{Host: f.Name, Code: id.Code(), Seats: f.Table.Seats, Control: f.Control, LimitMS: f.LimitMS, GraceMS: f.GraceMS, NoHints: f.NoHints}
	if err := (&wire.Message{Kind: wire.KindLobby, Lobby: &lobby}).Check(); err != nil {
		return nil, bad("its table: %v", err)
	}
	if o := f.Table.Openings; o != nil {
		if err := (&wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: o}}).Check(); err != nil {
			return nil, bad("the Patrón's openings: %v", err)
		}
	}
	if len(f.Game) == 0 { // a lobby's save (hostsave_lobby.go)
		return decodeLobby(f, id)
	}
	if f.Seed != 0 {
		return nil, bad("it keeps a seed beside its game (a lobby's save has no game)")
	}
	sf, err := savefile.Decode(f.Game)
	if err == nil && sf.Sealed != nil {
		var k *savefile.Key
		if key == nil {
			err = errors.New("the Patrón's part is sealed and no key is at hand")
		} else if k, err = key(); err == nil {
			err = sf.Unseal(k)
		}
	}
	var g *game.Game
	if err == nil {
		g, err = sf.Game()
	}
	if err != nil {
		return nil, bad("its game: %v", err)
	}
	if err := f.checkBots(); err != nil {
		return nil, err
	}
	if err := f.checkSeatsAgree(sf.Table); err != nil {
		return nil, err
	}
	if sf.Table.Abandoned != nil {
		return nil, bad("its game was ended as abandoned: there is nothing to go on with")
	}
	cfg := session.HostConfig{Name: f.Name, Code: id.Code(), App: AppVersion, Seats: f.Table.Seats, Control: f.Control,
		Seed: g.Pub.Opts.Seed, SeasonCap: f.SeasonCap, Limits: session.Limits{Decision: time.Duration(f.LimitMS) * time.Millisecond,
			Grace: time.Duration(f.GraceMS) * time.Millisecond, Bot: f.StandInBot}, NoHints: f.NoHints}
	if _, err := session.Restore(cfg, f.Table, g); err != nil { // a dry run: the same checks as the real one
		return nil, bad("%v", err)
	}
	created, _ := time.Parse(time.RFC3339, sf.Summary.Created)
	return &HostBack{Identity: id, Table: cfg, Kept: f.Table, Game: g, Addr: f.Addr, BotSeed: f.BotSeed, Created: created,
		NoAnnounce: f.NoAnnounce}, nil
}

// checkBots refuses a save with a bot that cannot play: the stand-in's,
// or a seat's, which would hold the table for ever.
func (f hostFile) checkBots() error {
	if f.StandInBot != "" {
		if _, err := bot.New(f.StandInBot, false, 1); err != nil {
			return &HostSaveError{Reason: fmt.Sprintf("its stand-in: %v", err)}
		}
	}
	for i, seat := range f.Table.Seats {
		if seat.Who == session.Bot {
			if _, err := bot.New(seat.Bot, i == 0, 1); err != nil {
				return &HostSaveError{Reason: fmt.Sprintf("seat %d's bot: %v", i, err)}
			}
		}
	}
	return nil
}

// checkSeatsAgree refuses a save whose seats say another table than its
// game's save: the host writes both from the same seats. The game's table
// is bound to its sealed part (a bot Patrón's secrets), the seats only to
// the outer seal, which anyone can make again: a person put in a bot
// Patrón's seat at the host would see his secrets once the part opens.
func (f hostFile) checkSeatsAgree(t savefile.Table) error {
	bad := func(format string, args ...any) error {
		return &HostSaveError{Reason: "its seats differ from its game's table: " + fmt.Sprintf(format, args...)}
	}
	if len(f.Table.Seats) != len(t.People) || t.Patron != 0 {
		return bad("%d seats, %d people, the Patrón at %d", len(f.Table.Seats), len(t.People), t.Patron)
	}
	for i, want := range people(f.Table.Seats) {
		if p := t.People[i]; p != want {
			seat := f.Table.Seats[i]
			return bad("seat %d is %q (%s %q), the game says %q (bot %q)", i, seat.Name, seat.Who, seat.Bot, p.Name, p.Bot)
		}
	}
	return nil
}

// people is who sits at the seats as the game's save writes them: each
// seat's name, and a bot seat's level (a person's seat, at the host or
// away, has none, whatever its stand-in).
func people(seats []wire.Seat) []savefile.Person {
	out := make([]savefile.Person, len(seats))
	for i, seat := range seats {
		out[i].Name = seat.Name
		if seat.Who == session.Bot {
			out[i].Bot = seat.Bot
		}
	}
	return out
}

// hostKeeper keeps a host's save on disk as its table is played: before
// each command leaves the host (Host.OnPublish), and after each change of
// its game (a secret step of a Patrón at the host, the start).
type hostKeeper struct {
	saving hostSaving
	path   string
	write  func(path string, data []byte) error // whole or not at all
	// at is what was saved last: commands published, applied, openings,
	// abandoned; in the lobby, its seats and tokens (lobby, "" once the
	// game has begun).
	at     [4]int
	lobby  string
	wrote  bool
	failed error // the last write's failure, said at the next change
}

// keep writes the save when the table changed since the last one.
func (k *hostKeeper) keep() error {
	g := k.saving.srv.Game()
	var at [4]int
	lobby := ""
	if g == nil {
		lobby = lobbyKey(k.saving.srv.Kept())
	} else {
		at = [4]int{len(g.PublicLog()), len(g.Log()), len(k.saving.srv.Kept().Openings), 0}
	}
	if k.saving.srv.Abandoned() != nil {
		at[3] = 1
	}
	if k.wrote && at == k.at && lobby == k.lobby {
		return nil
	}
	data, err := k.saving.encode()
	if err == nil {
		err = k.write(k.path, data)
	}
	if err != nil {
		return fmt.Errorf("saving %s: %w", k.path, err)
	}
	k.at, k.lobby, k.wrote = at, lobby, true
	return nil
}

// start keeps the save from now on: before each command is sent, and
// through the returned Changed.
func (k *hostKeeper) start() func(*game.Game) error {
	k.saving.srv.OnPublish(func() {
		if err := k.keep(); err != nil {
			k.failed = err
		}
	})
	return func(*game.Game) error {
		if err := k.failed; err != nil {
			return err
		}
		return k.keep()
	}
}

// checkListened refuses an address a host could not have listened on:
// host:port, the host an IP address or empty (every interface).
func checkListened(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return fmt.Errorf("%q is not a port", port)
	}
	if host != "" && net.ParseIP(host) == nil {
		return fmt.Errorf("%q is not an IP address", host)
	}
	return nil
}
