package game

import (
	"encoding/binary"
	"reflect"
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
	t := v.Type()
	for i := 0; i < v.NumField(); i++ {
		if t.Field(i).Name == "stack" {
			// Frames above the top are leftovers, not state.
			h.value(v.Field(i).Slice(0, g.Pub.depth))
			continue
		}
		h.value(v.Field(i))
	}
	return h.sum
}

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

func (h *hasher) value(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			h.word(1)
		} else {
			h.word(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		h.word(uint64(v.Int()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		h.word(v.Uint())
	case reflect.String:
		for _, b := range []byte(v.String()) {
			h.word(uint64(b))
		}
	case reflect.Array, reflect.Slice:
		h.word(uint64(v.Len()))
		if v.Type().Elem().Kind() == reflect.Uint8 && (v.Kind() == reflect.Slice || v.CanAddr()) {
			h.bytes(v.Bytes())
			return
		}
		for i := 0; i < v.Len(); i++ {
			h.value(v.Index(i))
		}
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if t.Field(i).Tag.Get("hash") == "-" {
				continue
			}
			h.value(v.Field(i))
		}
	case reflect.Pointer:
		if !v.IsNil() {
			h.value(v.Elem())
		}
	default:
		panic("hash: unexpected kind " + v.Kind().String())
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
