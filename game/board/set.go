package board

import "math/bits"

// Set is a set of locations as a bitset: bit i stands for Loc(i).
type Set uint64

// Of builds a set from locations.
func Of(locs ...Loc) Set {
	var s Set
	for _, l := range locs {
		s |= l.Bit()
	}
	return s
}

// Has reports whether l is in the set.
func (s Set) Has(l Loc) bool { return l >= 0 && s&(1<<uint(l)) != 0 }

// With returns the set with l added.
func (s Set) With(l Loc) Set { return s | l.Bit() }

// Without returns the set with l removed.
func (s Set) Without(l Loc) Set { return s &^ l.Bit() }

// Count is the number of locations in the set.
func (s Set) Count() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether the set holds no location.
func (s Set) Empty() bool { return s == 0 }

// First is the lowest location in the set, or NoLoc.
func (s Set) First() Loc {
	if s == 0 {
		return NoLoc
	}
	return Loc(bits.TrailingZeros64(uint64(s)))
}

// Nth is the n-th lowest location (from 0), or NoLoc.
func (s Set) Nth(n int) Loc {
	for ; s != 0; s &= s - 1 {
		if n == 0 {
			return Loc(bits.TrailingZeros64(uint64(s)))
		}
		n--
	}
	return NoLoc
}

// Locs appends the locations of the set, lowest first, to buf.
func (s Set) Locs(buf []Loc) []Loc {
	for ; s != 0; s &= s - 1 {
		buf = append(buf, Loc(bits.TrailingZeros64(uint64(s))))
	}
	return buf
}

// Next removes and returns the lowest location; use it to iterate:
//
//	for rest := s; rest != 0; { l := rest.Next(&rest) ... }
func (s Set) Next(rest *Set) Loc {
	l := Loc(bits.TrailingZeros64(uint64(s)))
	*rest = s & (s - 1)
	return l
}

// String lists the location ids, for messages and tests.
func (s Set) String() string {
	out := "{"
	first := true
	for r := s; r != 0; {
		l := r.Next(&r)
		if !first {
			out += " "
		}
		out += l.String()
		first = false
	}
	return out + "}"
}
