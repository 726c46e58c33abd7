package scenes

import (
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
