package scenes

import "patron/render/draw"

// tableLayout is where each part of the table sits (STYLE.md: the map in
// the left two thirds, tracks on its top and left edges; the Action
// dashboard, the prompt and the log in the right third).
type tableLayout struct {
	Map, Glory, Income            draw.Rect
	Right, Actions, Factions      draw.Rect
	Prompt, Log, Dashboard, Sheet draw.Rect
	Hand, Toolbar, Legend         draw.Rect
}

const trackW = 26

func layoutTable(w, h float64) tableLayout {
	var l tableLayout
	split := w * 2 / 3
	l.Glory = draw.Rect{X: trackW, Y: 0, W: split - trackW, H: trackW}
	l.Income = draw.Rect{X: 0, Y: trackW, W: trackW, H: h - trackW}
	l.Map = draw.Rect{X: trackW, Y: trackW, W: split - trackW, H: h - trackW}
	l.Right = draw.Rect{X: split, Y: 0, W: w - split, H: h}
	in := l.Right.Inset(8)
	l.Toolbar = draw.Rect{X: in.X, Y: in.Y, W: in.W, H: 30}
	l.Actions = draw.Rect{X: in.X, Y: l.Toolbar.Bottom() + 6, W: in.W, H: 220}
	l.Factions = draw.Rect{X: in.X, Y: l.Actions.Bottom() + 6, W: in.W, H: 118}
	l.Prompt = draw.Rect{X: in.X, Y: l.Factions.Bottom() + 6, W: in.W, H: 254}
	l.Log = draw.Rect{X: in.X, Y: l.Prompt.Bottom() + 6, W: in.W, H: in.Bottom() - l.Prompt.Bottom() - 6}
	l.Dashboard = draw.Rect{X: l.Map.Right() - 344, Y: l.Map.Bottom() - 256, W: 336, H: 248}
	l.Sheet = draw.Rect{X: l.Map.Right() - 214, Y: l.Map.Y + 8, W: 206, H: 150}
	l.Legend = draw.Rect{X: l.Sheet.X - 60, Y: l.Sheet.Y, W: l.Sheet.W + 60, H: 44} // where the Patrón's sheet sits in his view
	l.Hand = draw.Rect{X: l.Map.X + 8, Y: l.Map.Bottom() - 128, W: l.Dashboard.X - l.Map.X - 16, H: 128}
	return l
}
