//go:build !js

package browser_test

import (
	"fmt"
	"net/url"
	"path/filepath"
	"testing"
	"time"

	"patron/netplay/lobby"
)

// A friend follows an invite link: the server answers it with the game's
// page, which opens Play online at that table, and once the friend has
// signed in (Enter, the name offered) sits them at it, the game starting
// with them. The desktop client made the private table and sits at it.
func TestInviteLinkInChromium(t *testing.T) {
	dir := builtWeb(t)
	base := startServer(t, dir)
	desk := desktop(t, base)
	ctx := t.Context()
	made, err := desk.c.Create(ctx, lobby.Create{Name: "By invite", Mode: lobby.Turn,
		Seats: []lobby.SeatConfig{{Bot: "easy"}, {}, {}}, Clock: lobby.Clock{BankMS: 24 * 60 * 60 * 1000}})
	if err != nil {
		t.Fatal(err)
	}
	desk.join(t, made.ID, made.Invite)
	// The link as the table's lobby shows it (scenes.inviteLink).
	link := base + "/?" + url.Values{"table": {made.ID}, "invite": {made.Invite}}.Encode()

	b := chromium(t, 4*time.Minute)
	shots := t.ArtifactDir()
	shot := func(name string) {
		t.Helper()
		if err := b.NextFrames(2); err != nil {
			t.Fatal(err)
		}
		screenshot(t, b, filepath.Join(shots, "invite-"+name+".png"))
	}
	if err := b.Open(link); err != nil {
		t.Fatal(err)
	}
	if _, err := b.WaitMenu(2 * time.Minute); err != nil {
		t.Fatal(err)
	}
	shot("opened")
	if err := b.Press("Enter"); err != nil { // sign in under the name offered
		t.Fatal(err)
	}
	err = waitUntil(ctx, 40*time.Second, "the page at the invite's table", func() bool { return desk.pageHere.Load() })
	shot("seated")
	if err != nil {
		t.Fatal(err)
	}
	if err := waitUntil(ctx, 30*time.Second, "the game started", func() bool { return desk.logLen.Load() > 0 }); err != nil {
		t.Fatal(err)
	}
	shot("started")
	fmt.Fprintf(t.Output(), "the page followed %s to table %s and sits at it; the game started\n", link, made.ID)
}
