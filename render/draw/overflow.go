package draw

import "sync"

// Overflow keeps the texts that did not fit where they were drawn and had
// to be cut short: the screenshot runner reports them per screen, and a
// test fails on any, in every language.
var overflow struct {
	sync.Mutex
	texts []string
}

// ReportOverflow notes a text cut short to fit.
func ReportOverflow(s string) {
	overflow.Lock()
	defer overflow.Unlock()
	if len(overflow.texts) < 1000 {
		overflow.texts = append(overflow.texts, s)
	}
}

// TakeOverflows returns the texts cut short since the last call.
func TakeOverflows() []string {
	overflow.Lock()
	defer overflow.Unlock()
	t := overflow.texts
	overflow.texts = nil
	return t
}
