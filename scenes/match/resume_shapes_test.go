package match

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/game/box"
	"patron/game/savefile"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/store"
)

// tableShape is one way a table can be set up at this PC.
type tableShape struct {
	name  string
	setup Setup
}

// tableShapes enumerates the tables a game can be begun with: 2 to 5
// players, the Patrón in every seat, the Factions split as the book says,
// at random, by hand or left to the default (a quick game, the tutorial),
// and bots of every kind in changing seats.
func tableShapes() []tableShape {
	var out []tableShape
	r := rand.New(rand.NewPCG(11, 12))
	for n := 2; n <= 5; n++ {
		for pat := 0; pat < n; pat++ {
			book := bookControl(n, pat)
			splits := []struct {
				name    string
				control [box.NumFactions]int
			}{
				{"book", book},
				{"default", [box.NumFactions]int{-1, -1, -1, -1}},
				{"random", randomControl(n, pat, r)},
				// By hand: the book's shares, each to another faction.
				{"hand", [box.NumFactions]int{book[1], book[2], book[3], book[0]}},
			}
			for _, sp := range splits {
				i := len(out)
				s := Setup{People: humans(n), Patron: pat, Control: sp.control, Seed: uint64(100 + i), Secret: secret(uint64(100 + i))}
				// Bots: a different set of seats for every shape (all of
				// them at times), each of a different kind.
				var bots []string
				for seat := range s.People {
					if (i+seat)%3 == 0 || i%7 == 0 {
						s.People[seat].Bot = bot.Kinds[(i+seat)%len(bot.Kinds)]
						bots = append(bots, fmt.Sprint(seat+1, s.People[seat].Bot))
					}
				}
				name := fmt.Sprintf("%dp/patron%d/%s/bots%v", n, pat+1, sp.name, bots)
				out = append(out, tableShape{name, s})
			}
		}
	}
	return out
}

// randomControl deals the factions as the New game screen's Random button
// does: the book's shares to the faction players in a random order.
func randomControl(n, patron int, r *rand.Rand) [box.NumFactions]int {
	fp := (&Setup{People: make([]Person, n), Patron: patron}).FactionPlayers()
	def := DefaultControl(n)
	perm := r.Perm(len(fp))
	var c [box.NumFactions]int
	for i, f := range r.Perm(box.NumFactions) {
		c[f] = fp[perm[def[i]]]
	}
	return c
}

