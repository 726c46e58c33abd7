package lan

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patron/durable"
	"patron/game/savefile"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// hostedGame is a table on 127.0.0.1 with its remote seats joined and n
// commands played by bots on every machine, driven from this thread.
func hostedGame(t *testing.T, who []string, n int) (*Server, []*session.Peer) {
	t.Helper()
	s := loopbackServer(t, who)
	var peers []*session.Peer
	joined := make(chan *session.Peer, len(who))
	failed := make(chan error, len(who))
	want := 0
	for seat, w := range who {
		if w != session.Remote {
			continue
		}
		want++
		go func() { // the host answers from this thread, below
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			p, err := Join(ctx, s.ln.Addr().String(), s.Code(), session.PeerConfig{Hello: wire.Hello{Name: "Joiner", Seat: seat},
				Secret: SecretFor(3)})
			if err != nil {
				failed <- err
				return
			}
			joined <- p
		}()
	}
	for deadline := time.Now().Add(30 * time.Second); len(peers) < want; s.Wait(20 * time.Millisecond) { // a guard, not a measure
		s.Step()
		select {
		case p := <-joined:
			t.Cleanup(p.Close)
			peers = append(peers, p)
		case err := <-failed:
			t.Fatal(err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("the joiners never sat down")
		}
	}
	s.Step()
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	hostBots := session.Bots{Levels: map[int]string{}, Seed: 5, Team: true}
	for i, w := range who {
		if w == session.Bot {
			hostBots.Levels[i] = "normal"
		}
	}
	for deadline := time.Now().Add(30 * time.Second); len(s.Log()) < n; { // a guard, not a measure
		if time.Now().After(deadline) {
			t.Fatalf("%d commands after 30 s", len(s.Log()))
		}
		s.Step()
		acted := false
		if p, c, ok := hostBots.Next(s.Game(), s.Local()); ok {
			if err := s.Propose(p, c); err != nil {
				t.Fatal(err)
			}
			acted = true
		}
		for _, p := range peers {
			p.Step()
			b := session.Bots{Levels: map[int]string{p.Seat(): "normal"}, Seed: uint64(p.Seat()), Team: true}
			if who, c, ok := b.Next(p.Ahead(), []int{p.Seat()}); ok && who == p.Seat() && p.MayPropose(c) {
				if err := p.Propose(c); err != nil {
					t.Fatal(err)
				}
				acted = true
			}
		}
		if !acted {
			s.Wait(5 * time.Millisecond)
		}
	}
	return s, peers
}

// The host's save keeps all that opens the table again: the certificate
// (the same session code), the seats and their tokens, the game; the
// Patrón's secrets only when his seat is at the host.
func TestHostSaveRoundTrip(t *testing.T) {
	for _, c := range []struct {
		name    string
		who     []string
		secrets bool
	}{
		{"the Patrón at the host", []string{session.Bot, session.Remote, session.Bot}, true},
		{"the Patrón on a joiner", []string{session.Remote, session.Remote, session.Bot}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := hostedGame(t, c.who, 30)
			data, b := savedAndRead(t, s)
			switch {
			case b.Identity.Fingerprint() != s.Fingerprint() || b.Code() != s.Code():
				t.Fatalf("the save's certificate is another: %s, not %s", b.Code(), s.Code())
			case b.Game.PublicHash() != s.Game().PublicHash() || len(b.Game.PublicLog()) != len(s.Log()):
				t.Fatal("the save's game is not the host's")
			case (b.Game.Sec != nil) != c.secrets:
				t.Fatalf("the Patrón's secrets in the save: %v, want %v", b.Game.Sec != nil, c.secrets)
			case b.Addr != "127.0.0.1:27450" || b.BotSeed != 9 || b.Table.Name != "Loopback":
				t.Fatalf("the save's table: %+v", b)
			}
			kept := s.Kept()
			for i := range kept.Seats {
				if b.Kept.Tokens[i] != kept.Tokens[i] || b.Kept.Seats[i] != kept.Seats[i] {
					t.Fatalf("seat %d: %+v %s, kept %+v %s", i, b.Kept.Seats[i], b.Kept.Tokens[i], kept.Seats[i], kept.Tokens[i])
				}
			}
			if !c.secrets {
				sec := s.Game() // public: the secrets are on the joiner
				if sec.Sec != nil || bytes.Contains(data, []byte(`"secret"`)) || bytes.Contains(data, []byte(`"sealed"`)) {
					t.Fatal("a host whose Patrón plays elsewhere saved something of his secrets")
				}
			}
			// Opened again: the same code, the game where it stood, every
			// remote seat taken and waiting for its person.
			back, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Back: b})
			if err != nil {
				t.Fatal(err)
			}
			defer back.Close()
			if back.Code() != s.Code() || !back.Started() || len(back.Log()) != len(s.Log()) || back.Game().PublicHash() != s.Game().PublicHash() {
				t.Fatalf("back: code %s started %v, %d commands", back.Code(), back.Started(), len(back.Log()))
			}
			for i, seat := range back.Lobby().Seats {
				if seat.Who == session.Remote && (!seat.Taken || seat.Connected) {
					t.Fatalf("seat %d back as %+v", i, seat)
				}
			}
		})
	}
}

