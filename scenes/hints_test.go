package scenes

import (
	"slices"
	"testing"

	"patron/render/panels"
	"patron/scenes/words"
)

// Every hint a panel draws has its words, and no words wait for a hint
// that no panel draws.
func TestEveryHintHasWords(t *testing.T) {
	for _, id := range panels.AllHints {
		if w, ok := words.Hints[id]; !ok || w.Title == "" || w.Body == "" {
			t.Errorf("hint %q has no words", id)
		}
	}
	for id := range words.Hints {
		if !slices.Contains(panels.AllHints, id) {
			t.Errorf("words for hint %q, which no panel draws", id)
		}
	}
}
