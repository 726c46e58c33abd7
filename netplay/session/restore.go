package session

import (
	"fmt"
	"time"

	"patron/game"
	"patron/netplay/identity"
	"patron/netplay/wire"
)

// Kept is what a host keeps of its table, besides its game, to open it
// again after a crash or a restart (Restore): who sits where, each seat's
// token, and the Patrón's openings once handed over.
type Kept struct {
	Seats    []wire.Seat    `json:"seats"`
	Tokens   []string       `json:"tokens"`
	Openings []wire.Opening `json:"openings,omitempty"`
	// Keys are an online table's keys bound to its seats ("" for none).
	Keys []identity.Key `json:"keys,omitempty"`
	// Banks are each seat's time bank in milliseconds on a turn-based
	// table, the decision due's time taken so far written off (bank.go).
	Banks []int64 `json:"banks,omitempty"`
	// ClockAt is when the banks were kept, if a person's clock ran then;
	// Held each seat's clock stopped until then (a vacation; zero: none);
	// PauseEnds the end of the Patrón's countdown under way (ClockRan).
	ClockAt   time.Time   `json:"clockAt,omitzero"`
	Held      []time.Time `json:"held,omitempty"`
	PauseEnds time.Time   `json:"pauseEnds,omitzero"`
}

// Kept is the table as it stands, for the host's save.
func (h *Host) Kept() Kept {
	seats := make([]wire.Seat, len(h.lobby.Seats))
	for i, s := range h.lobby.Seats {
		seats[i] = wire.Seat{Name: s.Name, Who: s.Who}
		seats[i].Taken = h.rep == nil && s.Who == Remote && s.Taken // a lobby's seats kept for their people (lobby_back.go)
		if s.Who == Bot {
			seats[i].Bot = s.Bot
		}
	}
	k := Kept{Seats: seats, Tokens: append([]string(nil), h.tokens...), Openings: h.opens, Keys: h.Keys()}
	h.keptClock(&k)
	return k
}

// OnPublish sets what is done before each command of the log leaves the
// host: a host that keeps its save writes it there, so that no joiner ever
// holds a command the save has not (the host comes back with all of them).
// In the lobby, it is done before a seat or token change leaves, and at
// the start; at the end, before the Patrón's openings are relayed.
func (h *Host) OnPublish(f func()) { h.keep = f }

// Restore opens a table again from the host's save: the game as its log
// left it (with the Patrón's secrets when his seat is at the host), every
// remote seat taken by its person, away until they come back with their
// token. cfg is the table as it was set up, its seats those kept.
func Restore(cfg HostConfig, k Kept, g *game.Game) (*Host, error) {
	if cfg.Ledger != nil {
		return nil, fmt.Errorf("an online table comes back with its signed moves (RestoreSigned)")
	}
	return restore(cfg, k, g)
}

// restore is Restore, for a table of either kind: an online table's
// chain is still at its genesis.
func restore(cfg HostConfig, k Kept, g *game.Game) (*Host, error) {
	n := len(k.Seats)
	if err := k.checkTokens(); err != nil {
		return nil, err
	}
	if g == nil {
		return nil, fmt.Errorf("the save holds no game")
	}
	opts := g.Pub.Opts
	cfg.Seats, cfg.Seed = k.Seats, opts.Seed
	switch {
	case opts.Players != n:
		return nil, fmt.Errorf("the save's game has %d players, its table %d seats", opts.Players, n)
	case opts.Control != cfg.Control:
		return nil, fmt.Errorf("the save's game splits the factions otherwise than its table")
	case opts.SeasonCap != cfg.SeasonCap:
		return nil, fmt.Errorf("the save's game has another season limit than its table")
	case k.Seats[0].Who != Remote && g.Sec == nil:
		return nil, fmt.Errorf("the Patrón's seat is at the host, but the save holds none of his secrets")
	case k.Seats[0].Who == Remote && g.Sec != nil:
		return nil, fmt.Errorf("the Patrón plays on another computer, yet the save holds his secrets")
	}
	h, err := NewHost(keysKept(cfg, k))
	if err != nil {
		return nil, err
	}
	h.seatsBack(k, func(int) bool { return true })
	if err := h.banksBack(k); err != nil {
		return nil, err
	}
	log := make([]string, len(g.PublicLog()))
	for i, c := range g.PublicLog() {
		log[i] = c.Format()
	}
	h.rep = newReplica(g, log)
	h.rep.hashes = hashesOf(g) // desync reports about the commands before the crash are checked too
	h.lobby.Started = true
	h.opens = k.Openings
	if g.Over() && g.Sec != nil && h.opens == nil { // ended just before the crash
		h.handOver(openingsOf(g))
	}
	return h, nil
}

// keysKept is cfg with an online table's keys as its save kept them.
func keysKept(cfg HostConfig, k Kept) HostConfig {
	if cfg.Ledger != nil {
		led := *cfg.Ledger
		led.Keys = k.Keys
		cfg.Ledger = &led
	}
	return cfg
}

func validToken(t string) bool {
	if len(t) != 32 {
		return false
	}
	for _, r := range t {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}

// HostLeft is the reason a host's Close gives its joiners: the host's
// person closed the table (and may open it again from its save), which a
// window's joiner waits for as it waits for a host that dropped.
const HostLeft = "the host left"

// ServerRestarting is the reason a server's tables give their players at a
// planned stop: it comes back, and they with it, by themselves.
const ServerRestarting = "the server is restarting"
