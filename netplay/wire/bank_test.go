package wire

import (
	"strings"
	"testing"
)

// A turn-based table's banks are checked as every other field: a host
// cannot make a machine show a negative, endless or double-running clock.
func TestBanksAreBoundedAndOneRunsAtMost(t *testing.T) {
	seats := []Seat{{Name: "Pablo", Who: "remote"}, {Name: "Ana", Who: "remote"}}
	lobby := func(bank, per, cap int64) *Message {
		return &Message{Kind: KindLobby, Lobby: &Lobby{Host: "T", Seats: seats, Control: [4]int{1, 1, 1, 1},
			BankMS: bank, PerMoveMS: per, CapMS: cap}}
	}
	presence := func(bs ...Bank) *Message {
		return &Message{Kind: KindPresence, Presence: &Presence{Seats: seats, Waiting: 0, Banks: bs}}
	}
	day := int64(24 * 3600 * 1000)
	for _, c := range []struct {
		m   *Message
		bad string
	}{
		{lobby(3*day, day, 10*day), ""},
		{lobby(0, 0, 0), ""},
		{lobby(-1, 0, 0), "bank's time"},
		{lobby(MaxBankMS+1, 0, 0), "bank's time"},
		{lobby(0, day, 0), "without a bank"},
		{presence(Bank{LeftMS: day, Running: true}, Bank{LeftMS: 2 * day, HeldMS: day}), ""},
		{presence(Bank{LeftMS: day}), "1 banks for 2 seats"},
		{presence(Bank{LeftMS: -5}, Bank{}), "bank of -5"},
		{presence(Bank{LeftMS: MaxBankMS + 1}, Bank{}), "bank of"},
		{presence(Bank{HeldMS: MaxBankMS + 1}, Bank{}), "held"},
		{presence(Bank{Running: true}, Bank{Running: true}), "2 clocks running"},
		{presence(Bank{Running: true, HeldMS: 1}, Bank{}), "both runs and is held"},
	} {
		err := c.m.Check()
		if c.bad == "" && err != nil || c.bad != "" && (err == nil || !strings.Contains(err.Error(), c.bad)) {
			t.Errorf("%+v %+v: %v, want %q", c.m.Lobby, c.m.Presence, err, c.bad)
		}
	}
}
