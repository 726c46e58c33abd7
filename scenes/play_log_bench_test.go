package scenes

import (
	"testing"

	"patron/render/draw"
)

// The log's work in a frame where nothing changed: its input, its part of
// the table's key and its buttons (the picture is the layer's, kept).
func BenchmarkLogFrame(b *testing.B) {
	_, a, p := logTable(&testing.T{}, 2)
	p.scrollLog(logAll, 6)
	r := p.layout(a).Log
	in := &Input{X: r.CX(), Y: r.CY()}
	for b.Loop() {
		p.updateLog(a, in)
		_ = p.logKey()
		chips, _ := logChips(a.Lang, a.S, r)
		_ = chips
		_ = logNewest(a.Lang, a.S, r)
	}
}

// Painting the log again (a new event, a scroll): the sentences already
// wrapped are kept.
func BenchmarkLogRepaint(b *testing.B) {
	_, a, p := logTable(&testing.T{}, 2)
	r := p.layout(a).Log
	for b.Loop() {
		p.log.back = (p.log.back + 1) % 20
		c := &draw.Canvas{S: 1}
		p.drawLog(a.Lang, c, r)
	}
}

// Laying out the whole log afresh (a new language or width).
func BenchmarkLogLayout(b *testing.B) {
	_, a, p := logTable(&testing.T{}, 2)
	w := logTextArea(p.layout(a).Log).W
	for b.Loop() {
		p.log.text = logText{}
		p.log.text.of(a.Lang, a.S, w, p.M.Events)
	}
	b.ReportMetric(float64(len(p.M.Events)), "events")
}
