package lan

import (
	"context"
	"errors"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/discovery"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// loopbackServer hosts a table on 127.0.0.1 with discovery beside it.
func loopbackServer(t testing.TB, who []string) *Server {
	t.Helper()
	cfg := session.HostConfig{Name: "Loopback", Seed: 11, Control: game.DefaultSplit(len(who)), SeasonCap: 15}
	for i, w := range who {
		cfg.Seats = append(cfg.Seats, wire.Seat{Name: "P" + string(rune('1'+i)), Who: w, Bot: "normal"})
	}
	s, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Discovery: "127.0.0.1:0", Table: cfg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// findGames looks for games on targets until at least want are found, in
// rounds of 300 ms and then twice as long each (what a round finds is what
// answered in it: a loaded machine answers late), and returns what the
// last round found; the test fails after 30 s, a guard (over loopback the
// answers take milliseconds).
func findGames(t *testing.T, want int, targets []string) []discovery.Found {
	t.Helper()
	start := time.Now()
	for round := 300 * time.Millisecond; ; round = min(2*round, 5*time.Second) {
		found, err := Find(round, targets)
		if err != nil {
			t.Fatal(err)
		}
		if len(found) >= want {
			return found
		}
		if time.Since(start) > 30*time.Second {
			t.Fatalf("found %d games of %d in 30 s: %+v", len(found), want, found)
		}
	}
}

func TestFindAndPlayOverQUIC(t *testing.T) {
	s := loopbackServer(t, []string{session.Remote, session.Remote, session.Bot})
	stop := s.Answer()
	found := findGames(t, 1, []string{s.ann.Addr().String()})
	if len(found) != 1 || found[0].Fingerprint != s.Fingerprint() || found[0].Free != 2 || found[0].Code != s.Code() {
		t.Fatalf("found %+v", found)
	}
	var peers []*session.Peer
	for seat := range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		p, err := Join(ctx, found[0].Addr, found[0].Fingerprint, session.PeerConfig{Hello: wire.Hello{Name: "Joiner", Seat: seat}})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		peers = append(peers, p)
	}
	stop()
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	results := make(chan Outcome, 3)
	errs := make(chan error, 3)
	for i, p := range peers {
		go func() {
			o, err := PlayPeerBots(p, session.Bots{Levels: map[int]string{p.Seat(): "normal"}, Seed: uint64(i + 1), Team: true}, time.Minute, nil)
			results <- o
			errs <- err
		}()
	}
	o, err := s.PlayBots(session.Bots{Levels: map[int]string{2: "normal"}, Seed: 5, Team: true}, time.Minute, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !o.Audited || !game.Fair(o.Findings) {
		t.Fatalf("host audit: %+v", o)
	}
	for range peers {
		po, perr := <-results, <-errs
		if perr != nil {
			t.Fatal(perr)
		}
		if po.Hash != o.Hash || po.Commands != o.Commands || !game.Fair(po.Findings) {
			t.Fatalf("a peer ends with %+v, the host with %+v", po, o)
		}
	}
	if peers[0].Game().Sec == nil || s.Game().Sec != nil {
		t.Fatal("the Patrón's secrets are not on his machine alone")
	}
}

func TestJoinWithWrongPinIsRefused(t *testing.T) {
	s := loopbackServer(t, []string{session.Bot, session.Remote})
	addr := s.ln.Addr().String()
	other, err := transport.Listen("127.0.0.1:0") // someone else's certificate
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	for _, pin := range []string{other.Fingerprint(), other.Code()} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_, err := Join(ctx, addr, pin, session.PeerConfig{Hello: wire.Hello{Name: "Mallory", Seat: -1}})
		cancel()
		if !errors.Is(err, transport.ErrNotTheHost) {
			t.Fatalf("pin %s: %v", pin, err)
		}
	}
	if l := s.Step(); len(l) != 0 || s.Lobby().Seats[1].Taken {
		t.Fatalf("the host saw the refused joiner: %+v", s.Lobby())
	}
}
