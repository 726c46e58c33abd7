package scenes

import (
	"fmt"

	"patron/game"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureHostBack shows the host coming back: a joiner's table while it
// waits for its host, and the Host screen offering "Back to my table".
func captureHostBack(lang *words.Lang, setup *NewSetup, pm *match.Match, capture func(string, Scene) error) error {
	p := NewLANPlay(pm)
	p.net.host, p.net.problem = &hostWait{done: make(chan hostBack)}, lang.T(words.WaitingForHost)
	if err := capture("lan-table-waiting-host", p); err != nil {
		return err
	}
	back := *setup
	back.table = tableBack{read: true, back: &lan.HostBack{Table: session.HostConfig{Name: lang.Sprintf(words.TableOf, "Ana")}}}
	return capture("lan-host-setup-back", &back)
}

// captureDecisionLost is a Faction player's table made again once its
// host is back, when the decision it sent as the host dropped never
// arrived: the prompt and the news say so, and the question is asked
// again (lan-table-decision-lost).
func captureDecisionLost(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	srv, peer, err := limitTable(lang, seed, 1, false, session.Limits{}, func(g *game.Game) bool {
		return len(g.PublicLog()) >= 40 && g.Pending().Seat.IsFactions() && g.Pending().Prompt == game.PromptHunterStep
	})
	if err != nil {
		return err
	}
	defer func() { srv.Close(); peer.Close() }()
	settle(srv, peer)
	pm, err := match.NewLAN(match.PeerNet{P: peer})
	if err != nil {
		return err
	}
	p := NewLANPlay(pm)
	defer p.stopSaving()
	sent := pm.G.Legal(nil)
	if len(sent) == 0 || p.M.Elsewhere() {
		return fmt.Errorf("lan-table-decision-lost: the staged decision is not Bruno's")
	}
	p.notDelivered(lang, session.Note{Kind: session.NoteRefused, Code: session.CodeNotDelivered, Player: 1, Command: sent[len(sent)/2]})
	p.net.banner = p.news(lang.T(words.HostBack))
	return capture("lan-table-decision-lost", p)
}
