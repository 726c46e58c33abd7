package scenes

import (
	"time"

	"patron/game"
	"patron/netplay/lobby"
	"patron/netplay/session"
	"patron/scenes/match"
	"patron/scenes/words"
)

// onlineBankShots begins the names of a turn-based table's pictures,
// which need a table on loopback.
const onlineBankShots = "online-banks-"

// shotBank is the pictures' bank: 3 days, a day more each move, 5 at
// most; the Patrón's countdown past his, 12 hours.
func shotBank() session.Limits {
	return session.Limits{Grace: 12 * time.Hour, Bank: session.Bank{Start: 72 * time.Hour, PerMove: 24 * time.Hour, Cap: 120 * time.Hour}}
}

// captureOnlineBanks shows a turn-based table's clocks (lan_banks.go): its
// lobby, the rule in words and each seat's bank; and the table, Bruno's
// bank running down while Ana, the Patrón, is on vacation, on his
// computer and on hers, which waits on him. A table on loopback stands
// for the server's.
func captureOnlineBanks(lang *words.Lang, seed uint64, link *onlineLink, capture func(string, Scene) error) error {
	if err := captureBanksLobby(lang, seed, link, capture); err != nil {
		return err
	}
	srv, peer, err := limitTable(lang, seed, 1, false, shotBank(),
		func(g *game.Game) bool { return g.Pub.Season >= 2 && g.Pub.Opts.ControllerOf(g.Pending().Seat) == 1 })
	if err != nil {
		return err
	}
	defer func() { srv.Close(); peer.Close() }()
	if err := srv.Hold(0, time.Now().Add(5*24*time.Hour)); err != nil {
		return err
	}
	if err := settleUntil(srv, peer, func() bool {
		bs := peer.Banks()
		return len(bs) == 2 && bs[1].Running && !bs[0].Held.IsZero()
	}); err != nil {
		return err
	}
	m, err := match.NewLAN(match.PeerNet{P: peer})
	if err != nil {
		return err
	}
	p := NewLANPlay(m)
	p.net.online = &onlineTable{link: link, id: "k7m2p9q4r8s3", name: lang.Sprintf(words.TableOf, "Ana")}
	if err := capture("online-banks-table", onlineShot{p, link, ""}); err != nil {
		return err
	}
	hm, err := match.NewLAN(match.HostNet{S: srv}) // the other side: the table waits on Bruno
	if err != nil {
		return err
	}
	return capture("online-banks-waiting", NewLANPlay(hm))
}

// captureBanksLobby is a turn-based table's lobby, Ana seated.
func captureBanksLobby(lang *words.Lang, seed uint64, link *onlineLink, capture func(string, Scene) error) error {
	srv, peer, err := shotLobbyTable(lang, seed, shotBank())
	if err != nil {
		return err
	}
	defer func() { srv.Close(); peer.Close() }()
	if err := settleUntil(srv, peer, func() bool { return len(peer.Banks()) == 3 }); err != nil {
		return err
	}
	t := &onlineTable{link: link, id: "k7m2p9q4r8s3", name: lang.Sprintf(words.TableOf, "Ana")}
	return capture("online-banks-lobby", onlineShot{&PeerLobby{peer: peer, online: t}, link, ""})
}

// shotVacationEnds is when the pictures' vacation ends: five days on, at
// six in the evening.
func shotVacationEnds() time.Time {
	return time.Now().UTC().Truncate(24 * time.Hour).Add(5*24*time.Hour + 18*time.Hour)
}

// shotVacation is Play online with the player on vacation, 3 days more
// chosen to take.
func shotVacation(o *OnlineScreen) *OnlineScreen {
	o.vac = vacation{known: true, asked: true, days: 3, v: lobby.Vacation{Until: shotVacationEnds(), DaysLeft: 9, PerYear: 14}}
	return o
}

// shotHeld are the player's tables with their clock held at the
// turn-based ones still playing.
func shotHeld(mine []lobby.Mine) []lobby.Mine {
	out := append([]lobby.Mine(nil), mine...)
	for i, m := range out {
		if m.Mode == lobby.Turn && m.Status == lobby.StatusPlaying {
			out[i].HeldUntil = shotVacationEnds()
		}
	}
	return out
}
