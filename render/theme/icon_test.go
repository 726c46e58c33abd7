package theme

import (
	"testing"

	"patron/render/icon"
)

// The icon paints with the book's ink and the Patrón's red without
// importing this package (the packaging tools link no Ebitengine): its
// colours must stay these.
func TestTheIconPaintsInTheBooksColours(t *testing.T) {
	if icon.Ink != Ink || icon.Red != PatronRed {
		t.Fatalf("the icon's colours %v and %v, the book's %v and %v", icon.Ink, icon.Red, Ink, PatronRed)
	}
}
