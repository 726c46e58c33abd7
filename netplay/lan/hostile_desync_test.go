package lan

import (
	"strings"
	"testing"
	"time"

	"patron/netplay/session"
	"patron/netplay/wire"
)

// A headless joiner whose game keeps going off the table's is brought back
// in step three times, then dropped by the host: it stops with words that
// say so (not as if the host were gone), and the host plays on with a bot
// in the seat to a clean end.
func TestAHeadlessJoinerThatKeepsDifferingStopsDropped(t *testing.T) {
	s := loopbackServer(t, []string{session.Bot, session.Remote})
	p, err := JoinHere(s, wire.Hello{Name: "Flaky", Seat: 1}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	type end struct {
		err     error
		mended  int
		printed []string
	}
	done := make(chan end, 1)
	go func() {
		var e end
		broken := 0
		_, e.err = PlayPeer(p, Play{Bots: session.Bots{Levels: map[int]string{1: "normal"}, Seed: 3, Team: true}, Limit: 20 * time.Second,
			Watch: func(n session.Note) {
				if n.Kind == session.NoteDesync {
					e.printed = append(e.printed, n.Text)
					if n.Code == session.CodeRebuilt {
						e.mended++
					}
				}
				// After 20 commands, and after each mending, its game goes off the log.
				if g := p.Game(); g != nil && broken <= e.mended && len(p.Log()) >= 20 && n.Kind == session.NoteCommitted {
					broken++
					g.Pub.Glory += 5
				}
			}})
		Leave(p)
		done <- e
	}()
	dropped := false
	levels := map[int]string{0: "normal"}
	o, err := s.Play(Play{Bots: session.Bots{Levels: levels, Seed: 4, Team: true}, Limit: 30 * time.Second,
		Watch: func(n session.Note) {
			if n.Kind == session.NoteDesync && n.Code == wire.StepDropped && !dropped {
				dropped = true
				if err := s.StandIn(1, "normal"); err != nil {
					t.Error(err)
				}
				levels[1] = "normal" // the stand-in plays at the host
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	e := <-done
	if !dropped || e.mended != 3 {
		t.Fatalf("dropped %v after %d mendings", dropped, e.mended)
	}
	if e.err == nil || !strings.Contains(e.err.Error(), "the host dropped this computer: Flaky's computer differed") {
		t.Fatalf("the joiner stopped with %v", e.err)
	}
	if !o.Audited || len(o.Findings) != 0 {
		t.Fatalf("the host's end: %+v", o)
	}
	t.Logf("the joiner printed:\n%s\nand stopped with: %v", strings.Join(e.printed, "\n"), e.err)
}
