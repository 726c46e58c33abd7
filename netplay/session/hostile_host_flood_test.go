package session

import (
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// A host that floods a joiner with chat and presence, as fast as the
// connection takes them, for a second: the joiner reads at its share, each
// Step hands over stepMost messages at most, the chat over its share is
// dropped and said once a second, and the joiner's heap grows by a few MB
// at most.
func TestAFloodingHostCannotGrowAJoinersMemory(t *testing.T) {
	here, there := transport.Pipe()
	lobby := wire.Lobby{Host: "Mallory", Code: "ABCD2345", Control: game.DefaultSplit(2),
		Seats: []wire.Seat{{Name: "M", Who: Bot, Taken: true, Connected: true}, {Name: "Bot", Who: Remote, Taken: true, Connected: true}}}
	go func() {
		if _, err := there.Recv(); err != nil { // the hello
			return
		}
		there.Send(&wire.Message{Kind: wire.KindWelcome, Welcome: &wire.Welcome{Seat: 1, Token: strings.Repeat("ab", 16), Lobby: lobby}})
	}()
	p, err := Join(here, PeerConfig{Hello: wire.Hello{Name: "Bot", Code: "ABCD2345", Seat: 1}}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	defer there.Close("done")
	const d = time.Second
	chat := wire.Seal(&wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 0, Text: strings.Repeat("spam ", 80)}})
	presence := wire.Seal(&wire.Message{Kind: wire.KindPresence, Presence: &wire.Presence{Seats: lobby.Seats, Waiting: -1}})
	var rest runtime.MemStats
	runtime.GC() // what earlier tests left is not this flood's
	runtime.ReadMemStats(&rest)
	var wg sync.WaitGroup
	var sent int
	start := time.Now()
	wg.Go(func() {
		for ; time.Since(start) < d; sent++ {
			m := chat
			if sent%2 == 1 {
				m = presence
			}
			if there.Send(m) != nil {
				return
			}
		}
	})
	var chats, presences, told, most int
	var peak uint64
	for time.Since(start) < d+100*time.Millisecond {
		notes := p.Step()
		most = max(most, len(notes))
		for _, n := range notes {
			switch {
			case n.Kind == NoteChat:
				chats++
			case n.Kind == NotePresence:
				presences++
			case n.Kind == NoteProblem && n.Code == CodeHostFloods:
				told++
			}
		}
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		peak = max(peak, m.HeapInuse)
		p.Wait(time.Millisecond)
	}
	wg.Wait()
	// The reader's tokens came over all the time it read, which a loaded
	// machine stretches past d: the share is counted over that.
	took := time.Since(start)
	t.Logf("the host sent %d messages in %v; the joiner took %d presences and %d chats in %v, was told %d times, handed over %d notes in one Step at most; heap %d MB at rest, %d MB at the peak",
		sent, d, presences, chats, took.Round(time.Millisecond), told, most, rest.HeapInuse>>20, peak>>20)
	if most > stepMost+1 {
		t.Fatalf("one Step handed over %d notes", most)
	}
	if lim := peerShares.limits[shareChat]; chats > int(lim.burst+lim.rate*took.Seconds())+2 {
		t.Fatalf("the joiner took %d chats in %v, over its share", chats, took)
	}
	if told == 0 || p.Closed() {
		t.Fatalf("the flood was not said (%d), or the joiner was cut (%v)", told, p.Closed())
	}
	if peak > rest.HeapInuse+64<<20 {
		t.Fatalf("the joiner's heap grew from %d to %d MB", rest.HeapInuse>>20, peak>>20)
	}
}
