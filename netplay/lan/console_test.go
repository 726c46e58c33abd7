package lan

import (
	"path/filepath"
	"slices"
	"testing"
	"time"

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
