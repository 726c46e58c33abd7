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
)

// TooLarge is a frame over MaxFrame. Read has skipped it when Skipped is
// set; otherwise the stream cannot be trusted any more.
type TooLarge struct {
	Size    uint32
	Skipped bool
}

func (e *TooLarge) Error() string {
	return fmt.Sprintf("a message of %d bytes is over the limit of %d", e.Size, MaxFrame)
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
func Read(r io.Reader) (*Message, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(head[:])
	if n > MaxFrame {
		if n > MaxSkip {
			return nil, &TooLarge{Size: n}
		}
		if _, err := io.CopyN(io.Discard, r, int64(n)); err != nil {
			return nil, err
		}
		return nil, &TooLarge{Size: n, Skipped: true}
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, err
	}
	return Decode(body)
}

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
	field, ok := payloadField[m.Kind]
	if !ok {
		return nil, malformed("unknown kind %q", truncate(string(m.Kind)))
	}
	for _, name := range payloadNames {
		set := m.has(name)
		if set != (name == field) {
			if set {
				return nil, malformed("a %s message carries a %s", m.Kind, name)
			}
			return nil, malformed("a %s message without its %s", m.Kind, name)
		}
	}
	if err := m.validate(); err != nil {
		return nil, err
	}
	return &m, nil
}

// payloadField is each kind's payload field in Message.
var payloadField = map[Kind]string{
	KindHello: "Hello", KindWelcome: "Welcome", KindRefuse: "Refuse", KindLobby: "Lobby",
	KindStart: "Start", KindSync: "Sync", KindPropose: "Propose", KindCommit: "Commit",
	KindReject: "Reject", KindDesync: "Desync", KindChat: "Chat", KindPresence: "Presence",
	KindOpenings: "Openings", KindError: "Error",
}

// has reports whether the payload field of that name is set.
func (m *Message) has(name string) bool {
	switch name {
	case "Hello":
		return m.Hello != nil
	case "Welcome":
		return m.Welcome != nil
	case "Refuse":
		return m.Refuse != nil
	case "Lobby":
		return m.Lobby != nil
	case "Start":
		return m.Start != nil
	case "Sync":
		return m.Sync != nil
	case "Propose":
		return m.Propose != nil
	case "Commit":
		return m.Commit != nil
	case "Reject":
		return m.Reject != nil
	case "Desync":
		return m.Desync != nil
	case "Chat":
		return m.Chat != nil
	case "Presence":
		return m.Presence != nil
	case "Openings":
		return m.Openings != nil
	case "Error":
		return m.Error != nil
	}
	return false
}

// payloadNames are the payload fields, in Message's order.
var payloadNames = []string{"Hello", "Welcome", "Refuse", "Lobby", "Start", "Sync", "Propose", "Commit",
	"Reject", "Desync", "Chat", "Presence", "Openings", "Error"}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// ErrClosed is returned for a connection that closed cleanly.
var ErrClosed = errors.New("connection closed")
