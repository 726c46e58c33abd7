package lan

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"patron/game/savefile"
	"patron/game/savefile/savefiletest"
	"patron/netplay/session"
)

// A window host whose Patrón is a bot seals his part; its save's seats
// are bound by the outer seal alone, which needs no key. Edited to seat a
// person at the host in his chair, and sealed again, the save would open
// his part for that person: it is refused, as is the game's own table
// edited the same way.
func TestHostSaveRefusesAPersonInASealedBotsSeat(t *testing.T) {
	s, _ := hostedGame(t, []string{session.Bot, session.Remote, session.Bot}, 20)
	key, err := savefile.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	withKey := func() (*savefile.Key, error) { return key, nil }
	data, err := hostSaving{srv: s, addr: ":27450", created: time.Now(), key: key}.encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := DecodeHostSave(resealed(data), withKey); err != nil {
		t.Fatalf("sealed again unedited: %v", err)
	}
	edits := map[string]func(f *hostFile){
		"seat 0 a person at the host": func(f *hostFile) { f.Table.Seats[0].Who, f.Table.Seats[0].Bot = session.AtHost, "" },
		"seat 0 another bot":          func(f *hostFile) { f.Table.Seats[0].Bot = "easy" },
		"seat 1 renamed":              func(f *hostFile) { f.Table.Seats[1].Name = "Mallory" },
		"the game's Patrón a person": func(f *hostFile) {
			var err error
			if f.Game, err = savefiletest.Edited(f.Game, func(g *savefile.File) { g.Table.People[0].Bot = "" }); err != nil {
				t.Fatal(err)
			}
		},
	}
	for what, edit := range edits {
		var f hostFile
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		edit(&f)
		if f.Seal, err = f.sealOf(); err != nil {
			t.Fatal(err)
		}
		edited, _ := json.Marshal(&f)
		b, err := DecodeHostSave(edited, withKey)
		if err == nil {
			t.Fatalf("%s: the save was taken, seat 0 %+v", what, b.Kept.Seats[0])
		}
		if !strings.Contains(err.Error(), "seats differ") && !strings.Contains(err.Error(), "tampered") {
			t.Errorf("%s: refused for another reason: %v", what, err)
		}
	}
}