// A damaged, cut, emptied or edited host's save is refused whole, with
// words that say so, before anything is done with it; the file stays as
// it was.
func TestHostSaveRefusesDamage(t *testing.T) {
	s, _ := hostedGame(t, []string{session.Bot, session.Remote, session.Bot}, 20)
	data, err := hostSaving{srv: s, addr: ":27450", created: time.Now()}.encode()
	if err != nil {
		t.Fatal(err)
	}
	flip := bytes.Clone(data)
	i := bytes.Index(flip, []byte(`"name"`)) + 10
	flip[i] ^= 1
	edited := bytes.Replace(data, []byte(`"botSeed": 0`), []byte(`"botSeed": 1`), 1)
	for name, c := range map[string]struct {
		data []byte
		says string
	}{
		"cut short":    {data[:len(data)/2], "ends too soon"},
		"empty":        {nil, "ends too soon"},
		"a byte flips": {flip, "seal does not match"},
		"edited":       {edited, "seal does not match"},
		"not JSON":     {[]byte("hello"), "not JSON"},
		"another kind": {[]byte(`{"format":"patron-save"}`), "not a patron-host document"},
	} {
		path := filepath.Join(t.TempDir(), "host.json")
		if err := durable.WriteFile(path, c.data); err != nil {
			t.Fatal(err)
		}
		_, err := ReadHostSave(path, nil)
		var e *HostSaveError
		if !errors.As(err, &e) || !strings.Contains(err.Error(), c.says) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: %v", name, err)
		}
		if after, _ := os.ReadFile(path); !bytes.Equal(after, c.data) {
			t.Errorf("%s: the file changed", name)
		}
	}
	if bytes.Equal(edited, data) {
		t.Fatal("the edit did not happen")
	}
	if _, err := DecodeHostSave(data, nil); err != nil {
		t.Fatal(err)
	}
}

// The window's host whose Patrón is a bot seals his part with the saves'
// key: the save opens with that key alone, and says so without it.
func TestHostSaveSealedPatron(t *testing.T) {
	s, _ := hostedGame(t, []string{session.Bot, session.Remote, session.Bot}, 20)
	key, err := savefile.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	data, err := hostSaving{srv: s, addr: ":27450", created: time.Now(), key: key}.encode()
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte(`"secret"`)) || !bytes.Contains(data, []byte(`"sealed"`)) {
		t.Fatal("the Patrón's part is not sealed")
	}
	if _, err := DecodeHostSave(data, nil); err == nil || !strings.Contains(err.Error(), "sealed and no key") {
		t.Fatalf("opened without the key: %v", err)
	}
	b, err := DecodeHostSave(data, func() (*savefile.Key, error) { return key, nil })
	if err != nil || b.Game.Sec == nil || b.Game.PublicHash() != s.Game().PublicHash() {
		t.Fatalf("with the key: %v", err)
	}
}

// A game the host ended as abandoned has nothing to go on with: its save
// is refused, whatever else holds.
func TestHostSaveOfAnAbandonedGame(t *testing.T) {
	s, _ := hostedGame(t, []string{session.Bot, session.Remote, session.Bot}, 20)
	data, err := hostSaving{srv: s, addr: ":27450", created: time.Now()}.encode()
	if err != nil {
		t.Fatal(err)
	}
	var f hostFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	g := s.Game()
	table := savefile.Table{Control: g.Pub.Opts.Control, Abandoned: &savefile.Abandoned{Seat: 0, Waited: 420}}
	for _, seat := range f.Table.Seats {
		table.People = append(table.People, savefile.Person{Name: seat.Name, Bot: seat.Bot})
	}
	if f.Game, err = savefile.Write(g, table, savefile.WithSecrets, time.Now(), time.Now()); err != nil {
		t.Fatal(err)
	}
	if f.Seal, err = f.sealOf(); err != nil {
		t.Fatal(err)
	}
	if data, err = json.Marshal(&f); err != nil {
		t.Fatal(err)
	}
	if _, err := DecodeHostSave(data, nil); err == nil || !strings.Contains(err.Error(), "ended as abandoned") {
		t.Fatalf("an abandoned game's save: %v", err)
	}
}

// savedAndRead is s's host save as written, and read back.
func savedAndRead(t *testing.T, s *Server) ([]byte, *HostBack) {
	t.Helper()
	data, err := hostSaving{srv: s, addr: "127.0.0.1:27450", botSeed: 9, created: time.Now()}.encode()
	if err != nil {
		t.Fatal(err)
	}
	b, err := DecodeHostSave(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	return data, b
}
