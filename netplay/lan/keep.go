package lan

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"patron/game"
	"patron/game/savefile"
	"patron/netplay/wire"
)

// keeper keeps a headless machine's game on disk as it is played.
type keeper struct {
	path    string
	created time.Time
	lobby   func() wire.Lobby
	write   func(path string, data []byte) error // whole or not at all
	// ended is why the game ended abandoned (nil: it did not), recorded
	// in the save's table; nil when the machine cannot know.
	ended func() *wire.Abandon
}

// save writes g whole or not at all, with the Patrón's secrets when this
// machine holds them.
func (k *keeper) save(g *game.Game) error {
	l := k.lobby()
	t := savefile.Table{Patron: 0, Control: l.Control}
	if k.ended != nil {
		t.Abandoned = abandonedMark(k.ended())
	}
	for _, s := range l.Seats {
		t.People = append(t.People, savefile.Person{Name: s.Name, Bot: s.Bot})
	}
	part := savefile.PublicPart
	if g.Sec != nil {
		part = savefile.WithSecrets
	}
	data, err := savefile.Write(g, t, part, k.created, time.Now())
	if err == nil {
		err = k.write(k.path, data)
	}
	if err != nil {
		return fmt.Errorf("saving %s: %w", k.path, err)
	}
	return nil
}

// loadKept reads a save and its seat record (FILE.seat), when there are
// some.
func loadKept(path string) (*game.Game, time.Time, *SeatRecord, error) {
	var g *game.Game
	created := time.Now()
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		f, loaded, err := savefile.Load(data)
		if err != nil {
			return nil, created, nil, fmt.Errorf("%s: %w", path, err)
		}
		g = loaded
		if t, err := time.Parse(time.RFC3339, f.Summary.Created); err == nil {
			created = t
		}
	case !errors.Is(err, fs.ErrNotExist):
		return nil, created, nil, err
	}
	s, err := ReadSeatRecord(path + ".seat")
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return g, created, nil, nil
	case err != nil:
		return nil, created, nil, err
	}
	return g, created, &s, nil
}

// WriteTrace writes a machine's timings: its seat, when each command was
// applied, and its round trips, in Unix nanoseconds (ReadTrace reads it).
func WriteTrace(path string, t *Trace) error {
	var b strings.Builder
	fmt.Fprintf(&b, "seat %d\n", t.Seat)
	for i, at := range t.Applied {
		fmt.Fprintf(&b, "applied %d %d\n", i, at.UnixNano())
	}
	for _, trip := range t.Trips {
		if !trip.Back.IsZero() {
			fmt.Fprintf(&b, "trip %d %d %d\n", trip.Seq, trip.Proposed.UnixNano(), trip.Back.UnixNano())
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// ReadTrace reads what WriteTrace wrote.
func ReadTrace(path string) (*Trace, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t := &Trace{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var n [3]int64
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		for i := 1; i < len(fields) && i <= 3; i++ {
			n[i-1], _ = strconv.ParseInt(fields[i], 10, 64)
		}
		switch fields[0] {
		case "seat":
			t.Seat = int(n[0])
		case "applied":
			if n[0] < 0 || n[0] > wire.MaxLog {
				return nil, fmt.Errorf("%s: command %d", path, n[0])
			}
			for len(t.Applied) <= int(n[0]) {
				t.Applied = append(t.Applied, time.Time{})
			}
			t.Applied[n[0]] = time.Unix(0, n[1])
		case "trip":
			t.Trips = append(t.Trips, Trip{Seq: int(n[0]), Proposed: time.Unix(0, n[1]), Back: time.Unix(0, n[2])})
		}
	}
	return t, sc.Err()
}
