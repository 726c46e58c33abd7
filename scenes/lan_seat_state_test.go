package scenes

import (
	"testing"

	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/words"
)

// A seat played at the host's computer is "here" in the host's lobby,
// but "at the host" in a joiner's: there "here" would be the joiner's own
// computer, and the joiner's seat is "you".
func TestALobbySaysWhereEachSeatIsPlayed(t *testing.T) {
	ana := wire.Seat{Name: "Ana", Who: session.AtHost}
	bruno := wire.Seat{Name: "Bruno", Who: session.Remote, Taken: true, Connected: true}
	for _, lang := range []*words.Lang{words.English(), words.Lookup("es"), words.Lookup("de")} {
		for _, c := range []struct {
			s        wire.Seat
			i, you   int
			want     string
			whoLooks string
		}{
			{ana, 0, -1, words.SeatHereLower, "the host"},
			{ana, 0, 1, words.SeatAtHost, "Bruno's computer"},
			{bruno, 1, -1, words.SeatJoined, "the host"},
			{bruno, 1, 1, words.SeatYou, "Bruno's computer"},
		} {
			if _, state, _ := seatState(lang, c.s, c.i, c.you); state != lang.T(c.want) {
				t.Errorf("%s's seat on %s's lobby says %q, want %q", c.s.Name, c.whoLooks, state, lang.T(c.want))
			}
		}
	}
	if words.Lookup("de").T(words.SeatAtHost) == words.SeatAtHost {
		t.Errorf("%q is not in German", words.SeatAtHost)
	}
}
