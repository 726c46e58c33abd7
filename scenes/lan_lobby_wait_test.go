package scenes

import (
	"strconv"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/store"
	"patron/scenes/words"
)

// The host dies (no goodbye) while a joiner's window waits in its lobby.
// The lobby says it waits for the host, not that the host is gone; the
// host comes back from its lobby's save on the same port, the joiner is
// in the lobby again at its seat, and the game begins when the host
// starts it.
func TestLANLobbyWaitsForItsHost(t *testing.T) {
	joiner := &App{Store: store.Open(t.TempDir())}
	seats := []wire.Seat{{Name: "Bot", Who: session.Bot, Bot: "normal"}, {Name: "Pat", Who: session.Remote}}
	cfg := session.HostConfig{Name: "T", Seats: seats, Control: game.DefaultSplit(len(seats)), Seed: 9, SeasonCap: 10}
	srv, err := lan.Serve(lan.ServerConfig{Addr: "127.0.0.1:0", Table: cfg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	l := lobbyOfPat(t, joiner, srv)
	joiner.next = nil
	defer l.Close(joiner)
	untilFrame(t, "the host's lobby keeps the joiner's seat", func() bool { srv.Step(); return srv.Kept().Seats[1].Taken })
	kept := srv.Kept()
	srv.Vanish() // the host's process is killed: no goodbye
	untilFrame(t, "the host's port is free", func() bool { return portFree(srv.Port()) })
	for range 20 { // the silence alone is no news
		l.Update(joiner, &Input{})
	}
	if l.err != "" || l.wait != nil {
		t.Fatalf("before the host is back the lobby says %q", l.err)
	}

	back, err := lan.Serve(lan.ServerConfig{Addr: "127.0.0.1:" + strconv.Itoa(srv.Port()), Table: cfg,
		Back: &lan.HostBack{Identity: srv.Identity(), Table: cfg, Kept: kept}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(back.Close)
	waited := false
	untilFrame(t, "the joiner back at its seat", func() bool {
		back.Step()
		l.Update(joiner, &Input{})
		if l.wait != nil {
			waited = waited || l.err == joiner.Lang.T(words.LobbyWaitingForHost)
		}
		return l.wait == nil && waited && back.Lobby().Seats[1].Connected
	})
	if l.err != "" || l.peer.Seat() != 1 || !back.Ready() {
		t.Fatalf("back in the lobby: %q, seat %d, ready %v", l.err, l.peer.Seat(), back.Ready())
	}

	if err := back.Start(); err != nil {
		t.Fatal(err)
	}
	untilFrame(t, "the game begins at the joiner", func() bool {
		back.Step()
		l.Update(joiner, &Input{})
		return joiner.next != nil
	})
	p, ok := joiner.next.(*Play)
	if !ok {
		t.Fatalf("the game begins as %T: %q", joiner.next, l.err)
	}
	p.stopSaving()
	if p.M.G.Sec != nil {
		t.Fatal("the Factions' computer holds the Patrón's secrets")
	}
}

// untilFrame runs frame until it reports done, failing after 15 s.
func untilFrame(t *testing.T, what string, frame func() bool) {
	t.Helper()
	for deadline := time.Now().Add(15 * time.Second); !frame(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: too long", what)
		}
	}
}

// A host that closes its table in the lobby says goodbye: the joiner's
// lobby says the host is gone, as before, and does not wait.
func TestLANLobbyTakesTheHostsGoodbye(t *testing.T) {
	joiner := &App{Store: store.Open(t.TempDir())}
	srv := loopbackTable(t, 9, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"}, wire.Seat{Name: "Pat", Who: session.Remote})
	l := lobbyOfPat(t, joiner, srv)
	defer l.Close(joiner)
	srv.Close()
	untilFrame(t, "the joiner hears the goodbye", func() bool { l.Update(joiner, &Input{}); return l.err != "" })
	if l.wait != nil || l.err != joiner.Lang.T(words.HostGone) {
		t.Fatalf("after the host's goodbye the lobby says %q (waiting: %v)", l.err, l.wait != nil)
	}
}

// lobbyOfPat joins srv's seat 1 as Pat from joiner's Join screen and
// returns the lobby it sits in.
func lobbyOfPat(t *testing.T, joiner *App, srv *lan.Server) *PeerLobby {
	t.Helper()
	j := &JoinScreen{name: "Pat", seat: 1, addr: "127.0.0.1:" + strconv.Itoa(srv.Port()), code: srv.Code(), stop: make(chan struct{})}
	j.join(joiner)
	var l *PeerLobby
	untilFrame(t, "the joiner sits in the lobby", func() bool {
		srv.Step()
		j.Update(joiner, &Input{})
		l, _ = joiner.next.(*PeerLobby)
		return l != nil
	})
	return l
}