// playSome takes decisions at random (bots included: who chose does not
// matter to the save), confirming hand-offs as the screen would.
func playSome(t *testing.T, m *Match, r *rand.Rand, n int) {
	t.Helper()
	for i := 0; i < n && !m.G.Over(); i++ {
		if aud, need := m.HandOff(); need {
			m.Confirm(aud)
		}
		legal := m.G.Legal(nil)
		if _, err := m.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// sameTable fails unless two matches are the same game at the same table:
// state hashes, options, the saved table, who runs each seat, which seats
// bots play and of what kind, and who decides now.
func sameTable(t *testing.T, back, m *Match) {
	t.Helper()
	if back.G.PublicHash() != m.G.PublicHash() || back.G.SecretHash() != m.G.SecretHash() {
		t.Fatalf("the resumed game differs: public %x/%x secret %x/%x", back.G.PublicHash(), m.G.PublicHash(), back.G.SecretHash(), m.G.SecretHash())
	}
	if back.G.Pub.Opts != m.G.Pub.Opts {
		t.Fatalf("options %+v, saved %+v", back.G.Pub.Opts, m.G.Pub.Opts)
	}
	if bt, mt := back.Table(), m.Table(); !reflect.DeepEqual(bt, mt) {
		t.Fatalf("table %+v, saved %+v", bt, mt)
	}
	if back.Setup.Patron != m.Setup.Patron || !reflect.DeepEqual(back.Setup.People, m.Setup.People) {
		t.Fatalf("people %+v (Patrón %d), saved %+v (Patrón %d)", back.Setup.People, back.Setup.Patron, m.Setup.People, m.Setup.Patron)
	}
	seats := []game.Seat{game.SeatPatron}
	for f := box.Faction(0); f < box.NumFactions; f++ {
		seats = append(seats, game.FactionSeat(f))
	}
	for _, s := range seats {
		if back.PersonOf(s) != m.PersonOf(s) {
			t.Fatalf("%v is run by player %d, saved %d", s, back.PersonOf(s)+1, m.PersonOf(s)+1)
		}
	}
	for i := range m.Setup.People {
		if (back.bots[i] == nil) != (m.bots[i] == nil) {
			t.Fatalf("player %d: bot %v, saved %v", i+1, back.bots[i] != nil, m.bots[i] != nil)
		}
	}
	if back.Humans() != m.Humans() || back.Markers != m.Markers || back.Applied != m.Applied || len(back.Events) != len(m.Events) {
		t.Fatalf("the table's record differs")
	}
	if !m.G.Over() {
		bp, bb := back.Actor()
		mp, mb := m.Actor()
		if bp != mp || (bb == nil) != (mb == nil) {
			t.Fatalf("player %d decides now (bot %v), saved %d (bot %v)", bp+1, bb != nil, mp+1, mb != nil)
		}
	}
}

// Every table shape saved mid-game comes back through the path Continue
// and Load take (the store's newest save, loaded, checked and resumed) as
// the same game at the same table. A two-player table whose Patrón is the
// second player could not be reopened: its saved split (the first player
// runs every faction, [0 0 0 0]) was read as "the book's default".
func TestEveryTableShapeResumes(t *testing.T) {
	for i, sh := range tableShapes() {
		t.Run(sh.name, func(t *testing.T) {
			m, err := New(sh.setup)
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			r := rand.New(rand.NewPCG(uint64(i), 5))
			playSome(t, m, r, 40+i%5*30)
			if m.G.Over() {
				t.Fatalf("the game ended before it was saved (%d commands)", len(m.G.Log()))
			}
			m.Markers = board.Of(board.MustLoc("A9"), board.Loc(i%board.N))
			st := store.Open(t.TempDir())
			now := time.Now()
			id := store.NewID(now)
			saver := store.NewAutosaver(st, id, savefile.WithSecrets, now) // as the table saves
			saver.Save(m.G, m.Table())
			if err := saver.Close(); err != nil {
				t.Fatal(err)
			}
			latest, ok := st.Latest()
			if !ok || latest.ID != id {
				t.Fatalf("Continue would not offer the game: %+v", st.List(false))
			}
			f, g, err := st.Load(latest.ID, false)
			if err != nil {
				t.Fatalf("load: %v", err)
			}
			back, err := Resume(f, g)
			if err != nil {
				t.Fatalf("resume: %v", err)
			}
			sameTable(t, back, m)
			// Saved again, it is the same save (the next autosave).
			data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, now, now)
			if err != nil {
				t.Fatal(err)
			}
			again, err := savefile.Write(back.G, back.Table(), savefile.WithSecrets, now, now)
			if err != nil || string(again) != string(data) {
				t.Fatalf("the resumed table saves differently (%v)", err)
			}
			playSome(t, back, r, 30) // and it plays on
		})
	}
}

// A LAN seat's own save (the Patrón's computer keeps his part, a
// Faction's the published log) loads back to the same game and table.
func TestLANSeatSavesLoad(t *testing.T) {
	for players := 2; players <= 5; players++ {
		for seat := 0; seat < players; seat++ {
			seed := uint64(players*10 + seat)
			g, err := game.New(game.Options{Seed: seed, Players: players, Control: game.DefaultSplit(players)}, secret(seed))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 1))
			for i := 0; i < 60; i++ {
				legal := g.Legal(nil)
				if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			part, kept := savefile.WithSecrets, g
			if seat != 0 {
				part, kept = savefile.PublicPart, g.PublicOnly()
			}
			n := &fakeNet{g: kept, mine: make([]bool, players)}
			n.mine[seat] = true
			for i := 0; i < players; i++ {
				n.seats = append(n.seats, wire.Seat{Name: fmt.Sprint("P", i+1), Who: session.Remote})
			}
			m, err := NewLAN(n)
			if err != nil {
				t.Fatal(err)
			}
			st := store.Open(t.TempDir())
			now := time.Now()
			id := store.NewID(now)
			saver := store.NewAutosaver(st, id, part, now)
			saver.Save(m.G, m.Table())
			if err := saver.Close(); err != nil {
				t.Fatal(err)
			}
			f, back, err := st.Load(id, false)
			if err != nil {
				t.Fatalf("%d players, seat %d: %v", players, seat+1, err)
			}
			if back.PublicHash() != kept.PublicHash() || (seat == 0) != (back.Sec != nil) ||
				back.Sec != nil && back.SecretHash() != kept.SecretHash() {
				t.Fatalf("%d players, seat %d: the loaded game differs", players, seat+1)
			}
			if !reflect.DeepEqual(f.Table, m.Table()) || f.Table.Patron != 0 {
				t.Fatalf("%d players, seat %d: table %+v, saved %+v", players, seat+1, f.Table, m.Table())
			}
		}
	}
}

