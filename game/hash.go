package game

import (
	"encoding/binary"
	"reflect"
	"sync"
	"unsafe"
)

// Hashes for determinism: the same seeds and commands give the same hashes
// on every machine. They walk every field, found by reflection once a
// type, so a field added later is hashed without anyone remembering to. A
// field tagged `hash:"-"` is storage, not state (a backing array other
// fields point into, which a copy of the game starts anew), and is left
// out.
//
// The walk reads memory at the offsets reflection found rather than
// through reflect.Value: the same words in the same order (saves pin them:
// hash_pin_test.go), at a fraction of the cost. A LAN peer hashes the
// state after every command, and a bot's search after every playout.

// PublicHash is a 64-bit hash of the public state.
func (g *Game) PublicHash() uint64 {
	h := hasher{sum: hashStart}
	w := publicWalk()
	base := unsafe.Pointer(&g.Pub)
	for i, f := range w.fields {
		if i == w.stack {
			// Frames above the top are leftovers, not state.
			h.word(uint64(g.Pub.depth))
			for k := range g.Pub.depth {
				w.frame(&h, unsafe.Pointer(&g.Pub.stack[k]))
			}
			continue
		}
		f.walk(&h, unsafe.Add(base, f.offset))
	}
	return h.sum
}

// publicWalk is the walk of Public's fields, and which is the frame stack
// (walked as a slice up to the top frame).
var publicWalk = sync.OnceValue(func() (w struct {
	fields []field
	stack  int
	frame  walker
}) {
	t := reflect.TypeFor[Public]()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Name == "stack" {
			w.stack = i
			w.frame = walkerOf(f.Type.Elem())
		}
		w.fields = append(w.fields, field{offset: f.Offset, walk: walkerOf(f.Type)})
	}
	return w
})

// SecretHash is a 64-bit hash of the Patrón's secrets (0 without them).
func (g *Game) SecretHash() uint64 {
	if g.Sec == nil {
		return 0
	}
	h := hasher{sum: hashStart}
	secretWalk()(&h, unsafe.Pointer(g.Sec))
	return h.sum
}

var secretWalk = sync.OnceValue(func() walker { return walkerOf(reflect.TypeFor[Secrets]()) })

const hashStart = 0xcbf29ce484222325

type hasher struct{ sum uint64 }

func (h *hasher) word(x uint64) {
	h.sum ^= x
	h.sum *= 0x100000001b3
	h.sum ^= h.sum >> 29
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

// walker hashes the value of one type at p.
type walker func(h *hasher, p unsafe.Pointer)

// field is a struct field to hash: where it is, and its type's walker.
type field struct {
	offset uintptr
	walk   walker
}

// walkerOf makes the walker of a type. The types hashed hold no type that
// contains itself (TestHashesArePinned walks them all).
func walkerOf(t reflect.Type) walker {
	switch t.Kind() {
	case reflect.Bool:
		return func(h *hasher, p unsafe.Pointer) {
			if *(*bool)(p) {
				h.word(1)
			} else {
				h.word(0)
			}
		}
	case reflect.Int8:
		return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*int8)(p))) }
	case reflect.Int16:
		return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*int16)(p))) }
	case reflect.Int32:
		return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*int32)(p))) }
	case reflect.Int, reflect.Int64:
		if t.Size() == 4 {
			return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*int32)(p))) }
		}
		return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*int64)(p))) }
	case reflect.Uint8:
		return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*uint8)(p))) }
	case reflect.Uint16:
		return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*uint16)(p))) }
	case reflect.Uint32:
		return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*uint32)(p))) }
	case reflect.Uint, reflect.Uint64, reflect.Uintptr:
		if t.Size() == 4 {
			return func(h *hasher, p unsafe.Pointer) { h.word(uint64(*(*uint32)(p))) }
		}
		return func(h *hasher, p unsafe.Pointer) { h.word(*(*uint64)(p)) }
	case reflect.String:
		return func(h *hasher, p unsafe.Pointer) {
			s := *(*string)(p)
			for i := 0; i < len(s); i++ {
				h.word(uint64(s[i]))
			}
		}
	case reflect.Array:
		return arrayWalker(t)
	case reflect.Slice:
		return sliceWalker(t)
	case reflect.Struct:
		var fields []field
		for i := 0; i < t.NumField(); i++ {
			if f := t.Field(i); f.Tag.Get("hash") != "-" {
				fields = append(fields, field{offset: f.Offset, walk: walkerOf(f.Type)})
			}
		}
		return func(h *hasher, p unsafe.Pointer) {
			for _, f := range fields {
				f.walk(h, unsafe.Add(p, f.offset))
			}
		}
	case reflect.Pointer:
		elem := walkerOf(t.Elem())
		return func(h *hasher, p unsafe.Pointer) {
			if q := *(*unsafe.Pointer)(p); q != nil {
				elem(h, q)
			}
		}
	}
	panic("hash: unexpected kind " + t.Kind().String())
}

// arrayWalker hashes an array: its length, then each element (bytes
// eight at a time).
func arrayWalker(t reflect.Type) walker {
	n, size := t.Len(), t.Elem().Size()
	if t.Elem().Kind() == reflect.Uint8 {
		return func(h *hasher, p unsafe.Pointer) {
			h.word(uint64(n))
			h.bytes(unsafe.Slice((*byte)(p), n))
		}
	}
	each := walkerOf(t.Elem())
	return func(h *hasher, p unsafe.Pointer) {
		h.word(uint64(n))
		for i := range n {
			each(h, unsafe.Add(p, uintptr(i)*size))
		}
	}
}

// sliceWalker hashes a slice as arrayWalker does an array.
func sliceWalker(t reflect.Type) walker {
	size := t.Elem().Size()
	if t.Elem().Kind() == reflect.Uint8 {
		return func(h *hasher, p unsafe.Pointer) {
			b := *(*[]byte)(p)
			h.word(uint64(len(b)))
			h.bytes(b)
		}
	}
	each := walkerOf(t.Elem())
	return func(h *hasher, p unsafe.Pointer) {
		n := (*[]byte)(p) // only its length and start are read
		h.word(uint64(len(*n)))
		start := unsafe.Pointer(unsafe.SliceData(*n))
		for i := range len(*n) {
			each(h, unsafe.Add(start, uintptr(i)*size))
		}
	}
}
