// Package stats counts the finished games on this computer: how many each
// way of playing, how many won, how long they lasted. It reads the saved
// files' tables and summaries only.
package stats

import (
	"slices"
	"time"

	"patron/game/bot"
	"patron/game/savefile"
)

// Role is the side the people at the table played.
type Role int

const (
	AsPatron   Role = iota // people played the Patrón, bots the Factions
	AsFactions             // people played the Factions, a bot the Patrón
	BothSides              // people on both sides (hotseat or LAN)
)

// People is the opponent's name when people sat on both sides.
const People = "people"

// Row is one way of playing: a role against an opponent (a bot level, or
// People).
type Row struct {
	Role     Role
	Against  string
	Games    int
	Wins     int           // won by the people's side (BothSides: by the Patrón)
	Draws    int           // ended by the season cap
	Seasons  float64       // mean seasons played
	Duration time.Duration // mean time from the first decision to the last
	Hints    int           // hints the people took, in all (issue 34)
}

// Tally counts the finished games among files, one row per role and
// opponent, in a fixed order (role, then opponent). Games played by bots
// alone, and files that are not finished, are left out.
func Tally(files []*savefile.File) []Row {
	var rows []Row
	type sums struct {
		seasons int
		dur     time.Duration
		timed   int
	}
	var totals []sums
	for _, f := range files {
		if f == nil || !f.Summary.Over {
			continue
		}
		role, against, ok := roleOf(f.Table)
		if !ok {
			continue
		}
		i := slices.IndexFunc(rows, func(r Row) bool { return r.Role == role && r.Against == against })
		if i < 0 {
			rows, totals = append(rows, Row{Role: role, Against: against}), append(totals, sums{})
			i = len(rows) - 1
		}
		r, t := &rows[i], &totals[i]
		r.Games++
		switch f.Summary.Winner {
		case "draw":
			r.Draws++
		case "Patron":
			if role != AsFactions {
				r.Wins++
			}
		case "Factions":
			if role == AsFactions {
				r.Wins++
			}
		}
		t.seasons += f.Summary.Season
		r.Hints += f.Table.Hints
		if d, ok := duration(f.Summary); ok {
			t.dur += d
			t.timed++
		}
	}
	for i := range rows {
		rows[i].Seasons = float64(totals[i].seasons) / float64(rows[i].Games)
		if totals[i].timed > 0 {
			rows[i].Duration = totals[i].dur / time.Duration(totals[i].timed)
		}
	}
	slices.SortStableFunc(rows, func(a, b Row) int {
		if a.Role != b.Role {
			return int(a.Role) - int(b.Role)
		}
		return levelOrder(a.Against) - levelOrder(b.Against)
	})
	return rows
}

// roleOf says which side the people played and against whom.
func roleOf(t savefile.Table) (Role, string, bool) {
	human := func(i int) bool { return i >= 0 && i < len(t.People) && t.People[i].Bot == "" }
	patron := human(t.Patron)
	var factionPeople, factionBots []string
	for i, p := range t.People {
		if i == t.Patron {
			continue
		}
		if p.Bot == "" {
			factionPeople = append(factionPeople, p.Name)
		} else {
			factionBots = append(factionBots, p.Bot)
		}
	}
	switch {
	case patron && len(factionPeople) > 0:
		return BothSides, People, true
	case patron:
		return AsPatron, level(factionBots), true
	case len(factionPeople) > 0 && t.Patron >= 0 && t.Patron < len(t.People):
		return AsFactions, t.People[t.Patron].Bot, true
	}
	return 0, "", false
}

// level names the bots' level, "mixed" when they differ.
func level(bots []string) string {
	if len(bots) == 0 {
		return People
	}
	for _, b := range bots[1:] {
		if b != bots[0] {
			return "mixed"
		}
	}
	return bots[0]
}

// order is how the levels are listed: the bots weakest first, then
// tables of mixed bots, then people only.
var order = append(slices.Clone(bot.Levels), "mixed", People)

func levelOrder(l string) int {
	if i := slices.Index(order, l); i >= 0 {
		return i
	}
	return 99
}

func duration(s savefile.Summary) (time.Duration, bool) {
	from, err1 := time.Parse(time.RFC3339, s.Created)
	to, err2 := time.Parse(time.RFC3339, s.Saved)
	if err1 != nil || err2 != nil || to.Before(from) {
		return 0, false
	}
	return to.Sub(from), true
}
