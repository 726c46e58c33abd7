//go:build !js

package server

import (
	"fmt"
	"patron/netplay/lobby"
	"slices"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/identity"
	"patron/netplay/ledger"
	"patron/netplay/wire"
)

// The table as the server keeps it: what never changes (TableConfig, the
// store's Config) and what does (TableState, the store's State); the log's
// moves are the store's entries (entry).

// TableConfig is what never changes about a table.
type TableConfig struct {
	Name      string             `json:"name"`
	Mode      string             `json:"mode"`
	Public    bool               `json:"public"`
	Seats     []lobby.SeatConfig `json:"seats"` // engine players in order: 0 is the Patrón
	Control   [4]int             `json:"control"`
	SeasonCap int                `json:"seasonCap,omitempty"`
	Seed      uint64             `json:"seed"` // the public seed
	// Secret is the Patrón's seed when the server plays him (a bot): the
	// server is then his computer. Never sent to anyone.
	Secret  *uint64      `json:"secret,omitempty"`
	Clock   lobby.Clock  `json:"clock"`
	Invite  string       `json:"invite,omitempty"` // a private table's code; "" for a public one
	Creator identity.Key `json:"creator"`
	Created time.Time    `json:"created"`
	// NoHints: the table was made without hints (issue 34), kept with it
	// and told to every machine in its lobby.
	NoHints bool `json:"noHints,omitempty"`
	// StandIn is the level of the bot that plays a seat past its time
	// ("" is Normal).
	StandIn string `json:"standIn,omitempty"`
}

// check refuses a table that cannot be played.
func (c *TableConfig) check() error {
	switch {
	case c.Mode != lobby.Live && c.Mode != lobby.Turn:
		return fmt.Errorf("a table is %q or %q, not %q", lobby.Live, lobby.Turn, c.Mode)
	case len(c.Seats) < 2 || len(c.Seats) > wire.MaxSeats:
		return fmt.Errorf("a table has 2 to %d seats, not %d", wire.MaxSeats, len(c.Seats))
	case !wire.ValidName(c.Name):
		return fmt.Errorf("a table's name is 1 to %d plain characters", wire.MaxName)
	}
	for i, s := range c.Seats {
		if s.Bot != "" && !bot.Known(s.Bot) {
			return fmt.Errorf("seat %d: no bot of level %q", i, s.Bot)
		}
	}
	if c.StandIn != "" && !bot.Known(c.StandIn) {
		return fmt.Errorf("no bot of level %q to stand in", c.StandIn)
	}
	if !slices.ContainsFunc(c.Seats, func(s lobby.SeatConfig) bool { return s.Bot == "" }) {
		return fmt.Errorf("a table needs one person at least")
	}
	if err := checkClock(c.Mode, c.Clock); err != nil {
		return err
	}
	_, err := game.New(c.options(), nil)
	return err
}

const day = 24 * 60 * 60 * 1000

// maxClockMS bounds any time of a clock: a month.
const maxClockMS = 31 * day

func (c *TableConfig) options() game.Options {
	return game.Options{Seed: c.Seed, Players: len(c.Seats), Control: c.Control, SeasonCap: c.SeasonCap}
}

// entry is one move as the store keeps it: the signed move, the server's
// receipt, and, on a table whose Patrón the server plays, his whole log's
// commands since the entry before (his private forms among them), which
// only the server reads back.
type entry struct {
	Move    ledger.Move    `json:"move"`
	Receipt ledger.Receipt `json:"receipt"`
	At      time.Time      `json:"at"`
	Private []string       `json:"private,omitempty"`
}
