package wire

import (
	"encoding/hex"
	"strings"
	"unicode"
	"unicode/utf8"

	"patron/game"
	"patron/netplay/identity"
)

// Check validates a message before it is sent, as Decode would on arrival.
func (m *Message) Check() error {
	m.V = Version
	if pl, ok := payloadField[m.Kind]; !ok || !pl.set(m) {
		return malformed("a %s message without its payload", m.Kind)
	}
	return m.validate()
}

// validate checks the payload's fields: lengths, ranges, forms. What a
// field means (is this seat free, is this command legal) is the session's
// and the engine's to judge.
func (m *Message) validate() error {
	switch m.Kind {
	case KindHello:
		h := m.Hello
		if err := name("name", h.Name); err != nil {
			return err
		}
		if len(h.App) > 40 || len(h.Code) > 16 {
			return malformed("hello: app or code too long")
		}
		if h.Seat < -1 || h.Seat >= MaxSeats {
			return malformed("hello: no seat %d", h.Seat)
		}
		if h.Token != "" && !isHex(h.Token, 32) {
			return malformed("hello: a token is 32 hex digits")
		}
	case KindWelcome:
		watcher := m.Welcome.Seat == -1 && m.Welcome.Token == ""
		if !watcher && (!seat(m.Welcome.Seat) || !isHex(m.Welcome.Token, 32)) {
			return malformed("welcome: seat %d, token %q", m.Welcome.Seat, truncate(m.Welcome.Token))
		}
		return m.Welcome.Lobby.check()
	case KindRefuse, KindReject, KindError:
		r := m.payloadRefusal()
		if len(r.Code) > 40 || utf8.RuneCountInString(r.Text) > 400 || !utf8.ValidString(r.Text) || !Plain(r.Text) || r.Seq < 0 || r.Epoch < 0 {
			return malformed("%s: code or text too long", m.Kind)
		}
	case KindLobby:
		return m.Lobby.check()
	case KindStart:
		return options(m.Start.Options)
	case KindSync:
		s := m.Sync
		if err := options(s.Options); err != nil {
			return err
		}
		if len(s.Log) > MaxLog {
			return malformed("sync: %d commands; at most %d", len(s.Log), MaxLog)
		}
		for _, c := range s.Log {
			if len(c) > MaxCommand {
				return malformed("sync: a command of %d bytes", len(c))
			}
		}
		if !isHex(s.Hash, 16) {
			return malformed("sync: a hash is 16 hex digits")
		}
		if err := s.signed(); err != nil {
			return err
		}
	case KindPropose:
		p := m.Propose
		if p.Epoch < 0 {
			return malformed("propose: epoch %d", p.Epoch)
		}
		if p.Sig != "" && !isSig(p.Sig) {
			return malformed("propose: a signature is %d lowercase hex digits", identity.SigLen)
		}
		if len(p.Sealed) > MaxSealed || p.Sealed != nil && (len(p.Sealed) == 0 || p.Sig == "") {
			return malformed("propose: a sealed game is 1 to %d bytes, on a signed move", MaxSealed)
		}
		return command("propose", p.Seq, p.Seat, p.Command, p.Hash)
	case KindCommit:
		c := m.Commit
		if err := c.signed(); err != nil {
			return err
		}
		return command("commit", c.Seq, c.Seat, c.Command, c.Hash)
	case KindDesync:
		d := m.Desync
		if d.Seq < 0 || d.Seq > MaxLog || !seat(d.Seat) || !isHex(d.Want, 16) || !isHex(d.Got, 16) {
			return malformed("desync: seq %d, seat %d", d.Seq, d.Seat)
		}
		switch d.Step {
		case "", StepFailed, StepResync, StepBack, StepDropped, StepLies, StepFloods:
		default:
			return malformed("desync: no step %q", truncate(d.Step))
		}
	case KindChat:
		c := m.Chat
		if !seat(c.Seat) || !utf8.ValidString(c.Text) || utf8.RuneCountInString(c.Text) > MaxChat || c.Text == "" || !Plain(c.Text) {
			return malformed("chat: at most %d characters of text", MaxChat)
		}
	case KindPresence:
		if err := seats(m.Presence.Seats); err != nil {
			return err
		}
		if m.Presence.Waiting < -1 || m.Presence.Waiting >= MaxSeats {
			return malformed("presence: waiting for seat %d", m.Presence.Waiting)
		}
		if pa := m.Presence.Pause; pa != nil && (!seat(pa.Seat) || pa.LeftMS < 0 || pa.LeftMS > MaxLimitMS) {
			return malformed("presence: a pause for seat %d, %d ms left", pa.Seat, pa.LeftMS)
		}
		if err := banks(m.Presence); err != nil {
			return err
		}
	case KindPing:
		if m.Ping.N < 0 {
			return malformed("ping: %d", m.Ping.N)
		}
	case KindBack:
		if !seat(m.Back.Seat) {
			return malformed("back: seat %d", m.Back.Seat)
		}
	case KindAbandon:
		a := m.Abandon
		if !seat(a.Seat) || a.WaitedMS < 0 || a.Commands < 0 || a.Commands > MaxLog {
			return malformed("abandon: seat %d, waited %d ms, %d commands", a.Seat, a.WaitedMS, a.Commands)
		}
	case KindOpenings:
		if len(m.Openings.Openings) > MaxOpenings {
			return malformed("openings: %d; at most %d", len(m.Openings.Openings), MaxOpenings)
		}
		for _, o := range m.Openings.Openings {
			if len(o.Kind) > 16 || len(o.Salt) > 64 || len(o.Payload) > 256 {
				return malformed("openings: a field too long")
			}
		}
	}
	return nil
}

