package scenes

import (
	"image/color"

	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/theme"
	"patron/scenes/words"
)

// seatState is how a lobby names seat i and what it says of it, seen from
// the computer whose seat is you (-1: the host's). A seat played at the
// host is "here" on the host's screen and "at the host" on a joiner's,
// where "here" would say the joiner's own computer.
func seatState(lang *words.Lang, s wire.Seat, i, you int) (name, state string, ink color.Color) {
	name, state, ink = s.Name, lang.T(words.SeatHereLower), theme.Ink
	switch {
	case i == you:
		state = lang.T(words.SeatYou)
	case s.Who == session.Bot || s.StandIn:
		state = lang.T(words.SeatBot)
	case s.Who == session.Remote && !s.Taken:
		name, state, ink = "—", lang.T(words.SeatFree), theme.InkSoft
	case s.Who == session.Remote && !s.Connected:
		state, ink = lang.T(words.SeatAway), theme.Danger
	case s.Who == session.Remote:
		state = lang.T(words.SeatJoined)
	case you >= 0:
		state = lang.T(words.SeatAtHost)
	}
	return name, state, ink
}
