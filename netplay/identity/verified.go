package identity

import (
	"crypto/sha256"
	"encoding/binary"
	"sync"
)

// Verify remembers the last signatures it found good, by a hash of key,
// signature and message, and does not check one of them again: a client
// back at its table checks the whole log it is sent, most of which it
// had checked before it was cut, and a process that holds many clients
// (patron online-sim, the live benchmark) checks each commit once rather
// than once for each of them, as clients on their own machines would. An
// Ed25519 check costs about a hundred times the hash. Only good
// signatures are kept, so a forgery is checked, and refused, every time.

// verifiedMax bounds what is remembered (about 300 KB).
const verifiedMax = 4096

type verifiedSigs struct {
	mu   sync.Mutex
	seen map[[sha256.Size]byte]struct{}
	ring [][sha256.Size]byte // in the order they came, the oldest at next once full
	next int
}

var verified = verifiedSigs{seen: make(map[[sha256.Size]byte]struct{}, verifiedMax)}

// verifiedKey names the check of sig as k's signature of msg.
func verifiedKey(k Key, msg []byte, sig string) [sha256.Size]byte {
	h := sha256.New()
	var n [8]byte
	for _, part := range [][]byte{[]byte(k), []byte(sig), msg} {
		binary.BigEndian.PutUint64(n[:], uint64(len(part)))
		h.Write(n[:])
		h.Write(part)
	}
	var out [sha256.Size]byte
	h.Sum(out[:0])
	return out
}

func (v *verifiedSigs) has(h [sha256.Size]byte) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	_, ok := v.seen[h]
	return ok
}

func (v *verifiedSigs) add(h [sha256.Size]byte) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if _, ok := v.seen[h]; ok {
		return
	}
	if len(v.ring) < verifiedMax {
		v.ring = append(v.ring, h)
	} else {
		delete(v.seen, v.ring[v.next])
		v.ring[v.next] = h
		v.next = (v.next + 1) % verifiedMax
	}
	v.seen[h] = struct{}{}
}
