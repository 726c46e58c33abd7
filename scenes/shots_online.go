package scenes

import (
	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/netplay/identity"
	"patron/netplay/lan"
	"patron/netplay/lobby"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/words"
)

// onlineShot is a scene shown with the window linked to a server as
// staged (link), in the browser edition when origin is its page's server.
type onlineShot struct {
	Scene
	link   *onlineLink
	origin string
}

// onlineShots begins the name of the online screens that need a table on
// loopback (the lobby of a private table).
const onlineShots = "online-lobby-"

// shotIdentity is a key made from a fixed seed: the same pictures every
// run.
func shotIdentity() *identity.Identity {
	seed := make([]byte, ed25519.SeedSize)
	for i := range seed {
		seed[i] = byte(7*i + 1)
	}
	pub := ed25519.NewKeyFromSeed(seed).Public().(ed25519.PublicKey)
	id, err := identity.Unmarshal(fmt.Appendf(nil, `{"format":"patron-identity","version":1,"seed":%q,"public":%q,"device":"Ana's laptop"}`,
		hex.EncodeToString(seed), hex.EncodeToString(pub)))
	if err != nil {
		panic(err) // the seed above is whole
	}
	return id
}

// shotLink is a window signed in to a server, with the player's tables
// as that server listed them: one waits on the player.
func shotLink(lang *words.Lang, seed uint64) (*onlineLink, error) {
	last, err := shotLastMove(lang, seed)
	if err != nil {
		return nil, err
	}
	seats := func(names ...string) []lobby.ListingSeat {
		var out []lobby.ListingSeat
		for _, n := range names {
			s := lobby.ListingSeat{Name: n, Taken: n != "", Connected: true}
			if n == "bot" {
				s = lobby.ListingSeat{Bot: "normal", Taken: true}
			}
			out = append(out, s)
		}
		return out
	}
	at := time.Date(2026, 11, 30, 21, 4, 0, 0, time.UTC)
	mine := []lobby.Mine{
		{Listing: lobby.Listing{ID: "k7m2p9q4r8s3", Name: "Sunday league", Mode: lobby.Turn, Status: lobby.StatusPlaying, Seats: seats("Bruno", "Ana", "Carla"),
			Waiting: 1, Last: last, LastAt: at, BankMS: []int{3 * dayMS, 2*dayMS + 5*hourMS, 4 * dayMS}}, Seat: 1, YourTurn: true},
		{Listing: lobby.Listing{ID: "c4d5e6f7g8h9", Name: "Office hunt", Mode: lobby.Turn, Status: lobby.StatusPlaying, Seats: seats("Ana", "bot", "Diego"),
			Waiting: 2, Last: last, LastAt: at, BankMS: []int{5 * dayMS, 3 * dayMS, 20 * hourMS}}, Seat: 0},
		{Listing: lobby.Listing{ID: "m3n4p5q6r7s8", Name: "Ana's table", Mode: lobby.Live, Status: lobby.StatusLobby, Seats: seats("Ana", ""), Waiting: -1}, Seat: 0},
		{Listing: lobby.Listing{ID: "t2u3v4w5x6y7", Name: "Friday night", Mode: lobby.Live, Status: lobby.StatusOver, Seats: seats("Elena", "Ana"), Waiting: -1}, Seat: 1},
	}
	l := &onlineLink{server: "https://narcos.example.org/", name: "Ana", id: shotIdentity(), known: true, told: map[string]bool{}}
	l.mine = mine
	for _, m := range mine {
		if yourTurn(m) {
			l.told[m.ID] = true
		}
	}
	return l, nil
}

// shotLastMove is a Faction's first decision of a bot game, as a table's
// last move.
func shotLastMove(lang *words.Lang, seed uint64) (string, error) {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return "", err
	}
	var last string
	err = play(m, board.NoLoc, true, func(d game.Decision) bool {
		if log := m.G.PublicLog(); len(log) > 0 && d.Seat.IsFactions() {
			last = log[len(log)-1].Format()
			return true
		}
		return false
	})
	return last, err
}

// shotPublic are the public tables a server lists.
func shotPublic() []lobby.Listing {
	return []lobby.Listing{
		{ID: "a1b2c3d4e5f6", Name: "Medellín by night", Mode: lobby.Live, Status: lobby.StatusLobby, Waiting: -1, NoHints: true,
			Seats: []lobby.ListingSeat{{Name: "Felipe", Taken: true}, {}, {Bot: "hard", Taken: true}}},
		{ID: "g7h8i9j2k3m4", Name: "Slow and steady", Mode: lobby.Turn, Status: lobby.StatusPlaying, Waiting: 0,
			Seats: []lobby.ListingSeat{{Name: "Gabriela", Taken: true}, {Name: "Hugo", Taken: true}}},
	}
}

