package scenes

import (
	"fmt"
	"image/color"
	"strings"

	"patron/render/draw"
	"patron/render/theme"
)

// buttonID is what a plain button (or field) of a screen stands for: a
// fixed name, and the value it carries in its own type: a number (a seat,
// a step of a setting, minutes, a percentage, a page) or a key (a save's
// id, a language's code). Screens register it where they draw the button
// and read a click by its name and its value, never by reading text.
type buttonID struct {
	name string // fixed: "load:open", "settings:think"
	n    int    // numbered: the number it carries
	key  string // keyed: the key it carries
}

// named is a button that carries nothing.
func named(name string) buttonID { return buttonID{name: name} }

// numbered is a button that carries a number.
func numbered(name string, n int) buttonID { return buttonID{name: name, n: n} }

// keyed is a button that carries a key.
func keyed(name, key string) buttonID { return buttonID{name: name, key: key} }

// String is the button as messages and picture keys show it.
func (b buttonID) String() string {
	switch {
	case b.key != "":
		return fmt.Sprintf("%s %q", b.name, b.key)
	case b.n != 0:
		return fmt.Sprintf("%s %d", b.name, b.n)
	}
	return b.name
}

// Clicked is the button under a click this frame, the topmost target, or
// the zero buttonID (also when it is a thing of the table: see
// clickedHit). Targets come from the frame the player saw.
func (a *App) Clicked(in *Input) buttonID {
	if !in.Click {
		return buttonID{}
	}
	return a.TargetAt(in.X, in.Y)
}

// clickedHit is the thing of the table that is the topmost target under a
// click this frame; its kind is hitNone when there is none (or the topmost
// target is a plain button of a screen).
func (a *App) clickedHit(in *Input) hit {
	if !in.Click {
		return hit{}
	}
	t, _ := a.targetAt(in.X, in.Y)
	return t.Hit
}

// TargetAt is the button that is the topmost target at a point, or the
// zero buttonID.
func (a *App) TargetAt(x, y float64) buttonID {
	t, _ := a.targetAt(x, y)
	return t.ID
}

// targetAt is the topmost target at a point, and whether there is one.
func (a *App) targetAt(x, y float64) (Target, bool) {
	for i := len(a.targets) - 1; i >= 0; i-- {
		if a.targets[i].R.Contains(x, y) {
			return a.targets[i], true
		}
	}
	return Target{}, false
}

// mouse is where the pointer was on the last input.
func (a *App) mouse() (float64, float64) { return a.lastX, a.lastY }

// ButtonStyle is how a button looks.
type ButtonStyle int

const (
	Plain    ButtonStyle = iota // paper
	Primary                     // gold, the expected choice
	Quiet                       // dark, a secondary choice
	Chosen                      // a selected option
	Disabled                    // greyed out: nothing happens now
)

// Button draws a clickable button and registers it.
func (a *App) Button(c *draw.Canvas, id buttonID, r draw.Rect, label string, style ButtonStyle) {
	a.buttonFace(c, r, label, style)
	a.AddTarget(id, r)
	a.markMain(style)
}

// goButton is a screen's expected button, greyed with what it does
// (busy) while what it started runs.
func (a *App) goButton(c *draw.Canvas, id buttonID, r draw.Rect, label, busyLabel string, busy bool) {
	if busy {
		a.Button(c, id, r, busyLabel, Disabled)
		return
	}
	a.Button(c, id, r, label, Primary)
}

// HitButton draws a clickable button of the table and registers what it
// stands for.
func (a *App) HitButton(c *draw.Canvas, h hit, r draw.Rect, label string, style ButtonStyle) {
	a.buttonFace(c, r, label, style)
	a.AddHit(h, r)
	a.markMain(style)
}

