package scenes

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
	"time"

	"patron/netplay/discovery"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
	"patron/scenes/store"
	"patron/scenes/words"
)

// found is a game of the list called name at addr, with the fingerprint
// of seed's certificate.
func foundGame(name, addr, seed string) discovery.Found {
	sum := sha256.Sum256([]byte(seed))
	fp := hex.EncodeToString(sum[:])
	return discovery.Found{Beacon: discovery.Beacon{Game: name, App: lan.AppVersion, Port: 27450, Fingerprint: fp,
		Code: transport.CodeOf(fp), Seats: 3, Free: 1}, Addr: addr}
}

// Two games of one name are both listed, each with its host's address
// and the start of its code; a game whose name is its own shows neither.
func TestJoinListTellsGamesOfOneNameApart(t *testing.T) {
	lang := words.English()
	j := &JoinScreen{found: []discovery.Found{
		foundGame("Ana's table", "192.168.1.20:27450", "a"),
		foundGame("Ana's table", "192.168.1.31:27450", "b"),
		foundGame("Ana's table", "192.168.1.31:27460", "b"),
		foundGame("Bo's table", "192.168.1.40:27450", "c"),
	}}
	seen := map[string]bool{}
	for i, f := range j.found[:3] {
		label := j.gameLabel(lang, f)
		host := strings.TrimSuffix(f.Addr, ":27450")
		if !strings.Contains(label, " · "+host+" · "+lan.PrettyCode(f.Code)[:4]) || seen[label] {
			t.Fatalf("game %d: %q", i, label)
		}
		seen[label] = true
	}
	if label := j.gameLabel(lang, j.found[3]); label != lang.Sprintf(words.JoinGameLine, "Bo's table", 1, 3, lan.AppVersion) {
		t.Fatalf("a name of its own: %q", label)
	}
}

// A forged answer (the real table's name and address, another
// fingerprint) picked in the list is not fatal: its certificate does not
// match, it leaves the list, and the one other game of that name, the
// real one, is joined at once.
func TestJoinSkipsAForgedGameForTheRealOne(t *testing.T) {
	a := &App{Store: store.Open(t.TempDir())}
	srv := loopbackTable(t, 9, wire.Seat{Name: "Pat", Who: session.Remote}, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"})
	defer runHost(srv, session.Bots{Levels: map[int]string{1: "normal"}, Seed: 9, Team: true})()
	addr := fmt.Sprintf("127.0.0.1:%d", srv.Port())
	honest := discovery.Found{Beacon: discovery.Beacon{Game: "T", App: lan.AppVersion, Port: srv.Port(), Fingerprint: srv.Fingerprint(),
		Code: srv.Code(), Seats: 2, Free: 1}, Addr: addr}
	forged := foundGame("T", addr, "a liar")
	forged.Port = srv.Port()
	j := &JoinScreen{name: "Pat", seat: -1, found: []discovery.Found{forged, honest}, picked: gameKey(forged),
		searched: true, stop: make(chan struct{})}
	j.join(a)
	deadline := time.NewTimer(20 * time.Second)
	defer deadline.Stop()
	for a.next == nil {
		if j.err != "" {
			t.Fatal(j.err)
		}
		ch := j.joining
		if ch == nil {
			t.Fatal("not joining")
		}
		select { // wait for the dial's result, then let Update take it
		case r := <-ch:
			ch <- r
		case <-deadline.C:
			t.Fatal("no table after 20 s")
		}
		j.Update(a, &Input{})
	}
	l, ok := a.next.(*PeerLobby)
	if !ok {
		t.Fatalf("went to %T", a.next)
	}
	defer l.peer.Close()
	if !j.forged[gameKey(forged)] || len(j.found) != 1 || j.found[0] != honest || l.rec.Pin != srv.Fingerprint() {
		t.Fatalf("forged %v, listed %+v, joined %+v", j.forged, j.found, l.rec)
	}
}
