package words

import (
	"reflect"

	"patron/game/box"
	"patron/render/panels"
)

// Panels are the panels' words in the language in use. Each catalogue
// makes them once, when first drawn.
func Panels() *panels.Words {
	c := current
	if c.panels == nil {
		c.panels = c.panelWords()
	}
	return c.panels
}

// panelWords translates the panels' English words and says the box's names
// in this catalogue's language.
func (c *catalog) panelWords() *panels.Words {
	w := panels.English()
	v := reflect.ValueOf(w).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.String {
			f.SetString(c.text(f.String()))
		}
	}
	p := c.printer()
	for f := range w.FactionName {
		w.FactionName[f] = p.Faction(box.Faction(f))
	}
	for a := range w.ActionName {
		w.ActionName[a] = p.Action(box.Action(a))
	}
	for o := range w.ObjectiveName {
		w.ObjectiveName[o] = p.Objective(box.Objective(o))
	}
	for cd := range w.CardName {
		w.CardName[cd] = p.Card(box.Card(cd))
	}
	return w
}