// buttonFace draws a button.
func (a *App) buttonFace(c *draw.Canvas, r draw.Rect, label string, style ButtonStyle) {
	mx, my := a.mouse()
	hover := r.Contains(mx, my)
	var bg, fg color.RGBA
	switch style {
	case Primary:
		bg, fg = theme.Gold, theme.Ink
	case Quiet:
		bg, fg = theme.WoodLight, theme.Paper
	case Chosen:
		bg, fg = theme.Hex(0x6b4a22), theme.Highlight
	case Disabled:
		bg, fg = theme.Alpha(theme.WoodLight, 0.5), theme.Muted
	default:
		bg, fg = theme.Paper, theme.Ink
	}
	if hover && style != Disabled {
		bg = theme.Mix(bg, theme.White, 0.25)
	}
	c.RoundRect(draw.Rect{X: r.X, Y: r.Y + 2, W: r.W, H: r.H}, 6).Fill(theme.Alpha(theme.WoodEdge, 0.7))
	c.RoundRect(r, 6).Fill(bg)
	if style == Chosen {
		c.RoundRect(r, 6).Stroke(1.5, theme.Highlight)
	}
	size := min(16, r.H*0.5)
	st := draw.TextStyle{Font: theme.Label, Size: size, Color: fg, Align: draw.Center}
	st = shrinkToFit(c, label, r.W-12, st, 11)
	if c.Measure(label, st) > r.W-12 { // still too long: cut it short
		draw.ReportOverflow(label)
		runes := []rune(label)
		for len(runes) > 1 && c.Measure(string(runes)+"…", st) > r.W-12 {
			runes = runes[:len(runes)-1]
		}
		label = strings.TrimSpace(string(runes)) + "…"
	}
	c.Text(label, r.CX(), r.CY()-st.Size*0.62, st)
}

// shrinkToFit makes st smaller, half a unit at a time down to floor, until
// text is no wider than w.
func shrinkToFit(c *draw.Canvas, text string, w float64, st draw.TextStyle, floor float64) draw.TextStyle {
	for c.Measure(text, st) > w && st.Size > floor {
		st.Size -= 0.5
	}
	return st
}

// clipFront fits text into w by leaving out its beginning ("…" and its
// end): a field shows the end of what was typed or pasted.
func clipFront(c *draw.Canvas, text string, w float64, st draw.TextStyle) string {
	if c.Measure(text, st) <= w {
		return text
	}
	r := []rune(text)
	for len(r) > 1 && c.Measure("…"+string(r), st) > w {
		r = r[1:]
	}
	return "…" + string(r)
}

// Panel draws a paper panel with a title.
func Panel(c *draw.Canvas, r draw.Rect, title string) draw.Rect {
	c.RoundRect(draw.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, 8).Fill(theme.Alpha(theme.WoodEdge, 0.8))
	c.RoundRect(r, 8).Fill(theme.Paper)
	if title == "" {
		return r.Inset(10)
	}
	c.Text(title, r.X+12, r.Y+8, draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Ink})
	c.Line(r.X+10, r.Y+30, r.Right()-10, r.Y+30, 1, theme.PaperDark)
	return draw.Rect{X: r.X + 12, Y: r.Y + 36, W: r.W - 24, H: r.H - 44}
}

// Heading is a large title on the wood.
func Heading(c *draw.Canvas, s string, x, y, size float64) {
	c.Text(s, x, y, draw.TextStyle{Font: theme.Heading, Size: size, Color: theme.Paper, Align: draw.Center, Halo: theme.WoodEdge})
}

// Body is a style for text on paper.
func Body(size float64) draw.TextStyle {
	return draw.TextStyle{Font: theme.Label, Size: size, Color: theme.Ink}
}

// OnWood is a style for text on the dark table.
func OnWood(size float64) draw.TextStyle {
	return draw.TextStyle{Font: theme.Label, Size: size, Color: theme.Paper}
}

// scrollBar draws, on track, where the part in sight of a list lies in
// the whole: shown items from the first, of total. It gives the thumb.
func scrollBar(c *draw.Canvas, track draw.Rect, first, shown, total int) draw.Rect {
	c.RoundRect(track, 3).Fill(theme.Alpha(theme.PaperDark, 0.8))
	n := float64(total)
	thumb := track
	thumb.Y += track.H * float64(first) / n
	thumb.H = max(track.H*float64(shown)/n, 8)
	c.RoundRect(thumb, 3).Fill(theme.InkSoft)
	return thumb
}
