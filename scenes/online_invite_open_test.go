//go:build !js

package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
)

// A friend who follows an invite link in a browser, never signed in
// before, finds the name in focus (what they type goes there, not into
// the invite already filled in); Enter signs in and sits them at the
// invite's table. Before, the invite had the focus and Enter did nothing.
func TestInviteLinkSignsInWithEnterThenJoins(t *testing.T) {
	addr := startOnline(t)
	made := privateTable(t, addr)
	a := onlineApp(t)
	a.Platform.Origin = addr // the page the link opened
	p := &screenPlayer{t: t, a: a, scene: inviteScreen(a, inviteLink(addr, made.ID, made.Invite))}
	o := p.scene.(*OnlineScreen)
	if o.focus != focusName || o.connected(a) || o.connecting != nil {
		t.Fatalf("the invite's screen: focus %d, connected %v", o.focus, o.connected(a))
	}
	for o.name != "" {
		p.frame(&Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	}
	p.frame(&Input{Chars: []rune("Bea")})
	if o.name != "Bea" || !strings.Contains(o.invite, made.Invite) {
		t.Fatalf("typing went to the name %q, the invite %q", o.name, o.invite)
	}
	p.frame(&Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	var at *PeerLobby
	p.until("the invite's table", func() bool { at, _ = p.scene.(*PeerLobby); return at != nil })
	if at.online.id != made.ID || a.Settings.PlayerName != "Bea" {
		t.Errorf("joined table %s as %q, not %s as Bea", at.online.id, a.Settings.PlayerName, made.ID)
	}
	at.peer.Close()
}

// A field too narrow for its text shows the text's end, where the caret
// is, rather than running over the buttons beside it.
func TestFieldShowsTheEndOfALongLink(t *testing.T) {
	c := &draw.Canvas{S: 1, Dry: true}
	st := Body(10)
	link := "http://127.0.0.1:43501/?invite=B2W9P-48NLF&table=k7m2p9q4r8s3|"
	got := clipFront(c, link, 200, st)
	if !strings.HasPrefix(got, "…") || !strings.HasSuffix(got, "r8s3|") || c.Measure(got, st) > 200 {
		t.Errorf("clipped to %q (%.0f wide)", got, c.Measure(got, st))
	}
	if got := clipFront(c, "Bea|", 200, st); got != "Bea|" {
		t.Errorf("a short text became %q", got)
	}
}
