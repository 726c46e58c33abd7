package scenes

import (
	"os"
	"strings"
	"testing"
	"time"

	"patron/game/savefile"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// desktop is an App of the desktop build (LAN play, files) on a store of
// its own.
func desktop(t *testing.T) *App {
	a := NewApp(&Menu{}, &Script{})
	a.Store, a.Lang, a.Platform = store.Open(t.TempDir()), words.English(), Platform{Files: true, LAN: true, Quit: true}
	return a
}

// continueTo checks that the menu's Continue goes back to the table
// (want: its first words) and clicks it; it returns Continue's line.
func continueTo(t *testing.T, a *App, want string) string {
	t.Helper()
	m := &Menu{}
	items := m.items(a)
	if items[0].id != named("menu:continue") || !strings.HasPrefix(items[0].sub, want+" · ") {
		t.Fatalf("Continue says %q, not %q", items[0].sub, want)
	}
	click(a, m, named("menu:continue"))
	return items[0].sub
}

// The host's window crashed mid-game after a solo game was saved: Continue
// offers "Back to my table" and opens the table again on its code, where
// it offered the older solo game before. Once a solo game is saved after
// it, Continue is that game again.
func TestContinueGoesBackToTheLANTableLeftLast(t *testing.T) {
	a := desktop(t)
	lang := a.Lang
	saveGame(t, lang, a.Store, 1, savefile.WithSecrets, time.Now().Add(-time.Hour))
	srv := loopbackTable(t, 5, wire.Seat{Name: "Ana", Who: session.AtHost}, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"})
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	if failed := keepTable(a, srv); failed == nil {
		t.Fatal("no table kept")
	}
	bots := session.Bots{Levels: map[int]string{0: "normal", 1: "normal"}, Seed: 5, Team: true}
	for range 10 {
		who, c, ok := bots.Next(srv.Game(), srv.Local())
		if !ok {
			t.Fatal("no decision")
		}
		if err := srv.Propose(who, c); err != nil {
			t.Fatal(err)
		}
		srv.Step()
	}
	code, port := srv.Code(), srv.Port()
	srv.Vanish()                                                                                           // the host's window crashed
	for deadline := time.Now().Add(20 * time.Second); !portFree(port); time.Sleep(10 * time.Millisecond) { // a guard, not a measure
		if time.Now().After(deadline) {
			t.Fatal("the host's port stays taken")
		}
	}

	want := lang.Sprintf(words.BackToTable, "T")
	continueTo(t, a, want)
	p, ok := a.next.(*Play)
	if !ok {
		t.Fatalf("Continue opened %T, not the table", a.next)
	}
	back := p.M.Net.(match.HostNet).S
	back.Close()
	p.stopSaving()
	if back.Code() != code || len(back.Game().PublicLog()) == 0 {
		t.Fatalf("back at a table of code %s with %d commands, not %s", back.Code(), len(back.Game().PublicLog()), code)
	}

	a.next = nil
	saveGame(t, lang, a.Store, 2, savefile.WithSecrets, time.Now().Add(time.Hour))
	if items := (&Menu{}).items(a); items[0].id != named("menu:continue") || strings.HasPrefix(items[0].sub, want) {
		t.Fatalf("with a solo game saved after the table, Continue says %q", items[0].sub)
	}
}

// A joiner's seat left last (its seat record, its game saved after the
// solo game) is Continue's "Back to my seat", which dials the host again
// with the seat's token from the Join screen. In a browser there is no
// LAN table to go back to.
func TestContinueGoesBackToTheSeatLeftLast(t *testing.T) {
	a := desktop(t)
	lang := a.Lang
	saveGame(t, lang, a.Store, 1, savefile.WithSecrets, time.Now().Add(-time.Hour))
	id := saveGame(t, lang, lanStore(a), 3, savefile.PublicPart, time.Now().Add(-time.Minute))
	rec := lan.SeatRecord{Host: "Ana's table", Addr: "127.0.0.1:9", Pin: "7K2D-9QXM", Name: "Bruno", Seat: 1,
		Token: strings.Repeat("ab", 16), SaveID: id}
	if err := saveSeatRecord(a, rec); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-30 * time.Minute) // the record was written when he sat down
	os.Chtimes(seatRecordPath(a), old, old)

	sub := continueTo(t, a, lang.Sprintf(words.Rejoin, "Ana's table"))
	j, ok := a.next.(*JoinScreen)
	if !ok || j.joining == nil || j.rec != rec {
		t.Fatalf("Continue opened %T, not the Join screen dialling the seat", a.next)
	}
	close(j.stop)

	a.Platform = Browser(nil)
	if (&Menu{}).items(a)[0].sub == sub {
		t.Fatal("a browser offers a LAN seat")
	}
}
