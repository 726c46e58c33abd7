package scenes

import (
	"crypto/sha256"
	"encoding/hex"

	"patron/game"
	"patron/netplay/discovery"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureLANWindow shows what a LAN table's players meet that the other
// LAN pictures do not: the join list with two tables of one name, the
// Patrón's objective cards beside the chat and a banner, a false report
// refused and a computer dropped for its false reports (on the host), and
// the notes of a flood on the host and on the joiner.
func captureLANWindow(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	twin := func(addr, key string) discovery.Found {
		sum := sha256.Sum256([]byte(key))
		fp := hex.EncodeToString(sum[:])
		return discovery.Found{Beacon: discovery.Beacon{Game: lang.Sprintf(words.TableOf, "Ana"), App: lan.AppVersion,
			Port: 27450, Fingerprint: fp, Code: transport.CodeOf(fp), Seats: 3, Free: 1}, Addr: addr}
	}
	same := []discovery.Found{twin("192.168.1.20:27450", "a"), twin("192.168.1.31:27450", "b")}
	join := &JoinScreen{name: "Carla", seat: -1, picked: gameKey(same[1]), searched: true, found: same}
	if err := capture("lan-join-same-name", join); err != nil {
		return err
	}
	// Bruno plays the Factions at the host, Ana the Patrón on her computer.
	srv, peer, err := limitTable(lang, seed, 0, false, session.Limits{}, func(g *game.Game) bool {
		return g.Pending().Prompt == game.PromptOrder
	})
	if err != nil {
		return err
	}
	defer func() { srv.Close(); peer.Close() }()
	hm, pm, err := bothMatches(srv, peer)
	if err != nil {
		return err
	}
	chats := []match.ChatLine{{Player: 0, Name: "Ana", Text: "Bonsoir, caballeros."}, {Player: 1, Name: "Bruno", Text: "We will find you."}}
	hm.Chats, pm.Chats = chats, chats
	app := &App{Lang: lang}
	patron := NewLANPlay(pm)
	patron.desyncNote(app, session.Note{Kind: session.NoteDesync, Code: wire.StepResync, Player: 1, Seq: len(pm.G.PublicLog()) - 1})
	if err := capture("lan-table-objectives", patron); err != nil {
		return err
	}
	host := NewLANPlay(hm)
	host.takeNotes(app, []session.Note{{Kind: session.NoteProblem, Code: session.CodeSlowDown, Player: 0,
		Text: "slow down: 41230 chat messages dropped (2 a second at most, 10 at once)"}})
	if err := capture("lan-table-flood-host", host); err != nil {
		return err
	}
	host = NewLANPlay(hm)
	host.takeNotes(app, []session.Note{{Kind: session.NoteProblem, Code: "false-desync", Player: 0}})
	if err := capture("lan-table-false-desync", host); err != nil {
		return err
	}
	host = NewLANPlay(hm) // a computer coming back over and over (session/returns.go)
	host.takeNotes(app, []session.Note{{Kind: session.NoteProblem, Code: wire.CodeTooSoon, Player: 0}})
	if err := capture("lan-table-too-soon", host); err != nil {
		return err
	}
	soon := &JoinScreen{name: "Carla", seat: -1, searched: true, found: same, err: lang.Sprintf(words.JoinFailed, lang.T(words.TooSoon))}
	if err := capture("lan-join-too-soon", soon); err != nil {
		return err
	}
	joiner := NewLANPlay(pm)
	joiner.takeNotes(app, []session.Note{{Kind: session.NoteProblem, Code: session.CodeSlowDown, Player: 0}})
	if err := capture("lan-table-flood-joiner", joiner); err != nil {
		return err
	}
	joiner = NewLANPlay(pm)
	joiner.takeNotes(app, []session.Note{{Kind: session.NoteProblem, Code: session.CodeHostFloods}})
	if err := capture("lan-table-host-floods", joiner); err != nil {
		return err
	}
	host = NewLANPlay(hm)
	host.desyncNote(app, session.Note{Kind: session.NoteDesync, Code: wire.StepLies, Player: 0})
	return capture("lan-table-lies", host)
}
