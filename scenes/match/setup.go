// Package match runs one game at the table: who sits where, which seats
// bots play, whose eyes the screen belongs to, and when it must blank for
// a hand-off. It holds no Ebitengine code and decides no rule: the engine
// lists the choices and the match asks the right player for one.
package match

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
	"patron/scenes/words"
)

// Person is one player at the table.
type Person struct {
	Name string
	Bot  string // "" for a human; otherwise a bot kind (bot.Kinds)
	// Remote: a person (or the host's bot) playing on another machine of
	// a LAN table; this machine never decides for them.
	Remote bool
}

// Human reports whether a person plays in person at this machine.
func (p Person) Human() bool { return p.Bot == "" && !p.Remote }

// Setup is how a game is set up.
type Setup struct {
	People []Person // 2–5 players
	Patron int      // index in People of the Patrón's player
	// Control[f] is the index in People of the player who runs faction f;
	// all -1 takes the book's default split, and so does all 0 when the
	// first person is the Patrón (it cannot be a split then). With the
	// Patrón elsewhere, all 0 is a split like any other: the first person
	// runs every faction.
	Control [box.NumFactions]int
	Seed    uint64 // public randomness; 0 picks one at random
	// Secret seeds the Patrón's shuffles; zero picks one at random (it
	// must stay unknown to the Factions in a real game).
	Secret *game.SecretOptions
	// NoHints: the table was made without hints (a LAN or online table's
	// choice at creation, for everyone at it).
	NoHints bool
}

// FactionPlayers lists the People indices of the faction players, in
// engine order (engine player 1, 2, …).
func (s *Setup) FactionPlayers() []int {
	var out []int
	for i := range s.People {
		if i != s.Patron {
			out = append(out, i)
		}
	}
	return out
}

// DefaultControl is the book's split: each faction player in turn takes
// factions as the table for this player count says.
func DefaultControl(players int) [box.NumFactions]int {
	var o game.Options
	o.Players = players
	var c [box.NumFactions]int
	for f := range c {
		c[f] = o.ControllerOf(game.FactionSeat(box.Faction(f))) - 1
	}
	return c // faction-player positions 0 … players-2
}

// options turns the setup into engine options, with the faction split
// always spelled out (the default resolved), as the engine keeps it.
func (s *Setup) options() (game.Options, error) {
	n := len(s.People)
	if n < 2 || n > 5 {
		return game.Options{}, setupError(words.ErrPlayerCount, n)
	}
	if s.Patron < 0 || s.Patron >= n {
		return game.Options{}, setupError(words.ErrNoPatron, s.Patron+1)
	}
	for _, p := range s.People {
		if !p.Human() && !bot.Known(p.Bot) {
			return game.Options{}, setupError(words.ErrBotLevel, p.Bot)
		}
	}
	opts := game.Options{Seed: s.Seed, Players: n, Control: game.DefaultSplit(n)}
	if def := s.Control == [box.NumFactions]int{-1, -1, -1, -1} || s.Control == [box.NumFactions]int{} && s.Patron == 0; !def {
		pos := map[int]int{}
		for k, person := range s.FactionPlayers() {
			pos[person] = k + 1
		}
		for f, person := range s.Control {
			if person < 0 || person >= n {
				return game.Options{}, setupError(words.ErrNoController, box.Faction(f), n)
			}
			k, ok := pos[person]
			if !ok {
				return game.Options{}, setupError(words.ErrPatronRuns, box.Faction(f))
			}
			opts.Control[f] = k
		}
	}
	return opts, nil
}

func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) | 1
}

func randomSecret() *game.SecretOptions {
	var s game.SecretOptions
	_, _ = rand.Read(s.Seed[:])
	return &s
}

// SetupError is a setup no game can have: an English format of
// scenes/words and its arguments (numbers, and Factions, which a screen
// names in its language).
type SetupError struct {
	Format string
	Args   []any
}

func setupError(format string, args ...any) error { return &SetupError{format, args} }

// Error is the reason in English.
func (e *SetupError) Error() string {
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		args[i] = a
		if f, ok := a.(box.Faction); ok {
			args[i] = f.Name()
		}
	}
	return fmt.Sprintf(e.Format, args...)
}