func (m *Message) payloadRefusal() *Refusal {
	switch m.Kind {
	case KindRefuse:
		return m.Refuse
	case KindReject:
		return m.Reject
	}
	return m.Error
}

func (l *Lobby) check() error {
	if err := name("lobby host", l.Host); err != nil {
		return err
	}
	if len(l.Code) > 16 {
		return malformed("lobby: code too long")
	}
	if len(l.Seats) < 2 {
		return malformed("lobby: %d seats", len(l.Seats))
	}
	if l.LimitMS < 0 || l.LimitMS > MaxLimitMS || l.GraceMS < 0 || l.GraceMS > MaxLimitMS {
		return malformed("lobby: a limit of %d ms, a countdown of %d ms", l.LimitMS, l.GraceMS)
	}
	if err := l.bankRule(); err != nil {
		return err
	}
	if err := l.ledger(); err != nil {
		return err
	}
	if err := seats(l.Seats); err != nil {
		return err
	}
	for _, p := range l.Control {
		if p < 1 || p >= len(l.Seats) {
			return malformed("lobby: a faction given to seat %d", p)
		}
	}
	return nil
}

func seats(ss []Seat) error {
	if len(ss) > MaxSeats {
		return malformed("%d seats; at most %d", len(ss), MaxSeats)
	}
	for _, s := range ss {
		if err := name("seat name", s.Name); err != nil {
			return err
		}
		switch s.Who {
		case "host", "remote", "bot":
		default:
			return malformed("a seat held by %q", truncate(s.Who))
		}
		if len(s.Bot) > 16 {
			return malformed("a bot level too long")
		}
		if s.Key != "" && !isKey(s.Key) {
			return malformed("a seat's key is %d lowercase hex digits", identity.KeyLen)
		}
	}
	return nil
}

func options(o game.Options) error {
	if o.Players < 2 || o.Players > MaxSeats || o.SeasonCap < 0 {
		return malformed("options: %d players, season cap %d", o.Players, o.SeasonCap)
	}
	for _, p := range o.Control {
		if p < 0 || p >= o.Players {
			return malformed("options: a faction given to player %d", p)
		}
	}
	return nil
}

func command(what string, seq, s int, text, hash string) error {
	switch {
	case seq < 0 || seq > MaxLog:
		return malformed("%s: sequence number %d", what, seq)
	case !seat(s):
		return malformed("%s: seat %d", what, s)
	case text == "" || len(text) > MaxCommand || !utf8.ValidString(text):
		return malformed("%s: a command of %d bytes", what, len(text))
	case !isHex(hash, 16):
		return malformed("%s: a hash is 16 hex digits", what)
	}
	return nil
}

func name(what, s string) error {
	if !ValidName(s) {
		return malformed("%s: 1 to %d characters", what, MaxName)
	}
	return nil
}

// ValidName reports whether s is a name the protocol takes (a person's, a
// table's): 1 to MaxName characters of UTF-8, every one Plain. The
// commands and the server check names with it, so none takes one a
// message would refuse.
func ValidName(s string) bool {
	return s != "" && utf8.ValidString(s) && utf8.RuneCountInString(s) <= MaxName && Plain(s)
}

// Plain reports whether s holds no control character (C0, DEL, C1) and no
// mark that turns text around (the bidirectional overrides and isolates):
// names and chat are printed on every computer, in terminals too, where
// an escape sequence would clear the screen or set its title and a line
// break would forge a line of the host's or the game's.
func Plain(s string) bool {
	for _, r := range s {
		if !plainRune(r) {
			return false
		}
	}
	return true
}

// plainRune reports whether r is a character Plain takes.
func plainRune(r rune) bool {
	return !unicode.IsControl(r) && r != '\u200e' && r != '\u200f' && (r < '\u202a' || r > '\u202e') && (r < '\u2066' || r > '\u2069')
}

// Plainly is s with each character Plain refuses, and each byte that is
// not UTF-8, made a replacement character: for text from another computer
// that is not a message's field (a connection's close reason).
func Plainly(s string) string {
	return strings.Map(func(r rune) rune {
		if !plainRune(r) {
			return utf8.RuneError
		}
		return r
	}, strings.ToValidUTF8(s, string(utf8.RuneError)))
}

func seat(s int) bool { return s >= 0 && s < MaxSeats }

func isHex(s string, digits int) bool {
	if len(s) != digits {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}