// A save the table wrote before resuming was fixed (a quick game hunting
// the Patrón: the bot Patrón is the second player, "You" run the four
// Factions) was always right; it opens as it is, with the same people in
// the same seats. It is a version-2 save, from before ruling R25: Continue
// lists it, opens it with the DEA's passes the old rules never asked for,
// and its next autosave is a version-3 save of the game resumed.
func TestASaveFromBeforeTheFixOpens(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "hunt-the-patron-before-fix.json"))
	if err != nil {
		t.Fatal(err)
	}
	st := store.Open(t.TempDir())
	id := store.NewID(time.Now())
	if err := st.Put(id, data, false); err != nil {
		t.Fatal(err)
	}
	latest, ok := st.Latest() // what Continue offers
	if !ok || latest.ID != id || latest.Err != nil || latest.File.Version != 2 {
		t.Fatalf("Continue offers %+v", latest)
	}
	f, g, err := st.Load(id, false)
	if err != nil {
		t.Fatal(err)
	}
	if f.Table.Control != [box.NumFactions]int{} || f.Options.Control != [box.NumFactions]int{1, 1, 1, 1} {
		t.Fatalf("not the save the bug could not open: table %v, options %v", f.Table.Control, f.Options.Control)
	}
	if len(g.PublicLog()) != len(f.Public.Log)+2 {
		t.Fatalf("%d public commands for the save's %d: the DEA's two passes are not in", len(g.PublicLog()), len(f.Public.Log))
	}
	m, err := Resume(f, g)
	if err != nil {
		t.Fatal(err)
	}
	if m.G.PublicHash() != g.PublicHash() || m.G.SecretHash() != g.SecretHash() || m.Applied != len(g.Log()) {
		t.Fatal("the resumed game differs from the saved one")
	}
	if m.PersonOf(game.SeatPatron) != 1 || m.bots[1] == nil || m.bots[0] != nil || m.Setup.People[0].Name != "You" {
		t.Fatalf("the Patrón is player %d, bots %v", m.PersonOf(game.SeatPatron)+1, m.bots)
	}
	for f := box.Faction(0); f < box.NumFactions; f++ {
		if m.PersonOf(game.FactionSeat(f)) != 0 {
			t.Fatalf("%v is run by player %d", f, m.PersonOf(game.FactionSeat(f))+1)
		}
	}
	created, _ := time.Parse(time.RFC3339, f.Summary.Created)
	saver := store.NewAutosaver(st, id, savefile.WithSecrets, created) // as the table saves
	saver.Save(m.G, m.Table())
	if err := saver.Close(); err != nil {
		t.Fatal(err)
	}
	again, back, err := st.Load(id, false)
	if err != nil {
		t.Fatal(err)
	}
	if again.Version != savefile.Version || again.Sealed == nil ||
		back.PublicHash() != g.PublicHash() || back.SecretHash() != g.SecretHash() {
		t.Fatalf("saved again as version %d (sealed %v): the game differs", again.Version, again.Sealed != nil)
	}
}
