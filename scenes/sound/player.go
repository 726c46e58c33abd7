package sound

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Player plays effects at a volume, or nothing when muted or when the
// machine has no sound device.
type Player struct {
	ctx    *audio.Context
	pcm    [numEffects][]byte
	Volume float64 // 0–1; 0 is mute
}

// New prepares the sounds. Without a sound device it returns a silent
// player: Ebitengine would stop the game if its audio could not start.
func New(volume float64) *Player {
	p := &Player{}
	p.SetVolume(volume)
	return p
}

// SetVolume changes the volume, starting the audio the first time it is
// turned up on a machine that has a sound device.
func (p *Player) SetVolume(v float64) {
	p.Volume = v
	if v <= 0 || p.ctx != nil || !DeviceAvailable() {
		return
	}
	p.ctx = audio.NewContext(SampleRate)
	for e := range numEffects {
		p.pcm[e] = PCM(e)
	}
}

// Active reports whether sounds can be heard.
func (p *Player) Active() bool { return p != nil && p.ctx != nil && p.Volume > 0 }

// Play starts an effect.
func (p *Player) Play(e Effect) {
	if !p.Active() || e < 0 || e >= numEffects {
		return
	}
	pl := p.ctx.NewPlayerFromBytes(p.pcm[e])
	pl.SetVolume(p.Volume)
	pl.Play()
}

// DeviceAvailable reports whether a sound device is likely to open: on
// Linux a sound card or a PulseAudio/PipeWire server; PATRON_MUTE=1
// forces silence.
func DeviceAvailable() bool {
	if os.Getenv("PATRON_MUTE") != "" {
		return false
	}
	if runtime.GOOS != "linux" {
		return true
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "pulse", "native")); err == nil {
			return true
		}
	}
	b, err := os.ReadFile("/proc/asound/cards")
	if err != nil {
		return false
	}
	s := strings.TrimSpace(string(b))
	return s != "" && !strings.Contains(s, "no soundcards")
}
