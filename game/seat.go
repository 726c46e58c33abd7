package game

import (
	"fmt"
	"strings"

	"patron/game/box"
)

// Seat is who may decide: the Patrón, one named Faction, or the Faction team
// as a whole (for decisions such as which Faction acts next).
type Seat int8

const (
	SeatPatron Seat = iota
	SeatDEA
	SeatPolicia
	SeatCali
	SeatLosPepes
	SeatTeam
	NumSeats
	NoSeat Seat = -1
)

var seatIDs = []string{"Patron", "DEA", "Policia", "Cali", "LosPepes", "Team"}

func (s Seat) String() string {
	if s < 0 || s >= NumSeats {
		return "-"
	}
	return seatIDs[s]
}

// ParseSeat reads a seat id.
func ParseSeat(s string) (Seat, error) {
	for i, id := range seatIDs {
		if strings.EqualFold(id, s) {
			return Seat(i), nil
		}
	}
	return NoSeat, fmt.Errorf("unknown seat %q (want Patron, DEA, Policia, Cali, LosPepes or Team)", s)
}

// FactionSeat is the seat of a faction.
func FactionSeat(f box.Faction) Seat { return Seat(1 + f) }

// Faction is the faction a seat stands for, or NoFaction.
func (s Seat) Faction() box.Faction {
	if s >= SeatDEA && s <= SeatLosPepes {
		return box.Faction(s - 1)
	}
	return box.NoFaction
}

// IsFactions reports whether the seat is on the Factions' side.
func (s Seat) IsFactions() bool { return s >= SeatDEA && s <= SeatTeam }
