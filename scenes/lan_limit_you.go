package scenes

import (
	"time"

	"patron/scenes/words"
)

// The pause's line speaks to whom it concerns: on the Patrón's own
// computer to him (he may still decide, and the game goes on), and on the
// host's, once the countdown ran out, to the host, who may end the game
// or wait. The others read of "the Patrón" and "the host".

// pauseToYou is the line for the Patrón's computer (hosting false) or the
// host's, left being the countdown's time left (0: run out, below 0: the
// table waits as long as it takes).
func pauseToYou(lang *words.Lang, hosting bool, left time.Duration) string {
	switch {
	case hosting:
		return lang.T(words.PatronLateHost)
	case left == 0:
		return lang.T(words.PatronLateYou)
	case left < 0:
		return lang.T(words.PatronLateWaitYou)
	}
	return lang.Sprintf(words.PatronYouCount, clockText(left))
}
