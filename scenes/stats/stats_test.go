package stats

import (
	"slices"
	"testing"
	"time"

	"patron/game/savefile"
)

func finished(patron int, people []savefile.Person, winner string, seasons int, minutes int) *savefile.File {
	t0 := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	f := &savefile.File{Table: savefile.Table{People: people, Patron: patron}}
	f.Summary = savefile.Summary{Over: true, Winner: winner, Season: seasons,
		Created: t0.Format(time.RFC3339), Saved: t0.Add(time.Duration(minutes) * time.Minute).Format(time.RFC3339)}
	return f
}

var (
	ana    = savefile.Person{Name: "Ana"}
	ben    = savefile.Person{Name: "Ben"}
	easy   = savefile.Person{Name: "Bot", Bot: "easy"}
	normal = savefile.Person{Name: "Bot", Bot: "normal"}
	hard   = savefile.Person{Name: "Bot", Bot: "hard"}
)

// Games are counted by the side the people played and the bot they met;
// wins are the people's side's; lengths are means; unfinished games and
// bots-only games are left out.
func TestTallyByRoleAndLevel(t *testing.T) {
	unfinished := finished(0, []savefile.Person{ana, normal}, "", 2, 10)
	unfinished.Summary.Over = false
	files := []*savefile.File{
		finished(0, []savefile.Person{ana, normal}, "Patron", 4, 30),        // Ana as the Patrón, wins
		finished(0, []savefile.Person{ana, normal}, "Factions", 2, 20),      // … loses
		finished(1, []savefile.Person{ana, hard}, "Factions", 3, 40),        // Ana as the Factions vs a Hard Patrón, wins
		finished(1, []savefile.Person{ana, easy, easy}, "draw", 10, 60),     // … against Easy: a draw
		finished(0, []savefile.Person{ana, ben}, "Patron", 5, 50),           // hotseat: the Patrón won
		finished(0, []savefile.Person{normal, normal}, "Patron", 5, 5),      // bots only: left out
		finished(0, []savefile.Person{ana, easy, normal}, "Factions", 1, 5), // mixed bots
		unfinished,
		nil,
	}
	files[0].Table.Hints, files[1].Table.Hints = 2, 5 // hints taken in Ana's two games as the Patrón
	rows := Tally(files)
	want := []Row{
		{Role: AsPatron, Against: "normal", Games: 2, Wins: 1, Seasons: 3, Duration: 25 * time.Minute, Hints: 7},
		{Role: AsPatron, Against: "mixed", Games: 1, Wins: 0, Seasons: 1, Duration: 5 * time.Minute},
		{Role: AsFactions, Against: "hard", Games: 1, Wins: 1, Seasons: 3, Duration: 40 * time.Minute},
		{Role: AsFactions, Against: "easy", Games: 1, Draws: 1, Seasons: 10, Duration: time.Hour},
		{Role: BothSides, Against: People, Games: 1, Wins: 1, Seasons: 5, Duration: 50 * time.Minute},
	}
	// Easy comes before Hard within a role.
	want[2], want[3] = want[3], want[2]
	if len(rows) != len(want) {
		t.Fatalf("rows %+v", rows)
	}
	for i := range want {
		if rows[i] != want[i] {
			t.Errorf("row %d: %+v, want %+v", i, rows[i], want[i])
		}
	}
}

// A save with a damaged date still counts, with no time.
func TestTallyWithoutDates(t *testing.T) {
	f := finished(0, []savefile.Person{ana, normal}, "Patron", 4, 30)
	f.Summary.Saved = "yesterday"
	rows := Tally([]*savefile.File{f})
	if len(rows) != 1 || rows[0].Games != 1 || rows[0].Duration != 0 {
		t.Fatalf("rows %+v", rows)
	}
}

// Expert, the strongest level, is listed after Hard and before tables of
// mixed bots, whatever order the games were played in.
func TestExpertComesAfterHard(t *testing.T) {
	expert := savefile.Person{Name: "Bot", Bot: "expert"}
	rows := Tally([]*savefile.File{
		finished(0, []savefile.Person{ana, easy, normal}, "Factions", 1, 5),
		finished(0, []savefile.Person{ana, expert}, "Factions", 2, 20),
		finished(0, []savefile.Person{ana, hard}, "Patron", 4, 30),
	})
	var got []string
	for _, r := range rows {
		got = append(got, r.Against)
	}
	if want := []string{"hard", "expert", "mixed"}; !slices.Equal(got, want) {
		t.Errorf("levels listed %v, want %v", got, want)
	}
}
