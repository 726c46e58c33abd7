package wire

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"runtime"
	"slices"
	"strings"
	"testing"

	"patron/game"
)

func header(n uint32) []byte {
	var head [4]byte
	binary.BigEndian.PutUint32(head[:], n)
	return head[:]
}

// A header promising 8 MiB and a stream that stops after a few bytes
// costs a few bytes, not 8 MiB: the body grows with what arrives.
func TestAHeaderAloneHoldsLittle(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range 50 {
		r := io.MultiReader(bytes.NewReader(header(MaxFrame-1)), strings.NewReader(strings.Repeat("x", 100)))
		if _, err := Read(r); !errors.Is(err, io.ErrUnexpectedEOF) {
			t.Fatalf("half a frame: %v", err)
		}
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 8<<20 {
		t.Fatalf("50 headers of 8 MiB with 100 bytes each allocated %d bytes", got)
	}
}

// A large frame that does come whole is read whole.
func TestALargeFrameGrowsToItsSize(t *testing.T) {
	m := &Message{Kind: KindSync, Sync: &Sync{Options: game.Options{Seed: 3, Players: 2, Control: [4]int{1, 1, 1, 1}}, Log: slices.Repeat([]string{strings.Repeat("a", 1000)}, 3000), Hash: "0123456789abcdef"}}
	var buf bytes.Buffer
	if err := Write(&buf, m); err != nil {
		t.Fatal(err)
	}
	got, err := Read(&buf)
	if err != nil || len(got.Sync.Log) != 3000 {
		t.Fatalf("%v", err)
	}
}

// A stranger's connection takes a hello and nothing larger: a larger
// frame is the end, named with the stranger's limit, not skipped.
func TestAStrangerSendsAHelloAtMost(t *testing.T) {
	var buf bytes.Buffer
	Write(&buf, &Message{Kind: KindHello, Hello: &Hello{Name: strings.Repeat("Ж", 40), Code: "ABCD-2345", Seat: -1, Token: strings.Repeat("f", 32), App: "1.0"}})
	if buf.Len() > MaxHello/4 {
		t.Fatalf("a hello of %d bytes is too close to the stranger's limit %d", buf.Len(), MaxHello)
	}
	if _, err := ReadLimited(&buf, Stranger.Fixed); err != nil {
		t.Fatal(err)
	}
	buf.Write(header(MaxHello + 1))
	buf.Write(make([]byte, MaxHello+1))
	_, err := ReadLimited(&buf, Stranger.Fixed)
	var tl *TooLarge
	if !errors.As(err, &tl) || tl.Skipped || !strings.Contains(err.Error(), "limit of 4096") {
		t.Fatalf("a stranger's large frame: %v", err)
	}
	// a seat's limit may skip what is over it
	buf.Reset()
	buf.Write(header(2000))
	buf.Write(make([]byte, 2000))
	if _, err := ReadLimited(&buf, Limit{Frame: 1000, Skip: MaxSkip}.Fixed); !errors.As(err, &tl) || !tl.Skipped || buf.Len() != 0 {
		t.Fatalf("a seat's large frame: %v", err)
	}
}
