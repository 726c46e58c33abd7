package lan

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

func TestSeatChangesSayWhatChanged(t *testing.T) {
	control := [4]int{1, 1, 2, 2}
	before := []wire.Seat{
		{Name: "Bot 0", Who: session.Bot, Bot: "normal", Taken: true, Connected: true},
		{Name: "Ana", Who: session.Remote, Taken: true, Connected: true},
		{Name: "Player 2", Who: session.Remote},
	}
	now := slices.Clone(before)
	now[1].Connected = false
	now[2] = wire.Seat{Name: "Bruno", Who: session.Remote, Taken: true, Connected: true}
	got := SeatChanges(nil, before, now, control)
	want := []string{
		"seat 1 (DEA, Policía Nacional): Ana is away (the table waits for them to come back)",
		"seat 2 (Cali Cartel, Los Pepes): Bruno joined",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q\nwant %q", got, want)
	}
	if all := SeatChanges(nil, nil, before, control); len(all) != 3 || all[0] != "seat 0 (the Patrón): a bot (normal)" || all[2] != "seat 2 (Cali Cartel, Los Pepes): open" {
		t.Fatalf("every seat: %q", all)
	}
}

func TestATraceReadsBackAsWritten(t *testing.T) {
	at := time.Unix(1700000000, 123456789)
	tr := &Trace{Seat: 2, Applied: []time.Time{at, at.Add(time.Millisecond)},
		Trips: []Trip{{Seq: 1, Proposed: at, Back: at.Add(2 * time.Millisecond)}, {Seq: 4, Proposed: at}}}
	path := filepath.Join(t.TempDir(), "t.trace")
	if err := WriteTrace(path, tr); err != nil {
		t.Fatal(err)
	}
	back, err := ReadTrace(path)
	if err != nil {
		t.Fatal(err)
	}
	if back.Seat != 2 || len(back.Applied) != 2 || !back.Applied[1].Equal(tr.Applied[1]) ||
		len(back.Trips) != 1 || back.Trips[0].Seq != 1 || !back.Trips[0].Back.Equal(tr.Trips[0].Back) {
		t.Fatalf("read back %+v", back)
	}
}

// A headless joiner says a decision of its own never reached a host that
// dropped (its bot makes it again), and says nothing of a stale one.
func TestTheConsoleSaysADecisionNeverArrived(t *testing.T) {
	var out strings.Builder
	w := &watcher{out: &out}
	c, err := game.ParseCommand("pass")
	if err != nil {
		t.Fatal(err)
	}
	w.note(session.Note{Kind: session.NoteRefused, Code: "stale", Seq: 40, Command: c})
	w.note(session.Note{Kind: session.NoteRefused, Code: session.CodeNotDelivered, Seq: 40, Player: 1, Command: c})
	if want := "decision 41 (pass) never reached the host before the connection dropped: it is made again\n"; out.String() != want {
		t.Fatalf("printed %q, not %q", out.String(), want)
	}
}
