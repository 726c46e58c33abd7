package theme

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomono"
)

// Font is one of the three Go fonts STYLE.md names.
type Font int

const (
	Label   Font = iota // Go Medium: labels and body text
	Heading             // Go Bold: headings and numbers
	Mono                // Go Mono: the log
)

// sources parses each font the first time a face of it is asked for, not
// at the program's start: a font's parse is a tenth of a second or more in
// the browser build, whose start-up holds the page, and the menu needs no
// Mono (docs/WEB.md, Speed).
var sources = [...]func() *text.GoTextFaceSource{
	Label:   lazySource(gomedium.TTF),
	Heading: lazySource(gobold.TTF),
	Mono:    lazySource(gomono.TTF),
}

func lazySource(ttf []byte) func() *text.GoTextFaceSource {
	return sync.OnceValue(func() *text.GoTextFaceSource { return mustSource(ttf) })
}

func mustSource(ttf []byte) *text.GoTextFaceSource {
	s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
	if err != nil {
		panic("theme: Go font: " + err.Error())
	}
	return s
}

type faceKey struct {
	font Font
	size float64
}

// faces keeps the faces made, by font and size.
var faces struct {
	sync.Mutex
	m map[faceKey]*text.GoTextFace
}

// Face is the font at a size in device pixels. Faces are cached: text is
// drawn at the device's own resolution, so it stays crisp at any scale.
func Face(f Font, px float64) *text.GoTextFace {
	px = float64(int(px*4+0.5)) / 4 // quarter pixels: few faces, no blur
	k := faceKey{f, px}
	faces.Lock()
	defer faces.Unlock()
	if face, ok := faces.m[k]; ok {
		return face
	}
	if faces.m == nil {
		faces.m = map[faceKey]*text.GoTextFace{}
	}
	face := &text.GoTextFace{Source: sources[f](), Size: px}
	faces.m[k] = face
	return face
}
