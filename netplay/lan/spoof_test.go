package lan

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/discovery"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// liar answers every discovery query with each of the beacons lies
// gives then, as a forger on the network would; it returns its address.
func liar(t *testing.T, lies func() []discovery.Beacon) string {
	t.Helper()
	c, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	go func() {
		buf := make([]byte, 64)
		for {
			n, from, err := c.ReadFromUDP(buf)
			if err != nil {
				return
			}
			if string(buf[:n]) != "patron?1" {
				continue
			}
			for _, b := range lies() {
				body, _ := json.Marshal(b)
				c.WriteToUDP(append([]byte("patron!1"), body...), from)
			}
		}
	}()
	return c.LocalAddr().String()
}

// someFingerprint is a fingerprint no certificate here has.
func someFingerprint(t *testing.T) string {
	var b [32]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// forged is a beacon for the game called name at port, claiming fp.
func forged(name string, port int, fp string) discovery.Beacon {
	return discovery.Beacon{Game: name, App: AppVersion, Port: port, Fingerprint: fp, Code: transport.CodeOf(fp), Seats: 2, Free: 1}
}

// serveTable hosts a table called name on 127.0.0.1 with one open seat
// and discovery beside it, stepped by a goroutine until end is called.
func serveTable(t *testing.T, name string) (s *Server, end func()) {
	t.Helper()
	cfg := session.HostConfig{Name: name, Seed: 11, Control: game.DefaultSplit(2), SeasonCap: 15,
		Seats: []wire.Seat{{Name: "P1", Who: session.Bot, Bot: "normal"}, {Name: "P2", Who: session.Remote}}}
	s, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Discovery: "127.0.0.1:0", Table: cfg})
	if err != nil {
		t.Fatal(err)
	}
	stop := s.Answer()
	return s, func() { stop(); s.Close() }
}

// syncBuffer is an Out several goroutines may write.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A forged answer beside a real game never makes `patron join` (without
// an address or a code) fail: the liar says the real game's name with
// another fingerprint at the real game's port, the real fingerprint at
// another certificate's port, and the real fingerprint and address as a
// game begun; the joiner skips what does not prove itself and sits at the
// real table, every time, whichever comes first.
func TestAForgedBeaconNeverFailsTheJoin(t *testing.T) {
	decoy, err := transport.Listen("127.0.0.1:0") // someone else's certificate
	if err != nil {
		t.Fatal(err)
	}
	defer decoy.Close()
	const runs = 50
	start := time.Now()
	skippedFirst := 0
	for i := range runs {
		s, end := serveTable(t, "Loopback")
		fake := someFingerprint(t)
		lies := liar(t, func() []discovery.Beacon {
			begun := forged("Loopback", s.Port(), s.Fingerprint())
			begun.Started, begun.Free = true, 0
			return []discovery.Beacon{
				forged("Loopback", s.Port(), fake),
				forged("Loopback", decoy.Addr().Port, s.Fingerprint()),
				forged("Loopback", decoy.Addr().Port, fake),
				begun,
			}
		})
		out := &syncBuffer{}
		j := JoinRun{Name: "Joiner", Seat: -1, Discovery: []string{lies, s.ann.Addr().String()}, Find: findGuard,
			Out: out, round: 30 * time.Millisecond}
		p, addr, pin, err := j.connect(nil, session.PeerConfig{Hello: wire.Hello{Name: "Joiner", Seat: -1}})
		if err != nil {
			t.Fatalf("run %d: %v\n%s", i, err, out)
		}
		if pin != s.Fingerprint() || addr != s.ln.Addr().String() || p.Lobby().Host != "Loopback" {
			t.Fatalf("run %d: joined %s pinned to %s\n%s", i, addr, pin, out)
		}
		if strings.Contains(out.String(), "ignored") {
			skippedFirst++
		}
		p.Close()
		end()
	}
	t.Logf("%d joins beside a liar in %v; in %d of them a forged game came first and was skipped", runs, time.Since(start).Round(time.Millisecond), skippedFirst)
	if skippedFirst == 0 {
		t.Fatal("no forged game was ever tried first: the test tests nothing")
	}
}

// findGuard is how long a joiner here looks for games: a guard, far past
// what loopback takes on a loaded machine (the joiner stops looking once
// it has joined).
const findGuard = 30 * time.Second

// Two games of one name are both found, and the joiner lists both before
// it tries them in turn; given the code, it joins the one it names.
func TestTwoGamesOfOneNameAreBothListed(t *testing.T) {
	a, endA := serveTable(t, "Ana's table")
	defer endA()
	b, endB := serveTable(t, "Ana's table")
	defer endB()
	targets := []string{a.ann.Addr().String(), b.ann.Addr().String()}
	found := findGames(t, 2, targets)
	if len(found) != 2 || found[0].Game != found[1].Game || found[0].Fingerprint == found[1].Fingerprint {
		t.Fatalf("found %+v", found)
	}
	// The joiner lists the games that answered in one round of its
	// discovery (100 ms): on a loaded machine one of them may answer
	// late, and the joiner then joins the one it found alone. It tries
	// again until a round has them both (findGuard at most).
	var text, pin string
	for start := time.Now(); ; {
		out := &syncBuffer{}
		j := JoinRun{Name: "Joiner", Seat: -1, Discovery: targets, Find: findGuard, Out: out, round: 100 * time.Millisecond}
		p, _, joined, err := j.connect(nil, session.PeerConfig{Hello: wire.Hello{Name: "Joiner", Seat: -1}})
		if err != nil {
			t.Fatal(err)
		}
		p.Close()
		text, pin = out.String(), joined
		if strings.Contains(text, "2 games answer") || time.Since(start) > findGuard {
			break
		}
		// The next try once the seat this one took is free again.
		for f := findGames(t, 2, targets); (f[0].Free == 0 || f[1].Free == 0) && time.Since(start) < findGuard; f = findGames(t, 2, targets) {
		}
	}
	if !strings.Contains(text, "2 games answer") || !strings.Contains(text, PrettyCode(a.Code())) || !strings.Contains(text, PrettyCode(b.Code())) {
		t.Fatalf("both games are not listed:\n%s", text)
	}
	if pin != found[0].Fingerprint {
		t.Fatalf("joined %s, not the first listed, %s", pin, found[0].Fingerprint)
	}
	// With a code, the other one.
	other := found[1]
	j := JoinRun{Name: "Joiner", Seat: -1, Discovery: targets, Find: findGuard, Out: &syncBuffer{}, round: 100 * time.Millisecond, Code: other.Code}
	p, _, pin, err := j.connect(nil, session.PeerConfig{Hello: wire.Hello{Name: "Joiner", Seat: -1, Code: other.Code}})
	if err != nil {
		t.Fatal(err)
	}
	p.Close()
	if pin != other.Fingerprint {
		t.Fatalf("with code %s, joined %s", other.Code, pin)
	}
}
