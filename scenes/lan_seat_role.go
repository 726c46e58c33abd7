package scenes

import "patron/scenes/words"

// seatRole names a LAN table's seat on the screens: the Patrón's (seat 0),
// or "Factions player N" for seat N, the number `patron join --seat N`,
// the host's refusals and the console's lines give it (seats are counted
// one way everywhere).
func seatRole(lang *words.Lang, seat int) string {
	if seat == 0 {
		return lang.T(words.JoinPatronSeat)
	}
	return lang.Sprintf(words.JoinFactionN, seat)
}
