package session

import (
	"bytes"
	"strings"
	"testing"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/secrecy"
	"patron/netplay/wire"
)

// stepWatchers steps the table's watchers, keeping their notes.
func (tb *table) stepWatchers() {
	for i, w := range tb.watchers {
		tb.wnotes[i] = append(tb.wnotes[i], w.Step()...)
	}
}

// watch joins a watcher to the table, keyed by key at an online table
// (any key: a seat's, or none of them), and records every byte it gets.
func (tb *table) watch(key *identity.Identity) (*Peer, *memConn, error) {
	tb.t.Helper()
	w, here, err := tb.knock(key, wire.Hello{}, true)
	if err != nil {
		return nil, nil, err
	}
	tb.watchers = append(tb.watchers, w)
	tb.wnotes = append(tb.wnotes, nil)
	return w, here, nil
}

// A watcher, here keyed by the Patrón's own key at an online table, sees
// the whole game as a Faction's computer does and never a secret (the
// same recorder as TestNothingSecretReachesAFactionMachine): it gets the
// public view, nothing of the seat its key holds. What it sends but a ping
// is refused.
func TestAWatcherSeesTheWholeGameAndNoSecret(t *testing.T) {
	tb := newTableWith(t, 29, []string{Remote, Remote, Remote}, true, ledgerConfig(t))
	w, rec, err := tb.watch(tb.ids[0]) // the Patrón's key, before he sits down
	if err != nil {
		t.Fatal(err)
	}
	if w.Seat() != -1 || w.Token() != "" || !w.Watching() {
		t.Fatalf("a watcher welcomed to seat %d, token %q", w.Seat(), w.Token())
	}
	tb.join(0, "", nil)
	tb.start()
	tb.finish()
	tb.until("the watcher's audit", func() bool {
		for _, n := range tb.wnotes[0] {
			if n.Kind == NoteAudit {
				return game.Fair(n.Findings)
			}
		}
		return false
	})
	if w.Game() == nil || w.Game().Sec != nil || w.Game().PublicHash() != tb.host.Game().PublicHash() || len(w.Log()) != len(tb.host.Log()) {
		t.Fatal("the watcher's game is not the table's public game")
	}
	if w.Chain() == nil || w.Chain().Len() != len(tb.host.Log()) {
		t.Fatal("the watcher did not check the table's chain")
	}
	secrets, err := secrecy.Of(tb.peers[0].Game())
	if err != nil {
		t.Fatal(err)
	}
	got := rec.record.Bytes()
	if !bytes.Contains(got, []byte(`"kind":"openings"`)) {
		t.Fatal("the watcher never got the openings")
	}
	for _, f := range secrecy.Check(got, secrets) {
		t.Errorf("the watcher: %s", f)
	}
	if before := got[:bytes.Index(got, []byte(`"kind":"openings"`))]; bytes.Contains(before, []byte(hexSeed(tb.peers[0].Game()))) {
		t.Fatal("the secret seed reached the watcher")
	}

	// It plays nothing: its own Propose says so, and the host refuses
	// what it sends anyway.
	if err := w.Propose(game.Command{}); err == nil {
		t.Fatal("a watcher proposed")
	}
	w.link.send(&wire.Message{Kind: wire.KindChat, Chat: &wire.Chat{Seat: 1, Text: "I am seat 1"}})
	tb.until("the watcher's chat refused", func() bool {
		for _, n := range tb.wnotes[0] {
			if n.Kind == NoteProblem && n.Code == CodeWatching {
				return true
			}
		}
		return false
	})
	for _, ns := range tb.pnotes {
		for _, n := range ns {
			if n.Kind == NoteChat && strings.Contains(n.Text, "I am seat 1") {
				t.Fatal("a watcher's chat reached the table")
			}
		}
	}
}

// A table takes MaxWatchers watchers and turns the next away; one that
// leaves makes room.
func TestTheWatcherPastTheLimitIsRefused(t *testing.T) {
	tb := newTable(t, 7, []string{Bot, Remote}, false)
	for range MaxWatchers {
		if _, _, err := tb.watch(nil); err != nil {
			t.Fatal(err)
		}
	}
	_, _, err := tb.watch(nil)
	if r, ok := err.(*Refused); !ok || r.Code != CodeWatchersFull {
		t.Fatalf("watcher %d: %v", MaxWatchers+1, err)
	}
	if tb.host.Watchers() != MaxWatchers {
		t.Fatalf("%d watchers", tb.host.Watchers())
	}
	tb.watchers[0].Close()
	tb.watchers, tb.wnotes = tb.watchers[1:], tb.wnotes[1:]
	tb.until("the watcher gone", func() bool { return tb.host.Watchers() == MaxWatchers-1 })
	if _, _, err := tb.watch(nil); err != nil {
		t.Fatalf("after one left: %v", err)
	}
	tb.play(20000) // the game goes on with its watchers
	tb.until("every watcher to hold the table's game", func() bool {
		for _, w := range tb.watchers {
			if w.Game() == nil || w.Game().PublicHash() != tb.host.Game().PublicHash() {
				return false
			}
		}
		return true
	})
}
