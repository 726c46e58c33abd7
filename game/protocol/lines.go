package protocol

import (
	"bufio"
	"errors"
	"io"
)

// lineReader splits the input into lines of at most max bytes, not
// counting the line end ("\n" or "\r\n"). A longer line is read to its end
// and dropped as it goes, so a client's mistake costs no memory; the caller
// answers it with an error and goes on with the next line.
type lineReader struct {
	r   *bufio.Reader
	max int
	buf []byte
}

func newLineReader(r io.Reader, max int) *lineReader {
	// The buffer need not exceed a line; a small limit (tests, fuzzing)
	// then also exercises lines read in several chunks.
	return &lineReader{r: bufio.NewReaderSize(r, min(64<<10, max+2)), max: max}
}

// next returns the next line without its line end. For a line over the
// limit, tooLong is set and line is nil. A last line without "\n" is still
// a line. err is io.EOF once the input is used up, or the read error.
func (l *lineReader) next() (line []byte, tooLong bool, err error) {
	l.buf = l.buf[:0]
	read := 0
	for {
		chunk, err := l.r.ReadSlice('\n')
		read += len(chunk)
		// Keep at most max+2 bytes: the longest line and its "\r\n".
		if !tooLong && len(l.buf)+len(chunk) > l.max+2 {
			tooLong = true
		}
		if !tooLong {
			l.buf = append(l.buf, chunk...)
		}
		switch {
		case err == nil:
			return l.finish(tooLong)
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && read > 0:
			return l.finish(tooLong)
		default:
			return nil, false, err
		}
	}
}

func (l *lineReader) finish(tooLong bool) ([]byte, bool, error) {
	if tooLong {
		return nil, true, nil
	}
	b := l.buf
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	if len(b) > l.max {
		return nil, true, nil
	}
	return b, false, nil
}

// blank reports whether a line holds nothing but JSON whitespace: it is
// no request, and gets no response.
func blank(line []byte) bool {
	for _, c := range line {
		if c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}
