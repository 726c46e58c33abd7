package wire

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Limits. A frame over MaxFrame is refused (and skipped, so the stream
// stays in step); one over MaxSkip is not even skipped: the connection
// must close.
const (
	MaxFrame    = 8 << 20 // a whole game's log fits many times over
	MaxSkip     = 256 << 20
	MaxName     = 40  // runes
	MaxChat     = 400 // runes
	MaxCommand  = 1024
	MaxLog      = 200_000
	MaxOpenings = 10_000
	MaxSeats    = 5
	MaxLimitMS  = 24 * 3600 * 1000 // a decision limit or a countdown: a day at most
	// MaxBankMS bounds a turn-based table's time bank, its rule and what is
	// left of it: a year.
	MaxBankMS int64 = 366 * 24 * 3600 * 1000
)

// TooLarge is a frame over MaxFrame. Read has skipped it when Skipped is
// set; otherwise the stream cannot be trusted any more.
type TooLarge struct {
	Size    uint32
	Limit   uint32 // the connection's limit; 0 is MaxFrame
	Skipped bool
}

func (e *TooLarge) Error() string {
	limit := e.Limit
	if limit == 0 {
		limit = MaxFrame
	}
	return fmt.Sprintf("a message of %d bytes is over the limit of %d", e.Size, limit)
}

// Write frames and writes one message (framed by Seal, or now).
func Write(w io.Writer, m *Message) error {
	frame := m.frame
	if frame == nil {
		var err error
		if frame, err = encode(m); err != nil {
			return err
		}
	}
	_, err := w.Write(frame)
	return err
}

// Seal frames m once for every connection it is written to: m must not
// change afterwards. A message too large stays unframed (Write refuses it).
func Seal(m *Message) *Message {
	if frame, err := encode(m); err == nil {
		m.frame = frame
	}
	return m
}

// encode sets m's version and frames it.
func encode(m *Message) ([]byte, error) {
	m.V = Version
	body, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if len(body) > MaxFrame {
		return nil, &TooLarge{Size: uint32(len(body))}
	}
	frame := make([]byte, 4+len(body))
	binary.BigEndian.PutUint32(frame, uint32(len(body)))
	copy(frame[4:], body)
	return frame, nil
}

// Read reads one frame and decodes it. A frame too large is skipped when
// it can be (a *TooLarge with Skipped set: the caller may answer and read
// on); a malformed message is a *Malformed, read whole, so reading may go
// on too. Any other error means the stream is gone.
func Read(r io.Reader) (*Message, error) { return ReadLimited(r, Open.Fixed) }

// Malformed is a message that does not decode or does not make sense.
type Malformed struct{ Why string }

func (e *Malformed) Error() string { return "malformed message: " + e.Why }

func malformed(format string, args ...any) error {
	return &Malformed{Why: fmt.Sprintf(format, args...)}
}

// Decode reads one message body: one JSON object of this version, whose
// kind's payload (and no other) is present and valid.
func Decode(body []byte) (*Message, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	var m Message
	if err := dec.Decode(&m); err != nil {
		return nil, malformed("%v", err)
	}
	if dec.More() {
		return nil, malformed("more than one object")
	}
	if m.V != Version {
		return nil, malformed("protocol version %d; this game speaks %d", m.V, Version)
	}
	want, ok := payloadField[m.Kind]
	if !ok {
		return nil, malformed("unknown kind %q", truncate(string(m.Kind)))
	}
	for _, pl := range payloads {
		set := pl.set(&m)
		if set != (pl.name == want.name) {
			if set {
				return nil, malformed("a %s message carries a %s", m.Kind, pl.name)
			}
			return nil, malformed("a %s message without its %s", m.Kind, pl.name)
		}
	}
	if err := m.validate(); err != nil {
		return nil, err
	}
	return &m, nil
}

// payload is a kind of message and the field of Message that carries it.
type payload struct {
	kind Kind
	name string
	set  func(*Message) bool
}

// payloads are every kind's payload, in Message's field order.
var payloads = []payload{
	{KindHello, "Hello", func(m *Message) bool { return m.Hello != nil }},
	{KindWelcome, "Welcome", func(m *Message) bool { return m.Welcome != nil }},
	{KindRefuse, "Refuse", func(m *Message) bool { return m.Refuse != nil }},
	{KindLobby, "Lobby", func(m *Message) bool { return m.Lobby != nil }},
	{KindStart, "Start", func(m *Message) bool { return m.Start != nil }},
	{KindSync, "Sync", func(m *Message) bool { return m.Sync != nil }},
	{KindPropose, "Propose", func(m *Message) bool { return m.Propose != nil }},
	{KindCommit, "Commit", func(m *Message) bool { return m.Commit != nil }},
	{KindReject, "Reject", func(m *Message) bool { return m.Reject != nil }},
	{KindDesync, "Desync", func(m *Message) bool { return m.Desync != nil }},
	{KindChat, "Chat", func(m *Message) bool { return m.Chat != nil }},
	{KindPresence, "Presence", func(m *Message) bool { return m.Presence != nil }},
	{KindOpenings, "Openings", func(m *Message) bool { return m.Openings != nil }},
	{KindError, "Error", func(m *Message) bool { return m.Error != nil }},
	{KindBack, "Back", func(m *Message) bool { return m.Back != nil }},
	{KindAbandon, "Abandon", func(m *Message) bool { return m.Abandon != nil }},
	{KindPing, "Ping", func(m *Message) bool { return m.Ping != nil }},
}

// payloadField is each kind's payload.
var payloadField = func() map[Kind]payload {
	out := make(map[Kind]payload, len(payloads))
	for _, pl := range payloads {
		out[pl.kind] = pl
	}
	return out
}()

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// ErrClosed is returned for a connection that closed cleanly.
var ErrClosed = errors.New("connection closed")
