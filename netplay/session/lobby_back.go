package session

import "fmt"

// A host killed in the lobby comes back too: its save keeps the lobby (who
// sits where, every seat's token, the options), so that the joiners
// waiting with their tokens sit down again in their seats and the game
// can begin. The save is written before a change of the seats or tokens
// is told to anyone (lobbyKept), so no joiner holds a token it lacks.

// RestoreLobby opens a lobby again from the host's save: every remote seat
// that was taken is kept for its person, away until they come back with
// the seat's token; the others are free. The Patrón's secrets, if his
// seat is at the host, are drawn at the start, as in any lobby.
func RestoreLobby(cfg HostConfig, k Kept) (*Host, error) {
	if err := k.checkTokens(); err != nil {
		return nil, err
	}
	if k.Openings != nil {
		return nil, fmt.Errorf("a lobby's save holds the Patrón's openings")
	}
	cfg.Seats, cfg.Secret = k.Seats, nil
	h, err := NewHost(keysKept(cfg, k))
	if err != nil {
		return nil, err
	}
	h.seatsBack(k, func(i int) bool { return k.Seats[i].Taken })
	return h, nil
}

// checkTokens checks a save's seat tokens: one a seat, each 32 hex digits.
func (k Kept) checkTokens() error {
	if len(k.Tokens) != len(k.Seats) {
		return fmt.Errorf("the save keeps %d seat tokens for %d seats", len(k.Tokens), len(k.Seats))
	}
	for i, t := range k.Tokens {
		if !validToken(t) {
			return fmt.Errorf("seat %d's token is not 32 hex digits", i)
		}
	}
	return nil
}

// seatsBack gives a host opened again from its save the seats' tokens;
// its people are away until they come back with them, and a remote seat
// is taken (kept for its person) as taken says.
func (h *Host) seatsBack(k Kept, taken func(seat int) bool) {
	copy(h.tokens, k.Tokens)
	for i := range h.lobby.Seats {
		s := &h.lobby.Seats[i]
		s.Taken = s.Who != Remote || taken(i)
		s.Connected, s.StandIn = s.Who != Remote, false
		if s.Who != Bot {
			s.Bot = ""
		}
	}
}

// lobbyKept writes the host's save, when it keeps one, before a change of
// the lobby's seats or tokens leaves the host.
func (h *Host) lobbyKept() {
	if h.rep == nil && h.keep != nil {
		h.keep()
	}
}

// LobbyOptions are the game's options the lobby holds until the start:
// its public seed (0: drawn then) and season limit.
func (h *Host) LobbyOptions() (seed uint64, seasonCap int) { return h.cfg.Seed, h.cfg.SeasonCap }
