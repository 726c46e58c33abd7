package lan

import (
	"encoding/json"
	"testing"

	"patron/netplay/session"
)

// A host save is checked whole: a bot seat must name a bot. Before, a
// save edited (and sealed again: the seal is a plain hash) to name none
// was taken, and the table came back with a seat no bot ever played
// (Bots.Next finds no bot, and the decision limit does not watch a seat
// played at the host): it waited for ever.
func TestHostSaveRefusesASeatNoBotCanPlay(t *testing.T) {
	s, _ := hostedGame(t, []string{session.Bot, session.Remote, session.Bot}, 5)
	data, _ := savedAndRead(t, s)
	var f hostFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	f.Table.Seats[2].Bot = "nobody"
	var err error
	if f.Seal, err = f.sealOf(); err != nil {
		t.Fatal(err)
	}
	edited, _ := json.Marshal(&f)
	b, err := DecodeHostSave(edited, nil)
	if err == nil {
		t.Fatalf("a host save whose seat 2 is played by bot %q was taken: %+v", b.Kept.Seats[2].Bot, b.Kept.Seats[2])
	}
}
