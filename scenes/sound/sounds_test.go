package sound

import (
	"encoding/binary"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"patron/assets"
)

func samples(pcm []byte) []int {
	out := make([]int, 0, len(pcm)/bytesPerSample)
	for i := 0; i+bytesPerSample <= len(pcm); i += bytesPerSample {
		out = append(out, int(int16(binary.LittleEndian.Uint16(pcm[i:]))))
	}
	return out
}

func peak(s []int) int {
	p := 0
	for _, v := range s {
		p = max(p, v, -v)
	}
	return p
}

// Every effect decodes from its MP3, is short, audible, never clips, and
// sounds at once (the encoder's lead-in is cut).
func TestEffectsDecodeShortAndAudible(t *testing.T) {
	for e := range numEffects {
		pcm, err := PCM(e)
		if err != nil {
			t.Fatal(err)
		}
		s := samples(pcm)
		secs := float64(len(s)) / SampleRate
		if secs < 0.02 || secs > 2.5 {
			t.Errorf("%s lasts %.2f s", files[e], secs)
		}
		if p := peak(s); p < 4000 || p >= 32767 {
			t.Errorf("%s peaks at %d", files[e], p)
		}
		if p := peak(s[:min(len(s), SampleRate/50)]); p < 500 {
			t.Errorf("%s is silent for its first 20 ms (peak %d): the lead-in was not cut", files[e], p)
		}
	}
}

// The music holds its whole loop after the lead-in, and the loop joins
// without a click: the step from its last sample to its first is no
// larger than the steps inside it.
func TestMusicLoopsWithoutASeam(t *testing.T) {
	pcm, err := MusicPCM()
	if err != nil {
		t.Fatal(err)
	}
	loop := samples(pcm)
	if len(loop) != MusicLoop {
		t.Fatalf("the loop has %d samples, want %d", len(loop), MusicLoop)
	}
	if p := peak(loop); p < 8000 {
		t.Fatalf("the music peaks at %d: too quiet", p)
	}
	// The seam's step against the steps inside the loop: a click would be
	// among the largest few.
	steps := make([]int, 0, len(loop))
	for i := 1; i < len(loop); i++ {
		steps = append(steps, max(loop[i]-loop[i-1], loop[i-1]-loop[i]))
	}
	slices.Sort(steps)
	p99 := steps[len(steps)*99/100]
	seam := max(loop[0]-loop[len(loop)-1], loop[len(loop)-1]-loop[0])
	if seam > p99 {
		t.Errorf("the loop jumps %d at its seam; inside, 99%% of steps are below %d", seam, p99)
	}
	// The loop's start must not be the encoder's silence: music plays at once.
	if p := peak(loop[:SampleRate/10]); p < 500 {
		t.Errorf("the loop starts with %d ms of silence", 100)
	}
}

// The sound folder holds exactly the effects and the music.
func TestEverySoundFileIsUsed(t *testing.T) {
	entries, err := fs.ReadDir(assets.Sound, "sound")
	if err != nil {
		t.Fatal(err)
	}
	want := append(slices.Clone(files[:]), "music")
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".mp3")
		if !slices.Contains(want, name) {
			t.Errorf("assets/sound/%s is not played", e.Name())
		}
		want = slices.DeleteFunc(want, func(s string) bool { return s == name })
	}
	if len(want) > 0 {
		t.Errorf("missing sounds: %v", want)
	}
}

// A muted player, or one on a machine without sound, plays nothing and
// does not fail.
func TestSilentPlayer(t *testing.T) {
	t.Setenv("PATRON_MUTE", "1")
	if DeviceAvailable() {
		t.Fatal("PATRON_MUTE did not mute")
	}
	p := New(0.8, 0.5, false)
	if p.Active() || p.MusicPlaying() {
		t.Fatal("a player without a device is active")
	}
	p.Play(Capture) // must not panic
	p.Set(1, 1, true)
	var none *Player
	none.Play(Click)
	if none.MusicPlaying() {
		t.Fatal("no player plays music")
	}
}
