package sound

import (
	"bytes"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Player plays the effects and the music at their volumes, or nothing
// when muted or when the machine has no sound device.
type Player struct {
	ctx     *audio.Context
	mu      sync.Mutex // guards music and pcm, which can arrive from the decoding goroutine
	pcm     [numEffects][]byte
	music   *audio.Player // nil until decoded
	effects float64       // 0–1
	tune    float64       // the music's volume, 0–1
	muted   bool
}

// New prepares the sounds at the given volumes (0–1). Without a sound
// device it returns a silent player: Ebitengine would stop the game if its
// audio could not start.
func New(effects, music float64, muted bool) *Player {
	p := &Player{}
	p.Set(effects, music, muted)
	return p
}

// Set changes the volumes and the mute, starting the audio the first time
// something is to be heard on a machine that has a sound device.
func (p *Player) Set(effects, music float64, muted bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.effects, p.tune, p.muted = effects, music, muted
	if p.ctx == nil && !muted && effects+music > 0 && DeviceAvailable() {
		p.start()
	}
	p.applyMusic()
}

// applyMusic plays or pauses the music for the volumes set (p.mu held).
func (p *Player) applyMusic() {
	if p.music == nil {
		return
	}
	if p.muted || p.tune <= 0 {
		p.music.Pause()
		return
	}
	p.music.SetVolume(p.tune)
	p.music.Play()
}

// start opens the audio and decodes the effects. The music is decoded
// whole on a goroutine (a quarter of a second), and plays from memory:
// decoding it while it plays would take the CPU the table's frames need.
// In a browser the effects wait for that goroutine too (decodeAtStart):
// until each is decoded, it is not heard.
func (p *Player) start() {
	p.ctx = audio.NewContext(SampleRate)
	if decodeAtStart {
		p.pcm = decodeEffects() // p.mu is held (Set)
	}
	go func() {
		if !decodeAtStart {
			pcm := decodeEffects()
			p.mu.Lock()
			p.pcm = pcm
			p.mu.Unlock()
		}
		pcm, err := MusicPCM()
		if err != nil {
			log.Printf("sound: %v", err)
			return
		}
		loop := audio.NewInfiniteLoop(bytes.NewReader(pcm), int64(len(pcm)))
		pl, err := p.ctx.NewPlayer(loop)
		if err != nil {
			log.Printf("sound: %v", err)
			return
		}
		p.mu.Lock()
		defer p.mu.Unlock()
		p.music = pl
		p.applyMusic()
	}()
}

// decodeEffects decodes every effect (nil for one that fails).
func decodeEffects() (pcm [numEffects][]byte) {
	for e := range numEffects {
		b, err := PCM(e)
		if err != nil {
			log.Printf("sound: %v", err) // a sound short: the game goes on
			continue
		}
		pcm[e] = b
	}
	return pcm
}

// Active reports whether effects can be heard.
func (p *Player) Active() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.ctx != nil && p.effects > 0 && !p.muted
}

// MusicPlaying reports whether the music is playing (it starts a moment
// after the sound does: see start).
func (p *Player) MusicPlaying() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.music != nil && p.music.IsPlaying()
}

// MusicPosition is how far the music has played in its loop.
func (p *Player) MusicPosition() time.Duration {
	if p == nil {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.music == nil {
		return 0
	}
	return p.music.Position()
}

// Play starts an effect.
func (p *Player) Play(e Effect) {
	if !p.Active() || e < 0 || e >= numEffects {
		return
	}
	p.mu.Lock()
	v, pcm := p.effects, p.pcm[e]
	p.mu.Unlock()
	if pcm == nil { // not decoded yet (a browser decodes them after the first frames)
		return
	}
	pl := p.ctx.NewPlayerFromBytes(pcm)
	pl.SetVolume(v)
	pl.Play()
}

// DeviceAvailable reports whether a sound device is likely to open: on
// Linux a sound card or a PulseAudio/PipeWire server; PATRON_MUTE=1
// forces silence, PATRON_SOUND=1 forces sound.
func DeviceAvailable() bool {
	if os.Getenv("PATRON_MUTE") != "" {
		return false
	}
	if os.Getenv("PATRON_SOUND") != "" { // a device the checks below miss (ALSA's null device, for measuring)
		return true
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
