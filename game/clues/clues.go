// Package clues is the Factions' clue sheet: every answer they have had,
// season by season and turn by turn, each with the places the Patrón could
// still be in after it. It is built from the published log alone, by the
// engine replaying it as a Factions' machine does (game.New without
// secrets), so it can show nothing the Factions may not know.
package clues

import (
	"fmt"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// Kind is what a clue is.
type Kind uint8

const (
	Range    Kind = iota + 1 // a Range answer: Hunter at Loc, A or B spaces
	Type                     // a Type answer: A 1 a City, 0 a Farm
	Region                   // a Region answer: A 1 in, 0 not in Loc's region (Hunter's place)
	Placed                   // a sicario placed at Loc with range A narrowed the set
	Missed                   // a search at Loc found nobody
	Captured                 // the Patrón caught at Loc (capture A), then escaped
	Hideout                  // the hideout revealed at the End of Season: Loc
	Budget                   // the relocation budget: A steps, B 1 when free (Limón)
	Defense                  // a defense token turned face up: Figure's Token
)

// Entry is one clue, where it fell in the game, and what it left possible.
type Entry struct {
	Season int // 1, 2, …
	Turn   int // the engine's turn count in the season (game.Public.Turn): 0–7 a turn, 8 the End of Season
	Kind   Kind
	Hunter box.Hunter // who asked (Range, Type, Region), else NoHunter
	Figure box.Figure // Placed, Defense
	Token  box.Token  // Defense
	Loc    board.Loc  // the asking hunter's place, the search, the capture, the hideout, the placement
	A, B   int        // by Kind (read them by name: Range, City, SameRegion, SlotRange, Capture, Steps, Free)
	// Possible is where the Patrón may be once this clue is known: the
	// engine's deduction set (game/deduce.go). For a budget or a capture
	// it is the set after the move it allows (relocation, escape), once
	// made.
	Possible board.Set
}

// Range is a Range answer's two distances, the smaller first (Range);
// -1, -1 for other kinds.
func (e Entry) Range() (lo, hi int) {
	if e.Kind == Range {
		return e.A, e.B
	}
	return -1, -1
}

// City reports a Type answer's: a City, not a Farm (Type).
func (e Entry) City() bool { return e.Kind == Type && e.A == 1 }

// SameRegion reports a Region answer's: the Patrón is in the region of
// Loc, the asking hunter's place (Region).
func (e Entry) SameRegion() bool { return e.Kind == Region && e.A == 1 }

// SlotRange is how far from the hideout the placed sicario's slot lets
// him stand (Placed); -1 for other kinds.
func (e Entry) SlotRange() int {
	if e.Kind == Placed {
		return e.A
	}
	return -1
}

// Capture is which capture of the Patrón it was, from 1 (Captured); -1
// for other kinds.
func (e Entry) Capture() int {
	if e.Kind == Captured {
		return e.A
	}
	return -1
}

// Steps is how many spaces the relocation allows (Budget); -1 for other
// kinds.
func (e Entry) Steps() int {
	if e.Kind == Budget {
		return e.A
	}
	return -1
}

// Free reports a relocation free thanks to Limón (Budget).
func (e Entry) Free() bool { return e.Kind == Budget && e.B == 1 }

// Sheet reads a published log command by command.
type Sheet struct {
	g       *game.Game
	n       int    // commands read
	last    string // the last one, as Format says it
	pending []int  // entries whose set waits for the Patrón's next move
	Entries []Entry
}

// NewSheet starts the sheet of a game with these options.
func NewSheet(opts game.Options) (*Sheet, error) {
	g, err := game.New(opts, nil)
	if err != nil {
		return nil, err
	}
	return &Sheet{g: g}, nil
}

// Build is the sheet of a published log.
func Build(opts game.Options, log []game.Command) (*Sheet, error) {
	s, err := NewSheet(opts)
	if err != nil {
		return nil, err
	}
	return s, s.Follow(log)
}

// Follows reports whether log continues what the sheet has read (so that
// Follow can read on), rather than being another log (an undo, a load).
func (s *Sheet) Follows(log []game.Command) bool {
	return len(log) >= s.n && (s.n == 0 || log[s.n-1].Format() == s.last)
}

// Follow reads the commands of log the sheet has not read yet; log must
// continue what it has read (Follows).
func (s *Sheet) Follow(log []game.Command) error {
	if !s.Follows(log) {
		return fmt.Errorf("clues: the log does not continue the %d commands read", s.n)
	}
	for _, c := range log[s.n:] {
		if err := s.add(c); err != nil {
			return err
		}
	}
	return nil
}

// Read is how many commands the sheet has read.
func (s *Sheet) Read() int { return s.n }

// Possible is the deduction set now.
func (s *Sheet) Possible() board.Set { return s.g.Pub.Possible }

func (s *Sheet) add(c game.Command) error {
	p := &s.g.Pub
	// The clue belongs to the turn the command was decided in: the last
	// answer of a Faction turn ends it, and the engine goes on to the
	// next turn within the same command.
	before, season, turn := p.Possible, p.Season, p.Turn
	out, err := s.g.Apply(c)
	if err != nil {
		return fmt.Errorf("clues: command %d %q: %w", s.n+1, c.Format(), err)
	}
	s.n++
	s.last = c.Format()
	// The move a budget or a capture allowed has been made (or not yet:
	// then the set stays the one known now).
	for _, i := range s.pending {
		s.Entries[i].Possible = p.Possible
	}
	s.pending = s.pending[:0]
	for _, e := range out.Events {
		en := Entry{Season: season, Turn: turn, Hunter: box.NoHunter, Figure: box.NoFigure, Token: box.NoToken, Loc: board.NoLoc, Possible: p.Possible}
		switch e.Kind {
		case game.EvRangeAnswer:
			en.Kind, en.Hunter = Range, e.Hunter()
			en.A, en.B = e.Range()
			en.Loc = p.Hunters[en.Hunter].Loc
		case game.EvTypeAnswer:
			en.Kind, en.Hunter, en.A = Type, e.Hunter(), yes(e.City())
			en.Loc = p.Hunters[en.Hunter].Loc
		case game.EvRegionAnswer:
			en.Kind, en.Hunter, en.A = Region, e.Hunter(), yes(e.SameRegion())
			en.Loc = p.Hunters[en.Hunter].Loc
		case game.EvPlace:
			if p.Possible == before {
				continue // León's paid placement, or nothing ruled out
			}
			fig := e.Figure()
			en.Kind, en.Figure, en.Loc = Placed, fig, e.Loc()
			if sl := p.SlotOf(fig); sl >= 0 {
				en.A = sl.Range()
			}
		case game.EvMissed:
			en.Kind, en.Loc = Missed, e.Loc()
		case game.EvCaptured:
			en.Kind, en.Loc, en.A = Captured, e.Loc(), e.Total()
			s.pending = append(s.pending, len(s.Entries))
		case game.EvHideoutRevealed:
			en.Kind, en.Loc = Hideout, e.Loc()
		case game.EvBudget:
			en.Kind, en.A, en.B = Budget, e.Steps(), yes(e.Free())
			s.pending = append(s.pending, len(s.Entries))
		case game.EvDefenseRevealed:
			en.Kind, en.Figure, en.Token = Defense, e.Figure(), e.Token()
		default:
			continue
		}
		s.Entries = append(s.Entries, en)
	}
	return nil
}

// yes is 1 for true, 0 for false: an answer as an entry keeps it.
func yes(b bool) int {
	if b {
		return 1
	}
	return 0
}