// captureOnline shows Play online: the server to type, the lobby of a
// server (the player's tables, one waiting on them, the public ones), the
// same in the browser edition, the menu's badge, a server whose key
// changed, a new table's seats and options, the player's key with its
// export code, and the lobby of a private table with its invite.
func captureOnline(lang *words.Lang, seed uint64, mayWant func(string) bool, capture func(string, Scene) error) error {
	link, err := shotLink(lang, seed)
	if err != nil {
		return err
	}
	lobbyScreen := func() *OnlineScreen {
		return &OnlineScreen{addr: "narcos.example.org", name: "Ana", focus: focusInvite, public: shotPublic(), invite: "k7m2p9q4r8s3/QW"}
	}
	many := *link // a player of many tables: the list scrolls
	for i := range 8 {
		many.mine = append(many.mine, lobby.Mine{Listing: lobby.Listing{ID: fmt.Sprintf("over%08d", i), Name: fmt.Sprintf("Week %d", 40-i),
			Mode: lobby.Turn, Status: lobby.StatusOver, Waiting: -1}, Seat: 1})
	}
	scrolled := lobbyScreen()
	scrolled.first = 2
	fresh := &OnlineScreen{name: "Ana", focus: focusServer}
	changed := &OnlineScreen{addr: "192.168.1.40:8443", name: "Ana", focus: focusName,
		err: lang.Sprintf(words.OnlineKeyChanged, "192.168.1.40:8443", "3f9a0c77e1d2b845…", "be1277a09c3d5e61…")}
	setup := NewOnlineSetupScreen()
	setup.players, setup.kinds[2] = 3, 3
	setup.names[0], setup.names[1] = "Ana", "Bruno"
	setup.bookSplit()
	table := &OnlineTableSetup{setup: setup, name: lang.Sprintf(words.TableOf, "Ana"), mode: lobby.Turn, limit: lanLimitDefault, bank: 3, perMove: 24, capDays: 14}
	away := *link // on vacation: My games says so at the turn-based tables
	away.mine = shotHeld(link.mine)
	live := *table
	live.mode, live.public = lobby.Live, true
	sealed := lobbyScreen() // the longest of the words for a Patrón's sealed game refused
	sealed.err = lang.T(words.OnlineSealedOld)
	for _, s := range []namedShot{
		{"online-connect", fresh},
		{"online-lobby", onlineShot{lobbyScreen(), link, ""}},
		{"online-browser", onlineShot{lobbyScreen(), link, "https://narcos.example.org"}},
		{"online-many", onlineShot{scrolled, &many, ""}},
		{"online-key-changed", changed},
		{"online-sealed-old", onlineShot{sealed, link, ""}},
		{"online-menu-badge", onlineShot{&Menu{}, link, ""}},
		{"online-create", onlineShot{setup, link, ""}},
		{"online-create-expert", onlineShot{expertSetup(NewOnlineSetupScreen(), 2), link, ""}},
		{"online-table-turn", onlineShot{table, link, ""}},
		{"online-table-live", onlineShot{&live, link, ""}},
		{"online-key", onlineShot{&OnlineKeyScreen{id: link.id, shown: true, from: "", focus: 1}, link, ""}},
		{"online-vacation", onlineShot{shotVacation(lobbyScreen()), &away, ""}},
	} {
		if err := capture(s.Name, s.Scene); err != nil {
			return err
		}
	}
	if mayWant == nil || mayWant(onlineBankShots) {
		if err := captureOnlineBanks(lang, seed, link, capture); err != nil {
			return err
		}
	}
	if mayWant != nil && !mayWant(onlineShots) {
		return nil
	}
	return captureOnlineLobby(lang, seed, link, capture)
}

// shotLobbyTable is Ana's table of three seats on loopback, with the
// limits given, not begun: Ana seated, Bruno's seat free, a bot's.
func shotLobbyTable(lang *words.Lang, seed uint64, l session.Limits) (*lan.Server, *session.Peer, error) {
	srv, err := lan.Serve(lan.ServerConfig{Addr: "127.0.0.1:0", Table: session.HostConfig{Name: lang.Sprintf(words.TableOf, "Ana"), Seed: seed,
		Seats:   []wire.Seat{{Name: "Ana", Who: session.Remote}, {Name: "Bruno", Who: session.Remote}, {Name: "Bot", Who: session.Bot, Bot: "normal"}},
		Control: game.DefaultSplit(3), Limits: l}})
	if err != nil {
		return nil, nil, err
	}
	peer, err := joinInProcess(srv, "Ana", 0)
	if err != nil {
		srv.Close()
		return nil, nil, err
	}
	return srv, peer, nil
}

// captureOnlineLobby shows the lobby of a private online table, its
// invite beside the seats: a table on loopback stands for the server's.
func captureOnlineLobby(lang *words.Lang, seed uint64, link *onlineLink, capture func(string, Scene) error) error {
	srv, peer, err := shotLobbyTable(lang, seed, session.Limits{})
	if err != nil {
		return err
	}
	defer func() { srv.Close(); peer.Close() }()
	t := &onlineTable{link: link, id: "m3n4p5q6r7s8", invite: "QWXRT-8K2PZ", name: lang.Sprintf(words.TableOf, "Ana")}
	if err := capture("online-lobby-invite", onlineShot{&PeerLobby{peer: peer, online: t}, link, ""}); err != nil {
		return err
	}
	watcher, err := lan.JoinHere(srv, wire.Hello{Name: "Diego", Seat: -1, Watch: true}, 5*time.Second)
	if err != nil {
		return err
	}
	defer watcher.Close()
	watch := &onlineTable{link: link, id: "a1b2c3d4e5f6", name: "Medellín by night", watch: true}
	return capture("online-lobby-watch", onlineShot{&PeerLobby{peer: watcher, online: watch}, link, ""})
}
