package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/scenes/words"
)

// In the browser build (no LAN on its Platform) the LAN entries stay on
// the menu, greyed, saying why; neither their number key nor a click on
// their place opens a LAN screen, so nothing reaches for a UDP socket.
func TestMenuWithoutLANOpensNoLANScreen(t *testing.T) {
	lang := words.English()
	noLAN := ThisPlatform()
	noLAN.LAN = false
	a := NewAppOn(noLAN, &Menu{}, &Script{})
	m := &Menu{}
	for _, it := range m.items(a) {
		if lanItem(it.id) && it.sub != lang.T(words.NoLANInBrowser) {
			t.Errorf("%s says %q, not that LAN play needs the desktop game", it.id, it.sub)
		}
	}
	for _, k := range []ebiten.Key{ebiten.Key5, ebiten.Key6} {
		m.Update(a, &Input{Keys: []ebiten.Key{k}})
		if a.next != nil {
			t.Errorf("key %v opened %T in the browser", k, a.next)
		}
	}
	m.Draw(a, &draw.Canvas{S: 1}) // the texts queue up; nothing is drawn
	for _, tg := range a.Targets() {
		if lanItem(tg.ID) {
			t.Errorf("the browser's menu has a clickable %s", tg.ID)
		}
	}
	if len(a.Targets()) == 0 {
		t.Fatal("the menu drew no buttons at all")
	}

	a.Platform.LAN = true // the desktop: key 5 hosts
	m.Update(a, &Input{Keys: []ebiten.Key{ebiten.Key5}})
	if _, ok := a.next.(*NewSetup); !ok {
		t.Errorf("on the desktop key 5 opened %T, not the LAN host's setup", a.next)
	}
}

// The browser's menu has no Quit (a page cannot close itself); the
// desktop's has.
func TestMenuWithoutQuitInTheBrowser(t *testing.T) {
	lang := words.English()
	for _, possible := range []bool{true, false} {
		p := ThisPlatform()
		p.Quit = possible
		a := NewAppOn(p, &Menu{}, &Script{})
		(&Menu{}).Draw(a, &draw.Canvas{S: 1})
		want := 5
		if possible {
			want = 6
		}
		shown := false
		for _, tg := range a.Targets() {
			shown = shown || tg.ID == named("menu:quit")
		}
		if shown != possible || len(menuTools(lang, p)) != want {
			t.Errorf("Quit possible %v: shown %v, %d tools", possible, shown, len(menuTools(lang, p)))
		}
	}
}
