package protocol

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"
)

type lineResult struct {
	line    string
	tooLong bool
}

func readAll(t *testing.T, input string, max int) []lineResult {
	t.Helper()
	l := newLineReader(strings.NewReader(input), max)
	var out []lineResult
	for {
		line, tooLong, err := l.next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, lineResult{string(line), tooLong})
	}
}

func TestLineReaderSplitsAndLimits(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		want        []lineResult
	}{
		{"plain", "ab\ncd\n", []lineResult{{"ab", false}, {"cd", false}}},
		{"crlf", "ab\r\ncd\r\n", []lineResult{{"ab", false}, {"cd", false}}},
		{"no final newline", "ab\ncd", []lineResult{{"ab", false}, {"cd", false}}},
		{"empty lines kept", "\n\nab\n", []lineResult{{"", false}, {"", false}, {"ab", false}}},
		{"exactly the limit", "abcd\nabcd\r\n", []lineResult{{"abcd", false}, {"abcd", false}}},
		{"one over", "abcde\nok\n", []lineResult{{"", true}, {"ok", false}}},
		{"one over with crlf", "abcde\r\nok\n", []lineResult{{"", true}, {"ok", false}}},
		{"over at the end", "ok\nabcdefgh", []lineResult{{"ok", false}, {"", true}}},
		{"a lone cr counts", "abcd\r\r\n", []lineResult{{"", true}}},
		{"nothing", "", nil},
	} {
		got := readAll(t, tc.input, 4)
		if len(got) != len(tc.want) {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: line %d: got %+v, want %+v", tc.name, i, got[i], tc.want[i])
			}
		}
	}
}

// A line much longer than the reader's buffer, and than the limit, is
// skipped without being kept: the next line still reads, and memory stays
// far below the line's size.
func TestLineReaderSkipsAHugeLineInLittleMemory(t *testing.T) {
	const huge = 256 << 20
	input := io.MultiReader(io.LimitReader(repeatByte('x'), huge), strings.NewReader("\nnext\n"))
	l := newLineReader(input, 1<<20)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	line, tooLong, err := l.next()
	runtime.ReadMemStats(&after)
	if err != nil || !tooLong || line != nil {
		t.Fatalf("the huge line: %q %v %v", line, tooLong, err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 8<<20 {
		t.Fatalf("skipping a %d MiB line allocated %d MiB", huge>>20, grew>>20)
	}
	if line, tooLong, err := l.next(); err != nil || tooLong || string(line) != "next" {
		t.Fatalf("the line after: %q %v %v", line, tooLong, err)
	}
}

type repeatByte byte

func (b repeatByte) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(b)
	}
	return len(p), nil
}

// A read error ends the session with that error, after the lines before it.
func TestServeReturnsReadErrors(t *testing.T) {
	in := io.MultiReader(strings.NewReader("{\"op\":\"pending\"}\n"), errReader{})
	var out bytes.Buffer
	if err := serve(in, &out, 100); err != io.ErrClosedPipe {
		t.Fatalf("got %v", err)
	}
	if strings.Count(out.String(), "\n") != 1 {
		t.Fatalf("output: %q", out.String())
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, io.ErrClosedPipe }
