package scenes

import (
	"fmt"
	"time"

	"patron/game"
	"patron/netplay/discovery"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureLAN shows a LAN table: the host's setup and lobby, the list of
// games a joiner sees, and one table on two computers at the same moment
// (the host plays the Patrón, a joiner the Factions), over QUIC on
// loopback in this process.
func captureLAN(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	setup := NewLANSetupScreen()
	setup.players = 3
	setup.names[0], setup.names[1], setup.names[2] = "Ana", "Bruno", "Carla"
	setup.noHints = true // the table's Hint refuses, its lobby says so
	setup.bookSplit()
	if err := capture("lan-host-setup", setup); err != nil {
		return err
	}
	cfg, err := setup.tableConfig(lang)
	if err != nil {
		return err
	}
	cfg.Seed = seed
	sec := game.SeedFrom(seed) // the same pictures every run
	cfg.Secret = &sec
	srv, err := lan.Serve(lan.ServerConfig{Addr: "127.0.0.1:0", Table: cfg})
	if err != nil {
		return err
	}
	defer srv.Close()
	peer, err := joinInProcess(srv, "Bruno", 1)
	if err != nil {
		return err
	}
	defer peer.Close()
	if err := capture("lan-lobby", &HostLobby{srv: srv, back: setup}); err != nil {
		return err
	}
	if err := capture("lan-lobby-joiner", &PeerLobby{peer: peer}); err != nil {
		return err
	}
	if err := capture("lan-lobby-joiner-waits", lobbyWaiting(lang, peer)); err != nil {
		return err
	}
	join := &JoinScreen{name: "Carla", seat: -1, picked: srv.Fingerprint() + " 192.168.1.20:27450", searched: true, found: []discovery.Found{
		{Beacon: discovery.Beacon{Game: cfg.Name, App: lan.AppVersion, Seats: 3, Free: 1, Fingerprint: srv.Fingerprint()}, Addr: "192.168.1.20:27450"},
		{Beacon: discovery.Beacon{Game: lang.Sprintf(words.TableOf, "Diego"), App: lan.AppVersion, Seats: 5, Started: true}, Addr: "192.168.1.31:27450"},
	}}
	if err := capture("lan-join", join); err != nil {
		return err
	}
	carla, err := joinInProcess(srv, "Carla", 2)
	if err != nil {
		return err
	}
	carlaDone := make(chan struct{})
	go func() { // Carla's bot plays on its own, until the table closes
		defer close(carlaDone)
		b := session.Bots{Levels: map[int]string{2: "normal"}, Seed: seed + 2, Team: true}
		lan.PlayPeerBots(carla, b, 30*time.Second, nil)
	}()
	defer func() { srv.Close(); <-carlaDone; carla.Close() }()
	if err := srv.Start(); err != nil {
		return err
	}
	hostBots := session.Bots{Levels: map[int]string{0: "normal"}, Seed: seed, Team: true}
	peerBots := session.Bots{Levels: map[int]string{1: "normal"}, Seed: seed + 1, Team: true}
	if err := playInProcess(srv, peer, hostBots, peerBots, func(g *game.Game) bool {
		return g.Pub.Season >= 2 && g.Pending().Seat.IsFactions()
	}); err != nil {
		return err
	}
	srv.Chat(0, "Bonsoir, caballeros.")
	peer.Chat("We will find you.")
	settle(srv, peer)
	hm, err := match.NewLAN(match.HostNet{S: srv})
	if err != nil {
		return err
	}
	pm, err := match.NewLAN(match.PeerNet{P: peer})
	if err != nil {
		return err
	}
	for _, m := range []*match.Match{hm, pm} {
		m.Chats = []match.ChatLine{{Player: 0, Name: "Ana", Text: "Bonsoir, caballeros."}, {Player: 1, Name: "Bruno", Text: "We will find you."}}
	}
	if err := capture("lan-table-host", NewLANPlay(hm)); err != nil {
		return err
	}
	if err := capture("lan-table-joiner", NewLANPlay(pm)); err != nil {
		return err
	}
	if err := captureDesync(lang, hm, pm, capture); err != nil {
		return err
	}
	return captureHostBack(lang, setup, pm, capture)
}

// joinInProcess seats a peer at srv over loopback QUIC.
func joinInProcess(srv *lan.Server, name string, seat int) (*session.Peer, error) {
	return lan.JoinHere(srv, wire.Hello{Name: name, Seat: seat}, 5*time.Second)
}

// joinAsPatron seats the Patrón's computer at srv over loopback QUIC,
// his secrets drawn from seed (the same pictures every run).
func joinAsPatron(srv *lan.Server, name string, seed uint64) (*session.Peer, error) {
	sec := game.SeedFrom(seed)
	return lan.JoinHereAs(srv, session.PeerConfig{Hello: wire.Hello{Name: name, Seat: 0}, Secret: &sec}, 5*time.Second)
}

// playInProcess plays both ends with bots until stop says so.
func playInProcess(srv *lan.Server, peer *session.Peer, hb, pb session.Bots, stop func(*game.Game) bool) error {
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		srv.Step()
		peer.Step()
		g := srv.Game()
		if g.Over() || stop(g) && peer.Game() != nil && len(peer.Log()) == len(srv.Log()) {
			return nil
		}
		if p, c, ok := hb.Next(g, srv.Local()); ok {
			if err := srv.Propose(p, c); err != nil {
				return err
			}
			continue
		}
		if pg := peer.Game(); pg != nil && !peer.Pending() {
			if p, c, ok := pb.Next(pg, []int{peer.Seat()}); ok && p == peer.Seat() {
				if err := peer.Propose(c); err != nil {
					return err
				}
			}
		}
		srv.Wait(2 * time.Millisecond)
	}
	return fmt.Errorf("the LAN table did not reach the pictures' moment")
}

// settle lets the messages in flight arrive.
func settle(srv *lan.Server, peer *session.Peer) {
	for range 20 {
		srv.Step()
		peer.Step()
		time.Sleep(5 * time.Millisecond)
	}
}
