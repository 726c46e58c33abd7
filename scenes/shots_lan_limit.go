package scenes

import (
	"fmt"
	"time"

	"patron/game"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureLANLimit shows a LAN table's time for each decision at work
// (lan_limit.go), on loopback QUIC in this process: a Faction's computer
// whose seat a bot plays after its person let the time pass, the table
// paused for a silent Patrón with its countdown (on the host's computer
// and on his), the host offered to end the game once it runs out, and the
// end screen of the game abandoned.
func captureLANLimit(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	if err := captureStoodIn(lang, seed, capture); err != nil {
		return err
	}
	if err := capturePatronPause(lang, seed, 5*time.Minute, capture); err != nil {
		return err
	}
	return capturePatronPause(lang, seed, time.Millisecond, capture)
}

// limitTable hosts a table of the Patrón and one Faction player, Ana and
// Bruno, with the limits given; peerSeat is the one on the joined
// computer, the other is at the host (a bot if bot). Bots play both until
// stop says so.
func limitTable(lang *words.Lang, seed uint64, peerSeat int, bot bool, l session.Limits, stop func(*game.Game) bool) (*lan.Server, *session.Peer, error) {
	here := wire.Seat{Name: "Ana", Who: session.AtHost}
	if bot {
		here = wire.Seat{Name: lang.T(words.BotName), Who: session.Bot, Bot: "normal"}
	}
	seats := []wire.Seat{here, {Name: "Bruno", Who: session.Remote}}
	if peerSeat == 0 {
		here.Name = "Bruno"
		seats = []wire.Seat{{Name: "Ana", Who: session.Remote}, here}
	}
	// No limit until the pictures' moment: on a busy computer a bot's
	// decision may take longer than the short limit the pictures use.
	cfg := session.HostConfig{Name: lang.Sprintf(words.TableOf, "Ana"), Seats: seats, Control: game.DefaultSplit(2), Seed: seed}
	sec := game.SeedFrom(seed) // the same pictures every run
	if peerSeat != 0 {
		cfg.Secret = &sec
	}
	srv, err := lan.Serve(lan.ServerConfig{Addr: "127.0.0.1:0", Table: cfg})
	if err != nil {
		return nil, nil, err
	}
	var peer *session.Peer
	if peerSeat == 0 {
		peer, err = joinAsPatron(srv, seats[0].Name, seed)
	} else {
		peer, err = joinInProcess(srv, seats[peerSeat].Name, peerSeat)
	}
	if err == nil {
		err = srv.Start()
	}
	if err == nil {
		// The host's bots play its seat (0 or 1), the joiner's its own.
		hb := session.Bots{Levels: map[int]string{0: "normal", 1: "normal"}, Seed: seed, Team: true}
		pb := session.Bots{Levels: map[int]string{peerSeat: "normal"}, Seed: seed + 1, Team: true}
		err = playInProcess(srv, peer, hb, pb, stop)
	}
	if err == nil {
		srv.SetLimits(l)
	}
	if err != nil {
		srv.Close()
		return nil, nil, err
	}
	return srv, peer, nil
}

// bothMatches are the host's and the joiner's matches of one table.
func bothMatches(srv *lan.Server, peer *session.Peer) (*match.Match, *match.Match, error) {
	hm, err := match.NewLAN(match.HostNet{S: srv})
	if err != nil {
		return nil, nil, err
	}
	pm, err := match.NewLAN(match.PeerNet{P: peer})
	return hm, pm, err
}

// settleUntil steps both ends until cond holds (5 s at most).
func settleUntil(srv *lan.Server, peer *session.Peer, cond func() bool) error {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
		srv.Step()
		peer.Step()
		if cond() {
			settle(srv, peer)
			return nil
		}
		srv.Wait(2 * time.Millisecond)
	}
	return fmt.Errorf("the LAN table did not reach the pictures' moment")
}

// captureStoodIn: Bruno's computer is connected and says nothing; past
// the limit a bot at the host plays his seat, and his screen offers it
// back.
func captureStoodIn(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	srv, peer, err := limitTable(lang, seed, 1, false, session.Limits{Decision: 200 * time.Millisecond, Grace: time.Minute},
		func(g *game.Game) bool { return g.Pub.Season >= 2 && g.Pub.Opts.ControllerOf(g.Pending().Seat) == 1 })
	if err != nil {
		return err
	}
	defer func() { srv.Close(); peer.Close() }()
	// Both tables are open before the limit passes, as they would be.
	hm, pm, err := bothMatches(srv, peer)
	if err != nil {
		return err
	}
	host, joiner := NewLANPlay(hm), NewLANPlay(pm)
	if err := settleUntil(srv, peer, peer.StoodIn); err != nil {
		return err
	}
	for _, m := range []*match.Match{hm, pm} {
		if err := m.SeatsChanged(); err != nil {
			return err
		}
	}
	if err := capture("lan-stood-in", joiner); err != nil {
		return err
	}
	return capture("lan-stood-in-host", host)
}

// capturePatronPause: Ana, the Patrón, is connected and says nothing; the
// host's table (Bruno plays the Factions there) waits with a countdown.
// With a countdown of a few minutes, both computers show it; with one run
// out, the host is offered to end the game, and the end screen follows.
func capturePatronPause(lang *words.Lang, seed uint64, grace time.Duration, capture func(string, Scene) error) error {
	srv, peer, err := limitTable(lang, seed, 0, false, session.Limits{Decision: 200 * time.Millisecond, Grace: grace},
		func(g *game.Game) bool { return g.Pub.Season >= 2 && g.Pub.Opts.ControllerOf(g.Pending().Seat) == 0 })
	if err != nil {
		return err
	}
	defer func() { srv.Close(); peer.Close() }()
	cond := func() bool { _, _, ok := peer.Pause(); return ok }
	if grace < time.Second {
		cond = srv.Abandonable
	}
	if err := settleUntil(srv, peer, cond); err != nil {
		return err
	}
	hm, pm, err := bothMatches(srv, peer)
	if err != nil {
		return err
	}
	if grace >= time.Second {
		if err := capture("lan-patron-countdown", NewLANPlay(hm)); err != nil {
			return err
		}
		return capture("lan-patron-countdown-patron", NewLANPlay(pm))
	}
	if err := capture("lan-patron-late", NewLANPlay(hm)); err != nil {
		return err
	}
	if err := srv.Abandon(); err != nil {
		return err
	}
	if err := settleUntil(srv, peer, func() bool { return peer.Abandoned() != nil }); err != nil {
		return err
	}
	if err := capture("lan-abandoned-end", NewEnd(hm)); err != nil {
		return err
	}
	return capture("lan-abandoned-end-patron", NewEnd(pm))
}
