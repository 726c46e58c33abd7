package game

import (
	"reflect"
	"testing"
)

// Every kind's view of a frame has the frame's layout: the same size, and
// each field at the same offset with the same size and kind of number.
func TestFrameViewsShareItsLayout(t *testing.T) {
	views := []reflect.Type{
		reflect.TypeFor[moveFrame](),
		reflect.TypeFor[huntFrame](),
		reflect.TypeFor[activationFrame](),
		reflect.TypeFor[factionTurnFrame](),
		reflect.TypeFor[selfLockFrame](),
		reflect.TypeFor[sicarioActionsFrame](),
		reflect.TypeFor[revealFrame](),
		reflect.TypeFor[escapeFrame](),
		reflect.TypeFor[relocateFrame](),
		reflect.TypeFor[setupFrame](),
		reflect.TypeFor[objSetupFrame](),
		reflect.TypeFor[objCheckFrame](),
		reflect.TypeFor[rewardFrame](),
		reflect.TypeFor[placementFrame](),
		reflect.TypeFor[cardEffectFrame](),
		reflect.TypeFor[frameUpFrame](),
		reflect.TypeFor[quicaFrame](),
		reflect.TypeFor[plataFrame](),
		reflect.TypeFor[triggerFrame](),
	}
	ft := reflect.TypeFor[frame]()
	for _, v := range views {
		if v.Size() != ft.Size() || v.Align() != ft.Align() || v.NumField() != ft.NumField() {
			t.Errorf("%v: size %d, align %d, %d fields; a frame's are %d, %d, %d",
				v, v.Size(), v.Align(), v.NumField(), ft.Size(), ft.Align(), ft.NumField())
			continue
		}
		for i := 0; i < ft.NumField(); i++ {
			vf, ff := v.Field(i), ft.Field(i)
			if vf.Offset != ff.Offset || vf.Type.Size() != ff.Type.Size() || vf.Type.Kind() != ff.Type.Kind() {
				t.Errorf("%v.%s (%v at %d) is not laid out as frame.%s (%v at %d)",
					v, vf.Name, vf.Type, vf.Offset, ff.Name, ff.Type, ff.Offset)
			}
		}
		if v.Field(0).Type != ft.Field(0).Type || v.Field(1).Name != "step" {
			t.Errorf("%v does not begin with the frame's kind and step", v)
		}
	}
}
