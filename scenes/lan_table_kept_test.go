package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// A host whose table's save cannot be written (here a file stands where
// its folder should be) is told so on its table: after a crash "Back to my
// table" would not find the game.
func TestLANHostIsToldItsTableIsNotKept(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "lan"), []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	host := &App{Store: store.Open(root), Lang: words.English()}
	srv := loopbackTable(t, 5, wire.Seat{Name: "Ana", Who: session.AtHost}, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"})
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	m, err := match.NewLAN(match.HostNet{S: srv, Kept: keepTable(host, srv)})
	if err != nil {
		t.Fatal(err)
	}
	p := NewLANPlay(m)
	defer p.stopSaving()
	p.pumpNet(host)
	if p.net.banner.text != "" {
		t.Fatalf("before any command, the table says %q", p.net.banner.text)
	}
	bots := session.Bots{Levels: map[int]string{0: "normal", 1: "normal"}, Seed: 5, Team: true}
	who, c, ok := bots.Next(srv.Game(), srv.Local())
	if !ok {
		t.Fatal("no decision at the start")
	}
	if err := srv.Propose(who, c); err != nil {
		t.Fatal(err)
	}
	p.pumpNet(host)
	want := strings.SplitN(words.TableNotKept, "(", 2)[0]
	if !strings.HasPrefix(p.net.banner.text, want) {
		t.Fatalf("after a command the save could not keep, the table says %q", p.net.banner.text)
	}
}
