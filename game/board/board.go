// Package board is the map of Colombia the game is played on: locations,
// roads, regions and precomputed road distances, loaded from the embedded
// copy of ../shared/spec/board.json.
//
// Locations are small integers (Loc) in board.json order and sets of them
// are 64-bit bitsets (Set), so that rule checks are a few instructions.
package board

import (
	"encoding/json"
	"fmt"
	"strings"

	"patron/assets/spec"
)

// N is the number of locations on the map.
const N = 54

// Loc is a location index, 0..N-1, in board.json order.
type Loc int8

// NoLoc stands for "not on the map".
const NoLoc Loc = -1

// Bit is the one-location set {l}; empty for NoLoc.
func (l Loc) Bit() Set {
	if l < 0 {
		return 0
	}
	return 1 << uint(l)
}

// String is the location id (C1..O18), or "-" for NoLoc.
func (l Loc) String() string {
	if l < 0 || int(l) >= N {
		return "-"
	}
	return Map.ID[l]
}

// Region is one of the three regions of the map.
type Region int8

const (
	Caribe Region = iota
	Andina
	Orinoquia
	NumRegions = 3
)

var regionCodes = [NumRegions]string{"C", "A", "O"}

// String is the region's one-letter code (C, A, O).
func (r Region) String() string {
	if r < 0 || r >= NumRegions {
		return "?"
	}
	return regionCodes[r]
}

// ParseRegion reads a region code (C, A or O, any case).
func ParseRegion(s string) (Region, error) {
	for r, c := range regionCodes {
		if strings.EqualFold(s, c) {
			return Region(r), nil
		}
	}
	return 0, fmt.Errorf("unknown region %q (want C, A or O)", s)
}

// MaxDist bounds every road distance on the map (its diameter is 12).
const MaxDist = 16

// Board holds the map and everything precomputed from it.
type Board struct {
	ID         [N]string
	Name       [N]string
	Department [N]string
	Lon, Lat   [N]float64
	RegionOf   [N]Region

	City, Farm, Airport Set
	InRegion            [NumRegions]Set
	All                 Set

	// Adj is the road neighbours of each location (ruling R11: roads only).
	Adj [N]Set
	// Dist is the shortest road distance between two locations, ignoring
	// airports, tokens and figures (rulings R11, R19).
	Dist [N][N]uint8
	// Within[l][r] is every location at road distance ≤ r from l.
	Within [N][MaxDist + 1]Set
	// Ring[l][r] is every location at road distance exactly r from l.
	Ring [N][MaxDist + 1]Set
	// Diameter is the longest road distance on the map.
	Diameter int

	Roads   [][2]Loc
	Outline [][2]float64
}

// Map is the game board, loaded once from the embedded board.json.
var Map = mustLoad(spec.BoardJSON)

type rawBoard struct {
	Version   int `json:"version"`
	Locations []struct {
		ID         string  `json:"id"`
		Name       string  `json:"name"`
		Region     string  `json:"region"`
		Kind       string  `json:"kind"`
		Airport    bool    `json:"airport"`
		Lon        float64 `json:"lon"`
		Lat        float64 `json:"lat"`
		Department string  `json:"department"`
	} `json:"locations"`
	Roads   [][2]string  `json:"roads"`
	Outline [][2]float64 `json:"outline"`
}

func mustLoad(data []byte) *Board {
	b, err := Load(data)
	if err != nil {
		panic("board: embedded board.json: " + err.Error())
	}
	return b
}

// Load parses a board.json document and precomputes distances.
func Load(data []byte) (*Board, error) {
	var raw rawBoard
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	if len(raw.Locations) != N {
		return nil, fmt.Errorf("%d locations, want %d", len(raw.Locations), N)
	}
	b := &Board{Outline: raw.Outline}
	index := make(map[string]Loc, N)
	for i, l := range raw.Locations {
		loc := Loc(i)
		if _, dup := index[l.ID]; dup {
			return nil, fmt.Errorf("location %s listed twice", l.ID)
		}
		index[l.ID] = loc
		b.ID[i], b.Name[i], b.Department[i] = l.ID, l.Name, l.Department
		b.Lon[i], b.Lat[i] = l.Lon, l.Lat
		r, err := ParseRegion(l.Region)
		if err != nil {
			return nil, fmt.Errorf("location %s: %v", l.ID, err)
		}
		b.RegionOf[i] = r
		b.InRegion[r] |= loc.Bit()
		switch l.Kind {
		case "city":
			b.City |= loc.Bit()
		case "farm":
			b.Farm |= loc.Bit()
		default:
			return nil, fmt.Errorf("location %s: kind %q", l.ID, l.Kind)
		}
		if l.Airport {
			if l.Kind != "city" {
				return nil, fmt.Errorf("location %s: an airport must be in a city", l.ID)
			}
			b.Airport |= loc.Bit()
		}
		b.All |= loc.Bit()
	}
	for _, r := range raw.Roads {
		a, okA := index[r[0]]
		c, okC := index[r[1]]
		if !okA || !okC || a == c {
			return nil, fmt.Errorf("bad road %v", r)
		}
		b.Adj[a] |= c.Bit()
		b.Adj[c] |= a.Bit()
		b.Roads = append(b.Roads, [2]Loc{a, c})
	}
	for from := Loc(0); from < N; from++ {
		seen := from.Bit()
		frontier := seen
		b.Within[from][0] = seen
		b.Ring[from][0] = seen
		for d := 1; d <= MaxDist; d++ {
			next := b.Neighbours(frontier) &^ seen
			seen |= next
			frontier = next
			b.Within[from][d] = seen
			b.Ring[from][d] = next
			for r := next; r != 0; {
				to := r.Next(&r)
				b.Dist[from][to] = uint8(d)
				if d > b.Diameter {
					b.Diameter = d
				}
			}
		}
		if seen != b.All {
			return nil, fmt.Errorf("location %s cannot reach every location by road within %d", from, MaxDist)
		}
	}
	return b, nil
}

// Neighbours is every location one road away from some location of s.
func (b *Board) Neighbours(s Set) Set {
	var out Set
	for r := s; r != 0; {
		out |= b.Adj[r.Next(&r)]
	}
	return out
}

// ParseLoc reads a location id such as "A12" (any case).
func ParseLoc(s string) (Loc, error) {
	for i := range Map.ID {
		if strings.EqualFold(Map.ID[i], s) {
			return Loc(i), nil
		}
	}
	return NoLoc, fmt.Errorf("unknown location %q", s)
}

// MustLoc is ParseLoc for tests and tables: it panics on an unknown id.
func MustLoc(s string) Loc {
	l, err := ParseLoc(s)
	if err != nil {
		panic(err)
	}
	return l
}
