package sound

import (
	"errors"
	"io"
)

// decodeChunk is how much PCM is decoded between two breaths: about
// 90 ms of sound, a few milliseconds of work.
const decodeChunk = 16 << 10

// readAll decodes a stream whole, as io.ReadAll, taking a breath (breathe)
// after each chunk: in a browser the decoding shares the page's only thread
// with the frames, and must let them be drawn while it goes on.
func readAll(r io.Reader) ([]byte, error) {
	b := make([]byte, 0, 4*decodeChunk)
	for {
		if len(b)+decodeChunk > cap(b) {
			b = append(b, make([]byte, decodeChunk)...)[:len(b)]
		}
		n, err := io.ReadFull(r, b[len(b):len(b)+decodeChunk])
		b = b[:len(b)+n]
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return b, nil
		}
		if err != nil {
			return b, err
		}
		breathe()
	}
}
