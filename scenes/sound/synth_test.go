package sound

import (
	"encoding/binary"
	"testing"
)

// Every effect is short, audible, and never clips.
func TestEffectsAreShortAndAudible(t *testing.T) {
	for e := range numEffects {
		pcm := PCM(e)
		secs := float64(len(pcm)/4) / SampleRate
		if secs < 0.02 || secs > 1.5 {
			t.Errorf("effect %d lasts %.2f s", e, secs)
		}
		peak := 0
		for i := 0; i+1 < len(pcm); i += 2 {
			v := int(int16(binary.LittleEndian.Uint16(pcm[i:])))
			if v < 0 {
				v = -v
			}
			peak = max(peak, v)
		}
		if peak < 2000 || peak >= 32767 {
			t.Errorf("effect %d peaks at %d", e, peak)
		}
	}
}

// A muted player, or one on a machine without sound, plays nothing and
// does not fail.
func TestSilentPlayer(t *testing.T) {
	t.Setenv("PATRON_MUTE", "1")
	if DeviceAvailable() {
		t.Fatal("PATRON_MUTE did not mute")
	}
	p := New(0.8)
	if p.Active() {
		t.Fatal("a muted player is active")
	}
	p.Play(Capture) // must not panic
	var none *Player
	none.Play(Click)
}
