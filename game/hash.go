package game

import (
	"encoding/binary"
	"reflect"
	"sync"
)

// Hashes for determinism: the same seeds and commands give the same hashes
// on every machine. They walk every field by reflection, so a field added
// later is hashed without anyone remembering to. A field tagged `hash:"-"`
// is storage, not state (a backing array other fields point into, which a
// copy of the game starts anew), and is left out.

// PublicHash is a 64-bit hash of the public state.
func (g *Game) PublicHash() uint64 {
	h := newHasher()
	v := reflect.ValueOf(&g.Pub).Elem()
	stack, fields := publicWalkers()
	for i, w := range fields {
		if i == stack {
			// Frames above the top are leftovers, not state.
			w(h, v.Field(i).Slice(0, g.Pub.depth))
			continue
		}
		w(h, v.Field(i))
	}
	return h.sum
}

// publicWalkers are the walkers of Public's fields, and which is the
// frame stack (walked as a slice up to the top frame).
var publicWalkers = sync.OnceValues(func() (stack int, fields []walker) {
	t := reflect.TypeFor[Public]()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Name == "stack" {
			stack = i
			fields = append(fields, walkerOf(reflect.SliceOf(f.Type.Elem())))
			continue
		}
		fields = append(fields, walkerOf(f.Type))
	}
	return stack, fields
})

// SecretHash is a 64-bit hash of the Patrón's secrets (0 without them).
func (g *Game) SecretHash() uint64 {
	if g.Sec == nil {
		return 0
	}
	h := newHasher()
	h.value(reflect.ValueOf(g.Sec).Elem())
	return h.sum
}

type hasher struct{ sum uint64 }

func newHasher() *hasher { return &hasher{sum: 0xcbf29ce484222325} }

func (h *hasher) word(x uint64) {
	h.sum ^= x
	h.sum *= 0x100000001b3
	h.sum ^= h.sum >> 29
}

func (h *hasher) value(v reflect.Value) { walkerOf(v.Type())(h, v) }

// walker hashes one value of a type. Walkers are made by reflection, so
// they still follow every field, once a type, and kept: the walk is the
// same, without looking the fields up again at every value.
type walker func(h *hasher, v reflect.Value)

var walkers sync.Map // reflect.Type → walker

func walkerOf(t reflect.Type) walker {
	if w, ok := walkers.Load(t); ok {
		return w.(walker)
	}
	w := makeWalker(t, map[reflect.Type]bool{})
	walkers.Store(t, w)
	return w
}

// child is the walker of a type inside one being made; a type that
// contains itself looks its walker up at each value.
func child(t reflect.Type, making map[reflect.Type]bool) walker {
	if w, ok := walkers.Load(t); ok {
		return w.(walker)
	}
	if making[t] {
		return func(h *hasher, v reflect.Value) { walkerOf(t)(h, v) }
	}
	w := makeWalker(t, making)
	walkers.Store(t, w)
	return w
}

func makeWalker(t reflect.Type, making map[reflect.Type]bool) walker {
	making[t] = true
	defer delete(making, t)
	switch t.Kind() {
	case reflect.Bool:
		return func(h *hasher, v reflect.Value) {
			if v.Bool() {
				h.word(1)
			} else {
				h.word(0)
			}
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return func(h *hasher, v reflect.Value) { h.word(uint64(v.Int())) }
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return func(h *hasher, v reflect.Value) { h.word(v.Uint()) }
	case reflect.String:
		return func(h *hasher, v reflect.Value) {
			for _, b := range []byte(v.String()) {
				h.word(uint64(b))
			}
		}
	case reflect.Array, reflect.Slice:
		return sequenceWalker(t, making)
	case reflect.Struct:
		var fields []int
		var each []walker
		for i := 0; i < t.NumField(); i++ {
			if f := t.Field(i); f.Tag.Get("hash") != "-" {
				fields = append(fields, i)
				each = append(each, child(f.Type, making))
			}
		}
		return func(h *hasher, v reflect.Value) {
			for k, i := range fields {
				each[k](h, v.Field(i))
			}
		}
	case reflect.Pointer:
		elem := child(t.Elem(), making)
		return func(h *hasher, v reflect.Value) {
			if !v.IsNil() {
				elem(h, v.Elem())
			}
		}
	}
	return func(h *hasher, v reflect.Value) { panic("hash: unexpected kind " + v.Kind().String()) }
}

// sequenceWalker hashes an array or a slice: its length, then each
// element (bytes eight at a time where they can be read as a slice).
func sequenceWalker(t reflect.Type, making map[reflect.Type]bool) walker {
	slice := t.Kind() == reflect.Slice
	switch t.Elem().Kind() {
	case reflect.Uint8:
		return func(h *hasher, v reflect.Value) {
			h.word(uint64(v.Len()))
			if slice || v.CanAddr() {
				h.bytes(v.Bytes())
				return
			}
			for i := 0; i < v.Len(); i++ {
				h.word(v.Index(i).Uint())
			}
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return func(h *hasher, v reflect.Value) {
			n := v.Len()
			h.word(uint64(n))
			for i := 0; i < n; i++ {
				h.word(uint64(v.Index(i).Int()))
			}
		}
	}
	each := child(t.Elem(), making)
	return func(h *hasher, v reflect.Value) {
		n := v.Len()
		h.word(uint64(n))
		for i := 0; i < n; i++ {
			each(h, v.Index(i))
		}
	}
}

func (h *hasher) bytes(b []byte) {
	for len(b) >= 8 {
		h.word(binary.LittleEndian.Uint64(b))
		b = b[8:]
	}
	for _, c := range b {
		h.word(uint64(c))
	}
}
