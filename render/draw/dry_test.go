package draw

import (
	"image/color"
	"testing"

	"patron/render/theme"
)

// A dry canvas lays out and measures as any canvas does, and sends
// nothing to an image: it has none, and flushing or copying an image onto
// it draws nothing.
func TestDryCanvasMeasuresAndDrawsNothing(t *testing.T) {
	st := TextStyle{Font: theme.Label, Size: 14, Color: color.White}
	wet := &Canvas{S: 1.25}
	dry := &Canvas{S: 1.25, Dry: true}
	if a, b := wet.Measure("Policía Nacional", st), dry.Measure("Policía Nacional", st); a != b || a <= 0 {
		t.Fatalf("a dry canvas measures %v, a drawing one %v", b, a)
	}
	dry.Fill(Rect{W: 100, H: 20}, color.Black)
	dry.Circle(50, 50, 20, color.Black)
	dry.Line(0, 0, 100, 100, 4, color.Black)
	if len(dry.vs) != 0 || len(dry.is) != 0 {
		t.Fatalf("a dry canvas made %d vertices for shapes it will not draw", len(dry.vs))
	}
	dry.Text("Los Pepes", 0, 0, st)
	if got := dry.QueuedTexts(); len(got) != 1 {
		t.Fatalf("queued %v", got)
	}
	dry.DrawImage(nil, 0, 0) // flushes first: with an image, this would draw
	dry.Flush()
	if len(dry.QueuedTexts()) != 0 || len(dry.vs) != 0 || len(dry.is) != 0 {
		t.Fatal("a dry canvas kept what it was given after a flush")
	}
}
