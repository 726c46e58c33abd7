package sound

import (
	"bytes"
	"io"
	"testing"
)

// readAll, which breathes between chunks in a browser, gives the very
// bytes io.ReadAll does, for a stream shorter than a chunk and for the
// music, many chunks long.
func TestReadAllGivesWhatReadAllGives(t *testing.T) {
	for _, name := range []string{"click", "music"} {
		want := decode(t, name, io.ReadAll)
		got := decode(t, name, readAll)
		if !bytes.Equal(got, want) {
			t.Errorf("%s: readAll gave %d bytes, io.ReadAll %d, not the same", name, len(got), len(want))
		}
	}
	for _, n := range []int{0, 1, decodeChunk - 1, decodeChunk, decodeChunk + 1, 3 * decodeChunk} {
		src := bytes.Repeat([]byte{7}, n)
		got, err := readAll(bytes.NewReader(src))
		if err != nil || !bytes.Equal(got, src) {
			t.Errorf("%d bytes: got %d, %v", n, len(got), err)
		}
	}
}

func decode(t *testing.T, name string, read func(io.Reader) ([]byte, error)) []byte {
	t.Helper()
	s, err := open(name)
	if err != nil {
		t.Fatal(err)
	}
	b, err := read(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
