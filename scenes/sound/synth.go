// Package sound makes the table's few sounds and plays them. The sounds
// are synthesised here at start-up (no recordings to license), each has a
// visual twin on screen, and the package stays silent when the machine
// has no sound device or the player turned sound off.
package sound

import (
	"encoding/binary"
	"math"
)

// SampleRate is the rate every sound is made at.
const SampleRate = 44100

// Effect names one sound.
type Effect int

const (
	Click    Effect = iota // a button pressed
	Slide                  // a figure moved one road
	Place                  // a token or sicario put down
	Glory                  // the Patrón gains glory
	Capture                // a capture: a sicario or the Patrón
	HandOff                // the screen passes to another player
	GameOver               // the end
	numEffects
)

// tone is one partial of a sound.
type tone struct {
	freq, to float64 // start and end frequency (Hz)
	start    float64 // seconds
	length   float64 // seconds
	gain     float64
	noise    bool
}

var recipes = [numEffects][]tone{
	Click:    {{freq: 1800, to: 1200, length: 0.03, gain: 0.25}},
	Slide:    {{length: 0.12, gain: 0.10, noise: true}, {freq: 220, to: 180, length: 0.12, gain: 0.12}},
	Place:    {{freq: 160, to: 90, length: 0.09, gain: 0.45}, {length: 0.03, gain: 0.15, noise: true}},
	Glory:    {{freq: 784, to: 784, length: 0.18, gain: 0.22}, {freq: 1175, to: 1175, start: 0.09, length: 0.28, gain: 0.2}},
	Capture:  {{freq: 110, to: 40, length: 0.35, gain: 0.6}, {length: 0.2, gain: 0.35, noise: true}},
	HandOff:  {{freq: 659, to: 659, length: 0.35, gain: 0.18}, {freq: 988, to: 988, start: 0.05, length: 0.4, gain: 0.1}},
	GameOver: {{freq: 392, to: 392, length: 0.3, gain: 0.25}, {freq: 523, to: 523, start: 0.25, length: 0.3, gain: 0.25}, {freq: 784, to: 784, start: 0.5, length: 0.6, gain: 0.25}},
}

// PCM makes an effect as 16-bit little-endian stereo samples.
func PCM(e Effect) []byte {
	parts := recipes[e]
	end := 0.0
	for _, t := range parts {
		end = math.Max(end, t.start+t.length)
	}
	n := int(end * SampleRate)
	mix := make([]float64, n)
	seed := uint32(12345 + int(e))
	for _, t := range parts {
		phase := 0.0
		from := int(t.start * SampleRate)
		for i := 0; i < int(t.length*SampleRate) && from+i < n; i++ {
			u := float64(i) / (t.length * SampleRate)
			env := math.Min(1, u*40) * math.Pow(1-u, 2) // quick attack, soft decay
			var v float64
			if t.noise {
				seed = seed*1664525 + 1013904223
				v = float64(int32(seed))/math.MaxInt32*0.8 - 0.0
			} else {
				f := t.freq + (t.to-t.freq)*u
				phase += 2 * math.Pi * f / SampleRate
				v = math.Sin(phase)
			}
			mix[from+i] += v * env * t.gain
		}
	}
	out := make([]byte, 4*n)
	for i, v := range mix {
		s := int16(math.Max(-1, math.Min(1, v)) * 32767)
		binary.LittleEndian.PutUint16(out[4*i:], uint16(s))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(s))
	}
	return out
}
