package draw

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"patron/render/theme"
)

// Align is a horizontal alignment.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// TextStyle is how a piece of text looks.
type TextStyle struct {
	Font  theme.Font
	Size  float64 // layout units
	Color color.Color
	Align Align
	// Halo draws a dark rim around the letters, for text on the map.
	Halo color.Color
}

func (c *Canvas) face(st TextStyle) *text.GoTextFace { return theme.Face(st.Font, st.Size*c.S) }

// Text draws one line with its top at y.
//
// Text waits until the next Flush, which draws the batched shapes first
// and then the text over them: one layer at a time costs a few GPU draw
// calls instead of one per line.
func (c *Canvas) Text(s string, x, y float64, st TextStyle) {
	c.texts = append(c.texts, textItem{s, x, y, st})
}

// QueuedTexts lists the texts written since the last Flush, in order (a
// test reads what a panel wrote without a GPU to draw it).
func (c *Canvas) QueuedTexts() []string {
	out := make([]string, len(c.texts))
	for i, t := range c.texts {
		out[i] = t.s
	}
	return out
}

type textItem struct {
	s    string
	x, y float64
	st   TextStyle
}

func (c *Canvas) drawText(s string, x, y float64, st TextStyle) {
	dst := c.Img
	face := c.face(st)
	op := &text.DrawOptions{}
	switch st.Align {
	case Center:
		op.PrimaryAlign = text.AlignCenter
	case Right:
		op.PrimaryAlign = text.AlignEnd
	}
	px, py := float64(c.x(x)), float64(c.y(y))
	if st.Halo != nil {
		d := max(1, c.S*st.Size/11)
		for _, o := range [...][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-0.7, -0.7}, {0.7, 0.7}, {-0.7, 0.7}, {0.7, -0.7}} {
			op.GeoM.Reset()
			op.GeoM.Translate(px+o[0]*d, py+o[1]*d)
			op.ColorScale.Reset()
			op.ColorScale.ScaleWithColor(st.Halo)
			text.Draw(dst, s, face, op)
		}
	}
	op.GeoM.Reset()
	op.GeoM.Translate(px, py)
	op.ColorScale.Reset()
	op.ColorScale.ScaleWithColor(st.Color)
	text.Draw(dst, s, face, op)
}

// Measure is a line's width in layout units.
func (c *Canvas) Measure(s string, st TextStyle) float64 {
	w, _ := text.Measure(s, c.face(st), 0)
	return w / c.S
}

// LineHeight is the distance between lines of a style, in layout units.
func (st TextStyle) LineHeight() float64 { return st.Size * 1.3 }

// Wrap breaks text into lines no wider than w.
func (c *Canvas) Wrap(s string, w float64, st TextStyle) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, word := range words[1:] {
			if c.Measure(line+" "+word, st) > w {
				lines = append(lines, line)
				line = word
			} else {
				line += " " + word
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// Paragraph draws wrapped text from y and returns the y below it.
func (c *Canvas) Paragraph(s string, x, y, w float64, st TextStyle) float64 {
	for _, line := range c.Wrap(s, w, st) {
		c.Text(line, x, y, st)
		y += st.LineHeight()
	}
	return y
}
