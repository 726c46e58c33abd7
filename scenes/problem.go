package scenes

import (
	"errors"

	"patron/game"
	"patron/game/box"
	"patron/scenes/match"
	"patron/scenes/words"
)

// problemText says an error to a person in lang: a refusal by the rules
// and a setup no game can have in the language's own words, any other
// error as it reads.
func problemText(lang *words.Lang, err error) string {
	var se *match.SetupError
	if errors.As(err, &se) {
		args := make([]any, len(se.Args))
		for i, a := range se.Args {
			args[i] = a
			if f, ok := a.(box.Faction); ok {
				args[i] = lang.Printer().Faction(f)
			}
		}
		return lang.Sprintf(se.Format, args...)
	}
	var re *game.RuleError
	if errors.As(err, &re) {
		return lang.Printer().Refusal(err)
	}
	return err.Error()
}
