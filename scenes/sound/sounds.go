// Package sound plays the table's effects and its music. Both are MP3
// files made by scripts/make-sounds.sh from synthesis alone (no recording
// to license), embedded in the binary and decoded by go-mp3 through
// Ebitengine's audio/mp3. Every effect has a visual twin on screen, and
// the package stays silent when the machine has no sound device or the
// player turned sound off.
package sound

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/audio/mp3"

	"patron/assets"
)

// SampleRate is the rate every sound is made and played at.
const SampleRate = 44100

// Effect names one sound.
type Effect int

const (
	Click     Effect = iota // a button pressed
	Slide                   // a figure moved one road
	Place                   // a token or sicario put down
	Glory                   // the Patrón gains glory
	Reveal                  // something hidden turned face up
	Capture                 // a capture: a sicario or the Patrón
	HandOff                 // the screen passes to another player
	SeasonEnd               // a season ends
	GameOver                // the end
	numEffects
)

// files are the effects' MP3 files in assets/sound.
var files = [numEffects]string{
	Click: "click", Slide: "slide", Place: "place", Glory: "glory", Reveal: "reveal",
	Capture: "capture", HandOff: "handoff", SeasonEnd: "season", GameOver: "gameover",
}

// lameDelay is the silence lame puts before the first sample (576) with
// the decoder's own delay (529), in samples: cut from the effects so that
// they sound at once, and skipped before the music's loop.
const lameDelay = 1105

// MusicLoop is the length of the music's loop in samples: 16 bars at 100
// beats a minute (scripts/make-sounds.sh); the MP3 holds a little more.
const MusicLoop = 16 * 4 * 6 * SampleRate / 10

// bytesPerSample: 16-bit stereo, as Ebitengine plays.
const bytesPerSample = 4

func open(name string) (*mp3.Stream, error) {
	b, err := assets.Sound.ReadFile("sound/" + name + ".mp3")
	if err != nil {
		return nil, err
	}
	s, err := mp3.DecodeWithSampleRate(SampleRate, bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("sound %s: %w", name, err)
	}
	return s, nil
}

// PCM decodes an effect as 16-bit little-endian stereo samples, without
// the encoder's lead-in.
func PCM(e Effect) ([]byte, error) {
	if e < 0 || e >= numEffects {
		return nil, fmt.Errorf("no effect %d", e)
	}
	s, err := open(files[e])
	if err != nil {
		return nil, err
	}
	pcm, err := readAll(s)
	if err != nil {
		return nil, fmt.Errorf("sound %s: %w", files[e], err)
	}
	return pcm[min(lameDelay*bytesPerSample, len(pcm)):], nil
}

// Music opens the music as a stream: its loop starts after the encoder's
// lead-in and lasts MusicLoop samples.
func Music() (*mp3.Stream, error) { return open("music") }

// MusicPCM decodes the music's loop, MusicLoop samples, as 16-bit
// little-endian stereo samples.
func MusicPCM() ([]byte, error) {
	s, err := Music()
	if err != nil {
		return nil, err
	}
	pcm, err := readAll(s)
	if err != nil {
		return nil, fmt.Errorf("sound music: %w", err)
	}
	if len(pcm) < (lameDelay+MusicLoop)*bytesPerSample {
		return nil, fmt.Errorf("sound music: %d samples, the loop needs %d", len(pcm)/bytesPerSample, lameDelay+MusicLoop)
	}
	return pcm[lameDelay*bytesPerSample : (lameDelay+MusicLoop)*bytesPerSample], nil
}
