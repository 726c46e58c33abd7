package wire

import (
	"bytes"
	"encoding/binary"
	"io"
)

// Limit bounds the frames one connection's reader takes. A frame over
// Frame is refused: skipped when it is no more than Skip (the stream stays
// in step and the sender may be told), and otherwise the end of the stream.
// A Skip of 0 skips nothing: any frame over Frame ends the stream.
type Limit struct {
	Frame uint32
	Skip  uint32
}

// Open is the limit of a connection to a trusted host: any message of the
// protocol.
var Open = Limit{Frame: MaxFrame, Skip: MaxSkip}

// Fixed is a limit that never changes, for ReadLimited.
func (l Limit) Fixed() Limit { return l }

// Stranger is the limit of a connection nobody has let in yet: a hello,
// and nothing larger (a larger frame is not even skipped).
var Stranger = Limit{Frame: MaxHello}

// MaxHello is the largest frame of a connection before its hello is
// taken: a hello is a few hundred bytes (a 40-rune name, a code, a token).
const MaxHello = 4 << 10

// growStep is how much of a frame's body is read at a time: the body's
// buffer grows with what has come, never with what the header promised,
// so a header alone (or half a frame) holds little memory.
const growStep = 32 << 10

// ReadLimited reads one frame within the limit and decodes it, as Read
// does. The limit is asked for once the frame's header has come: an owner
// that raises it before its peer may send (a welcome) has the next frame
// measured by the new one.
func ReadLimited(r io.Reader, limit func() Limit) (*Message, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(head[:])
	lim := limit()
	if n > lim.Frame {
		if n > lim.Skip {
			return nil, &TooLarge{Size: n, Limit: lim.Frame}
		}
		if _, err := io.CopyN(io.Discard, r, int64(n)); err != nil {
			return nil, err
		}
		return nil, &TooLarge{Size: n, Limit: lim.Frame, Skipped: true}
	}
	body, err := readBody(r, int(n))
	if err != nil {
		return nil, err
	}
	return Decode(body)
}

// readBody reads n bytes, growing its buffer as they come.
func readBody(r io.Reader, n int) ([]byte, error) {
	if n <= growStep {
		body := make([]byte, n)
		_, err := io.ReadFull(r, body)
		return body, noEOF(err)
	}
	var buf bytes.Buffer
	buf.Grow(growStep)
	if _, err := io.CopyN(&buf, r, int64(n)); err != nil {
		return nil, noEOF(err)
	}
	return buf.Bytes(), nil
}

// noEOF: a stream that ends inside a frame ended unexpectedly.
func noEOF(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}
