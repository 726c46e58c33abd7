package scenes

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

func TestSentenceBeginsWithACapital(t *testing.T) {
	for in, want := range map[string]string{
		"the white sicario stops at Arauca.": "The white sicario stops at Arauca.",
		"el sicario blanco se detiene en X.": "El sicario blanco se detiene en X.",
		"белый сикарио останавливается.":     "Белый сикарио останавливается.",
		"żółty sicario":                      "Żółty sicario",
		"ǆ":                                  "ǅ",
		"DEA moves.":                         "DEA moves.",
		"$5 paid":                            "$5 paid",
		"":                                   "",
	} {
		if got := sentence(in); got != want {
			t.Errorf("sentence(%q) = %q, want %q", in, got, want)
		}
	}
}

// Every line of a played game's log, in every language, begins with a
// capital once shown (the Factions' log named a sicario in lower case).
func TestEveryLogLineBeginsWithACapital(t *testing.T) {
	for _, l := range words.Languages {
		lang := words.Lookup(l.Code)
		m, err := match.New(HotseatSetup(lang, 11))
		if err != nil {
			t.Fatal(err)
		}
		if err := autoplay(m, board.NoLoc, func(game.Decision) bool { return len(m.Events) > 400 }); err != nil {
			t.Fatal(err)
		}
		lower := 0
		for _, e := range m.Events {
			line := lang.Printer().Event(e)
			r, _ := utf8.DecodeRuneInString(line)
			if unicode.IsLower(r) {
				lower++
			}
			if r, _ := utf8.DecodeRuneInString(sentence(line)); unicode.IsLower(r) {
				t.Errorf("%s: %q is shown in lower case", l.Code, sentence(line))
			}
		}
		if l.Code == "en" && lower == 0 {
			t.Errorf("no log line began in lower case: the test no longer sees the case it is about")
		}
	}
}
