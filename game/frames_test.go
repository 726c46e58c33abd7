package game

import (
	"reflect"
	"testing"
)

// Every kind's view of a frame has the frame's layout: the same size, and
// each field at the same offset with the same size and kind of number.
func TestFrameViewsShareItsLayout(t *testing.T) {
	ft := reflect.TypeFor[frame]()
	for k := fNone + 1; k < numFrameKinds; k++ {
		v := kinds[k].view
		if v == nil {
			t.Errorf("frame kind %d has no rules", k)
			continue
		}
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

// Every kind runs; one that waits for a decision lists the legal commands
// and takes them, and one that does not has neither.
func TestFrameKindsHaveRules(t *testing.T) {
	for k := fNone + 1; k < numFrameKinds; k++ {
		r := &kinds[k]
		if r.run == nil {
			t.Errorf("frame kind %d does not run", k)
		}
		if (r.legal == nil) != (r.apply == nil) {
			t.Errorf("frame kind %d: legal set %v, apply set %v", k, r.legal != nil, r.apply != nil)
		}
		if r.legal == nil && (r.prompt != PromptNone || r.promptAt != nil || r.seat != nil || r.detail != nil) {
			t.Errorf("frame kind %d decides nothing but has a prompt, a seat or a detail", k)
		}
	}
	if r := kinds[fNone]; r.run != nil || r.view != nil {
		t.Errorf("fNone has rules")
	}
}
