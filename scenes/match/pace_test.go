package match

import (
	"testing"
	"time"
)

// The pacer pauses once a slice has passed since its last pause, and not
// before: on a clock that moves 3 ms a call, an 8 ms slice pauses at the
// third call after each pause.
func TestPacerPausesEverySlice(t *testing.T) {
	clock := time.Unix(0, 0)
	now := func() time.Time { return clock }
	pauses := 0
	yield := pacer(8*time.Millisecond, now, func() { pauses++ })
	var at []int
	for call := 1; call <= 9; call++ {
		clock = clock.Add(3 * time.Millisecond)
		before := pauses
		yield()
		if pauses > before {
			at = append(at, call)
		}
	}
	if len(at) != 3 || at[0] != 3 || at[1] != 6 || at[2] != 9 {
		t.Fatalf("paused at calls %v, want 3, 6, 9", at)
	}
}
