package scenes

import (
	"testing"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/scenes/words"
)

// Past the Patrón's countdown, the pause's line speaks to whom it
// concerns: the host may end the game or wait, and the Patrón may still
// decide; a third computer would read of "the Patrón" and "the host".
func TestThePausesLineSpeaksToThePatronAndTheHost(t *testing.T) {
	lang := words.Lookup("de")
	srv, peer, err := limitTable(lang, 5, 0, false, session.Limits{Decision: 100 * time.Millisecond, Grace: time.Millisecond},
		func(g *game.Game) bool {
			return g.Pub.Opts.ControllerOf(g.Pending().Seat) == 0 && len(g.PublicLog()) > 20
		})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { srv.Close(); peer.Close() }()
	ran := func() bool { left, _, ok := peer.Pause(); return srv.Abandonable() && ok && left == 0 }
	if err := settleUntil(srv, peer, ran); err != nil {
		t.Fatal(err)
	}
	hm, pm, err := bothMatches(srv, peer)
	if err != nil {
		t.Fatal(err)
	}
	if got := NewLANPlay(hm).pauseBanner(lang); got != lang.T(words.PatronLateHost) {
		t.Errorf("the host reads %q", got)
	}
	if got := NewLANPlay(pm).pauseBanner(lang); got != lang.T(words.PatronLateYou) {
		t.Errorf("the Patrón reads %q", got)
	}
	if got := pauseToYou(lang, false, 90*time.Second); got != lang.Sprintf(words.PatronYouCount, "1:30") {
		t.Errorf("the Patrón's countdown reads %q", got)
	}
	if got := pauseToYou(lang, false, -1); got != lang.T(words.PatronLateWaitYou) {
		t.Errorf("a table that waits for him forever tells him %q", got)
	}
}
