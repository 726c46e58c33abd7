package words

import (
	"reflect"

	"patron/game/box"
	"patron/game/prose"
	"patron/render/panels"
)

// panelWords translates the panels' English words and says the box's names
// in this catalogue's language.
func (c *Lang) panelWords() *panels.Words {
	w := panels.English()
	v := reflect.ValueOf(w).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.String {
			f.SetString(c.text(f.String()))
		}
	}
	p := prose.New(c.text, c.sprintf)
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
